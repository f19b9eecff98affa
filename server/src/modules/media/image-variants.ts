/**
 * Narrower copies of the stored photos, made with sharp on first request and kept on disk beside them
 * (MEDIA_DIR/.variants/w<width>/<path of the photo>). `/media/w720/restaurants/AbCd1234/devanture-0-12ab34cd.webp` is
 * that photo at most 720 px wide. Photo names carry a content hash, so a variant never changes either and is cached
 * a year like the photo. Only the widths of common/media.ts exist: the cache holds at most that many copies per photo.
 */
import { randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, rename, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import express, { Router, type Response } from 'express';
import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from '../../../../common/media.js';

/** Folder of the variants inside the media dir; a dot folder, so the plain /media files handler never serves it. */
export const VARIANT_DIR = '.variants';
const VARIANT_QUALITY = 75;
const YEAR_MS = 365 * 24 * 3600 * 1000;

const isVariantWidth = (width: number): width is ImageVariantWidth => (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width);

/** A stored photo's path relative to the media dir: webp, no hidden segment, no way out of the folder. */
function isPhotoPath(relative: string): boolean {
  return relative.endsWith('.webp') && !relative.split('/').some((segment) => segment === '' || segment.startsWith('.')) && !relative.includes('\\');
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then((s) => s.isFile(), () => false);
}

const notFound = (res: Response) => res.status(404).json({ success: false, code: 'NOT_FOUND', message: 'Ressource introuvable.' });

/** Makes (once) the variant of one photo and returns its file, or null when the photo does not exist or is unreadable. */
export class ImageVariants {
  private readonly root: string;
  private readonly pending = new Map<string, Promise<string | null>>();

  constructor(mediaDir: string) {
    this.root = path.resolve(mediaDir);
  }

  async file(width: ImageVariantWidth, relative: string): Promise<string | null> {
    if (!isVariantWidth(width) || !isPhotoPath(relative)) return null;
    const source = path.resolve(this.root, relative);
    if (!source.startsWith(this.root + path.sep)) return null;
    const target = path.join(this.root, VARIANT_DIR, `w${width}`, relative);
    if (await isFile(target)) return target;
    // Two requests for the same new variant share one sharp run.
    let job = this.pending.get(target);
    if (!job) {
      job = this.make(width, source, target).finally(() => this.pending.delete(target));
      this.pending.set(target, job);
    }
    return job;
  }

  private async make(width: number, source: string, target: string): Promise<string | null> {
    if (!(await isFile(source))) return null;
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      const image = sharp(source, { limitInputPixels: 100_000_000 });
      const { width: sourceWidth } = await image.metadata();
      if (!sourceWidth) return null;
      if (sourceWidth <= width) {
        // Already narrow enough: the variant is the photo itself (a hard link costs no space).
        await link(source, temporary).catch(() => copyFile(source, temporary));
      } else {
        await writeFile(temporary, await image.resize({ width, withoutEnlargement: true }).webp({ quality: VARIANT_QUALITY }).toBuffer());
      }
      // Readers only ever see a complete file.
      await rename(temporary, target);
      return target;
    } catch {
      await unlink(temporary).catch(() => {});
      return null;
    }
  }

  /** Deletes the variants of a photo that is being removed (relative to the media dir). */
  async remove(relative: string): Promise<void> {
    if (!isPhotoPath(relative)) return;
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const file = path.join(this.root, VARIANT_DIR, `w${width}`, relative);
      await unlink(file).catch(() => {});
      // Its folder goes too once empty (rmdir refuses a folder that still holds files).
      await rmdir(path.dirname(file)).catch(() => {});
    }
  }
}

/** GET /media/w<width>/<photo path>: the variant, cached a year; 404 for another width or an unknown photo. */
function imageVariantRouter(mediaDir: string): Router {
  const variants = new ImageVariants(mediaDir);
  const router = Router();
  router.get(/^\/w(\d{2,4})\/(.+)$/, async (req, res, next) => {
    const params = req.params as unknown as Record<string, string>;
    const width = Number(params[0]);
    let relative: string;
    try {
      relative = decodeURIComponent(params[1]);
    } catch {
      return notFound(res);
    }
    if (!isVariantWidth(width)) return notFound(res);
    try {
      const file = await variants.file(width, relative);
      if (!file) return notFound(res);
      res.sendFile(file, { maxAge: YEAR_MS, immutable: true, dotfiles: 'allow' }, (error) => {
        if (error && !res.headersSent) next(error);
      });
    } catch (error) {
      next(error);
    }
  });
  return router;
}

/**
 * /media: the narrower variants, then the stored files. Their names carry a content hash, so they never change and
 * browsers may keep them a year.
 */
export function mediaRouter(mediaDir: string): Router {
  const router = Router();
  router.use('/media', imageVariantRouter(mediaDir));
  router.use('/media', express.static(mediaDir, { maxAge: '1y', immutable: true, fallthrough: false }));
  return router;
}

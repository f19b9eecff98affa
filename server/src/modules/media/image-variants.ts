/**
 * Narrower copies of the stored photos, made with sharp on first request and kept in the public media storage beside
 * them (key .variants/w<width>/<path of the photo>). `/media/w720/restaurants/AbCd1234/devanture-0-12ab34cd.webp` is
 * that photo at most 720 px wide. Photo names carry a content hash, so a variant never changes either and is cached
 * a year like the photo. Only the widths of common/media.ts exist: the cache holds at most that many copies per photo.
 */
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Router, type Request, type Response } from 'express';
import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from '../../../../common/media.js';
import { readObject, type MediaStorage } from './media-storage.js';

/** Folder of the variants inside the public media; a dot folder, so the plain /media handler never serves it. */
export const VARIANT_DIR = '.variants';
const VARIANT_QUALITY = 75;
/** The same as express.static's `maxAge: '1y', immutable` gave when the files were served from the disk alone. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

const isVariantWidth = (width: number): width is ImageVariantWidth => (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width);

/** A key /media may serve: no empty or hidden segment (so neither `..` nor the variants' folder), no backslash. */
const isServedKey = (relative: string) => !relative.split('/').some((segment) => segment === '' || segment.startsWith('.')) && !relative.includes('\\');

/** A stored photo's key: a served key, webp. */
const isPhotoPath = (relative: string) => relative.endsWith('.webp') && isServedKey(relative);

const variantKey = (width: number, relative: string) => `${VARIANT_DIR}/w${width}/${relative}`;

const notFound = (res: Response) => res.status(404).json({ success: false, code: 'NOT_FOUND', message: 'Ressource introuvable.' });

/** Makes (once) the variant of one photo and answers its key, or null when the photo does not exist or is unreadable. */
export class ImageVariants {
  private readonly pending = new Map<string, Promise<string | null>>();

  constructor(private readonly storage: MediaStorage) {}

  async key(width: ImageVariantWidth, relative: string): Promise<string | null> {
    if (!isVariantWidth(width) || !isPhotoPath(relative)) return null;
    const target = variantKey(width, relative);
    if ((await this.storage.size(target)) !== null) return target;
    // Two requests for the same new variant share one sharp run.
    let job = this.pending.get(target);
    if (!job) {
      job = this.make(width, relative, target).finally(() => this.pending.delete(target));
      this.pending.set(target, job);
    }
    return job;
  }

  private async make(width: number, relative: string, target: string): Promise<string | null> {
    const source = await readObject(this.storage, relative);
    if (!source) return null;
    let bytes: Buffer;
    try {
      const image = sharp(source, { limitInputPixels: 100_000_000 });
      const { width: sourceWidth } = await image.metadata();
      if (!sourceWidth) return null;
      // Already narrow enough: the variant is the photo itself.
      bytes = sourceWidth <= width ? source : await image.resize({ width, withoutEnlargement: true }).webp({ quality: VARIANT_QUALITY }).toBuffer();
    } catch {
      return null;
    }
    // The storage writes whole objects: readers only ever see a complete variant.
    await this.storage.put(target, bytes, 'image/webp');
    return target;
  }

  /** Deletes the variants of a photo that is being removed (its key in the public media). */
  async remove(relative: string): Promise<void> {
    if (!isPhotoPath(relative)) return;
    for (const width of IMAGE_VARIANT_WIDTHS) await this.storage.delete(variantKey(width, relative));
  }
}

/**
 * Sends one object of the public media with the headers the disk's files had: cached a year (names carry a content
 * hash), a weak ETag of size and date, 304 to a fresh conditional request.
 */
async function sendObject(req: Request, res: Response, storage: MediaStorage, key: string): Promise<unknown> {
  const object = await storage.get(key);
  if (!object) return notFound(res);
  res.set('Cache-Control', CACHE_CONTROL);
  res.type(path.extname(key) || 'application/octet-stream');
  res.set('ETag', `W/"${object.size.toString(16)}-${(object.lastModified?.getTime() ?? 0).toString(16)}"`);
  if (object.lastModified) res.set('Last-Modified', object.lastModified.toUTCString());
  if (req.fresh || req.method === 'HEAD') {
    object.body.destroy();
    return req.fresh ? res.status(304).end() : res.set('Content-Length', String(object.size)).end();
  }
  res.set('Content-Length', String(object.size));
  return pipeline(object.body, res).catch(() => res.destroy());
}

/** A request's key after /media/ (or /media/w<width>/), or null when it does not decode. */
function decodedKey(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/**
 * /media from the public media storage, whichever backend (ADR 0039): GET /media/w<width>/<photo> is the variant (404
 * for another width or an unknown photo), GET /media/<key> the stored object. The private side is never read here.
 */
export function mediaRouter(storage: MediaStorage): Router {
  const variants = new ImageVariants(storage);
  const router = Router();
  router.get(/^\/media\/w(\d{2,4})\/(.+)$/, async (req, res, next) => {
    const params = req.params as unknown as Record<string, string>;
    const width = Number(params[0]);
    const relative = decodedKey(params[1]);
    if (relative === null || !isVariantWidth(width)) return notFound(res);
    try {
      const key = await variants.key(width, relative);
      if (!key) return notFound(res);
      await sendObject(req, res, storage, key);
    } catch (error) {
      next(error);
    }
  });
  router.get(/^\/media\/(.+)$/, async (req, res, next) => {
    const key = decodedKey((req.params as unknown as Record<string, string>)[0]);
    if (key === null || !isServedKey(key)) return notFound(res);
    try {
      await sendObject(req, res, storage, key);
    } catch (error) {
      next(error);
    }
  });
  // Anything else under /media (another method, the bare folder) is no file either.
  router.use('/media', (_req, res) => notFound(res));
  return router;
}

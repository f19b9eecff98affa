import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageVariantWidth } from '../../../../common/media.js';
import type { Config } from '../../config.js';
import { ImageVariants } from './image-variants.js';
import { readImageUpload, type EncodedImage, type ImageRules } from './image-upload.js';

/**
 * The last steps of every image upload (image-upload.ts makes the webp): the file is written in media storage and the
 * variants the caller asks for are made. A public image is MEDIA_DIR/<path>, served under /media (and its variants
 * under /media/w<width>/, image-variants.ts); a private one is DATA_DIR/private/<path>, never served as such
 * (review-picture-files.ts says which review pictures are private and how they are read).
 */
export type MediaDirs = Pick<Config, 'mediaDir' | 'dataDir'>;

export interface ImageTarget {
  visibility: 'public' | 'private';
  /** The file's path relative to its side's folder, from the webp (content-hashed names stay cacheable for ever). */
  path: (webp: Buffer) => string;
  /** Widths made now, so no visitor waits for them (the others are made on first request); a private image has none. */
  variants?: readonly ImageVariantWidth[];
}

export interface StoredImage {
  path: string;
  width: number;
  height: number;
  sizeBytes: number;
}

export type ImageUpload = ImageRules & ImageTarget;

/** The first 12 hex digits of the webp's SHA-256: a name that changes with the content. */
export const contentHash = (webp: Buffer): string => createHash('sha256').update(webp).digest('hex').slice(0, 12);

/**
 * A restaurant's picture path, restaurants/<id_url>/<name>.webp, the name made of the webp's content hash and a random
 * part: each upload is its own file, so deleting one photo never takes away a file another row (the same picture sent
 * twice) points at.
 */
export const restaurantImagePath = (idUrl: string, name: (hash: string, random: string) => string) => (webp: Buffer): string =>
  `restaurants/${idUrl}/${name(contentHash(webp), randomBytes(3).toString('hex'))}.webp`;

/** Steps 4 and 5: writes the image on its side and makes the variants asked for; a failed variant removes the image. */
export async function storeImage(dirs: MediaDirs, image: EncodedImage, target: ImageTarget): Promise<StoredImage> {
  const relative = target.path(image.webp);
  const stored = { path: relative, width: image.width, height: image.height, sizeBytes: image.webp.length };
  if (target.visibility === 'private') {
    const file = path.join(dirs.dataDir, 'private', relative);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await writeFile(file, image.webp, { mode: 0o600 });
    return stored;
  }
  const file = path.join(dirs.mediaDir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, image.webp);
  const variants = new ImageVariants(dirs.mediaDir);
  for (const width of target.variants ?? []) {
    if (await variants.file(width, relative)) continue;
    await removeImages(dirs.mediaDir, [relative]);
    throw new Error(`Variante ${width} impossible pour ${relative}`);
  }
  return stored;
}

/** The whole pipeline: an uploaded body read, verified and re-encoded by the caller's rules, then stored where it says. */
export async function uploadImage(dirs: MediaDirs, body: unknown, upload: ImageUpload): Promise<StoredImage> {
  return storeImage(dirs, await readImageUpload(body, upload), upload);
}

/**
 * Removes public images and their variants (missing files are ignored), once no row points at them; with
 * `dropEmptyFolder`, each image's folder goes too when nothing is left in it.
 */
export async function removeImages(mediaDir: string, relatives: readonly string[], { dropEmptyFolder = false } = {}): Promise<void> {
  const variants = new ImageVariants(mediaDir);
  for (const relative of relatives) {
    await rm(path.join(mediaDir, relative), { force: true });
    await variants.remove(relative);
    if (dropEmptyFolder) await rmdir(path.dirname(path.join(mediaDir, relative))).catch(() => {});
  }
}

import { createHash, randomBytes } from 'node:crypto';
import type { ImageVariantWidth } from '../../../../common/media.js';
import { ImageVariants } from './image-variants.js';
import { mediaStores, type MediaDirs } from './media-stores.js';
import { readImageUpload, type EncodedImage, type ImageRules } from './image-upload.js';

/**
 * The last steps of every image upload (image-upload.ts makes the webp): the image is written in media storage
 * (media-stores.ts: MEDIA_DIR or the bucket) and the variants the caller asks for are made. A public image is the public
 * side's <path>, served under /media (and its variants under /media/w<width>/, image-variants.ts); a private one is the
 * private side's <path>, never served as such (review-picture-files.ts says which review pictures are private and how
 * they are read).
 */

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
  const stores = mediaStores(dirs);
  if (target.visibility === 'private') {
    await stores.private.put(relative, image.webp, 'image/webp');
    return stored;
  }
  await stores.public.put(relative, image.webp, 'image/webp');
  const variants = new ImageVariants(stores.public);
  for (const width of target.variants ?? []) {
    if (await variants.key(width, relative)) continue;
    await removeImages(dirs, [relative]);
    throw new Error(`Variante ${width} impossible pour ${relative}`);
  }
  return stored;
}

/** The whole pipeline: an uploaded body read, verified and re-encoded by the caller's rules, then stored where it says. */
export async function uploadImage(dirs: MediaDirs, body: unknown, upload: ImageUpload): Promise<StoredImage> {
  return storeImage(dirs, await readImageUpload(body, upload), upload);
}

/**
 * Removes public images and their variants (missing ones are ignored), once no row points at them; on the disk, a
 * folder left empty goes too.
 */
export async function removeImages(dirs: MediaDirs, relatives: readonly string[]): Promise<void> {
  const { public: storage } = mediaStores(dirs);
  const variants = new ImageVariants(storage);
  for (const relative of relatives) {
    await storage.delete(relative);
    await variants.remove(relative);
  }
}

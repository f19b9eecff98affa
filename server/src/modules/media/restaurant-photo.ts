import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputInfo } from 'sharp';
import { ServiceError } from '../shared/service-errors.js';
import { ImageVariants } from './image-variants.js';
import { photoFormatOf } from './profile-photo.service.js';
import { decodeUpload, uploadMetadata } from './upload-pixels.js';

/** Longest side kept of an uploaded restaurant photo: SPEC §5's high-quality crop (the browser sends at most this). */
export const RESTAURANT_PHOTO_MAX_SIDE = 2560;
export const RESTAURANT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const QUALITY = 82;

export interface StoredPhoto { path: string; width: number; height: number; sizeBytes: number }

/**
 * An uploaded restaurant photo (menu page, daily menu…), checked as the profile photo is: a real JPEG, PNG or WebP
 * (first bytes, then sharp must read the same format), at most 5 MB; re-encoded with sharp to webp, turned upright,
 * at most 2560 px on its longest side, and written under MEDIA_DIR/restaurants/<id_url>/<prefix>-<hash><random>.webp. The
 * public pages' narrower copies are made on first request (image-variants.ts).
 */
export async function storeRestaurantPhoto(mediaDir: string, idUrl: string, prefix: string, body: unknown): Promise<StoredPhoto> {
  const out = await encodeUploadedPhoto(body);
  // The content hash keeps the name cacheable for ever; the random part makes each upload its own file, so deleting one
  // photo never takes away a file another row (the same picture sent twice) points at.
  const relative = `restaurants/${idUrl}/${prefix}-${createHash('sha256').update(out.data).digest('hex').slice(0, 12)}${randomBytes(3).toString('hex')}.webp`;
  const file = path.join(mediaDir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, out.data);
  return { path: relative, width: out.info.width, height: out.info.height, sizeBytes: out.data.length };
}

/**
 * An uploaded photo checked and re-encoded (see storeRestaurantPhoto): a real JPEG, PNG or WebP of at most 5 MB and
 * within the pixel budget (upload-pixels.ts), turned
 * upright, at most 2560 px on its longest side, as webp; its metadata (EXIF, GPS) is not carried over.
 */
export async function encodeUploadedPhoto(body: unknown): Promise<{ data: Buffer; info: OutputInfo }> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new ServiceError('INVALID_INPUT', 'Aucune image reçue.', 'photo');
  if (body.length > RESTAURANT_PHOTO_MAX_BYTES) throw new ServiceError('INVALID_INPUT', 'L’image dépasse 5 Mo.', 'photo');
  const announced = photoFormatOf(body);
  if (!announced) throw new ServiceError('INVALID_INPUT', 'Ce fichier n’est pas une photo acceptée : envoyez une image JPEG, PNG ou WebP.', 'photo');
  let out: { data: Buffer; info: OutputInfo };
  const meta = await uploadMetadata(body);
  try {
    if (!meta || meta.format !== announced || !meta.width || !meta.height) throw new Error('not the announced format');
    out = await decodeUpload(body)
      .rotate()
      .resize(RESTAURANT_PHOTO_MAX_SIDE, RESTAURANT_PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: QUALITY })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ServiceError('INVALID_INPUT', 'Ce fichier n’est pas une image lisible (JPEG, PNG ou WebP).', 'photo');
  }
  return out;
}

/** Removes stored photos and their variants (after the transaction that dropped their rows has committed). */
export async function removeRestaurantPhotos(mediaDir: string, relatives: readonly string[]): Promise<void> {
  const variants = new ImageVariants(mediaDir);
  for (const relative of relatives) {
    await rm(path.join(mediaDir, relative), { force: true });
    await variants.remove(relative);
  }
}

import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkPhotoBytes, checkPhotoDimensions, DESCRIPTION_LIMITS, DESCRIPTION_MESSAGES, type RestaurantPhotoKind } from '../../../../common/description-rules.js';
import { IMAGE_VARIANT_WIDTHS } from '../../../../common/media.js';
import { ServiceError } from '../shared/service-errors.js';
import { ImageVariants } from './image-variants.js';
import { photoFormatOf } from './profile-photo.service.js';
import { decodeUpload, uploadMetadata } from './upload-pixels.js';

/** Quality of the stored re-encoding (the browser already sent a webp of SPEC §5 quality; this bounds what is kept). */
const STORED_QUALITY = 85;

export interface EncodedPhoto {
  webp: Buffer;
  width: number;
  height: number;
}

/**
 * A restaurant photo as received (raw bytes), checked and re-encoded: a JPEG, PNG or WebP by its first bytes (never
 * SVG, GIF, PDF… whatever the content type says), at most 8 Mo, between 320 and 6000 px a side and within the pixel
 * budget (upload-pixels.ts), decoded by sharp
 * (which must agree with the announced format), turned upright and re-encoded to webp within 2560 px. Nothing is
 * written. INVALID_INPUT with a French message otherwise.
 */
export async function encodeRestaurantPhoto(body: unknown): Promise<EncodedPhoto> {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
  const sizeProblem = checkPhotoBytes(bytes.length);
  if (sizeProblem) throw new ServiceError('INVALID_INPUT', sizeProblem, 'photo');
  const announced = photoFormatOf(bytes);
  if (!announced) throw new ServiceError('INVALID_INPUT', DESCRIPTION_MESSAGES.photoNotAccepted, 'photo');
  const meta = await uploadMetadata(bytes);
  if (!meta) throw new ServiceError('INVALID_INPUT', DESCRIPTION_MESSAGES.photoUnreadable, 'photo');
  if (meta.format !== announced || !meta.width || !meta.height) throw new ServiceError('INVALID_INPUT', DESCRIPTION_MESSAGES.photoUnreadable, 'photo');
  // EXIF orientations 5 to 8 swap the sides once the photo is turned upright.
  const [width, height] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  const dimensionProblem = checkPhotoDimensions(width, height);
  if (dimensionProblem) throw new ServiceError('INVALID_INPUT', dimensionProblem, 'photo');
  try {
    const side = DESCRIPTION_LIMITS.storedMaxSide;
    const { data, info } = await decodeUpload(bytes)
      .rotate()
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: STORED_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { webp: data, width: info.width, height: info.height };
  } catch {
    throw new ServiceError('INVALID_INPUT', DESCRIPTION_MESSAGES.photoUnreadable, 'photo');
  }
}

/** Where a restaurant's photo goes, relative to the media dir: a content hash and a random part (two uploads never share a file). */
export function restaurantPhotoPath(idUrl: string, kind: RestaurantPhotoKind, webp: Buffer): string {
  const hash = createHash('sha256').update(webp).digest('hex').slice(0, 12);
  return `restaurants/${idUrl}/${kind}-${hash}-${randomBytes(3).toString('hex')}.webp`;
}

/** The files of the restaurants' photos: the photo under MEDIA_DIR and its variants (common/media.ts widths). */
export class RestaurantPhotoFiles {
  private readonly variants: ImageVariants;

  constructor(private readonly mediaDir: string) {
    this.variants = new ImageVariants(mediaDir);
  }

  /** Writes the photo and makes every variant the public pages ask for, so none is made on a visitor's request. */
  async write(relative: string, webp: Buffer): Promise<void> {
    const file = path.join(this.mediaDir, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, webp);
    for (const width of IMAGE_VARIANT_WIDTHS) {
      if (!(await this.variants.file(width, relative))) throw new Error(`Variante ${width} impossible pour ${relative}`);
    }
  }

  /** Removes photos and their variants (missing files are ignored); the restaurant's folder goes once empty. */
  async remove(relatives: readonly string[]): Promise<void> {
    for (const relative of relatives) {
      await rm(path.join(this.mediaDir, relative), { force: true });
      await this.variants.remove(relative);
      await rmdir(path.dirname(path.join(this.mediaDir, relative))).catch(() => {});
    }
  }
}

import sharp, { type Metadata } from 'sharp';
import { checkUploadBytes, checkUploadPixels, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, UPLOAD_PIXEL_BUDGET } from '../../../../common/photo-rules.js';
import { ServiceError } from '../shared/service-errors.js';

/**
 * The first three steps of every image upload (profile picture, restaurant, menu and review photos, receipts): read
 * the raw body within its limit, verify it is a real image, re-encode it. image-store.ts writes the result. Every
 * refusal is an INVALID_INPUT on the field `photo`, with the French message of common/photo-rules.ts.
 */
type ImageFormat = 'jpeg' | 'png' | 'webp';

/** What a caller says about its images; the rest (formats, pixel budget, messages) is the same for all. */
export interface ImageRules {
  /** Largest upload in bytes: common/photo-rules.ts UPLOAD_MAX_BYTES unless the route allows more. */
  maxBytes?: number;
  /** The French reason an image of these sides (turned upright) is refused, or null. */
  checkSides?: (width: number, height: number) => string | null;
  /**
   * The stored webp: `cover` crops to a `side` × `side` square (enlarging a smaller image); `inside` keeps the whole
   * image within `side` px a side, never enlarged. STORED_PHOTO unless given.
   */
  encode?: { side: number; fit: 'cover' | 'inside'; quality: number };
}

/**
 * How a photo is kept unless its caller says otherwise (menu and daily menu photos, review photos and receipts): at
 * most SPEC §5's high-quality side, 2560 px, which the browser already sends at most.
 */
const STORED_PHOTO: NonNullable<ImageRules['encode']> = { side: 2560, fit: 'inside', quality: 82 };

/** An upload once re-encoded: upright, webp, without its metadata (EXIF, GPS), nothing written yet. */
export interface EncodedImage {
  webp: Buffer;
  width: number;
  height: number;
}

const refused = (message: string) => new ServiceError('INVALID_INPUT', message, 'photo');

/**
 * The format the first bytes announce, or null. Checked before sharp reads anything: sharp also reads SVG (a document
 * that can reference other files), PDF, TIFF, GIF… which no upload needs, whatever its content type says.
 */
function photoFormatOf(body: Buffer): ImageFormat | null {
  if (body.length >= 3 && body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff) return 'jpeg';
  if (body.length >= 8 && body.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (body.length >= 12 && body.toString('latin1', 0, 4) === 'RIFF' && body.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Step 1: the raw body as bytes, something and at most `maxBytes` (the router's body limit already bounds it). */
function readUpload(body: unknown, maxBytes: number = UPLOAD_MAX_BYTES): Buffer {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
  const problem = checkUploadBytes(bytes.length, maxBytes);
  if (problem) throw refused(problem);
  return bytes;
}

/**
 * Step 2: a real JPEG, PNG or WebP: the first bytes announce it, sharp reads the same format from the header alone
 * (never decoding it), within the pixel budget (common/photo-rules.ts UPLOAD_PIXEL_BUDGET); then the caller's sides.
 * Answers the upright sides (EXIF orientations 5 to 8 swap them).
 */
async function verifyImage(bytes: Buffer, checkSides?: ImageRules['checkSides']): Promise<{ format: ImageFormat; width: number; height: number }> {
  const announced = photoFormatOf(bytes);
  if (!announced) throw refused(UPLOAD_MESSAGES.notAccepted);
  let meta: Metadata;
  try {
    // limitInputPixels false: the header alone is read here, and its size is answered with the budget's own message.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refused(UPLOAD_MESSAGES.unreadable);
  }
  const pixels = checkUploadPixels(meta.width ?? 0, meta.height ?? 0);
  if (pixels) throw refused(pixels);
  if (meta.format !== announced || !meta.width || !meta.height) throw refused(UPLOAD_MESSAGES.unreadable);
  const [width, height] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  const sides = checkSides?.(width, height);
  if (sides) throw refused(sides);
  return { format: announced, width, height };
}

/** Step 3: decoded within the pixel budget, turned upright, resized, re-encoded as webp; sharp carries no metadata over. */
async function normaliseImage(bytes: Buffer, encode = STORED_PHOTO): Promise<EncodedImage> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: UPLOAD_PIXEL_BUDGET })
      .rotate()
      .resize(encode.side, encode.side, encode.fit === 'cover' ? { fit: 'cover' } : { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: encode.quality })
      .toBuffer({ resolveWithObject: true });
    return { webp: data, width: info.width, height: info.height };
  } catch {
    throw refused(UPLOAD_MESSAGES.unreadable);
  }
}

/** Steps 1 to 3: an uploaded body checked and re-encoded by the caller's rules; nothing is written. */
export async function readImageUpload(body: unknown, rules: ImageRules): Promise<EncodedImage> {
  const bytes = readUpload(body, rules.maxBytes);
  await verifyImage(bytes, rules.checkSides);
  return normaliseImage(bytes, rules.encode);
}

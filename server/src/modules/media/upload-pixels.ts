import sharp, { type Metadata, type Sharp } from 'sharp';
import { checkUploadPixels, UPLOAD_PIXEL_BUDGET } from '../../../../common/photo-rules.js';
import { ServiceError } from '../shared/service-errors.js';

/**
 * An uploaded image's header, read without decoding it: null when sharp cannot read it; a French INVALID_INPUT when it
 * has more pixels than the budget (common/photo-rules.ts UPLOAD_PIXEL_BUDGET), so it is never decoded.
 */
export async function uploadMetadata(bytes: Buffer): Promise<Metadata | null> {
  let meta: Metadata;
  try {
    // limitInputPixels false: the header alone is read here, and its size is answered with the budget's own message.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return null;
  }
  const problem = checkUploadPixels(meta.width ?? 0, meta.height ?? 0);
  if (problem) throw new ServiceError('INVALID_INPUT', problem, 'photo');
  return meta;
}

/** The uploaded image to decode, within the pixel budget (sharp refuses anything bigger). */
export const decodeUpload = (bytes: Buffer): Sharp => sharp(bytes, { limitInputPixels: UPLOAD_PIXEL_BUDGET });

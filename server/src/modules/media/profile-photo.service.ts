import { createHash } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_MAX_BYTES } from '../../../../common/photo-rules.js';
import type { RequestContext } from '../../graphql/context.js';
import { ServiceError } from '../shared/service-errors.js';
import { ImageVariants } from './image-variants.js';
import { decodeUpload, uploadMetadata } from './upload-pixels.js';

export const PROFILE_PHOTO_MAX_BYTES = UPLOAD_MAX_BYTES;
const SIDE = 512;
const NOT_A_PHOTO = 'Ce fichier n’est pas une photo acceptée : envoyez une image JPEG, PNG ou WebP.';

type PhotoFormat = 'jpeg' | 'png' | 'webp';

/**
 * The format the first bytes announce, or null. Checked before sharp reads anything: sharp also reads SVG (a
 * document that can reference other files), PDF, TIFF, GIF… which a profile picture never needs.
 */
export function photoFormatOf(body: Buffer): PhotoFormat | null {
  if (body.length >= 3 && body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff) return 'jpeg';
  if (body.length >= 8 && body.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (body.length >= 12 && body.toString('latin1', 0, 4) === 'RIFF' && body.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

const usersFolder = (userId: number) => `users/${userId}`;

/** The files of profile pictures; the account's row, which names the current one, is the accounts module's. */
export class ProfilePhotoService {
  /** A JPEG, PNG or WebP, re-encoded as a square webp and stored: answers its path under MEDIA_DIR. */
  async store(ctx: RequestContext, userId: number, body: Buffer): Promise<string> {
    if (!Buffer.isBuffer(body) || body.length === 0) throw new ServiceError('INVALID_INPUT', 'Aucune image reçue.', 'photo');
    if (body.length > PROFILE_PHOTO_MAX_BYTES) throw new ServiceError('INVALID_INPUT', 'L’image dépasse 5 Mo.', 'photo');
    const announced = photoFormatOf(body);
    if (!announced) throw new ServiceError('INVALID_INPUT', NOT_A_PHOTO, 'photo');
    let webp: Buffer;
    const meta = await uploadMetadata(body);
    try {
      if (!meta || meta.format !== announced || !meta.width || !meta.height) throw new Error('not the announced format');
      webp = await decodeUpload(body).rotate().resize(SIDE, SIDE, { fit: 'cover' }).webp({ quality: 80 }).toBuffer();
    } catch {
      throw new ServiceError('INVALID_INPUT', 'Ce fichier n’est pas une image lisible (JPEG, PNG ou WebP).', 'photo');
    }
    const relative = `${usersFolder(userId)}/profile-${createHash('sha256').update(webp).digest('hex').slice(0, 12)}.webp`;
    const file = path.join(ctx.config.mediaDir, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, webp);
    return relative;
  }

  /** One stored picture and its variants. */
  async remove(ctx: RequestContext, relative: string): Promise<void> {
    await rm(path.join(ctx.config.mediaDir, relative), { force: true });
    await new ImageVariants(ctx.config.mediaDir).remove(relative);
  }

  /** Every picture of a deleted account, with its variants (MEDIA_DIR/users/<id>/). */
  async removeAllOf(ctx: RequestContext, userId: number): Promise<void> {
    const folder = path.join(ctx.config.mediaDir, usersFolder(userId));
    const names = await readdir(folder).catch(() => [] as string[]);
    const variants = new ImageVariants(ctx.config.mediaDir);
    for (const name of names) await variants.remove(`${usersFolder(userId)}/${name}`);
    await rm(folder, { recursive: true, force: true });
  }
}

export const profilePhotoService = new ProfilePhotoService();

import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { RequestContext } from '../../graphql/context.js';
import { ServiceError } from '../shared/service-errors.js';
import { ImageVariants } from './image-variants.js';

export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const SIDE = 512;

/** A profile picture: any image sharp reads, re-encoded as a square webp; the previous file is removed. */
export class ProfilePhotoService {
  async replace(ctx: RequestContext, userId: number, body: Buffer): Promise<string> {
    if (!Buffer.isBuffer(body) || body.length === 0) throw new ServiceError('INVALID_INPUT', 'Aucune image reçue.', 'photo');
    if (body.length > PROFILE_PHOTO_MAX_BYTES) throw new ServiceError('INVALID_INPUT', 'L’image dépasse 5 Mo.', 'photo');
    let webp: Buffer;
    try {
      const meta = await sharp(body, { limitInputPixels: 50_000_000 }).metadata();
      if (!meta.width || !meta.height) throw new Error('no size');
      webp = await sharp(body).rotate().resize(SIDE, SIDE, { fit: 'cover' }).webp({ quality: 80 }).toBuffer();
    } catch {
      throw new ServiceError('INVALID_INPUT', 'Ce fichier n’est pas une image lisible (JPEG, PNG ou WebP).', 'photo');
    }
    const relative = `users/${userId}/profile-${createHash('sha256').update(webp).digest('hex').slice(0, 12)}.webp`;
    const file = path.join(ctx.config.mediaDir, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, webp);
    const [old]: { photo: string | null }[] = await ctx.db.query('SELECT photo FROM app_user WHERE id = $1', [userId]);
    await ctx.db.query('UPDATE app_user SET photo = $2, updated_at = now() WHERE id = $1', [userId, relative]);
    if (old?.photo && old.photo !== relative) {
      await rm(path.join(ctx.config.mediaDir, old.photo), { force: true });
      await new ImageVariants(ctx.config.mediaDir).remove(old.photo);
    }
    return `/media/${relative}`;
  }
}

export const profilePhotoService = new ProfilePhotoService();

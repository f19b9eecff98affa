import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { RequestContext } from '../../graphql/context.js';
import { ImageVariants } from './image-variants.js';
import { contentHash, removeImages, uploadImage, type ImageUpload } from './image-store.js';

const usersFolder = (userId: number) => `users/${userId}`;

/** What a profile picture's upload stores: a 512 px square webp, public, its variants made on first request. */
const profilePhoto = (userId: number): ImageUpload => ({
  encode: { side: 512, fit: 'cover', quality: 80 },
  visibility: 'public',
  path: (webp) => `${usersFolder(userId)}/profile-${contentHash(webp)}.webp`,
});

/** The files of profile pictures; the account's row, which names the current one, is the accounts module's. */
class ProfilePhotoService {
  /** A JPEG, PNG or WebP upload (image-upload.ts) stored as a square webp: answers its path under MEDIA_DIR. */
  async store(ctx: RequestContext, userId: number, body: unknown): Promise<string> {
    return (await uploadImage(ctx.config, body, profilePhoto(userId))).path;
  }

  /** One stored picture and its variants. */
  async remove(ctx: RequestContext, relative: string): Promise<void> {
    await removeImages(ctx.config.mediaDir, [relative]);
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

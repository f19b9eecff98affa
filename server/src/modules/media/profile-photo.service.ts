import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { repository } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import type { UserEntity } from '../accounts/user.entity.js';
import { ImageVariants } from './image-variants.js';
import { contentHash, removeImages, uploadImage, type ImageUpload } from './image-store.js';

const usersFolder = (userId: number) => `users/${userId}`;

/** What a profile picture's upload stores: a 512 px square webp, public, its variants made on first request. */
const profilePhoto = (userId: number): ImageUpload => ({
  encode: { side: 512, fit: 'cover', quality: 80 },
  visibility: 'public',
  path: (webp) => `${usersFolder(userId)}/profile-${contentHash(webp)}.webp`,
});

/** A profile picture: an upload (image-upload.ts) stored as a square webp; the previous file is removed. */
export class ProfilePhotoService {
  async replace(ctx: RequestContext, userId: number, body: unknown): Promise<string> {
    const { path: relative } = await uploadImage(ctx.config, body, profilePhoto(userId));
    // The accounts module imports this one: its entity is named, not imported (docs/adr/0006).
    const users = repository<UserEntity>(ctx, 'UserEntity');
    const old = await users.findOne({ select: { id: true, photo: true }, where: { id: userId } });
    await users.update({ id: userId }, { photo: relative });
    if (old?.photo && old.photo !== relative) await removeImages(ctx.config.mediaDir, [old.photo]);
    return `/media/${relative}`;
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

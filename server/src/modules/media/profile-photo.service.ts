import type { RequestContext } from '../../graphql/context.js';
import { contentHash, removeImages, uploadImage, type ImageUpload } from './image-store.js';
import { mediaStores } from './media-stores.js';

const usersFolder = (userId: number) => `users/${userId}`;

/** What a profile picture's upload stores: a 512 px square webp, public, its variants made on first request. */
const profilePhoto = (userId: number): ImageUpload => ({
  encode: { side: 512, fit: 'cover', quality: 80 },
  visibility: 'public',
  path: (webp) => `${usersFolder(userId)}/profile-${contentHash(webp)}.webp`,
});

/** The files of profile pictures; the account's row, which names the current one, is the accounts module's. */
class ProfilePhotoService {
  /** A JPEG, PNG or WebP upload (image-upload.ts) stored as a square webp: answers its key in the public media. */
  async store(ctx: RequestContext, userId: number, body: unknown): Promise<string> {
    return (await uploadImage(ctx.config, body, profilePhoto(userId))).path;
  }

  /** One stored picture and its variants. */
  async remove(ctx: RequestContext, relative: string): Promise<void> {
    await removeImages(ctx.config, [relative]);
  }

  /** Every picture of a deleted account, with its variants (users/<id>/ in the public media). */
  async removeAllOf(ctx: RequestContext, userId: number): Promise<void> {
    const pictures = await mediaStores(ctx.config).public.list(`${usersFolder(userId)}/`);
    await removeImages(ctx.config, pictures.map((p) => p.key));
  }
}

export const profilePhotoService = new ProfilePhotoService();

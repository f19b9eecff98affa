import { createHmac, randomBytes } from 'node:crypto';
import { sameSecret } from '../../auth/signed-tokens.js';
import path from 'node:path';
import type { RequestContext } from '../../graphql/context.js';
import { removeImages, uploadImage, type StoredImage } from './image-store.js';
import { readObject } from './media-storage.js';
import { mediaStores } from './media-stores.js';

/**
 * Where review pictures are kept (issue 14; issue 24, ADR 0023): the one place that says what is public.
 * - A photo of a published review is public: restaurants/<id_url>/avis-….webp on the public side of the media storage
 *   (MEDIA_DIR, or the bucket's `media/` prefix), served to all under /media.
 * - A photo of a review that is not published (waiting, edited, refused) is private: review-photos/… on the private side
 *   (DATA_DIR/private, or the bucket's `private/` prefix), read through a signed address of this app that expires
 *   (reviewPhotoUrl), given only to its author and to the moderation.
 * - A receipt is private: receipts/… on the private side, read by admins only (readReceipt), never through an address.
 * A row's path says where its file is: `restaurants/…` (public), `review-photos/…` or `receipts/…` (private). A review's
 * photos change side with its publication (copyReviewPhotos, then removeReviewPhotoFiles on the stale copies once the
 * transaction has committed). Both backends keep this split (media-stores.ts, ADR 0039).
 */
export interface ReviewPictureFile { kind: 'photo' | 'receipt'; path: string }

const PRIVATE_PHOTOS = 'review-photos';
const RECEIPTS = 'receipts';
/** How long an address of a private photo stays valid (seconds), rounded up to PRIVATE_URL_STEP so it stays cacheable a while. */
export const PRIVATE_PHOTO_URL_SECONDS = 3600;
const PRIVATE_URL_STEP = 600;
/** The names this module gives (avis-<review id>-<random>.webp): nothing else is ever read from the private folder. */
const FILE_NAME = /^avis-\d{1,10}-[0-9a-f]{6,64}\.webp$/;

/** A private picture's key: its folder and the name alone (a row's path never leads elsewhere). */
const privateKey = (folder: string, relative: string) => `${folder}/${path.posix.basename(relative)}`;
/** Whether a review photo's file is the public one (its review is published). */
const isPublicReviewPhoto = (relative: string) => relative.startsWith('restaurants/');

/** A review picture as uploaded: checked and re-encoded as the menu photos are, kept private under its review's id. */
const storePrivate = (ctx: RequestContext, folder: string, reviewId: number, body: unknown): Promise<StoredImage> =>
  uploadImage(ctx.config, body, { visibility: 'private', path: () => `${folder}/avis-${reviewId}-${randomBytes(12).toString('hex')}.webp` });

/** A photo sent with a review that is not published yet, kept private. */
export const storeReviewPhoto = (ctx: RequestContext, reviewId: number, body: unknown) => storePrivate(ctx, PRIVATE_PHOTOS, reviewId, body);
/** A receipt, kept private until the moderation has decided. */
export const storeReceipt = (ctx: RequestContext, reviewId: number, body: unknown) => storePrivate(ctx, RECEIPTS, reviewId, body);

/** A receipt's image, or null when its file is missing (a restore without the data folder). */
export function readReceipt(ctx: RequestContext, relative: string): Promise<Buffer | null> {
  return readObject(mediaStores(ctx.config).private, privateKey(RECEIPTS, relative));
}

/**
 * Copies a review's photos to the side its new state calls for (public when it is published, private otherwise) and
 * answers their new paths, in order (a photo already there keeps its path). The old files stay until the caller's
 * transaction has committed; if it fails, the caller removes the copies.
 */
export async function copyReviewPhotos(ctx: RequestContext, idUrl: string, relatives: readonly string[], published: boolean): Promise<string[]> {
  const stores = mediaStores(ctx.config);
  const moved: string[] = [];
  for (const relative of relatives) {
    if (isPublicReviewPhoto(relative) === published) {
      moved.push(relative);
      continue;
    }
    const [from, source, target] = published
      ? [stores.private, privateKey(PRIVATE_PHOTOS, relative), `restaurants/${idUrl}/${path.posix.basename(relative)}`]
      : [stores.public, relative, privateKey(PRIVATE_PHOTOS, relative)];
    const bytes = await readObject(from, source);
    if (!bytes) throw new Error(`Photo d’avis introuvable dans le stockage : ${relative}`);
    await (published ? stores.public : stores.private).put(target, bytes, 'image/webp');
    moved.push(target);
  }
  return moved;
}

const signature = (ctx: RequestContext, name: string, expires: number) =>
  createHmac('sha256', ctx.config.appSecret).update(`review-photo:${name}:${expires}`).digest('base64url');

/**
 * The address a review photo is shown at: /media/… once public; for a private one, a signed address valid for about an
 * hour (an <img> sends no bearer token), which only the author's and the moderation's answers carry.
 */
export function reviewPhotoUrl(ctx: RequestContext, relative: string, now = Date.now()): string {
  if (isPublicReviewPhoto(relative)) return `/media/${relative}`;
  const name = path.basename(relative);
  const expires = Math.ceil((now / 1000 + PRIVATE_PHOTO_URL_SECONDS) / PRIVATE_URL_STEP) * PRIVATE_URL_STEP;
  return `/api/reviewPhotoFile?${new URLSearchParams({ file: name, expires: String(expires), signature: signature(ctx, name, expires) })}`;
}

/** A private review photo read through its signed address; null when the address is not one this server gave, has expired, or the file is gone. */
export async function readPrivateReviewPhoto(ctx: RequestContext, file: unknown, expires: unknown, given: unknown, now = Date.now()): Promise<Buffer | null> {
  if (typeof file !== 'string' || !FILE_NAME.test(file) || typeof given !== 'string' || typeof expires !== 'string' || !/^\d{1,12}$/.test(expires)) return null;
  const until = Number(expires);
  if (until * 1000 < now) return null;
  if (!sameSecret(signature(ctx, file, until), given)) return null;
  return readObject(mediaStores(ctx.config).private, privateKey(PRIVATE_PHOTOS, file));
}

/** The files of review pictures whose rows are deleted or point elsewhere now (after their transaction has committed). */
export async function removeReviewPhotoFiles(ctx: RequestContext, photos: readonly ReviewPictureFile[]): Promise<void> {
  await removeImages(ctx.config, photos.filter((p) => p.kind === 'photo' && isPublicReviewPhoto(p.path)).map((p) => p.path));
  const { private: storage } = mediaStores(ctx.config);
  for (const p of photos) {
    if (p.kind === 'receipt') await storage.delete(privateKey(RECEIPTS, p.path));
    else if (!isPublicReviewPhoto(p.path)) await storage.delete(privateKey(PRIVATE_PHOTOS, p.path));
  }
}

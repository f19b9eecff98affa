import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { RequestContext } from '../../graphql/context.js';
import { removeRestaurantPhotos } from './restaurant-photo.js';

/** A review picture's file: a public photo under MEDIA_DIR, or a private receipt. */
export interface ReviewPictureFile { kind: 'photo' | 'receipt'; path: string }

/** Receipts are never under MEDIA_DIR (served to all): DATA_DIR/private/receipts, read by admins only. */
export const receiptsDir = (ctx: RequestContext) => path.join(ctx.config.dataDir, 'private', 'receipts');
export const receiptFile = (ctx: RequestContext, relative: string) => path.join(receiptsDir(ctx), path.basename(relative));

/** The files of review pictures whose rows are already deleted (after their transaction has committed). */
export async function removeReviewPhotoFiles(ctx: RequestContext, photos: readonly ReviewPictureFile[]): Promise<void> {
  await removeRestaurantPhotos(ctx.config.mediaDir, photos.filter((p) => p.kind === 'photo').map((p) => p.path));
  for (const p of photos.filter((p) => p.kind === 'receipt')) await rm(receiptFile(ctx, p.path), { force: true });
}

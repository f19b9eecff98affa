import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { toDbId } from '../../../../common/input-rules.js';
import { REVIEW_LIMITS, REVIEW_MESSAGES, REVIEW_PHOTO_MESSAGES } from '../../../../common/review-rules.js';
import { withTransaction } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { encodeUploadedPhoto, storeRestaurantPhoto } from '../media/restaurant-photo.js';
import { receiptFile, receiptsDir, removeReviewPhotoFiles } from '../media/review-picture-files.js';
import { ServiceError } from '../shared/service-errors.js';
import { deleteOwnPhoto, insertReviewPhoto, lockReviewForPhoto, receiptOf, takeReceipt } from './review-photos.queries.js';
import { reviewWritingService } from './review-writing.service.js';

export type ReviewPhotoKind = 'photo' | 'receipt';


/**
 * A review's pictures (issue 14): up to 3 photos (shown with the review once published) and one receipt (never shown,
 * read by the moderation to grant « visite vérifiée », deleted once it has decided). Added while the review waits for
 * its reading (or after a refusal, while it is edited).
 */
export class ReviewPhotoService {
  async add(ctx: RequestContext, rawReviewId: unknown, kind: unknown, body: unknown): Promise<{ id: number; url: string | null; width: number; height: number }> {
    const author = await reviewWritingService.author(ctx);
    const reviewId = toDbId(rawReviewId);
    if (reviewId === null) throw new ServiceError('NOT_FOUND', REVIEW_MESSAGES.notFound, 'reviewId');
    if (kind !== 'photo' && kind !== 'receipt') throw new ServiceError('INVALID_INPUT', REVIEW_PHOTO_MESSAGES.kind, 'kind');
    const written: string[] = [];
    try {
      const { stored, oldReceipt } = await withTransaction(ctx, async (tx) => {
        const review = await lockReviewForPhoto(tx.db, reviewId, author.id);
        if (!review) throw new ServiceError('NOT_FOUND', REVIEW_MESSAGES.notFound, 'reviewId');
        if (review.status !== 'pending' && review.status !== 'rejected') throw new ServiceError('CONFLICT', REVIEW_PHOTO_MESSAGES.notEditable, 'reviewId');
        if (kind === 'photo' && review.photos >= REVIEW_LIMITS.photos) throw new ServiceError('CONFLICT', REVIEW_PHOTO_MESSAGES.tooMany, 'photo');
        const file = kind === 'photo' ? await storeRestaurantPhoto(ctx.config.mediaDir, review.id_url, `avis-${reviewId}`, body) : await this.storeReceipt(ctx, reviewId, body);
        written.push(file.path);
        const previous = kind === 'receipt' ? await takeReceipt(tx.db, reviewId) : null;
        const id = await insertReviewPhoto(tx.db, { review_id: reviewId, kind, path: file.path, width: file.width, height: file.height, size_bytes: file.sizeBytes });
        return { stored: { id, ...file }, oldReceipt: previous };
      });
      if (oldReceipt) await rm(receiptFile(ctx, oldReceipt), { force: true });
      return { id: stored.id, url: kind === 'photo' ? `/media/${stored.path}` : null, width: stored.width, height: stored.height };
    } catch (error) {
      await removeReviewPhotoFiles(ctx, written.map((p) => ({ kind: kind as ReviewPhotoKind, path: p })));
      throw error;
    }
  }

  async remove(ctx: RequestContext, rawPhotoId: number): Promise<string> {
    const author = await reviewWritingService.author(ctx);
    const photoId = toDbId(rawPhotoId);
    const gone = photoId === null ? undefined : await deleteOwnPhoto(ctx.db, photoId, author.id);
    if (!gone) throw new ServiceError('NOT_FOUND', REVIEW_MESSAGES.notFound, 'id');
    await removeReviewPhotoFiles(ctx, [{ kind: gone.kind as ReviewPhotoKind, path: gone.path }]);
    return REVIEW_PHOTO_MESSAGES.removed;
  }

  /** An admin reads a waiting review's receipt. */
  async receipt(ctx: RequestContext, rawReviewId: unknown): Promise<Buffer> {
    const reviewId = toDbId(rawReviewId);
    const relative = reviewId === null ? null : await receiptOf(ctx.db, reviewId);
    const missing = () => new ServiceError('NOT_FOUND', REVIEW_PHOTO_MESSAGES.noReceipt, 'reviewId');
    if (!relative) throw missing();
    // A row whose file went missing (a restore without the data folder) is no receipt to show, not a server error.
    return readFile(receiptFile(ctx, relative)).catch(() => { throw missing(); });
  }

  private async storeReceipt(ctx: RequestContext, reviewId: number, body: unknown): Promise<{ path: string; width: number; height: number; sizeBytes: number }> {
    const out = await encodeUploadedPhoto(body);
    const name = `avis-${reviewId}-${randomBytes(12).toString('hex')}.webp`;
    await mkdir(receiptsDir(ctx), { recursive: true, mode: 0o700 });
    await writeFile(path.join(receiptsDir(ctx), name), out.data, { mode: 0o600 });
    return { path: `receipts/${name}`, width: out.info.width, height: out.info.height, sizeBytes: out.data.length };
  }
}

export const reviewPhotoService = new ReviewPhotoService();

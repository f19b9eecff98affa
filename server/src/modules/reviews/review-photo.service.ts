import { toDbId } from '../../../../common/input-rules.js';
import { REVIEW_LIMITS, REVIEW_MESSAGES, REVIEW_PHOTO_MESSAGES } from '../../../../common/review-rules.js';
import { withTransaction } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { readPrivateReviewPhoto, readReceipt, removeReviewPhotoFiles, reviewPhotoUrl, storeReceipt, storeReviewPhoto } from '../media/index.js';
import { ServiceError } from '../shared/service-errors.js';
import { deleteOwnPhoto, insertReviewPhoto, lockReviewForPhoto, receiptOf, takeReceipt } from './review-photos.queries.js';
import { reviewWritingService } from './review-writing.service.js';

type ReviewPhotoKind = 'photo' | 'receipt';


/**
 * A review's pictures (issue 14): up to 3 photos (shown with the review once published) and one receipt (never shown,
 * read by the moderation to grant « visite vérifiée », deleted once it has decided). Added while the review waits for
 * its reading (or after a refusal, while it is edited). Until the review is published its photos are private, shown to
 * its author and the moderation only (signed addresses); a refusal deletes them (issue 24, ADR 0023).
 */
class ReviewPhotoService {
  async add(ctx: RequestContext, rawReviewId: unknown, kind: ReviewPhotoKind, body: unknown): Promise<{ id: number; url: string | null; width: number; height: number }> {
    const author = await reviewWritingService.author(ctx);
    const reviewId = toDbId(rawReviewId);
    if (reviewId === null) throw new ServiceError('NOT_FOUND', REVIEW_MESSAGES.notFound, 'reviewId');
    const written: string[] = [];
    try {
      const { stored, oldReceipt } = await withTransaction(ctx, async (tx) => {
        const review = await lockReviewForPhoto(tx.db, reviewId, author.id);
        if (!review) throw new ServiceError('NOT_FOUND', REVIEW_MESSAGES.notFound, 'reviewId');
        if (review.status !== 'pending' && review.status !== 'rejected') throw new ServiceError('CONFLICT', REVIEW_PHOTO_MESSAGES.notEditable, 'reviewId');
        if (kind === 'photo' && review.photos >= REVIEW_LIMITS.photos) throw new ServiceError('CONFLICT', REVIEW_PHOTO_MESSAGES.tooMany, 'photo');
        const file = kind === 'photo' ? await storeReviewPhoto(ctx, reviewId, body) : await storeReceipt(ctx, reviewId, body);
        written.push(file.path);
        const previous = kind === 'receipt' ? await takeReceipt(tx.db, reviewId) : null;
        const id = await insertReviewPhoto(tx.db, { review_id: reviewId, kind, path: file.path, width: file.width, height: file.height, size_bytes: file.sizeBytes });
        return { stored: { id, ...file }, oldReceipt: previous };
      });
      if (oldReceipt) await removeReviewPhotoFiles(ctx, [{ kind: 'receipt', path: oldReceipt }]);
      return { id: stored.id, url: kind === 'photo' ? reviewPhotoUrl(ctx, stored.path) : null, width: stored.width, height: stored.height };
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
    const image = await readReceipt(ctx, relative);
    if (!image) throw missing();
    return image;
  }

  /** A private photo through the signed address its author or the moderation was given; any other address is not found. */
  async privatePhoto(ctx: RequestContext, file: unknown, expires: unknown, signature: unknown): Promise<Buffer> {
    const image = await readPrivateReviewPhoto(ctx, file, expires, signature);
    if (!image) throw new ServiceError('NOT_FOUND', REVIEW_PHOTO_MESSAGES.photoNotFound);
    return image;
  }
}

export const reviewPhotoService = new ReviewPhotoService();

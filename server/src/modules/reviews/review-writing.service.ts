import { toDbId } from '../../../../common/input-rules.js';
import { MEALS, REVIEW_MESSAGES, reviewFlags, type ReviewInput } from '../../../../common/review-rules.js';
import { restaurantPath } from '../../../../common/slug.js';
import { RateLimits } from '../../auth/rate-limits.js';
import { withTransaction } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { accountRecords, type UserEntity } from '../accounts/index.js';
import { restaurantPageChanged } from '../shared/page-data-changes.js';
import { copyReviewPhotos, removeReviewPhotoFiles, type ReviewPictureFile } from '../media/index.js';
import type { Db } from '../../db/transaction.js';
import { photosOf, setPhotoPath, takePictures, takeReceipt } from './review-photos.queries.js';
import { ServiceError } from '../shared/service-errors.js';
import {
  authorReview, authorReviews, decideReview, deleteOwnReview, insertReview, linkedToRestaurant, lockOwnReview, lockPendingReview, reviewTarget, updateReview,
  type AuthorReviewRow, type DecidedReviewRow, type ReviewTargetRow,
} from './review-writing.queries.js';

/** « Camille M. »: how an author signs, from the account's names. */
const signature = (firstName: string, lastName: string) => `${firstName.trim()}${lastName.trim() ? ` ${lastName.trim()[0].toUpperCase()}.` : ''}`.slice(0, 60);

/**
 * Writing reviews (issue 14): a verified customer writes one review per restaurant and visit month, which waits for a
 * person of the moderation before it is published; the author edits it (back to moderation) or deletes it. The
 * moderation module publishes or refuses it (recordReviewDecision below, in its transaction).
 */
class ReviewWritingService {
  /** Who may write about this restaurant: the refusal, or the restaurant. */
  async target(ctx: RequestContext, idUrl: string): Promise<ReviewTargetRow & { path: string }> {
    const restaurant = typeof idUrl === 'string' ? await reviewTarget(ctx.db, idUrl) : undefined;
    if (!restaurant || restaurant.status !== 'published') throw new ServiceError('NOT_FOUND', REVIEW_MESSAGES.restaurantNotFound, 'idUrl');
    const author = await this.author(ctx);
    if (await linkedToRestaurant(ctx.db, author.id, restaurant.id)) throw new ServiceError('CONFLICT', REVIEW_MESSAGES.ownRestaurant, 'idUrl');
    return { ...restaurant, path: restaurantPath(restaurant.city_slug, restaurant.name, restaurant.id_url) };
  }

  async write(ctx: RequestContext, idUrl: string, input: ReviewInput): Promise<{ id: number; message: string }> {
    const clean = this.checked(input);
    const restaurant = await this.target(ctx, idUrl);
    const author = await this.author(ctx);
    await ctx.limits.consume([['reviewAccount', RateLimits.accountKey(author.email)]]);
    const id = await insertReview(ctx.db, {
      restaurantId: restaurant.id, authorId: author.id, authorName: signature(author.firstName, author.lastName), ...clean,
    });
    if (id === null) throw new ServiceError('CONFLICT', REVIEW_MESSAGES.alreadyReviewed, 'visitMonth');
    return { id, message: REVIEW_MESSAGES.sent };
  }

  async edit(ctx: RequestContext, rawId: number, input: ReviewInput): Promise<{ id: number; message: string }> {
    const clean = this.checked(input);
    const author = await this.author(ctx);
    const reviewId = this.id(rawId);
    await ctx.limits.consume([['reviewAccount', RateLimits.accountKey(author.email)]]);
    const copies: ReviewPictureFile[] = [];
    const { stale } = await withTransaction(ctx, async (tx) => {
      const review = await lockOwnReview(tx.db, reviewId, author.id);
      if (!review) throw new ServiceError('NOT_FOUND', REVIEW_MESSAGES.notFound, 'id');
      if (review.status === 'removed') throw new ServiceError('CONFLICT', REVIEW_MESSAGES.removedFinal, 'id');
      if (!(await updateReview(tx.db, reviewId, clean, review.published_at !== null))) throw new ServiceError('CONFLICT', REVIEW_MESSAGES.alreadyReviewed, 'visitMonth');
      // Off the page until it is read again: its photos go back to private storage.
      const stale = await placePhotos(ctx, tx.db, reviewId, review.id_url, false, copies);
      if (review.status === 'published') restaurantPageChanged(tx.db, review.id_url);
      return { stale };
    }).catch(async (error: unknown) => {
      await removeReviewPhotoFiles(ctx, copies);
      throw error;
    });
    await removeReviewPhotoFiles(ctx, stale);
    return { id: reviewId, message: REVIEW_MESSAGES.edited };
  }

  async remove(ctx: RequestContext, rawId: number): Promise<string> {
    const author = await this.author(ctx);
    const reviewId = this.id(rawId);
    const review = await authorReview(ctx.db, author.id, reviewId);
    const photos = review ? await photosOf(ctx.db, [reviewId]) : [];
    if (!review || !(await deleteOwnReview(ctx.db, reviewId, author.id))) throw new ServiceError('NOT_FOUND', REVIEW_MESSAGES.notFound, 'id');
    await removeReviewPhotoFiles(ctx, photos);
    if (review.status === 'published') restaurantPageChanged(ctx.db, review.id_url);
    return REVIEW_MESSAGES.deleted;
  }

  /** The author's reviews with their states (their profile). */
  async mine(ctx: RequestContext): Promise<AuthorReviewRow[]> {
    return authorReviews(ctx.db, (await this.author(ctx)).id);
  }

  async one(ctx: RequestContext, rawId: number): Promise<AuthorReviewRow> {
    const review = await authorReview(ctx.db, (await this.author(ctx)).id, this.id(rawId));
    if (!review) throw new ServiceError('NOT_FOUND', REVIEW_MESSAGES.notFound, 'id');
    return review;
  }

  /** The review as stored (its shape was checked by the transport: ReviewInput's decorators). */
  private checked(input: ReviewInput) {
    const title = input.title.trim();
    const text = input.text.trim();
    return { rating: input.rating, title, text, visitDate: `${input.visitMonth}-01`, meal: input.meal as keyof typeof MEALS, flags: reviewFlags(title, text) };
  }

  private id(raw: number): number {
    const id = toDbId(raw);
    if (id === null) throw new ServiceError('NOT_FOUND', REVIEW_MESSAGES.notFound, 'id');
    return id;
  }

  /** The signed-in customer with a verified address (the resolvers let customers only in). */
  async author(ctx: RequestContext): Promise<UserEntity> {
    const user = ctx.viewer ? await accountRecords.byId(ctx.db, ctx.viewer.id) : null;
    if (!user) throw new ServiceError('UNAUTHENTICATED', REVIEW_MESSAGES.notCustomer);
    if (user.role !== 'customer') throw new ServiceError('FORBIDDEN', REVIEW_MESSAGES.notCustomer);
    if (!user.emailVerified) throw new ServiceError('EMAIL_NOT_VERIFIED', REVIEW_MESSAGES.unverified);
    return user;
  }
}

/**
 * Inside a review's transaction: copies its photos to the side its new state calls for (public once published, private
 * otherwise; ADR 0023) and points their rows at the copies, noted in `copies` (to remove if the transaction fails).
 * Answers the files left behind, to remove once it has committed.
 */
async function placePhotos(ctx: RequestContext, db: Db, reviewId: number, idUrl: string, published: boolean, copies: ReviewPictureFile[]): Promise<ReviewPictureFile[]> {
  const stale: ReviewPictureFile[] = [];
  for (const photo of (await photosOf(db, [reviewId])).filter((p) => p.kind === 'photo')) {
    const [target] = await copyReviewPhotos(ctx, idUrl, [photo.path], published);
    if (target === photo.path) continue;
    copies.push({ kind: 'photo', path: target });
    await setPhotoPath(db, photo.id, target);
    stale.push({ kind: 'photo', path: photo.path });
  }
  return stale;
}

/**
 * The moderation's decision on a waiting review, in the caller's transaction: the receipt goes (« visite vérifiée » only
 * if there was one); published, its photos become public, refused, they are deleted (issue 24, ADR 0023). Answers the
 * review and the files to remove once committed; `copies` as for placePhotos.
 */
export async function recordReviewDecision(
  tx: RequestContext, reviewId: number, publish: boolean, reason: string | null, details: string | null, verifiedVisit: boolean, copies: ReviewPictureFile[],
): Promise<{ review: DecidedReviewRow; stale: ReviewPictureFile[] }> {
  const found = await lockPendingReview(tx.db, reviewId);
  if (!found) throw new ServiceError('CONFLICT', REVIEW_MESSAGES.notPending, 'id');
  const receipt = await takeReceipt(tx.db, reviewId);
  await decideReview(tx.db, reviewId, publish, reason, details, publish && verifiedVisit && receipt !== null);
  const pictures: ReviewPictureFile[] = receipt ? [{ kind: 'receipt', path: receipt }] : [];
  pictures.push(...(publish ? await placePhotos(tx, tx.db, reviewId, found.id_url, true, copies) : await takePictures(tx.db, reviewId, ['photo'])));
  return { review: found, stale: pictures };
}

export const reviewWritingService = new ReviewWritingService();

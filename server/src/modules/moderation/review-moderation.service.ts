import { toDbId } from '../../../../common/input-rules.js';
import { PROFILE_PATH, PROFILE_REVIEWS_PATH, RESTAURANT_REVIEWS_PATH } from '../../../../common/page-addresses.js';
import { REVIEW_MESSAGES, REVIEW_MODERATION_HOURS, REVIEW_QUEUE_LIMITS, REVIEW_REJECTION_REASONS, type ReviewRejectionReason } from '../../../../common/review-rules.js';
import { restaurantPath } from '../../../../common/slug.js';
import { withTransaction } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { newReviewMail, queueMail, reviewPublishedMail, reviewRejectedMail } from '../mail/index.js';
import { removeReviewPhotoFiles, type ReviewPictureFile } from '../media/index.js';
import { pendingReviewCounts, pendingReviews, recordReviewDecision, type QueuedReviewRow } from '../reviews/index.js';
import { restaurantPageChanged } from '../shared/page-data-changes.js';
import { publicEvent } from '../shared/public-events.js';
import { ServiceError } from '../shared/service-errors.js';
import { checkedDecision } from './charter-decision.js';
import { openAppeal } from './appeal-opening.js';
import { appendLogEntry } from './moderation-log.queries.js';

/** The review as its decision left it. */
type DecidedReview = Awaited<ReturnType<typeof recordReviewDecision>>['review'];

interface ReviewQueueQuery { search: string; flaggedOnly: boolean; overdueOnly: boolean; page: number }
/** Asked without criteria: the first page of every waiting review. */
const WHOLE_QUEUE: ReviewQueueQuery = { search: '', flaggedOnly: false, overdueOnly: false, page: 1 };

/**
 * Area 2's reviews to read (issue 14): the moderation publishes a waiting review or refuses it, with a statement of
 * reasons to the author (DSA art. 17); the reviews module records the decision in the transaction that logs it.
 */
class ReviewModerationService {
  /** One page of the reviews waiting for a decision, searched and filtered on the server (issue 25). */
  async queue(ctx: RequestContext, asked: ReviewQueueQuery | null): Promise<{ items: QueuedReviewRow[]; total: number; waiting: number; overdue: number; oldestWaitingHours: number | null; page: number; pageCount: number }> {
    const q = asked ?? WHOLE_QUEUE;
    // Its shape (search length, page number) was checked by the transport: ReviewQueueInput's decorators.
    const search = typeof q.search === 'string' ? q.search.trim() : '';
    const filter = { search, flaggedOnly: q.flaggedOnly === true, overdueHours: q.overdueOnly === true ? REVIEW_MODERATION_HOURS : null };
    const { total, waiting, overdue, oldest_hours: oldestWaitingHours } = await pendingReviewCounts(ctx.db, filter, REVIEW_MODERATION_HOURS);
    const size = REVIEW_QUEUE_LIMITS.pageSize;
    const items = await pendingReviews(ctx.db, filter, size, (q.page - 1) * size);
    return { items, total, waiting, overdue, oldestWaitingHours, page: q.page, pageCount: Math.max(1, Math.ceil(total / size)) };
  }

  /** Publishes a waiting review, or refuses it for one of the charter's grounds (the author is told why). */
  async decide(ctx: RequestContext, rawId: number, publish: boolean, rawReason: string | null, rawDetails: string | null, verifiedVisit = false): Promise<string> {
    const reviewId = toDbId(rawId);
    if (reviewId === null) throw new ServiceError('NOT_FOUND', REVIEW_MESSAGES.notFound, 'id');
    const checked = checkedDecision(publish, rawReason, rawDetails);
    const reason = checked.reason as ReviewRejectionReason;
    const details = checked.details ?? '';
    const copies: ReviewPictureFile[] = [];
    const { review, stale } = await withTransaction(ctx, async (tx) => {
      const { review: found, stale: pictures } = await recordReviewDecision(tx, reviewId, publish, publish ? null : reason, publish ? null : details || null, verifiedVisit, copies);
      const ground = publish ? null : `${REVIEW_REJECTION_REASONS[reason]}${details ? ` : ${details}` : ''}`;
      const entry = {
        actorId: ctx.viewer!.id, targetKind: 'review', targetId: reviewId, targetLabel: `${found.title ?? found.text.slice(0, 60)} (${found.restaurant_name})`, reason: ground,
      } as const;
      // A refusal restricts its author: it opens their appeal, whose link the statement of reasons gives (docs/adr/0041).
      const appealUrl = publish || !found.author_email
        ? null
        : await openAppeal(tx, { ...entry, action: 'review_rejected' }, { accountId: found.author_id, email: found.author_email, firstName: found.author_first_name });
      if (publish) await appendLogEntry(tx.db, { ...entry, action: 'review_published' });
      if (publish) restaurantPageChanged(tx.db, found.id_url);
      if (publish) publicEvent(tx.db, { type: 'review.published', idUrl: found.id_url, reviewId });
      await this.tell(tx, found, publish, reason, details, appealUrl ?? '');
      return { review: found, stale: pictures };
    }).catch(async (error: unknown) => {
      await removeReviewPhotoFiles(ctx, copies);
      throw error;
    });
    await removeReviewPhotoFiles(ctx, stale);
    return publish ? REVIEW_MESSAGES.published(review.restaurant_name) : REVIEW_MESSAGES.rejected;
  }

  /** The decision's e-mails, queued in its transaction. */
  private async tell(tx: RequestContext, review: DecidedReview, publish: boolean, reason: ReviewRejectionReason, details: string, appealUrl: string): Promise<void> {
    const base = { firstName: review.author_first_name ?? '', restaurantName: review.restaurant_name, excerpt: (review.title ?? review.text).slice(0, 120) };
    if (publish) {
      // The owner hears of each new review (not of an edit they have already read).
      if (review.owner_email && review.published_at === null) {
        await queueMail(tx, {
          to: review.owner_email,
          ...newReviewMail({
            firstName: review.owner_first_name ?? '', restaurantName: review.restaurant_name, rating: review.rating, title: review.title ?? review.text.slice(0, 60),
            reviewsUrl: `${tx.config.publicUrl}${RESTAURANT_REVIEWS_PATH}`,
          }),
        });
      }
      // Its author hears of it too (issue 25): the moderation page says each decision is sent.
      if (review.author_email) {
        await queueMail(tx, {
          to: review.author_email,
          ...reviewPublishedMail({
            ...base, edited: review.published_at !== null, pageUrl: `${tx.config.publicUrl}${restaurantPath(review.city_slug, review.restaurant_name, review.id_url)}`,
            profileUrl: `${tx.config.publicUrl}${PROFILE_REVIEWS_PATH}`,
          }),
        });
      }
      return;
    }
    if (review.author_email) {
      await queueMail(tx, {
        to: review.author_email,
        ...reviewRejectedMail({
          ...base, ground: REVIEW_REJECTION_REASONS[reason], details, appealUrl, profileUrl: `${tx.config.publicUrl}${PROFILE_PATH}`,
        }),
      });
    }
  }
}

export const reviewModeration = new ReviewModerationService();

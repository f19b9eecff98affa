import { toDbId } from '../../../../common/input-rules.js';
import { REPLY_MESSAGES } from '../../../../common/review-rules.js';
import type { RequestContext } from '../../graphql/context.js';
import { restaurantService, restaurantWrites } from '../restaurants/index.js';
import { restaurantPageChanged } from '../shared/page-data-changes.js';
import { ServiceError } from '../shared/service-errors.js';
import { ownerReviews, saveReply, type OwnerReviewRow } from './review-replies.queries.js';

/**
 * Owners reply to reviews (issue 14): the restaurateur reads their restaurant's published reviews (new ones
 * highlighted) and writes one public reply per review, which waits for the moderation like a review does (the
 * moderation module decides).
 */
class ReviewReplyService {
  async reviews(ctx: RequestContext, idUrl: string): Promise<OwnerReviewRow[]> {
    return ownerReviews(ctx.db, await restaurantService.ownedId(ctx, idUrl));
  }

  /** The owner has seen the reviews listed: the next visit highlights only newer ones. */
  async markSeen(ctx: RequestContext, idUrl: string): Promise<void> {
    await restaurantWrites.markReviewsSeen(ctx.db, await restaurantService.ownedId(ctx, idUrl));
  }

  async reply(ctx: RequestContext, idUrl: string, rawReviewId: number, rawText: string): Promise<string> {
    const restaurantId = await restaurantService.ownedId(ctx, idUrl);
    const reviewId = toDbId(rawReviewId);
    if (reviewId === null || !(await saveReply(ctx.db, restaurantId, reviewId, ctx.viewer!.id, rawText.trim()))) {
      throw new ServiceError('NOT_FOUND', REPLY_MESSAGES.reviewNotFound, 'reviewId');
    }
    restaurantPageChanged(ctx.db, idUrl);
    return REPLY_MESSAGES.sent;
  }
}

export const reviewReplyService = new ReviewReplyService();

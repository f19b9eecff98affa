import { ofName } from '../../../../common/french.js';
import { toDbId } from '../../../../common/input-rules.js';
import { RESTAURANT_REVIEWS_PATH } from '../../../../common/page-addresses.js';
import { checkReplyText, REPLY_MESSAGES, REVIEW_REJECTION_REASONS, type ReviewRejectionReason } from '../../../../common/review-rules.js';
import { withTransaction } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { replyRejectedMail } from '../mail/index.js';
import { appendLogEntry } from '../moderation-log/index.js';
import { restaurantService, restaurantWrites } from '../restaurants/index.js';
import { restaurantPageChanged } from '../shared/page-data-changes.js';
import { ServiceError } from '../shared/service-errors.js';
import { decideReply, lockPendingReply, ownerReviews, pendingReplies, saveReply, type OwnerReviewRow, type QueuedReplyRow } from './review-replies.queries.js';
import { checkedDecision, REVIEW_QUEUE_SIZE } from './review-writing.service.js';

/**
 * Owners reply to reviews (issue 14): the restaurateur reads their restaurant's published reviews (new ones
 * highlighted) and writes one public reply per review, which waits for the moderation like a review does.
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
    const problem = checkReplyText(rawText);
    if (problem) throw new ServiceError('INVALID_INPUT', problem, 'text');
    const restaurantId = await restaurantService.ownedId(ctx, idUrl);
    const reviewId = toDbId(rawReviewId);
    if (reviewId === null || !(await saveReply(ctx.db, restaurantId, reviewId, ctx.viewer!.id, rawText.trim()))) {
      throw new ServiceError('NOT_FOUND', REPLY_MESSAGES.reviewNotFound, 'reviewId');
    }
    restaurantPageChanged(ctx.db, idUrl);
    return REPLY_MESSAGES.sent;
  }

  queue(ctx: RequestContext): Promise<QueuedReplyRow[]> {
    return pendingReplies(ctx.db, REVIEW_QUEUE_SIZE);
  }

  /** Area 2: publishes a waiting reply under its review, or refuses it for a charter ground (the owner is told why). */
  async decide(ctx: RequestContext, rawId: number, publish: boolean, rawReason: string | null, rawDetails: string | null): Promise<string> {
    const replyId = toDbId(rawId);
    if (replyId === null) throw new ServiceError('CONFLICT', REPLY_MESSAGES.notPending, 'id');
    const { reason, details } = checkedDecision(publish, rawReason, rawDetails);
    const reply = await withTransaction(ctx, async (tx) => {
      const found = await lockPendingReply(tx.db, replyId);
      if (!found) throw new ServiceError('CONFLICT', REPLY_MESSAGES.notPending, 'id');
      await decideReply(tx.db, replyId, publish, reason, details);
      await appendLogEntry(tx.db, {
        actorId: ctx.viewer!.id, action: publish ? 'reply_published' : 'reply_rejected', targetKind: 'review', targetId: replyId,
        targetLabel: `Réponse ${ofName(found.restaurant_name)}`, reason: publish ? null : `${REVIEW_REJECTION_REASONS[reason as ReviewRejectionReason]}${details ? ` : ${details}` : ''}`,
      });
      return found;
    });
    if (publish) {
      restaurantPageChanged(ctx.db, reply.id_url);
      return REPLY_MESSAGES.published(reply.restaurant_name);
    }
    if (reply.owner_email) {
      await ctx.mailer.send({
        to: reply.owner_email,
        ...replyRejectedMail({
          firstName: reply.owner_first_name ?? '', restaurantName: reply.restaurant_name, excerpt: reply.text.slice(0, 120),
          ground: REVIEW_REJECTION_REASONS[reason as ReviewRejectionReason], details: details ?? '', reviewsUrl: `${ctx.config.publicUrl}${RESTAURANT_REVIEWS_PATH}`,
        }),
      });
    }
    return REPLY_MESSAGES.rejected;
  }
}

export const reviewReplyService = new ReviewReplyService();

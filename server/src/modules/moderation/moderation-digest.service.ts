import { REVIEW_DIGEST_FROM_HOURS, REVIEW_MODERATION_HOURS } from '../../../../common/review-rules.js';
import { withTransaction } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { accountRecords } from '../accounts/index.js';
import { moderationDigestMail, queueMail } from '../mail/index.js';
import { agingPendingReviews, pendingReviewCounts } from '../reviews/index.js';

/** At most this many reviews are listed in one digest; the rest are counted. */
const DIGEST_LIST_MAX = 30;

/**
 * The charter promises a decision on each review within REVIEW_MODERATION_HOURS (issue 28): the scheduled digest tells
 * every moderator which reviews have waited REVIEW_DIGEST_FROM_HOURS or more, longest first. Nothing is sent when none
 * has. The messages go through the outbox, written together.
 */
class ModerationDigestService {
  async send(ctx: RequestContext): Promise<{ reviews: number; moderators: number }> {
    return withTransaction(ctx, async (tx) => {
      const aging = await agingPendingReviews(tx.db, REVIEW_DIGEST_FROM_HOURS, DIGEST_LIST_MAX + 1);
      if (aging.length === 0) return { reviews: 0, moderators: 0 };
      const listed = aging.slice(0, DIGEST_LIST_MAX);
      const more = aging.length > DIGEST_LIST_MAX
        ? (await pendingReviewCounts(tx.db, { search: '', flaggedOnly: false, overdueHours: REVIEW_DIGEST_FROM_HOURS }, REVIEW_MODERATION_HOURS)).total - listed.length
        : 0;
      const moderators = await accountRecords.moderators(tx.db);
      for (const m of moderators) {
        await queueMail(tx, {
          to: m.email,
          ...moderationDigestMail({
            firstName: m.firstName, deadlineHours: REVIEW_MODERATION_HOURS, more,
            reviews: listed.map((r) => ({ restaurantName: r.restaurant_name, excerpt: r.excerpt, waitedHours: r.waited_hours })),
          }),
        });
      }
      return { reviews: listed.length + more, moderators: moderators.length };
    });
  }
}

export const moderationDigestService = new ModerationDigestService();

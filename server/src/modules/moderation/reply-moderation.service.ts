import { ofName } from '../../../../common/french.js';
import { toDbId } from '../../../../common/input-rules.js';
import { RESTAURANT_REVIEWS_PATH } from '../../../../common/page-addresses.js';
import { REPLY_MESSAGES, REVIEW_REJECTION_REASONS, type ReviewRejectionReason } from '../../../../common/review-rules.js';
import { withTransaction } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { queueMail, replyRejectedMail } from '../mail/index.js';
import { decideReply, lockPendingReply, pendingReplies, type QueuedReplyRow } from '../reviews/index.js';
import { restaurantPageChanged } from '../shared/page-data-changes.js';
import { ServiceError } from '../shared/service-errors.js';
import { checkedDecision } from './charter-decision.js';
import { openAppeal } from './appeal-opening.js';
import { appendLogEntry } from './moderation-log.queries.js';

/** Replies the moderation area shows at once. */
const REPLY_QUEUE_SIZE = 50;

/** Area 2's owners' replies to read (issue 14): each waits for the moderation like a review does. */
class ReplyModerationService {
  queue(ctx: RequestContext): Promise<QueuedReplyRow[]> {
    return pendingReplies(ctx.db, REPLY_QUEUE_SIZE);
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
      const entry = {
        actorId: ctx.viewer!.id, targetKind: 'review', targetId: replyId,
        targetLabel: `Réponse ${ofName(found.restaurant_name)}`, reason: publish ? null : `${REVIEW_REJECTION_REASONS[reason as ReviewRejectionReason]}${details ? ` : ${details}` : ''}`,
      } as const;
      if (publish || !found.owner_email) await appendLogEntry(tx.db, { ...entry, action: publish ? 'reply_published' : 'reply_rejected' });
      if (publish) restaurantPageChanged(tx.db, found.id_url);
      else if (found.owner_email) {
        // The refusal opens the owner's appeal (docs/adr/0041); the e-mail gives its link.
        const appealUrl = await openAppeal(tx, { ...entry, action: 'reply_rejected' }, { accountId: found.owner_id, email: found.owner_email, firstName: found.owner_first_name });
        await queueMail(tx, {
          to: found.owner_email,
          ...replyRejectedMail({
            firstName: found.owner_first_name ?? '', restaurantName: found.restaurant_name, excerpt: found.text.slice(0, 120),
            ground: REVIEW_REJECTION_REASONS[reason as ReviewRejectionReason], details: details ?? '', reviewsUrl: `${ctx.config.publicUrl}${RESTAURANT_REVIEWS_PATH}`, appealUrl,
          }),
        });
      }
      return found;
    });
    return publish ? REPLY_MESSAGES.published(reply.restaurant_name) : REPLY_MESSAGES.rejected;
  }
}

export const replyModeration = new ReplyModerationService();

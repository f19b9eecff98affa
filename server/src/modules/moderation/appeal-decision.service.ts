import { APPEALABLE_DECISIONS, APPEAL_LIMITS, APPEAL_MESSAGES, type AppealOutcome } from '../../../../common/appeal-rules.js';
import { frenchLongDate, parisDayOf } from '../../../../common/french-dates.js';
import { toDbId } from '../../../../common/input-rules.js';
import type { ModerationTarget } from '../../../../common/moderation-rules.js';
import { viewerIdOf } from '../../auth/viewer.js';
import { withTransaction } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { accountRecords } from '../accounts/index.js';
import { appealById, recordAnswer, waitingAppeals, type AppealRow } from '../appeals/index.js';
import { subscriptionDecisions } from '../billing/index.js';
import { appealAnswerMail, queueMail } from '../mail/index.js';
import { changeRestaurantStatus } from '../restaurants/index.js';
import { reinstateReply, reinstateReview } from '../reviews/index.js';
import { restaurantPageChanged } from '../shared/page-data-changes.js';
import { ServiceError } from '../shared/service-errors.js';
import { lockOfflineRestaurant } from './appeal-decision.queries.js';
import { appendLogEntry, entriesOfTargets, logEntriesById, type LogEntryRow } from './moderation-log.queries.js';

/** An appeal of area 2's list, with the decision it contests and the log of what that decision was about. */
export interface QueuedAppealRows { row: AppealRow; decision: LogEntryRow | null; history: LogEntryRow[]; decidedByViewer: boolean }

/** The log's target kind of each contestable decision (a reply's decisions are logged on « review », as they were). */
const TARGET_KIND = {
  review_rejected: 'review', review_removed: 'review', reply_rejected: 'review', restaurant_offline: 'restaurant', account_disabled: 'account',
} as const satisfies Record<AppealRow['action'], ModerationTarget>;

/**
 * Area 2's appeals (issue 28, DSA art. 20, docs/adr/0041): each written appeal beside the decision it contests and the
 * log of what that decision was about; another moderator than the one who decided upholds or reverses it. Reversing
 * lifts the restriction in the same transaction (the review or reply published, the page back on line, the account
 * re-enabled), and the person's reasoned answer is queued there too, with the log's entry.
 */
class AppealDecisionService {
  async queue(ctx: RequestContext): Promise<QueuedAppealRows[]> {
    const rows = await waitingAppeals(ctx.db, APPEAL_LIMITS.queueSize);
    const viewerId = viewerIdOf(ctx);
    // The page's decisions and histories in two statements, whatever its length.
    const decisions = new Map((await logEntriesById(ctx.db, rows.map((r) => r.log_entry_id))).map((e) => [e.id, e]));
    const entries = await entriesOfTargets(ctx.db, rows.map((r) => ({ kind: TARGET_KIND[r.action], id: r.target_id })));
    return rows.map((row) => ({
      row, decision: decisions.get(row.log_entry_id) ?? null,
      history: entries.filter((e) => e.target_kind === TARGET_KIND[row.action] && e.target_id === row.target_id),
      decidedByViewer: row.decided_by === viewerId,
    }));
  }

  async decide(ctx: RequestContext, rawId: number, reverse: boolean, rawAnswer: string): Promise<{ id: number; outcome: AppealOutcome }> {
    const id = toDbId(rawId);
    if (id === null) throw new ServiceError('NOT_FOUND', APPEAL_MESSAGES.notFound, 'id');
    const answer = rawAnswer.trim();
    const outcome: AppealOutcome = reverse ? 'reversed' : 'upheld';
    await withTransaction(ctx, async (tx) => {
      const row = await appealById(tx.db, id, true);
      if (!row || !row.submitted_at) throw new ServiceError('NOT_FOUND', APPEAL_MESSAGES.notFound, 'id');
      if (row.outcome) throw new ServiceError('CONFLICT', APPEAL_MESSAGES.notWaiting);
      if (row.decided_by === ctx.viewer!.id) throw new ServiceError('CONFLICT', APPEAL_MESSAGES.sameModerator);
      if (reverse && !(await this.lift(tx, row))) throw new ServiceError('CONFLICT', APPEAL_MESSAGES.cannotReverse);
      await recordAnswer(tx.db, row.id, outcome, answer, ctx.viewer!.id);
      await appendLogEntry(tx.db, {
        actorId: ctx.viewer!.id, action: reverse ? 'appeal_reversed' : 'appeal_upheld', targetKind: TARGET_KIND[row.action], targetId: row.target_id,
        targetLabel: row.target_label, reason: answer,
      });
      await queueMail(tx, {
        to: row.email,
        ...appealAnswerMail({
          firstName: row.first_name, decision: APPEALABLE_DECISIONS[row.action].label, targetLabel: row.target_label,
          decidedOn: frenchLongDate(parisDayOf(row.decided_at)), reversed: reverse, effect: APPEALABLE_DECISIONS[row.action].reversed, answer,
        }),
      });
    });
    return { id, outcome };
  }

  /** Lifts the contested restriction if what it was about is still as the decision left it; false otherwise. */
  private async lift(tx: RequestContext, row: AppealRow): Promise<boolean> {
    switch (row.action) {
      case 'review_rejected':
      case 'review_removed': {
        const idUrl = await reinstateReview(tx.db, row.target_id, row.action === 'review_rejected' ? 'rejected' : 'removed');
        if (idUrl) restaurantPageChanged(tx.db, idUrl);
        return idUrl !== null;
      }
      case 'reply_rejected': {
        const idUrl = await reinstateReply(tx.db, row.target_id);
        if (idUrl) restaurantPageChanged(tx.db, idUrl);
        return idUrl !== null;
      }
      case 'restaurant_offline': {
        const page = await lockOfflineRestaurant(tx.db, row.target_id);
        if (!page || !(await changeRestaurantStatus(tx.db, row.target_id, 'published'))) return false;
        // Back on line, its renewals start again, as when area 1 puts it back (docs/adr/0043).
        await subscriptionDecisions.hold(tx, { restaurantId: row.target_id }, 'offline', false);
        return true;
      }
      case 'account_disabled': {
        const account = await accountRecords.lockForAdmin(tx.db, row.target_id);
        if (!account?.disabled_at) return false;
        await accountRecords.setDisabled(tx.db, row.target_id, false);
        // Enabled again, its subscriptions' renewals start again, as when area 1 enables it (docs/adr/0043).
        await subscriptionDecisions.hold(tx, { userId: row.target_id }, 'account', false);
        return true;
      }
      default: {
        const unknown: never = row.action;
        throw new Error(`Décision sans annulation : ${String(unknown)}`);
      }
    }
  }
}

export const appealDecision = new AppealDecisionService();

import { APPEALABLE_DECISIONS, APPEAL_LIMITS, APPEAL_MESSAGES, type AppealOutcome } from '../../../../common/appeal-rules.js';
import { frenchLongDate, parisDayOf } from '../../../../common/french-dates.js';
import { toDbId } from '../../../../common/input-rules.js';
import type { ModerationTarget } from '../../../../common/moderation-rules.js';
import { REPORT_REASONS, type ReportReason } from '../../../../common/review-report-rules.js';
import { viewerIdOf } from '../../auth/viewer.js';
import { withTransaction } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { accountRecords } from '../accounts/index.js';
import { appealById, recordAnswer, waitingAppeals, type AppealRow } from '../appeals/index.js';
import { subscriptionDecisions, type DecisionRow } from '../billing/index.js';
import { appealAnswerMail, queueMail, reviewRemovedMail } from '../mail/index.js';
import { removeReviewPhotoFiles } from '../media/index.js';
import { changeRestaurantStatus } from '../restaurants/index.js';
import { lockReportedReview, reinstateReply, reinstateReview, removeReview, reportsByIds, type AppealedReportRow } from '../reviews/index.js';
import { restaurantPageChanged } from '../shared/page-data-changes.js';
import { ServiceError } from '../shared/service-errors.js';
import { lockOfflineRestaurant } from './appeal-decision.queries.js';
import { openAppeal } from './appeal-opening.js';
import { appendLogEntry, entriesOfTargets, logEntriesById, type LogEntryRow } from './moderation-log.queries.js';

type ReviewPictureFiles = Awaited<ReturnType<typeof removeReview>>;

/**
 * An appeal of area 2's list, with the decision it contests and the log of what that decision was about; for a
 * reporter's appeal, their report; for a subscription's, billing's decisions on it (docs/adr/0049).
 */
export interface QueuedAppealRows {
  row: AppealRow; decision: LogEntryRow | null; history: LogEntryRow[]; decidedByViewer: boolean;
  report: AppealedReportRow | null; subscriptionHistory: DecisionRow[];
}

/**
 * The log's target kind of each contestable decision (a reply's decisions are logged on « review », as they were; a
 * reporter's appeal is about the review kept; a subscription's answer is logged on its restaurant).
 */
const TARGET_KIND = {
  review_rejected: 'review', review_removed: 'review', reply_rejected: 'review', restaurant_offline: 'restaurant', account_disabled: 'account',
  report_kept: 'review', subscription_ended: 'restaurant', subscription_suspended: 'restaurant',
} as const satisfies Record<AppealRow['action'], ModerationTarget>;

const isSubscriptionAppeal = (row: AppealRow) => row.subscription_decision_id !== null;

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
    const logged = rows.filter((r) => !isSubscriptionAppeal(r));
    const decisions = new Map((await logEntriesById(ctx.db, logged.map((r) => r.log_entry_id!))).map((e) => [e.id, e]));
    const entries = await entriesOfTargets(ctx.db, rows.map((r) => ({ kind: TARGET_KIND[r.action], id: r.target_id })));
    const reports = new Map((await reportsByIds(ctx.db, rows.flatMap((r) => (r.report_id ? [r.report_id] : [])))).map((p) => [p.id, p]));
    const restaurants = [...new Set(rows.filter(isSubscriptionAppeal).map((r) => r.target_id))];
    const subscriptionHistories = new Map(await Promise.all(restaurants.map(async (id) => [id, await subscriptionDecisions.history(ctx, id)] as const)));
    return rows.map((row) => ({
      row, decision: row.log_entry_id === null ? null : decisions.get(row.log_entry_id) ?? null,
      history: entries.filter((e) => e.target_kind === TARGET_KIND[row.action] && e.target_id === row.target_id),
      decidedByViewer: row.decided_by === viewerId,
      report: row.report_id ? reports.get(row.report_id) ?? null : null,
      subscriptionHistory: isSubscriptionAppeal(row) ? subscriptionHistories.get(row.target_id) ?? [] : [],
    }));
  }

  async decide(ctx: RequestContext, rawId: number, reverse: boolean, rawAnswer: string): Promise<{ id: number; outcome: AppealOutcome }> {
    const id = toDbId(rawId);
    if (id === null) throw new ServiceError('NOT_FOUND', APPEAL_MESSAGES.notFound, 'id');
    const answer = rawAnswer.trim();
    const outcome: AppealOutcome = reverse ? 'reversed' : 'upheld';
    const pictures: ReviewPictureFiles = [];
    await withTransaction(ctx, async (tx) => {
      const row = await appealById(tx.db, id, true);
      if (!row || !row.submitted_at) throw new ServiceError('NOT_FOUND', APPEAL_MESSAGES.notFound, 'id');
      if (row.outcome) throw new ServiceError('CONFLICT', APPEAL_MESSAGES.notWaiting);
      if (row.decided_by === ctx.viewer!.id) throw new ServiceError('CONFLICT', APPEAL_MESSAGES.sameModerator);
      if (reverse && !(await this.lift(tx, row, answer, pictures))) throw new ServiceError('CONFLICT', APPEAL_MESSAGES.cannotReverse);
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
    // A review a reporter's appeal removed loses its pictures, once the transaction has committed (as a removal does).
    await removeReviewPhotoFiles(ctx, pictures);
    return { id, outcome };
  }

  /**
   * Lifts the contested restriction if what it was about is still as the decision left it; false otherwise. For a
   * reporter's appeal, « lifting » the keep removes the review (`pictures` gathers its files to delete after commit).
   */
  private async lift(tx: RequestContext, row: AppealRow, answer: string, pictures: ReviewPictureFiles): Promise<boolean> {
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
      case 'report_kept':
        return removeKeptReviewOf(tx, row, answer, pictures);
      case 'subscription_ended':
      case 'subscription_suspended':
        // Billing restores or lifts it, through its index (docs/adr/0049).
        return row.subscription_decision_id !== null && subscriptionDecisions.reverse(tx, row.subscription_decision_id);
      default: {
        const unknown: never = row.action;
        throw new Error(`Décision sans annulation : ${String(unknown)}`);
      }
    }
  }
}

/**
 * A reporter's appeal reversed the « keep » (docs/adr/0049): the review, still published, is removed by the same path
 * as a moderator's « remove » in area 2 — off the page, its pictures deleted, logged as removed by the person deciding
 * the appeal, and its author gets the statement of reasons (the grounds reported, the answer as the facts) with their
 * own appeal's link. False when the review is no longer published (edited, deleted or already removed).
 */
async function removeKeptReviewOf(tx: RequestContext, row: AppealRow, answer: string, pictures: ReviewPictureFiles): Promise<boolean> {
  const found = await lockReportedReview(tx.db, row.target_id);
  if (!found || found.status !== 'published') return false;
  pictures.push(...(await removeReview(tx.db, row.target_id)));
  const [report] = row.report_id ? await reportsByIds(tx.db, [row.report_id]) : [];
  const grounds = report ? [REPORT_REASONS[report.reason as ReportReason] ?? report.reason] : [];
  const entry = { actorId: tx.viewer!.id, targetKind: 'review', targetId: row.target_id, targetLabel: row.target_label, reason: answer } as const;
  if (found.author_email) {
    const appealUrl = await openAppeal(tx, { ...entry, action: 'review_removed' }, { accountId: found.author_id, email: found.author_email, firstName: found.author_first_name });
    await queueMail(tx, {
      to: found.author_email,
      ...reviewRemovedMail({ firstName: found.author_first_name ?? '', restaurantName: found.restaurant_name, excerpt: found.text.slice(0, 120), grounds, reason: answer, appealUrl }),
    });
  } else await appendLogEntry(tx.db, { ...entry, action: 'review_removed' });
  return true;
}

export const appealDecision = new AppealDecisionService();

import { toDbId } from '../../../../common/input-rules.js';
import type { RequestContext } from '../../graphql/context.js';
import { ServiceError } from '../shared/service-errors.js';
import { REPORT_MESSAGES, REPORT_REASONS, type ReportReason } from '../../../../common/review-report-rules.js';
import { withTransaction } from '../../db/transaction.js';
import { queueMail, reportOutcomeMail, reviewRemovedMail } from '../mail/index.js';
import { removeReviewPhotoFiles } from '../media/index.js';
import { closeReports, lockReportedReview, removeReview, reportedReviews, type ReportedReviewRow } from '../reviews/index.js';
import { restaurantPageChanged } from '../shared/page-data-changes.js';
import { openAppeal, openAppeals } from './appeal-opening.js';
import { appendLogEntry } from './moderation-log.queries.js';

/** Reported reviews area 2 shows at once. */
const QUEUE_LIMIT = 50;

/**
 * Area 2's review reports (issue 13): the reported reviews grouped, oldest report first; keeping or removing one closes
 * its reports, in one transaction with the moderation log (a removed review leaves the rating and count through the
 * review trigger); then the author of a removed review gets the statement of reasons (DSA art. 17) and every reporter
 * who left an address the outcome — with, when the review is kept, the personal link to contest it (docs/adr/0049).
 */
class ReportModeration {
  queue(ctx: RequestContext): Promise<ReportedReviewRow[]> {
    return reportedReviews(ctx.db, QUEUE_LIMIT);
  }

  async decide(ctx: RequestContext, rawReviewId: number, remove: boolean, rawReason: string): Promise<{ reviewId: number; removed: boolean }> {
    const reviewId = toDbId(rawReviewId);
    if (reviewId === null) throw new ServiceError('NOT_FOUND', REPORT_MESSAGES.reviewNotFound);
    const reason = rawReason.trim();
    const pictures = await withTransaction(ctx, async (tx) => {
      const found = await lockReportedReview(tx.db, reviewId);
      if (!found) throw new ServiceError('NOT_FOUND', REPORT_MESSAGES.reviewNotFound);
      // The review's own open reports, read in SQL (it may be beyond the first page of the queue).
      const [open] = await reportedReviews(tx.db, 1, reviewId);
      if (!open) throw new ServiceError('CONFLICT', REPORT_MESSAGES.noOpenReport);
      const taken = remove ? await removeReview(tx.db, reviewId) : [];
      const done = await closeReports(tx.db, reviewId, remove ? 'removed' : 'kept');
      if (remove) restaurantPageChanged(tx.db, open.restaurant_id_url);
      const entry = {
        actorId: ctx.viewer!.id, targetKind: 'review', targetId: reviewId,
        targetLabel: `${found.restaurant_name} : « ${found.text.slice(0, 60)}${found.text.length > 60 ? '…' : ''} »`, reason,
      } as const;
      const grounds = [...new Set(open.reports.map((p) => REPORT_REASONS[p.reason as ReportReason] ?? p.reason))];
      if (remove && found.author_email) {
        // The removal opens its author's appeal (docs/adr/0041); the statement of reasons gives its link.
        const appealUrl = await openAppeal(tx, { ...entry, action: 'review_removed' }, { accountId: found.author_id, email: found.author_email, firstName: found.author_first_name });
        await queueMail(tx, {
          to: found.author_email,
          ...reviewRemovedMail({ firstName: found.author_first_name ?? '', restaurantName: found.restaurant_name, excerpt: found.text.slice(0, 120), grounds, reason, appealUrl }),
        });
      } else if (remove) await appendLogEntry(tx.db, { ...entry, action: 'review_removed' });
      if (remove) {
        for (const r of done.reporters) await queueMail(tx, { to: r.email, ...reportOutcomeMail({ restaurantName: found.restaurant_name, removed: true, reason }) });
      } else {
        // Kept: each reporter who left an address may contest it (DSA art. 20, docs/adr/0049); the outcome gives the link.
        const people = done.reporters.map((r) => ({ accountId: r.account_id, email: r.email, firstName: null, reportId: r.id }));
        const urls = await openAppeals(tx, { ...entry, action: 'review_kept' }, 'report_kept', people);
        for (const [i, r] of done.reporters.entries()) {
          await queueMail(tx, { to: r.email, ...reportOutcomeMail({ restaurantName: found.restaurant_name, removed: false, reason, appealUrl: urls[i], inAccount: r.account_id !== null }) });
        }
      }
      return taken;
    });
    await removeReviewPhotoFiles(ctx, pictures);
    return { reviewId, removed: remove };
  }
}

export const reportModeration = new ReportModeration();

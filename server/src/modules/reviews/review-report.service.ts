import { createHash } from 'node:crypto';
import { toDbId } from '../../../../common/input-rules.js';
import { REPORT_MESSAGES } from '../../../../common/review-report-rules.js';
import { repository } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { accountRecords } from '../accounts/index.js';
import { appealService, type AppealRow } from '../appeals/index.js';
import { ServiceError } from '../shared/service-errors.js';
import { ReviewReportEntity } from './review-report.entity.js';
import { reportFollowToken, reportOfToken } from './report-follow.js';
import { followedReport, reportableReview, type FollowedReportRow } from './review-reports.queries.js';

type DecisionReason = (ctx: RequestContext, reviewId: number, removed: boolean) => Promise<string | null>;
interface ReportInput { reviewId: number; reason: string; details?: string | null; email?: string | null }

/**
 * Anyone may report a published review (issue 13, DSA art. 16) — a visitor, a customer, the restaurant's owner — for one
 * of SPEC §3's reasons, once per reporter and review, a few times per address; the moderation area decides.
 */
class ReviewReportService {
  private decisionReason: DecisionReason = async () => {
    throw new Error('reviewReportService.readDecisionReasonWith was not called (modules/index.ts)');
  };

  /** The moderation module reads the log and imports this one, so modules/index.ts hands the reader over. */
  readDecisionReasonWith(read: DecisionReason): void {
    this.decisionReason = read;
  }

  /** Sends the report; answers the acknowledgement and the token of the personal link to follow it. */
  async report(ctx: RequestContext, input: ReportInput): Promise<{ message: string; followToken: string }> {
    const reviewId = toDbId(input.reviewId);
    if (reviewId === null) throw new ServiceError('NOT_FOUND', REPORT_MESSAGES.reviewNotFound, 'reviewId');
    await ctx.limits.consume([['reportAddress', ctx.client.address]]);
    const review = await reportableReview(ctx.db, reviewId);
    if (!review) throw new ServiceError('NOT_FOUND', REPORT_MESSAGES.reviewNotFound, 'reviewId');
    const viewer = ctx.viewer;
    const who = viewer ? `user:${viewer.id}` : `address:${ctx.client.address}`;
    const reporterKey = createHash('sha256').update(`${ctx.config.appSecret}:report:${who}`).digest('hex');
    const email = viewer
      ? (await accountRecords.byId(ctx.db, viewer.id))?.email ?? null
      : input.email?.trim().toLowerCase() || null;
    const inserted = await repository(ctx, ReviewReportEntity).createQueryBuilder().insert()
      .values({ reviewId, reporterId: viewer?.id ?? null, reporterKey, reporterEmail: email, reason: input.reason, details: (input.details ?? '').trim() })
      .orIgnore().returning('id').updateEntity(false).execute();
    const rows = inserted.raw as { id: number }[];
    if (!rows.length) throw new ServiceError('CONFLICT', REPORT_MESSAGES.alreadyReported);
    return { message: REPORT_MESSAGES.received, followToken: reportFollowToken(ctx.config, rows[0].id) };
  }

  /**
   * What became of a report, for whoever holds its personal link: its state and, once decided, the moderation's reason;
   * for a review kept, the appeal its author may write (docs/adr/0049) when they left an address, with its link.
   */
  async follow(ctx: RequestContext, token: string): Promise<{ row: FollowedReportRow; reason: string | null; appeal: { row: AppealRow; token: string } | null }> {
    const id = reportOfToken(ctx.config, token);
    const row = id === null ? undefined : await followedReport(ctx.db, id);
    if (!row) throw new ServiceError('TOKEN_INVALID', REPORT_MESSAGES.followInvalid, 'token');
    const reason = row.status === 'open' ? null : await this.decisionReason(ctx, row.review_id, row.status === 'removed');
    return { row, reason, appeal: row.status === 'kept' ? await appealService.ofReport(ctx, row.id) : null };
  }
}

export const reviewReportService = new ReviewReportService();

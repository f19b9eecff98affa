import { createHash } from 'node:crypto';
import { toDbId } from '../../../../common/input-rules.js';
import { REPORT_MESSAGES } from '../../../../common/review-report-rules.js';
import { repository } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { accountRecords } from '../accounts/index.js';
import { ServiceError } from '../shared/service-errors.js';
import { ReviewReportEntity } from './review-report.entity.js';
import { reportableReview } from './review-reports.queries.js';

interface ReportInput { reviewId: number; reason: string; details?: string | null; email?: string | null }

/**
 * Anyone may report a published review (issue 13, DSA art. 16) — a visitor, a customer, the restaurant's owner — for one
 * of SPEC §3's reasons, once per reporter and review, a few times per address; the moderation area decides.
 */
class ReviewReportService {
  async report(ctx: RequestContext, input: ReportInput): Promise<string> {
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
    if (!(inserted.raw as unknown[]).length) throw new ServiceError('CONFLICT', REPORT_MESSAGES.alreadyReported);
    return REPORT_MESSAGES.received;
  }
}

export const reviewReportService = new ReviewReportService();

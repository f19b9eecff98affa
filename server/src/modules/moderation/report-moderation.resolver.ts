import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { REPORT_REASONS, type ReportReason } from '../../../../common/review-report-rules.js';
import { reportModeration } from './report-moderation.service.js';
import { DECIDE_REPORTS_ERRORS, DecideReviewReportsResult, ReportedReview, ReviewReportView, ReviewReportsDecided, ReviewReportsDecisionInput } from './report-moderation.type.js';

/** Area 2's reported reviews: thin adapters over reportModeration, admin only. */
@Resolver()
export class ReportModerationResolver {
  @Authorized('admin')
  @Query(() => [ReportedReview], { description: 'Les avis signalés, regroupés, le plus ancien signalement d’abord' })
  async reviewReports(@Ctx() ctx: RequestContext): Promise<ReportedReview[]> {
    return (await reportModeration.queue(ctx)).map((r) => Object.assign(new ReportedReview(), {
      reviewId: r.review_id, restaurantName: r.restaurant_name, restaurantIdUrl: r.restaurant_id_url, authorName: r.author_name, rating: r.rating, text: r.text,
      visitDate: r.visit_date, publishedAt: r.published_at,
      reports: r.reports.map((p) => Object.assign(new ReviewReportView(), { reason: REPORT_REASONS[p.reason as ReportReason] ?? p.reason, details: p.details, createdAt: new Date(p.created_at), signedIn: p.signed_in })),
    }));
  }

  @Authorized('admin')
  @Mutation(() => DecideReviewReportsResult, { description: 'Conserve ou retire un avis signalé ; l’auteur et les personnes qui l’ont signalé sont prévenus, la décision est journalisée' })
  decideReviewReports(@Ctx() ctx: RequestContext, @Arg('input', () => ReviewReportsDecisionInput) input: ReviewReportsDecisionInput): Promise<typeof DecideReviewReportsResult> {
    return unionResult(DECIDE_REPORTS_ERRORS, async () => Object.assign(new ReviewReportsDecided(), await reportModeration.decide(ctx, input.reviewId, input.remove, input.reason)));
  }
}

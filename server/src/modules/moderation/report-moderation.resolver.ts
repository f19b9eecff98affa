import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { toReportedReview } from './moderation.mapper.js';
import { reportModeration } from './report-moderation.service.js';
import { DECIDE_REPORTS_ERRORS, DecideReviewReportsResult, ReportedReview, ReviewReportsDecided, ReviewReportsDecisionInput } from './report-moderation.type.js';

/** Area 2's reported reviews: thin adapters over reportModeration, admin only. */
@Resolver()
export class ReportModerationResolver {
  @Authorized('admin')
  @Query(() => [ReportedReview], { description: 'Les avis signalés, regroupés, le plus ancien signalement d’abord' })
  async reviewReports(@Ctx() ctx: RequestContext): Promise<ReportedReview[]> {
    return (await reportModeration.queue(ctx)).map(toReportedReview);
  }

  @Authorized('admin')
  @Mutation(() => DecideReviewReportsResult, { description: 'Conserve ou retire un avis signalé ; l’auteur et les personnes qui l’ont signalé sont prévenus, la décision est journalisée' })
  decideReviewReports(@Ctx() ctx: RequestContext, @Arg('input', () => ReviewReportsDecisionInput) input: ReviewReportsDecisionInput): Promise<typeof DecideReviewReportsResult> {
    return unionResult(DECIDE_REPORTS_ERRORS, async () => Object.assign(new ReviewReportsDecided(), await reportModeration.decide(ctx, input.reviewId, input.remove, input.reason)));
  }
}

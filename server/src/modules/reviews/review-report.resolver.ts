import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { reviewReportService } from './review-report.service.js';
import { toReportFollowUp } from './review.mapper.js';
import { REPORT_FOLLOW_ERRORS, REPORT_REVIEW_ERRORS, ReportFollowUpResult, ReportReviewInput, ReportReviewResult, ReviewReported } from './review-report.type.js';

@Resolver()
export class ReviewReportResolver {
  @Mutation(() => ReportReviewResult, { description: 'Signale un avis publié à l’équipe de modération (une fois par personne et par avis)' })
  reportReview(@Ctx() ctx: RequestContext, @Arg('input', () => ReportReviewInput) input: ReportReviewInput): Promise<typeof ReportReviewResult> {
    return unionResult(REPORT_REVIEW_ERRORS, async () => Object.assign(new ReviewReported(), await reviewReportService.report(ctx, input)));
  }

  /** Public: the personal link shown once the report is sent is the credential (docs/adr/0041). */
  @Query(() => ReportFollowUpResult, { description: 'Ce qu’est devenu un signalement, par son lien personnel de suivi' })
  reportFollowUp(@Ctx() ctx: RequestContext, @Arg('token', () => String) token: string): Promise<typeof ReportFollowUpResult> {
    return unionResult(REPORT_FOLLOW_ERRORS, async () => {
      const { row, reason, appeal } = await reviewReportService.follow(ctx, token);
      return toReportFollowUp(row, reason, appeal);
    });
  }
}

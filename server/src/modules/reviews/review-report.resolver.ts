import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { reviewReportService } from './review-report.service.js';
import { REPORT_REVIEW_ERRORS, ReportReviewInput, ReportReviewResult, ReviewReported } from './review-report.type.js';

@Resolver()
export class ReviewReportResolver {
  @Mutation(() => ReportReviewResult, { description: 'Signale un avis publié à l’équipe de modération (une fois par personne et par avis)' })
  reportReview(@Ctx() ctx: RequestContext, @Arg('input', () => ReportReviewInput) input: ReportReviewInput): Promise<typeof ReportReviewResult> {
    return unionResult(REPORT_REVIEW_ERRORS, async () => Object.assign(new ReviewReported(), { message: await reviewReportService.report(ctx, input) }));
  }
}

import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { REVIEW_DONE_ERRORS, ReviewDone, ReviewDoneResult } from '../reviews/index.js';
import { toQueuedReview } from './moderation.mapper.js';
import { reviewModeration } from './review-moderation.service.js';
import { REVIEW_QUEUE_ERRORS, ReviewDecisionInput, ReviewQueueInput, ReviewQueuePage, ReviewQueueResult } from './review-moderation.type.js';

/** Area 2's reviews to read: thin adapters over reviewModeration, admin only. */
@Resolver()
export class ReviewModerationResolver {
  @Authorized('admin')
  @Query(() => ReviewQueueResult, { description: 'Les avis en attente de modération, les plus anciens d’abord : recherche, filtres et pages de 20' })
  reviewQueue(@Ctx() ctx: RequestContext, @Arg('input', () => ReviewQueueInput, { nullable: true }) input?: ReviewQueueInput | null): Promise<typeof ReviewQueueResult> {
    return unionResult(REVIEW_QUEUE_ERRORS, async () => {
      const page = await reviewModeration.queue(ctx, input ?? null);
      return Object.assign(new ReviewQueuePage(), { ...page, items: page.items.map(toQueuedReview(ctx)) });
    });
  }

  @Authorized('admin')
  @Mutation(() => ReviewDoneResult, { description: 'Publie un avis en attente, ou le refuse pour un motif de la charte (motif envoyé à l’auteur)' })
  decideReview(@Ctx() ctx: RequestContext, @Arg('input', () => ReviewDecisionInput) input: ReviewDecisionInput): Promise<typeof ReviewDoneResult> {
    return unionResult(REVIEW_DONE_ERRORS, async () => Object.assign(new ReviewDone(), {
      message: await reviewModeration.decide(ctx, input.id, input.publish, input.reason ?? null, input.details ?? null, input.verifiedVisit === true),
    }));
  }
}

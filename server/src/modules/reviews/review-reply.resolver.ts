import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { REPLY_MESSAGES } from '../../../../common/review-rules.js';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { toOwnerReview } from './review.mapper.js';
import { reviewReplyService } from './review-reply.service.js';
import {
  OWNER_REVIEWS_ERRORS, OwnerReviews, OwnerReviewsResult, ReplyInput, REVIEW_DONE_ERRORS, ReviewDone, ReviewDoneResult,
} from './review-writing.type.js';

/** Owners reply to reviews (issue 14): the restaurateur's reviews page. Thin over reviewReplyService. */
@Resolver()
export class ReviewReplyResolver {
  @Authorized('restaurateur')
  @Query(() => OwnerReviewsResult, { description: 'Les avis publiés sur son restaurant, avec ses réponses ; les nouveaux sont signalés' })
  myRestaurantReviews(@Ctx() ctx: RequestContext, @Arg('idUrl', () => String) idUrl: string): Promise<typeof OwnerReviewsResult> {
    return unionResult(OWNER_REVIEWS_ERRORS, async () => Object.assign(new OwnerReviews(), {
      items: (await reviewReplyService.reviews(ctx, idUrl)).map(toOwnerReview),
    }));
  }

  @Authorized('restaurateur')
  @Mutation(() => ReviewDoneResult, { description: 'Les avis de son restaurant ont été vus : seuls les suivants seront signalés comme nouveaux' })
  markReviewsSeen(@Ctx() ctx: RequestContext, @Arg('idUrl', () => String) idUrl: string): Promise<typeof ReviewDoneResult> {
    return unionResult(REVIEW_DONE_ERRORS, async () => {
      await reviewReplyService.markSeen(ctx, idUrl);
      return Object.assign(new ReviewDone(), { message: REPLY_MESSAGES.seen });
    });
  }

  @Authorized('restaurateur')
  @Mutation(() => ReviewDoneResult, { description: 'Écrit ou modifie la réponse publique à un avis de son restaurant (relue avant publication)' })
  replyToReview(@Ctx() ctx: RequestContext, @Arg('input', () => ReplyInput) input: ReplyInput): Promise<typeof ReviewDoneResult> {
    return unionResult(REVIEW_DONE_ERRORS, async () => Object.assign(new ReviewDone(), { message: await reviewReplyService.reply(ctx, input.idUrl, input.reviewId, input.text) }));
  }
}

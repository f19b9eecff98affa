import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { toMyReview, toReviewTarget } from './review.mapper.js';
import { reviewWritingService } from './review-writing.service.js';
import { reviewPhotoService } from './review-photo.service.js';
import {
  MY_REVIEW_ERRORS, MyReview, MyReviewResult, REVIEW_DONE_ERRORS, REVIEW_TARGET_ERRORS, ReviewDone, ReviewDoneResult, ReviewInput, ReviewSent,
  ReviewTargetResult, WRITE_REVIEW_ERRORS, WriteReviewResult,
} from './review-writing.type.js';

/** Writing reviews (issue 14): the customer's form, profile and edits. Thin over reviewWritingService. */
@Resolver()
export class ReviewWritingResolver {
  @Authorized('customer')
  @Query(() => ReviewTargetResult, { description: 'Le restaurant dont le client connecté veut donner son avis, ou pourquoi il ne le peut pas' })
  reviewTarget(@Ctx() ctx: RequestContext, @Arg('idUrl', () => String) idUrl: string): Promise<typeof ReviewTargetResult> {
    return unionResult(REVIEW_TARGET_ERRORS, async () => {
      return toReviewTarget(await reviewWritingService.target(ctx, idUrl));
    });
  }

  @Authorized('customer')
  @Mutation(() => WriteReviewResult, { description: 'Envoie un avis, publié après relecture par la modération' })
  writeReview(@Ctx() ctx: RequestContext, @Arg('idUrl', () => String) idUrl: string, @Arg('input', () => ReviewInput) input: ReviewInput): Promise<typeof WriteReviewResult> {
    return unionResult(WRITE_REVIEW_ERRORS, async () => Object.assign(new ReviewSent(), await reviewWritingService.write(ctx, idUrl, input)));
  }

  @Authorized('customer')
  @Mutation(() => WriteReviewResult, { description: 'Modifie un de ses avis : il repasse par la modération' })
  editReview(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('input', () => ReviewInput) input: ReviewInput): Promise<typeof WriteReviewResult> {
    return unionResult(WRITE_REVIEW_ERRORS, async () => Object.assign(new ReviewSent(), await reviewWritingService.edit(ctx, id, input)));
  }

  @Authorized('customer')
  @Mutation(() => ReviewDoneResult, { description: 'Supprime un de ses avis' })
  deleteReview(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<typeof ReviewDoneResult> {
    return unionResult(REVIEW_DONE_ERRORS, async () => Object.assign(new ReviewDone(), { message: await reviewWritingService.remove(ctx, id) }));
  }

  @Authorized('customer')
  @Mutation(() => ReviewDoneResult, { description: 'Retire une photo (ou le ticket) d’un de ses avis' })
  deleteReviewPhoto(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<typeof ReviewDoneResult> {
    return unionResult(REVIEW_DONE_ERRORS, async () => Object.assign(new ReviewDone(), { message: await reviewPhotoService.remove(ctx, id) }));
  }

  @Authorized('customer')
  @Query(() => [MyReview], { description: 'Les avis du client connecté, avec leur état' })
  async myReviews(@Ctx() ctx: RequestContext): Promise<MyReview[]> {
    return (await reviewWritingService.mine(ctx)).map(toMyReview(ctx));
  }

  @Authorized('customer')
  @Query(() => MyReviewResult, { description: 'Un avis du client connecté, pour le modifier' })
  myReview(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<typeof MyReviewResult> {
    return unionResult(MY_REVIEW_ERRORS, async () => toMyReview(ctx)(await reviewWritingService.one(ctx, id)));
  }
}

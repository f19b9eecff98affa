import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { REVIEW_FLAGS, REVIEW_REJECTION_REASONS, type ReviewFlag, type ReviewRejectionReason } from '../../../../common/review-rules.js';
import { restaurantPath } from '../../../../common/slug.js';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { reviewPhotoUrl } from '../media/index.js';
import type { AuthorReviewRow, QueuedReviewRow } from './review-writing.queries.js';
import { reviewWritingService } from './review-writing.service.js';
import { reviewPhotoService } from './review-photo.service.js';
import {
  MY_REVIEW_ERRORS, MyReview, MyReviewResult, QueuedReview, REVIEW_DONE_ERRORS, REVIEW_QUEUE_ERRORS, REVIEW_TARGET_ERRORS, ReviewDecisionInput, ReviewDone,
  ReviewDoneResult, ReviewQueueInput, ReviewQueuePage, ReviewQueueResult,
  ReviewInput, ReviewPicture, ReviewSent, ReviewTarget, ReviewTargetResult, WRITE_REVIEW_ERRORS, WriteReviewResult,
} from './review-writing.type.js';

const fields = (ctx: RequestContext, r: AuthorReviewRow) => ({
  id: r.id, idUrl: r.id_url, restaurantName: r.restaurant_name, restaurantPath: restaurantPath(r.city_slug, r.restaurant_name, r.id_url), rating: r.rating,
  title: r.title, text: r.text, visitDate: r.visit_date, meal: r.meal, status: r.status,
  rejectionReason: r.rejection_reason ? REVIEW_REJECTION_REASONS[r.rejection_reason as ReviewRejectionReason] ?? null : null,
  rejectionDetails: r.rejection_details, createdAt: r.created_at, publishedAt: r.published_at, editedAt: r.edited_at,
  verifiedVisit: r.verified_visit, hasReceipt: r.has_receipt,
  photos: r.photos.map((p) => Object.assign(new ReviewPicture(), { id: p.id, url: reviewPhotoUrl(ctx, p.path), width: p.width, height: p.height })),
});
const toMine = (ctx: RequestContext) => (r: AuthorReviewRow) => Object.assign(new MyReview(), fields(ctx, r));
const toQueued = (ctx: RequestContext) => (r: QueuedReviewRow) => Object.assign(new QueuedReview(), {
  ...fields(ctx, r), authorName: r.author_name, authorEmail: r.author_email, flags: r.flags.map((f) => REVIEW_FLAGS[f as ReviewFlag] ?? f),
});

/** Writing reviews (issue 14): the customer's form, profile and edits; area 2's queue. Thin over reviewWritingService. */
@Resolver()
export class ReviewWritingResolver {
  @Authorized('customer')
  @Query(() => ReviewTargetResult, { description: 'Le restaurant dont le client connecté veut donner son avis, ou pourquoi il ne le peut pas' })
  reviewTarget(@Ctx() ctx: RequestContext, @Arg('idUrl', () => String) idUrl: string): Promise<typeof ReviewTargetResult> {
    return unionResult(REVIEW_TARGET_ERRORS, async () => {
      const t = await reviewWritingService.target(ctx, idUrl);
      return Object.assign(new ReviewTarget(), { idUrl: t.id_url, name: t.name, path: t.path });
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
    return (await reviewWritingService.mine(ctx)).map(toMine(ctx));
  }

  @Authorized('customer')
  @Query(() => MyReviewResult, { description: 'Un avis du client connecté, pour le modifier' })
  myReview(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<typeof MyReviewResult> {
    return unionResult(MY_REVIEW_ERRORS, async () => toMine(ctx)(await reviewWritingService.one(ctx, id)));
  }

  @Authorized('admin')
  @Query(() => ReviewQueueResult, { description: 'Les avis en attente de modération, les plus anciens d’abord : recherche, filtres et pages de 20' })
  reviewQueue(@Ctx() ctx: RequestContext, @Arg('input', () => ReviewQueueInput, { nullable: true }) input?: ReviewQueueInput | null): Promise<typeof ReviewQueueResult> {
    return unionResult(REVIEW_QUEUE_ERRORS, async () => {
      const page = await reviewWritingService.queue(ctx, input ?? { search: '', flaggedOnly: false, overdueOnly: false, page: 1 });
      return Object.assign(new ReviewQueuePage(), { ...page, items: page.items.map(toQueued(ctx)) });
    });
  }

  @Authorized('admin')
  @Mutation(() => ReviewDoneResult, { description: 'Publie un avis en attente, ou le refuse pour un motif de la charte (motif envoyé à l’auteur)' })
  decideReview(@Ctx() ctx: RequestContext, @Arg('input', () => ReviewDecisionInput) input: ReviewDecisionInput): Promise<typeof ReviewDoneResult> {
    return unionResult(REVIEW_DONE_ERRORS, async () => Object.assign(new ReviewDone(), {
      message: await reviewWritingService.decide(ctx, input.id, input.publish, input.reason ?? null, input.details ?? null, input.verifiedVisit === true),
    }));
  }
}

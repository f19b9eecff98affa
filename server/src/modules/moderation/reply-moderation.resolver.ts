import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { restaurantPath } from '../../../../common/slug.js';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { REVIEW_DONE_ERRORS, ReviewDone, ReviewDoneResult } from '../reviews/index.js';
import { replyModeration } from './reply-moderation.service.js';
import { QueuedReply } from './reply-moderation.type.js';
import { ReviewDecisionInput } from './review-moderation.type.js';

/** Area 2's owners' replies to read: thin adapters over replyModeration, admin only. */
@Resolver()
export class ReplyModerationResolver {
  @Authorized('admin')
  @Query(() => [QueuedReply], { description: 'Les réponses de restaurateurs en attente de modération, les plus anciennes d’abord' })
  async replyQueue(@Ctx() ctx: RequestContext): Promise<QueuedReply[]> {
    return (await replyModeration.queue(ctx)).map((r) => Object.assign(new QueuedReply(), {
      id: r.id, text: r.text, createdAt: r.created_at, editedAt: r.edited_at, publishedBefore: r.published_at !== null, restaurantName: r.restaurant_name,
      restaurantPath: restaurantPath(r.city_slug, r.restaurant_name, r.id_url), reviewTitle: r.review_title, reviewText: r.review_text, reviewAuthor: r.review_author,
      reviewRating: r.review_rating,
    }));
  }

  @Authorized('admin')
  @Mutation(() => ReviewDoneResult, { description: 'Publie une réponse en attente sous son avis, ou la refuse pour un motif de la charte' })
  decideReply(@Ctx() ctx: RequestContext, @Arg('input', () => ReviewDecisionInput) input: ReviewDecisionInput): Promise<typeof ReviewDoneResult> {
    return unionResult(REVIEW_DONE_ERRORS, async () => Object.assign(new ReviewDone(), {
      message: await replyModeration.decide(ctx, input.id, input.publish, input.reason ?? null, input.details ?? null),
    }));
  }
}

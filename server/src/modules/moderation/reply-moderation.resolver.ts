import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { REVIEW_DONE_ERRORS, ReviewDone, ReviewDoneResult } from '../reviews/index.js';
import { toQueuedReply } from './moderation.mapper.js';
import { replyModeration } from './reply-moderation.service.js';
import { QueuedReply } from './reply-moderation.type.js';
import { ReviewDecisionInput } from './review-moderation.type.js';

/** Area 2's owners' replies to read: thin adapters over replyModeration, admin only. */
@Resolver()
export class ReplyModerationResolver {
  @Authorized('admin')
  @Query(() => [QueuedReply], { description: 'Les réponses de restaurateurs en attente de modération, les plus anciennes d’abord' })
  async replyQueue(@Ctx() ctx: RequestContext): Promise<QueuedReply[]> {
    return (await replyModeration.queue(ctx)).map(toQueuedReply);
  }

  @Authorized('admin')
  @Mutation(() => ReviewDoneResult, { description: 'Publie une réponse en attente sous son avis, ou la refuse pour un motif de la charte' })
  decideReply(@Ctx() ctx: RequestContext, @Arg('input', () => ReviewDecisionInput) input: ReviewDecisionInput): Promise<typeof ReviewDoneResult> {
    return unionResult(REVIEW_DONE_ERRORS, async () => Object.assign(new ReviewDone(), {
      message: await replyModeration.decide(ctx, input.id, input.publish, input.reason ?? null, input.details ?? null),
    }));
  }
}

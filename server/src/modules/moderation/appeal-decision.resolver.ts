import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { APPEAL_MESSAGES } from '../../../../common/appeal-rules.js';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { appealDecision } from './appeal-decision.service.js';
import { APPEAL_DECISION_ERRORS, AppealDecided, AppealDecisionInput, AppealDecisionResult, QueuedAppeal } from './appeal-decision.type.js';
import { toQueuedAppeal } from './moderation.mapper.js';

@Resolver()
export class AppealDecisionResolver {
  @Authorized('admin')
  @Query(() => [QueuedAppeal], { description: 'Zone 2 : les contestations à examiner, les plus anciennes d’abord' })
  async appealQueue(@Ctx() ctx: RequestContext): Promise<QueuedAppeal[]> {
    return (await appealDecision.queue(ctx)).map(toQueuedAppeal);
  }

  @Authorized('admin')
  @Mutation(() => AppealDecisionResult, { description: 'Zone 2 : maintient ou annule une décision contestée, avec une réponse motivée envoyée à la personne' })
  decideAppeal(@Ctx() ctx: RequestContext, @Arg('input', () => AppealDecisionInput) input: AppealDecisionInput): Promise<typeof AppealDecisionResult> {
    return unionResult(APPEAL_DECISION_ERRORS, async () => {
      const { id, outcome } = await appealDecision.decide(ctx, input.id, input.reverse, input.answer);
      return Object.assign(new AppealDecided(), { id, outcome, message: outcome === 'reversed' ? APPEAL_MESSAGES.reversed : APPEAL_MESSAGES.upheld });
    });
  }
}

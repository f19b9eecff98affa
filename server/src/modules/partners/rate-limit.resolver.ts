import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { ServiceError } from '../shared/service-errors.js';
import { RateLimit } from './rate-limit.type.js';

@Resolver()
export class RateLimitResolver {
  /** Like GitHub's rateLimit: the budget after this very operation (spent before it ran, protection.ts). */
  @Query(() => RateLimit, { description: 'Votre budget de requêtes après cette opération (points par minute, coût, reste) — Your request budget after this operation' })
  rateLimit(@Ctx() ctx: RequestContext): RateLimit {
    const b = ctx.budget;
    if (!b) throw new ServiceError('UNAVAILABLE', 'Le budget de cette requête n’est pas connu.');
    return Object.assign(new RateLimit(), {
      limit: b.limit, remaining: b.remaining, resetInSeconds: b.resetSeconds, resetAt: new Date(Date.now() + b.resetSeconds * 1000),
      cost: b.requestedCost, pointsSpent: b.pointsSpent, maxOperationCost: b.maxOperationCost,
    });
  }
}

import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { ServiceError } from '../modules/shared/service-errors.js';

/** Who is spending: today every caller is known by its address; a partner key will name a partner instead. */
export interface ApiClient { key: string; tier: ClientTier }
export type ClientTier = 'visitor';

/** What a tier may spend: points per minute (searches and GraphQL) and the largest cost of one GraphQL operation. */
export interface TierLimits { pointsPerMinute: number; maxOperationCost: number }

/** The most a single GraphQL operation may cost for a visitor (server/src/graphql/cost.ts computes costs). */
export const VISITOR_MAX_OPERATION_COST = 10_000;
/** One point per request, plus one per this much GraphQL cost (a page of 30 cards costs about 2,000). */
export const COST_PER_POINT = 1_000;

export const QUOTA_MESSAGE = 'Trop de requêtes en peu de temps. Veuillez patienter un instant avant de réessayer.';

/**
 * Per-client budget of the public API, kept in PostgreSQL (like the login limits) so every instance shares it.
 * A client that spent its points is remembered in memory until its window ends, so a flood costs no query.
 * Partners will get their own tier (higher points and cost) from an API key: `clientOf` is the one place that
 * decides who is calling.
 */
export class ClientQuota {
  private readonly limiters: Record<ClientTier, RateLimiterPostgres>;
  readonly tiers: Record<ClientTier, TierLimits>;

  constructor(db: DataSource, pointsPerMinute: number) {
    const pool = (db.driver as unknown as { master: unknown }).master;
    this.tiers = { visitor: { pointsPerMinute, maxOperationCost: VISITOR_MAX_OPERATION_COST } };
    this.limiters = {
      visitor: new RateLimiterPostgres({
        storeClient: pool, storeType: 'pool', tableName: 'rate_limit', tableCreated: true,
        keyPrefix: 'api', points: pointsPerMinute, duration: 60, inMemoryBlockOnConsumed: pointsPerMinute,
      }),
    };
  }

  clientOf(address: string | undefined): ApiClient {
    return { key: `ip:${address ?? 'local'}`, tier: 'visitor' };
  }

  limitsOf(client: ApiClient): TierLimits {
    return this.tiers[client.tier];
  }

  /** Points of a request: 1, plus its GraphQL cost in COST_PER_POINT units. */
  static pointsFor(cost: number): number {
    return 1 + Math.floor(Math.max(0, cost) / COST_PER_POINT);
  }

  /** Spends the points or refuses with a French 429 and the seconds to wait. */
  async spend(client: ApiClient, points: number): Promise<void> {
    try {
      await this.limiters[client.tier].consume(client.key, points);
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        throw new ServiceError('RATE_LIMITED', QUOTA_MESSAGE, null, Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
      }
      throw error;
    }
  }
}

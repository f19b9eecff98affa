import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { ServiceError } from '../modules/shared/service-errors.js';
import { logger } from '../logger.js';
import { quotaRefusals } from '../metrics.js';
import { PARTNER_TIER_NAMES, PARTNER_TIERS, type PartnerTier } from '../../../common/partner-key-rules.js';
import type { BudgetState } from './budget-report.js';
import { KeyUsage } from './key-usage.js';
import { pointsForCost, VISITOR_MAX_OPERATION_COST } from '../../../common/api-budget.js';

/** Who is spending: a visitor by its address (`ip:…`), a partner by its key (`key:<id>`, docs/adr/0047). */
export interface ApiClient { key: string; tier: ClientTier }
export type ClientTier = 'visitor' | PartnerTier;

/**
 * What a partner key opens (the partners module answers, through the seam `resolveKeysWith` main wiring gives): the
 * client it is counted as and the browser origins it may be used from (none: any, without CORS), or why it is refused.
 */
export type KeyLookup = { client: ApiClient; origins: readonly string[] } | { refused: 'unknown' | 'revoked' | 'expired' };
export type KeyResolver = (key: string) => Promise<KeyLookup>;

/** What a tier may spend: points per minute (searches and GraphQL) and the largest cost of one GraphQL operation. */
export interface TierLimits { pointsPerMinute: number; maxOperationCost: number }


export const QUOTA_MESSAGE = 'Trop de requêtes en peu de temps. Veuillez patienter un instant avant de réessayer.';

/** How long points spent on this instance wait before they are added to the shared count in PostgreSQL. */
const QUOTA_FLUSH_MS = 250;

/**
 * Per-client budget of the public API. Each instance counts in memory (no database work on the request path: under
 * load, one shared row per client written by every request made the writes queue behind each other), and every
 * QUOTA_FLUSH_MS adds what it counted to the shared count in PostgreSQL, reading back what the other instances spent.
 * One instance is therefore exact; several may let a client overspend by what it sends during one flush interval.
 * Partners get their own tier (higher points and cost) from an API key (docs/adr/0047): `clientOf` is the one place
 * that decides who is calling.
 */
export class ClientQuota {
  private readonly local: Record<ClientTier, RateLimiterMemory>;
  private readonly shared: Record<ClientTier, RateLimiterPostgres>;
  private readonly pending = new Map<string, { tier: ClientTier; points: number }>();
  private timer: NodeJS.Timeout | null = null;
  private resolver: KeyResolver = () => Promise.resolve({ refused: 'unknown' });
  readonly tiers: Record<ClientTier, TierLimits>;
  /** What partner keys spend, per day and operation, written in batches (docs/adr/0052); flushed with the quota. */
  readonly usage = new KeyUsage();

  constructor(db: DataSource, pointsPerMinute: number) {
    const pool = (db.driver as unknown as { master: unknown }).master;
    // The partner tiers are common/partner-key-rules.ts's; the visitor's follows API_RATE_LIMIT_PER_MINUTE.
    this.tiers = {
      visitor: { pointsPerMinute, maxOperationCost: VISITOR_MAX_OPERATION_COST },
      ...Object.fromEntries(PARTNER_TIER_NAMES.map((t) => [t, { pointsPerMinute: PARTNER_TIERS[t].pointsPerMinute, maxOperationCost: PARTNER_TIERS[t].maxOperationCost }])),
    } as Record<ClientTier, TierLimits>;
    const tierNames = Object.keys(this.tiers) as ClientTier[];
    this.local = Object.fromEntries(tierNames.map((t) => [t, new RateLimiterMemory({ keyPrefix: 'api', points: this.tiers[t].pointsPerMinute, duration: 60 })])) as Record<ClientTier, RateLimiterMemory>;
    this.shared = Object.fromEntries(tierNames.map((t) => [t, new RateLimiterPostgres({
      storeClient: pool, storeType: 'pool', tableName: 'rate_limit', tableCreated: true, keyPrefix: 'api', points: this.tiers[t].pointsPerMinute, duration: 60,
    })])) as Record<ClientTier, RateLimiterPostgres>;
  }

  /** The seam of partner keys: the composition root hands the partners module's resolver (the infrastructure imports no module). */
  resolveKeysWith(resolver: KeyResolver): void {
    this.resolver = resolver;
  }

  /** What a partner key opens, or why not (http/api-key-gate.ts asks, before the request is served). */
  lookUpKey(key: string): Promise<KeyLookup> {
    return this.resolver(key);
  }

  /** The caller: the partner its key named (`keyed`, resolved by http/api-key-gate.ts), else the visitor at its address. */
  clientOf(address: string | undefined, keyed: ApiClient | null = null): ApiClient {
    return keyed ?? { key: `ip:${address ?? 'local'}`, tier: 'visitor' };
  }

  limitsOf(client: ApiClient): TierLimits {
    return this.tiers[client.tier];
  }

  /** Points of a request: 1, plus its GraphQL cost in COST_PER_POINT units (common/api-budget.ts). */
  static pointsFor(cost: number): number {
    return pointsForCost(cost);
  }

  /** Spends the points or refuses with a French 429 and the seconds to wait; answers what is left. */
  async spend(client: ApiClient, points: number): Promise<BudgetState> {
    let left: RateLimiterRes;
    try {
      left = await this.local[client.tier].consume(client.key, points);
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        quotaRefusals.inc();
        throw new ServiceError('RATE_LIMITED', QUOTA_MESSAGE, null, Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
      }
      throw error;
    }
    const queued = this.pending.get(client.key);
    if (queued) queued.points += points;
    else this.pending.set(client.key, { tier: client.tier, points });
    this.timer ??= setTimeout(() => void this.flush(), QUOTA_FLUSH_MS).unref();
    return { limit: this.tiers[client.tier].pointsPerMinute, remaining: Math.max(0, left.remainingPoints), resetSeconds: Math.max(1, Math.ceil(left.msBeforeNext / 1000)) };
  }

  /** Adds the points counted here to the shared count, and takes the shared count when the others spent more. */
  async flush(): Promise<void> {
    await this.usage.flush();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = [...this.pending];
    this.pending.clear();
    await Promise.all(batch.map(async ([key, { tier, points }]) => {
      try {
        const total = await this.shared[tier].penalty(key, points);
        const here = await this.local[tier].get(key);
        if (total.consumedPoints > (here?.consumedPoints ?? 0)) {
          await this.local[tier].set(key, total.consumedPoints, Math.max(1, Math.ceil(total.msBeforeNext / 1000)));
        }
      } catch (error) {
        // The database did not answer: this instance keeps enforcing its own count meanwhile.
        logger.warn({ err: error }, 'Quota partagé non mis à jour');
      }
    }));
  }
}

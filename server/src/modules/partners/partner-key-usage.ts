import { parisDayOf } from '../../../../common/french-dates.js';
import type { UsageCount, UsageSink } from '../../auth/key-usage.js';
import type { Db } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { addKeyUsage, keyUsageDays, keyUsageOperations, partnerKeyRow, pruneKeyUsage, type UsageDayRow, type UsageIncrement } from './partner-keys.queries.js';

/** How long a key's usage is kept (docs/adr/0052): 13 months, enough to compare a month with the year before. */
const KEY_USAGE_MONTHS = 13;
/** The longest period area 1 may ask for, and how many operations it lists. */
const MAX_DAYS = 90;
const TOP_OPERATIONS = 10;
const PRUNE_EVERY_MS = 3_600_000;

/** The batch of an instance as rows of the table: `key:<id>` clients only. */
export function toIncrements(counts: readonly UsageCount[]): UsageIncrement[] {
  return counts.flatMap((c) => {
    const match = /^key:(\d+)$/.exec(c.client);
    return match ? [{ keyId: Number(match[1]), day: c.day, operation: c.operation, requests: c.requests, cost: c.cost, rateLimited: c.rateLimited, costLimited: c.costLimited }] : [];
  });
}

/** The `days` Paris days ending `today`, each with its totals (zeros on days without use). */
export function everyDay(rows: readonly UsageDayRow[], today: string, days: number): UsageDayRow[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const end = Date.parse(`${today}T12:00:00Z`);
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10);
    return byDay.get(day) ?? { day, requests: 0, cost: 0, rate_limited: 0, cost_limited: 0 };
  });
}

/**
 * The writer the quota's usage counter is handed (services.ts): adds a batch to partner_key_usage, and at most once an
 * hour per instance deletes what is older than KEY_USAGE_MONTHS.
 */
export function keyUsageWriter(db: Db): UsageSink {
  let pruned = 0;
  return async (counts) => {
    const rows = toIncrements(counts);
    if (rows.length > 0) await addKeyUsage(db, rows);
    if (Date.now() - pruned >= PRUNE_EVERY_MS) {
      pruned = Date.now();
      await pruneKeyUsage(db, KEY_USAGE_MONTHS);
    }
  };
}

export interface KeyUsage { keyId: number; lastUsedAt: Date | null; days: UsageDayRow[]; operations: Awaited<ReturnType<typeof keyUsageOperations>> }

/** Area 1's view of a key's use over the last `days` days (at most MAX_DAYS); an unknown key has used nothing. */
export async function keyUsageOf(ctx: RequestContext, keyId: number, days: number): Promise<KeyUsage> {
  const span = Math.min(Math.max(1, Math.trunc(days)), MAX_DAYS);
  const [key, rows, operations] = await Promise.all([
    partnerKeyRow(ctx.db, keyId), keyUsageDays(ctx.db, keyId, span), keyUsageOperations(ctx.db, keyId, span, TOP_OPERATIONS),
  ]);
  return { keyId, lastUsedAt: key?.last_used_at ?? null, days: everyDay(rows, parisDayOf(new Date()), span), operations };
}

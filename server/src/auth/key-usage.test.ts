import { describe, expect, it } from 'vitest';
import { ANONYMOUS_OPERATION, KeyUsage, type UsageCount } from './key-usage.js';

const KEY = { key: 'key:7', tier: 'partenaire' as const };
const VISITOR = { key: 'ip:127.0.0.1', tier: 'visitor' as const };
// 23:30 UTC on 31 March is already 1 April in Paris (summer time).
const LATE = new Date('2026-03-31T23:30:00Z');

describe('KeyUsage', () => {
  it('adds requests, cost and refusals per key, Paris day and operation, and counts no visitor', async () => {
    const usage = new KeyUsage();
    const written: UsageCount[][] = [];
    usage.writeWith(async (counts) => void written.push([...counts]));
    usage.record(KEY, 'Recherche', 1_500, null, LATE);
    usage.record(KEY, 'Recherche', 1_700, null, LATE);
    usage.record(KEY, 'Recherche', 0, 'rateLimited', LATE);
    usage.record(KEY, '  ', 0, 'costLimited', LATE);
    usage.record(VISITOR, 'Recherche', 1_500, null, LATE);
    await usage.flush();
    expect(written).toEqual([[
      { client: 'key:7', day: '2026-04-01', operation: 'Recherche', requests: 3, cost: 3_200, rateLimited: 1, costLimited: 0 },
      { client: 'key:7', day: '2026-04-01', operation: ANONYMOUS_OPERATION, requests: 1, cost: 0, rateLimited: 0, costLimited: 1 },
    ]]);
    await usage.flush();
    expect(written).toHaveLength(1);
  });

  it('keeps a batch the database refused for the next flush, added to what came since', async () => {
    const usage = new KeyUsage();
    let fail = true;
    const written: UsageCount[][] = [];
    usage.writeWith(async (counts) => {
      if (fail) throw new Error('base indisponible');
      written.push([...counts]);
    });
    usage.record(KEY, 'Recherche', 100, null, LATE);
    await usage.flush();
    fail = false;
    usage.record(KEY, 'Recherche', 50, null, LATE);
    await usage.flush();
    expect(written).toEqual([[{ client: 'key:7', day: '2026-04-01', operation: 'Recherche', requests: 2, cost: 150, rateLimited: 0, costLimited: 0 }]]);
  });

  it('counts nothing before the composition root gives it a writer', async () => {
    const usage = new KeyUsage();
    usage.record(KEY, 'Recherche', 100);
    const written: UsageCount[][] = [];
    usage.writeWith(async (counts) => void written.push([...counts]));
    await usage.flush();
    expect(written).toEqual([]);
  });
});

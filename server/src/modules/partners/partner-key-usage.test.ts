import { describe, expect, it } from 'vitest';
import { everyDay, toIncrements } from './partner-key-usage.js';

describe('partner key usage', () => {
  it('gives every day of the period, oldest first, with zeros where the key was not used', () => {
    const days = everyDay([{ day: '2026-03-30', requests: 4, cost: 6_000, rate_limited: 1, cost_limited: 0 }], '2026-04-01', 4);
    expect(days.map((d) => [d.day, d.requests])).toEqual([['2026-03-29', 0], ['2026-03-30', 4], ['2026-03-31', 0], ['2026-04-01', 0]]);
    expect(days[1]).toEqual({ day: '2026-03-30', requests: 4, cost: 6_000, rate_limited: 1, cost_limited: 0 });
  });

  it('crosses a change of summer time without losing or repeating a day', () => {
    expect(everyDay([], '2026-10-26', 3).map((d) => d.day)).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
  });

  it('writes the counts of keys only, under their id', () => {
    const count = { day: '2026-04-01', operation: 'Recherche', requests: 2, cost: 3_000, rateLimited: 0, costLimited: 1 };
    expect(toIncrements([{ client: 'key:12', ...count }, { client: 'ip:127.0.0.1', ...count }])).toEqual([{ keyId: 12, ...count }]);
  });
});

import { describe, expect, it } from 'vitest';
import { checkTargets, TARGETS, type SizeFigures } from './search-targets.js';

const good = (size: number): SizeFigures => ({ size, serverCpu: 1.5, dbCpu: 3, rps: 400, p95Alone: 9, worstCpu: 200, restaurantCpu: 0, cityCpu: 0 });

describe('the search bench fails when a target of issue 30 is missed', () => {
  it('needs both ends of the range in one run', () => {
    expect(checkTargets([good(1_000)], 1_800)).toBeNull();
    expect(checkTargets([good(1_000), good(100_000)], null)).toBeNull();
  });

  it('names each missed target with its figure', () => {
    const checks = checkTargets([good(1_000), { ...good(100_000), dbCpu: 12.11, rps: 87, worstCpu: 1_000 }], 1_779)!;
    const missed = checks.filter((c) => !c.met).map((c) => c.target);
    expect(missed).toContain(`PostgreSQL CPU per search ≤ ${TARGETS.dbCpuMs} ms at 100,000`);
    expect(missed).toContain(`throughput at 100,000 ≥ 15 % of the floor`);
    expect(missed).toContain(`costliest operation ≤ ${TARGETS.worstCpuMs} ms of CPU at 100,000`);
    expect(missed.some((m) => m.startsWith('server CPU'))).toBe(false);
  });

  it('compares one connection at 100,000 with 1,000', () => {
    const checks = checkTargets([{ ...good(1_000), p95Alone: 5 }, { ...good(100_000), p95Alone: 7 }], 1_800)!;
    expect(checks.find((c) => c.target.includes('p95(100,000)'))).toMatchObject({ met: false, measured: '1.40' });
  });
});

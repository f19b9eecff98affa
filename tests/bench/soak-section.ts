/** The heading of the soak's section in tests/bench/results.md (written by soak-bench.ts, kept by search-bench.ts). */
export const SOAK_HEADING = '## Soak: two instances behind haproxy';

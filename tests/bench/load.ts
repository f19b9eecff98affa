import { performance } from 'node:perf_hooks';

export interface LoadResult { requests: number; seconds: number; p50: number; p95: number; p99: number; rps: number; errors: number }

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Closed loop: `connections` workers each send the next request as soon as the previous answer is read.
 * `onMeasure` is called when the warm-up ends and the measured run starts.
 */
export async function closedLoop(send: () => Promise<boolean>, connections: number, seconds: number, onMeasure?: () => void, warmupSeconds = 2): Promise<LoadResult> {
  const run = async (duration: number, record: boolean) => {
    const latencies: number[] = [];
    let errors = 0;
    const end = performance.now() + duration * 1000;
    await Promise.all(Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const ok = await send().catch(() => false);
        if (!ok) errors += 1;
        if (record) latencies.push(performance.now() - t0);
      }
    }));
    return { latencies, errors };
  };
  await run(warmupSeconds, false);
  onMeasure?.();
  const t0 = performance.now();
  const { latencies, errors } = await run(seconds, true);
  const elapsed = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length, seconds: elapsed, errors,
    p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), rps: latencies.length / elapsed,
  };
}

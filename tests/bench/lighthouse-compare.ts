import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { firstRestaurantPath } from './first-restaurant.js';

/**
 * Two builds' page load, side by side (npm run bench:client:compare): Lighthouse 12 mobile on the home and a restaurant
 * page of two servers already running — BENCH_BEFORE and BENCH_AFTER, base URLs of the same data — alternately, after a
 * warm-up of each, LH_RUNS runs per page and build (default 6). Prints each run and the medians. On a machine whose CPU
 * is shared, runs of one build differ by more than two builds do: only alternated runs compare.
 */
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 6));
const builds = { before: process.env.BENCH_BEFORE ?? '', after: process.env.BENCH_AFTER ?? '' };
type Build = keyof typeof builds;
type Page = 'home' | 'restaurant';

interface Run {
  build: Build;
  page: Page;
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  speedIndex: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main() {
  if (!builds.before || !builds.after) throw new Error('BENCH_BEFORE et BENCH_AFTER : les adresses des deux serveurs à comparer.');
  const paths: Record<Page, string> = { home: '/', restaurant: await firstRestaurantPath(builds.after) };
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  const runs: Run[] = [];
  async function measure(build: Build, page: Page): Promise<Run | null> {
    const result = await lighthouse(builds[build] + paths[page], { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const numeric = (id: string) => result?.lhr.audits[id]?.numericValue;
    const values = [numeric('first-contentful-paint'), numeric('largest-contentful-paint'), numeric('total-blocking-time'), numeric('speed-index')];
    // Lighthouse now and then sees no paint at all (NO_FCP): such a run says nothing of the build.
    if (!result || values.some((v) => v === undefined || Number.isNaN(v))) {
      console.log(`${build} ${page}: pas de mesure (${result?.lhr.runtimeError?.code ?? 'aucun rapport'})`);
      return null;
    }
    const [fcp, lcp, tbt, speedIndex] = values as number[];
    const run = { build, page, performance: Math.round((result.lhr.categories.performance.score ?? 0) * 100), fcp, lcp, tbt, speedIndex };
    console.log(JSON.stringify(run));
    return run;
  }
  try {
    for (const build of ['before', 'after'] as const) for (const page of ['home', 'restaurant'] as const) await measure(build, page);
    for (let i = 0; i < RUNS; i += 1) {
      for (const page of ['home', 'restaurant'] as const) {
        for (const build of i % 2 ? (['after', 'before'] as const) : (['before', 'after'] as const)) {
          const run = await measure(build, page);
          if (run) runs.push(run);
        }
      }
    }
  } finally {
    chrome.kill();
  }
  console.log('\n| page | build | runs | performance | FCP | LCP | TBT | speed index |\n|---|---|---:|---:|---:|---:|---:|---:|');
  for (const page of ['home', 'restaurant'] as const) {
    for (const build of ['before', 'after'] as const) {
      const mine = runs.filter((r) => r.build === build && r.page === page);
      const s = (key: keyof Run) => (median(mine.map((r) => r[key] as number)) / 1000).toFixed(2);
      console.log(`| ${page} | ${build} | ${mine.length} | ${median(mine.map((r) => r.performance))} | ${s('fcp')} s | ${s('lcp')} s | ${Math.round(median(mine.map((r) => r.tbt)))} ms | ${s('speedIndex')} s |`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

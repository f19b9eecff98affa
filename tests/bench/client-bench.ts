import { closure } from '../../server/src/modules/seo/page-shell.js';
import { firstRestaurantPath } from './first-restaurant.js';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import pg from 'pg';

/**
 * Client benchmark (npm run bench:client), after `npx tsc -p server/tsconfig.json` and
 * `npx vite build --config client/vite.config.ts`:
 *  1. gzipped JS and CSS per route: the initial entry (index.html's script and link tags) and each lazy route chunk with its
 *     static imports not already in the entry, read from Vite's manifest (dist/client/.vite/manifest.json);
 *  2. Lighthouse 12 (default config = mobile: Moto G Power viewport, simulated slow 4G and 4× CPU slowdown) on home and a
 *     restaurant page of the built server, started here with demo data (embedded PostgreSQL in a temporary DATA_DIR, or a fresh
 *     database on DATABASE_URL's server). LH_RUNS runs per page (default 3), the median run by performance score is kept.
 * Writes tests/bench/client-results.md and prints it.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const distClient = path.join(root, 'dist/client');
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const PORT = Number(process.env.BENCH_CLIENT_PORT ?? 20987);
const PG_PORT = Number(process.env.BENCH_CLIENT_PG_PORT ?? 54389);

const TARGETS = { initialJsKb: 150, performance: 90, accessibility: 95, seo: 95, cls: 0.05 };

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ROUTES: [label: string, manifestKey: string][] = [
  ['Accueil /', 'src/features/restaurants/pages/HomePage.tsx'],
  ['Ville /angers', 'src/features/geo/pages/CityPage.tsx'],
  ['Page restaurant', 'src/features/restaurants/pages/RestaurantPage.tsx'],
  ['Carte /map', 'src/features/map/pages/MapPage.tsx'],
  ['Profil /profilScreen', 'src/features/profile/pages/ProfilePage.tsx'],
  ['Mentions légales', 'src/features/legal/pages/MentionsLegalesPage.tsx'],
];

const gzCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(distClient, file)), { level: 9 }).length;
    gzCache.set(file, size);
  }
  return size;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function sizeTable(): { table: string; homeInitialJs: number } {
  const manifest = JSON.parse(readFileSync(path.join(distClient, '.vite/manifest.json'), 'utf8')) as Manifest;
  const html = readFileSync(path.join(distClient, 'index.html'), 'utf8');
  // The entry as the browser sees it: every script and link of index.html, plus their static imports.
  const initial = new Set<string>();
  for (const m of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/([^"]+\.(?:js|css))"/g)) initial.add(m[1]);
  for (const file of [...initial]) {
    const key = Object.keys(manifest).find((k) => manifest[k].file === file);
    if (key) for (const f of closure(manifest, key)) initial.add(f);
  }
  const sum = (files: Iterable<string>, ext: string) => [...files].filter((f) => f.endsWith(ext)).reduce((t, f) => t + gzipBytes(f), 0);
  const initialJs = sum(initial, '.js');
  const initialCss = sum(initial, '.css');
  const rows = [
    `| route | initial JS | initial CSS | route JS | route CSS | total JS | total CSS | route chunks |`,
    `|---|---:|---:|---:|---:|---:|---:|---:|`,
  ];
  let homeInitialJs = initialJs;
  for (const [label, key] of ROUTES) {
    if (!manifest[key]) throw new Error(`${key} absent du manifeste Vite : route renommée ?`);
    const own = [...closure(manifest, key)].filter((f) => !initial.has(f));
    const js = sum(own, '.js');
    const css = sum(own, '.css');
    if (key.endsWith('HomePage.tsx')) homeInitialJs = initialJs + js;
    rows.push(`| ${label} | ${kb(initialJs)} KB | ${kb(initialCss)} KB | ${kb(js)} KB | ${kb(css)} KB | **${kb(initialJs + js)} KB** | ${kb(initialCss + css)} KB | ${own.length} |`);
  }
  return { table: rows.join('\n'), homeInitialJs };
}

function waitForOtherBenchmarks(): Promise<void> {
  const busy = () => {
    try {
      return execFileSync('pgrep', ['-f', 'search-bench'], { encoding: 'utf8' }).trim().length > 0;
    } catch {
      return false; // pgrep exits 1 when nothing matches
    }
  };
  return new Promise((resolve) => {
    const check = () => {
      if (!busy()) return resolve();
      console.log('Un autre benchmark (search-bench) tourne : attente…');
      setTimeout(check, 5000);
    };
    check();
  });
}

async function freshDatabase(base: string): Promise<string> {
  const url = new URL(base);
  const name = 'mijote_client_bench';
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name} ENCODING 'UTF8' TEMPLATE template0`);
  await admin.end();
  url.pathname = `/${name}`;
  return url.toString();
}

function startServer(dataDir: string, databaseUrl: string | null): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(PG_PORT), SEED_DEMO: '1', NODE_ENV: 'test' };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, [path.join(root, 'dist/server/server/src/main.js')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    const output: string[] = [];
    const timer = setTimeout(() => reject(new Error(`serveur non prêt après 240 s\n${output.join('').slice(-3000)}`)), 240_000);
    const onData = (d: Buffer) => {
      output.push(d.toString());
      if (d.toString().includes('Mijote est prêt')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`le serveur s'est arrêté (${code})\n${output.join('').slice(-3000)}`));
    });
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
}

interface LhResult {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  failed: string[];
}

async function runLighthouse(url: string, port: number): Promise<LhResult> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'] });
  if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${url}`);
  const { lhr } = result;
  // LH_SAVE=dir keeps the full reports (to read the failing audits' details).
  if (process.env.LH_SAVE) writeFileSync(path.join(process.env.LH_SAVE, `${new URL(url).pathname.split('/').filter(Boolean)[0] ?? 'home'}-${Date.now()}.json`), JSON.stringify(lhr));
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failed = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
    .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    failed,
  };
}

async function lighthouseTable(): Promise<{ table: string; results: [string, LhResult][] }> {
  await waitForOtherBenchmarks();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mijote-client-bench-'));
  const databaseUrl = process.env.DATABASE_URL ? await freshDatabase(process.env.DATABASE_URL) : null;
  const server = await startServer(dataDir, databaseUrl);
  let chrome: chromeLauncher.LaunchedChrome | null = null;
  const results: [string, LhResult][] = [];
  try {
    // Inside the try: a browser that cannot start must not leave the server running.
    chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
    const base = `http://localhost:${PORT}`;
    const pages: [string, string][] = [
      ['Accueil /', `${base}/`],
      ['Page restaurant', `${base}${await firstRestaurantPath(base)}`],
    ];
    for (const [label, url] of pages) {
      await runLighthouse(url, chrome.port); // warm-up: server caches, image variants
      const runs: LhResult[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await runLighthouse(url, chrome.port));
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor(runs.length / 2)];
      console.log(`${label} : performance ${runs.map((r) => r.performance).join(', ')} (médiane ${median.performance})`);
      results.push([label, median]);
    }
  } finally {
    chrome?.kill();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  const rows = [
    `| page | performance | accessibility | SEO | best practices | LCP | CLS | TBT | audits under 0.9 |`,
    `|---|---:|---:|---:|---:|---:|---:|---:|---|`,
    ...results.map(
      ([label, r]) =>
        `| ${label} | ${r.performance} | ${r.accessibility} | ${r.seo} | ${r.bestPractices} | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${Math.round(r.tbtMs)} ms | ${r.failed.join(', ') || '—'} |`,
    ),
  ];
  return { table: rows.join('\n'), results };
}

async function main() {
  if (!existsSync(path.join(distClient, '.vite/manifest.json'))) throw new Error('dist/client/.vite/manifest.json absent : lancez d’abord npx vite build --config client/vite.config.ts.');
  const sizes = sizeTable();
  console.log(sizes.table);
  const lh = process.env.SKIP_LIGHTHOUSE ? null : await lighthouseTable();

  const targets: { label: string; met: boolean; text: string }[] = [
    { label: 'home initial JS', met: sizes.homeInitialJs / 1024 <= TARGETS.initialJsKb, text: `home initial JS ${kb(sizes.homeInitialJs)} KB gzipped (target ≤ ${TARGETS.initialJsKb} KB)` },
    ...(lh?.results ?? []).flatMap(([label, r]) => [
      { label: `${label} performance`, met: r.performance >= TARGETS.performance, text: `${label}: performance ${r.performance} (≥ ${TARGETS.performance})` },
      { label: `${label} accessibility`, met: r.accessibility >= TARGETS.accessibility, text: `${label}: accessibility ${r.accessibility} (≥ ${TARGETS.accessibility})` },
      { label: `${label} SEO`, met: r.seo >= TARGETS.seo, text: `${label}: SEO ${r.seo} (≥ ${TARGETS.seo})` },
      { label: `${label} CLS`, met: r.cls <= TARGETS.cls, text: `${label}: CLS ${r.cls.toFixed(3)} (≤ ${TARGETS.cls})` },
    ]),
  ];
  const checks = targets.map((t) => `- ${t.text}: ${t.met ? 'met' : 'MISSED'}`);
  const missed = targets.filter((t) => !t.met).map((t) => t.label);
  const report = [
    '# Client benchmark',
    '',
    `Measured ${new Date().toISOString()} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), Node ${process.version}.`,
    '',
    '## JavaScript and CSS per route (gzip -9)',
    '',
    'Initial = index.html\'s script and link tags and their static imports (Vite manifest); route = the lazy page chunk and the static imports it adds.',
    '',
    sizes.table,
    '',
    ...(lh
      ? [
          '## Lighthouse 12, mobile (default config: simulated slow 4G, 4× CPU slowdown)',
          '',
          `Built server with demo data, NODE_ENV=test, Chromium ${CHROME}; median of ${RUNS} runs (by performance) after one warm-up run.`,
          '',
          lh.table,
          '',
        ]
      : []),
    '## Targets (issue 3)',
    '',
    ...checks,
    '',
  ].join('\n');
  writeFileSync(path.join(root, 'tests/bench/client-results.md'), report);
  console.log(`\n${report}`);
  // A missed target fails the run (and so `npm run bench`), naming what was missed.
  if (missed.length) {
    console.error(`Objectifs manqués : ${missed.join(', ')}.`);
    process.exitCode = 1;
  }
}

await main();

import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../../server/src/config.js';
import { entities } from '../../server/src/composition.js';
import { openDatabase } from '../../server/src/db/database.js';
import { startEmbeddedPostgres } from '../../server/src/db/embedded-postgres.js';
import { freePort, ROOT, startInstance, type Instance } from '../support/instances.js';
import { startProxy } from '../support/proxy.js';
import { scratchDatabase } from '../support/scratch-database.js';
import { buildBenchData } from './bench-data.js';
import { SOAK_HEADING } from './soak-section.js';

/**
 * npm run bench:soak (issue 27) — two built instances on one PostgreSQL behind haproxy (docs/deployment/haproxy.cfg),
 * SOAK_CONNECTIONS (100) connections for SOAK_SECONDS (60) on a mix of search pages, GraphQL searches and city
 * suggestions. Fails on any error; the live heap of each instance (its used heap at its lowest, sampled every second)
 * must stay flat after the warm-up (the last third within 15 % of the second third). Figures go to tests/bench/results.md.
 */
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 100);
const RESTAURANTS = 1_000;
const SAMPLE_MS = 1_000;

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
/** V8's used heap, from the instance's own metrics (what a leak grows; RSS also keeps what the allocator holds). */
async function heapUsed(port: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  return Number(/^mijote_nodejs_heap_size_used_bytes (\S+)/m.exec(text)?.[1] ?? 0);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} Mo`;

async function database(tmp: string): Promise<{ url: string; close(): Promise<void> }> {
  if (!process.env.DATABASE_URL) {
    const config = loadConfig({ ...process.env, DATABASE_URL: '', DATA_DIR: tmp, EMBEDDED_PG_PORT: String(await freePort()) });
    const embedded = await startEmbeddedPostgres(config, () => {});
    return { url: embedded.url, close: () => embedded.stop() };
  }
  const scratch = await scratchDatabase(process.env.DATABASE_URL, 'mijote_soak_');
  return { url: scratch.url, close: () => scratch.drop() };
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'mijote-soak-'));
const db = await database(tmp);
const instances: Instance[] = [];
let failed: boolean;
try {
  const opened = await openDatabase(loadConfig({ ...process.env, DATABASE_URL: db.url, DATA_DIR: tmp, SEED_DEMO: '0' }), () => {}, entities);
  await opened.dataSource.destroy();
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await buildBenchData(client, RESTAURANTS);
  await client.end();
  const env = { APP_SECRET: randomBytes(32).toString('hex'), TRUST_PROXY: 'loopback', API_RATE_LIMIT_PER_MINUTE: '10000000', LOG_LEVEL: 'warn' };
  const metricsPorts = [await freePort(), await freePort()];
  for (const port of metricsPorts) instances.push(await startInstance(db.url, { ...env, METRICS_PORT: String(port) }, { quiet: true }));
  const proxy = await startProxy(instances.map((x, i) => ({ name: `app${i + 1}`, port: x.port })));
  const search = JSON.stringify({ query: '{ searchRestaurants(input: { near: { lat: 47.4712, lng: -0.5518, radiusKm: 10 }, page: 1 }) { ... on SearchResult { total items { idUrl name path rating } } } }' });
  const suggest = JSON.stringify({ query: '{ citySuggestions(text: "an") { slug } }' });
  const samples: number[][] = instances.map(() => []);
  const heaps: number[][] = instances.map(() => []);
  const sampler = setInterval(() => instances.forEach((x, i) => {
    samples[i].push(rssOf(x.process.pid!));
    void heapUsed(metricsPorts[i]).then((h) => heaps[i].push(h), () => {});
  }), SAMPLE_MS);
  const result = await autocannon({
    url: proxy.url, connections: CONNECTIONS, duration: SECONDS, timeout: 10,
    requests: [
      { method: 'GET', path: '/' },
      { method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body: search },
      { method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body: suggest },
      { method: 'GET', path: '/angers' },
    ],
  });
  clearInterval(sampler);
  await proxy.stop();

  const thirds = (s: number[]) => {
    const third = Math.max(1, Math.floor(s.length / 3));
    return { warm: median(s.slice(third, 2 * third)), end: median(s.slice(2 * third)), max: Math.max(...s) };
  };
  const memory = samples.map(thirds);
  // The heap's lowest point in a window is what survived the collections there: the live data a leak makes grow.
  const troughs = (s: number[]) => {
    const third = Math.max(1, Math.floor(s.length / 3));
    return { warm: Math.min(...s.slice(third, 2 * third)), end: Math.min(...s.slice(2 * third)) };
  };
  const heap = heaps.map(troughs);
  const growth = heap.map((m) => (m.warm ? (m.end - m.warm) / m.warm : 0));
  const errors = result.errors + result.timeouts + result.non2xx;
  const flat = growth.every((g) => g < 0.15);
  failed = errors > 0 || !flat;
  const rows = instances.map((_, i) => `| instance ${i + 1} | ${mb(heap[i].warm)} → ${mb(heap[i].end)} | ${(growth[i] * 100).toFixed(1)} % | ${mb(memory[i].warm)} → ${mb(memory[i].end)} | ${mb(memory[i].max)} |`).join('\n');
  const section = `${SOAK_HEADING}\n\nMeasured ${new Date().toISOString()} with \`npm run bench:soak\` on ${os.cpus().length} cores, Node ${process.version}: two built instances `
    + `and haproxy (docs/deployment/haproxy.cfg) on one PostgreSQL with ${RESTAURANTS.toLocaleString('en')} restaurants, the load generator on the same machine. `
    + `${CONNECTIONS} connections for ${SECONDS} s, in turn: the home page (server-rendered), a search near Angers (GraphQL), city suggestions, a city page.\n\n`
    + `| requests | req/s | p50 | p97.5 | p99 | max | errors | timeouts | non-2xx |\n|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n`
    + `| ${result.requests.total} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} ms | ${result.latency.p97_5} ms | ${result.latency.p99} ms | ${result.latency.max} ms | ${result.errors} | ${result.timeouts} | ${result.non2xx} |\n\n`
    + `Memory, sampled every ${SAMPLE_MS / 1000} s, second third of the run (after the warm-up) → last third. The verdict reads the used V8 heap at its lowest `
    + `in each third (what survived the collections: the live data a leak makes grow); the resident size is the median of each third and also keeps what `
    + `the allocator holds on to.\n\n`
    + `| | live heap (lowest) | heap growth | resident (median) | highest resident |\n|---|---:|---:|---:|---:|\n${rows}\n\n`
    + `Verdict: ${errors === 0 ? 'no error' : `${errors} failed requests`}, live heap ${flat ? 'flat (under 15 % growth)' : 'growing'}.\n`;
  console.log(`\n${section}`);
  const file = path.join(ROOT, 'tests/bench/results.md');
  const text = readFileSync(file, 'utf8');
  const at = text.indexOf(SOAK_HEADING);
  writeFileSync(file, `${(at === -1 ? text : text.slice(0, at)).trimEnd()}\n\n${section}`);
} finally {
  for (const x of instances) {
    if (x.output().trim()) console.error(x.output().slice(-2_000));
    await x.stop();
  }
  await db.close();
  rmSync(tmp, { recursive: true, force: true });
}
if (failed) {
  console.error('Endurance en échec : erreurs ou mémoire en hausse (voir ci-dessus).');
  process.exitCode = 1;
}

import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Agent, request } from 'undici';
import pg from 'pg';
import { loadConfig } from '../../server/src/config.js';
import { entities, resolvers } from '../../server/src/composition.js';
import { openDatabase } from '../../server/src/db/database.js';
import { startEmbeddedPostgres } from '../../server/src/db/embedded-postgres.js';
import { createRequestContext } from '../../server/src/graphql/context.js';
import { createServices } from '../../server/src/services.js';
import { buildAppSchema } from '../../server/src/graphql/build-schema.js';
import { operationCost } from '../../server/src/graphql/cost.js';
import { sha256Hex } from '../../server/src/graphql/trusted-documents.js';
import { parse, type GraphQLSchema } from 'graphql';
import { RestaurantSearchService } from '../../server/src/modules/restaurants/search.service.js';
import { buildBenchData } from './bench-data.js';
import { WORST_OPERATIONS } from './worst-operations.js';
import { closedLoop, percentile, type LoadResult } from './load.js';
import { BENCH_SEARCH_INPUT, BENCH_SEARCH_QUERY, startBenchServer } from './bench-server.js';
import { keptSections } from './soak-section.js';
import { parentPid, processCpuMs, processTreeCpuMs } from './cpu-counters.js';
import { CLIENT_QUERIES } from '../../common/graphql/__generated__/operations.js';
import { checkTargets, TARGETS, type SizeFigures } from './search-targets.js';

/**
 * npm run bench — for 1,000, 10,000 and 100,000 restaurants: a search page with 3 filters, open-at and
 * distance through HTTP+GraphQL (10 connections), the same SQL run directly, and SQL statements per request.
 * Uses DATABASE_URL's server when set, otherwise an embedded PostgreSQL in a temporary directory.
 */
const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
/** BENCH_REUSE=1 keeps a database of the right size from an earlier run (data generation takes a minute at 100,000). */
const REUSE = process.env.BENCH_REUSE === '1';
const root = path.resolve(import.meta.dirname, '../../../..');
const input = BENCH_SEARCH_INPUT;
const QUERY = BENCH_SEARCH_QUERY;

async function main() {
  schema = await buildAppSchema(resolvers);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'mijote-bench-'));
  const log = (m: string) => console.log(m);
  let base = process.env.DATABASE_URL ?? null;
  const embedded = base ? null : await startEmbeddedPostgres(loadConfig({ ...process.env, DATA_DIR: tmp, EMBEDDED_PG_PORT: '54388' }), log);
  base ??= embedded!.url;
  const rows: string[] = [];
  try {
    for (const size of SIZES) rows.push(await benchSize(base, size, tmp));
    worstRows.sort((a, b) => a.size - b.size);
  } finally {
    await embedded?.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
  const table = [
    `| restaurants | HTTP p50 | HTTP p95 | HTTP p99 | req/s | errors | SQL alone p50 / p95 | SQL statements / request | results (total) | CPU per request: server / PostgreSQL / load generator |`,
    `|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|`,
    ...rows,
  ].join('\n');
  const floorText = floor
    ? `\n\nFloor of this machine: the smallest GraphQL request (\`{ __typename }\`, no database) through the same server, `
      + `load generator and ${CONNECTIONS} connections: p50 ${f(floor.p50)}, p95 ${f(floor.p95)}, p99 ${f(floor.p99)}, ${floor.rps.toFixed(0)} req/s, `
      + `CPU per request ${floor.serverCpu.toFixed(2)} ms in the server and ${floor.loadCpu.toFixed(2)} ms in the load generator.`
    : '';
  const worstTable = [
    `| restaurants | operation | cost | latency p50 / max | CPU per operation: server / PostgreSQL |`,
    `|---:|---|---:|---:|---:|`,
    ...worstRows.map((w) => `| ${w.size.toLocaleString('en')} | ${w.name} | ${w.cost} | ${f(w.p50)} / ${f(w.max)} | ${w.serverCpu.toFixed(0)} / ${w.dbCpu.toFixed(0)} ms |`),
  ].join('\n');
  const worstText = `\n\n## The costliest operations the limits allow\n\nEach run ${WORST_RUNS} times, one at a time on a quiet server, `
    + `beside the benchmark search sent the same way (server/src/graphql/cost.ts, protection.ts; tests/bench/worst-operations.ts). `
    + `Budget at 100,000: ${WORST_CPU_BUDGET_MS} ms of CPU (server + PostgreSQL) per operation; over it at any size: ${worstRows.filter((w) => w.serverCpu + w.dbCpu > WORST_CPU_BUDGET_MS).map((w) => `${w.name} at ${w.size}`).join(', ') || 'none'}.\n\n${worstTable}`;
  const checks = checkTargets(figures, floor?.rps ?? null);
  const aloneTable = `\n\n## One connection at a time\n\nThe benchmark search again, one connection, ${SECONDS} s per size.\n\n`
    + `| restaurants | p50 | p95 | p99 | req/s | CPU per request: server / PostgreSQL |\n|---:|---:|---:|---:|---:|---:|\n${aloneRows.join('\n')}`;
  const pageTable = `\n\n## The first-party client's operations, by hash\n\nAs the site sends them (trusted documents, docs/adr/0048), ${CONNECTIONS} connections, ${SECONDS} s each: `
    + `the search page's own SearchRestaurants (same input), RestaurantPage (the first published restaurant) and CityPage (Angers). `
    + `Each cell: p95 · req/s · CPU per request server / PostgreSQL.\n\n`
    + `| restaurants | SearchRestaurants | RestaurantPage | CityPage |\n|---:|---:|---:|---:|\n${pageRows.join('\n')}`;
  const targetText = checks
    ? `\n\n## Targets (issue 30, tests/bench/search-targets.ts)\n\n| target | measured | |\n|---|---:|---|\n${checks.map((c) => `| ${c.target} | ${c.measured} | ${c.met ? 'met' : '**missed**'} |`).join('\n')}`
    : `\n\n## Targets\n\nNot checked: the run needs the sizes 1,000 and 100,000 (BENCH_SIZES=${SIZES.join(',')}).`;
  const report = `# Search benchmark\n\nMeasured ${new Date().toISOString()} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), Node ${process.version}, `
    + `${CONNECTIONS} connections, ${SECONDS} s per size after a 2 s warm-up. Query: near Angers 10 km, open next Friday 20:00, `
    + `3 filters (Terrasse, Carte bancaire, En famille), sorted by rating, page 1 with photos, schedule and special dates. `
    + `CPU per request from the kernel's counters: the server's process, and PostgreSQL's postmaster with its backends, ended ones included (tests/bench/cpu-counters.ts).\n\n${table}${floorText}${aloneTable}${pageTable}${worstText}${targetText}\n`;
  console.log(`\n${report}`);
  writeFileSync(path.join(root, 'tests/bench/results.md'), report + keptSections(path.join(root, 'tests/bench/results.md')));
  // Errors, more statements than the budget, or a missed target fail the run, naming them.
  const problems = [...failures, ...(checks ?? []).filter((c) => !c.met).map((c) => `${c.target} : ${c.measured}`)];
  if (problems.length) {
    console.error(`Banc d’essai en échec :\n- ${problems.join('\n- ')}`);
    process.exitCode = 1;
  }
}

async function benchSize(base: string, size: number, tmp: string): Promise<string> {
  const url = new URL(base);
  const dbName = `mijote_bench_${size}`;
  url.pathname = `/${dbName}`;
  const dbUrl = url.toString();
  const reuse = REUSE && await hasBenchData(dbUrl, size);
  if (!reuse) {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${dbName} TEMPLATE template0 ENCODING 'UTF8'`);
    await admin.end();
  }
  const config = loadConfig({ ...process.env, DATABASE_URL: dbUrl, DATA_DIR: tmp, SEED_DEMO: '0' });
  const db = await openDatabase(config, () => {}, entities);
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  if (!reuse) {
    const t0 = performance.now();
    await buildBenchData(client, size);
    console.log(`${size} restaurants générés en ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }

  // SQL statements per request and the search statement itself, captured through a counting context.
  const captured: { sql: string; params: unknown[] }[] = [];
  const counting = new Proxy(db.dataSource, {
    get(target, prop, receiver) {
      if (prop === 'query') return (sql: string, params?: unknown[]) => { captured.push({ sql, params: params ?? [] }); return target.query(sql, params); };
      return Reflect.get(target, prop, receiver);
    },
  });
  const services = await createServices(db.dataSource, config, () => {});
  const ctx = createRequestContext({ ...services, db: counting });
  const outcome = await new RestaurantSearchService().search(ctx, input as never);
  await Promise.all(outcome.rows.flatMap((r) => [ctx.loaders.photos.load(r.id), ctx.loaders.hours.load(r.id)]));
  const statements = captured.length;
  const search = captured[0];
  const sqlTimes: number[] = [];
  for (let i = 0; i < 50; i++) {
    const s = performance.now();
    await client.query(search.sql, search.params);
    sqlTimes.push(performance.now() - s);
  }
  sqlTimes.sort((a, b) => a - b);
  // PostgreSQL's CPU is its postmaster's process tree (cpu-counters.ts): the parent of this connection's backend.
  const postmaster = parentPid((await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid as number);
  if (postmaster == null) throw new Error('postmaster introuvable : le banc d’essai mesure le CPU de PostgreSQL sur cette machine');
  const postgresCpuMs = () => processTreeCpuMs(postmaster);
  const restaurantIdUrl = (await client.query(`SELECT id_url FROM restaurant WHERE status = 'published' ORDER BY id LIMIT 1`)).rows[0].id_url as string;
  await client.end();
  await services.changes.stop();
  await db.close();

  // HTTP + GraphQL against the real server in its own process. The load generator shares the 2 cores, so it is
  // kept light (undici.request, gzip like a browser, each answer checked by its first bytes, not parsed whole);
  // the CPU time each side spends per request is reported with the latencies.
  const port = 3900 + SIZES.indexOf(size);
  const server = await startBenchServer(dbUrl, port, tmp);
  const dispatcher = new Agent({ connections: CONNECTIONS, keepAliveTimeout: 30_000 });
  const sender = (body: string, expected: string) => async () => {
    const res = await request(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' }, body, dispatcher,
    });
    const raw = Buffer.from(await res.body.arrayBuffer());
    const text = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8', 0, 200);
    return res.statusCode === 200 && text.startsWith(expected);
  };
  const post = (query: string, variables: unknown, expected: string) => sender(JSON.stringify({ query, variables }), expected);
  // The first-party client's own operations, sent as it sends them: by the hash of a trusted document (docs/adr/0048).
  const persisted = (name: keyof typeof CLIENT_QUERIES, variables: unknown, expected: string) => {
    const sha256Hash = sha256Hex(CLIENT_QUERIES[name]);
    return sender(JSON.stringify({ operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash } } }), expected);
  };
  const measured = async (send: () => Promise<boolean>, connections = CONNECTIONS) => {
    let server0 = 0;
    let db0 = 0;
    let self0 = process.cpuUsage();
    const result = await closedLoop(send, connections, SECONDS, () => { server0 = processCpuMs(server.pid!); db0 = postgresCpuMs(); self0 = process.cpuUsage(); });
    const self = process.cpuUsage(self0);
    const n = result.requests;
    return { ...result, serverCpu: (processCpuMs(server.pid!) - server0) / n, dbCpu: (postgresCpuMs() - db0) / n, loadCpu: (self.user + self.system) / 1000 / n };
  };
  const searchPost = post(QUERY, { input }, '{"data":{"searchRestaurants":{"__typename":"SearchResult"');
  const r = await measured(searchPost);
  const alone = await measured(searchPost, 1);
  const pages = {
    search: await measured(persisted('SearchRestaurants', { input }, '{"data":{"searchRestaurants":{"__typename":"SearchResult"')),
    restaurant: await measured(persisted('RestaurantPage', { idUrl: restaurantIdUrl }, '{"data":{"restaurant":{"__typename":"Restaurant"')),
    city: await measured(persisted('CityPage', { slug: 'angers', texts: 'CITY', department: false }, '{"data":{"siteTexts"')),
  };
  for (const [name, m] of Object.entries(pages)) if (m.errors) failures.push(`${m.errors} requêtes ${name} en erreur à ${size} restaurants`);
  pageRows.push(`| ${size.toLocaleString('en')} | ${pageLine(pages.search)} | ${pageLine(pages.restaurant)} | ${pageLine(pages.city)} |`);
  if (size === SIZES[0]) {
    floor = await measured(post('{ __typename }', {}, '{"data":{"__typename":"Query"}'));
    if (floor.errors) failures.push(`${floor.errors} requêtes « plancher » en erreur`);
  }
  // One at a time: what a single costly operation takes from the server and from PostgreSQL.
  const oneByOne = async (name: string, send: () => Promise<boolean>, cost: number) => {
    await send();
    const latencies: number[] = [];
    const server0 = processCpuMs(server.pid!);
    const db0 = postgresCpuMs();
    for (let i = 0; i < WORST_RUNS; i++) {
      const t0 = performance.now();
      if (!(await send())) throw new Error(`${name} : refusée ou en échec`);
      latencies.push(performance.now() - t0);
    }
    latencies.sort((a, b) => a - b);
    worstRows.push({ size, name, cost, p50: percentile(latencies, 50), max: latencies.at(-1)!,
      serverCpu: (processCpuMs(server.pid!) - server0) / WORST_RUNS, dbCpu: (postgresCpuMs() - db0) / WORST_RUNS });
  };
  // A cost the server cannot compute would not be limited either (seen once: a second graphql instance).
  for (const op of WORST_OPERATIONS) if (!Number.isFinite(costOf(op.query, {}))) failures.push(`coût incalculable : ${op.name}`);
  await oneByOne('benchmark search (for comparison)', post(QUERY, { input }, '{"data":{"searchRestaurants":{"__typename":"SearchResult"'), costOf(QUERY, { input }));
  for (const op of WORST_OPERATIONS) await oneByOne(op.name, post(op.query, {}, '{"data":{"a0"'), costOf(op.query, {}));
  await dispatcher.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  if (r.errors) failures.push(`${r.errors} requêtes en erreur à ${size} restaurants`);
  const worstCpu = Math.max(...worstRows.filter((w) => w.size === size && w.name !== 'benchmark search (for comparison)').map((w) => w.serverCpu + w.dbCpu));
  figures.push({ size, serverCpu: r.serverCpu, dbCpu: r.dbCpu, rps: r.rps, p95Alone: alone.p95, worstCpu,
    restaurantCpu: pages.restaurant.serverCpu + pages.restaurant.dbCpu, cityCpu: pages.city.serverCpu + pages.city.dbCpu });
  aloneRows.push(`| ${size.toLocaleString('en')} | ${f(alone.p50)} | ${f(alone.p95)} | ${f(alone.p99)} | ${alone.rps.toFixed(0)} | ${alone.serverCpu.toFixed(2)} / ${alone.dbCpu.toFixed(2)} ms |`);
  if (statements > STATEMENTS_PER_SEARCH) failures.push(`${statements} instructions SQL par recherche à ${size} restaurants (budget ${STATEMENTS_PER_SEARCH})`);
  return `| ${size.toLocaleString('en')} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} | ${r.rps.toFixed(0)} | ${r.errors} | ${percentile(sqlTimes, 50).toFixed(2)} / ${percentile(sqlTimes, 95).toFixed(2)} ms | ${statements} | ${outcome.rows.length} (${outcome.total}) | ${r.serverCpu.toFixed(2)} / ${r.dbCpu.toFixed(2)} / ${r.loadCpu.toFixed(2)} ms |`;
}

const f = (n: number) => `${n.toFixed(1)} ms`;
const pageLine = (m: LoadResult & { serverCpu: number; dbCpu: number }) => `${f(m.p95)} · ${m.rps.toFixed(0)}/s · ${m.serverCpu.toFixed(2)} / ${m.dbCpu.toFixed(2)} ms`;
const figures: SizeFigures[] = [];
const aloneRows: string[] = [];
const pageRows: string[] = [];
/** A search page is one SQL statement (README, "A search page is one round trip to PostgreSQL"). */
const STATEMENTS_PER_SEARCH = 1;
const failures: string[] = [];
const WORST_RUNS = 5;
/** CPU (server + PostgreSQL) one operation may take; the bench names those above it. */
const WORST_CPU_BUDGET_MS = TARGETS.worstCpuMs;
const worstRows: { size: number; name: string; cost: number; p50: number; max: number; serverCpu: number; dbCpu: number }[] = [];
let schema: GraphQLSchema | null = null;

function costOf(query: string, variables: Record<string, unknown>): number {
  const outcome = operationCost(schema!, parse(query), variables);
  return 'cost' in outcome ? outcome.cost : NaN;
}
let floor: (LoadResult & { serverCpu: number; dbCpu: number; loadCpu: number }) | null = null;

async function hasBenchData(dbUrl: string, size: number): Promise<boolean> {
  const client = new pg.Client({ connectionString: dbUrl });
  try {
    await client.connect();
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM restaurant WHERE name LIKE 'Bench %'`);
    return rows[0].n === size;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

await main();

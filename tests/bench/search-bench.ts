import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Agent, fetch as undiciFetch } from 'undici';
import pg from 'pg';
import { weekdayOf } from '../../common/schedule.js';
import { parisToday } from '../../common/search.js';
import { loadConfig } from '../../server/src/config.js';
import { openDatabase } from '../../server/src/db/database.js';
import { startEmbeddedPostgres } from '../../server/src/db/embedded-postgres.js';
import { createRequestContext } from '../../server/src/graphql/context.js';
import { createServices } from '../../server/src/services.js';
import { RestaurantSearchService } from '../../server/src/modules/restaurants/search.service.js';
import { buildBenchData } from './bench-data.js';
import { closedLoop, percentile } from './load.js';

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
const ANGERS = { lat: 47.4712, lng: -0.5518 };

function nextFriday(): string {
  const d = new Date(`${parisToday()}T12:00:00Z`);
  do d.setUTCDate(d.getUTCDate() + 1);
  while (weekdayOf(d.toISOString().slice(0, 10)) !== 4);
  return d.toISOString().slice(0, 10);
}

const input = { near: { ...ANGERS, radiusKm: 10 }, date: nextFriday(), hour: '20:00', filters: ['Terrasse', 'Carte bancaire', 'En famille'], sort: 'RATING', page: 1 };
const QUERY = `query Bench($input: SearchInput!) { searchRestaurants(input: $input) { __typename
  ... on SearchResult { total pageCount closest items { idUrl name path rating reviewCount averagePrice distanceKm isNew types cuisines
    photos { url width height alt } schedule specialDates } } ... on UserError { code message } } }`;

async function main() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'mijote-bench-'));
  const log = (m: string) => console.log(m);
  let base = process.env.DATABASE_URL ?? null;
  const embedded = base ? null : await startEmbeddedPostgres(loadConfig({ ...process.env, DATA_DIR: tmp, EMBEDDED_PG_PORT: '54388' }), log);
  base ??= embedded!.url;
  const rows: string[] = [];
  try {
    for (const size of SIZES) rows.push(await benchSize(base, size, tmp));
  } finally {
    await embedded?.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
  const table = [
    `| restaurants | HTTP p50 | HTTP p95 | HTTP p99 | req/s | errors | SQL alone p50 / p95 | SQL statements / request | results (total) |`,
    `|---:|---:|---:|---:|---:|---:|---:|---:|---:|`,
    ...rows,
  ].join('\n');
  const report = `# Search benchmark\n\nMeasured ${new Date().toISOString()} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), Node ${process.version}, `
    + `${CONNECTIONS} connections, ${SECONDS} s per size after a 2 s warm-up. Query: near Angers 10 km, open next Friday 20:00, `
    + `3 filters (Terrasse, Carte bancaire, En famille), sorted by rating, page 1 with photos, schedule and special dates.\n\n${table}\n`;
  console.log(`\n${report}`);
  writeFileSync(path.join(root, 'tests/bench/results.md'), report);
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
  const db = await openDatabase(config, () => {});
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
  const ctx = createRequestContext({ ...(await createServices(db.dataSource, config, () => {})), db: counting });
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
  await client.end();
  await db.close();

  // HTTP + GraphQL against the real server in its own process.
  const port = 3900 + SIZES.indexOf(size);
  const server = await startServer(dbUrl, port, tmp);
  const dispatcher = new Agent({ connections: CONNECTIONS, keepAliveTimeout: 30_000 });
  const body = JSON.stringify({ query: QUERY, variables: { input } });
  const send = async () => {
    const res = await undiciFetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body, dispatcher });
    const json = (await res.json()) as { data?: { searchRestaurants?: { __typename: string } } };
    return res.ok && json.data?.searchRestaurants?.__typename === 'SearchResult';
  };
  const r = await closedLoop(send, CONNECTIONS, SECONDS);
  await dispatcher.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  const f = (n: number) => `${n.toFixed(1)} ms`;
  return `| ${size.toLocaleString('en')} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} | ${r.rps.toFixed(0)} | ${r.errors} | ${percentile(sqlTimes, 50).toFixed(2)} / ${percentile(sqlTimes, 95).toFixed(2)} ms | ${statements} | ${outcome.rows.length} (${outcome.total}) |`;
}

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

function startServer(dbUrl: string, port: number, tmp: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'dist/server/server/src/main.js')], {
      env: { ...process.env, DATABASE_URL: dbUrl, PORT: String(port), SEED_DEMO: '0', NODE_ENV: 'production', DATA_DIR: path.join(tmp, `srv-${port}`) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout!.on('data', (d: Buffer) => { if (d.toString().includes('Mijote est prêt')) resolve(child); });
    child.once('exit', (code) => reject(new Error(`le serveur s'est arrêté (${code})`)));
  });
}

await main();

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { SERVICE_UNAVAILABLE, UNAVAILABLE_RETRY_SECONDS } from '../../common/network-messages.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/auth/passwords.js';
import { entities } from '../../server/src/composition.js';
import { loadConfig, type Config } from '../../server/src/config.js';
import { openDatabase } from '../../server/src/db/database.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../server/src/db/embedded-postgres.js';
import { insertAccount } from '../factories/accounts.js';
import { insertRestaurants, restaurantRecord } from '../factories/restaurants.js';
import { PASSWORD } from './accounts-client.js';
import { freePort, startInstance, type Instance } from '../support/instances.js';
import { startProxy, type Proxy } from '../support/proxy.js';

/**
 * The PostgreSQL drill (issue 27): a PostgreSQL of the test's own (the embedded binaries, on a free port) is stopped and
 * started again while 20 connections search through the proxy and customers add favourites. The instances recover
 * without a restart, requests fail only while the database is away, and every acknowledged favourite is there after.
 */
const APP_SECRET = randomBytes(32).toString('hex');
const CUSTOMERS = 6;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mijote-pg-drill-'));
let config: Config;
let database: EmbeddedDatabase;
let proxy: Proxy;
const instances: Instance[] = [];
let idUrls: string[];

const randomAddress = () => `192.0.2.${1 + Math.floor(Math.random() * 250)}`;
const gql = async (query: string, variables: Record<string, unknown>, headers: Record<string, string>) => {
  const res = await fetch(`${proxy.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
  return {
    status: res.status, retryAfter: res.headers.get('retry-after'),
    body: (await res.json().catch(() => null)) as { data?: Record<string, Record<string, unknown> | null>; errors?: { message: string; extensions?: { code?: string } }[]; code?: string; message?: string } | null,
  };
};
const SEARCH = JSON.stringify({ query: '{ searchRestaurants(input: { page: 1 }) { ... on SearchResult { total } } }' });

beforeAll(async () => {
  config = loadConfig({ ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), APP_SECRET });
  database = await startEmbeddedPostgres(config, () => {});
  const seeded = await openDatabase(loadConfig({ ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir, APP_SECRET }), () => {}, entities);
  idUrls = [...(await insertRestaurants(seeded.dataSource, Array.from({ length: 24 }, (_, i) => restaurantRecord({ externalId: `pg-${i}`, name: `Panne ${i}` })), config.mediaDir)).values()];
  const passwordHash = await hashPassword(PASSWORD);
  for (let i = 0; i < CUSTOMERS; i++) await insertAccount(seeded.dataSource, { email: `panne${i}@exemple.fr`, passwordHash });
  await seeded.dataSource.destroy();
  const env = { APP_SECRET, TRUST_PROXY: 'loopback', API_RATE_LIMIT_PER_MINUTE: '100000', MEDIA_DIR: config.mediaDir };
  for (let i = 0; i < 2; i++) instances.push(await startInstance(database.url, env));
  proxy = await startProxy(instances.map((x, i) => ({ name: `app${i + 1}`, port: x.port })));
}, 180_000);
afterAll(async () => {
  await proxy?.stop();
  for (const x of instances) await x.stop();
  await database?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('PostgreSQL restarted under load', () => {
  it('the instances recover without a restart; failures only while it is away; every acknowledged write kept', async () => {
    const pids = instances.map((x) => x.process.pid);
    const customers = await Promise.all(Array.from({ length: CUSTOMERS }, async (_, i) => {
      const login = await gql(`mutation ($e: String!, $p: String!) { logIn(email: $e, password: $p, space: customer) { ... on Session { accessToken } } }`, { e: `panne${i}@exemple.fr`, p: PASSWORD }, { 'x-forwarded-for': randomAddress() });
      return { email: `panne${i}@exemple.fr`, token: login.body!.data!.logIn!.accessToken as string };
    }));
    const searches = autocannon({
      url: proxy.url, connections: 20, duration: 8, timeout: 5,
      requests: [{ method: 'POST', path: '/graphql', setupRequest: (r) => ({ ...r, headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress() }, body: SEARCH }) }],
    });
    const acknowledged: string[] = [];
    const acknowledgedAt: number[] = [];
    const failures: number[] = [];
    const answers = new Set<string>();
    const writes = Promise.all(customers.map(async (c) => {
      for (const idUrl of idUrls) {
        const r = await gql(`mutation ($id: String!) { toggleFavourite(idUrl: $id) { ... on FavouriteToggle { isFav } } }`, { id: idUrl }, { authorization: `Bearer ${c.token}`, 'x-forwarded-for': randomAddress() }).catch(() => null);
        if (r?.status === 200 && r.body?.data?.toggleFavourite?.isFav === true) {
          acknowledged.push(`${c.email}|${idUrl}`);
          acknowledgedAt.push(Date.now());
        }
        else {
          failures.push(Date.now());
          // The instance's answer (a GraphQL error) or the proxy's own when no instance is ready: the same 503.
          const error = (r?.body?.errors?.[0] ?? r?.body) as { message?: string; code?: string; extensions?: { code?: string } } | null | undefined;
          // (A request whose connection broke has no answer; it is counted in `failures` above.)
          if (r) answers.add(`${r.status} ${error?.extensions?.code ?? error?.code} ${r.retryAfter} ${error?.message}`);
        }
        await new Promise((res) => setTimeout(res, 400));
      }
    }));
    await new Promise((r) => setTimeout(r, 1_500));
    const awayFrom = Date.now();
    await database.stop();
    await new Promise((r) => setTimeout(r, 2_000));
    database = await startEmbeddedPostgres(config, () => {});
    const backAt = Date.now();
    const [load] = await Promise.all([searches, writes]);

    // Requests fail while the database is away and until the proxy sees the instances ready again (its checks every
    // 500 ms, the listener’s next attempt): within seconds, never before the stop, never later.
    expect(load.requests.total).toBeGreaterThan(100);
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.filter((at) => at < awayFrom || at > backAt + 5_000)).toEqual([]);
    // Each failure answered is a French 503 to retry, never a 500 (issue 27).
    expect([...answers]).toEqual([`503 UNAVAILABLE ${UNAVAILABLE_RETRY_SECONDS} ${SERVICE_UNAVAILABLE}`]);
    expect(acknowledgedAt.filter((at) => at < awayFrom).length).toBeGreaterThan(0);
    expect(acknowledgedAt.filter((at) => at > backAt).length).toBeGreaterThan(0);
    const after = await autocannon({
      url: proxy.url, connections: 10, duration: 2,
      requests: [{ method: 'POST', path: '/graphql', setupRequest: (r) => ({ ...r, headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress() }, body: SEARCH }) }],
    });
    expect({ errors: after.errors, non2xx: after.non2xx, timeouts: after.timeouts }).toEqual({ errors: 0, non2xx: 0, timeouts: 0 });
    expect(instances.map((x) => x.process.pid)).toEqual(pids);
    // Still the same processes, both running (what one logged last names the cause if not).
    expect(instances.map((x) => (x.process.exitCode === null ? null : `${x.process.exitCode}: ${x.output().slice(-1500)}`))).toEqual([null, null]);
    for (const x of instances) expect((await fetch(`${x.url}/readyz`)).status).toBe(200);

    const check = await openDatabase(loadConfig({ ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir, APP_SECRET }), () => {}, entities);
    try {
      const kept: { key: string }[] = await check.dataSource.query(
        `SELECT u.email || '|' || r.id_url AS key FROM favourite f JOIN app_user u ON u.id = f.user_id JOIN restaurant r ON r.id = f.restaurant_id`);
      const inDatabase = new Set(kept.map((k) => k.key));
      expect(acknowledged.filter((k) => !inDatabase.has(k))).toEqual([]);
    } finally {
      await check.dataSource.destroy();
    }
  }, 90_000);
});

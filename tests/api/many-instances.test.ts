import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts, DEMO_ACCOUNTS } from '../../server/src/data/seed/demo-accounts.js';
import { insertUnsentMail } from '../factories/mail.js';
import { insertRestaurants, restaurantRecord } from '../factories/restaurants.js';
import { AccountClient } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';
import { CLIENT_BUILD, eventually, freePort, startInstance, type Instance } from '../support/instances.js';

/**
 * Two instances on one PostgreSQL (issue 27): instance A is the test's server, B another process of the built app. What
 * one instance changes, the other's kept page data forgets at once (PostgreSQL NOTIFY, ADR 0037), not after its 30 s.
 */
let a: TestServer;
let b: Instance;
let ids: Map<string, string>;
let metricsPort: number;
const admin = {} as { client: AccountClient };
const APP_SECRET = randomBytes(32).toString('hex');

const pageData = async (base: string, address: string) => {
  const html = await (await fetch(`${base}${address}`)).text();
  return /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
};

beforeAll(async () => {
  if (!existsSync(path.join(CLIENT_BUILD, 'index.html'))) throw new Error('Construisez d’abord le site (npm run build).');
  a = await startTestServer({ APP_SECRET }, { clientDir: CLIENT_BUILD });
  ids = await insertRestaurants(a.db, [
    restaurantRecord({ externalId: 'partout', name: 'Le Relais des Deux Rives' }),
    restaurantRecord({ externalId: 'voisin', name: 'La Table Voisine' }),
  ], a.config.mediaDir);
  await seedDemoAccounts(a.db, () => {});
  // A message an SMTP outage left unsent (ADR 0038): the instance's mail job, started at boot, retries it.
  await insertUnsentMail(a.db, { messageId: '<reste-en-file@mijote.test>', to: 'reste@exemple.fr', subject: 'Resté en file' });
  metricsPort = await freePort();
  b = await startInstance(a.config.databaseUrl!, { APP_SECRET, MEDIA_DIR: a.config.mediaDir, METRICS_PORT: String(metricsPort) });
  admin.client = new AccountClient(a);
  expect(await admin.client.logInAdmin(DEMO_ACCOUNTS[2].email)).toMatchObject({ __typename: 'SecondFactorSession' });
}, 180_000);
afterAll(async () => {
  await b?.stop();
  await a?.close();
});

describe('two instances on one PostgreSQL', () => {
  it('a page taken off line on A leaves B’s kept restaurant page and search pages at once', async () => {
    const idUrl = ids.get('partout')!;
    const { data } = await a.gql<{ restaurant: { path: string } }>(`query ($idUrl: String!) { restaurant(idUrl: $idUrl) { ... on Restaurant { path } } }`, { idUrl });
    const address = data.restaurant.path;
    // B prepares both pages and keeps them (30 s).
    expect(await pageData(b.url, address)).toContain('"__typename":"Restaurant"');
    expect(await pageData(b.url, '/')).toContain('Le Relais des Deux Rives');

    const off = await admin.client.gql<{ setRestaurantOnline: { __typename: string } }>(
      `mutation ($input: RestaurantOnlineInput!) { setRestaurantOnline(input: $input) { __typename } }`,
      { input: { idUrl, online: false, reason: 'Contrôle de la page en cours, merci de patienter.' } });
    expect(off.data.setRestaurantOnline.__typename).toBe('RestaurantOnlineChanged');

    const started = Date.now();
    expect(await eventually(() => pageData(b.url, '/'), (d) => !d.includes('Le Relais des Deux Rives'))).not.toContain('Le Relais des Deux Rives');
    expect(await eventually(() => pageData(b.url, address), (d) => !d.includes('"__typename":"Restaurant"'))).not.toContain('"__typename":"Restaurant"');
    expect(Date.now() - started).toBeLessThan(3_000);
    // The other restaurant is still listed by B.
    expect(await pageData(b.url, '/')).toContain('La Table Voisine');
  });

  it('a FAQ edited on A shows on B’s kept home page at once', async () => {
    // B prepares the home page (its search texts, the FAQ among them) and keeps it 30 s.
    const before = await pageData(b.url, '/');
    expect(before).toContain('"siteTexts"');
    const question = 'Peut-on venir avec un chien ?';
    const saved = await admin.client.gql<{ savePageElement: { __typename: string } }>(
      `mutation ($input: PageElementInput!) { savePageElement(input: $input) { __typename } }`,
      { input: { id: 1, baseVersion: 0, entries: [{ question, answer: 'Oui, en appelant le restaurant quelques jours avant.' }], text: '' } });
    expect(saved.data.savePageElement.__typename).toBe('PageElementSaved');
    expect(await eventually(() => pageData(b.url, '/'), (d) => d.includes(question))).toContain(question);
  });

  it('B drops what it kept and listens again when its listening connection is cut; /readyz says so meanwhile', async () => {
    const idUrl = ids.get('voisin')!;
    const { data } = await a.gql<{ restaurant: { path: string } }>(`query ($idUrl: String!) { restaurant(idUrl: $idUrl) { ... on Restaurant { path } } }`, { idUrl });
    expect(await pageData(b.url, data.restaurant.path)).toContain('La Table Voisine');
    const c = new pg.Client({ connectionString: a.config.databaseUrl! });
    await c.connect();
    try {
      // A change written while B cannot hear it: B's copy must not outlive the cut.
      await c.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'mijote-changes' AND datname = current_database()`);
      // write under test: a change B cannot hear (made outside the app, while its listener is cut)
      await c.query(`UPDATE restaurant SET name = 'La Table Voisine Renommée' WHERE id_url = $1`, [idUrl]);
    } finally {
      await c.end();
    }
    const renamed = await eventually(() => pageData(b.url, data.restaurant.path), (d) => d.includes('Renommée'), 10_000);
    expect(renamed).toContain('La Table Voisine Renommée');
    expect(await eventually(async () => (await fetch(`${b.url}/readyz`)).status, (s) => s === 200, 15_000)).toBe(200);
  });
});

describe('the probes', () => {
  it('/healthz answers while the process runs; /readyz names what it checked', async () => {
    expect(await (await fetch(`${a.url}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${b.url}/readyz`);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect({ status: ready.status, body: await ready.json() }).toEqual({
      status: 200, body: { status: 'ready', database: true, migrations: true, listener: true, draining: false },
    });
  });

  it('B runs every module\'s jobs on one pg-boss client; its mail job sends what an outage left unsent', async () => {
    // A's and B's listeners (reconnected after the cut above) and B's one job client (the test's server runs no jobs).
    const names = await eventually(async () => (await a.db.query(
      `SELECT application_name AS name, count(DISTINCT pid)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE 'mijote-%' GROUP BY 1 ORDER BY 1`,
    )) as { name: string; n: number }[], (rows) => rows.length === 2 && rows[0].n === 2, 5_000);
    expect(names.map((n) => n.name)).toEqual(['mijote-changes', 'mijote-jobs']);
    const schedules = await a.db.query(`SELECT name FROM pgboss.schedule ORDER BY name`);
    expect(schedules.map((q: { name: string }) => q.name)).toEqual(['billing-sweep', 'mail-outbox', 'moderation-digest', 'notice-sweep', 'retention-sweep', 'webhook-deliveries']);
    const sent = await eventually(
      async () => (await a.db.query(`SELECT sent_at, attempts FROM mail_outbox WHERE recipient = 'reste@exemple.fr'`))[0] as { sent_at: Date | null; attempts: number },
      (row) => row.sent_at !== null, 40_000,
    );
    expect(sent).toMatchObject({ attempts: 2 });
    expect(sent.sent_at).not.toBeNull();
  }, 60_000);
});

describe('what an operator reads', () => {
  it('each request has an id, answered in X-Request-Id and carried by its log line, which holds no query string', async () => {
    const res = await fetch(`${b.url}/api/getVille`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': 'proxy-id-1234' }, body: '{"name":"ang"}' });
    expect(res.headers.get('x-request-id')).toBe('proxy-id-1234');
    const mine = await fetch(`${b.url}/?q=secret-de-recherche`);
    const id = mine.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await fetch(`${b.url}/healthz`, { headers: { 'x-request-id': 'bad id with spaces' } })).headers.get('x-request-id')).not.toBe('bad id with spaces');
    const lines = await eventually(async () => b.output().split('\n').filter((l) => l.includes(id)), (l) => l.length > 0);
    expect(JSON.parse(lines[0])).toMatchObject({ level: 'info', requestId: id, method: 'GET', route: 'page', status: 200, msg: 'requête' });
    expect(b.output()).toContain('"requestId":"proxy-id-1234"');
    expect(b.output()).not.toContain('secret-de-recherche');
    // A job's lines carry the job instead (the mail job's resend, above).
    expect(b.output()).toMatch(/"requestId":"job:mail-outbox:[0-9a-f-]{36}"[^\n]*Courriels : 1 envoyé/);
  });

  it('Prometheus metrics on their own loopback port, never on the site’s', async () => {
    await fetch(`${b.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ citySuggestions(text: "an") { slug } }' }) });
    const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scraped.headers.get('content-type')).toContain('text/plain');
    const text = await scraped.text();
    expect(text).toMatch(/mijote_http_request_duration_seconds_count\{method="POST",route="\/graphql",status="200"\} [1-9]/);
    expect(text).toMatch(/mijote_http_request_duration_seconds_count\{method="POST",route="\/api\/getVille",status="200"\} [1-9]/);
    expect(text).toMatch(/mijote_page_cache_lookups_total\{result="hit"\} [1-9]/);
    expect(text).toMatch(/mijote_page_cache_lookups_total\{result="miss"\} [1-9]/);
    expect(text).toMatch(/mijote_graphql_operation_cost_count [1-9]/);
    expect(text).toMatch(/mijote_db_pool_connections\{state="total"\} [1-9]/);
    expect(text).toContain('mijote_change_listener_connected 1');
    expect(text).toMatch(/mijote_jobs_total\{queue="mail-outbox",outcome="completed"\} [1-9]/);
    expect(text).toMatch(/mijote_job_queue_depth\{queue="billing-renew"\} \d/);
    expect(text).toContain('mijote_process_resident_memory_bytes');
    const site = await (await fetch(`${b.url}/metrics`)).text();
    expect(site).not.toContain('mijote_http_request_duration_seconds');
    expect((await fetch(`http://127.0.0.1:${metricsPort}/autre`)).status).toBe(404);
  });
});

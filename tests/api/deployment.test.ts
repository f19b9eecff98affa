import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/auth/passwords.js';
import { insertAccount } from '../factories/accounts.js';
import { insertRestaurants, restaurantRecord } from '../factories/restaurants.js';
import { PASSWORD } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';
import { startInstance, type Instance } from '../support/instances.js';
import { startProxy, type Proxy } from '../support/proxy.js';
import { startFakeS3, type FakeS3 } from '../support/s3-server.js';
import sharp from 'sharp';
import PgBoss from 'pg-boss';
import { makeMailDue } from '../factories/mail.js';
import { closedPort, startSmtpPeer, type SmtpPeer } from '../support/smtp-peer.js';

/**
 * Issue 27's deployment, on loopback: two instances of the built app (their own processes) on one PostgreSQL behind
 * haproxy with the README's configuration (docs/deployment/haproxy.cfg). The test's own server only seeds the database.
 */
let seed: TestServer;
let s3: FakeS3;
let proxy: Proxy;
/** The instances' SMTP server: a closed port until the outage drill brings it up. */
let smtpPort: number;
let smtp: SmtpPeer | null = null;
const instances: Instance[] = [];
let idUrls: string[];
const APP_SECRET = randomBytes(32).toString('hex');
/** A low budget per client, so the shared count shows; every load test below comes from many client addresses. */
const POINTS_PER_MINUTE = 10;
let ENV: Record<string, string> = { APP_SECRET, TRUST_PROXY: 'loopback', DRAIN_MS: '2000', SHUTDOWN_TIMEOUT_MS: '5000', API_RATE_LIMIT_PER_MINUTE: String(POINTS_PER_MINUTE) };
const CUSTOMERS = 8;

const randomAddress = () => `198.51.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const gql = async (query: string, variables: Record<string, unknown>, headers: Record<string, string>) => {
  const res = await fetch(`${proxy.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
  return { status: res.status, body: (await res.json().catch(() => null)) as { data?: Record<string, Record<string, unknown>> } | null };
};

beforeAll(async () => {
  // The photos in one S3-compatible bucket that every instance reads (ADR 0039).
  s3 = await startFakeS3();
  smtpPort = await closedPort();
  ENV = { ...ENV, ...s3.env, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` };
  seed = await startTestServer({ APP_SECRET, ...s3.env });
  const ids = await insertRestaurants(seed.db, Array.from({ length: 12 }, (_, i) => restaurantRecord({ externalId: `lb-${i}`, name: `Derrière le Proxy ${i}` })), seed.config.mediaDir);
  idUrls = [...ids.values()];
  const passwordHash = await hashPassword(PASSWORD);
  for (let i = 0; i < CUSTOMERS; i++) await insertAccount(seed.db, { email: `client${i}@proxy.fr`, passwordHash });
  for (let i = 0; i < 2; i++) instances.push(await startInstance(seed.config.databaseUrl!, ENV));
  proxy = await startProxy(instances.map((x, i) => ({ name: `app${i + 1}`, port: x.port })));
}, 180_000);
afterAll(async () => {
  await proxy?.stop();
  for (const x of instances) await x.stop();
  await seed?.close();
  await s3?.close();
  await smtp?.close();
});

describe('two instances behind haproxy', () => {
  it('share one client’s budget: the second instance refuses what the first already counted', async () => {
    const client = { 'x-forwarded-for': '203.0.113.77' };
    const statuses: number[] = [];
    for (let i = 0; i < POINTS_PER_MINUTE + 6; i++) {
      statuses.push((await gql('{ citySuggestions(text: "an") { slug } }', {}, client)).status);
      // Longer than the 250 ms after which each instance adds what it counted to the shared count (auth/client-quota.ts).
      await new Promise((r) => setTimeout(r, 300));
    }
    const served = statuses.filter((s) => s === 200).length;
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    // Alone, each of the two instances would have served POINTS_PER_MINUTE of them: all 16.
    expect(served).toBeLessThanOrEqual(POINTS_PER_MINUTE + 1);
    expect(statuses.at(-1)).toBe(429);
  });

  it('a photo uploaded through one instance is served by the other (one bucket)', async () => {
    const headers = { 'x-forwarded-for': randomAddress() };
    const login = await gql(`mutation ($e: String!, $p: String!) { logIn(email: $e, password: $p, space: customer) { ... on Session { accessToken } } }`, { e: 'client0@proxy.fr', p: PASSWORD }, headers);
    const png = await sharp({ create: { width: 240, height: 160, channels: 3, background: '#2a6f97' } }).png().toBuffer();
    const uploaded = await fetch(`${proxy.url}/api/profilePhoto`, {
      method: 'POST', headers: { ...headers, 'content-type': 'image/png', authorization: `Bearer ${login.body!.data!.logIn.accessToken as string}` }, body: new Uint8Array(png),
    });
    const photo = ((await uploaded.json()) as { photo: string }).photo;
    // Straight to each instance, not through the proxy: both answer it.
    for (const x of instances) {
      const res = await fetch(`${x.url}${photo}`);
      expect({ status: res.status, type: res.headers.get('content-type') }).toEqual({ status: 200, type: 'image/webp' });
    }
  });

  it('a rolling restart under load (SIGTERM, then a new process on the same port) fails no request at the proxy', async () => {
    const load = autocannon({
      url: proxy.url, connections: 10, duration: 9, timeout: 10,
      requests: [
        { method: 'GET', path: '/', setupRequest: (r) => ({ ...r, headers: { 'x-forwarded-for': randomAddress() } }) },
        {
          method: 'POST', path: '/graphql',
          setupRequest: (r) => ({ ...r, headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress() }, body: JSON.stringify({ query: '{ citySuggestions(text: "ang") { slug } }' }) }),
        },
      ],
    });
    await new Promise((r) => setTimeout(r, 2_000));
    const old = instances[0];
    const code = await old.stop('SIGTERM');
    instances[0] = await startInstance(seed.config.databaseUrl!, ENV, { port: old.port });
    const result = await load;
    // A clean stop (async-exit-hook exits with 128 + SIGTERM's 15) after draining, every step logged.
    expect({ code, stopped: old.output().includes('Arrêté.') }).toEqual({ code: 143, stopped: true });
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });
    expect(result.requests.total).toBeGreaterThan(200);
  }, 60_000);

  it('one instance killed (SIGKILL) while customers add favourites: the proxy moves on, every acknowledged write is kept', async () => {
    const customers = await Promise.all(Array.from({ length: CUSTOMERS }, async (_, i) => {
      const headers = { 'x-forwarded-for': randomAddress() };
      const login = await gql(`mutation ($e: String!, $p: String!) { logIn(email: $e, password: $p, space: customer) { ... on Session { accessToken } } }`, { e: `client${i}@proxy.fr`, p: PASSWORD }, headers);
      return { email: `client${i}@proxy.fr`, headers: { ...headers, authorization: `Bearer ${login.body!.data!.logIn.accessToken as string}` } };
    }));
    const acknowledged: [string, string][] = [];
    let failed = 0;
    const killed = (async () => {
      await new Promise((r) => setTimeout(r, 400));
      await instances[1].stop('SIGKILL');
    })();
    await Promise.all(customers.map(async (c) => {
      for (const idUrl of idUrls) {
        const r = await gql(`mutation ($id: String!) { toggleFavourite(idUrl: $id) { __typename ... on FavouriteToggle { isFav } } }`, { id: idUrl }, { ...c.headers, 'x-forwarded-for': randomAddress() }).catch(() => null);
        if (r?.status === 200 && r.body?.data?.toggleFavourite?.isFav === true) acknowledged.push([c.email, idUrl]);
        else {
          failed += 1;
          if (process.env.DEBUG_DRILL) console.log('échec', r?.status, JSON.stringify(r?.body)?.slice(0, 300));
        }
        await new Promise((res) => setTimeout(res, 50));
      }
    }));
    await killed;
    const kept: { email: string; id_url: string }[] = await seed.db.query(
      `SELECT u.email, r.id_url FROM favourite f JOIN app_user u ON u.id = f.user_id JOIN restaurant r ON r.id = f.restaurant_id`);
    const inDatabase = new Set(kept.map((k) => `${k.email}|${k.id_url}`));
    expect(acknowledged.length).toBeGreaterThan(CUSTOMERS * idUrls.length - CUSTOMERS);
    expect(acknowledged.filter(([e, id]) => !inDatabase.has(`${e}|${id}`))).toEqual([]);
    // Only the requests under way on the killed instance at that moment may fail: at most one per customer.
    expect(failed).toBeLessThanOrEqual(CUSTOMERS);
    instances[1] = await startInstance(seed.config.databaseUrl!, ENV, { port: instances[1].port });
  }, 60_000);

  it('SMTP down a while under load: every customer’s e-mail waits in the outbox and leaves exactly once when it is back', async () => {
    const load = autocannon({
      url: proxy.url, connections: 20, duration: 6, timeout: 5,
      requests: [{ method: 'POST', path: '/graphql', setupRequest: (r) => ({ ...r, headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress() }, body: JSON.stringify({ query: '{ searchRestaurants(input: { page: 1 }) { ... on SearchResult { total } } }' }) }) }],
    });
    // Each customer asks for a password reset while SMTP is down: every request is acknowledged, its mail kept.
    const asked = await Promise.all(Array.from({ length: CUSTOMERS }, async (_, i) => {
      await new Promise((r) => setTimeout(r, 200 * i));
      return (await gql(`mutation ($e: String!) { requestPasswordReset(email: $e) { __typename } }`, { e: `client${i}@proxy.fr` }, { 'x-forwarded-for': randomAddress() })).body?.data?.requestPasswordReset;
    }));
    const under = await load;
    expect(asked).toEqual(Array(CUSTOMERS).fill({ __typename: 'Done' }));
    expect({ errors: under.errors, timeouts: under.timeouts }).toEqual({ errors: 0, timeouts: 0 });
    const waiting: { n: number }[] = await seed.db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE recipient LIKE 'client%@proxy.fr' AND sent_at IS NULL AND attempts >= 1`);
    expect(waiting).toEqual([{ n: CUSTOMERS }]);

    // SMTP back; the retries made due and a round asked at once (rather than at the next minute's schedule).
    smtp = await startSmtpPeer(smtpPort);
    await makeMailDue(seed.db);
    const boss = new PgBoss({ connectionString: seed.config.databaseUrl!, schema: 'pgboss', supervise: false, schedule: false, max: 1 });
    await boss.start();
    await boss.send('mail-outbox', {});
    await boss.stop({ graceful: false, wait: true });
    const deadline = Date.now() + 30_000;
    // The peer keeps each RCPT line: « RCPT TO:<client0@proxy.fr> ».
    const recipients = () => smtp!.messages.flatMap((m) => m.to.map((line) => /<([^>]+)>/.exec(line)?.[1] ?? line)).filter((to) => to.endsWith('@proxy.fr'));
    while (Date.now() < deadline && recipients().length < CUSTOMERS) await new Promise((r) => setTimeout(r, 250));
    // One more round finds nothing left: no message is sent twice.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(recipients().sort()).toEqual(Array.from({ length: CUSTOMERS }, (_, i) => `client${i}@proxy.fr`).sort());
    expect(await seed.db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE recipient LIKE 'client%@proxy.fr' AND sent_at IS NULL`)).toEqual([{ n: 0 }]);
  }, 90_000);
});

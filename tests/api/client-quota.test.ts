import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientQuota, QUOTA_MESSAGE } from '../../server/src/auth/client-quota.js';
import { startTestServer, type TestServer } from './harness.js';

/** The per-client budget of searches and GraphQL: 429 with Retry-After, by the socket's address unless a proxy is trusted. */
const POINTS = 12;
let direct: TestServer;
let proxied: TestServer;

beforeAll(async () => {
  direct = await startTestServer({ API_RATE_LIMIT_PER_MINUTE: String(POINTS), GRAPHQL_INTROSPECTION: '0' });
  proxied = await startTestServer({ API_RATE_LIMIT_PER_MINUTE: String(POINTS), TRUST_PROXY: 'loopback' });
}, 120_000);
afterAll(async () => {
  await direct?.close();
  await proxied?.close();
});

const ville = (t: TestServer, forwardedFor: string) => t.post('/getVille', { name: 'ang' }, { 'x-forwarded-for': forwardedFor });

describe('introspection', () => {
  it('is refused when turned off (the production default), in French', async () => {
    const r = await fetch(`${direct.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __schema { types { name } } }' }) });
    expect(r.status).toBe(400);
    const body = (await r.json()) as { errors: { message: string }[] };
    expect(body.errors[0].message).toMatch(/^Requête GraphQL invalide/);
  });
});

describe('client quota', () => {
  it('counts every address as one client when no proxy is trusted: X-Forwarded-For cannot reset it', async () => {
    for (let i = 0; i < POINTS; i++) expect((await ville(direct, `203.0.113.${i}`)).status).toBe(200);
    const refused = await fetch(`${direct.url}/api/getVille`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' }, body: '{"name":"ang"}',
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ success: false, code: 'RATE_LIMITED', message: QUOTA_MESSAGE });

    const gql = await fetch(`${direct.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ citySuggestions(text: "ang") { name } }' }) });
    expect(gql.status).toBe(429);
    expect(Number(gql.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await gql.json()) as { errors: { message: string; extensions: { code: string } }[] }).errors[0]).toMatchObject({ message: QUOTA_MESSAGE, extensions: { code: 'RATE_LIMITED' } });
  });

  it('spends more points on costlier operations: a full search page costs 4', async () => {
    const search = '{ searchRestaurants(input: {}) { ... on SearchResult { total items { id idUrl name path citySlug cityName types cuisines averagePrice rating reviewCount datePublished isNew distanceKm lat lng photos { url width height alt kind } } } } }';
    const send = () => fetch(`${proxied.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.50' }, body: JSON.stringify({ query: search }) });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await send()).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('reads the client from X-Forwarded-For behind a trusted proxy', async () => {
    for (let i = 0; i < POINTS + 3; i++) expect((await ville(proxied, `203.0.113.${i}`)).status).toBe(200);
    for (let i = 0; i < POINTS; i++) await ville(proxied, '198.51.100.9');
    expect((await ville(proxied, '198.51.100.9')).status).toBe(429);
    expect((await ville(proxied, '198.51.100.10')).status).toBe(200);
  });
});

describe('shared count', () => {
  it('adds each instance’s points in PostgreSQL, so another instance refuses a client the first one used up', async () => {
    const first = new ClientQuota(direct.db, 5);
    const second = new ClientQuota(direct.db, 5);
    const client = first.clientOf('192.0.2.77');
    for (let i = 0; i < 5; i++) await first.spend(client, 1);
    await expect(first.spend(client, 1)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await first.flush();
    const [row] = await direct.db.query(`SELECT points FROM rate_limit WHERE key = 'api:ip:192.0.2.77'`);
    expect(row.points).toBe(5);
    // The second instance has not heard of it before its own flush (the interval a client may overspend by)…
    await second.spend(client, 1);
    await second.flush();
    // …and refuses from then on.
    await expect(second.spend(client, 1)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_QUERIES } from '../../common/graphql/__generated__/operations.js';
import { ClientQuota, QUOTA_MESSAGE } from '../../server/src/auth/client-quota.js';
import { PROTECTION_MESSAGES } from '../../server/src/graphql/protection.js';
import { startTestServer, type TestServer } from './harness.js';

/** The per-client budget of searches and GraphQL: 429 with Retry-After, by the socket's address unless a proxy is trusted. */
const POINTS = 12;
let direct: TestServer;
let proxied: TestServer;
/** A client build reduced to its index.html: the page shell serves it with the page's data. */
const clientDir = mkdtempSync(path.join(os.tmpdir(), 'mijote-quota-client-'));

beforeAll(async () => {
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html lang="fr"><head><title>Mijote</title></head><body><div id="root"></div></body></html>');
  direct = await startTestServer({ API_RATE_LIMIT_PER_MINUTE: String(POINTS), GRAPHQL_INTROSPECTION: '0' });
  proxied = await startTestServer({ API_RATE_LIMIT_PER_MINUTE: String(POINTS), TRUST_PROXY: 'loopback' }, { clientDir });
}, 120_000);
afterAll(async () => {
  await direct?.close();
  await proxied?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const ville = (t: TestServer, forwardedFor: string) => t.post('/getVille', { name: 'ang' }, { 'x-forwarded-for': forwardedFor });

describe('introspection', () => {
  it('is refused without a partner key when turned off (the production default), in French (docs/adr/0047)', async () => {
    const r = await fetch(`${direct.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __schema { types { name } } }' }) });
    expect(r.status).toBe(403);
    const body = (await r.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]).toMatchObject({ message: PROTECTION_MESSAGES.introspection, extensions: { code: 'INTROSPECTION_DISABLED' } });
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

  it('spends on a REST search what the same GraphQL operation costs: 4 points a search page, 5 for 100 km around (issue 24)', async () => {
    const getResto = () => proxied.post('/getResto', { city: 'angers' }, { 'x-forwarded-for': '192.0.2.51' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await getResto()).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const near = () => proxied.post('/getRestoCoords', { latitude: 47.47, longitude: -0.55, distance: 100 }, { 'x-forwarded-for': '192.0.2.52' });
    const nearStatuses: number[] = [];
    for (let i = 0; i < 3; i++) nearStatuses.push((await near()).status);
    expect(nearStatuses).toEqual([200, 200, 429]);
  });

  it('reads the client from X-Forwarded-For behind a trusted proxy', async () => {
    for (let i = 0; i < POINTS + 3; i++) expect((await ville(proxied, `203.0.113.${i}`)).status).toBe(200);
    for (let i = 0; i < POINTS; i++) await ville(proxied, '198.51.100.9');
    expect((await ville(proxied, '198.51.100.9')).status).toBe(429);
    expect((await ville(proxied, '198.51.100.10')).status).toBe(200);
  });
});

describe('server-rendered pages (issue 24)', () => {
  const page = async (url: string, forwardedFor: string) => {
    const res = await fetch(`${proxied.url}${url}`, { headers: { 'x-forwarded-for': forwardedFor } });
    const html = await res.text();
    return { status: res.status, html, withData: html.includes('id="page-data"') };
  };
  const search = (forwardedFor: string) => fetch(`${proxied.url}/graphql`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ query: CLIENT_QUERIES.SearchRestaurants, variables: { input: {} } }),
  });

  it('spend the visitor’s budget on the searches they run; once it is spent, the page still answers, without its data', async () => {
    const visitor = '192.0.2.60';
    const pages: { status: number; withData: boolean }[] = [];
    for (let i = 0; i < 8; i++) pages.push(await page(`/?q=mijote${i}x&page=${i + 1}`, visitor));
    expect(pages.every((p) => p.status === 200)).toBe(true);
    expect(pages[0].withData).toBe(true);
    // 12 points: the first pages run their search and city block, then the budget is spent.
    const spentAt = pages.findIndex((p) => !p.withData);
    expect(spentAt).toBeGreaterThan(0);
    expect(spentAt).toBeLessThan(5);
    expect(pages.slice(spentAt).every((p) => !p.withData)).toBe(true);
    // The client's own search is refused too: the pages spent the same budget.
    const refused = await search(visitor);
    expect(refused.status).toBe(429);
    // A page left without data because of one visitor is not kept for the others.
    expect((await page('/?q=mijote7x&page=8', '192.0.2.61')).withData).toBe(true);
  });

  it('spend nothing for a page served from the 30 s cache: no search ran', async () => {
    expect((await page('/?q=partage', '192.0.2.70')).withData).toBe(true);
    for (let i = 0; i < 20; i++) expect((await page('/?q=partage', '192.0.2.71')).withData).toBe(true);
    // 192.0.2.71 still has its whole budget: three full searches (4 points each).
    for (let i = 0; i < 3; i++) expect((await search('192.0.2.71')).status).toBe(200);
    expect((await search('192.0.2.71')).status).toBe(429);
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

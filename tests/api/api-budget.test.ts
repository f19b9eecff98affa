import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientQuota } from '../../server/src/auth/client-quota.js';
import { resolvers } from '../../server/src/composition.js';
import { buildAppSchema } from '../../server/src/graphql/build-schema.js';
import { operationCost } from '../../server/src/graphql/cost.js';
import { insertRestaurants, restaurantRecord } from '../factories/restaurants.js';
import { startTestServer, type TestServer } from './harness.js';

// Issue 29: a budget that explains itself — every answer says what the operation cost and what is left, in
// extensions.cost, in the RateLimit headers and through the rateLimit query, and these agree with what is spent.

const POINTS = 40;
let t: TestServer;
const SEARCH = '{ searchRestaurants(input: { page: 1 }) { ... on SearchResult { total } } }';

beforeAll(async () => {
  t = await startTestServer({ API_RATE_LIMIT_PER_MINUTE: String(POINTS), TRUST_PROXY: 'loopback' });
  await insertRestaurants(t.db, [restaurantRecord({ externalId: 'bud-a', name: 'Le Budget Clair' })], t.config.mediaDir);
}, 120_000);
afterAll(() => t?.close());

const send = async (query: string, address: string) => {
  const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': address }, body: JSON.stringify({ query }) });
  return { status: res.status, headers: res.headers, body: (await res.json()) as { data?: Record<string, unknown>; errors?: { message: string; extensions: { code: string } }[]; extensions?: { cost?: Record<string, unknown> } } };
};

describe('a budget that explains itself', () => {
  it('extensions.cost and the RateLimit headers tell the computed cost, the points taken and what is left, and agree with each other', async () => {
    const schema = await buildAppSchema(resolvers);
    const { cost } = operationCost(schema, parse(SEARCH), {}) as { cost: number };
    const points = ClientQuota.pointsFor(cost);
    const first = await send(SEARCH, '203.0.113.21');
    expect(first.status).toBe(200);
    expect(first.body.extensions?.cost).toEqual({
      requestedQueryCost: cost, pointsSpent: points, maximumQueryCost: 10_000,
      throttleStatus: { maximumAvailable: POINTS, currentlyAvailable: POINTS - points, windowSeconds: 60, resetInSeconds: expect.any(Number) },
    });
    expect(first.headers.get('ratelimit-policy')).toBe(`${POINTS};w=60`);
    expect(first.headers.get('ratelimit')).toMatch(new RegExp(`^limit=${POINTS}, remaining=${POINTS - points}, reset=\\d+$`));
    const second = await send(SEARCH, '203.0.113.21');
    expect((second.body.extensions?.cost as { throttleStatus: { currentlyAvailable: number } }).throttleStatus.currentlyAvailable).toBe(POINTS - 2 * points);
  });

  it('the rateLimit query answers the same figures, after its own cost', async () => {
    const r = await send('{ rateLimit { limit remaining resetInSeconds resetAt cost pointsSpent maxOperationCost } }', '203.0.113.22');
    const rate = r.body.data!.rateLimit as Record<string, number | string>;
    const ext = r.body.extensions!.cost as { requestedQueryCost: number; pointsSpent: number; throttleStatus: { currentlyAvailable: number; resetInSeconds: number } };
    expect(rate).toMatchObject({ limit: POINTS, remaining: ext.throttleStatus.currentlyAvailable, cost: ext.requestedQueryCost, pointsSpent: ext.pointsSpent, maxOperationCost: 10_000 });
    expect(rate.remaining).toBe(POINTS - 1);
    expect(Math.abs(new Date(rate.resetAt as string).getTime() - Date.now() - ext.throttleStatus.resetInSeconds * 1000)).toBeLessThan(2_000);
  });

  it('a refusal says which limit and when to retry: 429, Retry-After and RateLimit with nothing left', async () => {
    let last = await send(SEARCH, '203.0.113.23');
    for (let i = 0; i < POINTS && last.status === 200; i++) last = await send(SEARCH, '203.0.113.23');
    expect(last.status).toBe(429);
    expect(last.body.errors![0].extensions.code).toBe('RATE_LIMITED');
    const retry = Number(last.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(last.headers.get('ratelimit')).toBe(`limit=${POINTS}, remaining=0, reset=${retry}`);
  });

  it('the /api paths that spend the budget carry the same headers', async () => {
    const res = await fetch(`${t.url}/api/getVille`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.24' }, body: '{"name":"ang"}' });
    expect(res.status).toBe(200);
    expect(res.headers.get('ratelimit-policy')).toBe(`${POINTS};w=60`);
    expect(res.headers.get('ratelimit')).toMatch(new RegExp(`^limit=${POINTS}, remaining=${POINTS - 1}, reset=\\d+$`));
  });
});

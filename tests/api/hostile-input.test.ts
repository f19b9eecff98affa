import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUT_MESSAGES } from '../../common/input-rules.js';
import { GRAPHQL_MESSAGES } from '../../server/src/graphql/format-error.js';
import { GRAPHQL_LIMITS } from '../../server/src/graphql/protection.js';
import { oneMore, WORST_OPERATIONS } from '../bench/worst-operations.js';
import { insertRestaurants, restaurantRecord } from '../factories/restaurants.js';
import { startTestServer, type TestServer } from './harness.js';

/**
 * The requests of the hardening issue, replayed: each gets a French 4xx (or a bounded answer) and the server
 * keeps answering a normal search afterwards.
 */
let t: TestServer;
let idUrl: string;

beforeAll(async () => {
  t = await startTestServer({ API_RATE_LIMIT_PER_MINUTE: '100000' });
  const ids = await insertRestaurants(t.db, [restaurantRecord({ externalId: 'table', name: 'La Table du Ralliement', filters: ['Terrasse'] })], t.config.mediaDir);
  idUrl = ids.get('table')!;
}, 120_000);
afterAll(() => t?.close());

type Answer = { status: number; body: Record<string, unknown> };
const isFrench = (message: unknown) => typeof message === 'string' && /[éèàêçù’]|\b(le|la|les|de|des|du|un|une|au|est|invalide)\b/i.test(message);

function expectRestRefusal(r: Answer, status: number, code?: string) {
  expect(r.status).toBe(status);
  expect(r.body).toMatchObject({ success: false, ...(code ? { code } : {}) });
  expect(isFrench(r.body.message), String(r.body.message)).toBe(true);
}

async function gqlRaw(body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return { status: res.status, headers: res.headers, body: (await res.json()) as { data?: Record<string, { __typename?: string; message?: string }> | null; errors?: { message: string; extensions?: { code?: string } }[] } };
}

async function expectStillServing() {
  const r = await t.post('/getResto', { city: 'angers' });
  expect(r.status).toBe(200);
  expect(r.body).toMatchObject({ success: true, total: 1 });
}

describe('coordinates near the poles (the cells-around loop)', () => {
  it('POST /api/getResto {"latitude":90,"longitude":0} is a French 400 at once', async () => {
    expectRestRefusal(await t.post('/getResto', { latitude: 90, longitude: 0 }), 400, 'INVALID_INPUT');
    expectRestRefusal(await t.post('/getResto', { latitude: 89.9, longitude: 0 }), 400, 'INVALID_INPUT');
    expectRestRefusal(await t.post('/getRestoCoords', { latitude: 90, longitude: 0 }), 400, 'INVALID_INPUT');
    const outside = await t.post('/getResto', { latitude: 48.85, longitude: 2.35 });
    expect(outside.body.message).toBe(INPUT_MESSAGES.outsideServiceArea);
    await expectStillServing();
  });

  it('GraphQL near:{lat:90} answers an InvalidInputError, restaurantsNear a French error', async () => {
    const r = await gqlRaw({ query: '{ searchRestaurants(input: { near: { lat: 90, lng: 0 } }) { __typename ... on UserError { message } } }' });
    expect(r.body.data?.searchRestaurants).toEqual({ __typename: 'InvalidInputError', message: INPUT_MESSAGES.outsideServiceArea });
    const near = await gqlRaw({ query: '{ restaurantsNear(lat: 90, lng: 0) { name } }' });
    expect(near.body.errors?.[0]).toMatchObject({ message: INPUT_MESSAGES.outsideServiceArea, extensions: { code: 'INVALID_INPUT' } });
    const radius = await gqlRaw({ query: '{ restaurantsNear(lat: 47.47, lng: -0.55, radiusKm: 1000) { name } }' });
    expect(radius.body.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
    const limit = await gqlRaw({ query: '{ restaurantsNear(lat: 47.47, lng: -0.55, limit: 100000) { name } }' });
    expect(limit.body.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
    await expectStillServing();
  });
});

describe('GraphQL cost', () => {
  it('refuses 500 aliases of restaurantsNear(limit:100) before running any', async () => {
    const aliases = Array.from({ length: 500 }, (_, i) => `a${i}: restaurantsNear(lat: 47.47, lng: -0.55, limit: 100) { name idUrl }`).join('\n');
    const r = await gqlRaw({ query: `{ ${aliases} }` });
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(isFrench(r.body.errors?.[0].message)).toBe(true);
    expect(r.body.data ?? null).toBeNull();
  });

  it('refuses more aliases than the limit, and operations over the cost budget', async () => {
    const aliases = (n: number, field: string) => Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join('\n');
    const tooMany = await gqlRaw({ query: `{ ${aliases(GRAPHQL_LIMITS.aliases + 1, 'siteInfo { companyName }')} }` });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors?.[0].message).toMatch(/alias au plus/);
    const near = 'restaurantsNear(lat: 47.47, lng: -0.55, limit: 100) { id idUrl name path citySlug cityName types cuisines averagePrice rating reviewCount photos { url width height alt } }';
    const ok = await gqlRaw({ query: `{ ${aliases(1, near)} }` });
    expect(ok.status).toBe(200);
    const costly = await gqlRaw({ query: `{ ${aliases(3, near)} }` });
    expect(costly.status).toBe(400);
    expect(costly.body.errors?.[0]).toMatchObject({ extensions: { code: 'COST_LIMIT' }, message: expect.stringMatching(/trop coûteuse/) });
  });

  it('accepts the costliest operations the limits allow (measured by npm run bench:server) and refuses one alias more', async () => {
    for (const op of WORST_OPERATIONS) {
      const ok = await gqlRaw({ query: op.query });
      expect(ok.status, op.name).toBe(200);
      expect(ok.body.errors, op.name).toBeUndefined();
      const refused = await gqlRaw({ query: oneMore(op) });
      expect(refused.status, op.name).toBe(400);
      expect(refused.body.errors?.[0].message).toMatch(/^Requête GraphQL (refusée|trop coûteuse)/);
    }
  });

  it('refuses, before running any field, an operation whose cost cannot be computed (a variable null where a value is needed; issue 24)', async () => {
    // Nine heavy fields, then one whose limit is a nullable variable with a default, sent as null: the cost walk
    // could not read the limit and counted 0, so the nine ran before the tenth failed with INTERNAL_SERVER_ERROR.
    const heavy = Array.from({ length: 9 }, (_, i) => `a${i}: restaurantsNear(lat: 47.47, lng: -0.55, limit: 100, radiusKm: 100) { name idUrl }`).join('\n');
    const query = `query Q($l: Int = 100) { ${heavy}\n last: restaurantsNear(lat: 47.47, lng: -0.55, limit: $l, radiusKm: 100) { name } }`;
    const r = await gqlRaw({ query, variables: { l: null } });
    expect(r.status).toBe(400);
    expect(r.body.data ?? null).toBeNull();
    expect(r.body.errors).toHaveLength(1);
    expect(r.body.errors?.[0]).toMatchObject({ message: GRAPHQL_MESSAGES.argumentValue, extensions: { code: 'BAD_USER_INPUT' } });
    // A list argument of an input object, the same way.
    const list = await gqlRaw({
      query: 'query ($f: [String!] = ["Terrasse"]) { s: searchRestaurants(input: { filters: $f }) { __typename } near: restaurantsNear(lat: 47.47, lng: -0.55) { name } }',
      variables: { f: null },
    });
    // filters is a nullable list: null is a value the field accepts, and the operation runs with its cost.
    expect(list.status).toBe(200);
    expect(list.body.data?.s).toMatchObject({ __typename: 'SearchResult' });
    // A required list of an input object given by a nullable variable with a default, sent as null (a mutation: refused
    // before its guard runs, as the cost is computed before execution).
    const info = 'averagePrice: 20, city: "Angers", cuisines: [], filters: [], hours: [], idUrl: "abcdefgh", lat: 47.47, lng: -0.55, name: "X", phone: "0241000000", postalCode: "49000", specialDates: [], street: "1 rue X"';
    const required = await gqlRaw({ query: `mutation ($types: [String!] = ["Crêperie"]) { saveRestaurantInfo(input: { ${info}, types: $types }) { __typename } }`, variables: { types: null } });
    expect(required.status).toBe(400);
    expect(required.body.errors?.[0]).toMatchObject({ message: GRAPHQL_MESSAGES.argumentValue, extensions: { code: 'BAD_USER_INPUT' } });
    await expectStillServing();
  });

  it('refuses 8 aliased searches whose filters hold 4,000 copies of "Terrasse"', async () => {
    const searches = Array.from({ length: 8 }, (_, i) => `s${i}: searchRestaurants(input: $input) { __typename }`).join('\n');
    const r = await gqlRaw({ query: `query ($input: SearchInput!) { ${searches} }`, variables: { input: { filters: Array(4000).fill('Terrasse') } } });
    expect(r.status).toBe(400);
    expect(r.body.errors?.[0].message).toBe(INPUT_MESSAGES.listTooLong);
  });

  it('counts repeated filters once and caps them in both transports', async () => {
    const repeated = Array(90).fill('Terrasse');
    const gql = await gqlRaw({ query: 'query ($input: SearchInput!) { searchRestaurants(input: $input) { __typename ... on SearchResult { total } } }', variables: { input: { filters: repeated } } });
    expect(gql.body.data?.searchRestaurants).toEqual({ __typename: 'SearchResult', total: 1 });
    expect((await t.post('/getResto', { filters: repeated })).body).toMatchObject({ success: true, total: 1 });
    expectRestRefusal(await t.post('/getResto', { filters: Array(101).fill('Terrasse') }), 400, 'INVALID_INPUT');
  });

  it('refuses documents over the size, depth and token limits in French', async () => {
    const long = await gqlRaw({ query: `{ siteInfo { companyName } } #${'x'.repeat(GRAPHQL_LIMITS.documentChars)}` });
    expect(long.status).toBe(413);
    expect(isFrench(long.body.errors?.[0].message)).toBe(true);
    const tokens = await gqlRaw({ query: `{ siteInfo { ${Array(GRAPHQL_LIMITS.tokens).fill('x').join(' ')} } }` });
    expect(tokens.status).toBe(400);
    expect(tokens.body.errors?.[0].message).toMatch(/^Requête GraphQL refusée/);
    const deep = await gqlRaw({ query: '{ restaurant(idUrl: "abcdefgh") { ... on Restaurant { photos { url } } } }' });
    expect(deep.status).toBe(200);
  });

  it('answers GraphQL syntax and type errors with a French message', async () => {
    const syntax = await gqlRaw({ query: '{ siteInfo { ' });
    expect(syntax.status).toBe(400);
    expect(syntax.body.errors?.[0].message).toMatch(/illisible/);
    const unknown = await gqlRaw({ query: '{ nimportequoi }' });
    expect(unknown.status).toBe(400);
    expect(isFrench(unknown.body.errors?.[0].message)).toBe(true);
    const badVariable = await gqlRaw({ query: 'query ($n: Int!) { restaurantsNear(lat: 47.47, lng: -0.55, limit: $n) { name } }', variables: { n: 'beaucoup' } });
    expect(badVariable.status).toBe(400);
    expect(badVariable.body.errors?.[0].message).toMatch(/Paramètres invalides/);
    const manyWrong = await gqlRaw({ query: 'query ($input: SearchInput!) { searchRestaurants(input: $input) { __typename } }', variables: { input: { filters: Array.from({ length: 80 }, (_, i) => i) } } });
    expect(manyWrong.status).toBe(400);
    expect(manyWrong.body.errors?.[0].message).toMatch(/Paramètres invalides/);
    // Documents by hash (docs/adr/0048): with its text, the text is run; a hash alone that no release registered is refused.
    const persisted = await gqlRaw({ query: '{ siteInfo { companyName } }', extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } });
    expect(persisted.body.errors).toBeUndefined();
    const unknownHash = await gqlRaw({ extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } });
    expect(unknownHash.status).toBe(400);
    expect(unknownHash.body.errors?.[0]).toMatchObject({ message: 'Requête GraphQL inconnue sous cette empreinte : envoyez son texte.', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } });
    const subscription = await gqlRaw({ query: 'subscription { siteInfo { companyName } }' });
    expect(subscription.status).toBe(400);
    expect(subscription.body.errors?.[0].message).toMatch(/abonnements/);
    const get = await fetch(`${t.url}/graphql?query=${encodeURIComponent('{ siteInfo { companyName } }')}`);
    expect(get.status).toBe(400);
    expect(((await get.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(/POST/);
  });
});

describe('validation that cannot be bypassed', () => {
  it('a leading "__proto__":{} does not switch off class-validator', async () => {
    const long = `{"__proto__":{},"name":"${'a'.repeat(300)}"}`;
    const r = await t.post('/getResto', long);
    expectRestRefusal(r, 400, 'INVALID_INPUT');
    expect(r.body.message).toMatch(/50 caractères/);
    expectRestRefusal(await t.post('/getInfoPageResto', '{"__proto__":{}}'), 400, 'INVALID_INPUT');
    expectRestRefusal(await t.post('/getVille', '{"__proto__":{"name":"ang"}}'), 400, 'INVALID_INPUT');
    expectRestRefusal(await t.post('/getRestoCoords', '{"constructor":{"prototype":{"latitude":47}},"longitude":0}'), 400, 'INVALID_INPUT');
    // Nothing leaked into the prototypes of the server's objects.
    expect(({} as Record<string, unknown>).name).toBeUndefined();
    await expectStillServing();
  });

  it('NUL and control characters are refused in every string, with the same French message', async () => {
    for (const [path, body] of [
      ['/getResto', { name: 'pizza\u0000' }], ['/getVille', { name: 'ang\u0000' }], ['/getListCity', { cityName: '\u0000' }],
      ['/getResto', { city: 'angers', filters: ['Terrasse\u001b'] }], ['/getInfoPageResto', { id_url: idUrl, previewToken: '\u0007' }],
    ] as const) {
      const r = await t.post(path, body);
      expectRestRefusal(r, 400, 'INVALID_INPUT');
      expect(r.body.message).toBe(INPUT_MESSAGES.controlCharacter);
    }
    const variables = await gqlRaw({ query: 'query ($name: String) { searchRestaurants(input: { name: $name }) { __typename } }', variables: { name: 'a\u0000' } });
    expect(variables.status).toBe(400);
    expect(variables.body.errors?.[0].message).toBe(INPUT_MESSAGES.controlCharacter);
    for (const query of [
      '{ searchRestaurants(input: { name: "a\\u0000" }) { __typename } }',
      '{ citySuggestions(text: "an\\u0000g") { name } }',
      '{ cityPage(slug: "angers\\u0000") { __typename } }',
      'mutation { updateProfile(input: { biography: "bonjour\\u0000" }) { __typename } }',
    ]) {
      const r = await gqlRaw({ query });
      expect(r.status, query).toBe(400);
      expect(r.body.errors?.[0].message).toBe(INPUT_MESSAGES.controlCharacter);
    }
    // Tabs and line breaks stay allowed in texts.
    expect((await t.post('/getVille', { name: 'an\tg' })).status).toBe(200);
    await expectStillServing();
  });

  it('refuses deep nesting without exhausting the stack', async () => {
    const deep = `{"name":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    expectRestRefusal(await t.post('/getResto', deep), 400);
    const r = await t.post('/getResto', `{"name":${'['.repeat(20)}${']'.repeat(20)}}`);
    expectRestRefusal(r, 400, 'INVALID_INPUT');
    expect(r.body.message).toBe(INPUT_MESSAGES.tooDeep);
    const gql = await gqlRaw(`{"query":"query ($x: String) { siteInfo { companyName } }","variables":{"x":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}}`);
    expect(gql.status).toBe(400);
    await expectStillServing();
  });

  it('requires application/json on JSON endpoints (415) and names the right limit when a body is too large (413)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const r = await t.request('POST', '/api/getResto', { body: 'city=angers', headers: { 'content-type': type } });
      expectRestRefusal({ status: r.status, body: r.body }, 415, 'UNSUPPORTED_MEDIA_TYPE');
      const g = await t.request('POST', '/graphql', { body: '{ siteInfo { companyName } }', headers: { 'content-type': type } });
      expect(g.status).toBe(415);
    }
    // A POST without a body needs no content type.
    expect((await t.request('POST', '/api/getResto')).status).toBe(200);
    const big = await t.post('/getResto', { name: 'x'.repeat(120 * 1024) });
    expectRestRefusal(big, 413, 'TOO_LARGE');
    expect(big.body.message).toContain('100 Ko');
    const bigGql = await t.request('POST', '/graphql', { body: { query: '{ siteInfo { companyName } }', variables: { x: 'x'.repeat(120 * 1024) } } });
    expect(bigGql.status).toBe(413);
    expect((bigGql.body.errors as { message: string }[])[0].message).toContain('100 Ko');
    const broken = await t.post('/getResto', '{"city":');
    expectRestRefusal(broken, 400, 'BAD_REQUEST');
    expect(broken.body.message).toMatch(/JSON valide/);
  });

  it('answers headers over Node’s limit (a long address, a big cookie) with a French JSON 431, not Node’s bare status line', async () => {
    for (const [url, headers] of [[`/api/getResto?q=${'a'.repeat(17 * 1024)}`, {}], ['/graphql', { cookie: `x=${'b'.repeat(17 * 1024)}` }]] as const) {
      const res = await fetch(`${t.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });
      expect(res.status).toBe(431);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ success: false, code: 'HEADERS_TOO_LARGE', message: 'La requête est trop volumineuse (adresse ou en-têtes trop longs).' });
    }
  });
});

describe('no 500 on bad ids and NUL bytes', () => {
  it('refuses ids outside PostgreSQL integers with a 4xx', async () => {
    for (const idrestaurant of ['2147483648', 99999999999, 1e20, -1, 1.5]) {
      const r = await t.post('/updatePhoneClick', { idrestaurant });
      expect(r.status, String(idrestaurant)).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
    }
    const profile = await gqlRaw({ query: '{ publicProfile(idUser: "9999999999") { __typename } }' });
    expect(profile.status).toBe(200);
    expect(profile.body.data?.publicProfile.__typename).toMatch(/Error$/);
    await expectStillServing();
  });
});

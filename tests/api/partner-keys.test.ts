import { getIntrospectionQuery } from 'graphql';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_KEY_MESSAGES, PARTNER_KEY_PATTERN, PARTNER_TIERS } from '../../common/partner-key-rules.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../server/src/data/seed/demo-accounts.js';
import { PROTECTION_MESSAGES } from '../../server/src/graphql/protection.js';
import { insertRestaurants, restaurantRecord } from '../factories/restaurants.js';
import { messagesFor } from '../support/outbox.js';
import { eventually } from '../support/instances.js';
import { AccountClient } from './accounts-client.js';
import { secondInstance, startTestServer, type OtherInstance, type TestServer } from './harness.js';

/**
 * Partner keys of the public API (issue 29, docs/adr/0047) through real HTTP on real PostgreSQL: a key asked for on
 * the public form, approved in area 1, shown once by the e-mail's link, stored hashed; sent as X-Api-Key or Bearer,
 * counted under the key at its tier's budget; introspection with a key only; rotation with both keys valid during
 * the grace; revocation refused at once on this instance and promptly on another; origins; nothing private opened.
 */
const VISITOR_POINTS = 40;
const TIER = PARTNER_TIERS.partenaire;
const ORIGIN = 'https://carte.office-tourisme.example';
const SEARCH = '{ searchRestaurants(input: { page: 1 }) { ... on SearchResult { total } } }';
const REQUEST = `mutation ($input: PartnerKeyRequestInput!) { requestPartnerKey(input: $input) { __typename
  ... on PartnerKeyRequested { message } ... on UserError { code message } ... on InvalidInputError { field } } }`;
const REVEAL = `mutation ($token: String!) { revealPartnerKey(token: $token) { __typename ... on PartnerKeyRevealed { name tierLabel secret } ... on UserError { code message } } }`;
const KEYS = '{ partnerKeys { id name ownerEmail tier allowedOrigins keyHint state previousValidUntil lastUsedAt revokedAt } }';
const REQUESTS = '{ partnerKeyRequests { id organisation email decision } }';
const APPROVE = `mutation ($input: PartnerKeyApprovalInput!) { approvePartnerKeyRequest(input: $input) { __typename ... on PartnerKeyRequestDecided { message request { id decision } } ... on UserError { code message } } }`;
const REFUSE = `mutation ($input: PartnerKeyRefusalInput!) { refusePartnerKeyRequest(input: $input) { __typename ... on PartnerKeyRequestDecided { request { id decision refusalReason } } ... on UserError { code message } } }`;
const ROTATE = `mutation ($id: Int!) { rotatePartnerKey(id: $id) { __typename ... on PartnerKeyIssued { secret key { id state previousValidUntil } } ... on UserError { code message } } }`;
const REVOKE = `mutation ($id: Int!) { revokePartnerKey(id: $id) { __typename ... on PartnerKeyView { id state revokedAt } ... on UserError { code message } } }`;
const CREATE = `mutation ($input: PartnerKeyInput!) { createPartnerKey(input: $input) { __typename ... on PartnerKeyIssued { secret key { id name tier state allowedOrigins } } ... on UserError { code message } ... on InvalidInputError { field } } }`;

type Body = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[]; extensions?: { cost?: { maximumQueryCost: number; pointsSpent: number; throttleStatus: { maximumAvailable: number; currentlyAvailable: number } } } };

let t: TestServer;
let other: OtherInstance;
const admin = {} as { client: AccountClient };
const visitor = {} as { client: AccountClient };


async function call(query: string, headers: Record<string, string> = {}, base = t.url) {
  const res = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Body };
}

const requestInput = (email: string) => ({ organisation: 'Office de tourisme d’Angers', email, intendedUse: 'Afficher les restaurants ouverts le dimanche sur notre carte interactive.', website: 'https://office-tourisme.example' });

beforeAll(async () => {
  t = await startTestServer({ API_RATE_LIMIT_PER_MINUTE: String(VISITOR_POINTS), TRUST_PROXY: 'loopback', GRAPHQL_INTROSPECTION: '0' });
  await seedDemoAccounts(t.db, () => {});
  await insertRestaurants(t.db, [restaurantRecord({ externalId: 'cle-a', name: 'La Clé des Champs' })], t.config.mediaDir);
  admin.client = new AccountClient(t);
  expect(await admin.client.logInAdmin(DEMO_ACCOUNTS[2].email)).toMatchObject({ __typename: 'SecondFactorSession' });
  visitor.client = new AccountClient(t);
  other = await secondInstance(t);
}, 120_000);
afterAll(async () => {
  await other?.close();
  await t?.close();
});

let secret = '';
let keyId = 0;

describe('partner keys', () => {
  it('a request is checked with French messages, waits in area 1, and an approval e-mails a link that shows the key once', async () => {
    const bad = (await visitor.client.gql<{ requestPartnerKey: Record<string, string> }>(REQUEST, { input: { ...requestInput('x@y.fr'), website: 'ftp://exemple' } })).data.requestPartnerKey;
    expect(bad).toMatchObject({ __typename: 'InvalidInputError', field: 'website', message: PARTNER_KEY_MESSAGES.website });
    const ok = (await visitor.client.gql<{ requestPartnerKey: Record<string, string> }>(REQUEST, { input: requestInput('Api@Office-Tourisme.example') })).data.requestPartnerKey;
    expect(ok).toEqual({ __typename: 'PartnerKeyRequested', message: PARTNER_KEY_MESSAGES.requested });

    const waiting = (await admin.client.gql<{ partnerKeyRequests: { id: number; email: string; decision: string | null }[] }>(REQUESTS)).data.partnerKeyRequests;
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ email: 'api@office-tourisme.example', decision: null });
    const approved = (await admin.client.gql<{ approvePartnerKeyRequest: Record<string, unknown> }>(APPROVE, { input: { requestId: waiting[0].id, tier: 'partenaire', origins: `${ORIGIN}\n` } })).data.approvePartnerKeyRequest;
    expect(approved).toMatchObject({ __typename: 'PartnerKeyRequestDecided', request: { decision: 'approved' } });
    const again = (await admin.client.gql<{ approvePartnerKeyRequest: Record<string, unknown> }>(APPROVE, { input: { requestId: waiting[0].id, tier: 'partenaire', origins: '' } })).data.approvePartnerKeyRequest;
    expect(again).toMatchObject({ __typename: 'ActionError', code: 'CONFLICT', message: PARTNER_KEY_MESSAGES.requestDecided });

    const [mail] = await messagesFor(t.config.dataDir, 'api@office-tourisme.example');
    expect(mail.subject).toBe('Votre clé d’API Mijote est prête');
    const token = /\/developpeurs\/cle\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
    expect(mail.text).not.toMatch(/mjk_live_/);

    const revealed = await visitor.client.gql<{ revealPartnerKey: Record<string, string> }>(REVEAL, { token });
    expect(revealed.errors).toBeUndefined();
    const shown = revealed.data.revealPartnerKey;
    expect(shown).toMatchObject({ __typename: 'PartnerKeyRevealed', name: 'Office de tourisme d’Angers' });
    secret = shown.secret;
    expect(secret).toMatch(PARTNER_KEY_PATTERN);
    const second = (await visitor.client.gql<{ revealPartnerKey: Record<string, string> }>(REVEAL, { token })).data.revealPartnerKey;
    expect(second).toEqual({ __typename: 'ActionError', code: 'TOKEN_USED', message: PARTNER_KEY_MESSAGES.revealUsed });

    // Stored hashed: the row holds the key's SHA-256 and its first characters only.
    const [row] = await t.db.query(`SELECT * FROM partner_key`);
    expect(row.key_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret.slice(13));
    keyId = row.id;
    const keys = (await admin.client.gql<{ partnerKeys: Record<string, unknown>[] }>(KEYS)).data.partnerKeys;
    expect(keys[0]).toMatchObject({ id: keyId, name: 'Office de tourisme d’Angers', ownerEmail: 'api@office-tourisme.example', tier: 'partenaire', allowedOrigins: [ORIGIN], state: 'ACTIVE', keyHint: `${secret.slice(0, 13)}…` });
  });

  it('the request form is limited per address: the sixth in the window is refused in French', async () => {
    const ask = async () => {
      const res = await fetch(`${t.url}/graphql`, {
        method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.55' },
        body: JSON.stringify({ query: REQUEST, variables: { input: requestInput('limite@exemple.fr') } }),
      });
      return ((await res.json()) as { data: { requestPartnerKey: { __typename: string; code?: string; message: string } } }).data.requestPartnerKey;
    };
    for (let i = 0; i < 5; i++) expect((await ask()).__typename).toBe('PartnerKeyRequested');
    expect(await ask()).toMatchObject({ __typename: 'ActionError', code: 'RATE_LIMITED', message: PARTNER_KEY_MESSAGES.tooManyRequests });
    await t.db.query(`DELETE FROM partner_key_request WHERE email = 'limite@exemple.fr'`); // write under test
  });

  it('a refusal e-mails its reason', async () => {
    await visitor.client.gql(REQUEST, { input: requestInput('refus@exemple.fr') });
    const [waiting] = (await admin.client.gql<{ partnerKeyRequests: { id: number; decision: string | null }[] }>(REQUESTS)).data.partnerKeyRequests;
    const refused = (await admin.client.gql<{ refusePartnerKeyRequest: Record<string, unknown> }>(REFUSE, { input: { requestId: waiting.id, reason: 'Usage commercial non décrit.' } })).data.refusePartnerKeyRequest;
    expect(refused).toMatchObject({ request: { decision: 'refused', refusalReason: 'Usage commercial non décrit.' } });
    const [mail] = await messagesFor(t.config.dataDir, 'refus@exemple.fr');
    expect(mail.text).toContain('Motif : Usage commercial non décrit.');
  });

  it('the key works with X-Api-Key and with Bearer, counted under the key at its tier, in extensions.cost and the headers', async () => {
    const a = await call(SEARCH, { 'x-api-key': secret, 'x-forwarded-for': '198.51.100.1' });
    expect(a.status).toBe(200);
    expect(a.body.extensions!.cost!.maximumQueryCost).toBe(TIER.maxOperationCost);
    expect(a.body.extensions!.cost!.throttleStatus.maximumAvailable).toBe(TIER.pointsPerMinute);
    expect(a.headers.get('ratelimit-policy')).toBe(`${TIER.pointsPerMinute};w=60`);
    const points = a.body.extensions!.cost!.pointsSpent;
    // Another address, the same key: the same budget.
    const b = await call(SEARCH, { authorization: `Bearer ${secret}`, 'x-forwarded-for': '198.51.100.2' });
    expect(b.status).toBe(200);
    expect(b.body.extensions!.cost!.throttleStatus.currentlyAvailable).toBe(TIER.pointsPerMinute - 2 * points);
    expect(b.headers.get('ratelimit')).toMatch(new RegExp(`^limit=${TIER.pointsPerMinute}, remaining=${TIER.pointsPerMinute - 2 * points}, reset=\\d+$`));
    // The address itself stays a visitor with its own budget.
    const visitorAnswer = await call(SEARCH, { 'x-forwarded-for': '198.51.100.1' });
    expect(visitorAnswer.body.extensions!.cost!.throttleStatus).toMatchObject({ maximumAvailable: VISITOR_POINTS, currentlyAvailable: VISITOR_POINTS - points });
    // The costed /api paths too.
    const rest = await fetch(`${t.url}/api/getVille`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': secret }, body: '{"name":"ang"}' });
    expect(rest.status).toBe(200);
    expect(rest.headers.get('ratelimit-policy')).toBe(`${TIER.pointsPerMinute};w=60`);
    const rate = await call('{ rateLimit { limit maxOperationCost } }', { 'x-api-key': secret });
    expect(rate.body.data!.rateLimit).toEqual({ limit: TIER.pointsPerMinute, maxOperationCost: TIER.maxOperationCost });
    const [row] = await t.db.query(`SELECT last_used_at FROM partner_key WHERE id = $1`, [keyId]);
    expect(row.last_used_at).not.toBeNull();
  });

  it('introspection: refused without a key in this configuration, answered with one or to an admin', async () => {
    const INTROSPECT = '{ __schema { queryType { name } } }';
    const without = await call(INTROSPECT);
    expect(without.status).toBe(403);
    expect(without.body.errors![0]).toMatchObject({ message: PROTECTION_MESSAGES.introspection, extensions: { code: 'INTROSPECTION_DISABLED' } });
    const typeQuery = await call('{ __type(name: "Query") { name } }');
    expect(typeQuery.body.errors![0].extensions!.code).toBe('INTROSPECTION_DISABLED');
    const keyed = await call(INTROSPECT, { 'x-api-key': secret });
    expect(keyed.status).toBe(200);
    expect(keyed.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    // An admin signed in too (the explorer's documentation, docs/adr/0053); a visitor's session does not.
    const asAdmin = await call(INTROSPECT, { authorization: `Bearer ${admin.client.token!}` });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('introspection with a key: the standard query (GraphiQL’s) is answered within the budget; lists nested again under a type are refused', async () => {
    const standard = await call(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }), { 'x-api-key': secret });
    expect(standard.status).toBe(200);
    expect((standard.body.data as { __schema: { types: unknown[] } }).__schema.types.length).toBeGreaterThan(100);
    // `fields { type { fields … } }` multiplies the answer by the fields of a type: refused before running (graphql-js's own
    // rule stops three such levels at validation; this one stops the second).
    const nested = await call('{ __schema { types { fields { type { fields { name } } } } } }', { 'x-api-key': secret });
    expect(nested.status).toBe(400);
    expect(nested.body.errors![0]).toMatchObject({ message: PROTECTION_MESSAGES.introspectionNested, extensions: { code: 'INTROSPECTION_TOO_DEEP' } });
    const throughFragment = await call('{ __type(name: "Query") { possibleTypes { ...T } } } fragment T on __Type { fields { name } }', { 'x-api-key': secret });
    expect(throughFragment.body.errors![0].extensions!.code).toBe('INTROSPECTION_TOO_DEEP');
  });

  it('a key reads what a visitor reads: a private field is refused as it is without a key, and a key is never an account token', async () => {
    for (const headers of [{}, { 'x-api-key': secret }, { authorization: `Bearer ${secret}` }] as Record<string, string>[]) {
      const r = await call('{ partnerKeys { id } }', headers);
      expect(r.body.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    }
    const me = await fetch(`${t.url}/api/infoUser`, { headers: { authorization: `Bearer ${secret}` } });
    expect(me.status).toBe(401);
  });

  it('an unknown key is refused with a 401, its code and a French message, never served as a visitor', async () => {
    const wrong = `${secret.slice(0, -4)}AAAA`;
    for (const headers of [{ 'x-api-key': wrong }, { authorization: `Bearer ${wrong}` }, { 'x-api-key': 'pas-une-cle' }] as Record<string, string>[]) {
      const r = await call(SEARCH, headers);
      expect(r.status).toBe(401);
      expect(r.body.errors![0]).toMatchObject({ message: PARTNER_KEY_MESSAGES.unknownKey, extensions: { code: 'API_KEY_INVALID' } });
    }
    const rest = await fetch(`${t.url}/api/getVille`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': wrong }, body: '{"name":"ang"}' });
    expect(rest.status).toBe(401);
    expect(await rest.json()).toEqual({ success: false, code: 'API_KEY_INVALID', message: PARTNER_KEY_MESSAGES.unknownKey });
  });

  it('allowed origins: a listed origin gets CORS with the budget headers exposed, another is refused; preflights are answered', async () => {
    const listed = await call(SEARCH, { 'x-api-key': secret, origin: ORIGIN });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(listed.headers.get('access-control-expose-headers')).toBe('RateLimit, RateLimit-Policy, Retry-After');
    const foreign = await call(SEARCH, { 'x-api-key': secret, origin: 'https://ailleurs.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.body.errors![0]).toMatchObject({ message: PARTNER_KEY_MESSAGES.originRefused, extensions: { code: 'ORIGIN_REFUSED' } });
    const preflight = await fetch(`${t.url}/graphql`, { method: 'OPTIONS', headers: { origin: ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-api-key' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('X-Api-Key');
  });

  it('rotation: the new key and the old one both work during the grace, under the same budget; after it the old one is refused', async () => {
    const rotated = (await admin.client.gql<{ rotatePartnerKey: { secret: string; key: { state: string; previousValidUntil: string } } }>(ROTATE, { id: keyId })).data.rotatePartnerKey;
    expect(rotated.key.state).toBe('ROTATING');
    const graceDays = (Date.parse(rotated.key.previousValidUntil) - Date.now()) / 86_400_000;
    expect(graceDays).toBeGreaterThan(6.9);
    expect(graceDays).toBeLessThanOrEqual(7);
    const old = secret;
    secret = rotated.secret;
    expect(secret).not.toBe(old);
    const before = await call(SEARCH, { 'x-api-key': old });
    const after = await call(SEARCH, { 'x-api-key': secret });
    expect([before.status, after.status]).toEqual([200, 200]);
    expect(after.body.extensions!.cost!.throttleStatus.currentlyAvailable).toBe(before.body.extensions!.cost!.throttleStatus.currentlyAvailable - after.body.extensions!.cost!.pointsSpent);
    // The grace over (moved to the past): the old key is refused as expired (on the other instance, which never kept it).
    await t.db.query(`UPDATE partner_key SET previous_valid_until = now() - interval '1 minute' WHERE id = $1`, [keyId]); // write under test
    const expired = await call(SEARCH, { 'x-api-key': old }, other.url);
    expect(expired.status).toBe(401);
    expect(expired.body.errors![0].message).toBe(PARTNER_KEY_MESSAGES.expiredKey);
  });

  it('revocation: refused at once on this instance and promptly on the other, which had kept the key', async () => {
    expect((await call(SEARCH, { 'x-api-key': secret }, other.url)).status).toBe(200);
    const revoked = (await admin.client.gql<{ revokePartnerKey: { state: string } }>(REVOKE, { id: keyId })).data.revokePartnerKey;
    expect(revoked.state).toBe('REVOKED');
    const here = await call(SEARCH, { 'x-api-key': secret });
    expect(here.status).toBe(401);
    expect(here.body.errors![0]).toMatchObject({ message: PARTNER_KEY_MESSAGES.revokedKey, extensions: { code: 'API_KEY_INVALID' } });
    const there = await eventually(() => call(SEARCH, { 'x-api-key': secret }, other.url), (r) => r.status === 401, 2_000);
    expect(there.body.errors![0].message).toBe(PARTNER_KEY_MESSAGES.revokedKey);
  });

  it('an admin creates a key directly, shown once; only admins manage keys', async () => {
    const created = (await admin.client.gql<{ createPartnerKey: { secret: string; key: Record<string, unknown> } }>(CREATE, { input: { name: 'Conciergerie Hôtel du Mail', ownerEmail: 'tech@hotel.example', tier: 'partenaire-plus', origins: '' } })).data.createPartnerKey;
    expect(created.key).toMatchObject({ name: 'Conciergerie Hôtel du Mail', tier: 'partenaire-plus', state: 'ACTIVE', allowedOrigins: [] });
    const used = await call(SEARCH, { authorization: `Bearer ${created.secret}`, origin: 'https://nimporte.example' });
    expect(used.body.extensions!.cost!.throttleStatus.maximumAvailable).toBe(PARTNER_TIERS['partenaire-plus'].pointsPerMinute);
    expect(used.headers.get('access-control-allow-origin')).toBeNull();
    const badOrigins = (await admin.client.gql<{ createPartnerKey: Record<string, unknown> }>(CREATE, { input: { name: 'X Y', ownerEmail: 'a@b.fr', tier: 'partenaire', origins: 'https://a.example/chemin' } })).data.createPartnerKey;
    expect(badOrigins).toMatchObject({ __typename: 'InvalidInputError', field: 'origins' });
    const byVisitor = await visitor.client.gql(CREATE, { input: { name: 'X Y', ownerEmail: 'a@b.fr', tier: 'partenaire', origins: '' } });
    expect(byVisitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

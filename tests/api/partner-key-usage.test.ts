import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisDayOf } from '../../common/french-dates.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../server/src/data/seed/demo-accounts.js';
import { webhookService } from '../../server/src/modules/webhooks/index.js';
import { insertRestaurants, restaurantRecord } from '../factories/restaurants.js';
import { eventually } from '../support/instances.js';
import { AccountClient } from './accounts-client.js';
import { secondInstance, startTestServer, type OtherInstance, type TestServer } from './harness.js';

/**
 * Usage of partner keys in area 1 (issue 29, docs/adr/0052) through real HTTP on real PostgreSQL: what a key spends on
 * two instances (searches served, an operation refused as too costly) is counted in memory, flushed by each instance,
 * and added up in partner_key_usage; area 1 reads it per day and per operation. Area 1's webhook log of the key lists
 * a delivery made to a loopback receiver.
 */
const CREATE = `mutation ($input: PartnerKeyInput!) { createPartnerKey(input: $input) { __typename ... on PartnerKeyIssued { secret key { id } } ... on UserError { code message } } }`;
const SEARCH = 'query Recherche { searchRestaurants(input: { page: 1 }) { ... on SearchResult { total } } }';
const USAGE = `query ($id: Int!) { partnerKeyUsage(id: $id) { keyId lastUsedAt days { day requests cost rateLimited costLimited } operations { operation requests cost refusals } } }`;
const LOG = `query ($id: Int!) { partnerKeyWebhooks(id: $id) { webhook { url events failuresInARow disabledAt } deliveries { event attempts lastStatus lastError deliveredAt givenUpAt nextAttemptAt } } }`;
const REGISTER = `mutation ($input: WebhookInput!) { registerWebhook(input: $input) { __typename ... on WebhookRegistered { webhook { id } } ... on UserError { code message } } }`;
const OFFLINE = `mutation ($idUrl: String!) { setRestaurantOnline(input: { idUrl: $idUrl, online: false, reason: "Contrôle des informations affichées." }) { __typename ... on UserError { code message } } }`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields of its own operation
type Data = Record<string, any>;
type Body = { data?: Data | null; errors?: { message: string; extensions?: { code?: string } }[]; extensions?: { cost?: { requestedQueryCost: number } } };

let t: TestServer;
let other: OtherInstance;
let admin: AccountClient;
let key = '';
let keyId = 0;
let idUrl = '';


async function asKey(query: string, variables: Record<string, unknown> = {}, base = t.url) {
  const res = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: JSON.stringify({ query, variables }) });
  return { status: res.status, body: (await res.json()) as Body };
}

beforeAll(async () => {
  t = await startTestServer();
  await seedDemoAccounts(t.db, () => {});
  const ids = await insertRestaurants(t.db, [restaurantRecord({ externalId: 'usage-1', name: 'Le Compteur' })], t.config.mediaDir);
  idUrl = ids.get('usage-1')!;
  admin = new AccountClient(t);
  expect(await admin.logInAdmin(DEMO_ACCOUNTS[2].email)).toMatchObject({ __typename: 'SecondFactorSession' });
  const created = await admin.gql<{ createPartnerKey: { secret: string; key: { id: number } } }>(CREATE, { input: { name: 'Office de tourisme', ownerEmail: 'dev@office.example', tier: 'partenaire', origins: '' } });
  key = created.data.createPartnerKey.secret;
  keyId = created.data.createPartnerKey.key.id;
  other = await secondInstance(t);
}, 120_000);
afterAll(async () => {
  await other?.close();
  await t?.close();
});

describe('usage of a partner key in area 1', () => {
  it('counts each operation per day on two instances, refusals apart, and reports exactly that after the flush', async () => {
    expect((await admin.gql<Data>(USAGE, { id: keyId })).data.partnerKeyUsage).toMatchObject({ keyId, operations: [] });
    let spent = 0;
    for (const base of [t.url, t.url, t.url, other.url, other.url]) {
      const r = await asKey(SEARCH, {}, base);
      expect(r.status).toBe(200);
      spent += r.body.extensions!.cost!.requestedQueryCost;
    }
    // Ten aliased searches of every restaurant's photos: above the partner tier's largest cost, refused before running.
    const costly = `query TropCher { ${Array.from({ length: 10 }, (_, i) => `s${i}: searchRestaurants(input: { page: 1 }) { ... on SearchResult { items { name photos { url width height alt } } } }`).join(' ')} }`;
    const refused = await asKey(costly);
    expect(refused.body.errors?.[0].extensions?.code).toBe('COST_LIMIT');
    // A visitor's searches are not counted.
    expect((await t.gql(SEARCH)).errors).toBeUndefined();

    await Promise.all([t.services.quota.flush(), other.services.quota.flush()]);
    const usage = (await admin.gql<Data>(USAGE, { id: keyId })).data.partnerKeyUsage;
    expect(usage.days).toHaveLength(30);
    const today = usage.days.at(-1);
    expect(today).toEqual({ day: parisDayOf(new Date()), requests: 6, cost: spent, rateLimited: 0, costLimited: 1 });
    expect(usage.days.slice(0, -1).every((d: Data) => d.requests === 0)).toBe(true);
    expect(usage.operations).toEqual([
      { operation: 'Recherche', requests: 5, cost: spent, refusals: 0 },
      { operation: 'TropCher', requests: 1, cost: 0, refusals: 1 },
    ]);
    expect(usage.lastUsedAt).not.toBeNull();

    // A second flush adds only what came since: one more search on the second instance.
    const again = await asKey(SEARCH, {}, other.url);
    await Promise.all([t.services.quota.flush(), other.services.quota.flush()]);
    const after = (await admin.gql<Data>(USAGE, { id: keyId })).data.partnerKeyUsage;
    expect(after.operations[0]).toEqual({ operation: 'Recherche', requests: 6, cost: spent + again.body.extensions!.cost!.requestedQueryCost, refusals: 0 });
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM partner_key_usage');
    expect(n).toBe(2);
  });

  it('an unknown key has used nothing', async () => {
    const usage = (await admin.gql<Data>(USAGE, { id: 999_999 })).data.partnerKeyUsage;
    expect(usage).toMatchObject({ keyId: 999_999, lastUsedAt: null, operations: [] });
    expect(usage.days.every((d: Data) => d.requests === 0)).toBe(true);
  });

  it('area 1’s webhook log of the key lists a delivery made to a loopback receiver', async () => {
    const received: string[] = [];
    const receiver = createServer((req, res) => {
      req.on('data', () => {});
      req.on('end', () => {
        received.push(String(req.headers['x-mijote-event']));
        res.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/mijote`;
    webhookService.startSending({ db: t.db, config: t.config, mail: t.services.mail });
    try {
      expect((await asKey(REGISTER, { input: { url, events: ['restaurant.unpublished'] } })).body.data?.registerWebhook).toMatchObject({ __typename: 'WebhookRegistered' });
      expect((await admin.gql(OFFLINE, { idUrl })).errors).toBeUndefined();
      await eventually(async () => received.length, (n) => n >= 1, 5_000);
      const log = await eventually(async () => (await admin.gql<Data>(LOG, { id: keyId })).data.partnerKeyWebhooks, (l: Data[]) => l[0]?.deliveries[0]?.deliveredAt, 5_000);
      expect(log).toHaveLength(1);
      expect(log[0].webhook).toEqual({ url, events: ['restaurant.unpublished'], failuresInARow: 0, disabledAt: null });
      expect(log[0].deliveries).toHaveLength(1);
      expect(log[0].deliveries[0]).toMatchObject({ event: 'restaurant.unpublished', attempts: 1, lastStatus: 200, lastError: null, givenUpAt: null, nextAttemptAt: null });
      expect(log[0].deliveries[0].deliveredAt).not.toBeNull();
      expect((await admin.gql<Data>(LOG, { id: 999_999 })).data.partnerKeyWebhooks).toEqual([]);
    } finally {
      webhookService.stopSending();
      await webhookService.settled();
      receiver.close();
    }
  });
});

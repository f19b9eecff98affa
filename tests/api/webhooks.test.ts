import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { promisify } from 'node:util';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_DISABLE_AFTER, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_MESSAGES, WEBHOOK_VERIFY_SNIPPET } from '../../common/webhook-rules.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../server/src/data/seed/demo-accounts.js';
import { publicEvent } from '../../server/src/modules/shared/public-events.js';
import { webhookService } from '../../server/src/modules/webhooks/index.js';
import { insertRestaurants, restaurantRecord } from '../factories/restaurants.js';
import { messagesFor } from '../support/outbox.js';
import { eventually } from '../support/instances.js';
import { AccountClient } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';

/**
 * Webhooks of the public API (issue 29, docs/adr/0051) through real HTTP: a key registers a loopback endpoint, a page
 * taken off line and put back by an admin delivers signed events that the receiver verifies; failures are retried
 * with backoff, given up after WEBHOOK_MAX_ATTEMPTS, and the endpoint is disabled (with an e-mail) after
 * WEBHOOK_DISABLE_AFTER deliveries given up in a row.
 */
const CREATE = `mutation ($input: PartnerKeyInput!) { createPartnerKey(input: $input) { __typename ... on PartnerKeyIssued { secret key { id } } ... on UserError { code message } } }`;
const REGISTER = `mutation ($input: WebhookInput!) { registerWebhook(input: $input) { __typename
  ... on WebhookRegistered { secret message webhook { id url events disabledAt } } ... on UserError { code message } ... on InvalidInputError { field } } }`;
const MINE = '{ myWebhooks { id url events failuresInARow disabledAt } }';
const DELIVERIES = '{ myWebhookDeliveries { id event attempts lastStatus deliveredAt givenUpAt } }';
const OFFLINE = `mutation ($idUrl: String!, $online: Boolean!) { setRestaurantOnline(input: { idUrl: $idUrl, online: $online, reason: "Contrôle des informations affichées." }) { __typename ... on UserError { code message } } }`;

const run = promisify(execFile);

interface Received { headers: IncomingMessage['headers']; body: string }
let t: TestServer;
let admin: AccountClient;
let key = '';
let receiver: Server;
let receiverUrl = '';
const received: Received[] = [];
let answerStatus = 200;
let idUrl = '';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields of its own operation
type Data = Record<string, any>;

async function asKey(query: string, variables: Record<string, unknown> = {}, apiKey = key) {
  const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': apiKey }, body: JSON.stringify({ query, variables }) });
  return { status: res.status, body: (await res.json()) as { data?: Data; errors?: { message: string; extensions?: { code?: string } }[] } };
}

/** What a partner's receiver does: recompute the signature over "<t>.<body>" with its secret, check the timestamp. */
function verified(r: Received, secret: string): boolean {
  const header = String(r.headers['x-mijote-signature'] ?? '');
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${r.body}`).digest('hex');
  return expected === match[2] && Math.abs(Date.now() / 1000 - Number(match[1])) < 300;
}

const sender = () => ({ db: t.db, config: t.config, mail: t.services.mail });

beforeAll(async () => {
  t = await startTestServer();
  await seedDemoAccounts(t.db, () => {});
  const ids = await insertRestaurants(t.db, [restaurantRecord({ externalId: 'wh-1', name: 'Le Crochet' })], t.config.mediaDir);
  idUrl = ids.get('wh-1')!;
  admin = new AccountClient(t);
  expect(await admin.logInAdmin(DEMO_ACCOUNTS[2].email)).toMatchObject({ __typename: 'SecondFactorSession' });
  const created = await admin.gql<{ createPartnerKey: { secret: string } }>(CREATE, { input: { name: 'Office de tourisme', ownerEmail: 'dev@office.example', tier: 'partenaire', origins: '' } });
  key = created.data.createPartnerKey.secret;
  expect(key).toBeTruthy();
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = answerStatus;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/mijote`;
  webhookService.startSending(sender());
}, 120_000);
afterAll(async () => {
  webhookService.stopSending();
  await webhookService.settled();
  receiver?.close();
  await t?.close();
});

describe('webhooks', () => {
  let secret = '';

  it('are for key holders only, and check the address and the events in French', async () => {
    const anonymous = await t.gql(MINE);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const bad = await asKey(REGISTER, { input: { url: 'ftp://exemple.fr/x', events: ['restaurant.published'] } });
    expect(bad.body.data?.registerWebhook).toMatchObject({ __typename: 'InvalidInputError', field: 'url', message: WEBHOOK_MESSAGES.url });
    const events = await asKey(REGISTER, { input: { url: receiverUrl, events: ['restaurant.exploded'] } });
    expect(events.body.data?.registerWebhook).toMatchObject({ __typename: 'InvalidInputError', field: 'events', message: WEBHOOK_MESSAGES.events });
  });

  it('registers an endpoint, shows its secret once, and delivers a signed event when a page is taken off line and put back', async () => {
    const r = await asKey(REGISTER, { input: { url: receiverUrl, events: ['restaurant.published', 'restaurant.unpublished'] } });
    expect(r.body.data?.registerWebhook).toMatchObject({ __typename: 'WebhookRegistered', message: WEBHOOK_MESSAGES.created, webhook: { url: receiverUrl, disabledAt: null } });
    secret = r.body.data!.registerWebhook.secret;
    expect(secret).toMatch(/^whsec_/);
    expect(JSON.stringify((await asKey(MINE)).body)).not.toContain(secret);

    expect((await admin.gql(OFFLINE, { idUrl, online: false })).errors).toBeUndefined();
    await eventually(async () => received.length, (n) => n >= 1, 5_000);
    expect((await admin.gql(OFFLINE, { idUrl, online: true })).errors).toBeUndefined();
    await eventually(async () => received.length, (n) => n >= 2, 5_000);
    const [off, on] = received;
    for (const r of [off, on]) expect(verified(r, secret)).toBe(true);
    // The portal's own verification code, run as shown, agrees.
    const portalCheck = async (r: Received) => (await run(process.execPath, ['--input-type=module', '-e', `${WEBHOOK_VERIFY_SNIPPET}\nconsole.log(mijoteSignatureValid(process.env.BODY, process.env.HEADER, process.env.SECRET))`], {
      env: { ...process.env, BODY: r.body, HEADER: String(r.headers['x-mijote-signature']), SECRET: secret },
    })).stdout.trim();
    expect(await portalCheck(off)).toBe('true');
    expect(await portalCheck({ ...off, body: off.body.replace(idUrl, 'zzzzzzzz') })).toBe('false');
    expect(verified({ ...off, body: off.body.replace(idUrl, 'zzzzzzzz') }, secret)).toBe(false);
    expect(off.headers['x-mijote-event']).toBe('restaurant.unpublished');
    expect(JSON.parse(off.body)).toMatchObject({ type: 'restaurant.unpublished', data: { idUrl } });
    expect(JSON.parse(on.body)).toMatchObject({ type: 'restaurant.published', data: { idUrl } });
    expect(off.headers['x-mijote-delivery']).toBe(JSON.parse(off.body).id);
    const log = (await asKey(DELIVERIES)).body.data!.myWebhookDeliveries as { event: string; lastStatus: number; deliveredAt: string | null }[];
    expect(log.map((d) => [d.event, d.lastStatus, d.deliveredAt !== null])).toEqual([['restaurant.published', 200, true], ['restaurant.unpublished', 200, true]]);
  });

  it('retries a failing endpoint with backoff, gives a delivery up after the last attempt, and disables the endpoint after deliveries given up in a row, with an e-mail', async () => {
    answerStatus = 500;
    received.length = 0;
    for (let i = 0; i < WEBHOOK_DISABLE_AFTER; i += 1) {
      expect((await admin.gql(OFFLINE, { idUrl, online: i % 2 === 1 })).errors).toBeUndefined();
    }
    await webhookService.settled();
    const first = (await asKey(DELIVERIES)).body.data!.myWebhookDeliveries[0] as { attempts: number; lastStatus: number; deliveredAt: null; givenUpAt: null };
    expect(first).toMatchObject({ attempts: 1, lastStatus: 500, deliveredAt: null, givenUpAt: null });
    // The backoff: not due again at once.
    expect(await webhookService.deliverDue(sender(), 5)).toBe(0);
    for (let attempt = 2; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt += 1) {
      // write under test: the clock moves to each delivery's next attempt
      await t.db.query(`UPDATE webhook_delivery SET next_attempt_at = now() WHERE delivered_at IS NULL AND given_up_at IS NULL`);
      await webhookService.deliverDue(sender(), 5);
    }
    expect(received.length).toBe(WEBHOOK_DISABLE_AFTER * WEBHOOK_MAX_ATTEMPTS);
    const mine = (await asKey(MINE)).body.data!.myWebhooks[0] as { failuresInARow: number; disabledAt: string | null };
    expect(mine.failuresInARow).toBe(WEBHOOK_DISABLE_AFTER);
    expect(mine.disabledAt).not.toBeNull();
    const mails = await eventually(() => messagesFor(t.config.dataDir, 'dev@office.example'), (m) => m.some((x) => x.subject === 'Votre webhook Mijote est désactivé'), 5_000);
    expect(mails.filter((x) => x.subject === 'Votre webhook Mijote est désactivé')).toHaveLength(1);
    // Disabled: the next events are not queued for it.
    answerStatus = 200;
    received.length = 0;
    expect((await admin.gql(OFFLINE, { idUrl, online: true })).errors).toBeUndefined();
    await webhookService.settled();
    expect(received).toHaveLength(0);
  });

  it('tells nothing of a restaurant that is not on line: an edit of a page taken down is sent to nobody', async () => {
    const r = await asKey(REGISTER, { input: { url: `${receiverUrl}/pages`, events: ['restaurant.updated'] } });
    expect(r.body.data?.registerWebhook.__typename).toBe('WebhookRegistered');
    received.length = 0;
    expect((await admin.gql(OFFLINE, { idUrl, online: false })).errors).toBeUndefined();
    // What the owner's editors raise when they save (outside a transaction it is queued at once).
    publicEvent(t.db, { type: 'restaurant.updated', idUrl });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await webhookService.settled();
    expect(Number((await t.db.query(`SELECT count(*) AS n FROM webhook_delivery WHERE event = 'restaurant.updated'`))[0].n)).toBe(0);
    expect(received).toHaveLength(0);
    expect((await admin.gql(OFFLINE, { idUrl, online: true })).errors).toBeUndefined();
    publicEvent(t.db, { type: 'restaurant.updated', idUrl });
    await eventually(async () => received.length, (n) => n >= 1, 5_000);
    expect(received.map((d) => d.headers['x-mijote-event'])).toEqual(['restaurant.updated']);
  });

  it('refuses a sixth endpoint and lets a key delete only its own', async () => {
    for (let i = (await asKey(MINE)).body.data!.myWebhooks.length; i < 5; i += 1) {
      expect((await asKey(REGISTER, { input: { url: `${receiverUrl}/${i}`, events: ['review.published'] } })).body.data?.registerWebhook.__typename).toBe('WebhookRegistered');
    }
    expect((await asKey(REGISTER, { input: { url: receiverUrl, events: ['review.published'] } })).body.data?.registerWebhook).toMatchObject({ __typename: 'ActionError', message: WEBHOOK_MESSAGES.tooMany });
    const other = await admin.gql<{ createPartnerKey: { secret: string } }>(CREATE, { input: { name: 'Autre', ownerEmail: 'autre@example.org', tier: 'partenaire', origins: '' } });
    expect(other.data.createPartnerKey.secret).toBeTruthy();
    expect((await asKey(MINE, {}, other.data.createPartnerKey.secret)).body.data!.myWebhooks).toEqual([]);
    const id = (await asKey(MINE)).body.data!.myWebhooks[0].id as number;
    const del = `mutation ($id: Int!) { deleteWebhook(id: $id) { __typename ... on UserError { code message } } }`;
    expect((await asKey(del, { id }, other.data.createPartnerKey.secret)).body.data?.deleteWebhook).toMatchObject({ __typename: 'NotFoundError', message: WEBHOOK_MESSAGES.notFound });
    expect((await asKey(del, { id })).body.data?.deleteWebhook.__typename).toBe('WebhookDeleted');
  });
});

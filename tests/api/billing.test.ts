import 'reflect-metadata';
import { execFileSync, spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, frenchDate, type BillingIdentity } from '../../common/billing-rules.js';
import { hashPassword } from '../../server/src/auth/passwords.js';
import { createRequestContext, type RequestContext } from '../../server/src/graphql/context.js';
import { closeJobQueue, openJobQueue } from '../../server/src/db/job-queue.js';
import { startBillingJobs, type BillingJobs } from '../../server/src/modules/billing/billing.jobs.js';
import { billingService } from '../../server/src/modules/billing/billing.service.js';
import { dueSubscriptionIds } from '../../server/src/modules/billing/billing.queries.js';
import { renewalService } from '../../server/src/modules/billing/renewal.service.js';
import { pbxHmac } from '../../server/src/modules/billing/signatures.js';
import { sandboxKeys } from '../../server/src/modules/billing/provider.js';
import { loadConfig, PAYMENT_PROVIDER_REQUIRED } from '../../server/src/config.js';
import { toInvoice } from '../../server/src/modules/billing/billing.mapper.js';
import { BILLING_MAIL_SUBJECTS } from '../../server/src/modules/mail/mail.templates.js';
import { insertOwner } from '../factories/accounts.js';
import { insertRestaurants, restaurantRecord } from '../factories/restaurants.js';
import { abandonedRenewal, dueToday, movePeriod, newCardDueToday, renewalDueToday, retryNow, settledMinutesAgo } from '../factories/subscriptions.js';
import { readOutbox } from '../support/outbox.js';
import { AccountClient, PASSWORD } from './accounts-client.js';
import { freshDatabase, startTestServer, type TestServer } from './harness.js';
import { createDataSource } from '../../server/src/db/data-source.js';
import { openDatabase } from '../../server/src/db/database.js';
import { entities } from '../../server/src/composition.js';

let t: TestServer;
let ctx: RequestContext;
let passwordHash: string;
let counter = 0;

const billing = (email: string): BillingIdentity => ({
  company: 'Bistrot du Port SARL', lastName: 'Martin', firstName: 'Lou', address: '3 quai de la Savatte', zipcode: '49100', city: 'Angers', email, phone: '02 41 00 00 00',
});

/** A restaurateur account and its restaurant (a draft by default), as the registration's two first steps leave them. */
async function restaurateur(options: { published?: boolean; server?: TestServer } = {}): Promise<{ userId: number; restaurantId: number; email: string }> {
  const s = options.server ?? t;
  counter += 1;
  const email = `resto${counter}-${Date.now()}@exemple.fr`;
  const externalId = `billing-${counter}-${Date.now()}`;
  await insertRestaurants(s.db, [restaurantRecord({ externalId, name: `Chez Lou ${counter}`, published: options.published ?? false })], s.config.mediaDir);
  const { userId, restaurantId } = await insertOwner(s.db, { email, passwordHash, firstName: 'Lou', lastName: 'Martin' }, { externalId });
  return { userId, restaurantId, email };
}

const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, '\'').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The form's action and fields, in form order, as a browser would post them. */
function formOf(html: string): { action: string; fields: [string, string][] } {
  const action = unescape(/<form[^>]*action="([^"]+)"/.exec(html)![1]);
  const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [unescape(m[1]), unescape(m[2])] as [string, string]);
  return { action, fields };
}

/** The sandbox's keys as every instance reads them: the one row of payment_sandbox_key (issue 27). */
let sandboxRow: { hmac_key_hex: string; private_key_pem: string };
const sandboxPrivateKey = () => sandboxRow.private_key_pem;
const sign = (data: string, key = sandboxPrivateKey()) => `${data}&K=${encodeURIComponent(createSign('RSA-SHA1').update(data).sign(key).toString('base64'))}`;
const notify = (query: string) => t.request('GET', `/api/payment/notification?${query}`);

async function subscriptionOf(restaurantId: number) {
  return (await t.db.query(`SELECT * FROM subscription WHERE restaurant_id = $1`, [restaurantId]))[0];
}
async function paymentOf(reference: string) {
  return (await t.db.query(`SELECT * FROM payment WHERE reference = $1`, [reference]))[0];
}
const count = async (sql: string, params: unknown[] = []) => Number((await t.db.query(sql, params))[0].n);

/** The sandbox page posted with a card (or cancelled): the redirect the browser gets. */
async function paySandbox(html: string, action: 'pay' | 'cancel', card = '1111222233334444', server = t): Promise<string> {
  const form = formOf(html);
  const pageRes = await fetch(form.action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form.fields).toString() });
  const page = await pageRes.text();
  expect(pageRes.status, page).toBe(200);
  expect(page).toContain('Environnement de test');
  const encoded = /name="form" value="([^"]+)"/.exec(page)![1];
  const res = await fetch(`${server.url}/payment-sandbox/cgi/pay`, {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ form: encoded, card, expiry: '12/30', cvv: '123', action }).toString(),
  });
  expect(res.status).toBe(303);
  return res.headers.get('location')!;
}

beforeAll(async () => {
  t = await startTestServer();
  ctx = createRequestContext(t.services);
  passwordHash = await hashPassword(PASSWORD);
  await sandboxKeys(t.db);
  [sandboxRow] = await t.db.query(`SELECT hmac_key_hex, private_key_pem FROM payment_sandbox_key`);
}, 120_000);
afterAll(() => t?.close());

describe('the sandbox keys shared by every instance (issue 27)', () => {
  it('are one row in PostgreSQL: two instances generating them at once, with their own data folders, end with the same keys', async () => {
    const fresh = await freshDatabase();
    const dataDirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), 'mijote-sandbox-keys-')));
    const pools: DataSource[] = [];
    try {
      // The app's own start (migrations) with its own data folder, then a second pool as another instance would have.
      const started = await openDatabase(loadConfig({ ...process.env, DATABASE_URL: fresh.url, DATA_DIR: dataDirs[0], SEED_DEMO: '0' }), () => {}, entities);
      const first = started.dataSource;
      pools.push(first);
      const second = createDataSource(fresh.url, entities, { poolSize: 2 });
      await second.initialize();
      pools.push(second);
      const [a, b] = await Promise.all(pools.map((pool) => sandboxKeys(pool)));
      expect(a.hmacKeyHex).toMatch(/^[0-9A-F]{128}$/);
      expect(b.hmacKeyHex).toBe(a.hmacKeyHex);
      const pem = (k: typeof a) => k.publicKey.export({ type: 'spki', format: 'pem' });
      expect(pem(b)).toBe(pem(a));
      // What one signs, the other's public key accepts (the notification check of another instance).
      const signature = createSign('RSA-SHA1').update('M=100').sign(a.privateKey);
      expect(createVerify('RSA-SHA1').update('M=100').verify(b.publicKey, signature)).toBe(true);
      expect(Number((await first.query(`SELECT count(*) AS n FROM payment_sandbox_key`))[0].n)).toBe(1);
      for (const dir of dataDirs) expect(existsSync(path.join(dir, 'payment-sandbox'))).toBe(false);
    } finally {
      for (const pool of pools) if (pool.isInitialized) await pool.destroy();
      await fresh.drop();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the card check form (PBX_* fields, HMAC)', () => {
  it('computes PBX_HMAC as openssl does: HMAC-SHA512 with the binary key over NAME=value& in form order, uppercase hex', () => {
    const key = '0123456789ABCDEF'.repeat(8);
    const fields: [string, string][] = [
      ['PBX_SITE', '1999888'], ['PBX_RANG', '32'], ['PBX_IDENTIFIANT', '2'], ['PBX_TOTAL', '100'], ['PBX_DEVISE', '978'], ['PBX_CMD', 'MJC-1-abc'],
      ['PBX_PORTEUR', 'compta@bistrot.fr'], ['PBX_RETOUR', 'U:U;M:M;R:R;E:E;K:K'], ['PBX_BILLING', '<?xml version="1.0"?><Billing>é</Billing>'], ['PBX_HASH', 'SHA512'], ['PBX_TIME', '2026-11-23T10:00:00+01:00'],
    ];
    const message = fields.map(([k, v]) => `${k}=${v}`).join('&');
    const openssl = execFileSync('openssl', ['dgst', '-sha512', '-mac', 'HMAC', '-macopt', `hexkey:${key}`], { input: message }).toString().trim().split('= ').pop()!.toUpperCase();
    expect(pbxHmac(fields, key)).toBe(openssl);
    // The classic mistake — the hex text itself as the key — gives another value.
    const textKey = execFileSync('openssl', ['dgst', '-sha512', '-mac', 'HMAC', '-macopt', `key:${key}`], { input: message }).toString().trim().split('= ').pop()!.toUpperCase();
    expect(pbxHmac(fields, key)).not.toBe(textKey);
  });

  it('returns the signed form: the documented fields in order, values HTML-escaped, an HMAC openssl agrees with', async () => {
    const r = await restaurateur();
    const { html, reference } = await billingService.startCardCheck(ctx, { userId: r.userId, restaurantId: r.restaurantId, billing: billing(r.email) });
    const { action, fields } = formOf(html);
    expect(action).toBe(`${t.url}/payment-sandbox/cgi/MYchoix_pagepaiement.cgi`);
    const values = new Map(fields);
    expect(fields.map(([k]) => k)).toEqual([
      'PBX_SITE', 'PBX_RANG', 'PBX_IDENTIFIANT', 'PBX_TOTAL', 'PBX_DEVISE', 'PBX_CMD', 'PBX_PORTEUR', 'PBX_RETOUR', 'PBX_AUTOSEULE', 'PBX_REFABONNE', 'PBX_REPONDRE_A',
      'PBX_EFFECTUE', 'PBX_REFUSE', 'PBX_ANNULE', 'PBX_LANGUE', 'PBX_SOURCE', 'PBX_SHOPPINGCART', 'PBX_BILLING', 'PBX_HASH', 'PBX_TIME', 'PBX_HMAC',
    ]);
    expect(values.get('PBX_TOTAL')).toBe('100');
    expect(values.get('PBX_DEVISE')).toBe('978');
    expect(values.get('PBX_AUTOSEULE')).toBe('O');
    expect(values.get('PBX_CMD')).toBe(reference);
    expect(values.get('PBX_RETOUR')).toMatch(/^U:U;.*;K:K$/);
    expect(values.get('PBX_TIME')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
    expect(values.get('PBX_REPONDRE_A')).toBe(`${t.url}/api/payment/notification`);
    // The XML's quotes are escaped in the HTML only: the raw value (what is signed) has them.
    expect(html).toContain('value="&lt;?xml version=&quot;1.0&quot;');
    expect(values.get('PBX_SHOPPINGCART')).toContain('<?xml version="1.0" encoding="utf-8"?>');
    const key = sandboxRow.hmac_key_hex;
    const message = fields.filter(([k]) => k !== 'PBX_HMAC').map(([k, v]) => `${k}=${v}`).join('&');
    const openssl = execFileSync('openssl', ['dgst', '-sha512', '-mac', 'HMAC', '-macopt', `hexkey:${key}`], { input: message }).toString().trim().split('= ').pop()!.toUpperCase();
    expect(values.get('PBX_HMAC')).toBe(openssl);
    // One pending subscription and one 1 € card-check payment, written together.
    expect((await subscriptionOf(r.restaurantId)).state).toBe('pending_card_check');
    expect(await paymentOf(reference)).toMatchObject({ kind: 'card_check', amount_cents: 100, state: 'pending' });
  });

  it('refuses a billing e-mail holding « & » or « = » in French before any order, so no field can be slipped into the signed form (issue 24)', async () => {
    const r = await restaurateur();
    for (const email of ['x&pbx_total=100000&pbx_x=1@exemple.fr', 'a=b@exemple.fr']) {
      await expect(billingService.startCardCheck(ctx, { userId: r.userId, restaurantId: r.restaurantId, billing: billing(email) }))
        .rejects.toMatchObject({ code: 'INVALID_INPUT', field: 'email', message: 'L’adresse e-mail de facturation ne peut contenir ni « & » ni « = » : la page de paiement ne les accepte pas.' });
    }
    expect(await subscriptionOf(r.restaurantId)).toBeUndefined();
  });

  it('refuses a restaurant of another account, and the sandbox refuses a form whose HMAC does not match', async () => {
    const a = await restaurateur();
    const b = await restaurateur();
    await expect(billingService.startCardCheck(ctx, { userId: b.userId, restaurantId: a.restaurantId, billing: billing(b.email) })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const { html } = await billingService.startCardCheck(ctx, { userId: a.userId, restaurantId: a.restaurantId, billing: billing(a.email) });
    const form = formOf(html);
    const tampered = form.fields.map(([k, v]) => [k, k === 'PBX_TOTAL' ? '001' : v]);
    const res = await fetch(form.action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(tampered).toString() });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Accès refusé');
  });
});

describe('the sandbox page, the notification and the result pages', () => {
  it('accepted card: the notification activates the subscription, the free first invoice is issued, the e-mail sent', async () => {
    const r = await restaurateur();
    const { html, reference, paymentToken } = await billingService.startCardCheck(ctx, { userId: r.userId, restaurantId: r.restaurantId, billing: billing(r.email) });
    const location = await paySandbox(html, 'pay');
    expect(location).toMatch(new RegExp(`^${t.url}/payment/success\\?token=${paymentToken.replace(/[.]/g, '\\.')}&accesToken=[A-Za-z0-9_-]{16}&U=`));
    expect(location).toMatch(/&K=[^&]+$/);
    const sub = await subscriptionOf(r.restaurantId);
    expect(sub).toMatchObject({ state: 'active', period_number: 0, card_last_digits: '44', card_expiry: '3012' });
    expect(sub.card_handle).toMatch(/^SBX/);
    expect(await paymentOf(reference)).toMatchObject({ state: 'accepted', error_code: '00000', authorization: 'XXXXXX' });
    const [invoice] = await t.db.query(`SELECT * FROM invoice WHERE subscription_id = $1`, [sub.id]);
    expect(invoice).toMatchObject({ mode: 'paid', total_ht_cents: 6000, total_discount_cents: 6000, net_ht_cents: 0, vat_cents: 0, total_ttc_cents: 0, buyer_company: 'Bistrot du Port SARL' });
    expect(invoice.number).toMatch(/^\d{4}-\d{5}$/);
    const mails = (await readOutbox(t.config.dataDir)).filter((m) => m.to.includes(r.email));
    expect(mails.map((m) => m.subject)).toContain(BILLING_MAIL_SUBJECTS.cardRegistered);
    // The result page's token: valid, with the order and the provider's answer.
    const check = await t.post('/verify_payment_token', { token: paymentToken });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ valid: true, payload: { ref: reference, auto: 'XXXXXX', erreur: '00000', state: 'accepted' } });
    expect((check.body.payload as { command: unknown[][] }).command[0].slice(0, 2)).toEqual(['Abonnement mensuel Mijote', 6000]);
    // An issued invoice never changes.
    // write under test
    await expect(t.db.query(`UPDATE invoice SET total_ttc_cents = 1 WHERE id = $1`, [invoice.id])).rejects.toThrow(/ne change jamais/);
    // write under test
    await expect(t.db.query(`DELETE FROM invoice WHERE id = $1`, [invoice.id])).rejects.toThrow(/ne change jamais/);
  });

  it('keeps the invoices and payments of a deleted account, unlinked from its subscription', async () => {
    const r = await restaurateur();
    await paySandbox((await billingService.startCardCheck(ctx, { userId: r.userId, restaurantId: r.restaurantId, billing: billing(r.email) })).html, 'pay');
    const [before] = await t.db.query(`SELECT i.* FROM invoice i JOIN subscription s ON s.id = i.subscription_id WHERE s.restaurant_id = $1`, [r.restaurantId]);
    const [payment] = await t.db.query(`SELECT * FROM payment WHERE id = $1`, [before.payment_id]);
    await t.db.query(`DELETE FROM app_user WHERE id = $1`, [r.userId]); // write under test
    const [after] = await t.db.query(`SELECT * FROM invoice WHERE id = $1`, [before.id]);
    expect(after).toEqual({ ...before, subscription_id: null });
    // The payment record stays too (issue 24), without the subscription that went with the account.
    expect((await t.db.query(`SELECT * FROM payment WHERE id = $1`, [before.payment_id]))[0]).toEqual({ ...payment, subscription_id: null });
    // Only that unlinking: anything else is still refused.
    // write under test
    await expect(t.db.query(`UPDATE invoice SET subscription_id = NULL, buyer_company = 'Autre' WHERE id = $1`, [before.id])).rejects.toThrow(/ne change jamais/);
  });

  it('refused and cancelled cards land on their pages and activate nothing', async () => {
    for (const [action, card, page, state, code] of [['pay', '4000000000000002', 'refuse', 'refused', '00105'], ['cancel', '', 'cancel', 'cancelled', '00001']] as const) {
      const r = await restaurateur();
      const { html, reference, paymentToken } = await billingService.startCardCheck(ctx, { userId: r.userId, restaurantId: r.restaurantId, billing: billing(r.email) });
      const location = await paySandbox(html, action, card);
      expect(location.startsWith(`${t.url}/payment/${page}?token=${paymentToken}&`)).toBe(true);
      expect(await paymentOf(reference)).toMatchObject({ state, error_code: code, authorization: null });
      expect((await subscriptionOf(r.restaurantId)).state).toBe('pending_card_check');
      expect(await count(`SELECT count(*) AS n FROM invoice i JOIN subscription s ON s.id = i.subscription_id WHERE s.restaurant_id = $1`, [r.restaurantId])).toBe(0);
      expect((await t.post('/verify_payment_token', { token: paymentToken })).body).toMatchObject({ valid: true, payload: { state, erreur: code, auto: null } });
    }
  });

  it('the success page\'s accesToken opens the restaurateur\'s session once the card is accepted, once, within the hour (SPEC §2; ADR 0025)', async () => {
    const signIn = (token: string, accesToken: string) => t.request('POST', '/graphql', {
      body: {
        query: `mutation ($token: String!, $accesToken: String!) { signInAfterPayment(token: $token, accesToken: $accesToken) {
          __typename ... on Session { accessToken account { email role } } ... on UserError { code message } } }`,
        variables: { token, accesToken },
      },
    });
    const r = await restaurateur();
    const { html, reference, paymentToken } = await billingService.startCardCheck(ctx, { userId: r.userId, restaurantId: r.restaurantId, billing: billing(r.email) });
    const success = new URL(new Map(formOf(html).fields).get('PBX_EFFECTUE')!);
    expect(success.pathname).toBe('/payment/success');
    expect(success.searchParams.get('token')).toBe(paymentToken);
    const code = success.searchParams.get('accesToken')!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    // Stored only as its hash.
    expect((await paymentOf(reference)).access_code_hash).toMatch(/^[0-9a-f]{64}$/);
    const refused = { __typename: 'ActionError', code: 'LOGIN_FAILED', message: 'Ce lien de connexion n’est plus valable : connectez-vous avec votre adresse e-mail et votre mot de passe.' };
    // Before the notification: the card is not yet proven, nothing opens (and the code is not spent).
    let res = await signIn(paymentToken, code);
    expect((res.body.data as Record<string, unknown>).signInAfterPayment).toEqual(refused);
    expect(res.cookies).toEqual([]);
    // The browser comes back through the sandbox: accepted.
    const location = await paySandbox(html, 'pay');
    expect(location.startsWith(`${t.url}/payment/success?token=${paymentToken}&accesToken=${code}&`)).toBe(true);
    // Another order's token with this code, or this order with another code: refused.
    const other = await restaurateur();
    const otherForm = await billingService.startCardCheck(ctx, { userId: other.userId, restaurantId: other.restaurantId, billing: billing(other.email) });
    for (const [token, c] of [[otherForm.paymentToken, code], [paymentToken, 'AAAAAAAAAAAAAAAA'], [`${paymentToken.slice(0, -1)}${paymentToken.endsWith('A') ? 'B' : 'A'}`, code]]) {
      expect(((await signIn(token, c)).body.data as Record<string, unknown>).signInAfterPayment).toEqual(refused);
    }
    // The right pair: the restaurateur's session, its refresh cookie set for the restaurant side.
    res = await signIn(paymentToken, code);
    const session = (res.body.data as { signInAfterPayment: { __typename: string; accessToken: string; account: unknown } }).signInAfterPayment;
    expect(session).toMatchObject({ __typename: 'Session', account: { email: r.email, role: 'restaurateur' } });
    expect(res.cookies.join(';')).toMatch(/restau/i);
    const me = await t.request('POST', '/graphql', { body: { query: '{ me { email } }' }, headers: { authorization: `Bearer ${session.accessToken}` } });
    expect(me.body.data).toEqual({ me: { email: r.email } });
    expect((await paymentOf(reference)).access_code_hash).toBeNull();
    // Once only.
    expect(((await signIn(paymentToken, code)).body.data as Record<string, unknown>).signInAfterPayment).toEqual(refused);
    // An hour after the notification, an unused code opens nothing.
    const late = await restaurateur();
    const lateForm = await billingService.startCardCheck(ctx, { userId: late.userId, restaurantId: late.restaurantId, billing: billing(late.email) });
    const lateCode = new URL(new Map(formOf(lateForm.html).fields).get('PBX_EFFECTUE')!).searchParams.get('accesToken')!;
    await paySandbox(lateForm.html, 'pay');
    await settledMinutesAgo(t.db, lateForm.reference, 61);
    expect(((await signIn(lateForm.paymentToken, lateCode)).body.data as Record<string, unknown>).signInAfterPayment).toEqual(refused);
    // A malformed code is refused in French before anything is read.
    const bad = await signIn(paymentToken, 'x');
    expect((bad.body.data as Record<string, unknown>).signInAfterPayment).toMatchObject({ __typename: 'InvalidInputError', message: 'Code de connexion invalide.' });
  });

  it('verify_payment_token: an unknown, altered or foreign token is not valid', async () => {
    for (const token of ['inconnu', '', 'MJC-1-abc.zzzzzz.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
      const res = await t.post('/verify_payment_token', { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ valid: false });
    }
    for (const token of [42, 'x'.repeat(201)]) {
      expect((await t.post('/verify_payment_token', { token })).body).toMatchObject({ success: false, code: 'INVALID_INPUT', message: 'Jeton de paiement invalide.', field: 'token' });
    }
    const gql = await t.gql<{ paymentResult: { valid: boolean } }>('{ paymentResult(token: "inconnu") { valid payment { ref } } }');
    expect(gql.data.paymentResult).toEqual({ valid: false, payment: null });
  });
});

describe('the notification handler (reference §2.2, §2.3)', () => {
  async function pendingCheck() {
    const r = await restaurateur();
    const { reference } = await billingService.startCardCheck(ctx, { userId: r.userId, restaurantId: r.restaurantId, billing: billing(r.email) });
    return { ...r, reference };
  }
  const accepted = (ref: string, extra = '') => `U=SBXTESTHANDLE%20%203012%20%20---&M=100&R=${ref}&T=0000000001&A=XXXXXX&C=CB&D=3012&E=00000&J=44&S=0000000002${extra}`;

  it('good: empty 200, active; the same notification again changes nothing; another about the settled order is refused', async () => {
    const r = await pendingCheck();
    const query = sign(accepted(r.reference));
    const first = await notify(query);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({});
    expect((await subscriptionOf(r.restaurantId)).state).toBe('active');
    const invoices = await count(`SELECT count(*) AS n FROM invoice`);
    const again = await notify(query);
    expect(again.status).toBe(200);
    expect(await count(`SELECT count(*) AS n FROM invoice`)).toBe(invoices);
    // A replay of another (refused) answer for the settled order: refused, nothing changes.
    const replay = await notify(sign(`M=100&R=${r.reference}&T=0000000009&E=00105&S=0000000010`));
    expect(replay.status).toBe(409);
    expect(await paymentOf(r.reference)).toMatchObject({ state: 'accepted', error_code: '00000' });
  });

  it('forged signature (another key, or data changed after signing): refused, nothing changes', async () => {
    const r = await pendingCheck();
    const other = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect((await notify(sign(accepted(r.reference), other))).status).toBe(400);
    const tampered = sign(accepted(r.reference)).replace('&J=44', '&J=45');
    expect((await notify(tampered)).status).toBe(400);
    expect((await notify(accepted(r.reference))).status).toBe(400);
    expect(await paymentOf(r.reference)).toMatchObject({ state: 'pending' });
    expect((await subscriptionOf(r.restaurantId)).state).toBe('pending_card_check');
  });

  it('wrong amount or missing authorisation: refused, nothing changes', async () => {
    const r = await pendingCheck();
    expect((await notify(sign(accepted(r.reference).replace('M=100', 'M=7200')))).status).toBe(400);
    expect((await notify(sign(accepted(r.reference).replace('&A=XXXXXX', '')))).status).toBe(400);
    expect(await paymentOf(r.reference)).toMatchObject({ state: 'pending' });
    expect((await subscriptionOf(r.restaurantId)).state).toBe('pending_card_check');
  });

  it('unknown order: refused', async () => {
    expect((await notify(sign(accepted('MJC-999999-000000000000')))).status).toBe(404);
  });

  it('verifies over the raw query: a signature over data holding "+" and "%20" is accepted as sent', async () => {
    const r = await pendingCheck();
    const data = accepted(r.reference).replace('&C=CB', '&C=Visa+Electron') + '&I=FR%20A';
    const res = await notify(sign(data));
    expect(res.status).toBe(200);
    expect((await subscriptionOf(r.restaurantId)).state).toBe('active');
    // Re-encoded ('+' as %20), the same variables no longer match their signature.
    const other = await pendingCheck();
    const signed = sign(accepted(other.reference).replace('&C=CB', '&C=Visa+Electron'));
    expect((await notify(signed.replace('Visa+Electron', 'Visa%20Electron'))).status).toBe(400);
  });
});

describe('renewals (jobs on PostgreSQL, exactly once)', () => {
  /** An active subscription whose next period is due today, with a sandbox card token. */
  async function dueSubscription(options: { handle?: string; published?: boolean } = {}) {
    const r = await restaurateur({ published: options.published });
    await billingService.startCardCheck(ctx, { userId: r.userId, restaurantId: r.restaurantId, billing: billing(r.email) });
    const subscriptionId = await renewalDueToday(t.db, r.restaurantId, options.handle ?? `SBXGOOD${r.restaurantId}`);
    return { ...r, subscriptionId };
  }
  const charges = (subscriptionId: number) => count(`SELECT count(*) AS n FROM payment_sandbox_charge WHERE reference LIKE $1`, [`MJR-${subscriptionId}-%`]);
  const invoicesOf = (subscriptionId: number) => t.db.query(`SELECT * FROM invoice WHERE subscription_id = $1 ORDER BY sequence`, [subscriptionId]);

  it('50 concurrent renewals give 50 invoices with consecutive numbers', async () => {
    const subs = [];
    for (let i = 0; i < 50; i += 1) subs.push(await dueSubscription());
    const outcomes = await Promise.all(subs.map((s) => renewalService.renew(createRequestContext(t.services), s.subscriptionId)));
    expect(outcomes).toEqual(Array(50).fill('renewed'));
    const rows: { sequence: number; year: number; total_ttc_cents: number }[] = await t.db.query(
      `SELECT year, sequence, total_ttc_cents FROM invoice WHERE subscription_id = ANY($1) ORDER BY sequence`, [subs.map((s) => s.subscriptionId)]);
    expect(rows).toHaveLength(50);
    expect(rows.every((row) => row.total_ttc_cents === 7200)).toBe(true);
    for (let i = 1; i < rows.length; i += 1) expect(rows[i].sequence).toBe(rows[i - 1].sequence + 1);
    // No gap in the whole year's series either.
    const all: { sequence: number }[] = await t.db.query(`SELECT sequence FROM invoice WHERE year = $1 ORDER BY sequence`, [rows[0].year]);
    expect(all.map((a) => a.sequence)).toEqual(all.map((_, i) => i + 1));
  }, 120_000);

  it('two workers waking at once charge once', async () => {
    const s = await dueSubscription();
    const outcomes = await Promise.all([renewalService.renew(createRequestContext(t.services), s.subscriptionId), renewalService.renew(createRequestContext(t.services), s.subscriptionId)]);
    expect(outcomes.filter((o) => o === 'renewed')).toHaveLength(1);
    expect(await charges(s.subscriptionId)).toBe(1);
    expect(await invoicesOf(s.subscriptionId)).toHaveLength(1);
    expect(await renewalService.renew(ctx, s.subscriptionId)).toBe('not-due');
  });

  it('a renewal killed after the provider charged and restarted charges once', async () => {
    const s = await dueSubscription();
    const crash = () => Promise.reject(new Error('arrêt brutal du processus'));
    await expect(renewalService.renew(ctx, s.subscriptionId, { afterCharge: crash, leaseSeconds: 0 })).rejects.toThrow('arrêt brutal');
    expect(await charges(s.subscriptionId)).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM payment WHERE subscription_id = $1 AND kind = 'renewal' AND state = 'pending'`, [s.subscriptionId])).toBe(1);
    expect(await invoicesOf(s.subscriptionId)).toHaveLength(0);
    // Restarted: the pending payment is looked up at the provider, recorded, never charged again.
    expect(await renewalService.renew(ctx, s.subscriptionId)).toBe('renewed');
    expect(await charges(s.subscriptionId)).toBe(1);
    expect(await invoicesOf(s.subscriptionId)).toHaveLength(1);
    expect((await subscriptionOf(s.restaurantId)).period_number).toBe(1);
  });

  it('a renewal killed before the provider was called and restarted charges once', async () => {
    const s = await dueSubscription();
    await abandonedRenewal(t.db, s.subscriptionId);
    expect(await renewalService.renew(ctx, s.subscriptionId)).toBe('renewed');
    expect(await charges(s.subscriptionId)).toBe(1);
    expect(await invoicesOf(s.subscriptionId)).toHaveLength(1);
  });

  it('the pg-boss jobs find the due subscription and renew it once, with two instances running them', async () => {
    const s = await dueSubscription();
    const url = (t.db.options as { url: string }).url;
    const logs: string[] = [];
    // Each instance has its one pg-boss client (main.ts), the billing jobs started on it.
    const instances = await Promise.all([1, 2].map(async () => {
      let billing: BillingJobs | null = null;
      const boss = await openJobQueue(t.services, url, (m) => logs.push(m), async (b) => {
        billing = await startBillingJobs(t.services, () => createRequestContext(t.services), b, (m) => logs.push(m), { pollingIntervalSeconds: 0.5 });
      });
      return { boss, billing: billing! as BillingJobs };
    }));
    try {
      await Promise.all(instances.map((i) => i.billing.sweep()));
      for (let i = 0; i < 60 && (await invoicesOf(s.subscriptionId)).length === 0; i += 1) await new Promise((r) => setTimeout(r, 250));
      expect(await invoicesOf(s.subscriptionId)).toHaveLength(1);
      expect(await charges(s.subscriptionId)).toBe(1);
      expect(logs).toEqual([]);
    } finally {
      await Promise.all(instances.map(async (i) => {
        await i.billing.stop();
        await closeJobQueue(i.boss);
      }));
    }
  }, 60_000);

  it('refused charges are retried with an e-mail each time, then the subscription lapses and the restaurant goes off line; paid again, back on line', async () => {
    const s = await dueSubscription({ handle: `SBXREFUSE${Date.now()}`, published: true });
    const outcomes = [];
    for (let i = 0; i < 4; i += 1) {
      await retryNow(t.db, s.subscriptionId);
      outcomes.push(await renewalService.renew(ctx, s.subscriptionId));
    }
    expect(outcomes).toEqual(['failed', 'failed', 'failed', 'lapsed']);
    expect(await subscriptionOf(s.restaurantId)).toMatchObject({ state: 'lapsed', unpublished_by_billing: true });
    expect((await t.db.query(`SELECT status FROM restaurant WHERE id = $1`, [s.restaurantId]))[0].status).toBe('draft');
    const subjects = (await readOutbox(t.config.dataDir)).filter((m) => m.to.includes(s.email)).map((m) => m.subject);
    expect(subjects.filter((x) => x === BILLING_MAIL_SUBJECTS.chargeFailed)).toHaveLength(3);
    expect(subjects).toContain(BILLING_MAIL_SUBJECTS.lapsed);
    // A new card (what the notification of a new card check does), then the renewal job: paid, back on line.
    await newCardDueToday(t.db, s.subscriptionId, 'SBXNEWCARD');
    expect(await renewalService.renew(ctx, s.subscriptionId)).toBe('renewed');
    expect(await subscriptionOf(s.restaurantId)).toMatchObject({ state: 'active', unpublished_by_billing: false, failed_attempts: 0 });
    expect((await t.db.query(`SELECT status FROM restaurant WHERE id = $1`, [s.restaurantId]))[0].status).toBe('published');
  });
});

describe('a new card from the restaurateur\'s space (startCardUpdate)', () => {
  const start = `mutation($id: Int!) { startCardUpdate(restaurantId: $id) { __typename ... on CardCheck { html paymentToken } ... on UserError { code } } }`;

  it('replaces the card of an active subscription, orders nothing, issues no invoice; another restaurateur is refused', async () => {
    const a = await restaurateur();
    const b = await restaurateur();
    await paySandbox((await billingService.startCardCheck(ctx, { userId: a.userId, restaurantId: a.restaurantId, billing: billing(a.email) })).html, 'pay');
    const before = await subscriptionOf(a.restaurantId);
    const clientA = new AccountClient(t);
    const clientB = new AccountClient(t);
    await clientA.logIn(a.email, PASSWORD, 'restaurateur');
    await clientB.logIn(b.email, PASSWORD, 'restaurateur');
    expect((await clientB.gql(start, { id: a.restaurantId })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const r = await clientA.gql<{ startCardUpdate: { __typename: string; html: string; paymentToken: string } }>(start, { id: a.restaurantId });
    expect(r.data.startCardUpdate.__typename).toBe('CardCheck');
    expect(formOf(r.data.startCardUpdate.html).fields.find(([k]) => k === 'PBX_PORTEUR')?.[1]).toBe(a.email);
    await paySandbox(r.data.startCardUpdate.html, 'pay', '4000000000000341');
    const after = await subscriptionOf(a.restaurantId);
    expect(after).toMatchObject({ state: 'active', period_number: 0, next_due_date: before.next_due_date });
    expect(after.card_handle).not.toBe(before.card_handle);
    expect(after.card_ref).not.toBe(before.card_ref);
    expect(await count(`SELECT count(*) AS n FROM invoice WHERE subscription_id = $1`, [after.id])).toBe(1);
    expect((await t.post('/verify_payment_token', { token: r.data.startCardUpdate.paymentToken })).body).toMatchObject({ valid: true, payload: { command: [], state: 'accepted' } });
  });

  it('makes a lapsed subscription active again: the period is charged at once and the page goes back on line', async () => {
    const r = await restaurateur({ published: true });
    await paySandbox((await billingService.startCardCheck(ctx, { userId: r.userId, restaurantId: r.restaurantId, billing: billing(r.email) })).html, 'pay', '4000000000000341');
    const sub = await subscriptionOf(r.restaurantId);
    await dueToday(t.db, sub.id);
    for (let i = 0; i < 4; i += 1) {
      await retryNow(t.db, sub.id);
      await renewalService.renew(ctx, sub.id);
    }
    expect(await subscriptionOf(r.restaurantId)).toMatchObject({ state: 'lapsed', unpublished_by_billing: true });
    const client = new AccountClient(t);
    await client.logIn(r.email, PASSWORD, 'restaurateur');
    const form = await client.gql<{ startCardUpdate: { html: string; paymentToken: string } }>(start, { id: r.restaurantId });
    await paySandbox(form.data.startCardUpdate.html, 'pay');
    expect((await t.post('/verify_payment_token', { token: form.data.startCardUpdate.paymentToken })).body).toMatchObject({ valid: true, payload: { command: [['Abonnement mensuel Mijote', 6000, null, 0, null, 1, 0]] } });
    expect(await subscriptionOf(r.restaurantId)).toMatchObject({ state: 'active', failed_attempts: 0 });
    expect(await renewalService.renew(ctx, sub.id)).toBe('renewed');
    const renewed = await subscriptionOf(r.restaurantId);
    expect(renewed).toMatchObject({ state: 'active', period_number: 1, unpublished_by_billing: false });
    expect(renewed.current_period_start).toEqual(renewed.anchor_date);
    expect((await t.db.query(`SELECT status FROM restaurant WHERE id = $1`, [r.restaurantId]))[0].status).toBe('published');
  });
});

describe('cancel and resume (GraphQL, the signed-in restaurateur, ownership)', () => {
  it('cancels at the end of the paid period, resumes, refuses another restaurateur; the period ends without a charge', async () => {
    const a = await restaurateur({ published: true });
    const b = await restaurateur();
    const { html } = await billingService.startCardCheck(ctx, { userId: a.userId, restaurantId: a.restaurantId, billing: billing(a.email) });
    await paySandbox(html, 'pay');
    const clientA = new AccountClient(t);
    const clientB = new AccountClient(t);
    expect((await clientA.logIn(a.email, PASSWORD, 'restaurateur')).__typename).toBe('Session');
    expect((await clientB.logIn(b.email, PASSWORD, 'restaurateur')).__typename).toBe('Session');
    const cancel = `mutation($id: Int!) { cancelSubscription(restaurantId: $id) { __typename ... on Subscription { state cancelAtPeriodEnd nextDueDate } ... on ActionError { code message } } }`;
    const resume = `mutation($id: Int!) { resumeSubscription(restaurantId: $id) { __typename ... on Subscription { cancelAtPeriodEnd nextDueDate } ... on ActionError { code } } }`;

    const foreign = await clientB.gql(cancel, { id: a.restaurantId });
    expect(foreign.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await subscriptionOf(a.restaurantId)).cancel_at_period_end).toBe(false);

    const cancelled = await clientA.gql<{ cancelSubscription: Record<string, unknown> }>(cancel, { id: a.restaurantId });
    expect(cancelled.data.cancelSubscription).toEqual({ __typename: 'Subscription', state: 'active', cancelAtPeriodEnd: true, nextDueDate: null });
    expect((await clientA.gql<{ cancelSubscription: Record<string, unknown> }>(cancel, { id: a.restaurantId })).data.cancelSubscription).toMatchObject({ __typename: 'ActionError', code: 'CONFLICT' });
    expect((await clientB.gql(resume, { id: a.restaurantId })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const resumed = await clientA.gql<{ resumeSubscription: { cancelAtPeriodEnd: boolean; nextDueDate: string } }>(resume, { id: a.restaurantId });
    expect(resumed.data.resumeSubscription.cancelAtPeriodEnd).toBe(false);
    expect(resumed.data.resumeSubscription.nextDueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Cancelled again, the end of the period comes: no charge, the subscription ends, the restaurant goes off line.
    await clientA.gql(cancel, { id: a.restaurantId });
    const sub = await subscriptionOf(a.restaurantId);
    await dueToday(t.db, sub.id);
    expect(await renewalService.renew(ctx, sub.id)).toBe('ended');
    expect(await subscriptionOf(a.restaurantId)).toMatchObject({ state: 'cancelled', unpublished_by_billing: true });
    expect(await count(`SELECT count(*) AS n FROM payment WHERE subscription_id = $1 AND kind = 'renewal'`, [sub.id])).toBe(0);
    expect((await readOutbox(t.config.dataDir)).filter((m) => m.to.includes(a.email) && m.subject === BILLING_MAIL_SUBJECTS.cancelled)).toHaveLength(3);

    // Invoices: A sees its own, B sees none and cannot read A's.
    const mine = await clientA.gql<{ myInvoices: { number: string; totalTtcCents: number; lines: { label: string }[]; seller: { vatNumber: string } }[] }>('{ myInvoices { number totalTtcCents lines { label } seller { vatNumber } } }');
    expect(mine.data.myInvoices).toHaveLength(1);
    expect(mine.data.myInvoices[0]).toMatchObject({ totalTtcCents: 0, lines: [{ label: 'Abonnement mensuel Mijote' }] });
    const number = mine.data.myInvoices[0].number;
    expect((await clientA.gql<{ invoice: { __typename: string } }>(`{ invoice(number: "${number}") { __typename } }`)).data.invoice.__typename).toBe('Invoice');
    expect((await clientB.gql<{ invoice: { __typename: string } }>(`{ invoice(number: "${number}") { __typename } }`)).data.invoice.__typename).toBe('NotFoundError');
    expect((await clientB.gql<{ myInvoices: unknown[] }>('{ myInvoices { number } }')).data.myInvoices).toEqual([]);
    expect((await clientA.gql<{ invoice: { __typename: string; message: string } }>('{ invoice(number: "2026-42") { __typename ... on InvalidInputError { message } } }')).data.invoice)
      .toEqual({ __typename: 'InvalidInputError', message: 'Numéro de facture invalide.' });
    expect((await clientA.gql<{ cancelSubscription: { __typename: string; message: string } }>('mutation { cancelSubscription(restaurantId: -1) { __typename ... on InvalidInputError { message } } }')).data.cancelSubscription)
      .toEqual({ __typename: 'InvalidInputError', message: 'Restaurant inconnu.' });
    const subs = await clientA.gql<{ mySubscriptions: { state: string; cardLastDigits: string; cardExpiry: string }[] }>('{ mySubscriptions { state cardLastDigits cardExpiry } }');
    expect(subs.data.mySubscriptions).toEqual([{ state: 'cancelled', cardLastDigits: '44', cardExpiry: '12/30' }]);
  });
});

describe('a cancelled subscription: the date said is the date the page goes off line (issue 25)', () => {
  it('says the day after the paid period, keeps the page on line through the last paid day, and takes it off line that day', async () => {
    const a = await restaurateur({ published: true });
    const { html } = await billingService.startCardCheck(ctx, { userId: a.userId, restaurantId: a.restaurantId, billing: billing(a.email) });
    await paySandbox(html, 'pay');
    const client = new AccountClient(t);
    expect((await client.logIn(a.email, PASSWORD, 'restaurateur')).__typename).toBe('Session');
    const cancelled = await client.gql<{ cancelSubscription: { currentPeriodEnd: string; endsOn: string; restaurantOnline: boolean } }>(
      `mutation($id: Int!) { cancelSubscription(restaurantId: $id) { ... on Subscription { currentPeriodEnd endsOn restaurantOnline } } }`, { id: a.restaurantId });
    const { currentPeriodEnd, endsOn, restaurantOnline } = cancelled.data.cancelSubscription;
    expect(restaurantOnline).toBe(true);
    expect(endsOn).toBe(addDays(currentPeriodEnd, 1));
    const mail = (await readOutbox(t.config.dataDir)).filter((m) => m.to.includes(a.email) && m.subject === BILLING_MAIL_SUBJECTS.cancelled).pop()!;
    expect(mail.text).toContain(`Votre page reste en ligne jusqu’au ${frenchDate(currentPeriodEnd)} inclus ; elle sera mise hors ligne le ${frenchDate(endsOn)}.`);
    const listed = await client.gql<{ mySubscriptions: { endsOn: string; nextDueDate: string | null }[] }>('{ mySubscriptions { endsOn nextDueDate } }');
    expect(listed.data.mySubscriptions).toEqual([{ endsOn, nextDueDate: null }]);

    // Time moves: the subscription's dates are moved back so that today (Paris) is the last paid day, then the day said.
    const sub = await subscriptionOf(a.restaurantId);
    const today = (await t.db.query(`SELECT to_char(now() AT TIME ZONE 'Europe/Paris', 'YYYY-MM-DD') AS d`))[0].d as string;
    const status = async () => (await t.db.query(`SELECT status FROM restaurant WHERE id = $1`, [a.restaurantId]))[0].status;
    await movePeriod(t.db, sub.id, today, addDays(today, 1));
    expect(await dueSubscriptionIds(t.db)).not.toContain(sub.id);
    expect(await renewalService.renew(ctx, sub.id)).toBe('not-due');
    expect(await status()).toBe('published');
    const lastDay = await client.gql<{ mySubscriptions: { endsOn: string }[] }>('{ mySubscriptions { endsOn } }');
    expect(lastDay.data.mySubscriptions[0].endsOn).toBe(addDays(today, 1));

    await movePeriod(t.db, sub.id, addDays(today, -1), today);
    expect(await dueSubscriptionIds(t.db)).toContain(sub.id);
    expect(await renewalService.renew(ctx, sub.id)).toBe('ended');
    expect(await status()).toBe('draft');
    const ended = (await readOutbox(t.config.dataDir)).filter((m) => m.to.includes(a.email) && m.subject === BILLING_MAIL_SUBJECTS.cancelled).pop()!;
    expect(ended.text).toContain(`Votre page a été mise hors ligne le ${frenchDate(today)}`);
    expect((await client.gql<{ mySubscriptions: { state: string; endsOn: string | null; restaurantOnline: boolean }[] }>('{ mySubscriptions { state endsOn restaurantOnline } }')).data.mySubscriptions)
      .toEqual([{ state: 'cancelled', endsOn: null, restaurantOnline: false }]);
  });
});

describe('the /api contract', () => {
  it('documents every /api path the server serves in schema/rest.md', async () => {
    const { restRoutes } = await import('../../server/src/composition.js');
    const contract = readFileSync(path.resolve(import.meta.dirname, '../../schema/rest.md'), 'utf8');
    const missing = restRoutes.filter((r) => !contract.includes(`${r.method.toUpperCase()} /api${r.path}`)).map((r) => `${r.method.toUpperCase()} /api${r.path}`);
    expect(missing).toEqual([]);
  });
});

describe('PAYMENT_PROVIDER=up2pay (the provider\'s hosts and keys)', () => {
  let u: TestServer;
  let hosts: Server;
  const provider = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const rotated = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const pem = (k: typeof provider) => k.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const privatePem = (k: typeof provider) => k.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

  beforeAll(async () => {
    // Two payment hosts on loopback: the main one's load.html is not OK, so the fallback is chosen.
    hosts = createServer((req, res) => {
      const main = req.headers.host?.startsWith('localhost');
      res.end(req.url === '/load.html' ? `<div id="server_status">${main ? 'KO' : 'OK'}</div>` : '');
    });
    await new Promise<void>((resolve) => hosts.listen(0, '127.0.0.1', () => resolve()));
    const port = (hosts.address() as AddressInfo).port;
    u = await startTestServer({
      PAYMENT_PROVIDER: 'up2pay', UP2PAY_SITE: '1999888', UP2PAY_RANG: '32', UP2PAY_IDENTIFIANT: '2', UP2PAY_HMAC_KEY: '0123456789ABCDEF'.repeat(8),
      UP2PAY_PUBLIC_KEYS: `${pem(provider)}\n${pem(rotated)}`, UP2PAY_HOSTS: `http://localhost:${port},http://127.0.0.1:${port}`,
    });
  }, 120_000);
  afterAll(async () => {
    await u?.close();
    hosts?.close();
  });

  it('posts to the host load.html found OK, allows it in the CSP form-action, serves no sandbox', async () => {
    const uctx = createRequestContext(u.services);
    await insertRestaurants(u.db, [restaurantRecord({ externalId: 'up2pay', published: false })], u.config.mediaDir);
    const { userId, restaurantId } = await insertOwner(u.db, { email: 'up2pay@exemple.fr', passwordHash: 'x', firstName: 'Lou', lastName: 'Martin' }, { externalId: 'up2pay' });
    const { html, reference } = await billingService.startCardCheck(uctx, { userId, restaurantId, billing: billing('up2pay@exemple.fr') });
    const port = (hosts.address() as AddressInfo).port;
    expect(formOf(html).action).toBe(`http://127.0.0.1:${port}/cgi/MYchoix_pagepaiement.cgi`);
    const page = await u.request('GET', '/robots.txt');
    expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' http://localhost:${port} http://127.0.0.1:${port}`);
    expect((await u.request('GET', '/payment-sandbox/load.html')).status).toBe(404);

    // The notification: signed by either configured key; the sandbox's key means nothing here.
    const data = `U=H%20%203012%20%20---&M=100&R=${reference}&T=1&A=123456&C=CB&D=3012&E=00000&J=44&S=2`;
    const sandbox = generateKeyPairSync('rsa', { modulusLength: 1024 });
    expect((await u.request('GET', `/api/payment/notification?${sign(data, privatePem(sandbox))}`)).status).toBe(400);
    expect((await u.request('GET', `/api/payment/notification?${sign(data, privatePem(rotated))}`)).status).toBe(200);
    expect((await u.db.query(`SELECT state FROM subscription WHERE restaurant_id = $1`, [restaurantId]))[0].state).toBe('active');
  });
});

describe('a real deployment (NODE_ENV=production with DATABASE_URL) names its payment provider (issue 24)', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const entry = path.join(root, 'dist/server/server/src/main.js');
  let p: TestServer;

  beforeAll(async () => {
    // The built server, as npm start runs it (npm test builds before the tests; built here when missing or older).
    const sources = ['server/src/config.ts', 'server/src/main.ts'].map((f) => statSync(path.join(root, f)).mtimeMs);
    if (!existsSync(entry) || statSync(entry).mtimeMs < Math.max(...sources)) execFileSync('npx', ['tsc', '-p', 'server/tsconfig.json'], { cwd: root, stdio: 'ignore' });
    p = await startTestServer({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', MEDIA_STORAGE: 'local', GRAPHQL_TRUSTED_DOCUMENTS: '0' });
  }, 180_000);
  afterAll(() => p?.close());

  it('refuses to start without PAYMENT_PROVIDER, in French, naming the variables, before touching the database', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mijote-refused-'));
    try {
      const { PAYMENT_PROVIDER: _, ...env } = process.env;
      // An unreachable database: the refusal comes first.
      const run = spawnSync(process.execPath, [entry], {
        cwd: root, encoding: 'utf8', timeout: 30_000,
        env: { ...env, NODE_ENV: 'production', DATABASE_URL: 'postgres://nobody@127.0.0.1:9/absente', DATA_DIR: path.join(dataDir, 'data'), PORT: '0' },
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`Mijote ne démarre pas : ${PAYMENT_PROVIDER_REQUIRED}`);
      expect(run.stderr).toMatch(/PAYMENT_PROVIDER=up2pay avec UP2PAY_SITE, UP2PAY_RANG, UP2PAY_IDENTIFIANT, UP2PAY_HMAC_KEY et UP2PAY_PUBLIC_KEYS, ou PAYMENT_PROVIDER=sandbox/);
      expect(existsSync(path.join(dataDir, 'data'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('with PAYMENT_PROVIDER=sandbox: serves the sandbox, tells the restaurateur\'s space, marks every invoice as a test', async () => {
    const pctx = createRequestContext(p.services);
    const r = await restaurateur({ server: p });
    const { html } = await billingService.startCardCheck(pctx, { userId: r.userId, restaurantId: r.restaurantId, billing: billing(r.email) });
    await paySandbox(html, 'pay', undefined, p);
    expect((await p.db.query(`SELECT state FROM subscription WHERE restaurant_id = $1`, [r.restaurantId]))[0].state).toBe('active');
    const client = new AccountClient(p);
    expect((await client.logIn(r.email, PASSWORD, 'restaurateur')).__typename).toBe('Session');
    const billingView = await client.gql<{ siteInfo: { paymentSandbox: boolean }; myInvoices: { number: string; test: boolean }[] }>('{ siteInfo { paymentSandbox } myInvoices { number test } }');
    expect(billingView.data.siteInfo.paymentSandbox).toBe(true);
    expect(billingView.data.myInvoices).toEqual([{ number: expect.stringMatching(/^\d{4}-\d{5}$/), test: true }]);
    const one = await client.gql<{ invoice: { test: boolean } }>(`{ invoice(number: "${billingView.data.myInvoices[0].number}") { ... on Invoice { test } } }`);
    expect(one.data.invoice.test).toBe(true);
  });

  it('the embedded default and a development database keep the sandbox, marked; up2pay invoices are not test ones', async () => {
    expect(t.config.payment.provider).toBe('sandbox');
    expect((await t.gql<{ siteInfo: { paymentSandbox: boolean } }>('{ siteInfo { paymentSandbox } }')).data.siteInfo.paymentSandbox).toBe(true);
    const up2pay = loadConfig({ ...process.env, DATA_DIR: t.config.dataDir, PAYMENT_PROVIDER: 'up2pay', UP2PAY_SITE: '1', UP2PAY_RANG: '1', UP2PAY_IDENTIFIANT: '1', UP2PAY_HMAC_KEY: '00'.repeat(32), UP2PAY_PUBLIC_KEYS: generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'pem' }).toString() });
    const r = await restaurateur();
    await paySandbox((await billingService.startCardCheck(ctx, { userId: r.userId, restaurantId: r.restaurantId, billing: billing(r.email) })).html, 'pay');
    const [invoice] = await billingService.myInvoices({ ...ctx, viewer: { id: r.userId, role: 'restaurateur' } });
    expect(toInvoice(invoice, t.config).test).toBe(true);
    expect(toInvoice(invoice, up2pay).test).toBe(false);
  });
});

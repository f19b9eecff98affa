import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../common/account-rules.js';
import { REGISTRATION_MESSAGES } from '../../common/registration-rules.js';
import { MAIL_SUBJECTS } from '../../server/src/modules/mail/mail.templates.js';
import { latestCodeFor, latestLinkFor, readOutbox } from '../support/outbox.js';
import { hashPassword } from '../../server/src/auth/passwords.js';
import { insertAccount } from '../factories/accounts.js';
import { expireRegistration, forgetRateLimits } from '../factories/clock.js';
import { activateSubscription } from '../factories/subscriptions.js';
import { paySandbox } from '../support/payment-sandbox.js';
import { AccountClient, PASSWORD } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ API_RATE_LIMIT_PER_MINUTE: '100000' });
}, 120_000);
afterAll(() => t?.close());

/** Asks for a registration link through the contact form (REST) and returns the token read from the e-mail. */
async function linkFor(email: string, restaurantName = 'Le Bistrot du Port'): Promise<string> {
  const r = await t.post('/registrationRequest', { restaurantName, city: 'angers', email, phone: '02 41 00 00 00', message: 'Bonjour !' });
  expect(r.status).toBe(200);
  expect(r.body).toEqual({ success: true, message: REGISTRATION_MESSAGES.linkSent });
  const link = await latestLinkFor(t.config.dataDir, email, MAIL_SUBJECTS.registrationLink);
  expect(link).toMatch(/\/register\/restaurateur\?token=[A-Za-z0-9_-]{43}$/);
  return new URL(link!).searchParams.get('token')!;
}

const ACCOUNT = { name: 'Martin', firstname: 'Claire', password: PASSWORD, birthDate: '1980-05-17' };
const RESTAURANT = { name: 'Le Bistrot du Port', address: '12 rue Lenepveu', city: 'Angers', postalCode: '49100', phone: '0241000000', lat: 47.471, lng: -0.552, newsletter: true, terms: true };

/** Step 1 as the wizard does it: the code creates the account and opens its session (refresh cookie, then a token). */
async function accountFor(token: string, email: string): Promise<AccountClient> {
  const c = new AccountClient(t);
  await c.api('POST', '/send-code/verif-mail', { token, email });
  expect((await c.api('POST', '/registerTemp', { token, email, code: await latestCodeFor(t.config.dataDir, email), ...ACCOUNT })).body).toEqual({ success: true, message: REGISTRATION_MESSAGES.codeVerified });
  c.token = ((await c.api('POST', '/tokenRestau', {})).body as { accessToken: string }).accessToken;
  expect(c.token).toEqual(expect.any(String));
  return c;
}

/** formulaire_hmac as the payment step posts it (its answer is HTML). */
const cardCheckForm = (c: AccountClient | null, body: Record<string, unknown>) => fetch(`${t.url}/api/formulaire_hmac`, {
  method: 'POST', headers: { 'content-type': 'application/json', ...(c?.token ? { authorization: `Bearer ${c.token}` } : {}) }, body: JSON.stringify(body),
});

describe('the registration link', () => {
  it('is mailed from the contact form, valid for the wizard, and unknown tokens are not', async () => {
    const token = await linkFor('claire@bistrot.fr');
    expect((await t.request('GET', `/api/verifyInscription?token=${token}`)).body).toEqual({ success: true });
    expect((await t.request('GET', '/api/verifyInscription?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).body).toEqual({ success: false });
    expect((await t.request('GET', '/api/verifyInscription')).body).toEqual({ success: false });
    const [row] = await t.db.query(`SELECT source, restaurant_name, phone, message, expires_at - created_at AS validity FROM registration WHERE email = 'claire@bistrot.fr'`);
    expect(row).toMatchObject({ source: 'contact', restaurant_name: 'Le Bistrot du Port', phone: '0241000000', message: 'Bonjour !' });
    expect(row.validity).toMatchObject({ days: 7 });
  });

  it('expires after 7 days', async () => {
    const token = await linkFor('expire@bistrot.fr');
    await expireRegistration(t.db, 'expire@bistrot.fr', 'link');
    expect((await t.request('GET', `/api/verifyInscription?token=${token}`)).body).toEqual({ success: false });
    const r = await t.post('/getStartInscription', { token });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ success: false, code: 'TOKEN_INVALID', message: REGISTRATION_MESSAGES.linkInvalid, field: 'token' });
  });

  it('refuses a request with a bad commune, phone or name, in French', async () => {
    const bad = async (body: Record<string, unknown>) => (await t.post('/registrationRequest', { restaurantName: 'Chez Léa', city: 'angers', email: 'lea@exemple.fr', phone: '0241000000', ...body }));
    expect((await bad({ city: 'paris' })).body).toMatchObject({ code: 'INVALID_INPUT', message: REGISTRATION_MESSAGES.cityUnknown });
    expect((await bad({ phone: '12' })).body).toMatchObject({ code: 'INVALID_INPUT', message: 'Le numéro de téléphone n\'est pas valide' });
    expect((await bad({ restaurantName: 'X' })).body).toMatchObject({ code: 'INVALID_INPUT', message: 'Nom incorrect' });
    expect((await bad({ message: 'x'.repeat(1001) })).status).toBe(400);
  });
});

describe('the wizard', () => {
  it('creates the account with the e-mailed code, then the draft restaurant and a restaurateur session, and resumes where it stopped', async () => {
    const email = 'paul@auberge.fr';
    const token = await linkFor(email, 'L’Auberge');
    expect((await t.post('/getStartInscription', { token })).body).toMatchObject({ success: true, code: 'start', data: { email, namer: 'L’Auberge', city: 'Angers', phone: '0241000000' } });

    // Step 1: a wrong code is refused with the server's wording, the right one creates the verified account.
    expect((await t.post('/send-code/verif-mail', { token, email, needVerif: true })).body).toEqual({ success: true, message: REGISTRATION_MESSAGES.codeSent });
    const c = new AccountClient(t);
    const wrong = await c.api('POST', '/registerTemp', { token, email, code: '000000', ...ACCOUNT });
    const code = await latestCodeFor(t.config.dataDir, email);
    if (code !== '000000') expect(wrong.body).toMatchObject({ code: 'CODE_INCORRECT', message: REGISTRATION_MESSAGES.serverCodeIncorrect });
    expect(c.cookies.has('mj_rt_restau')).toBe(false);
    // SPEC §7: the code check answers `success` and a `message`.
    expect((await c.api('POST', '/registerTemp', { token, email, code, ...ACCOUNT })).body).toEqual({ success: true, message: REGISTRATION_MESSAGES.codeVerified });
    // The account's session opens with it: the wizard continues with it.
    expect(c.cookies.has('mj_rt_restau')).toBe(true);
    c.token = ((await c.api('POST', '/tokenRestau', {})).body as { accessToken: string }).accessToken;
    const [user] = await t.db.query(`SELECT role, email_verified, first_name, last_name, to_char(birth_date, 'YYYY-MM-DD') AS birth FROM app_user WHERE email = $1`, [email]);
    expect(user).toEqual({ role: 'restaurateur', email_verified: true, first_name: 'Claire', last_name: 'Martin', birth: '1980-05-17' });
    expect((await t.post('/getStartInscription', { token })).body).toMatchObject({ code: 'partial', data: { name: 'Martin', firstname: 'Claire', email } });
    // The same link cannot create a second account.
    expect((await t.post('/send-code/verif-mail', { token, email: 'autre@auberge.fr' })).status).toBe(409);

    // Step 2: the draft restaurant in Angers, owned by the account; a session opens (login state 2). SPEC §7's body as
    // documented (no terms flag: its wizard's own step requires the box) is accepted, and the acceptance recorded.
    const { terms: _terms, ...documented } = RESTAURANT;
    const second = await c.api('POST', '/registerTempSecond', { token, ...documented });
    expect(second.status).toBe(200);
    const body = second.body as { success: boolean; token: string; login: { idr: number; name: string; idrestaurant: number } };
    expect(body).toMatchObject({ success: true, login: { name: 'Martin' } });
    const [restaurant] = await t.db.query(
      `SELECT r.name, r.status, r.types, r.postal_code, r.phone, c.slug, r.owner_id FROM restaurant r JOIN city c ON c.id = r.city_id WHERE r.id = $1`, [body.login.idrestaurant]);
    expect(restaurant).toEqual({ name: 'Le Bistrot du Port', status: 'draft', types: [], postal_code: '49100', phone: '0241000000', slug: 'angers', owner_id: body.login.idr });
    c.token = body.token;
    expect((await c.api('GET', '/infoRestau')).body).toMatchObject({ restauInfo: { idrestaurant: body.login.idrestaurant, published: false, nameresto: 'Le Bistrot du Port' } });
    expect(c.cookies.has('mj_rt_restau')).toBe(true);
    expect((await t.db.query(`SELECT terms_accepted_at IS NOT NULL AS accepted FROM registration WHERE restaurant_id = $1`, [body.login.idrestaurant]))[0]).toEqual({ accepted: true });
    expect((await t.post('/getStartInscription', { token })).body).toMatchObject({
      code: 'complete', data: { namer: 'Le Bistrot du Port', address: '12 rue Lenepveu', city: 'Angers', postal_code: '49100', newsletter: true, lat: 47.471, lng: -0.552 },
    });

    // Sent again (the step revisited), it updates the same draft.
    const again = await c.api('POST', '/registerTempSecond', { token, ...RESTAURANT, name: 'Le Bistrot du Quai' });
    expect((again.body as { login: { idrestaurant: number } }).login.idrestaurant).toBe(body.login.idrestaurant);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM restaurant WHERE owner_id = $1`, [body.login.idr]))[0].n).toBe(1);
  });

  it('step 3 answers the provider form as HTML, validates the billing details, and the link closes once the card is accepted', async () => {
    const email = 'carte@auberge.fr';
    const token = await linkFor(email);
    const c = await accountFor(token, email);
    const BILLING = { token, denomination: 'SARL Le Port', lastName: 'Martin', firstName: 'Claire', phone: '02 41 00 00 00', address: '12 rue Lenepveu', email, city: 'Angers', zipcode: '49100' };
    // Before step 2: nothing to pay for yet.
    expect((await c.api('POST', '/formulaire_hmac', BILLING)).body).toMatchObject({ code: 'CONFLICT', message: REGISTRATION_MESSAGES.restaurantFirst });
    const second = await c.api('POST', '/registerTempSecond', { token, ...RESTAURANT });
    expect(second.status).toBe(200);
    const bad = await c.api('POST', '/formulaire_hmac', { ...BILLING, zipcode: '00999' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'INVALID_INPUT', field: 'zipcode', message: 'Le code postal n\'est pas valide' });
    expect((await c.api('POST', '/formulaire_hmac', { ...BILLING, denomination: 'X' })).body).toMatchObject({ message: 'Dénomination sociale incorrecte' });

    const form = await cardCheckForm(c, BILLING);
    expect(form.status).toBe(200);
    expect(form.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await form.text();
    expect(html).toMatch(/<form id="payment-form" method="POST" action="[^"]+"/);
    for (const field of ['PBX_SITE', 'PBX_TOTAL" value="100"', 'PBX_AUTOSEULE" value="O"', 'PBX_HASH" value="SHA512"', 'PBX_HMAC']) expect(html).toContain(field);
    expect((await t.post('/registerResto', { token })).body).toEqual({ success: true });

    // The provider's notification activates the subscription (billing.test.ts drives it through the sandbox).
    const [{ restaurant_id: restaurantId }] = await t.db.query('SELECT restaurant_id FROM registration WHERE email = $1', [email]);
    await activateSubscription(t.db, restaurantId);
    const used = await c.api('POST', '/formulaire_hmac', BILLING);
    expect(used.status).toBe(409);
    expect(used.body).toMatchObject({ code: 'TOKEN_USED', message: REGISTRATION_MESSAGES.registrationClosed });
    expect((await t.post('/registerResto', { token })).body).toMatchObject({ code: 'TOKEN_USED' });
    expect((await t.request('GET', `/api/verifyInscription?token=${token}`)).body).toEqual({ success: false });
  });

  it('answers "already use" for an address that has an account, unless needVerif is false', async () => {
    const token = await linkFor('pris@auberge.fr');
    await insertAccount(t.db, { email: 'deja@auberge.fr', firstName: 'Déjà', verified: false });
    const r = await t.post('/send-code/verif-mail', { token, email: 'deja@auberge.fr', needVerif: true });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ success: false, code: 'EMAIL_TAKEN', message: REGISTRATION_MESSAGES.alreadyUse });
    // SPEC §7's needVerif false: the code leaves anyway, and the code check says the address is taken (SPEC §8).
    expect((await t.post('/send-code/verif-mail', { token, email: 'deja@auberge.fr', needVerif: false })).body).toEqual({ success: true, message: REGISTRATION_MESSAGES.codeSent });
    const check = await t.post('/registerTemp', { token, email: 'deja@auberge.fr', code: await latestCodeFor(t.config.dataDir, 'deja@auberge.fr'), ...ACCOUNT });
    expect([check.status, check.body.code, check.body.message]).toEqual([409, 'EMAIL_TAKEN', REGISTRATION_MESSAGES.serverEmailTaken]);
  });

  it('answers EMAIL_TAKEN when the address got an account between the code and its check', async () => {
    const email = 'course@auberge.fr';
    const token = await linkFor(email);
    await t.post('/send-code/verif-mail', { token, email });
    const code = await latestCodeFor(t.config.dataDir, email);
    await insertAccount(t.db, { email, firstName: 'Rapide', verified: false });
    const r = await t.post('/registerTemp', { token, email, code, ...ACCOUNT });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 'EMAIL_TAKEN', message: REGISTRATION_MESSAGES.serverEmailTaken });
  });

  it('refuses an expired code, a code for another address, and too many guesses', async () => {
    const email = 'code@auberge.fr';
    const token = await linkFor(email);
    await t.post('/send-code/verif-mail', { token, email });
    const code = (await latestCodeFor(t.config.dataDir, email))!;
    expect((await t.post('/registerTemp', { token, email: 'autre@auberge.fr', code, ...ACCOUNT })).body).toMatchObject({ code: 'CODE_INCORRECT' });
    await expireRegistration(t.db, email, 'code');
    expect((await t.post('/registerTemp', { token, email, code, ...ACCOUNT })).body).toMatchObject({ code: 'CODE_EXPIRED', message: REGISTRATION_MESSAGES.serverCodeExpired });
    await t.post('/send-code/verif-mail', { token, email });
    const fresh = (await latestCodeFor(t.config.dataDir, email))!;
    const wrong = fresh === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) await t.post('/registerTemp', { token, email, code: wrong, ...ACCOUNT });
    expect((await t.post('/registerTemp', { token, email, code: fresh, ...ACCOUNT })).body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: ACCOUNT_MESSAGES.codeTooManyAttempts });
    expect((await t.db.query(`SELECT count(*)::int AS n FROM app_user WHERE email = $1`, [email]))[0].n).toBe(0);
  });

  it('validates every field with the SPEC §5 messages, and keeps the steps in order', async () => {
    const email = 'regles@auberge.fr';
    const token = await linkFor(email);
    const step1 = (body: Record<string, unknown>) => t.post('/registerTemp', { token, email, code: '123456', ...ACCOUNT, ...body });
    expect((await step1({ birthDate: '2015-01-01' })).body).toMatchObject({ code: 'INVALID_INPUT', message: ACCOUNT_MESSAGES.birthDateInvalid });
    expect((await step1({ birthDate: '1980-02-30' })).body).toMatchObject({ message: ACCOUNT_MESSAGES.birthDateInvalid });
    expect((await step1({ firstname: 'C' })).body).toMatchObject({ message: ACCOUNT_MESSAGES.firstNameInvalid });
    expect((await step1({ password: 'court' })).body).toMatchObject({ message: ACCOUNT_MESSAGES.passwordTooShort });
    // Step 2 before step 1.
    expect((await t.post('/registerTempSecond', { token, ...RESTAURANT })).body).toMatchObject({ code: 'CONFLICT', message: REGISTRATION_MESSAGES.accountFirst });
    expect((await t.post('/registerTempSecond', { token, ...RESTAURANT, terms: false })).body).toMatchObject({ code: 'INVALID_INPUT', message: REGISTRATION_MESSAGES.termsRequired });
    expect((await t.post('/registerTempSecond', { token, ...RESTAURANT, postalCode: '75001' })).body).toMatchObject({ code: 'INVALID_INPUT', message: REGISTRATION_MESSAGES.postcodeOutside });
    expect((await t.post('/registerTempSecond', { token, ...RESTAURANT, lat: 48.85, lng: 2.35 })).status).toBe(400);
  });

  it('has GraphQL twins the client uses', async () => {
    const email = 'gql@auberge.fr';
    const token = await linkFor(email);
    const c = new AccountClient(t);
    const state = await c.gql<{ registration: Record<string, unknown> }>(`query ($token: String!) { registration(token: $token) { __typename ... on Registration { step email restaurant { name city } } } }`, { token });
    expect(state.data.registration).toEqual({ __typename: 'Registration', step: 'account', email, restaurant: { name: 'Le Bistrot du Port', city: 'Angers' } });
    const sent = await c.gql<{ sendRegistrationCode: Record<string, unknown> }>(`mutation ($token: String!) { sendRegistrationCode(token: $token, email: "${email}", firstName: "Claire") { __typename ... on Done { message } } }`, { token });
    expect(sent.data.sendRegistrationCode).toEqual({ __typename: 'Done', message: REGISTRATION_MESSAGES.codeSent });
    const code = await latestCodeFor(t.config.dataDir, email);
    const created = await c.gql<{ createRegistrationAccount: Record<string, unknown> }>(
      `mutation ($input: RegistrationAccountInput!) { createRegistrationAccount(input: $input) { __typename ... on UserError { code message } } }`,
      { input: { token, email, code, firstName: 'Claire', lastName: 'Martin', password: PASSWORD, birthDate: '1980-05-17' } });
    expect(created.data.createRegistrationAccount).toEqual({ __typename: 'Done' });
    // Its session opened with it (the refresh cookie): the wizard takes its token and continues.
    c.token = ((await c.api('POST', '/tokenRestau', {})).body as { accessToken: string }).accessToken;
    const saved = await c.gql<{ saveRegistrationRestaurant: Record<string, unknown> }>(
      `mutation ($input: RegistrationRestaurantInput!) { saveRegistrationRestaurant(input: $input) { __typename ... on RegistrationSession { accessToken restaurantId } ... on InvalidInputError { field message } } }`,
      { input: { token, ...RESTAURANT } });
    expect(saved.data.saveRegistrationRestaurant).toMatchObject({ __typename: 'RegistrationSession', accessToken: expect.any(String), restaurantId: expect.any(Number) });
    const invalid = await c.gql<{ registration: Record<string, unknown> }>(`{ registration(token: "nope") { __typename ... on ActionError { code message } } }`);
    expect(invalid.data.registration).toEqual({ __typename: 'ActionError', code: 'TOKEN_INVALID', message: REGISTRATION_MESSAGES.linkInvalid });
  });
});

describe('deleting an account made through the wizard (issue 24)', () => {
  it('deletes the restaurateur account: they can no longer sign in, the link is dead, and the invoices and payments stay', async () => {
    const email = 'depart@auberge.fr';
    // This file asks for more links than one address may per window: the limit is not what this test looks at.
    await forgetRateLimits(t.db, 'registrationIp:');
    const token = await linkFor(email, 'Le Départ');
    const c = await accountFor(token, email);
    const second = await c.api('POST', '/registerTempSecond', { token, ...RESTAURANT, name: 'Le Départ' });
    expect(second.status).toBe(200);
    const { idr: userId, idrestaurant: restaurantId } = (second.body as { login: { idr: number; idrestaurant: number } }).login;
    // The welcome waits for the card check (issue 25): the space is not theirs before it.
    const welcomes = async () => (await readOutbox(t.config.dataDir)).filter((m) => m.to.includes(email) && m.subject === MAIL_SUBJECTS.welcome);
    expect(await welcomes()).toHaveLength(0);
    // Step 3 through the payment sandbox: the card accepted, the subscription active with its first invoice.
    c.token = (second.body as { token: string }).token;
    const form = await cardCheckForm(c, { token, denomination: 'SARL Le Départ', lastName: 'Martin', firstName: 'Claire', phone: '02 41 00 00 00', address: '12 rue Lenepveu', email, city: 'Angers', zipcode: '49100' });
    await paySandbox(t.url, await form.text(), 'pay');
    expect((await t.db.query(`SELECT state FROM subscription WHERE restaurant_id = $1`, [restaurantId]))[0]).toEqual({ state: 'active' });
    const [welcome] = await welcomes();
    expect(welcome.text).toContain('Votre espace restaurateur est prêt.');
    const invoicesBefore = await t.db.query(`SELECT i.id, i.number, i.payment_id FROM invoice i JOIN subscription s ON s.id = i.subscription_id WHERE s.user_id = $1`, [userId]);
    expect(invoicesBefore).toHaveLength(1);
    const paymentsBefore = await t.db.query(`SELECT p.id, p.reference, p.state FROM payment p JOIN subscription s ON s.id = p.subscription_id WHERE s.user_id = $1`, [userId]);
    expect(paymentsBefore).toEqual([expect.objectContaining({ state: 'accepted' })]);

    const deleted = await c.gql<{ deleteAccount: Record<string, unknown> }>(`mutation { deleteAccount(password: "${PASSWORD}") { __typename ... on UserError { code message } } }`);
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data.deleteAccount).toEqual({ __typename: 'Done' });

    expect((await t.db.query(`SELECT count(*)::int AS n FROM app_user WHERE id = $1`, [userId]))[0].n).toBe(0);
    expect(await new AccountClient(t).logIn(email, PASSWORD, 'restaurateur')).toMatchObject({ code: 'LOGIN_FAILED' });
    expect((await c.api('GET', '/infoRestau')).status).toBe(401);
    expect((await t.request('GET', `/api/verifyInscription?token=${token}`)).body).toEqual({ success: false });
    expect((await t.post('/registerTempSecond', { token, ...RESTAURANT })).body).toMatchObject({ code: 'TOKEN_INVALID' });
    // What the law keeps (invoices 10 years, payment records): unchanged, with the buyer's copy the invoice holds.
    const invoicesAfter = await t.db.query(`SELECT id, number, payment_id, buyer_email FROM invoice WHERE id = $1`, [invoicesBefore[0].id]);
    expect(invoicesAfter).toEqual([{ ...invoicesBefore[0], buyer_email: email }]);
    expect(await t.db.query(`SELECT id, reference, state FROM payment WHERE id = $1`, [paymentsBefore[0].id])).toEqual(paymentsBefore);
    // The subscription (card and billing details) went with the account: nothing left to charge.
    expect((await t.db.query(`SELECT count(*)::int AS n FROM subscription WHERE restaurant_id = $1`, [restaurantId]))[0].n).toBe(0);
  });
});

describe('the link once the account exists (issue 24)', () => {
  it('opens no session and rewrites nothing alone, even after a refused card; the account’s own session continues the wizard', async () => {
    const email = 'lien-seul@auberge.fr';
    await forgetRateLimits(t.db, 'registrationIp:');
    const token = await linkFor(email, 'Le Lien Seul');
    await t.post('/send-code/verif-mail', { token, email });
    expect((await t.post('/registerTemp', { token, email, code: await latestCodeFor(t.config.dataDir, email), ...ACCOUNT })).body).toEqual({ success: true, message: REGISTRATION_MESSAGES.codeVerified });
    const owner = new AccountClient(t);
    expect(await owner.logIn(email, PASSWORD, 'restaurateur')).toMatchObject({ __typename: 'Session' });
    const second = await owner.api('POST', '/registerTempSecond', { token, ...RESTAURANT, name: 'Le Lien Seul' });
    expect(second.status).toBe(200);
    const restaurantId = (second.body as { login: { idrestaurant: number } }).login.idrestaurant;
    owner.token = (second.body as { token: string }).token;
    const BILLING = { token, denomination: 'SARL Le Lien', lastName: 'Martin', firstName: 'Claire', phone: '02 41 00 00 00', address: '12 rue Lenepveu', email, city: 'Angers', zipcode: '49100' };
    // A refused card leaves the registration open (the link stays valid for the person).
    const refused = await paySandbox(t.url, await (await cardCheckForm(owner, BILLING)).text(), 'pay', '4000000000000002');
    expect(refused).toContain('/payment/refuse');
    const draft = async () => (await t.db.query(`SELECT name, street, newsletter FROM restaurant r JOIN app_user u ON u.id = r.owner_id WHERE r.id = $1`, [restaurantId]))[0];
    const before = await draft();
    const ownerId = (second.body as { login: { idr: number } }).login.idr;
    const sessions = async () => (await t.db.query(`SELECT count(*)::int AS n FROM refresh_token WHERE user_id = $1`, [ownerId]))[0].n as number;
    const sessionsBefore = await sessions();

    // Someone holding only the link: no session, no change (REST and its GraphQL twin), no card check.
    const stranger = new AccountClient(t);
    const rewrite = { token, ...RESTAURANT, name: 'Le Pirate', address: '1 rue du Vol', newsletter: false };
    const rest = await stranger.api('POST', '/registerTempSecond', rewrite);
    expect(rest).toMatchObject({ status: 401, body: { success: false, code: 'UNAUTHENTICATED', message: REGISTRATION_MESSAGES.signInToResume } });
    expect(rest.body).not.toHaveProperty('token');
    expect(stranger.cookies.size).toBe(0);
    const gql = await stranger.gql(`mutation ($input: RegistrationRestaurantInput!) { saveRegistrationRestaurant(input: $input) { __typename ... on RegistrationSession { accessToken } } }`,
      { input: { token, ...RESTAURANT, name: 'Le Pirate' } });
    expect(gql.errors?.[0]).toMatchObject({ message: REGISTRATION_MESSAGES.signInToResume, extensions: { code: 'UNAUTHENTICATED' } });
    expect(stranger.cookies.size).toBe(0);
    expect((await cardCheckForm(stranger, { ...BILLING, denomination: 'SARL Pirate' })).status).toBe(401);
    // Another restaurateur's session is not the account's either.
    const other = new AccountClient(t);
    await insertAccount(t.db, { email: 'autre-resto@auberge.fr', role: 'restaurateur', firstName: 'Autre', passwordHash: await hashPassword(PASSWORD) });
    expect(await other.logIn('autre-resto@auberge.fr', PASSWORD, 'restaurateur')).toMatchObject({ __typename: 'Session' });
    expect((await other.api('POST', '/registerTempSecond', rewrite)).status).toBe(401);
    expect(await draft()).toEqual(before);
    expect(await sessions()).toBe(sessionsBefore);
    expect((await t.db.query(`SELECT billing_company FROM subscription WHERE restaurant_id = $1`, [restaurantId]))[0]).toEqual({ billing_company: 'SARL Le Lien' });

    // Reading where the wizard stands still works with the link (the wizard then asks for the sign-in).
    expect((await t.post('/getStartInscription', { token })).body).toMatchObject({ success: true, code: 'complete' });
    // After a normal sign-in, the same link continues the wizard.
    const back = new AccountClient(t);
    expect(await back.logIn(email, PASSWORD, 'restaurateur')).toMatchObject({ __typename: 'Session' });
    const resumed = await back.api('POST', '/registerTempSecond', { token, ...RESTAURANT, name: 'Le Lien Retrouvé' });
    expect(resumed.status).toBe(200);
    expect((await draft()).name).toBe('Le Lien Retrouvé');
    expect((await cardCheckForm(back, BILLING)).status).toBe(200);
  });
});

describe('an address that already has an account (issue 25, docs/adr/0029)', () => {
  // This file asks for more links and codes than one address may per window: the limits are not what these tests look at.
  beforeEach(() => forgetRateLimits(t.db, 'registrationIp:', 'codeIp:'));
  it('gets no link from the contact form: EMAIL_TAKEN, as the public sign-up answers, on both transports', async () => {
    await insertAccount(t.db, { email: 'compte@auberge.fr', role: 'restaurateur', firstName: 'Déjà', verified: false });
    const before = (await readOutbox(t.config.dataDir)).filter((m) => m.to.includes('compte@auberge.fr')).length;
    const r = await t.post('/registrationRequest', { restaurantName: 'Le Second', city: 'angers', email: 'Compte@Auberge.fr', phone: '0241000000' });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ success: false, code: 'EMAIL_TAKEN', message: ACCOUNT_MESSAGES.emailAlreadyUsed, field: 'email' });
    const c = new AccountClient(t);
    const gql = await c.gql<{ requestRegistrationLink: Record<string, unknown> }>(
      `mutation { requestRegistrationLink(input: { restaurantName: "Le Second", citySlug: "angers", email: "compte@auberge.fr", phone: "0241000000" }) { __typename ... on ActionError { code message } } }`);
    expect(gql.data.requestRegistrationLink).toEqual({ __typename: 'ActionError', code: 'EMAIL_TAKEN', message: ACCOUNT_MESSAGES.emailAlreadyUsed });
    expect((await readOutbox(t.config.dataDir)).filter((m) => m.to.includes('compte@auberge.fr'))).toHaveLength(before);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM registration WHERE email = 'compte@auberge.fr'`))[0].n).toBe(0);
  });
});

describe('the wizard remembers (issue 25, docs/adr/0028)', () => {
  // This file asks for more links and codes than one address may per window: the limits are not what these tests look at.
  beforeEach(() => forgetRateLimits(t.db, 'registrationIp:', 'codeIp:'));
  it('keeps step 1 but the password once the code is asked for, gives it back to the link, and forgets it once the account exists', async () => {
    const email = 'memoire@auberge.fr';
    const token = await linkFor(email);
    const c = new AccountClient(t);
    const state = `query ($token: String!) { registration(token: $token) { ... on Registration { step pendingAccount { email firstName lastName birthDate } billing { company } } } }`;
    expect((await c.gql<{ registration: Record<string, unknown> }>(state, { token })).data.registration).toEqual({ step: 'account', pendingAccount: null, billing: null });
    const sent = await c.gql<{ sendRegistrationCode: { __typename: string } }>(
      `mutation ($token: String!) { sendRegistrationCode(token: $token, email: "Memoire@Auberge.fr", firstName: " Claire ", lastName: "Martin", birthDate: "1980-05-17") { __typename } }`, { token });
    expect(sent.data.sendRegistrationCode.__typename).toBe('Done');
    // The tab is closed; the link opened again (no session) finds step 1 as it was typed.
    expect((await new AccountClient(t).gql<{ registration: Record<string, unknown> }>(state, { token })).data.registration)
      .toEqual({ step: 'account', pendingAccount: { email, firstName: 'Claire', lastName: 'Martin', birthDate: '1980-05-17' }, billing: null });
    expect((await t.post('/getStartInscription', { token })).body).toMatchObject({ code: 'start', data: { name: 'Martin', firstname: 'Claire', email } });
    // A client that sends step 1's password with the code request (the form holds it) does not get it kept.
    await t.post('/send-code/verif-mail', { token, email, firstname: 'Claire', name: 'Martin', birthDate: '1980-05-17', password: PASSWORD });
    const [row] = await t.db.query(`SELECT * FROM registration WHERE email = $1`, [email]);
    expect(JSON.stringify(row)).not.toContain(PASSWORD);
    // A bad birth date is refused, not stored.
    const bad = await c.gql<{ sendRegistrationCode: Record<string, unknown> }>(
      `mutation ($token: String!) { sendRegistrationCode(token: $token, email: "${email}", firstName: "Claire", birthDate: "2020-01-01") { __typename ... on InvalidInputError { message } } }`, { token });
    expect(bad.data.sendRegistrationCode).toEqual({ __typename: 'InvalidInputError', message: ACCOUNT_MESSAGES.birthDateInvalid });

    const code = await latestCodeFor(t.config.dataDir, email);
    expect((await c.api('POST', '/registerTemp', { token, email, code, ...ACCOUNT })).body).toMatchObject({ success: true });
    const [after] = await t.db.query(`SELECT draft_first_name, draft_last_name, draft_birth_date FROM registration WHERE email = $1`, [email]);
    expect(after).toEqual({ draft_first_name: null, draft_last_name: null, draft_birth_date: null });
    expect((await c.gql<{ registration: Record<string, unknown> }>(state, { token })).data.registration).toMatchObject({ step: 'restaurant', pendingAccount: null });
  });

  it('gives step 3 back the billing details of the last card check, to the account’s own session only', async () => {
    const email = 'facture@auberge.fr';
    const token = await linkFor(email);
    const c = await accountFor(token, email);
    expect((await c.api('POST', '/registerTempSecond', { token, ...RESTAURANT })).status).toBe(200);
    c.token = ((await c.api('POST', '/tokenRestau', {})).body as { accessToken: string }).accessToken;
    const state = `query ($token: String!) { registration(token: $token) { ... on Registration { step billing { company lastName firstName address zipcode city email phone } } } }`;
    expect((await c.gql<{ registration: Record<string, unknown> }>(state, { token })).data.registration).toEqual({ step: 'payment', billing: null });
    const form = await cardCheckForm(c, { token, denomination: 'SARL Le Port', lastName: 'Martin', firstName: 'Claire', phone: '02 41 00 00 00', address: '12 rue Lenepveu', email, city: 'Angers', zipcode: '49100' });
    expect(form.status).toBe(200);
    // The card is refused at the provider's: the wizard opened again shows what was given.
    expect(await paySandbox(t.url, await form.text(), 'pay', '4000000000000002')).toContain('/payment/refuse');
    expect((await c.gql<{ registration: Record<string, unknown> }>(state, { token })).data.registration).toEqual({
      step: 'payment', billing: { company: 'SARL Le Port', lastName: 'Martin', firstName: 'Claire', address: '12 rue Lenepveu', zipcode: '49100', city: 'Angers', email, phone: '0241000000' },
    });
    // The link alone (another browser, no session) does not show them.
    expect((await new AccountClient(t).gql<{ registration: Record<string, unknown> }>(state, { token })).data.registration).toEqual({ step: 'payment', billing: null });
  });
});

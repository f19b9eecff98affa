import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, LEGAL_VERSION } from '../../common/account-rules.js';
import { hashPassword } from '../../server/src/auth/passwords.js';
import { createAdmin } from '../../server/src/modules/accounts/index.js';
import { insertOwner } from '../factories/accounts.js';
import * as clock from '../factories/clock.js';
import { insertRestaurants, restaurantIdOf, restaurantRecord } from '../factories/restaurants.js';
import { insertReview } from '../factories/reviews.js';
import { AccountClient, PASSWORD } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';

let t: TestServer;
let ids: Map<string, string>;

beforeAll(async () => {
  t = await startTestServer();
  ids = await insertRestaurants(t.db, [
    restaurantRecord({ externalId: 'fav-a', name: 'La Favorite' }),
    restaurantRecord({ externalId: 'fav-b', name: 'Le Second Choix' }),
  ], t.config.mediaDir);
}, 120_000);
afterAll(() => t?.close());

describe('sign-up and e-mail verification', () => {
  it('creates an account, mails a 6-digit code, and verifying it opens a session with a scoped refresh cookie', async () => {
    const c = new AccountClient(t);
    expect((await c.signUp('  Lea.Durand@Exemple.FR ')).data.signUp).toEqual({ __typename: 'SignUpSuccess', email: 'lea.durand@exemple.fr' });
    const code = await c.latestCode('lea.durand@exemple.fr');
    expect(code).toMatch(/^\d{6}$/);
    const [before] = await t.db.query(`SELECT email_verified FROM app_user WHERE email = 'lea.durand@exemple.fr'`);
    expect(before.email_verified).toBe(false);
    const r = await c.gql<{ verifyEmail: Record<string, unknown> }>(
      `mutation { verifyEmail(email: "lea.durand@exemple.fr", code: "${code}") { __typename ... on Session { accessToken account { email emailVerified } } } }`);
    expect(r.data.verifyEmail).toMatchObject({ __typename: 'Session', account: { email: 'lea.durand@exemple.fr', emailVerified: true } });
    expect(c.cookies.has('mj_rt_user')).toBe(true);
  });

  it('sets the refresh cookie httpOnly, SameSite=Strict and only for /api (its token endpoint and SPEC §7’s cookie reads)', async () => {
    const res = await t.request('POST', '/graphql', { body: { query: `mutation { logIn(email: "lea.durand@exemple.fr", password: "${PASSWORD}") { __typename } }` } });
    const cookie = res.cookies.find((c) => /^mj_rt_user=[^;]/.test(c))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api;/);
    // The path earlier versions used is cleared, so one cookie is left.
    expect(res.cookies.find((c) => c.startsWith('mj_rt_user=;'))).toMatch(/Path=\/api\/tokenUser;.*Expires=Thu, 01 Jan 1970/);
    expect(cookie).not.toMatch(/Secure/); // only in production
  });

  it('refuses a wrong code, then an expired one, then too many attempts; a resent code replaces the old one', async () => {
    const c = new AccountClient(t);
    await c.signUp('code@exemple.fr');
    const first = (await c.latestCode('code@exemple.fr'))!;
    const wrong = first === '000000' ? '111111' : '000000';
    expect(await c.verify('code@exemple.fr', wrong)).toMatchObject({ code: 'CODE_INCORRECT', message: ACCOUNT_MESSAGES.codeIncorrect });

    await clock.expireEmailCodes(t.db, 'code@exemple.fr');
    expect(await c.verify('code@exemple.fr', first)).toMatchObject({ code: 'CODE_EXPIRED', message: ACCOUNT_MESSAGES.codeExpired });

    const resent = await c.gql<{ resendVerificationCode: { __typename: string } }>(`mutation { resendVerificationCode(email: "code@exemple.fr") { __typename } }`);
    expect(resent.data.resendVerificationCode.__typename).toBe('Done');
    const second = (await c.latestCode('code@exemple.fr'))!;
    for (let i = 0; i < 4; i++) expect(await c.verify('code@exemple.fr', second === '000000' ? '111111' : '000000')).toMatchObject({ code: 'CODE_INCORRECT' });
    expect(await c.verify('code@exemple.fr', second === '000000' ? '111111' : '000000')).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(await c.verify('code@exemple.fr', second)).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });

  it('refuses a second account on a verified address, with SPEC’s message', async () => {
    const c = new AccountClient(t);
    expect((await c.signUp('lea.durand@exemple.fr')).data.signUp).toMatchObject({ code: 'EMAIL_TAKEN', message: ACCOUNT_MESSAGES.emailAlreadyUsed });
  });

  it('checks every field with the shared French messages', async () => {
    const c = new AccountClient(t);
    expect((await c.signUp('pas-une-adresse')).data.signUp).toMatchObject({ __typename: 'InvalidInputError', field: 'email', message: ACCOUNT_MESSAGES.emailInvalid });
    expect((await c.signUp('x@exemple.fr', { password: 'motdepasse' })).data.signUp).toMatchObject({ field: 'password', message: ACCOUNT_MESSAGES.passwordUppercase });
    expect((await c.signUp('x@exemple.fr', { firstName: 'L' })).data.signUp).toMatchObject({ field: 'firstName', message: ACCOUNT_MESSAGES.firstNameInvalid });
    expect((await c.signUp('x@exemple.fr', { salutation: 'Dr' })).data.signUp).toMatchObject({ field: 'salutation' });
  });
});

describe('logging in', () => {
  it('answers the same for an unknown address and a wrong password, from every window', async () => {
    const answers = await Promise.all([
      new AccountClient(t).logIn('personne@exemple.fr'),
      new AccountClient(t).logIn('lea.durand@exemple.fr', 'Mauvais1!'),
      new AccountClient(t).logIn('personne@exemple.fr', PASSWORD, 'restaurateur'),
      new AccountClient(t).logIn('lea.durand@exemple.fr', 'Mauvais1!', 'restaurateur'),
      new AccountClient(t).logIn('patron@fenetres.fr', 'Mauvais1!', 'customer'),
      new AccountClient(t).logIn('chef@fenetres.fr', 'Mauvais1!', 'customer'),
      new AccountClient(t).logIn('personne@exemple.fr', PASSWORD, 'admin'),
    ]);
    for (const a of answers) expect(a).toEqual({ __typename: 'ActionError', code: 'LOGIN_FAILED', message: ACCOUNT_MESSAGES.loginFailed });
  });

  it('asks an unverified account for its code and sends a fresh one', async () => {
    const c = new AccountClient(t);
    await c.signUp('pasverifie@exemple.fr');
    const first = await c.latestCode('pasverifie@exemple.fr');
    expect(await c.logIn('pasverifie@exemple.fr')).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    const fresh = await c.latestCode('pasverifie@exemple.fr');
    expect(fresh).toMatch(/^\d{6}$/);
    const rows = await t.db.query(`SELECT count(*)::int AS n FROM email_code WHERE user_id = (SELECT id FROM app_user WHERE email = 'pasverifie@exemple.fr') AND used_at IS NULL`);
    expect(rows[0].n).toBe(1);
    void first;
  });
});

/**
 * One sign-in (issue 25, docs/adr/0026): the right password opens the session of the account's own space from the
 * connection screen or the restaurateur space; an admin account is sent to its area (its second factor stays required),
 * and the admin areas open nothing for other accounts. Only the right password learns any of this.
 */
describe('one sign-in for every window', () => {
  beforeAll(async () => {
    const hash = await hashPassword(PASSWORD);
    await insertOwner(t.db, { email: 'patron@fenetres.fr', firstName: 'Paul', lastName: 'Fenêtre', passwordHash: hash }, { idUrl: ids.get('fav-b')! });
    await createAdmin(t.db, 'chef@fenetres.fr', PASSWORD);
  });

  it('opens the restaurateur’s own session from the connection screen (« Connexion »)', async () => {
    const c = new AccountClient(t);
    expect(await c.logIn('Patron@Fenetres.fr', PASSWORD, 'customer')).toMatchObject({ __typename: 'Session', account: { email: 'patron@fenetres.fr', role: 'restaurateur' } });
    // The restaurateur's refresh cookie, not a customer's: the space's calls and its token endpoint answer.
    expect(c.cookies.has('mj_rt_restau')).toBe(true);
    expect(c.cookies.has('mj_rt_user')).toBe(false);
    expect((await c.api('POST', '/resto/verify', {})).body).toEqual({ success: true, role: 'restaurateur' });
    expect((await c.api('POST', '/tokenRestau', {})).status).toBe(200);
  });

  it('opens the customer’s own session from the restaurateur space', async () => {
    const c = new AccountClient(t);
    expect(await c.logIn('lea.durand@exemple.fr', PASSWORD, 'restaurateur')).toMatchObject({ __typename: 'Session', account: { role: 'customer' } });
    expect(c.cookies.has('mj_rt_user')).toBe(true);
    expect(c.cookies.has('mj_rt_restau')).toBe(false);
    expect((await c.api('GET', '/infoUser')).status).toBe(200);
    expect((await c.api('POST', '/resto/verify', {})).body).toMatchObject({ success: false });
  });

  it('sends an admin with the right password to the admin area: no session, no second-factor set-up outside it', async () => {
    for (const window of ['customer', 'restaurateur']) {
      const c = new AccountClient(t);
      expect(await c.logIn('chef@fenetres.fr', PASSWORD, window)).toEqual({ __typename: 'ActionError', code: 'WRONG_SPACE', message: ACCOUNT_MESSAGES.adminAreaOnly });
      expect(c.cookies.size).toBe(0);
      expect(c.token).toBeNull();
    }
    // Its own area still asks for the second factor.
    expect(await new AccountClient(t).logIn('chef@fenetres.fr', PASSWORD, 'admin')).toMatchObject({ __typename: 'SecondFactorRequired' });
  });

  it('opens nothing for a customer or a restaurateur in an admin area, and says so only to the right password', async () => {
    for (const email of ['lea.durand@exemple.fr', 'patron@fenetres.fr']) {
      const c = new AccountClient(t);
      expect(await c.logIn(email, PASSWORD, 'admin')).toEqual({ __typename: 'ActionError', code: 'WRONG_SPACE', message: ACCOUNT_MESSAGES.notAdminAccount });
      expect(c.cookies.size).toBe(0);
      expect(await c.logIn(email, 'Mauvais1!', 'admin')).toMatchObject({ code: 'LOGIN_FAILED', message: ACCOUNT_MESSAGES.loginFailed });
    }
  });

  it('keeps the per-account limit whatever the window: the 6th wrong password is refused, even with the right one after it', async () => {
    expect(await new AccountClient(t).logIn('patron@fenetres.fr', PASSWORD, 'restaurateur')).toMatchObject({ __typename: 'Session' });
    const windows = ['customer', 'restaurateur', 'customer', 'restaurateur', 'customer'];
    for (const window of windows) expect(await new AccountClient(t).logIn('patron@fenetres.fr', 'Mauvais1!', window)).toMatchObject({ code: 'LOGIN_FAILED' });
    expect(await new AccountClient(t).logIn('patron@fenetres.fr', PASSWORD, 'customer')).toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe('tokens', () => {
  it('rotates the refresh cookie; replaying a used one ends that whole session family', async () => {
    const c = new AccountClient(t);
    await c.logIn('lea.durand@exemple.fr');
    const first = c.cookies.get('mj_rt_user')!;
    const r1 = await c.api('POST', '/tokenUser', {});
    expect(r1.status).toBe(200);
    expect(r1.body.accessToken).toEqual(expect.any(String));
    const second = c.cookies.get('mj_rt_user')!;
    expect(second).not.toBe(first);

    // Within a few seconds a reused token is two tabs refreshing at once, not a replay.
    const twoTabs = await t.request('POST', '/api/tokenUser', { body: {}, headers: { cookie: `mj_rt_user=${first}` } });
    expect(twoTabs.status).toBe(200);
    await clock.ageUsedRefreshTokens(t.db, 'all');
    const replay = await t.request('POST', '/api/tokenUser', { body: {}, headers: { cookie: `mj_rt_user=${first}` } });
    expect(replay.status).toBe(401);
    const afterReplay = await t.request('POST', '/api/tokenUser', { body: {}, headers: { cookie: `mj_rt_user=${second}` } });
    expect(afterReplay.status).toBe(401);

    const other = new AccountClient(t);
    await other.logIn('lea.durand@exemple.fr');
    expect((await other.api('POST', '/tokenUser', {})).status).toBe(200);
  });

  it('an expired access token gets 401, and after a refresh the retried call passes', async () => {
    const c = new AccountClient(t);
    await c.logIn('lea.durand@exemple.fr');
    const [user] = await t.db.query(`SELECT id, token_version FROM app_user WHERE email = 'lea.durand@exemple.fr'`);
    c.token = await new SignJWT({ role: 'customer', tv: user.token_version }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(user.id))
      .setIssuer('mijote').setIssuedAt(Math.floor(Date.now() / 1000) - 3600).setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(`access:${t.config.appSecret}`));
    expect((await c.api('GET', '/infoUser')).status).toBe(401);
    const refreshed = await c.api('POST', '/tokenUser', {});
    c.token = refreshed.body.accessToken as string;
    const info = await c.api('GET', '/infoUser');
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ success: true, userInfo: { email: 'lea.durand@exemple.fr', firstname: 'Léa', name: 'Durand', genre: 'Mme', email_verified: true } });
  });

  it('the token endpoints refuse cross-site requests and form posts', async () => {
    const c = new AccountClient(t);
    await c.logIn('lea.durand@exemple.fr');
    expect((await c.api('POST', '/tokenUser', {}, { origin: 'https://ailleurs.example' })).status).toBe(403);
    expect((await c.api('POST', '/tokenUser', undefined, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    const form = await t.request('POST', '/api/tokenUser', { body: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: c.cookieHeader() } });
    expect(form.status).toBe(403);
    expect((await c.api('POST', '/tokenUser', {})).status).toBe(200);
  });

  it('GET /infoUser accepts the session cookie without a bearer (SPEC §7), never a used or revoked one (issue 24)', async () => {
    const c = new AccountClient(t);
    await c.logIn('lea.durand@exemple.fr');
    const cookieOnly = (cookie: string) => t.request('GET', '/api/infoUser', { headers: { cookie: `mj_rt_user=${cookie}` } });
    const first = c.cookies.get('mj_rt_user')!;
    const info = await cookieOnly(first);
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ success: true, userInfo: { email: 'lea.durand@exemple.fr' } });
    // Read, not rotated: the same cookie still refreshes; the used one then opens nothing, its successor does.
    expect((await c.api('POST', '/tokenUser', {})).status).toBe(200);
    expect((await cookieOnly(first)).status).toBe(401);
    expect((await cookieOnly(c.cookies.get('mj_rt_user')!)).status).toBe(200);
    // Another site cannot read it; a restaurateur's cookie is not a customer's; a logged-out one opens nothing.
    expect((await t.request('GET', '/api/infoUser', { headers: { cookie: `mj_rt_user=${c.cookies.get('mj_rt_user')}`, 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await t.request('GET', '/api/infoUser', { headers: { cookie: `mj_rt_restau=${c.cookies.get('mj_rt_user')}` } })).status).toBe(401);
    const last = c.cookies.get('mj_rt_user')!;
    expect((await c.api('POST', '/tokenUser/logout', {})).status).toBe(200);
    expect((await cookieOnly(last)).status).toBe(401);
  });

  it('logging out revokes the refresh cookie', async () => {
    const c = new AccountClient(t);
    await c.logIn('lea.durand@exemple.fr');
    const cookie = c.cookies.get('mj_rt_user')!;
    expect((await c.api('POST', '/tokenUser/logout', {})).status).toBe(200);
    expect((await t.request('POST', '/api/tokenUser', { body: {}, headers: { cookie: `mj_rt_user=${cookie}` } })).status).toBe(401);
  });
});

describe('password reset', () => {
  it('answers the same whether or not the address has an account, and mails only real accounts', async () => {
    const c = new AccountClient(t);
    const q = (email: string) => c.gql<{ requestPasswordReset: { message: string } }>(`mutation { requestPasswordReset(email: "${email}") { __typename ... on Done { message } } }`);
    const a = await q('lea.durand@exemple.fr');
    const b = await q('inconnu@exemple.fr');
    expect(a.data.requestPasswordReset).toEqual(b.data.requestPasswordReset);
    expect(await c.latestLink('inconnu@exemple.fr')).toBeNull();
    expect(await c.latestLink('lea.durand@exemple.fr')).toMatch(/\/reset-password\/[A-Za-z0-9_-]+$/);
  });

  it('resets once with the link, ends every session, and refuses the link a second time', async () => {
    const c = new AccountClient(t);
    await c.createVerifiedCustomer('reset@exemple.fr');
    const oldCookie = c.cookies.get('mj_rt_user')!;
    const oldToken = c.token!;
    await c.gql(`mutation { requestPasswordReset(email: "reset@exemple.fr") { __typename } }`);
    const token = (await c.latestLink('reset@exemple.fr'))!.split('/').pop()!;
    expect((await t.request('GET', `/api/verify-reset-token?token=${token}`)).body).toEqual({ success: true, valid: true });
    expect((await t.request('GET', '/api/verify-reset-token?token=nimporte-quoi-de-faux-123')).body).toEqual({ success: true, valid: false });

    const weak = await t.request('POST', '/api/reset-password', { body: { token, password: 'faible' } });
    expect(weak).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT' } });
    const done = await t.request('POST', '/api/reset-password', { body: { token, password: 'Nouveau49!' } });
    expect(done).toMatchObject({ status: 200, body: { success: true, message: expect.stringContaining('modifié') } });
    expect(await t.request('POST', '/api/reset-password', { body: { token, password: 'Encore49!' } })).toMatchObject({ status: 400, body: { code: 'TOKEN_INVALID' } });
    expect((await t.request('GET', `/api/verify-reset-token?token=${token}`)).body).toEqual({ success: true, valid: false });

    expect((await t.request('POST', '/api/tokenUser', { body: {}, headers: { cookie: `mj_rt_user=${oldCookie}` } })).status).toBe(401);
    expect((await t.request('GET', '/api/infoUser', { headers: { authorization: `Bearer ${oldToken}` } })).status).toBe(401);
    expect(await new AccountClient(t).logIn('reset@exemple.fr')).toMatchObject({ code: 'LOGIN_FAILED' });
    expect(await new AccountClient(t).logIn('reset@exemple.fr', 'Nouveau49!')).toMatchObject({ __typename: 'Session' });
  });

  it('refuses an expired link', async () => {
    const c = new AccountClient(t);
    await c.gql(`mutation { requestPasswordReset(email: "lea.durand@exemple.fr") { __typename } }`);
    const token = (await c.latestLink('lea.durand@exemple.fr'))!.split('/').pop()!;
    await clock.expirePasswordResets(t.db);
    expect(await t.request('POST', '/api/reset-password', { body: { token, password: 'Nouveau49!' } })).toMatchObject({ status: 400, body: { code: 'TOKEN_INVALID' } });
  });
});

describe('rate limits', () => {
  it('do not count successful logins against a shared address', async () => {
    for (let i = 0; i < 35; i++) expect((await new AccountClient(t).logIn('lea.durand@exemple.fr')).__typename).toBe('Session');
  });

  it('stop repeated failed logins on one account, with a French message, until the window passes', async () => {
    const c = new AccountClient(t);
    await c.createVerifiedCustomer('limite@exemple.fr');
    for (let i = 0; i < 5; i++) expect(await new AccountClient(t).logIn('limite@exemple.fr', 'Mauvais1!')).toMatchObject({ code: 'LOGIN_FAILED' });
    const blocked = await new AccountClient(t).logIn('limite@exemple.fr');
    expect(blocked).toMatchObject({ code: 'RATE_LIMITED', message: ACCOUNT_MESSAGES.tooManyRequests });
    // The window ends: the stored counters expire.
    await clock.endRateLimitWindows(t.db, 'loginAccount:');
    expect(await new AccountClient(t).logIn('limite@exemple.fr')).toMatchObject({ __typename: 'Session' });
  });

  it('answer 429 with Retry-After over REST', async () => {
    for (let i = 0; i < 3; i++) await t.request('POST', '/graphql', { body: { query: `mutation { requestPasswordReset(email: "flood@exemple.fr") { __typename } }` } });
    const r = await t.request('POST', '/graphql', { body: { query: `mutation { requestPasswordReset(email: "flood@exemple.fr") { __typename ... on ActionError { code retryAfterSeconds } } }` } });
    expect(r.body).toMatchObject({ data: { requestPasswordReset: { __typename: 'ActionError', code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) } } });
  });
});

describe('favourites', () => {
  it('toggle through REST and GraphQL on one service, and show in lists and info', async () => {
    const c = new AccountClient(t);
    await c.logIn('lea.durand@exemple.fr');
    const a = ids.get('fav-a')!;
    expect((await c.api('POST', '/updateFav', { idrestaurant: a })).body).toEqual({ success: true, isFav: true, id_url: a, restoFav: [a] });
    expect((await c.api('GET', '/infoUser')).body).toMatchObject({ userInfo: { restofav: [a] } });
    expect((await c.gql<{ me: { favouriteIds: string[] } }>(`{ me { favouriteIds } }`)).data.me.favouriteIds).toEqual([a]);
    // The REST cards say the same for this customer, and false for a visitor.
    const cards = (await c.api('POST', '/getResto', { city: 'angers' })).body as { restaurants: { id_url: string; isFav: boolean }[] };
    expect(cards.restaurants.find((r) => r.id_url === a)?.isFav).toBe(true);
    expect(cards.restaurants.find((r) => r.id_url === ids.get('fav-b'))?.isFav).toBe(false);
    const anonymous = (await new AccountClient(t).api('POST', '/getResto', { city: 'angers' })).body as { restaurants: { id_url: string; isFav: boolean }[] };
    expect(anonymous.restaurants.find((r) => r.id_url === a)?.isFav).toBe(false);
    const search = await c.gql<{ searchRestaurants: { items: { idUrl: string; isFav: boolean }[] } }>(
      `{ searchRestaurants(input: { citySlug: "angers" }) { ... on SearchResult { items { idUrl isFav } } } }`);
    expect(search.data.searchRestaurants.items.find((i) => i.idUrl === a)?.isFav).toBe(true);
    expect(search.data.searchRestaurants.items.find((i) => i.idUrl === ids.get('fav-b'))?.isFav).toBe(false);
    const off = await c.gql<{ toggleFavourite: Record<string, unknown> }>(`mutation { toggleFavourite(idUrl: "${a}") { __typename ... on FavouriteToggle { isFav favourites } } }`);
    expect(off.data.toggleFavourite).toEqual({ __typename: 'FavouriteToggle', isFav: false, favourites: [] });
    await c.gql(`mutation { toggleFavourite(idUrl: "${ids.get('fav-b')}") { __typename } }`);
    const mine = await c.gql<{ myFavourites: { name: string }[] }>(`{ myFavourites { name } }`);
    expect(mine.data.myFavourites).toEqual([{ name: 'Le Second Choix' }]);
    expect((await c.gql<{ me: { favouriteIds: string[] } }>(`{ me { favouriteIds } }`)).data.me.favouriteIds).toEqual([ids.get('fav-b')]);
    expect((await c.api('POST', '/updateFav', { idrestaurant: 'zzzzzzzz' })).status).toBe(404);
    expect((await c.api('POST', '/updateFav', {})).status).toBe(400);
  });
});

describe('profile, data and deletion', () => {
  it('updates the profile, exports the data, and deletes the account keeping its reviews anonymised', async () => {
    const c = new AccountClient(t);
    await c.createVerifiedCustomer('partant@exemple.fr');
    const upd = await c.gql<{ updateProfile: Record<string, unknown> }>(
      `mutation { updateProfile(input: { biography: "Amateur de crêpes.", newsletter: false, salutation: "Autre" }) { __typename ... on Account { biography newsletter salutation } } }`);
    expect(upd.data.updateProfile).toEqual({ __typename: 'Account', biography: 'Amateur de crêpes.', newsletter: false, salutation: 'Autre' });
    const [user] = await t.db.query(`SELECT id FROM app_user WHERE email = 'partant@exemple.fr'`);
    await insertReview(t.db, { restaurantId: await restaurantIdOf(t.db, ids.get('fav-a')!), authorId: user.id, rating: 5, text: 'Excellent.', visitDate: '2026-01-10' });
    const data = await c.gql<{ myData: { account: { email: string; termsAccepted: { version: string; acceptedAt: string }; adultDeclaredAt: string }; reviews: unknown[] } }>(`{ myData }`);
    expect(data.data.myData.account.email).toBe('partant@exemple.fr');
    // The CGU accepted at sign-up: their version and when (issue 15).
    expect(data.data.myData.account.termsAccepted).toEqual({ version: LEGAL_VERSION, acceptedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    // The declaration of being of age the CGU need, recorded with the account (issue 28).
    expect(data.data.myData.account.adultDeclaredAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const [declared] = await t.db.query(`SELECT adult_declared_at IS NOT NULL AS declared FROM app_user WHERE email = 'partant@exemple.fr'`);
    expect(declared.declared).toBe(true);
    expect(data.data.myData.reviews).toHaveLength(1);

    const wrong = await c.gql<{ deleteAccount: Record<string, unknown> }>(`mutation { deleteAccount(password: "Mauvais1!") { __typename ... on UserError { code } } }`);
    expect(wrong.data.deleteAccount).toEqual({ __typename: 'ActionError', code: 'PASSWORD_INCORRECT' });
    const del = await c.gql<{ deleteAccount: Record<string, unknown> }>(`mutation { deleteAccount(password: "${PASSWORD}") { __typename } }`);
    expect(del.data.deleteAccount).toEqual({ __typename: 'Done' });
    const [review] = await t.db.query(`SELECT author_id, author_name FROM review WHERE text = 'Excellent.'`);
    expect(review).toEqual({ author_id: null, author_name: 'Ancien membre' });
    expect(await new AccountClient(t).logIn('partant@exemple.fr')).toMatchObject({ code: 'LOGIN_FAILED' });
  });

  it('stores a profile picture re-encoded as webp and refuses what is not an image', async () => {
    const c = new AccountClient(t);
    await c.logIn('lea.durand@exemple.fr');
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#7a2e1d' } }).png().toBuffer();
    const res = await fetch(`${t.url}/api/profilePhoto`, { method: 'POST', headers: { authorization: `Bearer ${c.token}`, 'content-type': 'image/png' }, body: png });
    const body = (await res.json()) as { photo: string };
    expect(res.status).toBe(200);
    const served = await fetch(`${t.url}${body.photo}`);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512]);
    const bad = await fetch(`${t.url}/api/profilePhoto`, { method: 'POST', headers: { authorization: `Bearer ${c.token}`, 'content-type': 'image/png' }, body: Buffer.from('pas une image') });
    expect(bad.status).toBe(400);
  });
});

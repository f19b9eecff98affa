import { existsSync } from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../common/account-rules.js';
import { ACCOUNT_MAIL_SUBJECTS } from '../../server/src/modules/mail/mail.templates.js';
import { messagesFor } from '../support/outbox.js';
import { INPUT_MESSAGES } from '../../common/input-rules.js';
import { Hardening1764200000000 } from '../../migrations/1764200000000-hardening.js';
import { verifyPassword } from '../../server/src/auth/passwords.js';
import { RateLimits } from '../../server/src/auth/rate-limits.js';
import { sha256 } from '../../server/src/auth/token.service.js';
import { migrations } from '../../server/src/db/data-source.js';
import { MAIL_SUBJECTS } from '../../server/src/modules/mail/mail.templates.js';
import { readOutbox } from '../support/outbox.js';
import * as clock from '../factories/clock.js';
import { insertRestaurants, restaurantRecord } from '../factories/restaurants.js';
import { AccountClient, PASSWORD } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';


let t: TestServer;
let ids: Map<string, string>;

beforeAll(async () => {
  // Many calls come from one address: the per-client API budget is not what these tests look at.
  t = await startTestServer({ API_RATE_LIMIT_PER_MINUTE: '100000' });
  ids = await insertRestaurants(t.db, [
    restaurantRecord({ externalId: 'tel-a', name: 'Le Téléphone Rouge' }),
    restaurantRecord({ externalId: 'tel-b', name: 'La Ligne Directe' }),
  ], t.config.mediaDir);
}, 120_000);
afterAll(() => t?.close());

/** Every test starts with the per-address limits of this one test address forgotten. */
beforeEach(async () => {
  await forgetLimits('codeIp');
  await forgetLimits('loginIp');
});

async function forgetLimits(name: string): Promise<void> {
  await clock.forgetRateLimits(t.db, `${name}:`);
}

async function limitRows(name: string, key: string): Promise<number> {
  const [row] = await t.db.query(`SELECT count(*)::int AS n FROM rate_limit WHERE key = $1`, [`${name}:${key}`]);
  return row.n;
}

async function codeMailsTo(email: string): Promise<number> {
  return (await readOutbox(t.config.dataDir)).filter((m) => m.to.includes(email) && m.subject === MAIL_SUBJECTS.verificationCode).length;
}

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

async function userId(email: string): Promise<number> {
  const [row] = await t.db.query(`SELECT id FROM app_user WHERE email = $1`, [email]);
  return row.id;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signedToken(claims: Record<string, unknown>, userIdValue: number, expiresIn = 600): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(String(userIdValue)).setIssuer('mijote')
    .setIssuedAt(now).setExpirationTime(now + expiresIn).sign(new TextEncoder().encode(`access:${t.config.appSecret}`));
}

const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;

describe('hardening migration', () => {
  it('is listed in server/src/db/data-source.ts', () => {
    expect(migrations).toContain(Hardening1764200000000);
  });
});

describe('verification code e-mails (per account, whoever asks)', () => {
  it('sends at most 5 codes per account and window; log-in and resend answer as before, and the last code stays valid', async () => {
    const email = 'flot@exemple.fr';
    const c = new AccountClient(t);
    await c.signUp(email);
    for (let i = 0; i < 4; i++) expect(await c.logIn(email)).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: ACCOUNT_MESSAGES.emailNotVerified });
    expect(await codeMailsTo(email)).toBe(5);
    const last = (await c.latestCode(email))!;

    for (let i = 0; i < 4; i++) expect(await c.logIn(email)).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: ACCOUNT_MESSAGES.emailNotVerified });
    const resend = (address: string) => c.gql<{ resendVerificationCode: Record<string, unknown> }>(
      `mutation ($e: String!) { resendVerificationCode(email: $e) { __typename ... on Done { message } } }`, { e: address });
    const answer = (await resend(email)).data.resendVerificationCode;
    expect(answer).toEqual((await resend('personne-ici@exemple.fr')).data.resendVerificationCode);
    expect(answer.__typename).toBe('Done');
    expect(await codeMailsTo(email)).toBe(5);

    expect(await c.verify(email, last)).toMatchObject({ __typename: 'Session' });
  });
});

describe('code guesses (per account)', () => {
  it('refuses the 11th guess on one account with RATE_LIMITED and a delay, whatever the code, and forgets the guesses after a success', async () => {
    const email = 'devine@exemple.fr';
    const c = new AccountClient(t);
    await c.signUp(email);
    const first = (await c.latestCode(email))!;
    for (let i = 0; i < 5; i++) expect((await c.verify(email, wrongCode(first))).code).toMatch(/^(CODE_INCORRECT|TOO_MANY_ATTEMPTS)$/);
    await c.gql(`mutation { resendVerificationCode(email: "${email}") { __typename } }`);
    const second = (await c.latestCode(email))!;
    for (let i = 0; i < 5; i++) expect((await c.verify(email, wrongCode(second))).code).toMatch(/^(CODE_INCORRECT|TOO_MANY_ATTEMPTS)$/);

    const r = await c.gql<{ verifyEmail: Record<string, unknown> }>(
      `mutation { verifyEmail(email: "${email}", code: "${second}") { __typename ... on ActionError { code message retryAfterSeconds } } }`);
    expect(r.data.verifyEmail).toEqual({ __typename: 'ActionError', code: 'RATE_LIMITED', message: ACCOUNT_MESSAGES.tooManyRequests, retryAfterSeconds: expect.any(Number) });
    expect(r.data.verifyEmail.retryAfterSeconds).toBeGreaterThan(0);

    // The window ends; two more wrong guesses are counted, then a success forgets them.
    await forgetLimits('verifyAccount');
    await c.gql(`mutation { resendVerificationCode(email: "${email}") { __typename } }`);
    const third = (await c.latestCode(email))!;
    for (let i = 0; i < 2; i++) expect(await c.verify(email, wrongCode(third))).toMatchObject({ code: 'CODE_INCORRECT' });
    const key = RateLimits.accountKey(email);
    expect(await limitRows('verifyAccount', key)).toBe(1);
    expect(await c.verify(email, third)).toMatchObject({ __typename: 'Session' });
    expect(await limitRows('verifyAccount', key)).toBe(0);
  });
});

describe('current password guesses (per account)', () => {
  const change = (c: AccountClient, current: string, next = 'Nouveau49!') => c.gql<{ changePassword: Record<string, unknown> }>(
    `mutation ($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { __typename ... on ActionError { code message retryAfterSeconds } } }`,
    { c: current, n: next });
  const remove = (c: AccountClient, password: string) => c.gql<{ deleteAccount: Record<string, unknown> }>(
    `mutation ($p: String!) { deleteAccount(password: $p) { __typename ... on ActionError { code } } }`, { p: password });

  it('changePassword and deleteAccount share 5 guesses per window, then a French 429 even for the right password; a success forgets them', async () => {
    const email = 'motdepasse@exemple.fr';
    const c = new AccountClient(t);
    await c.createVerifiedCustomer(email);
    for (let i = 0; i < 3; i++) expect((await change(c, 'Mauvais1!')).data.changePassword).toMatchObject({ code: 'PASSWORD_INCORRECT' });
    for (let i = 0; i < 2; i++) expect((await remove(c, 'Mauvais1!')).data.deleteAccount).toMatchObject({ code: 'PASSWORD_INCORRECT' });
    const blocked = (await change(c, PASSWORD)).data.changePassword;
    expect(blocked).toEqual({ __typename: 'ActionError', code: 'RATE_LIMITED', message: ACCOUNT_MESSAGES.tooManyRequests, retryAfterSeconds: expect.any(Number) });
    expect((await remove(c, PASSWORD)).data.deleteAccount).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await new AccountClient(t).logIn(email)).toMatchObject({ __typename: 'Session' });

    await forgetLimits('passwordAccount');
    const id = String(await userId(email));
    expect((await change(c, 'Mauvais1!')).data.changePassword).toMatchObject({ code: 'PASSWORD_INCORRECT' });
    expect(await limitRows('passwordAccount', id)).toBe(1);
    expect((await change(c, PASSWORD)).data.changePassword).toEqual({ __typename: 'Session' });
    expect(await limitRows('passwordAccount', id)).toBe(0);
    // Only the change that happened is told to the address (issue 15).
    const told = (await messagesFor(t.config.dataDir, email)).filter((m) => m.subject === ACCOUNT_MAIL_SUBJECTS.passwordChanged);
    expect(told).toHaveLength(1);
    expect(told[0].text).toMatch(/a été modifié le \d{1,2}(er)? [a-zéû]+ \d{4} à \d{2}h\d{2}\. Vos autres sessions ont été fermées\./);
  });
});

describe('sign-up on an address whose account is not verified yet', () => {
  const intruder = { password: 'Pirate49!', firstName: 'Malo', lastName: 'Pirate', salutation: 'M.', newsletter: false };

  async function account(email: string) {
    const [row] = await t.db.query(`SELECT first_name, last_name, salutation, newsletter, password_hash FROM app_user WHERE email = $1`, [email]);
    return row as { first_name: string; last_name: string; salutation: string; newsletter: boolean; password_hash: string };
  }

  it('changes nothing of the account until the new code is verified; the mailbox owner’s verification applies the new password and names', async () => {
    const email = 'attente@exemple.fr';
    await new AccountClient(t).signUp(email);
    expect((await new AccountClient(t).signUp(email, intruder)).data.signUp).toEqual({ __typename: 'SignUpSuccess', email });

    const before = await account(email);
    expect(before).toMatchObject({ first_name: 'Léa', last_name: 'Durand', salutation: 'Mme', newsletter: true });
    expect(await verifyPassword(before.password_hash, PASSWORD)).toBe(true);
    const [pending] = await t.db.query(
      `SELECT pending_profile FROM email_code WHERE user_id = $1 AND used_at IS NULL`, [await userId(email)]);
    expect(pending.pending_profile).toMatchObject({ first_name: 'Malo', last_name: 'Pirate', password_hash: expect.stringMatching(/^\$argon2id\$/) });
    expect(JSON.stringify(pending.pending_profile)).not.toContain(intruder.password);

    const owner = new AccountClient(t);
    expect(await owner.verify(email, (await owner.latestCode(email))!)).toMatchObject({ __typename: 'Session', account: { email, emailVerified: true } });
    expect(await account(email)).toMatchObject({ first_name: 'Malo', last_name: 'Pirate', salutation: 'M.', newsletter: false });
    expect(await new AccountClient(t).logIn(email, intruder.password)).toMatchObject({ __typename: 'Session' });
    expect(await new AccountClient(t).logIn(email)).toMatchObject({ code: 'LOGIN_FAILED' });
    expect((await new AccountClient(t).signUp(email)).data.signUp).toMatchObject({ code: 'EMAIL_TAKEN', message: ACCOUNT_MESSAGES.emailAlreadyUsed });
  });

  it('a code sent by the owner’s log-in replaces the pending sign-up: verifying it keeps the owner’s credentials', async () => {
    const email = 'garde@exemple.fr';
    const owner = new AccountClient(t);
    await owner.signUp(email);
    await new AccountClient(t).signUp(email, intruder);
    expect(await owner.logIn(email)).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(await owner.verify(email, (await owner.latestCode(email))!)).toMatchObject({ __typename: 'Session' });
    expect(await account(email)).toMatchObject({ first_name: 'Léa', last_name: 'Durand' });
    expect(await new AccountClient(t).logIn(email, intruder.password)).toMatchObject({ code: 'LOGIN_FAILED' });
    expect(await new AccountClient(t).logIn(email)).toMatchObject({ __typename: 'Session' });
  });
});

describe('access tokens end with their session', () => {
  const email = 'session@exemple.fr';
  beforeAll(async () => {
    await new AccountClient(t).createVerifiedCustomer(email);
  });

  async function infoStatus(token: string): Promise<number> {
    return (await t.request('GET', '/api/infoUser', { headers: bearer(token) })).status;
  }

  it('names the session family in the access token (sid)', async () => {
    const c = new AccountClient(t);
    await c.logIn(email);
    const [row] = await t.db.query(`SELECT family FROM refresh_token WHERE token_hash = $1`, [sha256(c.cookies.get('mj_rt_user')!)]);
    expect(payloadOf(c.token!).sid).toBe(row.family);
    const refreshed = await c.api('POST', '/tokenUser', {});
    expect(payloadOf(refreshed.body.accessToken as string).sid).toBe(row.family);
  });

  it('GraphQL logOut, reached by the bearer token alone, ends that session’s access token and refresh cookie at once; other sessions go on', async () => {
    const c = new AccountClient(t);
    await c.logIn(email);
    const other = new AccountClient(t);
    await other.logIn(email);
    expect(await infoStatus(c.token!)).toBe(200);

    // A browser never sends the refresh cookie to /graphql: only the bearer token arrives.
    const out = await t.request('POST', '/graphql', { body: { query: 'mutation { logOut }' }, headers: bearer(c.token!) });
    expect(out.body).toMatchObject({ data: { logOut: true } });
    expect(out.body.errors).toBeUndefined();
    expect(await infoStatus(c.token!)).toBe(401);
    const me = await t.request('POST', '/graphql', { body: { query: '{ me { email } }' }, headers: bearer(c.token!) });
    expect((me.body.errors as { extensions: { code: string } }[])[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await c.api('POST', '/tokenUser', {})).status).toBe(401);
    expect(await infoStatus(other.token!)).toBe(200);
  });

  it('REST logout by cookie ends the access tokens of that session', async () => {
    const c = new AccountClient(t);
    await c.logIn(email);
    const token = c.token!;
    c.token = null;
    expect((await c.api('POST', '/tokenUser/logout', {})).status).toBe(200);
    expect(await infoStatus(token)).toBe(401);
  });

  it('a replayed refresh cookie revokes its family and the access tokens issued from it', async () => {
    const c = new AccountClient(t);
    await c.logIn(email);
    const first = c.cookies.get('mj_rt_user')!;
    const fresh = (await c.api('POST', '/tokenUser', {})).body.accessToken as string;
    expect(await infoStatus(fresh)).toBe(200);
    await clock.ageUsedRefreshTokens(t.db, { tokenHash: sha256(first) });
    expect((await t.request('POST', '/api/tokenUser', { body: {}, headers: { cookie: `mj_rt_user=${first}` } })).status).toBe(401);
    expect(await infoStatus(fresh)).toBe(401);
  });

  it('refuses tokens without a session id (signed before this change) or with a malformed one: 401, never 500', async () => {
    const id = await userId(email);
    const [user] = await t.db.query(`SELECT token_version FROM app_user WHERE id = $1`, [id]);
    for (const claims of [{ role: 'customer', tv: user.token_version }, { role: 'customer', tv: user.token_version, sid: 'pas-un-uuid' }]) {
      const token = await signedToken(claims, id);
      expect(await infoStatus(token)).toBe(401);
      const me = await t.request('POST', '/graphql', { body: { query: '{ me { email } }' }, headers: bearer(token) });
      expect(me.status).toBe(200);
      expect((me.body.errors as { extensions: { code: string } }[])[0].extensions.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('refresh grace window', () => {
  it('a replay within the window answers the very same successor cookie and adds no row; after it, the family is revoked', async () => {
    const c = new AccountClient(t);
    await c.createVerifiedCustomer('onglets@exemple.fr');
    const first = c.cookies.get('mj_rt_user')!;
    const [{ family }] = await t.db.query(`SELECT family FROM refresh_token WHERE token_hash = $1`, [sha256(first)]);
    const rows = async () => (await t.db.query(`SELECT count(*)::int AS n FROM refresh_token WHERE family = $1`, [family]))[0].n as number;

    expect((await c.api('POST', '/tokenUser', {})).status).toBe(200);
    const successor = c.cookies.get('mj_rt_user')!;
    expect(successor).not.toBe(first);
    expect(await rows()).toBe(2);
    for (let i = 0; i < 2; i++) {
      const tab = await t.request('POST', '/api/tokenUser', { body: {}, headers: { cookie: `mj_rt_user=${first}` } });
      expect(tab.status).toBe(200);
      expect(tab.cookies.find((k) => /^mj_rt_user=[^;]/.test(k))?.split(';')[0]).toBe(`mj_rt_user=${successor}`);
    }
    expect(await rows()).toBe(2);
    const stored = await t.db.query(`SELECT token_hash FROM refresh_token WHERE family = $1 AND token_hash IN ($2, $3)`, [family, sha256(successor), successor]);
    expect(stored).toEqual([{ token_hash: sha256(successor) }]);

    await clock.ageUsedRefreshTokens(t.db, { family });
    expect((await t.request('POST', '/api/tokenUser', { body: {}, headers: { cookie: `mj_rt_user=${first}` } })).status).toBe(401);
    expect((await t.request('POST', '/api/tokenUser', { body: {}, headers: { cookie: `mj_rt_user=${successor}` } })).status).toBe(401);
  });
});

describe('a deleted account’s media', () => {
  it('removes the profile photo and its variants once the account is deleted', async () => {
    const email = 'photo@exemple.fr';
    const c = new AccountClient(t);
    await c.createVerifiedCustomer(email);
    const id = await userId(email);
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#2e7a1d' } }).png().toBuffer();
    const uploaded = await fetch(`${t.url}/api/profilePhoto`, { method: 'POST', headers: { ...bearer(c.token!), 'content-type': 'image/png' }, body: png });
    const photo = ((await uploaded.json()) as { photo: string }).photo;
    const variant = photo.replace('/media/', '/media/w360/');
    expect((await fetch(`${t.url}${photo}`)).status).toBe(200);
    expect((await fetch(`${t.url}${variant}`)).status).toBe(200);

    const deleted = await c.gql<{ deleteAccount: { __typename: string } }>(`mutation { deleteAccount(password: "${PASSWORD}") { __typename } }`);
    expect(deleted.data.deleteAccount.__typename).toBe('Done');
    expect((await fetch(`${t.url}${photo}`)).status).toBe(404);
    expect((await fetch(`${t.url}${variant}`)).status).toBe(404);
    expect(existsSync(path.join(t.config.mediaDir, 'users', String(id)))).toBe(false);
  });
});

describe('phone clicks', () => {
  const click = (body: unknown, userAgent = 'Navigateur A') => t.request('POST', '/api/updatePhoneClick', { body, headers: { 'user-agent': userAgent } });
  const clicksOf = async (idUrl: string) =>
    (await t.db.query(`SELECT coalesce(sum(a.phone_clicks), 0)::int AS n FROM analytics_day a JOIN restaurant r ON r.id = a.restaurant_id WHERE r.id_url = $1`, [idUrl]))[0].n as number;

  it('gives a server-signed session id, ignores invented or forged ones, and counts at most 3 clicks per address and restaurant a day', async () => {
    const a = ids.get('tel-a')!;
    const first = await click({ idrestaurant: a });
    expect(first.body).toEqual({ success: true, counted: true, sessionId: expect.stringMatching(/^[\w-]{22}\.[\w-]{43}$/) });
    const session = first.body.sessionId as string;
    expect((await click({ idrestaurant: a, sessionId: session })).body).toEqual({ success: true, counted: false, sessionId: session });
    const forged = `${session.slice(0, 22)}.${'A'.repeat(43)}`;
    for (const invented of ['0f3c2b1a-1111-4222-8333-944455556666', forged, `${'B'.repeat(22)}.${session.slice(23)}`]) {
      expect((await click({ idrestaurant: a, sessionId: invented })).body).toEqual({ success: true, counted: false, sessionId: session });
    }

    // Other browsers from the same address are other sessions, up to 3 counted clicks for this restaurant today.
    expect((await click({ idrestaurant: a }, 'Navigateur B')).body).toMatchObject({ counted: true });
    expect((await click({ idrestaurant: a }, 'Navigateur C')).body).toMatchObject({ counted: true });
    const fourth = await click({ idrestaurant: a }, 'Navigateur D');
    expect(fourth.body).toMatchObject({ success: true, counted: false });
    expect(await clicksOf(a)).toBe(3);
    expect((await click({ idrestaurant: ids.get('tel-b')! }, 'Navigateur D')).body).toMatchObject({ counted: true });

    const gql = await t.gql<{ reportPhoneClick: Record<string, unknown> }>(
      `mutation ($id: String!, $s: String) { reportPhoneClick(idUrl: $id, sessionId: $s) { __typename ... on PhoneClickResult { counted sessionId } } }`,
      { id: ids.get('tel-b')!, s: fourth.body.sessionId });
    expect(gql.data.reportPhoneClick).toEqual({ __typename: 'PhoneClickResult', counted: false, sessionId: fourth.body.sessionId });
    expect(await clicksOf(ids.get('tel-b')!)).toBe(1);
  });
});

describe('ids beyond PostgreSQL integers', () => {
  it('answer a French 400 INVALID_INPUT on updatePhoneClick and updateFav, and NotFoundError on publicProfile, never a 500', async () => {
    const tooBig = await t.post('/updatePhoneClick', { idrestaurant: '2147483648' });
    expect(tooBig).toEqual({ status: 400, body: { success: false, code: 'INVALID_INPUT', message: INPUT_MESSAGES.restaurantRefInvalid, field: 'idrestaurant' } });
    const [{ id }] = await t.db.query(`SELECT id FROM restaurant WHERE id_url = $1`, [ids.get('tel-b')]);
    expect((await t.post('/updatePhoneClick', { idrestaurant: String(id) })).status).toBe(200);

    const c = new AccountClient(t);
    await c.createVerifiedCustomer('favori@exemple.fr');
    for (const body of ['{"idrestaurant":99999999999}', '{"idrestaurant":1e20}', '{"idrestaurant":0}']) {
      const r = await c.api('POST', '/updateFav', body);
      expect(r.status, body).toBe(400);
      expect(r.body).toMatchObject({ success: false, code: 'INVALID_INPUT', message: expect.stringMatching(/[Ii]dentifiant/) });
    }
    expect((await c.api('POST', '/updateFav', { idrestaurant: id })).body).toMatchObject({ success: true, isFav: true });

    const profile = await t.gql<{ publicProfile: Record<string, unknown> }>(`{ publicProfile(idUser: "9999999999") { __typename ... on NotFoundError { message } } }`);
    expect(profile.data.publicProfile).toEqual({ __typename: 'NotFoundError', message: 'Profil introuvable.' });
  });
});

describe('profile photo formats', () => {
  const upload = (token: string, body: Uint8Array<ArrayBuffer>, type: string) =>
    fetch(`${t.url}/api/profilePhoto`, { method: 'POST', headers: { ...bearer(token), 'content-type': type }, body });

  it('accepts JPEG, PNG and WebP only, by their bytes: an SVG gets a French 400 whatever its declared type', async () => {
    const c = new AccountClient(t);
    await c.createVerifiedCustomer('svg@exemple.fr');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#7a2e1d"/></svg>');
    for (const type of ['image/svg+xml', 'image/png']) {
      const r = await upload(c.token!, svg, type);
      expect(r.status).toBe(400);
      expect(await r.json()).toMatchObject({ success: false, code: 'INVALID_INPUT', message: expect.stringContaining('JPEG, PNG ou WebP') });
    }
    // PNG magic bytes in front of an SVG: sharp's own reading must agree.
    const disguised = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), svg]);
    expect((await upload(c.token!, disguised, 'image/png')).status).toBe(400);
    const [{ photo }] = await t.db.query(`SELECT photo FROM app_user WHERE email = 'svg@exemple.fr'`);
    expect(photo).toBeNull();

    const sharp = (await import('sharp')).default;
    const base = sharp({ create: { width: 64, height: 64, channels: 3, background: '#1d2e7a' } });
    for (const [image, type] of [[await base.clone().jpeg().toBuffer(), 'image/jpeg'], [await base.clone().webp().toBuffer(), 'image/webp']] as const) {
      expect((await upload(c.token!, image, type)).status).toBe(200);
    }
  });
});

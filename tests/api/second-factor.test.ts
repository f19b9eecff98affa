import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SESSION, RECOVERY_CODE_COUNT, SECOND_FACTOR_MESSAGES } from '../../common/admin-security-rules.js';
import { createAdmin } from '../../server/src/modules/accounts/index.js';
import { ageSessions } from '../factories/clock.js';
import { TestAuthenticator } from '../support/totp.js';
import { AccountClient } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';

/**
 * The admins' second factor (issue 13) through real HTTP on real PostgreSQL: the password alone opens no session; the
 * first sign-in sets up a TOTP secret and shows recovery codes once; a wrong, replayed or forged code is refused in
 * French; a recovery code works once; npm run admin:create sets the second factor up again.
 */
let t: TestServer;
const EMAIL = 'securite@mijote.fr';
const PASS = 'Securite2026!';
type First = { __typename: string; challenge?: string; setupSecret?: string | null; accessToken?: string };

beforeAll(async () => {
  t = await startTestServer();
  await createAdmin(t.db, EMAIL, PASS);
}, 120_000);
afterAll(() => t?.close());

describe('the admins’ second factor', () => {
  let app: TestAuthenticator;
  let recovery: string[] = [];

  it('the password alone opens no session: a challenge comes back, with the set-up at the first sign-in', async () => {
    const c = new AccountClient(t);
    const first = (await c.logIn(EMAIL, PASS, 'admin')) as First;
    expect(first).toMatchObject({ __typename: 'SecondFactorRequired' });
    expect(first.accessToken).toBeUndefined();
    expect(first.setupSecret).toMatch(/^[A-Z2-7]{32}$/);
    expect(c.cookies.size).toBe(0);
    expect((await c.api('GET', '/admin/verify')).status).toBe(401);
    // A wrong code is refused; the right one opens the session and shows the recovery codes once.
    expect(await c.confirmSecondFactor(first.challenge!, '000000')).toEqual({ __typename: 'ActionError', code: 'CODE_INCORRECT', message: SECOND_FACTOR_MESSAGES.codeInvalid });
    app = new TestAuthenticator(first.setupSecret!);
    const done = await c.confirmSecondFactor(first.challenge!, await app.nextCode());
    expect(done.__typename).toBe('SecondFactorSession');
    recovery = done.recoveryCodes!;
    expect(recovery).toHaveLength(RECOVERY_CODE_COUNT);
    expect((await c.api('GET', '/admin/verify')).body).toEqual({ success: true, role: 'admin' });
    // SPEC §7: the admin check is a cookie-credentialed call, no bearer needed (issue 24).
    const cookieOnly = await t.request('GET', '/api/admin/verify', { headers: { cookie: c.cookieHeader() } });
    expect([cookieOnly.status, cookieOnly.body]).toEqual([200, { success: true, role: 'admin' }]);
    // The secret is kept encrypted, the recovery codes hashed.
    const [row] = await t.db.query(`SELECT totp_secret, totp_recovery FROM app_user WHERE email = $1`, [EMAIL]);
    expect(row.totp_secret).not.toContain(first.setupSecret);
    expect(row.totp_recovery.join()).not.toContain(recovery[0]);
  });

  it('then asks for the code at every sign-in, without set-up; a code is accepted once', async () => {
    const c = new AccountClient(t);
    const first = (await c.logIn(EMAIL, PASS, 'admin')) as First;
    expect(first.setupSecret).toBeNull();
    const code = await app.nextCode();
    expect(await c.confirmSecondFactor(first.challenge!, code)).toMatchObject({ __typename: 'SecondFactorSession', recoveryCodes: [] });
    const again = (await new AccountClient(t).logIn(EMAIL, PASS, 'admin')) as First;
    expect(await new AccountClient(t).confirmSecondFactor(again.challenge!, code)).toMatchObject({ code: 'CODE_INCORRECT' });
    // Another secret's code is refused too.
    const stranger = new TOTP({ secret: new Secret({ size: 20 }) }).generate();
    expect(await new AccountClient(t).confirmSecondFactor(again.challenge!, stranger)).toMatchObject({ code: 'CODE_INCORRECT' });
  });

  it('accepts a recovery code once, and refuses a forged or altered challenge', async () => {
    const first = (await new AccountClient(t).logIn(EMAIL, PASS, 'admin')) as First;
    expect(await new AccountClient(t).confirmSecondFactor(first.challenge!, recovery[0].toLowerCase())).toMatchObject({ __typename: 'SecondFactorSession' });
    const next = (await new AccountClient(t).logIn(EMAIL, PASS, 'admin')) as First;
    expect(await new AccountClient(t).confirmSecondFactor(next.challenge!, recovery[0])).toMatchObject({ code: 'CODE_INCORRECT' });
    const altered = `${first.challenge!.slice(0, -2)}${first.challenge!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await new AccountClient(t).confirmSecondFactor(altered, await app.nextCode())).toEqual({ __typename: 'ActionError', code: 'TOKEN_INVALID', message: SECOND_FACTOR_MESSAGES.challengeExpired });
    expect(await new AccountClient(t).confirmSecondFactor('x'.repeat(5000), '123456')).toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('is set up again after npm run admin:create (a lost phone)', async () => {
    await createAdmin(t.db, EMAIL, PASS);
    const first = (await new AccountClient(t).logIn(EMAIL, PASS, 'admin')) as First;
    expect(first.setupSecret).toMatch(/^[A-Z2-7]{32}$/);
  });
});

describe('a challenge lives only until it is used or replaced (issue 24, finding 1)', () => {
  const OTHER = 'second-admin@mijote.fr';
  const secondFactor = async () => (await t.db.query(`SELECT totp_secret, totp_recovery FROM app_user WHERE email = $1`, [OTHER]))[0];

  it('a finished set-up cannot be confirmed again, even with its own code: the holder’s app and codes keep working', async () => {
    await createAdmin(t.db, OTHER, PASS);
    const c = new AccountClient(t);
    const setup = (await c.logIn(OTHER, PASS, 'admin')) as First;
    const app = new TestAuthenticator(setup.setupSecret!);
    const code = await app.nextCode();
    const done = await c.confirmSecondFactor(setup.challenge!, code);
    expect(done.__typename).toBe('SecondFactorSession');
    const before = await secondFactor();
    // The same challenge with the code already used: no session, no new recovery codes, nothing replaced.
    const attacker = new AccountClient(t);
    expect(await attacker.confirmSecondFactor(setup.challenge!, code)).toEqual({ __typename: 'ActionError', code: 'TOKEN_INVALID', message: SECOND_FACTOR_MESSAGES.challengeExpired });
    expect(attacker.cookies.size).toBe(0);
    expect(await secondFactor()).toEqual(before);
    // The holder's app still signs in, and a recovery code still works.
    const next = (await new AccountClient(t).logIn(OTHER, PASS, 'admin')) as First;
    expect(next.setupSecret).toBeNull();
    expect(await new AccountClient(t).confirmSecondFactor(next.challenge!, await app.nextCode())).toMatchObject({ __typename: 'SecondFactorSession' });
    const again = (await new AccountClient(t).logIn(OTHER, PASS, 'admin')) as First;
    expect(await new AccountClient(t).confirmSecondFactor(again.challenge!, done.recoveryCodes![0])).toMatchObject({ __typename: 'SecondFactorSession' });
  });

  it('a later sign-in ends an earlier challenge; a wrong code does not spend it', async () => {
    await createAdmin(t.db, OTHER, PASS);
    const older = (await new AccountClient(t).logIn(OTHER, PASS, 'admin')) as First;
    const newer = (await new AccountClient(t).logIn(OTHER, PASS, 'admin')) as First;
    const olderApp = new TestAuthenticator(older.setupSecret!);
    expect(await new AccountClient(t).confirmSecondFactor(older.challenge!, await olderApp.nextCode())).toMatchObject({ code: 'TOKEN_INVALID' });
    const newerApp = new TestAuthenticator(newer.setupSecret!);
    expect(await new AccountClient(t).confirmSecondFactor(newer.challenge!, '000000')).toMatchObject({ code: 'CODE_INCORRECT' });
    expect(await new AccountClient(t).confirmSecondFactor(newer.challenge!, await newerApp.nextCode())).toMatchObject({ __typename: 'SecondFactorSession' });
  });
});

describe('admin sessions are shorter', () => {
  const refresh = (c: AccountClient) => c.api('POST', '/tokenUser', {});
  const age = (interval: string, email: string) => ageSessions(t.db, email, interval);

  it(`end after ${ADMIN_SESSION.idleMinutes} minutes without activity, and ${ADMIN_SESSION.absoluteHours} hours after sign-in; a customer’s do not`, async () => {
    const c = new AccountClient(t);
    expect(await c.logInAdmin(EMAIL, PASS)).toMatchObject({ __typename: 'SecondFactorSession' });
    expect((await refresh(c)).status).toBe(200);
    await age(`${ADMIN_SESSION.idleMinutes + 1} minutes`, EMAIL);
    expect((await refresh(c)).status).toBe(401);

    const d = new AccountClient(t);
    expect(await d.logInAdmin(EMAIL, PASS)).toMatchObject({ __typename: 'SecondFactorSession' });
    expect((await refresh(d)).status).toBe(200);
    // Active all along (the last rotation a minute ago), but signed in long ago.
    await age(`${ADMIN_SESSION.absoluteHours + 1} hours`, EMAIL);
    await ageSessions(t.db, EMAIL, '1 minute', true);
    expect((await refresh(d)).status).toBe(401);

    const customer = new AccountClient(t);
    await customer.createVerifiedCustomer('fidele@exemple.fr');
    await age(`${ADMIN_SESSION.absoluteHours + 1} hours`, 'fidele@exemple.fr');
    expect((await refresh(customer)).status).toBe(200);
  });
});

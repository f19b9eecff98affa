import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../server/src/auth/token.service.js';
import { createRequestContext, type RequestContext } from '../../server/src/graphql/context.js';
import { mailDeliveriesSettled } from '../../server/src/modules/mail/mail-outbox.service.js';
import { MAIL_SUBJECTS } from '../../server/src/modules/mail/mail.templates.js';
import { accountService } from '../../server/src/modules/accounts/account.service.js';
import { passwordResetService, RESET_DONE } from '../../server/src/modules/accounts/password-reset.service.js';
import { verificationService } from '../../server/src/modules/accounts/verification.service.js';
import { createServices } from '../../server/src/services.js';
import { insertPasswordReset } from '../factories/clock.js';
import { closedPort } from '../support/smtp-peer.js';
import { AccountClient, PASSWORD } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';

// Each account mutation that writes several rows writes them in one transaction: a failure in the middle leaves
// nothing half-written. A trigger makes one table refuse a write for the length of one call.

let t: TestServer;
let ctx: RequestContext;
beforeAll(async () => {
  t = await startTestServer();
  ctx = createRequestContext(await createServices(t.db, t.config, () => {}));
  await t.db.query(`CREATE FUNCTION test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'panne simulée'; END $$`);
}, 120_000);
afterAll(() => t?.close());

/** Runs `work` while every `event` on `table` fails. */
async function whileRefusing<T>(table: string, event: 'INSERT' | 'UPDATE', work: () => Promise<T>): Promise<T> {
  await t.db.query(`CREATE TRIGGER test_refuse BEFORE ${event} ON ${table} FOR EACH ROW EXECUTE FUNCTION test_refuse()`);
  try {
    return await work();
  } finally {
    await t.db.query(`DROP TRIGGER test_refuse ON ${table}`);
  }
}

const userOf = async (email: string) =>
  (await t.db.query(`SELECT id, password_hash, token_version, email_verified FROM app_user WHERE email = $1`, [email]))[0] as
    { id: number; password_hash: string; token_version: number; email_verified: boolean } | undefined;
const unusedCodes = async (userId: number) =>
  (await t.db.query(`SELECT count(*)::int AS n FROM email_code WHERE user_id = $1 AND used_at IS NULL`, [userId]))[0].n as number;
/** The unsent rows of the mail outbox for `email`. */
const waitingMails = async (email: string) =>
  (await t.db.query(`SELECT subject, attempts, last_error IS NOT NULL AS failed FROM mail_outbox WHERE recipient = $1 AND sent_at IS NULL ORDER BY id`, [email])) as
    { subject: string; attempts: number; failed: boolean }[];
const signUpInput = (email: string) => ({ email, password: PASSWORD, firstName: 'Léa', lastName: 'Durand' });

describe('sign-up', () => {
  it('writes the account and its code together: when the code cannot be stored, no account is left', async () => {
    await expect(whileRefusing('email_code', 'INSERT', () => accountService.signUp(ctx, signUpInput('atomique@exemple.fr')))).rejects.toThrow('panne simulée');
    expect(await userOf('atomique@exemple.fr')).toBeUndefined();
    expect(await accountService.signUp(ctx, signUpInput('atomique@exemple.fr'))).toEqual({ email: 'atomique@exemple.fr' });
    expect(await unusedCodes((await userOf('atomique@exemple.fr'))!.id)).toBe(1);
  });

  it('keeps the account and its code when the e-mail cannot leave: the code waits in the outbox; a resent code then verifies it', async () => {
    const down = createRequestContext(await createServices(t.db, { ...t.config, smtpUrl: `smtp://127.0.0.1:${await closedPort()}` }, () => {}));
    expect(await accountService.signUp(down, signUpInput('sans-courrier@exemple.fr'))).toEqual({ email: 'sans-courrier@exemple.fr' });
    await mailDeliveriesSettled();
    const user = await userOf('sans-courrier@exemple.fr');
    expect(user).toMatchObject({ email_verified: false });
    expect(await unusedCodes(user!.id)).toBe(1);
    expect(await waitingMails('sans-courrier@exemple.fr')).toEqual([{ subject: MAIL_SUBJECTS.verificationCode, attempts: 1, failed: true }]);
    await verificationService.resend(ctx, 'sans-courrier@exemple.fr');
    const c = new AccountClient(t);
    expect(await c.verify('sans-courrier@exemple.fr', (await c.latestCode('sans-courrier@exemple.fr'))!)).toMatchObject({ __typename: 'Session' });
  });
});

describe('e-mail verification', () => {
  it('verifies the address although the welcome cannot leave: it waits in the outbox (issue 27)', async () => {
    const email = 'bienvenue-plus-tard@exemple.fr';
    const c = new AccountClient(t);
    await c.signUp(email);
    const code = (await c.latestCode(email))!;
    const down = createRequestContext(await createServices(t.db, { ...t.config, smtpUrl: `smtp://127.0.0.1:${await closedPort()}` }, () => {}));
    expect(await verificationService.verify(down, email, code)).toMatchObject({ email });
    await mailDeliveriesSettled();
    expect(await userOf(email)).toMatchObject({ email_verified: true });
    expect(await waitingMails(email)).toEqual([{ subject: MAIL_SUBJECTS.welcome, attempts: 1, failed: true }]);
  });
});

describe('password reset', () => {
  it('uses the link, sets the password and ends every session together: when sessions cannot be ended, nothing changes', async () => {
    const email = 'reset-atomique@exemple.fr';
    const c = new AccountClient(t);
    await c.createVerifiedCustomer(email);
    const before = (await userOf(email))!;
    const token = 'lien-de-test-atomique-0123456789';
    await insertPasswordReset(t.db, before.id, sha256(token));

    await expect(whileRefusing('refresh_token', 'UPDATE', () => passwordResetService.reset(ctx, token, 'Nouveau2026!'))).rejects.toThrow('panne simulée');
    expect(await userOf(email)).toEqual(before);
    expect(await passwordResetService.isValid(ctx, token)).toBe(true);
    expect((await c.api('GET', '/infoUser')).status).toBe(200);

    expect(await passwordResetService.reset(ctx, token, 'Nouveau2026!')).toBe(RESET_DONE);
    expect((await c.api('GET', '/infoUser')).status).toBe(401);
    expect(await new AccountClient(t).logIn(email, 'Nouveau2026!')).toMatchObject({ __typename: 'Session' });
  });
});

describe('password change', () => {
  it('changes the password, ends the other sessions and opens a new one together: when the new one cannot open, nothing changes', async () => {
    const email = 'change-atomique@exemple.fr';
    const c = new AccountClient(t);
    await c.createVerifiedCustomer(email);
    const before = (await userOf(email))!;
    // The service reads the caller from the context, as the guard leaves it.
    const own = { ...ctx, viewer: { id: before.id, role: 'customer' as const } };

    await expect(whileRefusing('refresh_token', 'INSERT', () => accountService.changePassword(own, PASSWORD, 'Nouveau2026!'))).rejects.toThrow('panne simulée');
    expect(await userOf(email)).toEqual(before);
    expect((await c.api('GET', '/infoUser')).status).toBe(200);

    expect(await accountService.changePassword(own, PASSWORD, 'Nouveau2026!')).toMatchObject({ user: { id: before.id } });
    expect((await c.api('GET', '/infoUser')).status).toBe(401);
  });
});

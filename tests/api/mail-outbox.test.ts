import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../server/src/db/transaction.js';
import { createRequestContext, type AppServices, type RequestContext } from '../../server/src/graphql/context.js';
import { accountService } from '../../server/src/modules/accounts/account.service.js';
import { MAIL_MAX_ATTEMPTS, mailDeliveriesSettled, queueMail } from '../../server/src/modules/mail/mail-outbox.service.js';
import { MAIL_SUBJECTS } from '../../server/src/modules/mail/mail.templates.js';
import { createServices } from '../../server/src/services.js';
import { parseEml } from '../support/outbox.js';
import { ageMail, makeMailDue, setMailAttempts } from '../factories/mail.js';
import { closedPort, startSmtpPeer, type SmtpPeer } from '../support/smtp-peer.js';
import { PASSWORD } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';

// The transactional outbox (issue 27, docs/adr/0038): a message is written with the change that causes it, leaves
// after the commit, waits while SMTP is down, and leaves once (each row claimed by one sender) when it is back.

let t: TestServer;
let port: number;
let peer: SmtpPeer | null = null;
let ctx: RequestContext;
let logs: string[];
/** A second instance: its own services (outbox, mailer) on the same database. */
let other: AppServices;

beforeAll(async () => {
  port = await closedPort();
  t = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  logs = [];
  ctx = createRequestContext({ ...t.services, mail: (await createServices(t.db, t.config, (m) => logs.push(m))).mail });
  other = await createServices(t.db, t.config, () => {});
}, 120_000);
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const rowsOf = async (email: string) =>
  (await t.db.query(`SELECT id, message_id, subject, attempts, last_error, sent_at, text_body, next_attempt_at - now() > interval '20 seconds' AS later FROM mail_outbox WHERE recipient = $1 ORDER BY id`, [email])) as
    { id: string; message_id: string; subject: string; attempts: number; last_error: string | null; sent_at: Date | null; text_body: string; later: boolean }[];
const signUp = (email: string) => accountService.signUp(ctx, { email, password: PASSWORD, firstName: 'Léa', lastName: 'Durand' });

describe('the mail outbox', () => {
  it('SMTP down: the change commits and its mail waits; SMTP back: every mail leaves exactly once, whoever sends', async () => {
    await signUp('attente-1@exemple.fr');
    await signUp('attente-2@exemple.fr');
    await mailDeliveriesSettled();
    const users = await t.db.query(`SELECT email FROM app_user WHERE email LIKE 'attente-%' ORDER BY email`);
    expect(users.map((u: { email: string }) => u.email)).toEqual(['attente-1@exemple.fr', 'attente-2@exemple.fr']);
    for (const email of ['attente-1@exemple.fr', 'attente-2@exemple.fr']) {
      const [row] = await rowsOf(email);
      // Tried once right after the commit, failed, next try in 30 s.
      expect(row).toMatchObject({ subject: MAIL_SUBJECTS.verificationCode, attempts: 1, sent_at: null, later: true });
      expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
    }
    expect(logs.some((l) => l.includes('non envoyé (essai 1)'))).toBe(true);
    // Not due yet: the retry round sends nothing.
    expect(await t.services.mail.deliverDue()).toBe(0);

    peer = await startSmtpPeer(port);
    await makeMailDue(t.db);
    // Two instances' retry rounds and a third at once: each row is claimed by one of them.
    const sent = await Promise.all([t.services.mail.deliverDue(), other.mail.deliverDue(), ctx.mail.deliverDue()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await t.services.mail.deliverDue()).toBe(0);
    expect(peer.messages).toHaveLength(2);
    const received = await Promise.all(peer.messages.map(async (m) => ({ to: m.to.join(), parsed: await parseEml(m.data), raw: m.data })));
    for (const email of ['attente-1@exemple.fr', 'attente-2@exemple.fr']) {
      const [row] = await rowsOf(email);
      const mine = received.filter((m) => m.to.includes(email));
      expect(mine).toHaveLength(1);
      expect(mine[0].parsed.text).toMatch(/Votre code : \d{6}/);
      // The row's Message-ID is the one sent: a resend would carry it again.
      expect(mine[0].raw).toContain(`Message-ID: ${row.message_id}`);
      // Sent: the bodies (the code) are not kept.
      expect(row).toMatchObject({ attempts: 2, last_error: null, text_body: '' });
      expect(row.sent_at).not.toBeNull();
    }
  }, 60_000);

  it('sends at once after the commit when SMTP is up, and a rolled-back change leaves no mail', async () => {
    peer ??= await startSmtpPeer(port);
    const before = peer.messages.length;
    await expect(withTransaction(ctx, async (tx) => {
      await queueMail(tx, { to: 'annule@exemple.fr', subject: 'Jamais', text: 'non\n', html: '<p>non</p>' });
      throw new Error('changement annulé');
    })).rejects.toThrow('changement annulé');
    await signUp('tout-de-suite@exemple.fr');
    await mailDeliveriesSettled();
    expect(await rowsOf('annule@exemple.fr')).toEqual([]);
    expect(await t.services.mail.deliverDue()).toBe(0);
    expect(peer.messages.slice(before).map((m) => m.to.join())).toEqual([expect.stringContaining('tout-de-suite@exemple.fr')]);
    expect((await rowsOf('tout-de-suite@exemple.fr'))[0]).toMatchObject({ attempts: 1, last_error: null });
  });

  it('gives up after its last attempt: the row stays with its error, logged, and is no longer tried', async () => {
    await peer?.close();
    peer = null;
    await withTransaction(ctx, (tx) => queueMail(tx, { to: 'abandon@exemple.fr', subject: 'Dernier essai', text: 'x\n', html: '<p>x</p>' }));
    await mailDeliveriesSettled();
    await setMailAttempts(t.db, 'abandon@exemple.fr', MAIL_MAX_ATTEMPTS - 1);
    logs.length = 0;
    expect(await ctx.mail.deliverDue()).toBe(0);
    const [row] = await rowsOf('abandon@exemple.fr');
    expect(row).toMatchObject({ attempts: MAIL_MAX_ATTEMPTS, sent_at: null });
    expect(row.last_error).not.toBeNull();
    expect(logs.some((l) => l.includes('abandonné après'))).toBe(true);
    await makeMailDue(t.db, 'abandon@exemple.fr');
    expect(await ctx.mail.deliverDue()).toBe(0);
    expect((await rowsOf('abandon@exemple.fr'))[0].attempts).toBe(MAIL_MAX_ATTEMPTS);
  });

  it('purges the rows sent more than 7 days ago, and the unsent ones after 30 days', async () => {
    await ageMail(t.db, 'attente-1@exemple.fr', 'sent', 8);
    await ageMail(t.db, 'abandon@exemple.fr', 'created', 31);
    expect(await t.services.mail.purge()).toBe(2);
    expect(await rowsOf('attente-1@exemple.fr')).toEqual([]);
    expect(await rowsOf('abandon@exemple.fr')).toEqual([]);
    expect(await rowsOf('attente-2@exemple.fr')).toHaveLength(1);
  });
});

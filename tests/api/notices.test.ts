import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earliestEffect, NOTICE_MESSAGES } from '../../common/notice-rules.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../server/src/data/seed/demo-accounts.js';
import { closeJobQueue, openJobQueue } from '../../server/src/db/job-queue.js';
import { createRequestContext, type RequestContext } from '../../server/src/graphql/context.js';
import { startNoticeJobs } from '../../server/src/modules/notices/notices.jobs.js';
import { NOTICE_THROTTLE, noticeService } from '../../server/src/modules/notices/notices.service.js';
import { insertAccount, insertManyAccounts } from '../factories/accounts.js';
import { setMailAttempts } from '../factories/mail.js';
import { readOutbox } from '../support/outbox.js';
import { closedPort } from '../support/smtp-peer.js';
import { AccountClient, PASSWORD } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';

/**
 * Notices to account holders (issue 28 item 3, docs/adr/0044) through real HTTP on real PostgreSQL: an admin sends a
 * notice, the job queue sends it by batches through the mail outbox to every account concerned — each once, however
 * often a step runs — the 15-day rule of the business terms and the price is enforced, the progress figures follow the
 * sending, and only admins may send or read notices.
 */
let t: TestServer;
let ctx: RequestContext;
const clients = {} as Record<'admin' | 'owner' | 'customer' | 'visitor', AccountClient>;
const CUSTOMERS = 120;
const OWNERS = 130;

const VIEW = `id kind kindLabel audienceLabel subject effectiveOn author total queued delivered failed gathered settled`;
const SEND = `mutation ($input: NoticeInput!) { sendNotice(input: $input) { __typename
  ... on NoticeSent { message notice { ${VIEW} } } ... on UserError { code message } ... on InvalidInputError { field } } }`;
const ONE = `query ($id: Int!) { notice(id: $id) { __typename ... on NoticeView { ${VIEW} } ... on UserError { code message } } }`;
type View = { id: number; total: number; queued: number; delivered: number; failed: number; gathered: boolean; settled: boolean; subject: string; author: string };
type Sent = { __typename: string; message: string; notice: View; code?: string; field?: string };

/** The day before `isoDay`. */
const dayBefore = (isoDay: string) => new Date(Date.parse(`${isoDay}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const body = 'Nous modifions l’article 4 des conditions : la fiche peut désormais afficher les menus du jour.';
async function send(input: { kind: string; subject: string; body?: string; effectiveOn: string }, c = clients.admin): Promise<Sent> {
  return (await c.gql<{ sendNotice: Sent }>(SEND, { input: { body, ...input } })).data.sendNotice;
}
const progress = async (id: number) => (await clients.admin.gql<{ notice: View }>(ONE, { id })).data.notice;
/** The messages with `subject`, by recipient. */
async function received(subject: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const m of await readOutbox(t.config.dataDir)) if (m.subject === subject) for (const to of m.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
}
/** Steps of a notice until none is needed at once, `parallel` at a time (a job run twice, two instances). */
async function runSteps(id: number, parallel = 1): Promise<number> {
  let queued = 0;
  for (let i = 0; i < 100; i += 1) {
    const outcomes = await Promise.all(Array.from({ length: parallel }, () => noticeService.step(ctx, id)));
    queued += outcomes.reduce((n, o) => n + o.queued, 0);
    if (!outcomes.some((o) => o.more)) return queued;
  }
  throw new Error('le préavis ne finit pas');
}

beforeAll(async () => {
  t = await startTestServer();
  ctx = createRequestContext(t.services);
  await seedDemoAccounts(t.db, () => {});
  await insertManyAccounts(t.db, 'client-preavis', 'customer', CUSTOMERS);
  await insertManyAccounts(t.db, 'resto-preavis', 'restaurateur', OWNERS);
  // Not an account holder to write to: an address never proven.
  await insertAccount(t.db, { email: 'non-verifie@exemple.fr', role: 'restaurateur', verified: false });
  clients.admin = new AccountClient(t);
  expect(await clients.admin.logInAdmin(DEMO_ACCOUNTS[2].email)).toMatchObject({ __typename: 'SecondFactorSession' });
  clients.owner = new AccountClient(t);
  await clients.owner.logIn(DEMO_ACCOUNTS[1].email, PASSWORD, 'restaurateur');
  clients.customer = new AccountClient(t);
  await clients.customer.logIn(DEMO_ACCOUNTS[0].email, PASSWORD, 'customer');
  clients.visitor = new AccountClient(t);
}, 120_000);
afterAll(() => t?.close());

describe('notices to account holders', () => {
  it('only an admin may send or read notices', async () => {
    for (const [who, code] of [['visitor', 'UNAUTHENTICATED'], ['customer', 'FORBIDDEN'], ['owner', 'FORBIDDEN']] as const) {
      const sent = await clients[who].gql(SEND, { input: { kind: 'PRICE', subject: 'Hausse du prix', body, effectiveOn: earliestEffect('PRICE') } });
      expect(sent.errors?.[0]?.extensions?.code, who).toBe(code);
      const list = await clients[who].gql('{ notices { id } }');
      expect(list.errors?.[0]?.extensions?.code, who).toBe(code);
    }
    expect((await clients.admin.gql<{ notices: unknown[] }>('{ notices { id } }')).data.notices).toEqual([]);
  });

  it('business terms and price: refused less than 15 days after sending, with the French message; the CGU: after the day of sending', async () => {
    for (const kind of ['BUSINESS_TERMS', 'PRICE'] as const) {
      const earliest = earliestEffect(kind);
      const refused = await send({ kind, subject: 'Nouvelles conditions', effectiveOn: dayBefore(earliest) });
      expect(refused).toMatchObject({ __typename: 'InvalidInputError', field: 'effectiveOn', message: NOTICE_MESSAGES.tooSoon(kind, earliest) });
      expect(refused.message).toMatch(/^Un préavis de 15 jours est dû aux restaurateurs : la date d’entrée en vigueur doit être le .+ au plus tôt\.$/);
    }
    const today = dayBefore(earliestEffect('CUSTOMER_TERMS'));
    expect(await send({ kind: 'CUSTOMER_TERMS', subject: 'Nouvelles CGU', effectiveOn: today })).toMatchObject({ __typename: 'InvalidInputError', field: 'effectiveOn' });
    expect(await send({ kind: 'RENT', subject: 'Nouvelles CGU', effectiveOn: earliestEffect('PRICE') })).toMatchObject({ __typename: 'InvalidInputError', field: 'kind', message: NOTICE_MESSAGES.kind });
    expect(await send({ kind: 'PRICE', subject: 'Prix', effectiveOn: earliestEffect('PRICE') })).toMatchObject({ __typename: 'InvalidInputError', field: 'subject' });
    expect(await send({ kind: 'PRICE', subject: 'Nouveau prix', body: 'Trop court.', effectiveOn: earliestEffect('PRICE') })).toMatchObject({ __typename: 'InvalidInputError', field: 'body' });
    expect(await send({ kind: 'PRICE', subject: 'Nouveau prix', effectiveOn: '2027-02-30' })).toMatchObject({ __typename: 'InvalidInputError', field: 'effectiveOn', message: NOTICE_MESSAGES.date });
    // Nothing was recorded.
    expect((await clients.admin.gql<{ notices: unknown[] }>('{ notices { id } }')).data.notices).toEqual([]);
  });

  it('through the job queue: every restaurateur gets one e-mail, 15 days ahead, and a step run again sends nothing twice', async () => {
    const subject = 'Évolution des CGU restaurateurs';
    const sent = await send({ kind: 'BUSINESS_TERMS', subject, effectiveOn: earliestEffect('BUSINESS_TERMS') });
    expect(sent.__typename).toBe('NoticeSent');
    // The demo restaurateur and the seeded ones; the unverified address is left out.
    expect(sent.message).toBe(NOTICE_MESSAGES.queued(OWNERS + 1, 'les comptes restaurateurs'));
    expect(sent.notice).toMatchObject({ subject, author: DEMO_ACCOUNTS[2].email, settled: false });

    const url = (t.db.options as { url: string }).url;
    const logs: string[] = [];
    // Two instances running the notices' jobs, as in production.
    const instances = await Promise.all([1, 2].map(async () => {
      let jobs: { stop(): Promise<void> } | null = null;
      const boss = await openJobQueue(t.services, url, (m) => logs.push(m), async (b) => {
        jobs = await startNoticeJobs(t.services, () => createRequestContext(t.services), b, (m) => logs.push(m), { pollingIntervalSeconds: 0.5 });
      });
      return { boss, jobs: jobs! as { stop(): Promise<void> } };
    }));
    let last: View;
    try {
      // The mutation's job started before the queue was open here: the sweep's catching up is what an instance does after a restart.
      await instances[0].boss.send('notice-sweep', {});
      const seen = new Set<number>();
      for (let i = 0; i < 240; i += 1) {
        last = await progress(sent.notice.id);
        seen.add(last.queued);
        if (last.settled) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(last!).toMatchObject({ total: OWNERS + 1, queued: OWNERS + 1, delivered: OWNERS + 1, failed: 0, gathered: true, settled: true });
      // Throttled: batches of NOTICE_THROTTLE.sendBatch, one step at a time.
      expect([...seen].some((n) => n > 0 && n < OWNERS + 1)).toBe(true);
      expect(Math.max(...logs.map((l) => Number(/(\d+) courriel/.exec(l)?.[1] ?? 0)))).toBeLessThanOrEqual(NOTICE_THROTTLE.sendBatch);
    } finally {
      await Promise.all(instances.map(async (i) => {
        await i.jobs.stop();
        await closeJobQueue(i.boss);
      }));
    }
    // A step run again, and two at once: nothing more is queued.
    expect(await runSteps(sent.notice.id, 2)).toBe(0);
    const counts = await received(subject);
    expect(counts.size).toBe(OWNERS + 1);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(counts.has(DEMO_ACCOUNTS[1].email)).toBe(true);
    expect(counts.has('non-verifie@exemple.fr')).toBe(false);
    expect(counts.has(DEMO_ACCOUNTS[0].email)).toBe(false);
    const mail = (await readOutbox(t.config.dataDir)).find((m) => m.subject === subject && m.to.includes('resto-preavis-7@exemple.fr'))!;
    expect(mail.text).toContain('Bonjour Prénom7');
    expect(mail.text).toContain(body);
    expect(mail.text).toContain('vous pouvez résilier votre abonnement');
    expect(mail.text).toContain('/conditionsGeneralesUtilisationResto');
    // Recorded: who and when.
    const [record] = await t.db.query(`SELECT count(*)::int AS n, count(queued_at)::int AS queued FROM notice_recipient WHERE notice_id = $1`, [sent.notice.id]);
    expect(record).toEqual({ n: OWNERS + 1, queued: OWNERS + 1 });
  }, 120_000);

  it('steps run three at a time from the start queue each customer once; the figures follow the sending', async () => {
    const subject = 'Mise à jour des conditions générales d’utilisation';
    const sent = await send({ kind: 'CUSTOMER_TERMS', subject, effectiveOn: earliestEffect('CUSTOMER_TERMS') });
    const id = sent.notice.id;
    expect(await progress(id)).toMatchObject({ total: 0, queued: 0, gathered: false, settled: false });
    const first = await noticeService.step(ctx, id);
    expect(first).toMatchObject({ gathered: CUSTOMERS + 1, queued: NOTICE_THROTTLE.sendBatch, more: true });
    expect(await progress(id)).toMatchObject({ total: CUSTOMERS + 1, queued: NOTICE_THROTTLE.sendBatch, failed: 0, gathered: true, settled: false });
    expect(await runSteps(id, 3)).toBe(CUSTOMERS + 1 - NOTICE_THROTTLE.sendBatch);
    await readOutbox(t.config.dataDir);
    await noticeService.step(ctx, id);
    expect(await progress(id)).toMatchObject({ total: CUSTOMERS + 1, queued: CUSTOMERS + 1, delivered: CUSTOMERS + 1, failed: 0, settled: true });
    const counts = await received(subject);
    expect(counts.size).toBe(CUSTOMERS + 1);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect([...counts.keys()].every((to) => to.startsWith('client-preavis-') || to === DEMO_ACCOUNTS[0].email)).toBe(true);
    // The list shows the newest first.
    const list = (await clients.admin.gql<{ notices: { id: number }[] }>('{ notices { id } }')).data.notices;
    expect(list.map((n) => n.id).slice(0, 2)).toEqual([id, id - 1]);
  }, 60_000);

  it('an e-mail the outbox gave up on counts as a failure; the others wait', async () => {
    const port = await closedPort();
    const down = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const downCtx = createRequestContext(down.services);
      await seedDemoAccounts(down.db, () => {});
      await insertManyAccounts(down.db, 'panne', 'customer', 2);
      const admin = new AccountClient(down);
      await admin.logInAdmin(DEMO_ACCOUNTS[2].email);
      const sent = (await admin.gql<{ sendNotice: Sent }>(SEND, { input: { kind: 'CUSTOMER_TERMS', subject: 'Nouvelles CGU', body, effectiveOn: earliestEffect('CUSTOMER_TERMS') } })).data.sendNotice;
      await noticeService.step(downCtx, sent.notice.id);
      await readOutbox(down.config.dataDir);
      await setMailAttempts(down.db, 'panne-1@exemple.fr', 12);
      const outcome = await noticeService.step(downCtx, sent.notice.id);
      expect(outcome).toMatchObject({ queued: 0, ended: 1, more: false, settled: false });
      const view = (await admin.gql<{ notice: View }>(ONE, { id: sent.notice.id })).data.notice;
      expect(view).toMatchObject({ total: 3, queued: 3, delivered: 0, failed: 1, settled: false });
      const [row] = await down.db.query(`SELECT email, last_error FROM notice_recipient WHERE failed_at IS NOT NULL`);
      expect(row.email).toBe('panne-1@exemple.fr');
      expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await down.close();
    }
  }, 60_000);

  it('an unknown notice is not found', async () => {
    expect(await progress(999_999)).toMatchObject({ __typename: 'NotFoundError', message: NOTICE_MESSAGES.notFound });
  });
});

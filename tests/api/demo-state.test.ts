import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../../server/src/data/seed/demo-accounts.js';
import { seedDemoData } from '../../server/src/data/seed/seed.js';
import { mediaStores } from '../../server/src/modules/media/index.js';
import { createRequestContext } from '../../server/src/graphql/context.js';
import { modulesDemo } from '../../server/src/modules/index.js';
import { renewalService } from '../../server/src/modules/billing/renewal.service.js';
import { dueToday } from '../factories/subscriptions.js';
import { AccountClient } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';

/**
 * The demo tells the truth (issue 25 item 17): the demo restaurateur's page is on line with an active subscription,
 * its invoices (the free first month, then three paid ones) and three months of statistics; the stored card is one the
 * sandbox charges, so the next renewal goes through like any other.
 */
let t: TestServer;
let owner: AccountClient;
let idUrl = '';

type Invoice = { number: string; periodStart: string; totalTtcCents: number };
type Gql<T> = { data: T };

beforeAll(async () => {
  t = await startTestServer();
  await seedDemoData(t.db, { storage: mediaStores(t.config).public, log: () => {}, count: 40 });
  await seedDemoAccounts(t.db, () => {}, modulesDemo(t.config));
  owner = new AccountClient(t);
  expect(await owner.logIn(DEMO_ACCOUNTS[1].email, DEMO_PASSWORD, 'restaurateur')).toMatchObject({ __typename: 'Session' });
  [{ id_url: idUrl }] = await t.db.query(`SELECT id_url FROM restaurant r JOIN app_user u ON u.id = r.owner_id WHERE u.email = $1`, [DEMO_ACCOUNTS[1].email]);
}, 180_000);
afterAll(() => t?.close());

describe('the demo restaurateur (issue 25 item 17)', () => {
  it('is on line with an active subscription and four invoices, numbered in order, the first month free', async () => {
    expect((await t.db.query(`SELECT status FROM restaurant WHERE id_url = $1`, [idUrl]))[0].status).toBe('published');
    const subs = (await owner.gql('{ mySubscriptions { state cardLastDigits nextDueDate } }')) as Gql<{ mySubscriptions: { state: string; cardLastDigits: string; nextDueDate: string }[] }>;
    expect(subs.data.mySubscriptions).toEqual([expect.objectContaining({ state: 'active', cardLastDigits: '42' })]);
    const invoices = ((await owner.gql('{ myInvoices { number periodStart totalTtcCents } }')) as Gql<{ myInvoices: Invoice[] }>).data.myInvoices;
    expect(invoices).toHaveLength(4);
    const oldestFirst = [...invoices].reverse();
    expect(oldestFirst.map((i) => i.totalTtcCents)).toEqual([0, 7200, 7200, 7200]);
    expect(oldestFirst.map((i) => i.periodStart)).toEqual([...oldestFirst.map((i) => i.periodStart)].sort());
    const sequences = oldestFirst.map((i) => Number(i.number.slice(5)));
    // Gapless within a year: each number follows the one before (a new year starts at 1).
    sequences.slice(1).forEach((s, k) => expect(s === sequences[k] + 1 || s === 1).toBe(true));
    // Issued on their periods' first days, not all today.
    const issued = await t.db.query(`SELECT issued_at::date::text AS day, period_start::text AS start FROM invoice ORDER BY id`);
    expect(issued.every((r: { day: string; start: string }) => r.day === r.start)).toBe(true);
  });

  it('has three months of statistics, not zeros', async () => {
    const stats = (await owner.gql(`query ($idUrl: String!) { myStatistics(idUrl: $idUrl, days: 90) { __typename ... on Statistics { current { views phoneClicks visitors } previous { views } days { views } } } }`, { idUrl })) as
      Gql<{ myStatistics: { __typename: string; current: { views: number; phoneClicks: number; visitors: number }; previous: { views: number }; days: { views: number }[] } }>;
    expect(stats.data.myStatistics.__typename).toBe('Statistics');
    expect(stats.data.myStatistics.current.views).toBeGreaterThan(1000);
    expect(stats.data.myStatistics.current.phoneClicks).toBeGreaterThan(0);
    // The 90 days before are there too: the comparison is not against nothing.
    expect(stats.data.myStatistics.previous.views).toBeGreaterThan(1000);
    expect(stats.data.myStatistics.current.visitors).toBeLessThanOrEqual(stats.data.myStatistics.current.views);
    expect(stats.data.myStatistics.days.filter((d) => d.views > 0).length).toBeGreaterThanOrEqual(89);
  });

  it('is charged by the sandbox like any subscriber when the next period is due', async () => {
    const [sub] = await t.db.query(`SELECT id, period_number FROM subscription`);
    await dueToday(t.db, sub.id);
    expect(await renewalService.renew(createRequestContext(t.services), sub.id)).toBe('renewed');
    const [after] = await t.db.query(`SELECT state, period_number FROM subscription WHERE id = $1`, [sub.id]);
    expect(after).toEqual({ state: 'active', period_number: sub.period_number + 1 });
    expect(((await owner.gql('{ myInvoices { number } }')) as Gql<{ myInvoices: unknown[] }>).data.myInvoices).toHaveLength(5);
  });

  it('is made once: a second start adds nothing', async () => {
    const counts = () => t.db.query(`SELECT (SELECT count(*) FROM subscription)::int AS subscriptions, (SELECT count(*) FROM invoice)::int AS invoices,
      (SELECT count(*) FROM payment)::int AS payments, (SELECT count(*) FROM analytics_day)::int AS days, (SELECT count(*) FROM app_user)::int AS accounts`);
    const [before] = await counts();
    await seedDemoAccounts(t.db, () => {}, modulesDemo(t.config));
    expect((await t.db.query(`SELECT count(*)::int AS n FROM subscription`))[0].n).toBe(1);
    expect((await counts())[0]).toEqual(before);
  });
});

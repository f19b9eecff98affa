import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, frenchDate } from '../../common/billing-rules.js';
import { END_NOTICE_DAYS, SUBSCRIPTION_DECISION_MESSAGES, SUBSCRIPTION_GROUNDS } from '../../common/subscription-decision-rules.js';
import { hashPassword } from '../../server/src/auth/passwords.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../server/src/data/seed/demo-accounts.js';
import { createRequestContext, type RequestContext } from '../../server/src/graphql/context.js';
import { dueSubscriptionIds } from '../../server/src/modules/billing/billing.queries.js';
import { renewalService } from '../../server/src/modules/billing/renewal.service.js';
import { BILLING_MAIL_SUBJECTS } from '../../server/src/modules/mail/mail.templates.js';
import { insertOwner } from '../factories/accounts.js';
import { insertRestaurants, restaurantRecord } from '../factories/restaurants.js';
import { completeRestaurant, pendingRequest } from '../factories/publication.js';
import { activateSubscription, dueDaysAgo, noticeRunsOutToday, renewalDueToday } from '../factories/subscriptions.js';
import { messagesFor } from '../support/outbox.js';
import { AccountClient, PASSWORD } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';

/**
 * Issue 28 item 5 (docs/adr/0043): Mijote ends or suspends a subscription from the restaurant's file, with its ground
 * and statement of reasons e-mailed to the restaurateur; a page taken off line or an account disabled is not charged,
 * and renewals start again once it is back — all seen through the renewal job and the provider's (sandbox) charges.
 */
let t: TestServer;
let ctx: RequestContext;
let admin: AccountClient;
let passwordHash: string;
let counter = 0;

type Gql = { data: Record<string, Record<string, unknown>> | null; errors?: { extensions?: { code?: string } }[] };
const DECIDE = `mutation ($input: SubscriptionDecisionInput!) { decideSubscription(input: $input) { __typename
  ... on SubscriptionDecided { message } ... on UserError { code message } ... on InvalidInputError { field } } }`;
const SET_ONLINE = `mutation ($input: RestaurantOnlineInput!) { setRestaurantOnline(input: $input) { __typename ... on UserError { code message } } }`;
const SET_DISABLED = `mutation ($input: AccountDisabledInput!) { setAccountDisabled(input: $input) { __typename ... on UserError { code message } } }`;
const FILE = `query ($idUrl: String!) { restaurantFile(idUrl: $idUrl, days: 7) { ... on RestaurantFileView {
  restaurant { status subscription } subscriptionEndsOn renewalHolds subscriptionDecisions { kind ground reasons effectiveOn actor } } } }`;
const MINE = `{ mySubscriptions { state endsOn endedByMijote renewalHolds nextDueDate } }`;
const REASONS = 'Trois signalements vérifiés : les prix affichés ne sont pas ceux de la carte servie.';

const today = async () => ((await t.db.query(`SELECT to_char(now() AT TIME ZONE 'Europe/Paris', 'YYYY-MM-DD') AS d`))[0] as { d: string }).d;
const count = async (sql: string, params: unknown[]) => Number((await t.db.query(sql, params))[0].n);
const charges = (subscriptionId: number) => count(`SELECT count(*) AS n FROM payment_sandbox_charge WHERE reference LIKE $1`, [`MJR-${subscriptionId}-%`]);
const subscription = async (id: number) => (await t.db.query(`SELECT state, to_char(ends_on, 'YYYY-MM-DD') AS ends_on, renewal_holds, to_char(next_due_date, 'YYYY-MM-DD') AS next_due_date FROM subscription WHERE id = $1`, [id]))[0];
const statusOf = async (restaurantId: number) => (await t.db.query(`SELECT status FROM restaurant WHERE id = $1`, [restaurantId]))[0].status as string;
const decide = async (input: Record<string, unknown>, client = admin) => (await client.gql(DECIDE, { input })) as Gql;

/** A restaurateur whose published restaurant's subscription is due today, charged to a sandbox card that pays; signed in. */
async function dueRestaurant() {
  counter += 1;
  const email = `fin${counter}-${Date.now()}@exemple.fr`;
  const externalId = `fin-${counter}-${Date.now()}`;
  const ids = await insertRestaurants(t.db, [restaurantRecord({ externalId, name: `Le Relais ${counter}`, published: true })], t.config.mediaDir);
  const { userId, restaurantId } = await insertOwner(t.db, { email, passwordHash, firstName: 'Lou', lastName: 'Martin' }, { externalId });
  await activateSubscription(t.db, restaurantId, { billingEmail: email });
  const subscriptionId = await renewalDueToday(t.db, restaurantId, `SBXGOOD${restaurantId}`);
  const owner = new AccountClient(t);
  await owner.logIn(email, PASSWORD, 'restaurateur');
  return { email, userId, restaurantId, subscriptionId, idUrl: ids.get(externalId)!, owner };
}

beforeAll(async () => {
  t = await startTestServer();
  ctx = createRequestContext(t.services);
  passwordHash = await hashPassword(PASSWORD);
  await seedDemoAccounts(t.db, () => {});
  admin = new AccountClient(t);
  expect(await admin.logInAdmin(DEMO_ACCOUNTS[2].email)).toMatchObject({ __typename: 'SecondFactorSession' });
}, 120_000);
afterAll(() => t?.close());

describe('Mijote suspends a subscription', () => {
  it('stops the renewal job charging and takes the page off line; lifted, the page is back and the renewal charges', async () => {
    const r = await dueRestaurant();
    expect((await decide({ idUrl: r.idUrl, kind: 'suspend', ground: 'false_information', reasons: REASONS })).data!.decideSubscription)
      .toEqual({ __typename: 'SubscriptionDecided', message: SUBSCRIPTION_DECISION_MESSAGES.done('suspend', frenchDate(await today())) });
    expect(await statusOf(r.restaurantId)).toBe('draft');
    expect(await dueSubscriptionIds(t.db)).not.toContain(r.subscriptionId);
    expect(await renewalService.renew(ctx, r.subscriptionId)).toBe('not-due');
    expect(await charges(r.subscriptionId)).toBe(0);
    const mail = (await messagesFor(t.config.dataDir, r.email)).find((m) => m.subject === BILLING_MAIL_SUBJECTS.suspended);
    expect(mail?.text).toContain(`Motif : ${SUBSCRIPTION_GROUNDS.false_information.label}.`);
    expect(mail?.text).toContain(REASONS);
    expect(((await r.owner.gql(MINE)) as Gql).data!.mySubscriptions).toEqual([{ state: 'active', endsOn: null, endedByMijote: false, renewalHolds: ['suspended'], nextDueDate: null }]);
    // Suspended, the page cannot be sent for publication again.
    expect((await decide({ idUrl: r.idUrl, kind: 'suspend', ground: 'breach', reasons: REASONS })).data!.decideSubscription)
      .toMatchObject({ code: 'CONFLICT', message: SUBSCRIPTION_DECISION_MESSAGES.alreadySuspended });

    // Ten days pass; lifted, the period that fell due meanwhile is due today and charged from today.
    await dueDaysAgo(t.db, r.subscriptionId, 10);
    expect((await decide({ idUrl: r.idUrl, kind: 'lift', ground: null, reasons: 'Les prix de la carte ont été corrigés.' })).data!.decideSubscription).toMatchObject({ __typename: 'SubscriptionDecided' });
    expect(await statusOf(r.restaurantId)).toBe('published');
    expect(await subscription(r.subscriptionId)).toMatchObject({ renewal_holds: [], next_due_date: await today() });
    expect(await renewalService.renew(ctx, r.subscriptionId)).toBe('renewed');
    expect(await charges(r.subscriptionId)).toBe(1);
    const invoice = (await t.db.query(`SELECT to_char(period_start, 'YYYY-MM-DD') AS s FROM invoice WHERE subscription_id = $1`, [r.subscriptionId]))[0];
    expect(invoice.s).toBe(await today());
    expect((await messagesFor(t.config.dataDir, r.email)).map((m) => m.subject)).toContain(BILLING_MAIL_SUBJECTS.suspensionLifted);
    const file = ((await admin.gql(FILE, { idUrl: r.idUrl })) as Gql).data!.restaurantFile as { subscriptionDecisions: { kind: string; actor: string }[] };
    expect(file.subscriptionDecisions.map((d) => [d.kind, d.actor])).toEqual([['lift', DEMO_ACCOUNTS[2].email], ['suspend', DEMO_ACCOUNTS[2].email]]);
  });
});

describe('Mijote ends a subscription', () => {
  it('with notice: nothing more is charged, the restaurateur is told the day, ground and reasons; on that day it ends and the page goes off line', async () => {
    const r = await dueRestaurant();
    const endsOn = addDays(await today(), END_NOTICE_DAYS);
    expect((await decide({ idUrl: r.idUrl, kind: 'end_notice', ground: 'breach', reasons: REASONS })).data!.decideSubscription)
      .toEqual({ __typename: 'SubscriptionDecided', message: SUBSCRIPTION_DECISION_MESSAGES.done('end_notice', frenchDate(endsOn)) });
    // Due today, but the end is fixed: no charge, the page stays on line during the notice.
    expect(await renewalService.renew(ctx, r.subscriptionId)).toBe('not-due');
    expect(await dueSubscriptionIds(t.db)).not.toContain(r.subscriptionId);
    expect(await charges(r.subscriptionId)).toBe(0);
    expect(await statusOf(r.restaurantId)).toBe('published');
    const notice = (await messagesFor(t.config.dataDir, r.email)).find((m) => m.subject === BILLING_MAIL_SUBJECTS.endedByMijote);
    expect(notice?.text).toContain(`il prendra fin le ${frenchDate(endsOn)}`);
    expect(notice?.text).toContain(SUBSCRIPTION_GROUNDS.breach.label);
    expect(notice?.text).toContain(REASONS);
    expect(((await r.owner.gql(MINE)) as Gql).data!.mySubscriptions).toEqual([{ state: 'active', endsOn, endedByMijote: true, renewalHolds: [], nextDueDate: null }]);
    const cancel = (await r.owner.gql(`mutation { cancelSubscription(restaurantId: ${r.restaurantId}) { __typename ... on UserError { message } } }`)) as Gql;
    expect(cancel.data!.cancelSubscription).toMatchObject({ message: SUBSCRIPTION_DECISION_MESSAGES.endScheduled(frenchDate(endsOn)) });

    // The notice runs out: the sweep finds it, the job ends it, the page goes off line, the restaurateur is told.
    await noticeRunsOutToday(t.db, r.subscriptionId);
    expect(await dueSubscriptionIds(t.db)).toContain(r.subscriptionId);
    expect(await renewalService.renew(ctx, r.subscriptionId)).toBe('ended');
    expect(await charges(r.subscriptionId)).toBe(0);
    expect((await subscription(r.subscriptionId)).state).toBe('ended');
    expect(await statusOf(r.restaurantId)).toBe('draft');
    expect((await messagesFor(t.config.dataDir, r.email)).filter((m) => m.subject === BILLING_MAIL_SUBJECTS.endedByMijote).at(-1)?.text).toContain('a pris fin');
    // Ended by Mijote: no new card restarts it.
    const restart = (await r.owner.gql(`mutation { startCardUpdate(restaurantId: ${r.restaurantId}) { __typename ... on UserError { message } } }`)) as Gql;
    expect(restart.data!.startCardUpdate).toMatchObject({ message: SUBSCRIPTION_DECISION_MESSAGES.endedByMijote });
  });

  it('at once only on the grounds that allow it; then it ends, the page goes off line and nothing is charged', async () => {
    const r = await dueRestaurant();
    expect((await decide({ idUrl: r.idUrl, kind: 'end_now', ground: 'breach', reasons: REASONS })).data!.decideSubscription)
      .toMatchObject({ code: 'INVALID_INPUT', message: SUBSCRIPTION_DECISION_MESSAGES.groundNotImmediate, field: 'ground' });
    expect((await decide({ idUrl: r.idUrl, kind: 'end_now', ground: 'repeated_breach', reasons: 'court' })).data!.decideSubscription)
      .toMatchObject({ code: 'INVALID_INPUT', message: SUBSCRIPTION_DECISION_MESSAGES.reasonsRequired, field: 'reasons' });
    expect(await charges(r.subscriptionId)).toBe(0);
    expect((await decide({ idUrl: r.idUrl, kind: 'end_now', ground: 'repeated_breach', reasons: REASONS })).data!.decideSubscription).toMatchObject({ __typename: 'SubscriptionDecided' });
    expect(await subscription(r.subscriptionId)).toMatchObject({ state: 'ended', ends_on: await today() });
    expect(await statusOf(r.restaurantId)).toBe('draft');
    expect(await renewalService.renew(ctx, r.subscriptionId)).toBe('not-due');
    expect(await charges(r.subscriptionId)).toBe(0);
    const mail = (await messagesFor(t.config.dataDir, r.email)).find((m) => m.subject === BILLING_MAIL_SUBJECTS.endedByMijote);
    expect(mail?.text).toContain('sans préavis');
    expect(mail?.text).toContain(SUBSCRIPTION_GROUNDS.repeated_breach.label);
    expect((await decide({ idUrl: r.idUrl, kind: 'suspend', ground: 'breach', reasons: REASONS })).data!.decideSubscription)
      .toMatchObject({ code: 'CONFLICT', message: SUBSCRIPTION_DECISION_MESSAGES.notActive });
  });
});

describe('a page off line or an account disabled is not charged', () => {
  it('page taken off line: the renewal is skipped; back on line, it is charged', async () => {
    const r = await dueRestaurant();
    expect(((await admin.gql(SET_ONLINE, { input: { idUrl: r.idUrl, online: false, reason: 'Photos de la devanture d’un autre restaurant.' } })) as Gql).data!.setRestaurantOnline)
      .toMatchObject({ __typename: 'RestaurantOnlineChanged' });
    expect(await subscription(r.subscriptionId)).toMatchObject({ renewal_holds: ['offline'] });
    expect(await dueSubscriptionIds(t.db)).not.toContain(r.subscriptionId);
    expect(await renewalService.renew(ctx, r.subscriptionId)).toBe('not-due');
    expect(await charges(r.subscriptionId)).toBe(0);
    expect(((await r.owner.gql(MINE)) as Gql).data!.mySubscriptions).toMatchObject([{ renewalHolds: ['offline'], nextDueDate: null }]);

    expect(((await admin.gql(SET_ONLINE, { input: { idUrl: r.idUrl, online: true, reason: 'Les photos ont été remplacées.' } })) as Gql).data!.setRestaurantOnline)
      .toMatchObject({ __typename: 'RestaurantOnlineChanged' });
    expect(await dueSubscriptionIds(t.db)).toContain(r.subscriptionId);
    expect(await renewalService.renew(ctx, r.subscriptionId)).toBe('renewed');
    expect(await charges(r.subscriptionId)).toBe(1);
  });

  it('a cancellation the restaurateur asked still ends the paid period while renewals are held, with no charge', async () => {
    const r = await dueRestaurant();
    await admin.gql(SET_ONLINE, { input: { idUrl: r.idUrl, online: false, reason: 'Photos de la devanture d’un autre restaurant.' } });
    await dueDaysAgo(t.db, r.subscriptionId, -3);
    expect(((await r.owner.gql(`mutation { cancelSubscription(restaurantId: ${r.restaurantId}) { __typename } }`)) as Gql).data!.cancelSubscription).toEqual({ __typename: 'Subscription' });
    await dueDaysAgo(t.db, r.subscriptionId, 0);
    expect(await dueSubscriptionIds(t.db)).toContain(r.subscriptionId);
    expect(await renewalService.renew(ctx, r.subscriptionId)).toBe('ended');
    expect((await subscription(r.subscriptionId)).state).toBe('cancelled');
    expect(await charges(r.subscriptionId)).toBe(0);
  });

  it('page taken off line, then published again through a new publication request the moderation accepts: charged again', async () => {
    const r = await dueRestaurant();
    await admin.gql(SET_ONLINE, { input: { idUrl: r.idUrl, online: false, reason: 'Photos de la devanture d’un autre restaurant.' } });
    expect(await renewalService.renew(ctx, r.subscriptionId)).toBe('not-due');
    // The restaurateur corrects the page and asks again (what sendPublication leaves); still not on line, still not charged.
    await completeRestaurant(t.db, r.idUrl, true);
    const requestId = await pendingRequest(t.db, r.idUrl);
    expect(await renewalService.renew(ctx, r.subscriptionId)).toBe('not-due');
    const accepted = (await admin.gql(`mutation ($input: PublicationDecisionInput!) { decidePublication(input: $input) { __typename ... on UserError { message } } }`, { input: { requestId, accept: true } })) as Gql;
    expect(accepted.data!.decidePublication).toEqual({ __typename: 'PublicationDecided' });
    expect(await statusOf(r.restaurantId)).toBe('published');
    expect(await subscription(r.subscriptionId)).toMatchObject({ renewal_holds: [] });
    expect(await renewalService.renew(ctx, r.subscriptionId)).toBe('renewed');
    expect(await charges(r.subscriptionId)).toBe(1);
  });

  it('account disabled: the renewal is skipped; enabled again, it is charged', async () => {
    const r = await dueRestaurant();
    expect(((await admin.gql(SET_DISABLED, { input: { userId: r.userId, disabled: true, reason: 'Usurpation d’identité signalée.' } })) as Gql).data!.setAccountDisabled)
      .toMatchObject({ __typename: 'AccountDisabledChanged' });
    expect(await dueSubscriptionIds(t.db)).not.toContain(r.subscriptionId);
    expect(await renewalService.renew(ctx, r.subscriptionId)).toBe('not-due');
    expect(await charges(r.subscriptionId)).toBe(0);
    // Five days later it is enabled again: the period that fell due is charged from today.
    await dueDaysAgo(t.db, r.subscriptionId, 5);
    expect(((await admin.gql(SET_DISABLED, { input: { userId: r.userId, disabled: false, reason: 'Identité vérifiée par téléphone.' } })) as Gql).data!.setAccountDisabled)
      .toMatchObject({ __typename: 'AccountDisabledChanged' });
    expect(await subscription(r.subscriptionId)).toMatchObject({ renewal_holds: [], next_due_date: await today() });
    expect(await renewalService.renew(ctx, r.subscriptionId)).toBe('renewed');
    expect(await charges(r.subscriptionId)).toBe(1);
  });
});

describe('who may decide', () => {
  it('refuses a restaurateur, a customer and a visitor; an unknown restaurant is not found', async () => {
    const r = await dueRestaurant();
    const customer = new AccountClient(t);
    await customer.logIn(DEMO_ACCOUNTS[0].email, PASSWORD, 'customer');
    const input = { idUrl: r.idUrl, kind: 'suspend', ground: 'breach', reasons: REASONS };
    for (const [client, code] of [[r.owner, 'FORBIDDEN'], [customer, 'FORBIDDEN'], [new AccountClient(t), 'UNAUTHENTICATED']] as const) {
      expect((await decide(input, client)).errors?.map((e) => e.extensions?.code)).toEqual([code]);
    }
    expect(await subscription(r.subscriptionId)).toMatchObject({ state: 'active', renewal_holds: [] });
    expect((await decide({ ...input, idUrl: 'zzzzzzzz' })).data!.decideSubscription).toMatchObject({ code: 'NOT_FOUND' });
  });
});

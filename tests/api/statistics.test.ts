import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisToday } from '../../common/search.js';
import { addDays, MAX_AUDIENCE_EVENTS, STATISTICS_MESSAGES } from '../../common/statistics-rules.js';
import { hashPassword } from '../../server/src/auth/passwords.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../server/src/data/seed/demo-accounts.js';
import { accountId, giveRestaurant, releaseRestaurants, insertAccount } from '../factories/accounts.js';
import { insertAnalyticsDay } from '../factories/analytics.js';
import { insertRestaurants, restaurantRecord, setPublishedOn } from '../factories/restaurants.js';
import { AccountClient, PASSWORD } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';

/**
 * The restaurateur's statistics (issue 12): what the public pages send to POST /api/analytics/collect (views, time on the
 * page, booking-link clicks), phone clicks and favourites, read back by the owner through myStatistics; bad input refused
 * in French; another restaurateur, a customer and a visitor refused.
 */
let t: TestServer;
let mine = '';
let theirs = '';
let hidden = '';
let ids: Map<string, string>;
const clients = {} as Record<'owner' | 'other' | 'customer' | 'visitor', AccountClient>;
const today = parisToday();

const STATS = `query ($idUrl: String!, $days: Int!) { myStatistics(idUrl: $idUrl, days: $days) { __typename
  ... on Statistics { period firstDay lastDay days { day views visitors sessions engagedSessions engagementSeconds phoneClicks bookingClicks favourites }
    previousDays { day views } current { views visitors sessions engagedSessions engagementSeconds phoneClicks bookingClicks favourites averageSessionDuration engagementRate screenPageViews totalUsers }
    previous { views averageSessionDuration engagementRate } }
  ... on UserError { code message } ... on InvalidInputError { field } } }`;
type Gql = { data: Record<string, Record<string, unknown> | null> | null; errors?: { message: string; extensions?: { code?: string } }[] };
const codes = (r: Gql) => r.errors?.map((e) => e.extensions?.code);

/** One browser: its user agent, the session id the server gave it, and its address (the socket's unless given). */
function browser(userAgent: string, visitorId?: string, address?: string) {
  let sessionId: string | undefined;
  return async (events: unknown[]) => {
    const r = await t.post('/analytics/collect', { events, sessionId, visitorId }, { 'user-agent': userAgent, ...(address ? { 'x-forwarded-for': address } : {}) });
    expect(r.status).toBe(200);
    sessionId = r.body.sessionId as string;
    return r.body;
  };
}

async function stats(days = 7, client = clients.owner, idUrl = mine) {
  return (await client.gql(STATS, { idUrl, days })) as Gql;
}

beforeAll(async () => {
  // Behind a trusted proxy: the browsers below come from several addresses (X-Forwarded-For).
  t = await startTestServer({ TRUST_PROXY: 'loopback' });
  ids = await insertRestaurants(t.db, [
    restaurantRecord({ externalId: 'mine', name: 'Le Comptoir Mesuré' }),
    restaurantRecord({ externalId: 'theirs', name: 'Chez les Voisins' }),
    restaurantRecord({ externalId: 'hidden', name: 'Pas Encore Là', published: false }),
    restaurantRecord({ externalId: 'target', name: 'La Table Convoitée' }),
  ], t.config.mediaDir);
  mine = ids.get('mine')!;
  theirs = ids.get('theirs')!;
  hidden = ids.get('hidden')!;
  await seedDemoAccounts(t.db, () => {});
  const otherId = await insertAccount(t.db, { email: 'voisin.stats@example.fr', role: 'restaurateur', firstName: 'Paul', lastName: 'Voisin', passwordHash: await hashPassword(PASSWORD) });
  await giveRestaurant(t.db, otherId, { idUrl: theirs });
  const ownerId = (await accountId(t.db, DEMO_ACCOUNTS[1].email))!;
  await releaseRestaurants(t.db, ownerId);
  await giveRestaurant(t.db, ownerId, { idUrl: mine });
  clients.owner = new AccountClient(t);
  await clients.owner.logIn(DEMO_ACCOUNTS[1].email, PASSWORD, 'restaurateur');
  clients.other = new AccountClient(t);
  await clients.other.logIn('voisin.stats@example.fr', PASSWORD, 'restaurateur');
  clients.customer = new AccountClient(t);
  await clients.customer.logIn(DEMO_ACCOUNTS[0].email, PASSWORD, 'customer');
  clients.visitor = new AccountClient(t);
}, 120_000);
afterAll(() => t?.close());

describe('POST /api/analytics/collect and myStatistics', () => {
  it('counts views, sessions, visitors, engaged sessions, time, booking clicks, phone clicks and favourites as the owner reads them', async () => {
    const a1 = browser('Navigateur A', 'visiteurAAAAAAAAAAAAAA');
    expect(await a1([{ type: 'view', restaurant: mine }])).toMatchObject({ success: true, counted: 1 });
    // A second view makes the session engaged; time on the page is the largest figure sent; a booking click counts once a session.
    await a1([{ type: 'view', restaurant: mine }, { type: 'engagement', restaurant: mine, seconds: 30 }, { type: 'booking', restaurant: mine }]);
    await a1([{ type: 'engagement', restaurant: mine, seconds: 20 }, { type: 'booking', restaurant: mine }]);
    // The same visitor in another tab (another session): one more session, not one more visitor.
    await browser('Navigateur A, autre onglet', 'visiteurAAAAAAAAAAAAAA')([{ type: 'view', restaurant: mine }]);
    // Another visitor: engaged past 10 seconds only.
    const b = browser('Navigateur B', 'visiteurBBBBBBBBBBBBBB');
    await b([{ type: 'view', restaurant: mine }, { type: 'engagement', restaurant: mine, seconds: 5 }]);
    await b([{ type: 'engagement', restaurant: mine, seconds: 12 }]);
    // A tab left open all night counts 30 minutes at most.
    const c = browser('Navigateur C', undefined, '198.51.100.3');
    await c([{ type: 'view', restaurant: mine }, { type: 'engagement', restaurant: mine, seconds: 86_400 }]);
    // Time and booking clicks without a view that day count nothing; unpublished and unknown restaurants are ignored.
    expect(await browser('Navigateur D')([{ type: 'engagement', restaurant: mine, seconds: 50 }, { type: 'booking', restaurant: mine }])).toMatchObject({ counted: 2 });
    expect(await browser('Navigateur E')([{ type: 'view', restaurant: hidden }, { type: 'view', restaurant: 'zzzzzzzz' }])).toMatchObject({ success: true, counted: 0 });
    // The owner's own visit is not counted.
    expect((await clients.owner.api('POST', '/analytics/collect', { events: [{ type: 'view', restaurant: mine }] })).body).toMatchObject({ counted: 0 });
    // A phone click (once a session) and a favourite added, removed and added again (counted once).
    await t.post('/updatePhoneClick', { idrestaurant: mine }, { 'user-agent': 'Navigateur B' });
    for (let i = 0; i < 3; i++) expect((await clients.customer.api('POST', '/updateFav', { idrestaurant: mine })).status).toBe(200);

    const r = await stats(7);
    const s = r.data!.myStatistics!;
    expect(s).toMatchObject({ __typename: 'Statistics', period: 7, firstDay: addDays(today, -6), lastDay: today });
    const expected = { views: 5, visitors: 3, sessions: 4, engagedSessions: 3, engagementSeconds: 30 + 12 + 1800, phoneClicks: 1, bookingClicks: 1, favourites: 1 };
    expect(s.current).toEqual({ ...expected, averageSessionDuration: Math.round(1842 / 4), engagementRate: 0.75, screenPageViews: 5, totalUsers: 3 });
    const days = s.days as { day: string }[];
    expect(days.map((d) => d.day)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)));
    expect(days[6]).toEqual({ day: today, ...expected });
    expect(days.slice(0, 6).every((d) => Object.entries(d).every(([k, v]) => k === 'day' || (v as unknown) === 0))).toBe(true);
    // Nothing the period before: the record says -1 where it cannot divide.
    expect(s.previous).toEqual({ views: 0, averageSessionDuration: -1, engagementRate: -1 });
    // Another restaurant's figures are its own.
    expect(((await stats(7, clients.other, theirs)).data!.myStatistics as { current: { views: number } }).current.views).toBe(0);
  });

  it('bounds what one address counts per restaurant and day, whatever session and visitor ids it sends (issue 24)', async () => {
    const target = ids.get('target')!;
    const day = async () => ((await t.db.query(
      `SELECT views, sessions, visitors, engaged_sessions AS engaged, booking_clicks AS bookings FROM analytics_day a JOIN restaurant r ON r.id = a.restaurant_id
       WHERE r.id_url = $1 AND a.day = $2::date`, [target, today]))[0] ?? null) as Record<string, number> | null;
    // The security pass's five anonymous batches, each a new session and visitor: 18 views, time and a booking click.
    const batch = [...Array.from({ length: 18 }, () => ({ type: 'view', restaurant: target })),
      { type: 'engagement', restaurant: target, seconds: 60 }, { type: 'booking', restaurant: target }];
    for (let i = 0; i < 5; i++) await browser(`Robot ${i}`, `robot${i}`.padEnd(22, 'R'), '203.0.113.66')(batch);
    // 20 views a day from one address: 18 in the first session, 2 in the second; the third and later open none.
    expect(await day()).toEqual({ views: 20, sessions: 2, visitors: 2, engaged: 2, bookings: 2 });
    // Single views from another address: 3 sessions (so 3 visitors) a day at most.
    for (let i = 0; i < 5; i++) await browser(`Lecteur ${i}`, `lecteur${i}`.padEnd(22, 'L'), '203.0.113.67')([{ type: 'view', restaurant: target }, { type: 'booking', restaurant: target }]);
    expect(await day()).toEqual({ views: 23, sessions: 5, visitors: 5, engaged: 2, bookings: 5 });
    // The bound is per restaurant: the same address still counts on another page.
    const other = browser('Robot ailleurs', undefined, '203.0.113.66');
    expect(await other([{ type: 'view', restaurant: theirs }])).toMatchObject({ counted: 1 });
    expect(await browser('Robot 9', undefined, '203.0.113.66')([{ type: 'view', restaurant: target }])).toMatchObject({ counted: 0 });
  });

  it('compares with the period before, day for day, over 7, 30 and 90 days', async () => {
    const [{ id }] = await t.db.query('SELECT id FROM restaurant WHERE id_url = $1', [mine]);
    await insertAnalyticsDay(t.db, id, addDays(today, -7), { views: 10, sessions: 2, engagementSeconds: 60 });
    await insertAnalyticsDay(t.db, id, addDays(today, -45), { views: 7, sessions: 1, engagementSeconds: 5 });
    const week = (await stats(7)).data!.myStatistics as { previous: unknown; previousDays: { day: string; views: number }[] };
    expect(week.previous).toEqual({ views: 10, averageSessionDuration: 30, engagementRate: 0 });
    expect(week.previousDays.at(-1)).toEqual({ day: addDays(today, -7), views: 10 });
    const month = (await stats(30)).data!.myStatistics as { firstDay: string; days: unknown[]; current: { views: number }; previous: { views: number } };
    expect(month).toMatchObject({ firstDay: addDays(today, -29), current: { views: 15 }, previous: { views: 7 } });
    expect(month.days).toHaveLength(30);
    const quarter = (await stats(90)).data!.myStatistics as { days: unknown[]; current: { views: number }; previous: { views: number } };
    expect(quarter).toMatchObject({ current: { views: 22 }, previous: { views: 0 } });
    expect(quarter.days).toHaveLength(90);
  });

  it('says -1 for every figure of the record a period before the page was on line (SPEC §3, issue 24)', async () => {
    const ALL = `query ($idUrl: String!) { myStatistics(idUrl: $idUrl, days: 7) { ... on Statistics {
      current { views averageSessionDuration engagementRate screenPageViews totalUsers } previous { views averageSessionDuration engagementRate screenPageViews totalUsers } } } }`;
    const [{ date_published: before }] = await t.db.query('SELECT date_published FROM restaurant WHERE id_url = $1', [mine]);
    try {
      // On line since three days ago: the week before was not measured, however many rows it holds.
      await setPublishedOn(t.db, mine, '3 days');
      const s = ((await clients.owner.gql(ALL, { idUrl: mine })) as Gql).data!.myStatistics as Record<string, Record<string, number>>;
      expect(s.previous).toEqual({ views: 10, averageSessionDuration: -1, engagementRate: -1, screenPageViews: -1, totalUsers: -1 });
      expect(s.current.screenPageViews).toBe(s.current.views);
      expect(s.current.totalUsers).toBeGreaterThanOrEqual(0);
    } finally {
      await setPublishedOn(t.db, mine, before);
    }
  });

  it('refuses another period in French, and another restaurateur, a customer and a visitor', async () => {
    expect((await stats(8)).data!.myStatistics).toEqual({ __typename: 'InvalidInputError', code: 'INVALID_INPUT', message: STATISTICS_MESSAGES.periodInvalid, field: 'days' });
    expect(codes(await stats(7, clients.other))).toEqual(['FORBIDDEN']);
    expect(codes(await stats(7, clients.customer))).toEqual(['FORBIDDEN']);
    expect(codes(await stats(7, clients.visitor))).toEqual(['UNAUTHENTICATED']);
    expect((await stats(7, clients.owner, 'zzzzzzzz')).data!.myStatistics).toMatchObject({ __typename: 'NotFoundError' });
  });

  it('refuses malformed batches with a French 400 and nothing counted', async () => {
    const [{ views: before }] = await t.db.query('SELECT coalesce(sum(views), 0)::int AS views FROM analytics_day');
    const bad: [unknown, string][] = [
      [{ events: 'vue' }, STATISTICS_MESSAGES.eventsInvalid],
      [{ events: Array.from({ length: MAX_AUDIENCE_EVENTS + 1 }, () => ({ type: 'view', restaurant: mine })) }, STATISTICS_MESSAGES.tooManyEvents],
      [{ events: [{ type: 'click', restaurant: mine }] }, STATISTICS_MESSAGES.eventsInvalid],
      [{ events: [{ type: 'view', restaurant: mine, seconds: 3 }] }, STATISTICS_MESSAGES.eventsInvalid],
      [{ events: [{ type: 'engagement', restaurant: mine, seconds: -1 }] }, STATISTICS_MESSAGES.eventsInvalid],
      [{ events: [{ type: 'engagement', restaurant: mine, seconds: 1.5 }] }, STATISTICS_MESSAGES.eventsInvalid],
      [{ events: [{ type: 'view', restaurant: '<script>' }] }, STATISTICS_MESSAGES.eventsInvalid],
      [{ events: [{ type: 'view', restaurant: mine, extra: 1 }] }, STATISTICS_MESSAGES.eventsInvalid],
      [{ events: [], visitorId: 'court' }, STATISTICS_MESSAGES.visitorInvalid],
    ];
    for (const [body, message] of bad) {
      const r = await t.post('/analytics/collect', body);
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(r.body).toMatchObject({ success: false, code: 'INVALID_INPUT', message });
    }
    expect((await t.db.query('SELECT coalesce(sum(views), 0)::int AS views FROM analytics_day'))[0].views).toBe(before);
  });
});

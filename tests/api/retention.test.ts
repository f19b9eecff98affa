import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestContext, type RequestContext } from '../../server/src/graphql/context.js';
import { ACCOUNT_MAIL_SUBJECTS } from '../../server/src/modules/mail/mail.templates.js';
import { retentionService } from '../../server/src/modules/retention/index.js';
import { createServices } from '../../server/src/services.js';
import { messagesFor } from '../support/outbox.js';
import { insertAccount } from '../factories/accounts.js';
import { insertAnalyticsDay, insertPageVisit, insertPhoneClick } from '../factories/analytics.js';
import * as clock from '../factories/clock.js';
import { insertRestaurants, restaurantIdOf, restaurantRecord } from '../factories/restaurants.js';
import { insertReview } from '../factories/reviews.js';
import { AccountClient } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';

let t: TestServer;
let ctx: RequestContext;

beforeAll(async () => {
  t = await startTestServer();
  ctx = createRequestContext(await createServices(t.db, t.config, () => {}));
  await insertRestaurants(t.db, [restaurantRecord({ externalId: 'ret-a', name: 'La Table Ancienne' })], t.config.mediaDir);
}, 120_000);
afterAll(() => t?.close());

const idOf = async (email: string) => (await t.db.query(`SELECT id FROM app_user WHERE email = $1`, [email]))[0]?.id as number | undefined;
const ageAccount = async (email: string, months: number) => clock.ageAccount(t.db, (await idOf(email))!, months);
const subjects = async (email: string) => (await messagesFor(t.config.dataDir, email)).map((m) => m.subject);

describe('inactive customer accounts (privacy policy: 2 years, warned 30 days before)', () => {
  it('warns once after 23 months, deletes 30 days later keeping the published reviews anonymised, and spares who came back', async () => {
    const [gone, back, active] = ['endormi@exemple.fr', 'revenu@exemple.fr', 'fidele@exemple.fr'];
    for (const email of [gone, back, active]) await new AccountClient(t).createVerifiedCustomer(email);
    await insertReview(t.db, { restaurantId: await restaurantIdOf(t.db, 'ret-a'), authorId: await idOf(gone), text: 'Très bon.', visitDate: '2024-01-10' });
    await ageAccount(gone, 24);
    await ageAccount(back, 24);
    await ageAccount(active, 22);

    expect(await retentionService.sweep(ctx)).toMatchObject({ warned: 2, inactiveCustomerAccounts: 0 });
    expect(await subjects(gone)).toContain(ACCOUNT_MAIL_SUBJECTS.inactivityWarning);
    expect(await subjects(active)).not.toContain(ACCOUNT_MAIL_SUBJECTS.inactivityWarning);
    // Warned once only, and nobody deleted before the 30 days are over.
    expect(await retentionService.sweep(ctx)).toMatchObject({ warned: 0, inactiveCustomerAccounts: 0 });

    // 31 days later: one came back meanwhile (a sign-in after the warning).
    await clock.warnedDaysAgo(t.db, [gone, back], 31);
    expect(await new AccountClient(t).logIn(back)).toMatchObject({ __typename: 'Session' });
    expect(await retentionService.sweep(ctx)).toMatchObject({ warned: 0, inactiveCustomerAccounts: 1 });
    expect(await idOf(gone)).toBeUndefined();
    expect(await idOf(back)).toBeDefined();
    expect(await idOf(active)).toBeDefined();
    const [review] = await t.db.query(`SELECT author_id, text FROM review WHERE text = 'Très bon.'`);
    expect(review).toEqual({ author_id: null, text: 'Très bon.' });
    const deleted = (await messagesFor(t.config.dataDir, gone)).find((m) => m.subject === ACCOUNT_MAIL_SUBJECTS.accountDeleted);
    expect(deleted?.text).toContain('Sans connexion depuis deux ans');
  });

  it('never warns or deletes restaurateurs or admins for inactivity (restaurateurs have their own period: retention-periods.test.ts)', async () => {
    await insertAccount(t.db, { email: 'patron@ancien.fr', role: 'restaurateur', passwordHash: 'x', createdAgo: '4 years' });
    await insertAccount(t.db, { email: 'admin@ancien.fr', role: 'admin', passwordHash: 'x', createdAgo: '6 years' });
    expect(await retentionService.sweep(ctx)).toMatchObject({ warned: 0, inactiveCustomerAccounts: 0, restaurateurAccounts: 0 });
    expect(await idOf('patron@ancien.fr')).toBeDefined();
    expect(await idOf('admin@ancien.fr')).toBeDefined();
  });

  it('deletes session records a year after they expired, not before', async () => {
    const c = new AccountClient(t);
    await c.createVerifiedCustomer('sessions@exemple.fr');
    const id = await idOf('sessions@exemple.fr');
    await clock.expireSessions(t.db, id!, '13 months');
    const before = (await t.db.query(`SELECT count(*)::int AS n FROM refresh_token WHERE expires_at < now() - interval '1 year'`))[0].n;
    expect(before).toBeGreaterThan(0);
    expect((await retentionService.sweep(ctx)).sessions).toBe(before);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM refresh_token WHERE user_id = $1`, [id]))[0].n).toBe(0);
    await c.logIn('sessions@exemple.fr');
    await clock.expireSessions(t.db, id!, '11 months');
    expect((await retentionService.sweep(ctx)).sessions).toBe(0);
  });

  it('forgets phone clicks’ session fingerprints after 48 hours, keeping the day’s totals', async () => {
    const [r] = await t.db.query(`SELECT id FROM restaurant WHERE external_id = 'ret-a'`);
    await insertPhoneClick(t.db, r.id, 'a', 49);
    await insertPhoneClick(t.db, r.id, 'b', 47);
    await insertAnalyticsDay(t.db, r.id, 2, { phoneClicks: 1 });
    expect((await retentionService.sweep(ctx)).phoneClickFingerprints).toBe(1);
    expect((await t.db.query(`SELECT session_hash FROM phone_click WHERE restaurant_id = $1`, [r.id])).map((x: { session_hash: string }) => x.session_hash[0])).toEqual(['b']);
    expect((await t.db.query(`SELECT phone_clicks FROM analytics_day WHERE restaurant_id = $1`, [r.id]))[0].phone_clicks).toBe(1);
  });

  it('forgets audience measurement’s session and visitor fingerprints after 48 hours, keeping the day’s totals', async () => {
    const [r] = await t.db.query(`SELECT id FROM restaurant WHERE external_id = 'ret-a'`);
    await insertPageVisit(t.db, r.id, { daysAgo: 3, session: 'a', visitor: 'v', hoursAgo: 49 });
    await insertPageVisit(t.db, r.id, { daysAgo: 1, session: 'b', visitor: 'v', hoursAgo: 47 });
    await insertAnalyticsDay(t.db, r.id, 3, { views: 1, sessions: 1 });
    expect((await retentionService.sweep(ctx)).pageVisitFingerprints).toBe(1);
    expect((await t.db.query(`SELECT session_hash FROM page_visit WHERE restaurant_id = $1`, [r.id])).map((x: { session_hash: string }) => x.session_hash[0])).toEqual(['b']);
    expect((await t.db.query(`SELECT views FROM analytics_day WHERE restaurant_id = $1 AND day = current_date - 3`, [r.id]))[0].views).toBe(1);
  });
});

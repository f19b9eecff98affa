import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_PERIODS } from '../../common/retention-periods.js';
import { createRequestContext, type RequestContext } from '../../server/src/graphql/context.js';
import { accountService } from '../../server/src/modules/accounts/index.js';
import { retentionService } from '../../server/src/modules/retention/index.js';
import { ACCOUNT_MAIL_SUBJECTS } from '../../server/src/modules/mail/mail.templates.js';
import { createServices } from '../../server/src/services.js';
import { messagesFor } from '../support/outbox.js';
import { accountId, insertAccount, insertOwner } from '../factories/accounts.js';
import { insertAppealDecision } from '../factories/appeals.js';
import * as clock from '../factories/clock.js';
import { insertRestaurants, restaurantIdOf, restaurantRecord } from '../factories/restaurants.js';
import {
  closedAgo, endSubscription, insertDecidedRequest, insertInvoiceOfYear, insertLogEntry, insertPublishedReply, insertReport, insertSettledPayment, lastActiveAgo,
} from '../factories/retention.js';
import { insertReview } from '../factories/reviews.js';
import { activateSubscription } from '../factories/subscriptions.js';
import { AccountClient, PASSWORD } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';

/**
 * Issue 28: each retention period of common/retention-periods.ts, enforced by the daily sweep. For each one, data one
 * day before its term is kept and data one day past it is gone or anonymised (invoices: a year, their term being the
 * 1st of January). Ages are written by tests/factories/retention.ts, then the sweep runs as the job runs it.
 */
let t: TestServer;
let ctx: RequestContext;
const RESTAURANTS = ['rp-a', 'rp-b', 'rp-e', 'rp-f', 'rp-g', 'rp-h', 'rp-r'];

beforeAll(async () => {
  t = await startTestServer();
  ctx = createRequestContext(await createServices(t.db, t.config, () => {}));
  await insertRestaurants(t.db, RESTAURANTS.map((externalId, i) => restaurantRecord({ externalId, name: `Table ${i + 1} de garde` })), t.config.mediaDir);
}, 120_000);
afterAll(() => t?.close());

const sweep = () => retentionService.sweep(ctx);
const rowOf = async (table: string, id: number) => (await t.db.query(`SELECT * FROM ${table} WHERE id = $1`, [id]))[0] as Record<string, unknown> | undefined;
const restaurant = (externalId: string) => restaurantIdOf(t.db, externalId);

describe('the daily sweep', () => {
  it('has one step per declared period, and runs them all', async () => {
    const done = await sweep();
    expect(Object.keys(done).sort()).toEqual(['warned', ...Object.keys(RETENTION_PERIODS)].sort());
  });
});

describe('reports: deleted 3 years after the decision', () => {
  it('keeps a report decided 3 years less a day ago and an open one, deletes one decided 3 years and a day ago', async () => {
    const review = await insertReview(t.db, { restaurantId: await restaurant('rp-r'), text: 'Signalé plusieurs fois, jamais retiré.' });
    const before = await insertReport(t.db, review, '3 years -1 day');
    const after = await insertReport(t.db, review, '3 years 1 day');
    const open = await insertReport(t.db, review, '4 years', false);
    expect((await sweep()).reports).toBe(1);
    expect(await rowOf('review_report', before)).toBeDefined();
    expect(await rowOf('review_report', open)).toBeDefined();
    expect(await rowOf('review_report', after)).toBeUndefined();
  });
});

describe('appeals: deleted 3 years after the decision they contest', () => {
  it('keeps an appeal of a decision of 3 years less a day, deletes one of 3 years and a day', async () => {
    const ids: number[] = [];
    for (const email of ['jeune@contestation.fr', 'ancienne@contestation.fr']) {
      // The log entry names a review by its number only (no foreign key), as an old one may.
      const token = await insertAppealDecision(t.db, t.config, { reviewId: 1, email });
      ids.push(Number(token.split('-')[0]));
    }
    await clock.ageAppealDecision(t.db, ids[0], '3 years -1 day');
    await clock.ageAppealDecision(t.db, ids[1], '3 years 1 day');
    expect((await sweep()).appeals).toBe(1);
    expect(await rowOf('appeal', ids[0])).toBeDefined();
    expect(await rowOf('appeal', ids[1])).toBeUndefined();
  });
});

describe('moderation log: each decision deleted 3 years after it was taken', () => {
  it('keeps an entry of 3 years less a day, deletes one of 3 years and a day', async () => {
    const before = await insertLogEntry(t.db, '3 years -1 day', 'jeune');
    const after = await insertLogEntry(t.db, '3 years 1 day', 'ancienne');
    expect((await sweep()).moderationLog).toBe(1);
    expect(await rowOf('moderation_log', before)).toBeDefined();
    expect(await rowOf('moderation_log', after)).toBeUndefined();
  });

  it('stays append-only before its term: the database refuses to delete a younger entry, whoever asks', async () => {
    const young = await insertLogEntry(t.db, '3 years -1 day', 'protégée');
    // write under test: the trigger, not the sweep, is what refuses.
    await expect(t.db.query(`DELETE FROM moderation_log WHERE id = $1`, [young])).rejects.toThrow('Le journal de modération ne peut être ni modifié ni effacé.');
    expect(await rowOf('moderation_log', young)).toBeDefined();
  });
});

describe('publication requests: deleted 5 years after the decision', () => {
  it('keeps a request decided 5 years less a day ago and a waiting one, deletes one decided 5 years and a day ago', async () => {
    const id = await restaurant('rp-r');
    const before = await insertDecidedRequest(t.db, id, '5 years -1 day');
    const after = await insertDecidedRequest(t.db, id, '5 years 1 day');
    const waiting = await insertDecidedRequest(t.db, id, '6 years', false);
    expect((await sweep()).publicationRequests).toBe(1);
    expect(await rowOf('publication_request', before)).toBeDefined();
    expect(await rowOf('publication_request', waiting)).toBeDefined();
    expect(await rowOf('publication_request', after)).toBeUndefined();
  });
});

describe('restaurateur accounts: deleted 5 years after the end of the last subscription or the last sign-in, the later', () => {
  it('keeps them before, deletes them after, keeps their invoices’ payments, and never touches a running subscription', async () => {
    const owner = async (email: string, externalId: string) => (await insertOwner(t.db, { email, passwordHash: 'x' }, { externalId })).userId;
    const endedBefore = await owner('fin-recente@resto.fr', 'rp-a');
    const endedAfter = await owner('fin-ancienne@resto.fr', 'rp-b');
    const running = await owner('abonne@resto.fr', 'rp-e');
    const signedInLater = await owner('revenu@resto.fr', 'rp-f');
    const neverSubscribedBefore = await insertAccount(t.db, { email: 'sans-abo-recent@resto.fr', role: 'restaurateur', passwordHash: 'x' });
    const neverSubscribedAfter = await insertAccount(t.db, { email: 'sans-abo-ancien@resto.fr', role: 'restaurateur', passwordHash: 'x' });
    for (const r of ['rp-a', 'rp-b', 'rp-e', 'rp-f']) await activateSubscription(t.db, await restaurant(r));
    await endSubscription(t.db, await restaurant('rp-a'), '5 years -1 day');
    const subscriptionAfter = await endSubscription(t.db, await restaurant('rp-b'), '5 years 1 day');
    await endSubscription(t.db, await restaurant('rp-f'), '7 years');
    for (const id of [endedBefore, endedAfter, running]) await lastActiveAgo(t.db, id, '8 years');
    await lastActiveAgo(t.db, signedInLater, '5 years -1 day');
    await lastActiveAgo(t.db, neverSubscribedBefore, '5 years -1 day');
    await lastActiveAgo(t.db, neverSubscribedAfter, '5 years 1 day');
    const payment = await insertSettledPayment(t.db, subscriptionAfter, '6 years', 'MJT-RETENTION-OLD');
    const reply = await insertPublishedReply(t.db, await insertReview(t.db, { restaurantId: await restaurant('rp-b'), text: 'Un avis auquel le patron a répondu.' }), endedAfter);

    expect((await sweep()).restaurateurAccounts).toBe(2);
    for (const email of ['fin-recente@resto.fr', 'abonne@resto.fr', 'revenu@resto.fr', 'sans-abo-recent@resto.fr']) expect(await accountId(t.db, email), email).toBeDefined();
    for (const email of ['fin-ancienne@resto.fr', 'sans-abo-ancien@resto.fr']) expect(await accountId(t.db, email), email).toBeUndefined();
    // As its own deletion (ADR 0024): the subscription and its card go, the payment stays detached, the restaurant without owner.
    expect(await rowOf('subscription', subscriptionAfter)).toBeUndefined();
    expect(await rowOf('payment', payment)).toMatchObject({ subscription_id: null, reference: 'MJT-RETENTION-OLD', amount_cents: 100 });
    expect(await rowOf('restaurant', await restaurant('rp-b'))).toMatchObject({ owner_id: null });
    // Their reply stays on line: their identification is kept apart a year (LCEN); the other one wrote nothing.
    const keeps = await t.db.query(`SELECT former_user_id, role, reply_ids FROM closed_account_keep WHERE email LIKE '%@resto.fr'`);
    expect(keeps).toEqual([{ former_user_id: endedAfter, role: 'restaurateur', reply_ids: [reply] }]);
  });
});

describe('payment details: erased 13 months after the payment or the end of its subscription, the later', () => {
  it('keeps the provider’s answer before, erases it after, keeps reference and amount, never while the subscription runs', async () => {
    const detached = async (age: string, ref: string) => insertSettledPayment(t.db, null, age, ref);
    const detachedBefore = await detached('13 months -1 day', 'MJT-DET-BEFORE');
    const detachedAfter = await detached('13 months 1 day', 'MJT-DET-AFTER');
    const endedAfterId = (await insertOwner(t.db, { email: 'carte-ancienne@resto.fr', passwordHash: 'x' }, { externalId: 'rp-g' })).restaurantId;
    const endedBeforeId = (await insertOwner(t.db, { email: 'carte-recente@resto.fr', passwordHash: 'x' }, { externalId: 'rp-h' })).restaurantId;
    await activateSubscription(t.db, endedAfterId);
    await activateSubscription(t.db, endedBeforeId);
    const subAfter = await endSubscription(t.db, endedAfterId, '13 months 1 day');
    const subBefore = await endSubscription(t.db, endedBeforeId, '13 months -1 day');
    const ofEndedAfter = await insertSettledPayment(t.db, subAfter, '2 years', 'MJT-END-AFTER');
    const ofEndedBefore = await insertSettledPayment(t.db, subBefore, '2 years', 'MJT-END-BEFORE');
    const [running] = await t.db.query(`SELECT s.id FROM subscription s WHERE s.state = 'active' AND s.user_id = $1`, [await accountId(t.db, 'abonne@resto.fr')]);
    const ofRunning = await insertSettledPayment(t.db, running.id, '3 years', 'MJT-RUNNING');

    expect((await sweep()).paymentDetails).toBe(2);
    const details = { authorization: 'XXXXXX', call_number: '1234', transaction_number: '5678', raw_response: 'E=00000' };
    const erased = { authorization: null, call_number: null, transaction_number: null, raw_response: null, access_code_hash: null };
    for (const id of [detachedBefore, ofEndedBefore, ofRunning]) expect(await rowOf('payment', id)).toMatchObject(details);
    expect(await rowOf('payment', detachedAfter)).toMatchObject({ ...erased, reference: 'MJT-DET-AFTER', amount_cents: 100, state: 'accepted' });
    expect(await rowOf('payment', ofEndedAfter)).toMatchObject({ ...erased, reference: 'MJT-END-AFTER' });
  });

  it('erases the card token 13 months after the end of the subscription, not a day before', async () => {
    const [after] = await t.db.query(`SELECT card_handle, card_expiry, card_last_digits FROM subscription WHERE restaurant_id = $1`, [await restaurant('rp-g')]);
    const [before] = await t.db.query(`SELECT card_handle, card_expiry, card_last_digits FROM subscription WHERE restaurant_id = $1`, [await restaurant('rp-h')]);
    // Erased by the previous test's sweep (the step after the payments').
    expect(after).toEqual({ card_handle: null, card_expiry: null, card_last_digits: null });
    expect(before).toEqual({ card_handle: 'HANDLE', card_expiry: '1230', card_last_digits: '44' });
    expect((await sweep()).cardTokens).toBe(0);
  });
});

describe('invoices: deleted 10 years after the end of their year', () => {
  it('keeps an invoice whose term (1 January, 11 years after its year) is to come, deletes one past it; the database refuses an earlier deletion', async () => {
    const [{ year }] = await t.db.query(`SELECT extract(year FROM now() AT TIME ZONE 'Europe/Paris')::int AS year`);
    const before = await insertInvoiceOfYear(t.db, year - 10, 1);
    const after = await insertInvoiceOfYear(t.db, year - 11, 1);
    expect((await sweep()).invoices).toBe(1);
    expect(await rowOf('invoice', before)).toBeDefined();
    expect(await rowOf('invoice', after)).toBeUndefined();
    // write under test: the invoice trigger lets through only what is past its term.
    await expect(t.db.query(`DELETE FROM invoice WHERE id = $1`, [before])).rejects.toThrow('Une facture émise ne change jamais');
  });
});

describe('closed accounts of authors (LCEN, décret 2021-1362): identification kept apart 1 year, then deleted', () => {
  it('copies an author’s identification at deletion with the ids of what stays on line; nothing for an account with nothing on line', async () => {
    const author = new AccountClient(t);
    await author.createVerifiedCustomer('auteur-ferme@exemple.fr');
    const authorId = (await accountId(t.db, 'auteur-ferme@exemple.fr'))!;
    const published = await insertReview(t.db, { restaurantId: await restaurant('rp-r'), authorId, text: 'Publié, reste en ligne anonymisé.' });
    await insertReview(t.db, { restaurantId: await restaurant('rp-r'), authorId, status: 'pending', visitDate: 20, text: 'En attente, supprimé avec le compte.' });
    const silent = new AccountClient(t);
    await silent.createVerifiedCustomer('lecteur-ferme@exemple.fr');

    for (const c of [author, silent]) {
      const r = await c.gql<{ deleteAccount: { __typename: string } }>(`mutation ($p: String!) { deleteAccount(password: $p) { __typename } }`, { p: PASSWORD });
      expect(r.data.deleteAccount.__typename).toBe('Done');
    }
    const keeps = await t.db.query(`SELECT former_user_id, role, email, first_name, last_name, salutation, birth_date, phone, review_ids, reply_ids FROM closed_account_keep WHERE email LIKE '%-ferme@exemple.fr'`);
    expect(keeps).toEqual([{ former_user_id: authorId, role: 'customer', email: 'auteur-ferme@exemple.fr', first_name: 'Léa', last_name: 'Durand', salutation: 'Mme', birth_date: null, phone: null, review_ids: [published], reply_ids: [] }]);
    expect(await accountId(t.db, 'auteur-ferme@exemple.fr')).toBeUndefined();
    expect((await rowOf('review', published))?.author_id).toBeNull();
    // The farewell e-mail says what is kept, and only to the one whose identification is kept.
    const farewell = async (email: string) => (await messagesFor(t.config.dataDir, email)).find((m) => m.subject === ACCOUNT_MAIL_SUBJECTS.accountDeleted)?.text ?? '';
    const sentence = 'les données d’identification de votre compte (e-mail, nom, prénom, civilité, date de naissance et téléphone s’ils ont été donnés, date de création) et la liste de vos contributions restées en ligne sont gardées à part un an';
    expect(await farewell('auteur-ferme@exemple.fr')).toContain(sentence);
    expect(await farewell('lecteur-ferme@exemple.fr')).toContain('Votre compte Mijote a bien été supprimé');
    expect(await farewell('lecteur-ferme@exemple.fr')).not.toContain(sentence);
  });

  it('keeps the copy 1 year less a day after the closing, deletes it 1 year and a day after', async () => {
    const restaurantId = await restaurant('rp-r');
    for (const email of ['garde-recente@exemple.fr', 'garde-ancienne@exemple.fr']) {
      const id = await insertAccount(t.db, { email, passwordHash: 'x' });
      await insertReview(t.db, { restaurantId, authorId: id, text: `Avis de ${email}.` });
      await accountService.removeAccount(ctx, id);
    }
    await closedAgo(t.db, 'garde-recente@exemple.fr', '1 year -1 day');
    await closedAgo(t.db, 'garde-ancienne@exemple.fr', '1 year 1 day');
    expect((await sweep()).closedAccountKeep).toBe(1);
    const left = (await t.db.query(`SELECT email FROM closed_account_keep WHERE email LIKE 'garde-%'`)).map((r: { email: string }) => r.email);
    expect(left).toEqual(['garde-recente@exemple.fr']);
  });
});

describe('periods the sweep already kept, one day either side', () => {
  it('sessions: deleted 1 year after their expiry', async () => {
    const c = new AccountClient(t);
    await c.createVerifiedCustomer('sessions-jour@exemple.fr');
    const other = new AccountClient(t);
    await other.createVerifiedCustomer('sessions-veille@exemple.fr');
    await clock.expireSessions(t.db, (await accountId(t.db, 'sessions-jour@exemple.fr'))!, '1 year 1 day');
    await clock.expireSessions(t.db, (await accountId(t.db, 'sessions-veille@exemple.fr'))!, '1 year -1 day');
    expect((await sweep()).sessions).toBeGreaterThan(0);
    const count = async (email: string) => (await t.db.query(`SELECT count(*)::int AS n FROM refresh_token WHERE user_id = $1`, [await accountId(t.db, email)]))[0].n;
    expect(await count('sessions-jour@exemple.fr')).toBe(0);
    expect(await count('sessions-veille@exemple.fr')).toBeGreaterThan(0);
  });

  it('inactive customers, once warned 30 days before: deleted 2 years after their last sign of life', async () => {
    for (const email of ['inactif-veille@exemple.fr', 'inactif-lendemain@exemple.fr']) await insertAccount(t.db, { email, passwordHash: 'x' });
    await lastActiveAgo(t.db, (await accountId(t.db, 'inactif-veille@exemple.fr'))!, '2 years -1 day');
    await lastActiveAgo(t.db, (await accountId(t.db, 'inactif-lendemain@exemple.fr'))!, '2 years 1 day');
    await clock.warnedDaysAgo(t.db, ['inactif-veille@exemple.fr', 'inactif-lendemain@exemple.fr'], 31);
    expect((await sweep()).inactiveCustomerAccounts).toBe(1);
    expect(await accountId(t.db, 'inactif-veille@exemple.fr')).toBeDefined();
    expect(await accountId(t.db, 'inactif-lendemain@exemple.fr')).toBeUndefined();
  });
});

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '../../common/review-report-rules.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../server/src/data/seed/demo-accounts.js';
import { REVIEW_MODERATION_SUBJECTS } from '../../server/src/modules/mail/mail.templates.js';
import { insertRestaurants, restaurantRecord } from '../factories/restaurants.js';
import { insertReview, insertReviewPhotoRow } from '../factories/reviews.js';
import { messagesFor } from '../support/outbox.js';
import { AccountClient, PASSWORD } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';

/**
 * Review reports (issue 13, DSA art. 16 and 17) through real HTTP on real PostgreSQL: anyone reports a published review
 * for one of SPEC §3's reasons, once; the moderation area groups the reports; removing the review takes it off the page
 * with the rating and count recomputed, tells its author why and the reporters the outcome; keeping it tells the reporters.
 */
let t: TestServer;
let idUrl = '';
const reviewIds: Record<'rude' | 'fine' | 'pending', number> = { rude: 0, fine: 0, pending: 0 };
const clients = {} as Record<'admin' | 'customer' | 'author' | 'visitor' | 'other', AccountClient>;

const REPORT = `mutation ($input: ReportReviewInput!) { reportReview(input: $input) { __typename
  ... on ReviewReported { message } ... on UserError { code message } ... on InvalidInputError { field } } }`;
const QUEUE = `{ reviewReports { reviewId restaurantName authorName text reports { reason details signedIn } } }`;
const DECIDE = `mutation ($input: ReviewReportsDecisionInput!) { decideReviewReports(input: $input) { __typename
  ... on ReviewReportsDecided { reviewId removed } ... on UserError { code message } } }`;
type Gql = { data: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] };
/** Every request comes from 127.0.0.1 here: anonymous reporters share one address, so one report per review between them. */
const report = async (c: AccountClient, input: Record<string, unknown>) => (await c.gql(REPORT, { input })) as Gql;
const page = async () => ((await t.gql(`{ restaurant(idUrl: "${idUrl}") { ... on Restaurant { rating reviewCount reviews { id } } } }`)) as Gql).data!.restaurant as { rating: number; reviewCount: number; reviews: { id: string }[] };

beforeAll(async () => {
  t = await startTestServer();
  const ids = await insertRestaurants(t.db, [restaurantRecord({ externalId: 'avis', name: 'Le Bistrot des Avis' })], t.config.mediaDir);
  idUrl = ids.get('avis')!;
  await seedDemoAccounts(t.db, () => {});
  clients.author = new AccountClient(t);
  await clients.author.createVerifiedCustomer('auteur@exemple.fr');
  const [{ id: authorId }] = await t.db.query(`SELECT id FROM app_user WHERE email = 'auteur@exemple.fr'`);
  const [{ id: rid }] = await t.db.query('SELECT id FROM restaurant WHERE id_url = $1', [idUrl]);
  // One review per author, restaurant and visit date (issue 14): each fixture visited on another day.
  let daysAgo = 10;
  const insert = (rating: number, text: string, status: 'published' | 'pending' = 'published') =>
    insertReview(t.db, { restaurantId: rid, authorId, authorName: 'Auteur', rating, text, status, visitDate: daysAgo++ });
  reviewIds.rude = await insert(1, 'Un avis plein d’insultes envers le personnel.');
  reviewIds.fine = await insert(5, 'Très bon accueil, cuisine soignée.');
  reviewIds.pending = await insert(4, 'Pas encore relu.', 'pending');
  clients.admin = new AccountClient(t);
  expect(await clients.admin.logInAdmin(DEMO_ACCOUNTS[2].email)).toMatchObject({ __typename: 'SecondFactorSession' });
  clients.customer = new AccountClient(t);
  await clients.customer.logIn(DEMO_ACCOUNTS[0].email, PASSWORD, 'customer');
  clients.visitor = new AccountClient(t);
  clients.other = new AccountClient(t);
}, 120_000);
afterAll(() => t?.close());

describe('reporting a review', () => {
  it('refuses a bad reason, « Autre motif » without details, a bad e-mail, an unknown or unpublished review, in French', async () => {
    expect((await report(clients.visitor, { reviewId: reviewIds.rude, reason: 'nul' })).data!.reportReview).toEqual({ __typename: 'InvalidInputError', code: 'INVALID_INPUT', message: REPORT_MESSAGES.reasonUnknown, field: 'reason' });
    expect((await report(clients.visitor, { reviewId: reviewIds.rude, reason: 'other', details: ' ' })).data!.reportReview).toMatchObject({ message: REPORT_MESSAGES.detailsRequired, field: 'details' });
    expect((await report(clients.visitor, { reviewId: reviewIds.rude, reason: 'vulgar', email: 'pas-une-adresse' })).data!.reportReview).toMatchObject({ message: REPORT_MESSAGES.emailInvalid, field: 'email' });
    expect((await report(clients.visitor, { reviewId: 2_147_483_647, reason: 'vulgar' })).data!.reportReview).toMatchObject({ __typename: 'NotFoundError', message: REPORT_MESSAGES.reviewNotFound });
    expect((await report(clients.visitor, { reviewId: reviewIds.pending, reason: 'vulgar' })).data!.reportReview).toMatchObject({ __typename: 'NotFoundError' });
  });

  it('accepts one report per reporter and review, from a visitor and from a customer, with an acknowledgement', async () => {
    expect((await report(clients.visitor, { reviewId: reviewIds.rude, reason: 'vulgar', details: 'Insultes.', email: 'Temoin@Exemple.fr' })).data!.reportReview)
      .toEqual({ __typename: 'ReviewReported', message: REPORT_MESSAGES.received });
    expect((await report(clients.other, { reviewId: reviewIds.rude, reason: 'hateful' })).data!.reportReview).toMatchObject({ code: 'CONFLICT', message: REPORT_MESSAGES.alreadyReported });
    expect((await report(clients.customer, { reviewId: reviewIds.rude, reason: 'fake' })).data!.reportReview).toMatchObject({ __typename: 'ReviewReported' });
    expect((await report(clients.customer, { reviewId: reviewIds.fine, reason: 'affiliated' })).data!.reportReview).toMatchObject({ __typename: 'ReviewReported' });
  });
});

describe('the moderation of reports', () => {
  it('groups the reports by review, oldest first', async () => {
    const queue = ((await clients.admin.gql(QUEUE)) as Gql).data!.reviewReports as { reviewId: number; reports: { reason: string; signedIn: boolean }[] }[];
    expect(queue.map((q) => q.reviewId)).toEqual([reviewIds.rude, reviewIds.fine]);
    expect(queue[0].reports).toEqual([
      { reason: 'Propos vulgaires ou injurieux', details: 'Insultes.', signedIn: false },
      { reason: 'Faux avis', details: '', signedIn: true },
    ]);
  });

  it('removes a review: off the page, rating and count recomputed, the author told why, the reporters the outcome, logged', async () => {
    const before = await page();
    expect(before).toMatchObject({ rating: 3, reviewCount: 2 });
    expect(((await clients.admin.gql(DECIDE, { input: { reviewId: reviewIds.rude, remove: true, reason: 'court' } })) as Gql).data!.decideReviewReports).toMatchObject({ code: 'INVALID_INPUT' });
    // Its published photo (issue 24): gone with it, row and file.
    const photo = `restaurants/${idUrl}/avis-${reviewIds.rude}-abcdef.webp`;
    mkdirSync(path.dirname(path.join(t.config.mediaDir, photo)), { recursive: true });
    writeFileSync(path.join(t.config.mediaDir, photo), 'webp');
    await insertReviewPhotoRow(t.db, reviewIds.rude, photo);
    const reason = 'Propos injurieux envers le personnel, contraires à la charte.';
    expect(((await clients.admin.gql(DECIDE, { input: { reviewId: reviewIds.rude, remove: true, reason } })) as Gql).data!.decideReviewReports).toEqual({ __typename: 'ReviewReportsDecided', reviewId: reviewIds.rude, removed: true });
    expect((await t.db.query(`SELECT count(*)::int AS n FROM review_photo WHERE review_id = $1`, [reviewIds.rude]))[0].n).toBe(0);
    expect(existsSync(path.join(t.config.mediaDir, photo))).toBe(false);
    const after = await page();
    expect(after).toMatchObject({ rating: 5, reviewCount: 1 });
    expect(after.reviews.map((r) => Number(r.id))).toEqual([reviewIds.fine]);
    const statement = (await messagesFor(t.config.dataDir, 'auteur@exemple.fr')).find((m) => m.subject === REVIEW_MODERATION_SUBJECTS.removed);
    expect(statement?.text).toContain(reason);
    expect(statement?.text).toContain('Propos vulgaires ou injurieux ; Faux avis');
    expect(statement?.text).toMatch(/contester/);
    for (const reporter of ['temoin@exemple.fr', DEMO_ACCOUNTS[0].email]) {
      expect((await messagesFor(t.config.dataDir, reporter)).find((m) => m.subject === REVIEW_MODERATION_SUBJECTS.outcome)?.text).toContain('a retiré cet avis');
    }
    expect(((await clients.admin.gql(DECIDE, { input: { reviewId: reviewIds.rude, remove: false, reason } })) as Gql).data!.decideReviewReports).toMatchObject({ code: 'CONFLICT', message: REPORT_MESSAGES.noOpenReport });
    const [entry] = ((await clients.admin.gql('{ moderationLog { actionLabel targetLabel reason } }')) as Gql).data!.moderationLog as { actionLabel: string; targetLabel: string; reason: string }[];
    expect(entry).toMatchObject({ actionLabel: 'Avis retiré', reason });
    expect(entry.targetLabel).toContain('Le Bistrot des Avis');
  });

  it('keeps a review: still on the page, the reporter told', async () => {
    expect(((await clients.admin.gql(DECIDE, { input: { reviewId: reviewIds.fine, remove: false, reason: 'Aucun lien avec l’établissement établi.' } })) as Gql).data!.decideReviewReports).toMatchObject({ removed: false });
    expect((await page()).reviewCount).toBe(1);
    expect(((await clients.admin.gql(QUEUE)) as Gql).data!.reviewReports).toEqual([]);
    const outcomes = (await messagesFor(t.config.dataDir, DEMO_ACCOUNTS[0].email)).filter((m) => m.subject === REVIEW_MODERATION_SUBJECTS.outcome);
    expect(outcomes.some((m) => m.text?.includes('de conserver cet avis'))).toBe(true);
  });

  it('leaves the reports’ queue and decisions to the admin', async () => {
    for (const [who, code] of [['customer', 'FORBIDDEN'], ['visitor', 'UNAUTHENTICATED']] as const) {
      expect(((await clients[who].gql(QUEUE)) as Gql).errors?.map((e) => e.extensions?.code)).toEqual([code]);
      expect(((await clients[who].gql(DECIDE, { input: { reviewId: reviewIds.fine, remove: true, reason: 'Un motif assez long.' } })) as Gql).errors?.map((e) => e.extensions?.code)).toEqual([code]);
    }
  });
});

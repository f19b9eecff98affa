import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLY_MESSAGES, REVIEW_MESSAGES, REVIEW_FLAGS, REVIEW_PHOTO_MESSAGES, REVIEW_REJECTION_REASONS, visitMonths } from '../../common/review-rules.js';
import { hashPassword } from '../../server/src/auth/passwords.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../server/src/data/seed/demo-accounts.js';
import { REVIEW_MODERATION_SUBJECTS } from '../../server/src/modules/mail/mail.templates.js';
import { insertRestaurants, restaurantRecord, reviewsWithRatings } from '../factories/restaurants.js';
import { activateSubscription } from '../factories/subscriptions.js';
import { insertAccount, insertOwner, setEmailVerified } from '../factories/accounts.js';
import { deleteReviewsSignedLike, insertReview } from '../factories/reviews.js';
import { messagesFor } from '../support/outbox.js';
import { AccountClient, PASSWORD } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';

/**
 * Writing reviews (issue 14) through real HTTP on real PostgreSQL: a verified customer writes a review, which waits for
 * the moderation (not on the page, the rating unchanged); published in area 2 it appears with its dates and the rating
 * and count follow in the same transaction; an edit goes back to the queue and then shows its edit date; a refusal
 * e-mails the author its ground; each rule refused with its French message; who may do what.
 */
let t: TestServer;
let ids: Map<string, string>;
const clients = {} as Record<'admin' | 'owner' | 'customer' | 'other' | 'linked' | 'visitor' | 'patron', AccountClient>;
const [thisMonth, lastMonth, , , , , , , , , , , aYearAgo] = visitMonths().map((m) => m.value);

const WRITE = `mutation ($idUrl: String!, $input: ReviewInput!) { writeReview(idUrl: $idUrl, input: $input) { __typename
  ... on ReviewSent { id message } ... on UserError { code message } ... on InvalidInputError { field } } }`;
const EDIT = `mutation ($id: Int!, $input: ReviewInput!) { editReview(id: $id, input: $input) { __typename
  ... on ReviewSent { id message } ... on UserError { code message } ... on InvalidInputError { field } } }`;
const DELETE = `mutation ($id: Int!) { deleteReview(id: $id) { __typename ... on ReviewDone { message } ... on UserError { code message } } }`;
const MINE = `{ myReviews { id status title rejectionReason rejectionDetails publishedAt editedAt } }`;
const QUEUE = `{ reviewQueue { ... on ReviewQueuePage { items { id title authorName flags editedAt } } } }`;
const DECIDE = `mutation ($input: ReviewDecisionInput!) { decideReview(input: $input) { __typename ... on ReviewDone { message } ... on UserError { code message } ... on InvalidInputError { field } } }`;
const PAGE = `query ($idUrl: String!) { restaurant(idUrl: $idUrl) { ... on Restaurant { rating reviewCount reviews { id title text visitDate meal publishedAt editedAt reply { text publishedAt editedAt } } } } }`;
type Gql = { data: Record<string, Record<string, unknown>> | null; errors?: { extensions?: { code?: string } }[] };
type Page = { rating: number; reviewCount: number; reviews: { id: string; title: string | null; visitDate: string; meal: string | null; publishedAt: string; editedAt: string | null; reply: { text: string; publishedAt: string; editedAt: string | null } | null }[] };
const codes = (r: Gql) => r.errors?.map((e) => e.extensions?.code);

const review = (extra: Record<string, unknown> = {}) => ({
  rating: 4, title: 'Un déjeuner réussi', text: 'Accueil chaleureux, plat du jour généreux et dessert maison excellent. Nous reviendrons avec plaisir.',
  visitMonth: lastMonth, meal: 'dejeuner', sworn: true, ...extra,
});
const write = async (idUrl: string, input: Record<string, unknown>, c = clients.customer) => ((await c.gql(WRITE, { idUrl, input })) as Gql);
const page = async (idUrl: string) => ((await clients.visitor.gql(PAGE, { idUrl })) as Gql).data!.restaurant as unknown as Page;
const decide = async (input: Record<string, unknown>, c = clients.admin) => ((await c.gql(DECIDE, { input })) as Gql);

async function customer(email: string): Promise<AccountClient> {
  await insertAccount(t.db, { email, firstName: 'Inès', lastName: 'Lebrun', passwordHash: await hashPassword(PASSWORD) });
  const c = new AccountClient(t);
  await c.logIn(email, PASSWORD, 'customer');
  return c;
}

beforeAll(async () => {
  // Many calls from one address: the per-client API limit is not what this file tests.
  t = await startTestServer({ API_RATE_LIMIT_PER_MINUTE: '100000' });
  ids = await insertRestaurants(t.db, [
    restaurantRecord({ externalId: 'gouteur', name: 'Le Goûteur', reviews: reviewsWithRatings([2, 2]) }),
    restaurantRecord({ externalId: 'linked', name: 'La Maison Liée' }),
    restaurantRecord({ externalId: 'hidden', name: 'Pas Publié', published: false }),
  ], t.config.mediaDir);
  await seedDemoAccounts(t.db, () => {});
  clients.admin = new AccountClient(t);
  expect(await clients.admin.logInAdmin(DEMO_ACCOUNTS[2].email)).toMatchObject({ __typename: 'SecondFactorSession' });
  clients.owner = new AccountClient(t);
  await clients.owner.logIn(DEMO_ACCOUNTS[1].email, PASSWORD, 'restaurateur');
  clients.customer = new AccountClient(t);
  await clients.customer.logIn(DEMO_ACCOUNTS[0].email, PASSWORD, 'customer');
  clients.other = await customer('ines@exemple.fr');
  // A customer account whose address bills La Maison Liée.
  clients.linked = await customer('gerante@maison-liee.fr');
  const { restaurantId: id } = await insertOwner(t.db, { email: 'patron@maison-liee.fr', firstName: 'Paul', lastName: 'Lié', passwordHash: 'x' }, { idUrl: ids.get('linked')! });
  await activateSubscription(t.db, id, { billingEmail: 'gerante@maison-liee.fr' });
  clients.visitor = new AccountClient(t);
  // Le Goûteur's owner, who hears of new reviews and replies to them.
  await insertOwner(t.db, { email: 'patron@gouteur.fr', firstName: 'Jean', lastName: 'Goûteur', passwordHash: await hashPassword(PASSWORD) }, { idUrl: ids.get('gouteur')! });
  clients.patron = new AccountClient(t);
  await clients.patron.logIn('patron@gouteur.fr', PASSWORD, 'restaurateur');
}, 120_000);
afterAll(() => t?.close());

describe('writing a review', () => {
  let firstId = 0;

  it('sends it to the moderation: not on the page, the rating and count unchanged, flagged where it holds contact details', async () => {
    const idUrl = ids.get('gouteur')!;
    const before = await page(idUrl);
    const sent = (await write(idUrl, review({ text: `${review().text as string} Réservez au 06 12 34 56 78 ou sur www.legouteur.fr !` }))).data!.writeReview;
    expect(sent).toMatchObject({ __typename: 'ReviewSent', message: REVIEW_MESSAGES.sent });
    firstId = sent.id as number;
    const after = await page(idUrl);
    expect(after).toMatchObject({ rating: before.rating, reviewCount: before.reviewCount });
    expect(after.reviews.map((r) => r.id)).not.toContain(String(firstId));
    const [row] = await t.db.query(`SELECT status, author_name, to_char(visit_date, 'YYYY-MM-DD') AS visit, meal, sworn_at IS NOT NULL AS sworn, flags FROM review WHERE id = $1`, [firstId]);
    expect(row).toEqual({ status: 'pending', author_name: 'Camille M.', visit: `${lastMonth}-01`, meal: 'dejeuner', sworn: true, flags: ['link', 'phone'] });
    const queue = (((await clients.admin.gql(QUEUE)) as Gql).data!.reviewQueue as unknown as { items: { id: number; flags: string[] }[] }).items;
    expect(queue.find((q) => q.id === firstId)?.flags).toEqual([REVIEW_FLAGS.link, REVIEW_FLAGS.phone]);
    const mine = ((await clients.customer.gql(MINE)) as Gql).data!.myReviews as unknown as { id: number; status: string }[];
    expect(mine.find((m) => m.id === firstId)).toMatchObject({ status: 'pending' });
  });

  it('refuses each rule with its French message', async () => {
    const idUrl = ids.get('gouteur')!;
    const future = `${Number(thisMonth.slice(0, 4)) + 1}-${thisMonth.slice(5)}`;
    const [y, m] = aYearAgo.split('-').map(Number);
    const tooOld = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ rating: 0 }, 'rating', REVIEW_MESSAGES.rating], [{ rating: 6 }, 'rating', REVIEW_MESSAGES.rating],
      [{ title: 'Bof' }, 'title', REVIEW_MESSAGES.title], [{ title: 'x'.repeat(101) }, 'title', REVIEW_MESSAGES.title],
      [{ text: 'Trop court.' }, 'text', REVIEW_MESSAGES.textShort], [{ text: 'x'.repeat(2001) }, 'text', REVIEW_MESSAGES.textLong],
      [{ visitMonth: future }, 'visitMonth', REVIEW_MESSAGES.visitMonth], [{ visitMonth: tooOld }, 'visitMonth', REVIEW_MESSAGES.visitMonth],
      [{ visitMonth: 'hier' }, 'visitMonth', REVIEW_MESSAGES.visitMonth], [{ meal: 'souper' }, 'meal', REVIEW_MESSAGES.meal],
      [{ sworn: false }, 'sworn', REVIEW_MESSAGES.sworn],
    ];
    for (const [extra, field, message] of cases) {
      expect((await write(idUrl, review({ ...extra, visitMonth: extra.visitMonth ?? thisMonth }), clients.other)).data!.writeReview, message).toEqual({ __typename: 'InvalidInputError', code: 'INVALID_INPUT', message, field });
    }
    // The oldest month allowed is a year ago.
    expect((await write(idUrl, review({ visitMonth: aYearAgo }), clients.other)).data!.writeReview).toMatchObject({ __typename: 'ReviewSent' });
  });

  it('allows one review per restaurant and visit month', async () => {
    const idUrl = ids.get('gouteur')!;
    expect((await write(idUrl, review())).data!.writeReview).toEqual({ __typename: 'ActionError', code: 'CONFLICT', message: REVIEW_MESSAGES.alreadyReviewed });
    expect((await write(idUrl, review({ visitMonth: thisMonth }))).data!.writeReview).toMatchObject({ __typename: 'ReviewSent' });
    // Nor can an edit move a review onto a month already reviewed.
    const moved = (await clients.customer.gql(EDIT, { id: firstId, input: review({ visitMonth: thisMonth }) })) as Gql;
    expect(moved.data!.editReview).toEqual({ __typename: 'ActionError', code: 'CONFLICT', message: REVIEW_MESSAGES.alreadyReviewed });
    expect((await t.db.query(`SELECT to_char(visit_date, 'YYYY-MM') AS m FROM review WHERE id = $1`, [firstId]))[0].m).toBe(lastMonth);
  });

  it('refuses an unverified address, a restaurant the account is linked to, an unpublished restaurant, and every role but customers', async () => {
    await setEmailVerified(t.db, 'ines@exemple.fr', false);
    expect((await write(ids.get('gouteur')!, review({ visitMonth: thisMonth }), clients.other)).data!.writeReview).toEqual({ __typename: 'ActionError', code: 'EMAIL_NOT_VERIFIED', message: REVIEW_MESSAGES.unverified });
    await setEmailVerified(t.db, 'ines@exemple.fr', true);
    expect((await write(ids.get('linked')!, review(), clients.linked)).data!.writeReview).toEqual({ __typename: 'ActionError', code: 'CONFLICT', message: REVIEW_MESSAGES.ownRestaurant });
    expect((await write(ids.get('hidden')!, review())).data!.writeReview).toMatchObject({ __typename: 'NotFoundError', message: REVIEW_MESSAGES.restaurantNotFound });
    expect(codes(await write(ids.get('gouteur')!, review(), clients.visitor))).toEqual(['UNAUTHENTICATED']);
    expect(codes(await write(ids.get('gouteur')!, review(), clients.owner))).toEqual(['FORBIDDEN']);
    expect(codes(await write(ids.get('gouteur')!, review(), clients.admin))).toEqual(['FORBIDDEN']);
  });

  it('publishes in area 2: on the page with its dates, the rating and count recomputed; an edit goes back to the queue and shows its edit date', async () => {
    const idUrl = ids.get('gouteur')!;
    const before = await page(idUrl);
    expect(codes(await decide({ id: firstId, publish: true }, clients.customer))).toEqual(['FORBIDDEN']);
    expect((await decide({ id: firstId, publish: true })).data!.decideReview).toEqual({ __typename: 'ReviewDone', message: 'Avis publié sur la page du Goûteur : son auteur en est prévenu par e-mail.' });
    // Its author hears of it (issue 25), with the page's address.
    const authorMails = async () => (await messagesFor(t.config.dataDir, DEMO_ACCOUNTS[0].email)).filter((m) => m.subject === REVIEW_MODERATION_SUBJECTS.published);
    const [told] = await authorMails();
    expect(told?.text).toContain('Votre avis sur Le Goûteur (« Un déjeuner réussi ») a été relu par l’équipe de modération de Mijote : il est publié sur la page du restaurant.');
    expect(told?.text).toMatch(new RegExp(`/restaurant/[a-z-]+/le-gouteur_${idUrl}`));
    let after = await page(idUrl);
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    expect(after.rating).toBeCloseTo((2 + 2 + 4) / 3, 1);
    const shown = after.reviews.find((r) => r.id === String(firstId))!;
    expect(shown).toMatchObject({ title: 'Un déjeuner réussi', visitDate: `${lastMonth}-01`, meal: 'Déjeuner', editedAt: null });
    const published = shown.publishedAt;
    const [log] = await t.db.query(`SELECT action, actor_label FROM moderation_log WHERE target_kind = 'review' AND target_id = $1`, [firstId]);
    expect(log).toEqual({ action: 'review_published', actor_label: DEMO_ACCOUNTS[2].email });
    expect((await decide({ id: firstId, publish: true })).data!.decideReview).toEqual({ __typename: 'ActionError', code: 'CONFLICT', message: REVIEW_MESSAGES.notPending });
    const newReviewMails = async () => (await messagesFor(t.config.dataDir, 'patron@gouteur.fr')).filter((m) => m.subject === REVIEW_MODERATION_SUBJECTS.newReview);
    expect((await newReviewMails())[0]?.text).toContain('« Un déjeuner réussi »');

    const edited = (await clients.customer.gql(EDIT, { id: firstId, input: review({ rating: 5, title: 'Encore mieux qu’annoncé' }) })) as Gql;
    expect(edited.data!.editReview).toMatchObject({ __typename: 'ReviewSent', message: REVIEW_MESSAGES.edited });
    after = await page(idUrl);
    expect(after.reviews.map((r) => r.id)).not.toContain(String(firstId));
    expect(after).toMatchObject({ reviewCount: before.reviewCount, rating: before.rating });
    await decide({ id: firstId, publish: true });
    after = await page(idUrl);
    const again = after.reviews.find((r) => r.id === String(firstId))!;
    expect(again).toMatchObject({ title: 'Encore mieux qu’annoncé', publishedAt: published });
    expect(again.editedAt).not.toBeNull();
    expect(after.rating).toBeCloseTo((2 + 2 + 5) / 3, 1);
    // The owner heard of the review once, not of its edit; its author of both publications.
    expect(await newReviewMails()).toHaveLength(1);
    expect((await authorMails()).map((m) => m.text.includes('Votre avis modifié sur Le Goûteur (« Encore mieux qu’annoncé »)'))).toEqual([false, true]);
  });

  it('refuses in area 2 for a charter ground: the author is e-mailed the statement of reasons and sees it in their profile', async () => {
    const mine = ((await clients.customer.gql(MINE)) as Gql).data!.myReviews as unknown as { id: number; status: string }[];
    const waiting = mine.find((m) => m.status === 'pending')!;
    expect((await decide({ id: waiting.id, publish: false })).data!.decideReview).toMatchObject({ __typename: 'InvalidInputError', field: 'reason', message: REVIEW_MESSAGES.reasonRequired });
    expect((await decide({ id: waiting.id, publish: false, reason: 'elsewhere', details: 'Vous décrivez une crêperie, ce restaurant est une brasserie.' })).data!.decideReview).toMatchObject({ __typename: 'ReviewDone' });
    const mail = (await messagesFor(t.config.dataDir, DEMO_ACCOUNTS[0].email)).find((m) => m.subject === REVIEW_MODERATION_SUBJECTS.rejected)!;
    expect(mail.text).toContain(REVIEW_REJECTION_REASONS.elsewhere);
    expect(mail.text).toContain('Vous décrivez une crêperie');
    expect(mail.text).toContain('contester');
    const rejected = (((await clients.customer.gql(MINE)) as Gql).data!.myReviews as unknown as { id: number; status: string; rejectionReason: string; rejectionDetails: string }[]).find((m) => m.id === waiting.id);
    expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: REVIEW_REJECTION_REASONS.elsewhere, rejectionDetails: 'Vous décrivez une crêperie, ce restaurant est une brasserie.' });
  });

  it('deletes the author’s own review only; account deletion keeps published reviews anonymised and deletes the rest', async () => {
    const mine = ((await clients.other.gql(MINE)) as Gql).data!.myReviews as unknown as { id: number }[];
    expect((await clients.customer.gql(DELETE, { id: mine[0].id }) as Gql).data!.deleteReview).toMatchObject({ __typename: 'NotFoundError' });
    const idUrl = ids.get('gouteur')!;
    await write(idUrl, review({ visitMonth: thisMonth }), clients.other);
    const all = ((await clients.other.gql(MINE)) as Gql).data!.myReviews as unknown as { id: number }[];
    await decide({ id: all[all.length - 1].id, publish: true });
    expect((await clients.other.gql(DELETE, { id: all[0].id }) as Gql).data!.deleteReview).toEqual({ __typename: 'ReviewDone', message: REVIEW_MESSAGES.deleted });
    expect((await t.db.query(`SELECT count(*)::int AS n FROM review WHERE id = $1`, [all[0].id]))[0].n).toBe(0);

    const [{ id: userId }] = await t.db.query(`SELECT id FROM app_user WHERE email = 'ines@exemple.fr'`);
    await write(idUrl, review({ visitMonth: visitMonths()[3].value }), clients.other);
    expect((await clients.other.gql(`mutation { deleteAccount(password: "${PASSWORD}") { __typename } }`) as Gql).data!.deleteAccount).toMatchObject({ __typename: 'Done' });
    const left = await t.db.query(`SELECT status, author_id, author_name FROM review WHERE id = ANY($1)`, [all.map((a) => a.id)]);
    expect(left).toEqual([{ status: 'published', author_id: null, author_name: 'Ancien membre' }]);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM review WHERE author_id = $1`, [userId]))[0].n).toBe(0);
  });
});

describe('area 2’s queue of reviews to read (issue 25)', () => {
  const PAGE_QUERY = `query ($input: ReviewQueueInput) { reviewQueue(input: $input) { __typename
    ... on ReviewQueuePage { total waiting page pageCount items { id authorName flags } } ... on InvalidInputError { field message } } }`;
  type QueuePage = { __typename: string; total: number; waiting: number; page: number; pageCount: number; items: { id: number; authorName: string; flags: string[] }[]; field?: string; message?: string };
  const queue = async (input: Record<string, unknown>) => ((await clients.admin.gql(PAGE_QUERY, { input })) as Gql).data!.reviewQueue as unknown as QueuePage;

  it('pages by 20 on the server, searches the restaurant or the author, keeps the flagged or overdue ones, and refuses an unbounded request', async () => {
    const [{ id }] = await t.db.query(`SELECT id FROM restaurant WHERE id_url = $1`, [ids.get('gouteur')]);
    // 25 waiting reviews signed « Zélie n » : the first 5 waited 4 days (past the 72 hours), every third one has a flag.
    for (let n = 1; n <= 25; n++) {
      await insertReview(t.db, { restaurantId: id, authorName: `Zélie ${n}`, text: 'Un repas simple et bon, servi avec le sourire, dans une salle calme et lumineuse.',
        visitDate: 10, status: 'pending', hoursAgo: n <= 5 ? 96 - n : 30 - n, flags: n % 3 === 0 ? ['link'] : [] });
    }
    const first = await queue({ search: 'zélie' });
    expect(first).toMatchObject({ __typename: 'ReviewQueuePage', total: 25, page: 1, pageCount: 2 });
    expect(first.waiting).toBeGreaterThanOrEqual(25);
    expect(first.items).toHaveLength(20);
    // The longest waiting first.
    expect(first.items.slice(0, 5).map((r) => r.authorName)).toEqual(['Zélie 1', 'Zélie 2', 'Zélie 3', 'Zélie 4', 'Zélie 5']);
    const second = await queue({ search: 'Zélie', page: 2 });
    expect(second.items.map((r) => r.authorName)).toEqual(['Zélie 21', 'Zélie 22', 'Zélie 23', 'Zélie 24', 'Zélie 25']);
    // The restaurant's name finds them too; the flagged ones; the overdue ones.
    expect((await queue({ search: 'goûteur' })).total).toBeGreaterThanOrEqual(25);
    const flagged = await queue({ search: 'Zélie', flaggedOnly: true });
    expect(flagged.items.map((r) => r.authorName)).toEqual(['Zélie 3', 'Zélie 6', 'Zélie 9', 'Zélie 12', 'Zélie 15', 'Zélie 18', 'Zélie 21', 'Zélie 24']);
    expect(flagged.items.every((r) => r.flags.length > 0)).toBe(true);
    expect((await queue({ search: 'Zélie', overdueOnly: true })).items.map((r) => r.authorName)).toEqual(['Zélie 1', 'Zélie 2', 'Zélie 3', 'Zélie 4', 'Zélie 5']);
    // A search with LIKE's wildcards means them literally.
    expect((await queue({ search: '%' })).total).toBe(0);
    // Bounded: a page past the last is empty, a search or a page out of bounds is refused in French.
    expect((await queue({ search: 'Zélie', page: 3 })).items).toEqual([]);
    expect(await queue({ page: 0 })).toMatchObject({ __typename: 'InvalidInputError', field: 'page', message: REVIEW_MESSAGES.queuePageInvalid });
    expect(await queue({ search: 'x'.repeat(81) })).toMatchObject({ __typename: 'InvalidInputError', field: 'search', message: REVIEW_MESSAGES.queueSearchTooLong });
    await deleteReviewsSignedLike(t.db, 'Zélie %');
  });
});

describe('owners reply', () => {
  const REVIEWS = `query ($idUrl: String!) { myRestaurantReviews(idUrl: $idUrl) { __typename ... on OwnerReviews { items { id isNew replyText replyStatus replyRejectionReason } }
    ... on UserError { code message } } }`;
  const SEEN = `mutation ($idUrl: String!) { markReviewsSeen(idUrl: $idUrl) { __typename } }`;
  const REPLY = `mutation ($input: ReplyInput!) { replyToReview(input: $input) { __typename ... on ReviewDone { message } ... on UserError { code message } ... on InvalidInputError { field } } }`;
  const REPLIES = `{ replyQueue { id text restaurantName reviewText } }`;
  const DECIDE_REPLY = `mutation ($input: ReviewDecisionInput!) { decideReply(input: $input) { __typename ... on ReviewDone { message } ... on UserError { code message } } }`;
  type Owned = { id: number; isNew: boolean; replyText: string | null; replyStatus: string | null; replyRejectionReason: string | null };
  const owned = async (c = clients.patron) => (((await c.gql(REVIEWS, { idUrl: ids.get('gouteur') })) as Gql).data!.myRestaurantReviews as unknown as { items: Owned[] }).items;
  const reply = async (reviewId: number, text: string, idUrl = ids.get('gouteur')!) => ((await clients.patron.gql(REPLY, { input: { idUrl, reviewId, text } })) as Gql).data!.replyToReview;
  const queued = async () => ((await clients.admin.gql(REPLIES)) as Gql).data!.replyQueue as unknown as { id: number; text: string }[];

  it('lists the published reviews of the owner’s restaurant only, new ones highlighted until seen', async () => {
    const items = await owned();
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.isNew)).toBe(true);
    expect(((await clients.patron.gql(SEEN, { idUrl: ids.get('gouteur') })) as Gql).data!.markReviewsSeen).toEqual({ __typename: 'ReviewDone' });
    expect((await owned()).some((i) => i.isNew)).toBe(false);
    expect(codes((await clients.owner.gql(REVIEWS, { idUrl: ids.get('gouteur') })) as Gql)).toEqual(['FORBIDDEN']);
    expect(codes((await clients.customer.gql(REVIEWS, { idUrl: ids.get('gouteur') })) as Gql)).toEqual(['FORBIDDEN']);
  });

  it('a reply waits for the moderation, then shows under the review with its date; refused, the owner has the ground', async () => {
    const [first] = await owned();
    expect(await reply(first.id, 'Merci')).toMatchObject({ __typename: 'InvalidInputError', message: REPLY_MESSAGES.text });
    expect(await reply(2147483647, 'Merci pour votre visite !')).toMatchObject({ __typename: 'NotFoundError', message: REPLY_MESSAGES.reviewNotFound });
    expect(await reply(first.id, 'Merci pour votre visite, à bientôt !')).toEqual({ __typename: 'ReviewDone', message: REPLY_MESSAGES.sent });
    let shown = (await page(ids.get('gouteur')!)).reviews.find((r) => r.id === String(first.id))!;
    expect(shown.reply).toBeNull();
    const waiting = (await queued()).find((q) => q.text === 'Merci pour votre visite, à bientôt !')!;
    expect(codes((await clients.patron.gql(DECIDE_REPLY, { input: { id: waiting.id, publish: true } })) as Gql)).toEqual(['FORBIDDEN']);
    expect(((await clients.admin.gql(DECIDE_REPLY, { input: { id: waiting.id, publish: true } })) as Gql).data!.decideReply).toMatchObject({ __typename: 'ReviewDone' });
    shown = (await page(ids.get('gouteur')!)).reviews.find((r) => r.id === String(first.id))!;
    expect(shown.reply).toMatchObject({ text: 'Merci pour votre visite, à bientôt !', editedAt: null });

    // Rewritten: back to the moderation, then refused for a charter ground.
    expect(await reply(first.id, 'Ce client ment, il n’est jamais venu : 06 12 34 56 78.')).toMatchObject({ __typename: 'ReviewDone' });
    const again = (await queued()).find((q) => q.text.startsWith('Ce client ment'))!;
    expect(((await clients.admin.gql(DECIDE_REPLY, { input: { id: again.id, publish: false, reason: 'vulgar', details: 'Pas de numéro de téléphone ni d’accusation.' } })) as Gql).data!.decideReply).toMatchObject({ __typename: 'ReviewDone' });
    const mail = (await messagesFor(t.config.dataDir, 'patron@gouteur.fr')).find((m) => m.subject === REVIEW_MODERATION_SUBJECTS.replyRejected)!;
    expect(mail.text).toContain(REVIEW_REJECTION_REASONS.vulgar);
    expect((await owned()).find((i) => i.id === first.id)).toMatchObject({ replyStatus: 'rejected', replyRejectionReason: REVIEW_REJECTION_REASONS.vulgar });
    expect((await page(ids.get('gouteur')!)).reviews.find((r) => r.id === String(first.id))!.reply).toBeNull();
  });
});

describe('photos and receipt', () => {
  const png = (background: string) => sharp({ create: { width: 800, height: 600, channels: 3, background } }).png().toBuffer();
  async function upload(c: AccountClient, reviewId: number, kind: string, body: Buffer): Promise<{ status: number; body: Record<string, unknown> }> {
    const res = await fetch(`${t.url}/api/reviewPhoto?reviewId=${reviewId}&kind=${kind}`, {
      method: 'POST', headers: { 'content-type': 'image/png', ...(c.token ? { authorization: `Bearer ${c.token}` } : {}) }, body: new Uint8Array(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }
  const MINE_PHOTOS = `{ myReviews { id hasReceipt verifiedVisit photos { id url } } }`;

  it('takes 3 photos and one private receipt while the review waits; publication shows the photos, grants « visite vérifiée » and deletes the receipt', async () => {
    const idUrl = ids.get('gouteur')!;
    const sent = (await write(idUrl, review({ visitMonth: visitMonths()[5].value }))).data!.writeReview as { id: number };
    const uploads = [];
    for (const colour of ['#aa3300', '#00aa33', '#3300aa']) uploads.push(await upload(clients.customer, sent.id, 'photo', await png(colour)));
    expect(uploads.map((u) => u.status)).toEqual([200, 200, 200]);
    // Private until published: a signed address of its own, nothing under the public media folder.
    expect(uploads[0].body.photo).toMatchObject({ url: expect.stringMatching(new RegExp(`^/api/reviewPhotoFile\\?file=avis-${sent.id}-[0-9a-f]+\\.webp&expires=\\d+&signature=`)), width: 800, height: 600 });
    const fourth = await upload(clients.customer, sent.id, 'photo', await png('#000000'));
    expect(fourth).toMatchObject({ status: 409, body: { code: 'CONFLICT', message: REVIEW_PHOTO_MESSAGES.tooMany } });
    expect(await upload(clients.linked, sent.id, 'photo', await png('#ffffff'))).toMatchObject({ status: 404 });
    expect(await upload(clients.customer, sent.id, 'selfie', await png('#ffffff'))).toMatchObject({ status: 400, body: { message: REVIEW_PHOTO_MESSAGES.kind } });
    const receipt = await upload(clients.customer, sent.id, 'receipt', await png('#eeeeee'));
    expect(receipt).toMatchObject({ status: 200, body: { photo: { url: null } } });
    // Never under the public media folder, and only admins can read it.
    const [{ path: receiptPath }] = await t.db.query(`SELECT path FROM review_photo WHERE review_id = $1 AND kind = 'receipt'`, [sent.id]);
    expect(existsSync(path.join(t.config.mediaDir, receiptPath))).toBe(false);
    expect(existsSync(path.join(t.config.dataDir, 'private', receiptPath))).toBe(true);
    expect((await fetch(`${t.url}/api/admin/reviewReceipt?reviewId=${sent.id}`, { headers: { authorization: `Bearer ${clients.customer.token}` } })).status).toBe(403);
    const read = await fetch(`${t.url}/api/admin/reviewReceipt?reviewId=${sent.id}`, { headers: { authorization: `Bearer ${clients.admin.token}` } });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toMatch(/^image\/webp/);
    expect(read.headers.get('cache-control')).toBe('no-store');
    const mine = (((await clients.customer.gql(MINE_PHOTOS)) as Gql).data!.myReviews as unknown as { id: number; hasReceipt: boolean; photos: { id: number }[] }[]).find((m) => m.id === sent.id)!;
    expect(mine).toMatchObject({ hasReceipt: true });
    expect(mine.photos).toHaveLength(3);
    // The author takes one photo back.
    expect(((await clients.customer.gql(`mutation { deleteReviewPhoto(id: ${mine.photos[2].id}) { __typename } }`)) as Gql).data!.deleteReviewPhoto).toEqual({ __typename: 'ReviewDone' });

    expect((await decide({ id: sent.id, publish: true, verifiedVisit: true })).data!.decideReview).toMatchObject({ __typename: 'ReviewDone' });
    const shown = ((await clients.visitor.gql(`query ($idUrl: String!) { restaurant(idUrl: $idUrl) { ... on Restaurant { reviews { id authorName verifiedVisit imported photos { url width height } } } } }`, { idUrl })) as Gql)
      .data!.restaurant as unknown as { reviews: { id: string; authorName: string; verifiedVisit: boolean; imported: boolean; photos: { url: string }[] }[] };
    const published = shown.reviews.find((r) => r.id === String(sent.id))!;
    expect(published.verifiedVisit).toBe(true);
    // Read by the moderation, so not « imported »; the restaurant's imported reviews say they were not (issue 28).
    expect(published.imported).toBe(false);
    expect(shown.reviews.filter((r) => r.authorName.startsWith('Client ')).map((r) => r.imported)).toEqual([true, true]);
    expect(published.photos).toHaveLength(2);
    expect((await fetch(`${t.url}${published.photos[0].url}`)).status).toBe(200);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM review_photo WHERE review_id = $1 AND kind = 'receipt'`, [sent.id]))[0].n).toBe(0);
    expect(existsSync(path.join(t.config.dataDir, 'private', receiptPath))).toBe(false);
    // Once published, no more pictures.
    expect(await upload(clients.customer, sent.id, 'photo', await png('#123456'))).toMatchObject({ status: 409, body: { message: REVIEW_PHOTO_MESSAGES.notEditable } });
  });

  it('keeps the photos of a review not published private: its author and the moderation see them, everyone once published, nobody once refused (issue 24)', async () => {
    const idUrl = ids.get('gouteur')!;
    // An account of its own: the per-account budget of writes is not what this test is about.
    const author = await customer('photos.privees@exemple.fr');
    const anonymous = (url: string) => fetch(`${t.url}${url}`);
    const mine = async (id: number) => (((await author.gql(MINE_PHOTOS)) as Gql).data!.myReviews as unknown as { id: number; photos: { id: number; url: string }[] }[]).find((m) => m.id === id)!.photos;
    const queued = async (id: number) => (((await clients.admin.gql(`{ reviewQueue { ... on ReviewQueuePage { items { id photos { url } } } } }`)) as Gql).data!.reviewQueue as unknown as { items: { id: number; photos: { url: string }[] }[] }).items.find((q) => q.id === id)?.photos;
    const files = async (id: number) => (await t.db.query(`SELECT path FROM review_photo WHERE review_id = $1 AND kind = 'photo' ORDER BY id`, [id])).map((r: { path: string }) => r.path);
    const publicAddress = (url: string) => `/media/restaurants/${idUrl}/${new URL(url, t.url).searchParams.get('file') ?? url.split('/').pop()}`;

    const sent = (await write(idUrl, review({ visitMonth: visitMonths()[9].value }), author)).data!.writeReview as { id: number };
    const uploaded = await upload(author, sent.id, 'photo', await png('#884422'));
    expect(uploaded.status).toBe(200);
    const url = (uploaded.body.photo as { url: string }).url;
    // Waiting: not under /media for anyone, and its file is outside the public folder.
    expect((await anonymous(publicAddress(url))).status).toBe(404);
    const [waiting] = await files(sent.id);
    expect(existsSync(path.join(t.config.mediaDir, waiting))).toBe(false);
    expect(existsSync(path.join(t.config.dataDir, 'private', waiting))).toBe(true);
    // Without its signature, or with another one, or expired: not found.
    const signed = new URL(url, t.url);
    for (const [key, value] of [['signature', 'x'.repeat(43)], ['expires', '1000000000'], ['signature', '']]) {
      const forged = new URL(signed);
      forged.searchParams.set(key, value);
      expect((await anonymous(`${forged.pathname}${forged.search}`)).status).toBe(404);
    }
    // Its author and the moderation are given addresses that show it.
    for (const shown of [(await mine(sent.id))[0].url, (await queued(sent.id))![0].url]) {
      const read = await anonymous(shown);
      expect(read.status).toBe(200);
      expect(read.headers.get('content-type')).toMatch(/^image\/webp/);
      expect(read.headers.get('cache-control')).toBe('no-store');
    }
    // Published: public under /media, the private copy gone.
    await decide({ id: sent.id, publish: true });
    const [published] = await files(sent.id);
    expect(published).toMatch(new RegExp(`^restaurants/${idUrl}/avis-${sent.id}-`));
    const onPage = (((await clients.visitor.gql(`query ($idUrl: String!) { restaurant(idUrl: $idUrl) { ... on Restaurant { reviews { id photos { url } } } } }`, { idUrl })) as Gql)
      .data!.restaurant as unknown as { reviews: { id: string; photos: { url: string }[] }[] }).reviews.find((r) => r.id === String(sent.id))!.photos;
    expect(onPage.map((p) => p.url)).toEqual([`/media/${published}`]);
    expect((await anonymous(onPage[0].url)).status).toBe(200);
    expect((await anonymous(url)).status).toBe(404);
    expect(existsSync(path.join(t.config.dataDir, 'private', waiting))).toBe(false);
    // Edited, it waits again off the page: its photo private again.
    expect(((await author.gql(EDIT, { id: sent.id, input: review({ visitMonth: visitMonths()[9].value, rating: 3 }) })) as Gql).data!.editReview).toMatchObject({ __typename: 'ReviewSent' });
    expect((await anonymous(`/media/${published}`)).status).toBe(404);
    const [again] = await files(sent.id);
    expect(existsSync(path.join(t.config.dataDir, 'private', again))).toBe(true);
    expect((await anonymous((await mine(sent.id))[0].url)).status).toBe(200);
    // Refused: the row and the file are gone.
    await decide({ id: sent.id, publish: false, reason: Object.keys(REVIEW_REJECTION_REASONS)[0] });
    expect(await files(sent.id)).toEqual([]);
    expect(existsSync(path.join(t.config.dataDir, 'private', again))).toBe(false);
    expect(existsSync(path.join(t.config.mediaDir, published))).toBe(false);
  });

  it('« visite vérifiée » follows the last decision: an edit of the visit month and text republished without it loses it', async () => {
    const idUrl = ids.get('gouteur')!;
    const author = await customer('visite.verifiee@exemple.fr');
    const sent = (await write(idUrl, review({ visitMonth: visitMonths()[7].value }), author)).data!.writeReview as { id: number };
    expect((await upload(author, sent.id, 'receipt', await png('#dddddd'))).status).toBe(200);
    await decide({ id: sent.id, publish: true, verifiedVisit: true });
    const mark = async () => ((((await clients.visitor.gql(`query ($idUrl: String!) { restaurant(idUrl: $idUrl) { ... on Restaurant { reviews { id verifiedVisit } } } }`, { idUrl })) as Gql)
      .data!.restaurant as unknown as { reviews: { id: string; verifiedVisit: boolean }[] }).reviews.find((r) => r.id === String(sent.id)))?.verifiedVisit;
    expect(await mark()).toBe(true);
    const edited = await author.gql(EDIT, { id: sent.id, input: review({ visitMonth: visitMonths()[8].value, text: `${review().text} Revenus un autre mois, tout aussi bien.` }) }) as Gql;
    expect(edited.data!.editReview).toMatchObject({ __typename: 'ReviewSent' });
    expect((await decide({ id: sent.id, publish: true, verifiedVisit: false })).data!.decideReview).toMatchObject({ __typename: 'ReviewDone' });
    expect(await mark()).toBe(false);
    expect((await t.db.query(`SELECT verified_visit FROM review WHERE id = $1`, [sent.id]))[0].verified_visit).toBe(false);
  });

  it('grants no « visite vérifiée » without a receipt', async () => {
    const sent = (await write(ids.get('gouteur')!, review({ visitMonth: visitMonths()[6].value }))).data!.writeReview as { id: number };
    await decide({ id: sent.id, publish: true, verifiedVisit: true });
    expect((await t.db.query(`SELECT verified_visit FROM review WHERE id = $1`, [sent.id]))[0].verified_visit).toBe(false);
  });
});

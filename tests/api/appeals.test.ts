import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPEAL_MESSAGES, APPEALABLE_DECISIONS } from '../../common/appeal-rules.js';
import { REPORT_MESSAGES, REPORT_REASONS, REPORT_STATES } from '../../common/review-report-rules.js';
import { hashPassword } from '../../server/src/auth/passwords.js';
import { SUBSCRIPTION_GROUNDS } from '../../common/subscription-decision-rules.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../server/src/data/seed/demo-accounts.js';
import { createRequestContext } from '../../server/src/graphql/context.js';
import { dueSubscriptionIds } from '../../server/src/modules/billing/billing.queries.js';
import { renewalService } from '../../server/src/modules/billing/renewal.service.js';
import { ACCOUNT_MODERATION_SUBJECTS, APPEAL_MAIL_SUBJECTS, BILLING_MAIL_SUBJECTS, PUBLICATION_MAIL_SUBJECTS, REVIEW_MODERATION_SUBJECTS } from '../../server/src/modules/mail/mail.templates.js';
import { insertAccount, insertOwner } from '../factories/accounts.js';
import { ageAppealDecision } from '../factories/clock.js';
import { insertRestaurants, restaurantRecord } from '../factories/restaurants.js';
import { insertReview } from '../factories/reviews.js';
import { activateSubscription, dueDaysAgo, renewalDueToday } from '../factories/subscriptions.js';
import { messagesFor, type OutboxMessage } from '../support/outbox.js';
import { AccountClient, PASSWORD } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';

/**
 * Contesting a moderation decision (issue 28, DSA art. 20, docs/adr/0041) through real HTTP on real PostgreSQL: the
 * decision's e-mail carries a personal link; with it, signed in or not, the person writes once why, within six months;
 * area 2 lists the appeal beside the decision and its log; another moderator reverses it, which lifts the decision, and
 * the person's reasoned answer is in the outbox. A report's author follows it by its personal link.
 */
let t: TestServer;
let idUrl = '';
let restaurantId = 0;
const clients = {} as Record<'admin' | 'second' | 'author' | 'other' | 'visitor', AccountClient>;
const accounts = {} as Record<'author' | 'other', number>;

type Gql = { data: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
const APPEAL = `query ($token: String!) { appeal(token: $token) { __typename ... on Appeal { id action decision targetLabel reason state statement answer openUntil } ... on UserError { code message } } }`;
const SUBMIT = `mutation ($input: SubmitAppealInput!) { submitAppeal(input: $input) { __typename
  ... on AppealSent { message appeal { id state statement } } ... on InvalidInputError { field } ... on UserError { code message } } }`;
const QUEUE = `{ appealQueue { email decidedByViewer appeal { id action statement } decision { action actionLabel actor reason } history { action } } }`;
const DECIDE = `mutation ($input: AppealDecisionInput!) { decideAppeal(input: $input) { __typename
  ... on AppealDecided { id outcome message } ... on InvalidInputError { field } ... on UserError { code message } } }`;
const MINE = `{ myAppeals { token appeal { id action state } } }`;
const DECIDE_REVIEW = `mutation ($input: ReviewDecisionInput!) { decideReview(input: $input) { __typename ... on UserError { code message } } }`;

const appealOf = async (c: AccountClient, token: string) => ((await c.gql(APPEAL, { token })) as Gql).data!.appeal as Record<string, unknown>;
const submit = async (c: AccountClient, token: string, text: string) => ((await c.gql(SUBMIT, { input: { token, text } })) as Gql).data!.submitAppeal as Record<string, unknown>;
const decide = async (c: AccountClient, input: Record<string, unknown>) => ((await c.gql(DECIDE, { input })) as Gql).data!.decideAppeal as Record<string, unknown>;
const queue = async (c: AccountClient) => ((await c.gql(QUEUE)) as Gql).data!.appealQueue as { email: string; decidedByViewer: boolean; appeal: { id: number }; decision: { action: string; actor: string; reason: string } | null; history: { action: string }[] }[];
const publicReviewIds = async () => (((await t.gql(`{ restaurant(idUrl: "${idUrl}") { ... on Restaurant { reviews { id } } } }`)) as Gql).data!.restaurant as { reviews: { id: string }[] }).reviews.map((r) => Number(r.id));
const reviewStatus = async (id: number) => (await t.db.query('SELECT status FROM review WHERE id = $1', [id]))[0].status as string;
/** The personal link's token in a decision e-mail (its text part). */
const tokenIn = (m: OutboxMessage) => /\/contester\/([A-Za-z0-9_-]+)/.exec(m.text)?.[1] ?? '';
const lastMail = async (email: string, subject: string) => (await messagesFor(t.config.dataDir, email)).filter((m) => m.subject === subject).at(-1)!;
const REASONS = 'Mon avis décrit seulement mon repas du samedi soir, sans insulte ni donnée personnelle : je demande un réexamen.';
const ANSWER = 'Après relecture, votre avis respecte la charte : il décrit votre expérience sans propos injurieux.';

let visit = 10;
const pendingReview = (authorId: number, text: string) =>
  insertReview(t.db, { restaurantId, authorId, authorName: 'Auteur', rating: 2, text, status: 'pending', visitDate: visit++ });
const refuse = async (c: AccountClient, id: number) =>
  expect(((await c.gql(DECIDE_REVIEW, { input: { id, publish: false, reason: 'vulgar', details: 'Un mot grossier dans le titre.' } })) as Gql).data!.decideReview).toMatchObject({ __typename: 'ReviewDone' });

beforeAll(async () => {
  t = await startTestServer();
  const ids = await insertRestaurants(t.db, [restaurantRecord({ externalId: 'appel', name: 'Le Relais des Appels' })], t.config.mediaDir);
  idUrl = ids.get('appel')!;
  restaurantId = (await t.db.query('SELECT id FROM restaurant WHERE id_url = $1', [idUrl]))[0].id;
  await seedDemoAccounts(t.db, () => {});
  await insertAccount(t.db, { email: 'seconde@mijote.test', role: 'admin', firstName: 'Inès', passwordHash: await hashPassword(PASSWORD) });
  clients.admin = new AccountClient(t);
  expect(await clients.admin.logInAdmin(DEMO_ACCOUNTS[2].email)).toMatchObject({ __typename: 'SecondFactorSession' });
  clients.second = new AccountClient(t);
  expect(await clients.second.logInAdmin('seconde@mijote.test')).toMatchObject({ __typename: 'SecondFactorSession' });
  for (const [key, email] of [['author', 'auteur@appels.fr'], ['other', 'autre@appels.fr']] as const) {
    clients[key] = new AccountClient(t);
    await clients[key].createVerifiedCustomer(email);
    accounts[key] = (await t.db.query(`SELECT id FROM app_user WHERE email = $1`, [email]))[0].id;
  }
  clients.visitor = new AccountClient(t);
}, 120_000);
afterAll(() => t?.close());

describe('contesting a refused review', () => {
  let token = '';
  let reviewId = 0;

  it('the refusal e-mail gives a personal link, no invitation to reply, and the link opens the decision without signing in', async () => {
    reviewId = await pendingReview(accounts.author, 'Un repas décevant, service lent et plat tiède, mais personnel aimable.');
    await refuse(clients.admin, reviewId);
    const mail = await lastMail('auteur@appels.fr', REVIEW_MODERATION_SUBJECTS.rejected);
    expect(mail.text).not.toMatch(/répond(ez|ant) à ce message/);
    expect(mail.text).toContain('Vous pouvez contester cette décision gratuitement pendant 6 mois en expliquant pourquoi sur cette page personnelle : ');
    token = tokenIn(mail);
    expect(token).toMatch(/^\d+-[A-Za-z0-9_-]{32}$/);
    expect(await appealOf(clients.visitor, token)).toMatchObject({
      __typename: 'Appeal', action: 'review_rejected', decision: APPEALABLE_DECISIONS.review_rejected.label, state: 'open', statement: null,
      reason: 'Propos vulgaires ou injurieux : Un mot grossier dans le titre.',
    });
  });

  it('refuses a link that is not the person’s own: another decision’s signature, a made-up one, in French', async () => {
    const othersReview = await pendingReview(accounts.other, 'Cuisine correcte, desserts maison, un peu cher pour la quantité servie.');
    await refuse(clients.admin, othersReview);
    const othersToken = tokenIn(await lastMail('autre@appels.fr', REVIEW_MODERATION_SUBJECTS.rejected));
    const [ownId] = token.split('-');
    // The other person's signature on the author's appeal number, and a random one.
    for (const forged of [`${ownId}-${othersToken.split('-')[1]}`, `${ownId}-${'A'.repeat(32)}`, 'nimporte-quoi']) {
      expect(await appealOf(clients.other, forged)).toEqual({ __typename: 'ActionError', code: 'TOKEN_INVALID', message: APPEAL_MESSAGES.linkInvalid });
      expect(await submit(clients.other, forged, REASONS)).toMatchObject({ __typename: 'ActionError', code: 'TOKEN_INVALID' });
    }
    // Each account lists only its own decisions.
    const mine = ((await clients.other.gql(MINE)) as Gql).data!.myAppeals as { token: string; appeal: { action: string } }[];
    expect(mine.map((m) => m.token)).toEqual([othersToken]);
    expect(((await clients.visitor.gql(MINE)) as Gql).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('takes the person’s reasons once, with French bounds', async () => {
    expect(await submit(clients.visitor, token, 'Trop court.')).toEqual({ __typename: 'InvalidInputError', code: 'INVALID_INPUT', message: APPEAL_MESSAGES.textLength, field: 'text' });
    expect(await submit(clients.visitor, token, 'x'.repeat(3001))).toMatchObject({ code: 'INVALID_INPUT', message: APPEAL_MESSAGES.textLength });
    expect(await submit(clients.visitor, token, REASONS)).toEqual({ __typename: 'AppealSent', message: APPEAL_MESSAGES.sent, appeal: expect.objectContaining({ state: 'waiting', statement: REASONS }) });
    expect(await submit(clients.author, token, `${REASONS} Encore.`)).toEqual({ __typename: 'ActionError', code: 'CONFLICT', message: APPEAL_MESSAGES.alreadySent });
    const mine = ((await clients.author.gql(MINE)) as Gql).data!.myAppeals as { token: string; appeal: { state: string } }[];
    expect(mine).toEqual([{ token, appeal: expect.objectContaining({ state: 'waiting' }) }]);
  });

  it('area 2 lists it beside the decision and its log; the moderator who decided cannot answer it', async () => {
    const seen = await queue(clients.admin);
    const item = seen.find((q) => q.appeal.id === Number(token.split('-')[0]))!;
    expect(item).toMatchObject({ email: 'auteur@appels.fr', decidedByViewer: true, decision: { action: 'review_rejected', actionLabel: 'Avis refusé', actor: DEMO_ACCOUNTS[2].email } });
    expect(item.history.map((h) => h.action)).toEqual(['review_rejected']);
    expect(await decide(clients.admin, { id: item.appeal.id, reverse: true, answer: ANSWER })).toEqual({ __typename: 'ActionError', code: 'CONFLICT', message: APPEAL_MESSAGES.sameModerator });
    expect((await queue(clients.second)).find((q) => q.appeal.id === item.appeal.id)).toMatchObject({ decidedByViewer: false });
    // Area 2 is the admins' only.
    expect(((await clients.author.gql(QUEUE)) as Gql).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(((await clients.author.gql(DECIDE, { input: { id: item.appeal.id, reverse: true, answer: ANSWER } })) as Gql).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('another moderator reverses it: the review is on line, the log says so, the reasoned answer is in the outbox', async () => {
    const id = Number(token.split('-')[0]);
    expect(await decide(clients.second, { id, reverse: true, answer: 'Trop court' })).toMatchObject({ __typename: 'InvalidInputError', message: APPEAL_MESSAGES.answerLength, field: 'answer' });
    expect(await publicReviewIds()).not.toContain(reviewId);
    expect(await decide(clients.second, { id, reverse: true, answer: ANSWER })).toEqual({ __typename: 'AppealDecided', id, outcome: 'reversed', message: APPEAL_MESSAGES.reversed });
    expect(await reviewStatus(reviewId)).toBe('published');
    expect(await publicReviewIds()).toContain(reviewId);
    const answer = await lastMail('auteur@appels.fr', APPEAL_MAIL_SUBJECTS.reversed);
    expect(answer.text).toContain(`La décision est annulée : ${APPEALABLE_DECISIONS.review_rejected.reversed}.`);
    expect(answer.text).toContain(`Motifs : ${ANSWER}`);
    const [logged] = await t.db.query(`SELECT action, actor_label, reason FROM moderation_log WHERE action LIKE 'appeal_%' ORDER BY id DESC LIMIT 1`);
    expect(logged).toEqual({ action: 'appeal_reversed', actor_label: 'seconde@mijote.test', reason: ANSWER });
    expect(await appealOf(clients.visitor, token)).toMatchObject({ state: 'reversed', answer: ANSWER });
    expect(await decide(clients.second, { id, reverse: false, answer: ANSWER })).toEqual({ __typename: 'ActionError', code: 'CONFLICT', message: APPEAL_MESSAGES.notWaiting });
    expect((await queue(clients.second)).map((q) => q.appeal.id)).not.toContain(id);
  });
});

describe('six months', () => {
  it('takes an appeal the day before the six months end and refuses it the day after, in French (APPEAL_CLOSED, 410)', async () => {
    const early = await pendingReview(accounts.other, 'Accueil chaleureux, carte courte mais bien faite, attente raisonnable.');
    const late = await pendingReview(accounts.other, 'Terrasse agréable, poisson trop cuit, vins bien choisis par le patron.');
    await refuse(clients.admin, early);
    const earlyToken = tokenIn(await lastMail('autre@appels.fr', REVIEW_MODERATION_SUBJECTS.rejected));
    await refuse(clients.admin, late);
    const lateToken = tokenIn(await lastMail('autre@appels.fr', REVIEW_MODERATION_SUBJECTS.rejected));
    await ageAppealDecision(t.db, Number(earlyToken.split('-')[0]), '6 months - 1 day');
    await ageAppealDecision(t.db, Number(lateToken.split('-')[0]), '6 months 1 day');
    expect(await appealOf(clients.other, lateToken)).toMatchObject({ state: 'closed' });
    expect(await submit(clients.other, lateToken, REASONS)).toEqual({ __typename: 'ActionError', code: 'APPEAL_CLOSED', message: APPEAL_MESSAGES.closed });
    expect(APPEAL_MESSAGES.closed).toBe('Le délai de contestation est dépassé : une décision peut être contestée pendant 6 mois.');
    expect(await submit(clients.other, earlyToken, REASONS)).toMatchObject({ __typename: 'AppealSent' });
  });
});

describe('the other decisions', () => {
  it('a removed review: the removal e-mail gives the link; upheld, the review stays off line and the answer says why', async () => {
    const reviewId = await insertReview(t.db, { restaurantId, authorId: accounts.author, authorName: 'Auteur', rating: 1, text: 'Un avis signalé pour propos injurieux.', visitDate: visit++ });
    const reported = await clients.visitor.gql(`mutation ($input: ReportReviewInput!) { reportReview(input: $input) { __typename } }`, { input: { reviewId, reason: 'vulgar' } }) as Gql;
    expect(reported.data!.reportReview).toEqual({ __typename: 'ReviewReported' });
    const removed = await clients.admin.gql(`mutation ($input: ReviewReportsDecisionInput!) { decideReviewReports(input: $input) { __typename } }`, { input: { reviewId, remove: true, reason: 'Propos injurieux envers le personnel.' } }) as Gql;
    expect(removed.data!.decideReviewReports).toEqual({ __typename: 'ReviewReportsDecided' });
    const mail = await lastMail('auteur@appels.fr', REVIEW_MODERATION_SUBJECTS.removed);
    expect(mail.text).not.toMatch(/répond(ez|ant) à ce message/);
    const token = tokenIn(mail);
    expect(await submit(clients.author, token, REASONS)).toMatchObject({ __typename: 'AppealSent' });
    const id = Number(token.split('-')[0]);
    expect((await queue(clients.second)).find((q) => q.appeal.id === id)).toMatchObject({ decision: { action: 'review_removed', reason: 'Propos injurieux envers le personnel.' } });
    const upheld = 'Le texte traite le serveur d’incapable : la charte exclut les propos injurieux envers une personne.';
    expect(await decide(clients.second, { id, reverse: false, answer: upheld })).toEqual({ __typename: 'AppealDecided', id, outcome: 'upheld', message: APPEAL_MESSAGES.upheld });
    expect(await reviewStatus(reviewId)).toBe('removed');
    const answer = await lastMail('auteur@appels.fr', APPEAL_MAIL_SUBJECTS.upheld);
    expect(answer.text).toContain('La décision est maintenue.');
    expect(answer.text).toContain(`Motifs : ${upheld}`);
  });

  it('a disabled account contests without signing in, and a reversal re-enables it', async () => {
    const disabled = await clients.admin.gql(`mutation ($input: AccountDisabledInput!) { setAccountDisabled(input: $input) { __typename } }`,
      { input: { userId: accounts.other, disabled: true, reason: 'Signalements répétés manifestement infondés.' } }) as Gql;
    expect(disabled.data!.setAccountDisabled).toMatchObject({ __typename: 'AccountDisabledChanged' });
    const mail = await lastMail('autre@appels.fr', ACCOUNT_MODERATION_SUBJECTS.disabled);
    expect(mail.text).not.toMatch(/répond(ez|ant) à ce message/);
    expect(mail.text).not.toContain('depuis votre compte');
    const token = tokenIn(mail);
    const signedOut = new AccountClient(t);
    expect(await submit(signedOut, token, REASONS)).toMatchObject({ __typename: 'AppealSent' });
    const id = Number(token.split('-')[0]);
    expect(await decide(clients.second, { id, reverse: true, answer: ANSWER })).toMatchObject({ __typename: 'AppealDecided', outcome: 'reversed' });
    expect((await t.db.query('SELECT disabled_at FROM app_user WHERE id = $1', [accounts.other]))[0].disabled_at).toBeNull();
    expect(await new AccountClient(t).logIn('autre@appels.fr', PASSWORD, 'customer')).toMatchObject({ __typename: 'Session' });
  });
});

describe('following a report', () => {
  const FOLLOW = `query ($token: String!) { reportFollowUp(token: $token) { __typename
    ... on ReportFollowUp { restaurantName reasonLabel state stateLabel decidedAt decisionReason } ... on UserError { code message } } }`;
  const follow = async (token: string) => ((await clients.visitor.gql(FOLLOW, { token })) as Gql).data!.reportFollowUp as Record<string, unknown>;
  const CONTEST = `query ($token: String!) { reportFollowUp(token: $token) { ... on ReportFollowUp { appealToken contestNote appeal { id } } } }`;
  const contest = async (token: string) => ((await clients.visitor.gql(CONTEST, { token })) as Gql).data!.reportFollowUp as Record<string, unknown>;

  it('a visitor who left no address follows their report by the personal link shown once it is sent: waiting, then decided with its reason', async () => {
    const reviewId = await insertReview(t.db, { restaurantId, authorName: 'Paul R.', rating: 5, text: 'Un avis que quelqu’un trouve douteux.', visitDate: visit++ });
    const sent = (await clients.visitor.gql(`mutation ($input: ReportReviewInput!) { reportReview(input: $input) { __typename ... on ReviewReported { message followToken } } }`,
      { input: { reviewId, reason: 'fake' } }) as Gql).data!.reportReview as { followToken: string };
    expect(sent.followToken).toMatch(/^\d+-[A-Za-z0-9_-]{32}$/);
    expect(await follow(sent.followToken)).toEqual({
      __typename: 'ReportFollowUp', restaurantName: 'Le Relais des Appels', reasonLabel: REPORT_REASONS.fake, state: 'open', stateLabel: REPORT_STATES.open, decidedAt: null, decisionReason: null,
    });
    const [id] = sent.followToken.split('-');
    for (const forged of [`${id}-${'B'.repeat(32)}`, `${Number(id) + 1}-${sent.followToken.split('-')[1]}`, 'inconnu']) {
      expect(await follow(forged)).toEqual({ __typename: 'ActionError', code: 'TOKEN_INVALID', message: REPORT_MESSAGES.followInvalid });
    }
    const kept = await clients.admin.gql(`mutation ($input: ReviewReportsDecisionInput!) { decideReviewReports(input: $input) { __typename } }`,
      { input: { reviewId, remove: false, reason: 'Rien n’indique un faux avis : la visite est datée et détaillée.' } }) as Gql;
    expect(kept.data!.decideReviewReports).toEqual({ __typename: 'ReviewReportsDecided' });
    expect(await follow(sent.followToken)).toMatchObject({ state: 'kept', stateLabel: REPORT_STATES.kept, decisionReason: 'Rien n’indique un faux avis : la visite est datée et détaillée.', decidedAt: expect.any(String) });
    // No address was left: no appeal could be answered, and the page says so (docs/adr/0049).
    expect(await contest(sent.followToken)).toEqual({ appeal: null, appealToken: null, contestNote: APPEAL_MESSAGES.reportNoAddress });
  });
});

describe('a reporter contests a « keep » (DSA art. 20, docs/adr/0049)', () => {
  const FOLLOW = `query ($token: String!) { reportFollowUp(token: $token) { __typename
    ... on ReportFollowUp { state stateLabel appealToken contestNote appeal { id action state answer } } ... on UserError { code message } } }`;
  const follow = async (token: string) => ((await clients.visitor.gql(FOLLOW, { token })) as Gql).data!.reportFollowUp as Record<string, unknown>;
  const REPORT = `mutation ($input: ReportReviewInput!) { reportReview(input: $input) { __typename ... on ReviewReported { followToken } ... on UserError { code message } } }`;
  const KEEP_REASON = 'Le texte décrit une visite précise et datée : rien n’indique un faux avis.';
  const REVIEW_TEXT = 'Avis élogieux publié le jour de l’ouverture, sans détail sur le repas ni la date.';
  let reviewId = 0;
  let visitorFollow = '';
  let witness: AccountClient;
  let witnessFollow = '';
  let visitorAppeal = '';
  let witnessAppeal = '';

  it('the review kept: each reporter who left an address gets the outcome with a personal link; the follow page leads to it', async () => {
    reviewId = await insertReview(t.db, { restaurantId, authorId: accounts.author, authorName: 'Auteur', rating: 5, text: REVIEW_TEXT, visitDate: visit++ });
    witness = new AccountClient(t);
    await witness.createVerifiedCustomer('temoin@appels.fr');
    const sent = (await clients.visitor.gql(REPORT, { input: { reviewId, reason: 'fake', details: 'Le compte a été créé le jour même.', email: 'Signale@Appels.fr' } })) as Gql;
    visitorFollow = (sent.data!.reportReview as { followToken: string }).followToken;
    witnessFollow = (((await witness.gql(REPORT, { input: { reviewId, reason: 'affiliated' } })) as Gql).data!.reportReview as { followToken: string }).followToken;
    expect(await follow(visitorFollow)).toMatchObject({ state: 'open', appeal: null, contestNote: null });
    const kept = await clients.admin.gql(`mutation ($input: ReviewReportsDecisionInput!) { decideReviewReports(input: $input) { __typename } }`,
      { input: { reviewId, remove: false, reason: KEEP_REASON } }) as Gql;
    expect(kept.data!.decideReviewReports).toEqual({ __typename: 'ReviewReportsDecided' });

    const visitorMail = await lastMail('signale@appels.fr', REVIEW_MODERATION_SUBJECTS.outcome);
    expect(visitorMail.text).toContain('a décidé de conserver cet avis');
    expect(visitorMail.text).toContain('Vous pouvez contester cette décision gratuitement pendant 6 mois en expliquant pourquoi sur cette page personnelle : ');
    expect(visitorMail.text).not.toContain('depuis votre compte');
    visitorAppeal = tokenIn(visitorMail);
    const witnessMail = await lastMail('temoin@appels.fr', REVIEW_MODERATION_SUBJECTS.outcome);
    expect(witnessMail.text).toContain('(ou depuis votre compte, rubrique « Décisions de modération »)');
    witnessAppeal = tokenIn(witnessMail);
    expect(new Set([visitorAppeal, witnessAppeal]).size).toBe(2);

    expect(await follow(visitorFollow)).toMatchObject({
      state: 'kept', appealToken: visitorAppeal, contestNote: APPEAL_MESSAGES.reportContest, appeal: { action: 'report_kept', state: 'open', answer: null },
    });
    expect(await appealOf(clients.visitor, visitorAppeal)).toMatchObject({
      __typename: 'Appeal', action: 'report_kept', decision: APPEALABLE_DECISIONS.report_kept.label, reason: KEEP_REASON, state: 'open',
    });
    // The signed-in reporter's account lists it; the review's author's does not.
    const mine = ((await witness.gql(MINE)) as Gql).data!.myAppeals as { token: string; appeal: { action: string } }[];
    expect(mine).toEqual([{ token: witnessAppeal, appeal: expect.objectContaining({ action: 'report_kept' }) }]);
    expect((((await clients.author.gql(MINE)) as Gql).data!.myAppeals as { appeal: { action: string } }[]).map((m) => m.appeal.action)).not.toContain('report_kept');
  });

  it('area 2 shows it beside the report, the review in full and the log; upheld, the review stays and the reporter gets the reasons', async () => {
    expect(await submit(witness, witnessAppeal, 'Ce restaurant appartient au frère de l’auteur de l’avis, je le connais personnellement.')).toMatchObject({ __typename: 'AppealSent' });
    const REPORT_QUEUE = `{ appealQueue { decidedByViewer appeal { id action } decision { action reason } history { action } report { reasonLabel details reviewText } } }`;
    const seen = ((await clients.second.gql(REPORT_QUEUE)) as Gql).data!.appealQueue as { appeal: { id: number; action: string }; decision: unknown; history: { action: string }[]; report: unknown; decidedByViewer: boolean }[];
    const item = seen.find((q) => q.appeal.id === Number(witnessAppeal.split('-')[0]))!;
    expect(item).toMatchObject({
      decidedByViewer: false, appeal: { action: 'report_kept' }, decision: { action: 'review_kept', reason: KEEP_REASON },
      report: { reasonLabel: REPORT_REASONS.affiliated, details: '', reviewText: REVIEW_TEXT },
    });
    expect(item.history.map((h) => h.action)).toEqual(['review_kept']);
    const id = item.appeal.id;
    expect(await decide(clients.admin, { id, reverse: false, answer: ANSWER })).toMatchObject({ code: 'CONFLICT', message: APPEAL_MESSAGES.sameModerator });
    const upheld = 'Aucun élément vérifiable ne relie l’auteur au restaurant : l’avis reste publié, faute de preuve.';
    expect(await decide(clients.second, { id, reverse: false, answer: upheld })).toMatchObject({ __typename: 'AppealDecided', outcome: 'upheld' });
    expect(await reviewStatus(reviewId)).toBe('published');
    const answer = await lastMail('temoin@appels.fr', APPEAL_MAIL_SUBJECTS.upheld);
    expect(answer.text).toContain(`Motifs : ${upheld}`);
    expect(await follow(witnessFollow)).toMatchObject({ appeal: { state: 'upheld', answer: upheld } });
  });

  it('reversed: the review is removed as a moderator’s removal does, its author gets the reasons and their own appeal, the reporter the answer', async () => {
    expect(await submit(clients.visitor, visitorAppeal, 'Le compte de l’auteur a été créé le jour de l’ouverture et n’a écrit que cet avis.')).toMatchObject({ __typename: 'AppealSent' });
    const id = Number(visitorAppeal.split('-')[0]);
    const removal = 'Vérification faite : le compte a publié ce seul avis le jour de l’ouverture ; nous le retirons comme faux avis.';
    expect(await decide(clients.second, { id, reverse: true, answer: removal })).toEqual({ __typename: 'AppealDecided', id, outcome: 'reversed', message: APPEAL_MESSAGES.reversed });
    expect(await reviewStatus(reviewId)).toBe('removed');
    expect(await publicReviewIds()).not.toContain(reviewId);
    // The reporter's reasoned answer, and the follow page.
    const answer = await lastMail('signale@appels.fr', APPEAL_MAIL_SUBJECTS.reversed);
    expect(answer.text).toContain(`La décision est annulée : ${APPEALABLE_DECISIONS.report_kept.reversed}.`);
    expect(answer.text).toContain(`Motifs : ${removal}`);
    expect(await follow(visitorFollow)).toMatchObject({ state: 'kept', stateLabel: APPEAL_MESSAGES.reportReversedState, appeal: { state: 'reversed', answer: removal } });
    // The author: the statement of reasons of a removal, with the link to contest it in turn (decided by someone else).
    const removed = await lastMail('auteur@appels.fr', REVIEW_MODERATION_SUBJECTS.removed);
    expect(removed.text).toContain(removal);
    expect(removed.text).toContain(REPORT_REASONS.fake);
    const authorToken = tokenIn(removed);
    expect(await appealOf(clients.author, authorToken)).toMatchObject({ action: 'review_removed', state: 'open', reason: removal });
    const logged = await t.db.query(`SELECT action, actor_label FROM moderation_log WHERE target_kind = 'review' AND target_id = $1 ORDER BY id`, [reviewId]);
    expect(logged.map((l: { action: string }) => l.action)).toEqual(['review_kept', 'appeal_upheld', 'review_removed', 'appeal_reversed']);
    expect(await submit(clients.author, authorToken, REASONS)).toMatchObject({ __typename: 'AppealSent' });
    expect((await queue(clients.second)).find((q) => q.appeal.id === Number(authorToken.split('-')[0]))).toMatchObject({ decidedByViewer: true });
  });
});

describe('Mijote’s decisions on a subscription (P2B art. 11, docs/adr/0049)', () => {
  const DECIDE_SUBSCRIPTION = `mutation ($input: SubscriptionDecisionInput!) { decideSubscription(input: $input) { __typename ... on UserError { code message } } }`;
  const SUB_QUEUE = `{ appealQueue { decidedByViewer appeal { id action targetLabel } decision { action } subscriptionHistory { label groundLabel reasons actor } } }`;
  const GROUNDS = 'Trois clients ont signalé des prix affichés différents de ceux de la carte servie.';
  const ctx = () => createRequestContext(t.services);
  let counter = 0;
  const subscription = async (id: number) => (await t.db.query(
    `SELECT state, ends_on, renewal_holds, to_char(next_due_date, 'YYYY-MM-DD') AS next_due_date FROM subscription WHERE id = $1`, [id]))[0];
  const today = async () => ((await t.db.query(`SELECT to_char(now() AT TIME ZONE 'Europe/Paris', 'YYYY-MM-DD') AS d`))[0] as { d: string }).d;
  const statusOf = async (id: number) => (await t.db.query(`SELECT status FROM restaurant WHERE id = $1`, [id]))[0].status as string;
  const charges = async (id: number) => Number((await t.db.query(`SELECT count(*) AS n FROM payment_sandbox_charge WHERE reference LIKE $1`, [`MJR-${id}-%`]))[0].n);

  /** A restaurateur with a published page and an active subscription, signed in. */
  async function restaurateur() {
    counter += 1;
    const email = `abonne${counter}@appels.fr`;
    const externalId = `abonne-${counter}`;
    const ids = await insertRestaurants(t.db, [restaurantRecord({ externalId, name: `La Table ${counter}`, published: true })], t.config.mediaDir);
    const { restaurantId: id } = await insertOwner(t.db, { email, passwordHash: await hashPassword(PASSWORD), firstName: 'Lou', lastName: 'Martin' }, { externalId });
    await activateSubscription(t.db, id, { billingEmail: email });
    const subscriptionId = await renewalDueToday(t.db, id, `SBXGOOD${id}`);
    await t.db.query(`UPDATE subscription SET next_due_date = current_date + 12 WHERE id = $1`, [subscriptionId]); // write under test: 12 days left in the paid period
    const owner = new AccountClient(t);
    await owner.logIn(email, PASSWORD, 'restaurateur');
    return { email, restaurantId: id, subscriptionId, idUrl: ids.get(externalId)!, owner };
  }

  it('a suspension: its e-mail carries the link and the same wording; listed in the account; another admin reverses it and the suspension is lifted', async () => {
    const r = await restaurateur();
    const decided = (await clients.admin.gql(DECIDE_SUBSCRIPTION, { input: { idUrl: r.idUrl, kind: 'suspend', ground: 'false_information', reasons: GROUNDS } })) as Gql;
    expect(decided.data!.decideSubscription).toMatchObject({ __typename: 'SubscriptionDecided' });
    expect(await statusOf(r.restaurantId)).toBe('draft');
    const mail = await lastMail(r.email, BILLING_MAIL_SUBJECTS.suspended);
    expect(mail.text).toContain('Vous pouvez contester cette décision gratuitement pendant 6 mois en expliquant pourquoi sur cette page personnelle : ');
    expect(mail.text).toContain('(ou depuis votre compte, rubrique « Décisions de modération »). Une autre personne de l’équipe de modération la réexaminera et vous répondra par e-mail.');
    expect(mail.text).not.toMatch(/répond(ez|ant) à ce message/);
    const token = tokenIn(mail);
    const mine = ((await r.owner.gql(MINE)) as Gql).data!.myAppeals as { token: string; appeal: { action: string; state: string } }[];
    expect(mine).toEqual([{ token, appeal: expect.objectContaining({ action: 'subscription_suspended', state: 'open' }) }]);
    expect(await appealOf(new AccountClient(t), token)).toMatchObject({ decision: APPEALABLE_DECISIONS.subscription_suspended.label, reason: `${SUBSCRIPTION_GROUNDS.false_information.label} : ${GROUNDS}` });

    expect(await submit(r.owner, token, 'Les prix ont été corrigés le jour même ; la carte en ligne est celle servie en salle.')).toMatchObject({ __typename: 'AppealSent' });
    const id = Number(token.split('-')[0]);
    const seen = ((await clients.second.gql(SUB_QUEUE)) as Gql).data!.appealQueue as { appeal: { id: number } }[];
    expect(seen.find((q) => q.appeal.id === id)).toMatchObject({
      decidedByViewer: false, appeal: { action: 'subscription_suspended' }, decision: null,
      subscriptionHistory: [{ label: 'Suspension', groundLabel: SUBSCRIPTION_GROUNDS.false_information.label, reasons: GROUNDS, actor: DEMO_ACCOUNTS[2].email }],
    });
    expect(await decide(clients.admin, { id, reverse: true, answer: ANSWER })).toMatchObject({ code: 'CONFLICT', message: APPEAL_MESSAGES.sameModerator });
    const lifted = 'La carte affichée a été vérifiée en salle : elle correspond, la suspension est levée.';
    expect(await decide(clients.second, { id, reverse: true, answer: lifted })).toMatchObject({ __typename: 'AppealDecided', outcome: 'reversed' });
    expect(await subscription(r.subscriptionId)).toMatchObject({ state: 'active', renewal_holds: [] });
    expect(await statusOf(r.restaurantId)).toBe('published');
    const answer = await lastMail(r.email, APPEAL_MAIL_SUBJECTS.reversed);
    expect(answer.text).toContain(`La décision est annulée : ${APPEALABLE_DECISIONS.subscription_suspended.reversed}.`);
    expect(answer.text).toContain(`Motifs : ${lifted}`);
    const [logged] = await t.db.query(`SELECT action, target_kind, target_id FROM moderation_log WHERE action LIKE 'appeal_%' ORDER BY id DESC LIMIT 1`);
    expect(logged).toEqual({ action: 'appeal_reversed', target_kind: 'restaurant', target_id: r.restaurantId });
  });

  it('an end at once: reversed, the subscription is active again, renews at the end of the paid period, and its page is back', async () => {
    const r = await restaurateur();
    const paidUntil = (await subscription(r.subscriptionId)).next_due_date as string;
    await clients.admin.gql(DECIDE_SUBSCRIPTION, { input: { idUrl: r.idUrl, kind: 'end_now', ground: 'repeated_breach', reasons: GROUNDS } });
    expect(await subscription(r.subscriptionId)).toMatchObject({ state: 'ended' });
    expect(await statusOf(r.restaurantId)).toBe('draft');
    const token = tokenIn(await lastMail(r.email, BILLING_MAIL_SUBJECTS.endedByMijote));
    expect(await submit(r.owner, token, 'Les manquements cités datent de l’ancien gérant ; la nouvelle équipe les a corrigés.')).toMatchObject({ __typename: 'AppealSent' });
    const id = Number(token.split('-')[0]);
    expect(await decide(clients.second, { id, reverse: true, answer: 'Le changement de gérant est établi et les manquements ont cessé : l’abonnement est rétabli.' })).toMatchObject({ outcome: 'reversed' });
    expect(await subscription(r.subscriptionId)).toMatchObject({ state: 'active', ends_on: null, next_due_date: paidUntil });
    expect(await statusOf(r.restaurantId)).toBe('published');
    expect(await renewalService.renew(ctx(), r.subscriptionId)).toBe('not-due');
    expect(await charges(r.subscriptionId)).toBe(0);
    expect((await lastMail(r.email, APPEAL_MAIL_SUBJECTS.reversed)).text).toContain(APPEALABLE_DECISIONS.subscription_ended.reversed);
  });

  it('an end whose paid period ran out meanwhile: restored, it is due today for a month from today, nothing charged for the gap', async () => {
    const r = await restaurateur();
    await clients.admin.gql(DECIDE_SUBSCRIPTION, { input: { idUrl: r.idUrl, kind: 'end_now', ground: 'legal_obligation', reasons: GROUNDS } });
    const token = tokenIn(await lastMail(r.email, BILLING_MAIL_SUBJECTS.endedByMijote));
    await dueDaysAgo(t.db, r.subscriptionId, 20); // time moved on: the paid period ended 20 days ago
    expect(await submit(r.owner, token, 'L’obligation citée visait un autre établissement du même nom, à Cholet.')).toMatchObject({ __typename: 'AppealSent' });
    const id = Number(token.split('-')[0]);
    expect(await decide(clients.second, { id, reverse: true, answer: 'Erreur d’établissement vérifiée auprès de la préfecture : l’abonnement est rétabli.' })).toMatchObject({ outcome: 'reversed' });
    expect(await subscription(r.subscriptionId)).toMatchObject({ state: 'active', next_due_date: await today() });
    expect(await charges(r.subscriptionId)).toBe(0);
    expect(await dueSubscriptionIds(t.db)).toContain(r.subscriptionId);
    expect(await renewalService.renew(ctx(), r.subscriptionId)).toBe('renewed');
    expect(await charges(r.subscriptionId)).toBe(1);
  });

  it('an end with notice, upheld: it stays fixed; a later decision makes a reversal impossible (CONFLICT)', async () => {
    const r = await restaurateur();
    await clients.admin.gql(DECIDE_SUBSCRIPTION, { input: { idUrl: r.idUrl, kind: 'end_notice', ground: 'closed', reasons: GROUNDS } });
    const mail = await lastMail(r.email, BILLING_MAIL_SUBJECTS.endedByMijote);
    expect(mail.text).toContain('Vous pouvez contester cette décision gratuitement pendant 6 mois');
    const token = tokenIn(mail);
    expect(await submit(r.owner, token, 'Le restaurant n’est pas fermé : il a seulement changé d’horaires cet hiver.')).toMatchObject({ __typename: 'AppealSent' });
    const id = Number(token.split('-')[0]);
    const endsOn = (await subscription(r.subscriptionId)).ends_on;
    expect(endsOn).not.toBeNull();
    // Ended at once meanwhile (a later decision): the notice's appeal can no longer reverse anything.
    await clients.admin.gql(DECIDE_SUBSCRIPTION, { input: { idUrl: r.idUrl, kind: 'end_now', ground: 'repeated_breach', reasons: GROUNDS } });
    expect(await decide(clients.second, { id, reverse: true, answer: ANSWER })).toMatchObject({ code: 'CONFLICT', message: APPEAL_MESSAGES.cannotReverse });
    expect(await decide(clients.second, { id, reverse: false, answer: 'La fermeture a été constatée sur place deux samedis de suite : la décision est maintenue.' })).toMatchObject({ outcome: 'upheld' });
    expect((await lastMail(r.email, APPEAL_MAIL_SUBJECTS.upheld)).text).toContain('La décision est maintenue.');
  });
});

describe('the owner’s decisions', () => {
  const lastToken = async (subject: string) => tokenIn(await lastMail('patron@appels.fr', subject));
  let owner: AccountClient;

  beforeAll(async () => {
    await insertOwner(t.db, { email: 'patron@appels.fr', firstName: 'Jean', lastName: 'Relais', passwordHash: await hashPassword(PASSWORD) }, { idUrl });
    owner = new AccountClient(t);
    await owner.logIn('patron@appels.fr', PASSWORD, 'restaurateur');
  });

  it('a refused reply: the owner contests it from the e-mail’s link, another moderator reverses it, the reply is under the review', async () => {
    const reviewId = await insertReview(t.db, { restaurantId, authorName: 'Zoé L.', rating: 3, text: 'Correct, sans plus ; le dessert était le meilleur moment.', visitDate: visit++ });
    const text = 'Merci Zoé, nous transmettons au chef : à bientôt pour un autre dessert !';
    expect(((await owner.gql(`mutation ($input: ReplyInput!) { replyToReview(input: $input) { __typename } }`, { input: { idUrl, reviewId, text } })) as Gql).data!.replyToReview).toEqual({ __typename: 'ReviewDone' });
    const [{ id: replyId }] = await t.db.query('SELECT id FROM review_reply WHERE review_id = $1', [reviewId]);
    expect(((await clients.admin.gql(`mutation ($input: ReviewDecisionInput!) { decideReply(input: $input) { __typename } }`, { input: { id: replyId, publish: false, reason: 'vulgar' } })) as Gql).data!.decideReply).toEqual({ __typename: 'ReviewDone' });
    const token = await lastToken(REVIEW_MODERATION_SUBJECTS.replyRejected);
    expect(await submit(owner, token, 'Ma réponse remercie une cliente et ne contient aucun propos vulgaire : merci de la relire.')).toMatchObject({ __typename: 'AppealSent' });
    const id = Number(token.split('-')[0]);
    expect(await decide(clients.second, { id, reverse: true, answer: ANSWER })).toMatchObject({ __typename: 'AppealDecided', outcome: 'reversed' });
    const page = ((await t.gql(`{ restaurant(idUrl: "${idUrl}") { ... on Restaurant { reviews { id reply { text } } } } }`)) as Gql).data!.restaurant as { reviews: { id: string; reply: { text: string } | null }[] };
    expect(page.reviews.find((r) => Number(r.id) === reviewId)?.reply).toEqual({ text });
    expect((await lastMail('patron@appels.fr', APPEAL_MAIL_SUBJECTS.reversed)).text).toContain(APPEALABLE_DECISIONS.reply_rejected.reversed);
  });

  it('a page taken off line: the owner contests it, another moderator reverses it, the page is on line again and its renewals resume', async () => {
    await activateSubscription(t.db, restaurantId);
    const holds = async () => (await t.db.query('SELECT renewal_holds FROM subscription WHERE restaurant_id = $1', [restaurantId]))[0].renewal_holds as string[];
    const off = await clients.admin.gql(`mutation ($input: RestaurantOnlineInput!) { setRestaurantOnline(input: $input) { __typename } }`,
      { input: { idUrl, online: false, reason: 'Plusieurs clients signalent une fermeture définitive.' } }) as Gql;
    expect(off.data!.setRestaurantOnline).toMatchObject({ __typename: expect.not.stringMatching(/Error$/) });
    const mail = await lastMail('patron@appels.fr', PUBLICATION_MAIL_SUBJECTS.offline);
    expect(mail.text).not.toMatch(/répond(ez|ant)? à ce message|répondre à ce message/);
    expect(await holds()).toEqual(['offline']);
    const token = tokenIn(mail);
    expect(await submit(owner, token, 'Le restaurant est ouvert : nous avons seulement fermé deux semaines pour travaux en août.')).toMatchObject({ __typename: 'AppealSent' });
    const id = Number(token.split('-')[0]);
    expect(await decide(clients.second, { id, reverse: true, answer: 'Vérification faite par téléphone : le restaurant est bien ouvert, la page est remise en ligne.' })).toMatchObject({ outcome: 'reversed' });
    expect((await t.db.query('SELECT status FROM restaurant WHERE id = $1', [restaurantId]))[0].status).toBe('published');
    expect(await holds()).toEqual([]);
    const mine = ((await owner.gql(MINE)) as Gql).data!.myAppeals as { appeal: { action: string; state: string } }[];
    expect(mine.map((m) => m.appeal)).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'restaurant_offline', state: 'reversed' }), expect.objectContaining({ action: 'reply_rejected', state: 'reversed' })]));
  });
});

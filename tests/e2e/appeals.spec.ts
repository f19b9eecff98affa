import { expect, test, type APIRequestContext } from '@playwright/test';
import { APPEAL_MESSAGES } from '../../common/appeal-rules.js';
import { hashPassword } from '../../server/src/auth/passwords.js';
import { APPEAL_MAIL_SUBJECTS, REVIEW_MODERATION_SUBJECTS } from '../../server/src/modules/mail/mail.templates.js';
import { accountId, insertAccount } from '../factories/accounts.js';
import { insertReview } from '../factories/reviews.js';
import { messagesFor, type OutboxMessage } from '../support/outbox.js';
import { TestAuthenticator } from '../support/totp.js';
import { adminSegment, createCustomer, dataDir, DEMO_PASSWORD, hasDataDir, logInAsCustomer, uniqueEmail } from './accounts-helpers.js';
import { dbQuery, testDb } from './api-helpers.js';
import { shot } from './helpers.js';
import { logInToAdminArea } from './moderation-helpers.js';

/**
 * Contesting a decision (issue 28, DSA art. 20, docs/adr/0041), on a phone and a desktop: a review is refused by one
 * moderator; its author opens the personal link of the refusal e-mail (not signed in) and writes why; another moderator
 * (the demo admin) finds the appeal in area 2 beside the decision and reverses it; the review is on the restaurant's
 * page and the reasoned answer is in the outbox.
 */
test.skip(!hasDataDir(), 'Ce parcours lit la boîte d’envoi et la base du serveur lancé par global-setup.ts.');

async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables }, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { data: T }).data;
}

/** A second moderator, signed in through the API with a fresh second factor: the one who refuses the review. */
async function firstModerator(request: APIRequestContext, email: string): Promise<string> {
  await insertAccount(testDb(dataDir()), { email, role: 'admin', firstName: 'Inès', passwordHash: await hashPassword(DEMO_PASSWORD) });
  const first = await gql<{ logIn: { challenge: string; setupSecret: string } }>(request,
    'mutation ($email: String!, $password: String!) { logIn(email: $email, password: $password, space: admin) { ... on SecondFactorRequired { challenge setupSecret } } }',
    { email, password: DEMO_PASSWORD });
  const code = await new TestAuthenticator(first.logIn.setupSecret).nextCode();
  const session = await gql<{ confirmSecondFactor: { accessToken: string } }>(request,
    'mutation ($challenge: String!, $code: String!) { confirmSecondFactor(challenge: $challenge, code: $code) { ... on SecondFactorSession { accessToken } } }',
    { challenge: first.logIn.challenge, code });
  return session.confirmSecondFactor.accessToken;
}

async function mailTo(email: string, subject: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect.poll(async () => (found = (await messagesFor(dataDir(), email)).find((m) => m.subject === subject)) !== undefined,
    { message: `« ${subject} » pour ${email} introuvable dans la boîte d’envoi`, timeout: 15_000 }).toBe(true);
  return found!;
}

test('un avis refusé est contesté depuis le lien de l’e-mail, la modération annule la décision : l’avis est en ligne et la réponse envoyée', async ({ page, browser, baseURL, request }, testInfo) => {
  test.setTimeout(150_000);
  const who = testInfo.project.name;
  const author = uniqueEmail(testInfo, 'contestation');
  await createCustomer(request, author, 'Margaux');
  const [r] = await dbQuery<{ id: number; id_url: string; name: string; path: string }>(dataDir(),
    `SELECT r.id, r.id_url, r.name, '/restaurant/' || c.slug || '/' || r.slug || '_' || r.id_url AS path FROM restaurant r JOIN city c ON c.id = r.city_id
     WHERE r.status = 'published' AND r.name ~ '^[A-Za-z ]+$' ORDER BY r.id LIMIT 1 OFFSET ${who === 'phone' ? 3 : 2}`);
  const text = `Repas du dimanche (${who} ${Date.now() % 100000}) : accueil souriant, plat du jour copieux, dessert un peu sec.`;
  const reviewId = await insertReview(testDb(dataDir()), { restaurantId: r.id, authorId: (await accountId(testDb(dataDir()), author))!, authorName: 'Margaux E.', rating: 4, text, status: 'pending' });

  // One moderator refuses it.
  const token = await firstModerator(request, uniqueEmail(testInfo, 'moderatrice'));
  const refused = await gql<{ decideReview: { __typename: string } }>(request,
    'mutation ($input: ReviewDecisionInput!) { decideReview(input: $input) { __typename } }',
    { input: { id: reviewId, publish: false, reason: 'vulgar', details: 'Le mot « sec » a été pris pour une insulte.' } }, token);
  expect(refused.decideReview.__typename).toBe('ReviewDone');

  // Its author opens the personal link of the refusal e-mail, without signing in.
  const refusal = await mailTo(author, REVIEW_MODERATION_SUBJECTS.rejected);
  expect(refusal.text).not.toMatch(/répond(ez|ant) à ce message/);
  const link = /https?:\/\/\S+\/contester\/[A-Za-z0-9_-]+/.exec(refusal.text)![0];
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Contester une décision', level: 1 })).toBeVisible();
  await expect(page.locator('.appeal__facts')).toContainText('Refus de votre avis');
  await expect(page.locator('.appeal__facts')).toContainText('Le mot « sec » a été pris pour une insulte.');
  await expect(page.locator('.appeal__facts')).toContainText('Vous pouvez la contester');
  // Too short: refused in French before anything is sent.
  await page.getByLabel('Pourquoi contestez-vous cette décision ?').fill('Pas juste.');
  await page.getByRole('button', { name: 'Envoyer ma contestation' }).click();
  await expect(page.getByText(APPEAL_MESSAGES.textLength)).toBeVisible();
  const reasons = 'Mon avis ne contient aucune insulte : « sec » décrit le dessert, pas une personne. Merci de le relire.';
  await page.getByLabel('Pourquoi contestez-vous cette décision ?').fill(reasons);
  await shot(page, testInfo, 'contestation-ecrite', true);
  await page.getByRole('button', { name: 'Envoyer ma contestation' }).click();
  await expect(page.getByRole('status').filter({ hasText: APPEAL_MESSAGES.sent })).toBeVisible();
  await expect(page.locator('.appeal__facts')).toContainText('Contestation en cours d’examen');
  await expect(page.getByRole('button', { name: 'Envoyer ma contestation' })).toHaveCount(0);
  await shot(page, testInfo, 'contestation-envoyee', true);

  // Another moderator (the demo admin) finds it in area 2, beside the decision, and reverses it.
  const admin = await browser.newContext({ baseURL, viewport: page.viewportSize()! });
  const moderator = await admin.newPage();
  await logInToAdminArea(moderator, adminSegment('admin-moderation-path'));
  const card = moderator.locator('article.moderation__request').filter({ hasText: author });
  await expect(card).toContainText(reasons);
  await expect(card).toContainText('Avis refusé');
  await expect(card).toContainText('Le mot « sec » a été pris pour une insulte.');
  await expect(card.getByRole('heading', { level: 3 })).toContainText('Contestation : Avis refusé');
  await card.getByRole('radio', { name: 'Annuler la décision (publier l’avis)' }).check();
  const answer = 'Après relecture, « sec » qualifie le dessert : votre avis respecte la charte et il est publié.';
  await card.getByLabel('Réponse motivée (envoyée par e-mail)').fill(answer);
  await shot(moderator, testInfo, 'contestation-zone-2', true);
  await card.getByRole('button', { name: 'Enregistrer la réponse' }).click();
  await expect(moderator.getByRole('status').filter({ hasText: APPEAL_MESSAGES.reversed })).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(moderator.locator('.moderation__log tbody tr').first()).toContainText('Contestation : décision annulée');
  await admin.close();

  // The review is on the restaurant's page.
  await page.goto(r.path);
  const shown = page.locator('li.review').filter({ hasText: text });
  await expect(shown).toBeVisible();
  await shown.scrollIntoViewIfNeeded();
  await expect(shown).toBeInViewport();
  await expect(page.getByText('Chargement', { exact: true })).toHaveCount(0);
  await shot(page, testInfo, 'avis-en-ligne', false);

  // The reasoned answer is in the outbox; the link now shows it.
  const reply = await mailTo(author, APPEAL_MAIL_SUBJECTS.reversed);
  expect(reply.text).toContain(`Motifs : ${answer}`);
  await page.goto(new URL(link).pathname);
  await expect(page.locator('.appeal__facts')).toContainText('Décision annulée');
  await expect(page.getByText(answer)).toBeVisible();
  await shot(page, testInfo, 'contestation-reponse', true);

  // The author's profile lists the decision with its appeal.
  await page.goto('/profilScreen');
  await logInAsCustomer(page, author, DEMO_PASSWORD, 'Margaux');
  const decisions = page.locator('section.appeal-list');
  await expect(decisions.getByRole('heading', { name: 'Décisions de modération' })).toBeVisible();
  await expect(decisions.locator('li').filter({ hasText: 'Refus de votre avis' })).toContainText('Décision annulée');
  await expect(decisions.getByRole('link', { name: 'Voir la contestation' })).toHaveAttribute('href', new URL(link).pathname);
  await decisions.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'profil-decisions', false);
});

/**
 * A reporter contests a « keep » (DSA art. 20, docs/adr/0049): a visitor who left an address reports a review; one
 * moderator keeps it; from the report's follow page (/signalement/<token>) the reporter opens the contest, writes why;
 * another moderator (the demo admin) finds it in area 2 beside the report and the review, reverses it: the review
 * leaves the page, its author gets the statement of reasons with their own link, the reporter the reasoned answer.
 */
test('un signalement conservé est contesté depuis la page de suivi : l’avis est retiré, chacun est prévenu', async ({ page, browser, baseURL, request }, testInfo) => {
  test.setTimeout(150_000);
  const who = testInfo.project.name;
  const author = uniqueEmail(testInfo, 'auteur-signale');
  const reporter = uniqueEmail(testInfo, 'signaleur');
  await createCustomer(request, author, 'Bastien');
  const [r] = await dbQuery<{ id: number; path: string }>(dataDir(),
    `SELECT r.id, '/restaurant/' || c.slug || '/' || r.slug || '_' || r.id_url AS path FROM restaurant r JOIN city c ON c.id = r.city_id
     WHERE r.status = 'published' AND r.name ~ '^[A-Za-z ]+$' ORDER BY r.id LIMIT 1 OFFSET ${who === 'phone' ? 5 : 4}`);
  const text = `Le meilleur restaurant du monde (${who} ${Date.now() % 100000}), allez-y les yeux fermés, c’est mon cousin qui cuisine !`;
  const reviewId = await insertReview(testDb(dataDir()), { restaurantId: r.id, authorId: (await accountId(testDb(dataDir()), author))!, authorName: 'Bastien R.', rating: 5, text });

  // A visitor reports it, leaving an address; the acknowledgement gives the follow link.
  const sent = await gql<{ reportReview: { followToken: string } }>(request,
    'mutation ($input: ReportReviewInput!) { reportReview(input: $input) { ... on ReviewReported { followToken } } }',
    { input: { reviewId, reason: 'affiliated', details: 'L’auteur dit lui-même que le cuisinier est son cousin.', email: reporter } });
  const follow = `/signalement/${sent.reportReview.followToken}`;

  // One moderator keeps it.
  const token = await firstModerator(request, uniqueEmail(testInfo, 'moderateur'));
  const keep = 'Le lien de parenté n’est pas établi : la phrase peut être une plaisanterie, l’avis est conservé.';
  const kept = await gql<{ decideReviewReports: { __typename: string } }>(request,
    'mutation ($input: ReviewReportsDecisionInput!) { decideReviewReports(input: $input) { __typename } }', { input: { reviewId, remove: false, reason: keep } }, token);
  expect(kept.decideReviewReports.__typename).toBe('ReviewReportsDecided');
  const outcome = await mailTo(reporter, REVIEW_MODERATION_SUBJECTS.outcome);
  expect(outcome.text).toContain('Vous pouvez contester cette décision gratuitement pendant 6 mois');
  const mailed = /\/contester\/[A-Za-z0-9_-]+/.exec(outcome.text)![0];

  // The follow page: kept, with its reason, and the way to contest it.
  await page.goto(follow);
  await expect(page.getByRole('heading', { name: 'Suivi de mon signalement', level: 1 })).toBeVisible();
  await expect(page.locator('.report-follow')).toContainText('Examiné : l’avis est conservé');
  await expect(page.locator('.report-follow')).toContainText(keep);
  await expect(page.getByText(APPEAL_MESSAGES.reportContest)).toBeVisible();
  const contest = page.getByRole('link', { name: 'Contester cette décision' });
  await expect(contest).toHaveAttribute('href', mailed);
  await shot(page, testInfo, 'signalement-conserve', true);
  await contest.click();
  await expect(page.getByRole('heading', { name: 'Contester une décision', level: 1 })).toBeVisible();
  await expect(page.locator('.appeal__facts')).toContainText('Conservation de l’avis que vous avez signalé');
  const reasons = 'L’auteur écrit que le cuisinier est son cousin : c’est un avis d’un proche, que la charte exclut.';
  await page.getByLabel('Pourquoi contestez-vous cette décision ?').fill(reasons);
  await page.getByRole('button', { name: 'Envoyer ma contestation' }).click();
  await expect(page.getByRole('status').filter({ hasText: APPEAL_MESSAGES.sent })).toBeVisible();

  // Another moderator finds it in area 2, beside the report and the review, and reverses it.
  const admin = await browser.newContext({ baseURL, viewport: page.viewportSize()! });
  const moderator = await admin.newPage();
  await logInToAdminArea(moderator, adminSegment('admin-moderation-path'));
  const card = moderator.locator('article.moderation__request').filter({ hasText: reporter });
  await expect(card.getByRole('heading', { level: 3 })).toContainText('Contestation : Avis signalé conservé');
  await expect(card).toContainText(reasons);
  await expect(card).toContainText('L’auteur dit lui-même que le cuisinier est son cousin.');
  await expect(card).toContainText(text);
  await expect(card).toContainText(keep);
  await card.getByRole('radio', { name: 'Annuler la décision (retirer l’avis)' }).check();
  await expect(card.getByText(APPEAL_MESSAGES.reportReversalNote)).toBeVisible();
  const answer = 'L’avis dit lui-même que le cuisinier est un proche de son auteur : la charte l’exclut, il est retiré.';
  await card.getByLabel('Réponse motivée (envoyée par e-mail)').fill(answer);
  await card.scrollIntoViewIfNeeded();
  await shot(moderator, testInfo, 'signalement-zone-2', false);
  await card.getByRole('button', { name: 'Enregistrer la réponse' }).click();
  await expect(moderator.getByRole('status').filter({ hasText: APPEAL_MESSAGES.reversed })).toBeVisible();
  await expect(card).toHaveCount(0);
  await admin.close();

  // The review has left the page; its author has the reasons and their own link; the reporter the answer.
  await page.goto(r.path);
  await expect(page.getByText('Chargement', { exact: true })).toHaveCount(0);
  await expect(page.locator('li.review').filter({ hasText: text })).toHaveCount(0);
  const removal = await mailTo(author, REVIEW_MODERATION_SUBJECTS.removed);
  expect(removal.text).toContain(answer);
  expect(removal.text).toMatch(/\/contester\/[A-Za-z0-9_-]+/);
  expect((await mailTo(reporter, APPEAL_MAIL_SUBJECTS.reversed)).text).toContain(`Motifs : ${answer}`);
  await page.goto(follow);
  await expect(page.locator('.report-follow')).toContainText(APPEAL_MESSAGES.reportReversedState);
  await expect(page.locator('.report-follow')).toContainText('Décision annulée');
  await expect(page.locator('.report-follow')).toContainText(answer);
  await shot(page, testInfo, 'signalement-conteste', true);
});

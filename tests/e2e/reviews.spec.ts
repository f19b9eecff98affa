import { expect, test, type Locator } from '@playwright/test';
import sharp from 'sharp';
import { PAGE_LD_ID } from '../../common/constants.js';
import { REPLY_MESSAGES, REVIEW_MESSAGES, REVIEW_REJECTION_REASONS } from '../../common/review-rules.js';
import { adminSegment, connectionScreen, createCustomer, dataDir, DEMO_PASSWORD, hasDataDir, logInAsCustomer, logInAsDemoRestaurateur, uniqueEmail } from './accounts-helpers.js';
import { insertReview } from '../factories/reviews.js';
import { dbQuery, testDb } from './api-helpers.js';
import { shot } from './helpers.js';
import { logInToAdminArea } from './moderation-helpers.js';
import { messagesFor } from '../support/outbox.js';

/**
 * Writing reviews (issue 14), on a phone and a desktop, as people would: a visitor asks to give their opinion, signs in
 * on the connection screen and lands on the form; the review waits (not on the page) until the moderation publishes it
 * in area 2, then shows with its dates and the count follows; edited from the profile it goes back to the queue and
 * then shows its edit date; another review refused for a charter ground: its author has the reason by e-mail and on
 * their profile.
 */
/** The photo is shown (its address answered an image), and from where: private (signed) or public (/media) (ADR 0023). */
async function photoShown(img: Locator, from: RegExp) {
  await expect(img).toHaveAttribute('src', from);
  // The restaurant page loads its review photos lazily: bring it into view first.
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((e: HTMLImageElement) => e.complete && e.naturalWidth > 0)).toBe(true);
}
const PRIVATE_PHOTO = /^\/api\/reviewPhotoFile\?/;
const PUBLIC_PHOTO = /^\/media\/restaurants\//;

test.skip(!hasDataDir(), 'Ce parcours lit la boîte d’envoi et la base du serveur lancé par global-setup.ts.');

test('un client donne son avis : relu puis publié, modifié puis republié avec sa date de modification ; un avis refusé reçoit son motif', async ({ page, browser, baseURL, request }, testInfo) => {
  test.setTimeout(180_000);
  const who = testInfo.project.name;
  const email = uniqueEmail(testInfo, 'avis');
  await createCustomer(request, email, 'Margaux');
  const [r] = await dbQuery<{ id_url: string; name: string; path: string }>(dataDir(),
    `SELECT r.id_url, r.name, '/restaurant/' || c.slug || '/' || r.slug || '_' || r.id_url AS path FROM restaurant r JOIN city c ON c.id = r.city_id
     WHERE r.status = 'published' AND c.slug <> 'angers' AND r.name ~ '^[A-Za-z ]+$' ORDER BY r.review_count DESC, r.id LIMIT 1 OFFSET ${who === 'phone' ? 7 : 6}`);
  const stamp = `${who} ${Date.now() % 100000}`;
  const title = `Belle soirée ${stamp}`;

  // A visitor: the connection screen first, then the form.
  await page.goto(r.path);
  const count = page.locator('#reviews-title .muted');
  const n = (s: string | null) => Number(/\d+/.exec(s ?? '')![0]);
  const before = n(await count.textContent());
  await page.getByRole('link', { name: 'Donner mon avis' }).click();
  await expect(connectionScreen(page)).toBeVisible();
  await logInAsCustomer(page, email, DEMO_PASSWORD, 'Margaux');
  await expect(page.getByRole('heading', { name: `Donner mon avis sur ${r.name}`, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Envoyer mon avis' }).click();
  await expect(page.getByText(REVIEW_MESSAGES.rating)).toBeVisible();
  await expect(page.getByText(REVIEW_MESSAGES.sworn)).toBeVisible();
  await page.getByRole('radio', { name: '4 étoiles' }).check();
  await page.getByLabel('Titre de votre avis').fill(title);
  await page.getByLabel(/Votre avis \(50 caractères au moins\)/).fill('Service attentionné, carte courte et de saison, un magret parfaitement cuit et une tarte fine aux pommes.');
  await expect(page.getByText(/^\d+ \/ 2000 caractères$/)).toBeVisible();
  await page.getByLabel('Mois de votre visite').selectOption({ index: 2 });
  await page.getByRole('radio', { name: 'Dîner' }).check();
  // A photo of the meal and the receipt (never published).
  const picture = (background: string) => sharp({ create: { width: 800, height: 600, channels: 3, background } }).png().toBuffer();
  await page.locator('input[type=file][multiple]').setInputFiles({ name: 'magret.png', mimeType: 'image/png', buffer: await picture('#8a3b12') });
  await page.getByText('Joindre mon ticket de caisse').locator('input[type=file]').setInputFiles({ name: 'ticket.png', mimeType: 'image/png', buffer: await picture('#f4f1ea') });
  await expect(page.getByText('Ticket choisi : ticket.png.')).toBeVisible();
  await page.getByRole('checkbox', { name: /Je déclare sur l’honneur/ }).check();
  await shot(page, testInfo, 'avis-formulaire', true);
  await page.getByRole('button', { name: 'Envoyer mon avis' }).click();
  await expect(page.getByText(REVIEW_MESSAGES.sent)).toBeVisible();

  // Not on the page until the moderation has read it.
  await page.getByRole('link', { name: `Retour à ${r.name}` }).click();
  await expect(page.getByRole('heading', { name: r.name, level: 1 })).toBeVisible();
  // Only its author sees it, marked as waiting (issue 25); the published list does not hold it.
  await expect(page.getByTestId('my-pending-review').filter({ hasText: title })).toBeVisible();
  await expect(page.locator('li.review:not(.review--pending)').filter({ hasText: title })).toHaveCount(0);
  expect(n(await count.textContent())).toBe(before);
  const jsonLd = page.locator(`script#${PAGE_LD_ID}`);
  await expect(jsonLd).toHaveCount(1);
  expect(await jsonLd.textContent()).not.toContain(title);

  // Area 2 publishes it.
  const admin = await browser.newContext({ baseURL, viewport: page.viewportSize()! });
  const moderator = await admin.newPage();
  await logInToAdminArea(moderator, adminSegment('admin-moderation-path'));
  // The queue is served by pages of 20 (issue 25): the restaurant's name finds its reviews.
  await moderator.getByLabel('Rechercher un restaurant ou un auteur').fill(r.name);
  const card = moderator.locator('article.moderation__request').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.locator('.review__photos img')).toHaveCount(1);
  // Not published yet: shown to the moderation from its private address.
  await photoShown(card.locator('.review__photos img'), PRIVATE_PHOTO);
  await card.getByRole('button', { name: 'Voir le ticket de caisse' }).click();
  await expect(card.getByRole('img', { name: /Ticket de caisse joint/ })).toBeVisible();
  // Nothing is chosen beforehand (issue 25).
  await expect(card.getByRole('radio', { name: 'Publier l’avis' })).not.toBeChecked();
  await card.getByRole('radio', { name: 'Publier l’avis' }).check();
  await card.getByRole('checkbox', { name: /Accorder « Visite vérifiée »/ }).check();
  await card.scrollIntoViewIfNeeded();
  await shot(moderator, testInfo, 'moderation-avis-a-relire');
  await card.getByRole('button', { name: 'Enregistrer la décision' }).click();
  await expect(moderator.getByRole('status').filter({ hasText: REVIEW_MESSAGES.published(r.name) })).toBeVisible();

  // On the page, with its dates; the count follows.
  await page.reload();
  const shown = page.locator('li.review').filter({ hasText: title });
  await expect(shown).toBeVisible();
  await expect(shown).toContainText(/Visite en \S+ \d{4} \(dîner\)/);
  await expect(shown).toContainText(/Publié le/);
  await expect(shown.getByText('✓ Visite vérifiée')).toBeVisible();
  await expect(shown.locator('.review__photos img')).toHaveCount(1);
  await photoShown(shown.locator('.review__photos img'), PUBLIC_PHOTO);
  await expect.poll(async () => n(await count.textContent())).toBe(before + 1);
  // Marked up for search engines once published, with its dates.
  const review = ((JSON.parse((await jsonLd.textContent())!) as { review?: { name?: string; datePublished: string }[] }).review ?? []).find((v) => v.name === title);
  expect(review?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expect(page.locator('.page-overlay')).toHaveCount(0);
  await shown.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'avis-publie');

  // Edited from the profile: back to the queue, then shown with its edit date.
  await page.goto('/profilScreen');
  const mine = page.getByTestId('my-review').filter({ hasText: title });
  await expect(mine).toContainText('Publié');
  await mine.getByRole('link', { name: /Modifier/ }).click();
  await expect(page.getByRole('heading', { name: `Modifier mon avis sur ${r.name}`, level: 1 })).toBeVisible();
  await page.getByLabel('Titre de votre avis').fill(`${title} (suite)`);
  await page.getByRole('checkbox', { name: /Je déclare sur l’honneur/ }).check();
  await page.getByRole('button', { name: 'Envoyer mon avis modifié' }).click();
  await expect(page.getByText(REVIEW_MESSAGES.edited)).toBeVisible();
  await moderator.reload();
  await moderator.getByLabel('Rechercher un restaurant ou un auteur').fill(r.name);
  const edited = moderator.locator('article.moderation__request').filter({ hasText: `${title} (suite)` });
  await expect(edited).toContainText('déjà publié une fois');
  // Off the page while it waits again: its photo back to a private address.
  await photoShown(edited.locator('.review__photos img'), PRIVATE_PHOTO);
  await edited.getByRole('radio', { name: 'Publier l’avis' }).check();
  await edited.getByRole('button', { name: 'Enregistrer la décision' }).click();
  await expect(moderator.getByRole('status').filter({ hasText: 'Avis publié' })).toBeVisible();
  await page.goto(r.path);
  await expect(page.locator('li.review').filter({ hasText: `${title} (suite)` })).toContainText(/Modifié le/);

  // Another visit, refused: the reason by e-mail and on the profile.
  await page.goto(`/donner-un-avis/${r.id_url}`);
  await page.getByRole('radio', { name: '2 étoiles' }).check();
  await page.getByLabel('Titre de votre avis').fill(`Autre visite ${stamp}`);
  await page.getByLabel(/Votre avis \(50 caractères au moins\)/).fill('Je parle ici de la crêperie voisine : galettes froides, service très lent et addition salée.');
  await page.getByLabel('Mois de votre visite').selectOption({ index: 4 });
  await page.getByRole('radio', { name: 'Déjeuner', exact: true }).check();
  await page.getByRole('checkbox', { name: /Je déclare sur l’honneur/ }).check();
  await page.getByRole('button', { name: 'Envoyer mon avis' }).click();
  await expect(page.getByText(REVIEW_MESSAGES.sent)).toBeVisible();
  await moderator.reload();
  await moderator.getByLabel('Rechercher un restaurant ou un auteur').fill(r.name);
  const other = moderator.locator('article.moderation__request').filter({ hasText: `Autre visite ${stamp}` });
  await other.getByRole('radio', { name: 'Refuser l’avis' }).check();
  await other.getByRole('button', { name: 'Enregistrer la décision' }).click();
  await expect(other.getByText(REVIEW_MESSAGES.reasonRequired)).toBeVisible();
  await other.getByRole('radio', { name: REVIEW_REJECTION_REASONS.elsewhere }).check();
  await other.getByLabel(/Précisions pour l’auteur/).fill('Votre avis décrit la crêperie voisine.');
  await other.getByRole('button', { name: 'Enregistrer la décision' }).click();
  await expect(moderator.getByRole('status').filter({ hasText: 'Avis refusé' })).toBeVisible();
  await admin.close();
  await expect.poll(async () => (await messagesFor(dataDir(), email)).find((m) => m.subject === 'Votre avis sur Mijote n’a pas été publié')?.text ?? '').toContain('Votre avis décrit la crêperie voisine.');
  await page.goto('/profilScreen');
  await expect(page.getByTestId('my-review').filter({ hasText: `Autre visite ${stamp}` })).toContainText(`Motif du refus : ${REVIEW_REJECTION_REASONS.elsewhere}`);
  await shot(page, testInfo, 'profil-mes-avis', true);
});

/**
 * Owners reply (issue 14): the demo restaurateur reads the reviews of their restaurant (new ones highlighted), writes a
 * public reply, which shows under the review once area 2 has published it. Each project answers another review.
 */
test('le restaurateur répond à un avis : sa réponse paraît sous l’avis une fois relue', async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${testInfo.project.name} ${Date.now() % 100000}`;
  const text = `Merci pour votre visite et vos mots, à très bientôt (${stamp}) !`;
  const author = `Lucie ${stamp}`;
  // A review just published on the demo restaurateur's restaurant.
  const [own] = await dbQuery<{ id: number; path: string }>(dataDir(),
    `SELECT r.id, '/restaurant/' || c.slug || '/' || r.slug || '_' || r.id_url AS path FROM restaurant r JOIN app_user u ON u.id = r.owner_id JOIN city c ON c.id = r.city_id
     WHERE u.email = 'resto@mijote.test' ORDER BY r.id LIMIT 1`);
  await insertReview(testDb(dataDir()), { restaurantId: own.id, authorName: author, rating: 4, text: 'Accueil adorable et blanquette fondante, une belle découverte.', visitDate: 5 });
  await logInAsDemoRestaurateur(page);
  await page.getByRole('link', { name: /Avis et réponses/ }).click();
  await expect(page.getByRole('heading', { name: 'Avis et réponses', level: 1 })).toBeVisible();
  const review = page.getByTestId('owner-review').filter({ hasText: author });
  await expect(review.getByText('Nouveau')).toBeVisible();
  await review.getByLabel(/Votre réponse publique/).fill('Merci');
  await review.getByRole('button', { name: /Envoyer ma réponse/ }).click();
  await expect(review.getByText(REPLY_MESSAGES.text)).toBeVisible();
  await review.getByLabel(/Votre réponse publique/).fill(text);
  await review.getByRole('button', { name: /Envoyer ma réponse/ }).click();
  await expect(review.getByText(REPLY_MESSAGES.sent)).toBeVisible();
  await expect(review).toContainText('Réponse en attente de relecture');
  await shot(page, testInfo, 'restaurateur-avis', true);

  const admin = await browser.newContext({ baseURL, viewport: page.viewportSize()! });
  const moderator = await admin.newPage();
  await logInToAdminArea(moderator, adminSegment('admin-moderation-path'));
  const card = moderator.locator('article.moderation__request').filter({ hasText: text });
  await card.getByRole('radio', { name: 'Publier la réponse' }).check();
  await card.getByRole('button', { name: 'Enregistrer la décision' }).click();
  await expect(moderator.getByRole('status').filter({ hasText: 'Réponse publiée' })).toBeVisible();
  await admin.close();

  await page.goto(own.path);
  const shown = page.locator('li.review').filter({ hasText: text });
  await expect(shown).toBeVisible();
  await expect(shown).toContainText(author);
  await expect(shown.locator('.review__reply-head')).toContainText(/Réponse du restaurateur, le/);
});

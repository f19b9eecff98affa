import { expect, test } from '@playwright/test';
import { SUBSCRIPTION_DECISION_MESSAGES, SUBSCRIPTION_GROUNDS } from '../../common/subscription-decision-rules.js';
import { CGV_RESTO_PATH } from '../../common/page-addresses.js';
import { insertOwner } from '../factories/accounts.js';
import { activateSubscription } from '../factories/subscriptions.js';
import { BILLING_MAIL_SUBJECTS } from '../../server/src/modules/mail/mail.templates.js';
import { messagesFor } from '../support/outbox.js';
import { hashPassword } from '../../server/src/auth/passwords.js';
import { adminSegment, dataDir, DEMO_PASSWORD, hasDataDir, uniqueEmail } from './accounts-helpers.js';
import { dbQuery, testDb } from './api-helpers.js';
import { shot } from './helpers.js';
import { logInToAdminArea } from './moderation-helpers.js';

test.skip(!hasDataDir(), 'Ce parcours lit la boîte d’envoi et la base du serveur lancé par global-setup.ts.');

/**
 * Issue 28 item 5 (docs/adr/0043): from a restaurant's file in area 1, an admin suspends its subscription with a ground
 * and a statement of reasons — the page goes off line, nothing is charged, the restaurateur is e-mailed — then lifts
 * the suspension and the page is back. The CGV say what the admin can do.
 */
test('l’administration suspend un abonnement depuis la fiche, avec motif et exposé des motifs, puis lève la suspension', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'Le parcours d’administration est vérifié sur ordinateur.');
  test.setTimeout(90_000);
  // A published restaurant nobody manages, handed to a new restaurateur with an active subscription.
  const [r] = await dbQuery<{ id_url: string; name: string }>(dataDir(),
    `SELECT r.id_url, r.name FROM restaurant r JOIN city c ON c.id = r.city_id
     WHERE r.status = 'published' AND r.owner_id IS NULL AND c.slug <> 'angers' AND r.name ~ '^[A-Za-z ]+$'
       AND NOT EXISTS (SELECT 1 FROM subscription s WHERE s.restaurant_id = r.id) ORDER BY r.id LIMIT 1`);
  const email = uniqueEmail(testInfo, 'decision');
  const { restaurantId } = await insertOwner(testDb(dataDir()), { email, firstName: 'Lou', lastName: 'Martin', passwordHash: await hashPassword(DEMO_PASSWORD) }, { idUrl: r.id_url });
  await activateSubscription(testDb(dataDir()), restaurantId, { billingEmail: email });

  await logInToAdminArea(page, adminSegment('admin-path'));
  await page.getByRole('link', { name: /Restaurants et abonnements/ }).click();
  await page.getByLabel('Rechercher un restaurant, une commune ou l’e-mail d’un propriétaire').fill(r.name);
  await page.getByRole('link', { name: r.name, exact: true }).click();
  await expect(page.getByTestId('file-status')).toHaveText('En ligne');
  const section = page.getByRole('region', { name: 'Décisions sur l’abonnement' });
  await expect(section).toBeVisible();

  // The reasons are required, and checked before anything is sent.
  await section.getByLabel('Décision', { exact: true }).selectOption({ label: 'Suspension' });
  await section.getByLabel('Motif (conditions générales de vente)').selectOption({ label: SUBSCRIPTION_GROUNDS.false_information.label });
  await section.getByRole('button', { name: 'Enregistrer la décision' }).click();
  await expect(section.getByText(SUBSCRIPTION_DECISION_MESSAGES.reasonsRequired)).toBeVisible();
  const reasons = 'Les horaires affichés ne correspondent pas à ceux du restaurant.';
  await section.getByLabel('Exposé des motifs (envoyé au restaurateur)').fill(reasons);
  await section.getByRole('button', { name: 'Enregistrer la décision' }).click();
  await expect(page.getByText(SUBSCRIPTION_DECISION_MESSAGES.done('suspend', ''))).toBeVisible();
  await expect(page.getByTestId('file-status')).toHaveText('Brouillon');
  await expect(section.getByTestId('file-renewal-holds')).toContainText('abonnement suspendu par Mijote');
  await expect(section.getByTestId('subscription-decisions')).toContainText(reasons);
  await shot(page, testInfo, 'administration-abonnement-suspendu', true);
  await expect.poll(async () => (await messagesFor(dataDir(), email)).find((m) => m.subject === BILLING_MAIL_SUBJECTS.suspended)?.text ?? '').toContain(reasons);

  // The restaurateur's space says why nothing is charged, and what happens when it ends.
  const owner = await browser.newPage();
  await owner.goto('/restaurateurLogin');
  await owner.getByLabel('Adresse e-mail').fill(email);
  await owner.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await owner.getByRole('button', { name: 'Se connecter' }).click();
  await expect(owner.getByTestId('subscription-held')).toContainText('Aucune échéance n’est prélevée pour l’instant (abonnement suspendu par Mijote)');
  await owner.getByTestId('subscription-held').scrollIntoViewIfNeeded();
  await shot(owner, testInfo, 'espace-restaurateur-abonnement-suspendu');
  await owner.close();

  // Lifted: the page is back on line, renewals start again.
  await section.getByLabel('Décision', { exact: true }).selectOption({ label: 'Fin de la suspension' });
  await expect(section.getByLabel('Motif (conditions générales de vente)')).toHaveCount(0);
  await section.getByLabel('Exposé des motifs (envoyé au restaurateur)').fill('Les horaires ont été corrigés par le restaurateur.');
  await section.getByRole('button', { name: 'Enregistrer la décision' }).click();
  await expect(page.getByTestId('file-status')).toHaveText('En ligne');
  await expect(section.getByTestId('file-renewal-holds')).toHaveCount(0);
  await shot(page, testInfo, 'administration-abonnement-repris', true);
  expect((await dbQuery<{ renewal_holds: string[] }>(dataDir(), 'SELECT renewal_holds FROM subscription WHERE restaurant_id = $1', [restaurantId]))[0].renewal_holds).toEqual([]);

  // The CGV say what Mijote may do, and no longer offer a cancellation by e-mail nor a downtime refund.
  await page.goto(CGV_RESTO_PATH);
  const terms = page.locator('main');
  await expect(terms).toContainText('Mijote peut résilier ou suspendre l’abonnement pour l’un des motifs suivants');
  await expect(terms).toContainText(SUBSCRIPTION_GROUNDS.repeated_breach.label.toLowerCase());
  await expect(terms).not.toContainText('virement');
  await expect(terms).not.toContainText('au prorata');
  await expect(terms).not.toContainText('ou par e-mail à');
  await shot(page, testInfo, 'cgv-restaurateurs', true);
});

import { expect, type Page } from '@playwright/test';
import { MAIL_SUBJECTS } from '../../server/src/modules/mail/mail.templates.js';
import { codeFor, DEMO_PASSWORD, linkFor } from './accounts-helpers.js';

/** The registration journey's steps (issue 11), shared by the registration specs and the restaurateur's whole journey. */

/** /contact_inscription's form filled (the restaurant, its commune picked among the suggestions, an address, a phone) and sent. */
export async function sendRequestForm(page: Page, email: string, restaurantName = 'Le Bistrot du Port') {
  await page.goto('/contact_inscription');
  const form = page.getByRole('form', { name: 'Demander mon lien d’inscription' });
  await form.getByLabel('Nom du restaurant').fill(restaurantName);
  await form.getByRole('combobox', { name: 'Commune' }).fill('Ang');
  await form.getByRole('option', { name: 'Angers', exact: true }).click();
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByLabel('Téléphone').fill('02 41 00 00 00');
  await form.getByRole('button', { name: 'Recevoir mon lien d’inscription' }).click();
  return form;
}

/** The same form, and the link it mailed. */
export async function requestLink(page: Page, email: string): Promise<string> {
  await sendRequestForm(page, email);
  await expect(page.getByText('Merci ! Votre lien d’inscription personnel vient de partir par e-mail. Il est valable 7 jours.')).toBeVisible();
  const link = await linkFor(email, MAIL_SUBJECTS.registrationLink);
  return new URL(link).pathname + new URL(link).search;
}

/** Step 1's form, filled with Claire Martin born on `day` February 1980, and sent with « Suivant ». */
export async function fillPersonalInformation(page: Page, day: string) {
  await page.getByLabel('Prénom').fill('Claire');
  await page.getByLabel('Nom', { exact: true }).fill('Martin');
  await page.getByLabel('Jour').fill(day);
  await page.getByLabel('Mois').fill('02');
  await page.getByLabel('Année').fill('1980');
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirmation du mot de passe').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Suivant' }).click();
}

/** Step 1: personal information, then the code read from the outbox (a wrong one first). */
export async function createAccount(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Informations personnelles' })).toBeVisible();
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue(email);
  await fillPersonalInformation(page, '31');
  await expect(page.getByText('Rentrer une date valide')).toBeVisible();
  await page.getByLabel('Jour').fill('28');
  // Enter in the confirmation submits too (SPEC §2).
  await page.getByLabel('Confirmation du mot de passe').press('Enter');
  await expect(page.getByRole('heading', { name: 'Vérifiez votre adresse e-mail' })).toBeVisible();
  await page.getByLabel('Chiffre 1 sur 6').fill('000000');
  await page.getByRole('button', { name: 'Valider' }).click();
  const code = await codeFor(email);
  if (code !== '000000') await expect(page.getByText('Le code est incorrect')).toBeVisible();
  await page.getByLabel('Chiffre 1 sur 6').fill(code);
  await page.getByRole('button', { name: 'Valider' }).click();
}

/** The sandbox provider's page: a test card, then 'Valider le paiement' (or 'Annuler et revenir au site'). */
export async function payWith(page: Page, card: string | null, beforePaying?: () => Promise<void>) {
  await expect(page.getByRole('heading', { name: 'Paiement sécurisé' })).toBeVisible();
  await expect(page.getByText('Environnement de test').first()).toBeVisible();
  if (card === null) {
    await page.getByRole('button', { name: 'Annuler et revenir au site' }).click();
    return;
  }
  await page.getByLabel('Numéro de carte').fill(card);
  await beforePaying?.();
  await page.getByRole('button', { name: 'Valider le paiement' }).click();
}

/** Steps 1 and 2 done (a suggested address, the conditions accepted): the browser is on the payment step. */
export async function upToThePaymentStep(page: Page, email: string) {
  await page.goto(await requestLink(page, email));
  await createAccount(page, email);
  await page.getByRole('combobox', { name: 'Adresse' }).fill('place du Ralliement');
  await page.getByRole('option', { name: 'Place du Ralliement 49100 Angers' }).click();
  await page.getByRole('checkbox', { name: /J’accepte les conditions générales/ }).check();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByRole('heading', { name: 'Paiement' })).toBeVisible();
}

/** Steps 1 and 2 done, the billing form filled and confirmed: the browser is on the provider's page. */
export async function upToThePayment(page: Page, email: string) {
  await upToThePaymentStep(page, email);
  await page.getByLabel('Dénomination sociale').fill('SARL Le Port');
  await page.getByRole('button', { name: 'Passer au paiement' }).click();
  await page.getByRole('dialog', { name: 'Validation de votre moyen de paiement' }).getByRole('button', { name: 'Enregistrer ma carte' }).click();
}

/** A restaurateur registered end to end with the sandbox's accepted card: on the dashboard, subscription active. */
export async function registerRestaurateur(page: Page, email: string): Promise<void> {
  await upToThePayment(page, email);
  await payWith(page, '1111 2222 3333 4444');
  await expect(page.getByRole('heading', { name: 'Paiement accepté !' })).toBeVisible();
  await expect(page.getByText('La banque a confirmé : votre abonnement est actif.')).toBeVisible();
  await page.getByRole('link', { name: 'Aller à mon espace restaurateur' }).click();
  await expect(page.getByTestId('subscription-state')).toHaveText('Actif');
}

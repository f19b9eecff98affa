import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DEMO_PASSWORD, hasDataDir, uniqueEmail } from './accounts-helpers.js';
import { createAccount, payWith, requestLink, upToThePayment, upToThePaymentStep } from './registration-helpers.js';
import { baseURL } from './playwright.config.js';
import { consentGivenState, operationOf, setConsent, shot } from './helpers.js';

test.skip(!hasDataDir(), 'Ces parcours lisent la boîte d’envoi du serveur lancé par global-setup.ts.');

/** The text of a PDF, read back with pdf.js (the same text a PDF reader would find). */
async function pdfText(file: string): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(readFileSync(file)), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  return pages.join('\n').replace(/\s+/g, ' ');
}

test('demander son lien, créer son compte avec le code reçu, puis son restaurant avec une adresse suggérée', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'resto');
  const wizard = await requestLink(page, email);
  await shot(page, testInfo, 'inscription-demande');
  await page.goto(wizard);
  await expect(page.getByRole('navigation', { name: 'Étapes de l’inscription' })).toContainText('1. Informations personnelles');
  await shot(page, testInfo, 'inscription-etape-1');
  await createAccount(page, email);

  // Step 2: the restaurant, prefilled from the request; the address is picked among the address service's suggestions.
  await expect(page.getByRole('heading', { name: 'Informations de votre restaurant' })).toBeVisible();
  await expect(page.getByLabel('Nom du restaurant')).toHaveValue('Le Bistrot du Port');
  await page.getByRole('combobox', { name: 'Adresse' }).fill('place du Ralliement');
  await page.getByRole('option', { name: 'Place du Ralliement 49100 Angers' }).click();
  await expect(page.getByLabel('Ville')).toHaveValue('Angers');
  await expect(page.getByLabel('Code postal')).toHaveValue('49100');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Acceptez les conditions générales pour continuer.')).toBeVisible();
  await shot(page, testInfo, 'inscription-etape-2');
  await page.getByRole('checkbox', { name: /J’accepte les conditions générales/ }).check();
  await page.getByRole('button', { name: 'Suivant' }).click();

  // Signed in as a restaurateur (login state 2), on the payment step.
  await expect(page.getByRole('heading', { name: 'Paiement' })).toBeVisible();
  await expect(page.locator('.header-bar').getByRole('link', { name: 'Espace restaurateur' })).toBeVisible();
  await shot(page, testInfo, 'inscription-etape-3');

  // Step 3: billing details (prefilled from the earlier steps), the recap, the confirmation, the provider's page.
  await expect(page.getByText('Net à payer TTC')).toBeVisible();
  // SPEC §1: a discount of 72 € TTC (60 € HT) leaves nothing to pay.
  await expect(page.locator('.billing-recap').getByRole('row', { name: /^Remise/ })).toContainText('-60,00\u00a0€ HT (-72,00\u00a0€ TTC)');
  await page.getByRole('button', { name: 'Passer au paiement' }).click();
  await expect(page.getByText('Dénomination sociale incorrecte')).toBeVisible();
  await page.getByLabel('Dénomination sociale').fill('SARL Le Port');
  await page.getByRole('button', { name: 'Passer au paiement' }).click();
  const modal = page.getByRole('dialog', { name: 'Validation de votre moyen de paiement' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Enregistrer ma carte' }).click();
  await payWith(page, '1111 2222 3333 4444', async () => shot(page, testInfo, 'paiement-sandbox'));

  // The result page waits for the provider's notification, then the dashboard shows the active subscription.
  await expect(page).toHaveURL(/\/payment\/success\?token=/);
  await expect(page.getByRole('heading', { name: 'Paiement accepté !' })).toBeVisible();
  await expect(page.getByText('La banque a confirmé : votre abonnement est actif.')).toBeVisible();
  await shot(page, testInfo, 'paiement-accepte');
  await page.getByRole('link', { name: 'Aller à mon espace restaurateur' }).click();
  await expect(page.getByTestId('subscription-state')).toHaveText('Actif');
  await shot(page, testInfo, 'tableau-de-bord-abonnement', true);

  // The free first invoice, made in the browser: its text read back.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Télécharger \(PDF\) : facture/ }).click()]);
  const pdf = testInfo.outputPath('facture.pdf');
  await download.saveAs(pdf);
  const text = await pdfText(pdf);
  expect(text).toMatch(/Facture n° \d{4}-\d{5}/);
  for (const mention of ['SARL Le Port', 'Abonnement mensuel Mijote', '60,00', 'TVA 20 %', 'Net payé TTC', '40,00', '3 fois le taux d’intérêt légal', 'TEST', 'payée par carte bancaire le']) {
    expect(text).toContain(mention);
  }
  // Paid by card before it was issued: no transfer is offered, no bank details (docs/adr/0043).
  expect(text).not.toMatch(/virement|IBAN|BIC|Net à payer/);
  // Its first page as an image, to look at (poppler's pdftoppm, when the machine has it).
  if (existsSync('/usr/bin/pdftoppm')) execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', pdf, path.join(path.dirname(pdf), 'facture')]);

  // The link has done its job: it no longer opens the wizard.
  await page.goto(wizard);
  await expect(page).toHaveURL(/\/$/);
});

test('une carte refusée, puis une annulation, mènent à leurs pages et n’activent rien', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'refus');
  await upToThePayment(page, email);
  await payWith(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL(/\/payment\/refuse\?token=/);
  await expect(page.getByRole('heading', { name: 'Paiement refusé' })).toBeVisible();
  await shot(page, testInfo, 'paiement-refuse');
  // 'Revenir au formulaire': back two history entries, to the wizard's payment step.
  await page.getByRole('button', { name: 'Revenir au formulaire' }).click();
  await expect(page.getByRole('heading', { name: 'Paiement' })).toBeVisible();
  await page.getByLabel('Dénomination sociale').fill('SARL Le Port');
  await page.getByRole('button', { name: 'Passer au paiement' }).click();
  await page.getByRole('dialog', { name: 'Validation de votre moyen de paiement' }).getByRole('button', { name: 'Enregistrer ma carte' }).click();
  await payWith(page, null);
  await expect(page).toHaveURL(/\/payment\/cancel\?token=/);
  await expect(page.getByRole('heading', { name: 'Paiement annulé' })).toBeVisible();
  await shot(page, testInfo, 'paiement-annule');
  // Nothing was activated: the subscription still waits for its card.
  await page.goto('/restaurateurLogin');
  await expect(page.getByTestId('subscription-state')).toHaveText('En attente de l’enregistrement de la carte');
});

/** Google's Places library, which the test machine cannot reach: the documented shapes, one address of Angers. */
const FAKE_MAPS_SCRIPT = `
window.google = { maps: { importLibrary: async (name) => {
  if (name !== 'places') throw new Error(name);
  const place = { addressComponents: [
      { longText: '12', shortText: '12', types: ['street_number'] }, { longText: 'Rue Lenepveu', shortText: 'Rue Lenepveu', types: ['route'] },
      { longText: 'Angers', shortText: 'Angers', types: ['locality'] }, { longText: '49100', shortText: '49100', types: ['postal_code'] } ],
    location: { lat: () => 47.4705, lng: () => -0.5519 }, formattedAddress: '12 Rue Lenepveu, 49100 Angers, France', fetchFields: async () => ({}) };
  return { AutocompleteSessionToken: class {}, AutocompleteSuggestion: { fetchAutocompleteSuggestions: async ({ input, includedRegionCodes }) => ({
    suggestions: includedRegionCodes.join() === 'fr' && input.length >= 5
      ? [{ placePrediction: { placeId: 'p1', text: { text: '12 Rue Lenepveu, Angers, France' }, toPlace: () => place } }] : [] }) } };
} } };
window[new URL(document.currentScript.src).searchParams.get('callback')]();`;

test('avec une clé Google Maps et l’accord du visiteur, l’adresse vient de Google Places (France)', async ({ page, context }, testInfo) => {
  const email = uniqueEmail(testInfo, 'places');
  await setConsent(context, baseURL, true);
  // The site's key (the e2e server has none: its answer is given one) and Google's script.
  await page.route('**/graphql', async (route) => {
    if (operationOf(route.request()) !== 'SiteInfo') return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as { data: { siteInfo: Record<string, unknown> } };
    body.data.siteInfo = { ...body.data.siteInfo, mapsEnabled: true, mapsApiKey: 'cle-de-test' };
    await route.fulfill({ response, json: body });
  });
  await page.route('https://maps.googleapis.com/maps/api/js**', (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_MAPS_SCRIPT }));
  const national: string[] = [];
  page.on('request', (r) => {
    if (operationOf(r) === 'AddressSuggestions') national.push(r.url());
  });
  await page.goto(await requestLink(page, email));
  await createAccount(page, email);
  await page.getByRole('combobox', { name: 'Adresse' }).fill('12 rue Lenepveu');
  await page.getByRole('option', { name: '12 Rue Lenepveu, Angers, France' }).click();
  await expect(page.getByLabel('Ville')).toHaveValue('Angers');
  await expect(page.getByLabel('Code postal')).toHaveValue('49100');
  await expect(page.getByRole('combobox', { name: 'Adresse' })).toHaveValue('12 Rue Lenepveu');
  await page.getByRole('checkbox', { name: /J’accepte les conditions générales/ }).check();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByRole('heading', { name: 'Paiement' })).toBeVisible();
  expect(national).toEqual([]);
});

test('le même lien reprend l’inscription là où elle s’était arrêtée', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'reprise');
  const wizard = await requestLink(page, email);
  await page.goto(wizard);
  await createAccount(page, email);
  await expect(page.getByRole('heading', { name: 'Informations de votre restaurant' })).toBeVisible();

  await page.goto(wizard);
  await expect(page.getByRole('heading', { name: 'Informations de votre restaurant' })).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'Étapes de l’inscription' });
  await steps.getByRole('button', { name: /1\. Informations personnelles/ }).click();
  await expect(page.getByText('Votre compte restaurateur est créé.')).toBeVisible();
  await expect(page.getByText('Claire Martin')).toBeVisible();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByRole('heading', { name: 'Informations de votre restaurant' })).toBeVisible();
  // Later steps stay locked.
  await expect(steps.getByRole('button', { name: /3\. Paiement/ })).toHaveCount(0);
});

test('une fois le compte créé, le lien seul ne suffit plus : on se connecte, puis l’inscription reprend', async ({ page, browser }, testInfo) => {
  const email = uniqueEmail(testInfo, 'lien-seul');
  const wizard = await requestLink(page, email);
  await page.goto(wizard);
  await createAccount(page, email);
  // Step 1 signed the person in: the wizard goes on as the restaurateur.
  await expect(page.getByRole('heading', { name: 'Informations de votre restaurant' })).toBeVisible();
  await expect(page.locator('.header-bar').getByRole('link', { name: 'Espace restaurateur' })).toBeVisible();

  // The same link in another browser (no session): the sign-in comes first, then the wizard where it stopped.
  const other = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris', storageState: consentGivenState(baseURL) });
  const elsewhere = await other.newPage();
  await elsewhere.goto(wizard);
  await expect(elsewhere.getByRole('heading', { name: 'Connectez-vous pour reprendre votre inscription' })).toBeVisible();
  await expect(elsewhere.getByRole('heading', { name: 'Informations de votre restaurant' })).toHaveCount(0);
  await shot(elsewhere, testInfo, 'inscription-reprise-connexion');
  await expect(elsewhere.getByLabel('Adresse e-mail')).toHaveValue(email);
  await elsewhere.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await elsewhere.getByRole('button', { name: 'Se connecter et reprendre' }).click();
  await expect(elsewhere.getByRole('heading', { name: 'Informations de votre restaurant' })).toBeVisible();
  await elsewhere.getByRole('combobox', { name: 'Adresse' }).fill('place du Ralliement');
  await elsewhere.getByRole('option', { name: 'Place du Ralliement 49100 Angers' }).click();
  await elsewhere.getByRole('checkbox', { name: /J’accepte les conditions générales/ }).check();
  await elsewhere.getByRole('button', { name: 'Suivant' }).click();
  await expect(elsewhere.getByRole('heading', { name: 'Paiement' })).toBeVisible();
  await other.close();
});

test('le restaurateur tout juste inscrit voit sur la page de publication ce qui manque', async ({ page }, testInfo) => {
  await upToThePaymentStep(page, uniqueEmail(testInfo, 'publication'));

  await page.goto('/restaurateur/publication');
  await expect(page.getByRole('heading', { name: 'Publier mon restaurant' })).toBeVisible();
  const checklist = page.locator('.publication__checklist');
  for (const item of ['La carte', 'La description', 'La photo de devanture', 'Les horaires', 'Les caractéristiques', 'Le type de restaurant']) {
    await expect(checklist.getByText(item)).toBeVisible();
  }
  await expect(checklist.getByRole('link', { name: 'Compléter' })).toHaveCount(6);
  await expect(page.getByText('Vous ne pouvez pas envoyer de demande tant que votre abonnement n\'est pas actif.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Demander la publication' })).toBeDisabled();
  await shot(page, testInfo, 'publication-brouillon');
});

test('un visiteur qui ouvre la page de publication est invité à se connecter', async ({ page }) => {
  await page.goto('/restaurateur/publication');
  await expect(page.getByText('Connectez-vous pour ouvrir « Publication » de votre espace restaurateur.')).toBeVisible();
});

test('une page de résultat de paiement sans jeton valide renvoie à l’accueil', async ({ page }) => {
  await page.goto('/payment/success?token=inconnu');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/payment/refuse');
  await expect(page).toHaveURL(/\/$/);
});

test('sans lien valide, la page d’inscription renvoie à l’accueil', async ({ page }) => {
  await page.goto('/register/restaurateur?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/register/restaurateur');
  await expect(page).toHaveURL(/\/$/);
});

import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { logInAsDemoRestaurateur, logInAsCustomer } from './accounts-helpers.js';
import { shot } from './helpers.js';

/**
 * The restaurateur's space of issue 12, as the demo restaurateur uses it on a phone and a desktop: the carte edited
 * (a section and two dishes added, reordered with the keyboard), a daily menu set, phone booking turned off and a booking
 * link set; then the public restaurant page shows exactly that on its Menu and Réservation tabs. Both projects run on the
 * same demo database, so each writes names of its own.
 */
const NOT_FOUND = 'Oups, la page que vous recherchez est introuvable.';
const RESERVED = 'L’espace restaurateur est réservé aux comptes des restaurateurs';

// Issue 25: no longer the not-found page, but the restaurateur sign-in in place (sign-in.spec.ts follows it to the page).
test('les pages de l’espace restaurateur demandent la connexion à un visiteur et disent à un client où aller', async ({ page }) => {
  for (const address of ['/modifyMenu', '/modifyMenu/2026-12-01', '/reservationPage']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { name: 'Espace restaurateur', level: 1 })).toBeVisible();
    await expect(page.locator('main').getByLabel('Adresse e-mail')).toBeVisible();
    await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
  }
  await page.goto('/');
  await logInAsCustomer(page, 'client@mijote.test');
  await page.goto('/reservationPage');
  await expect(page.getByText(RESERVED)).toBeVisible();
  await page.goto('/modifyMenu');
  await expect(page.getByText(RESERVED)).toBeVisible();
});

test('le restaurateur modifie sa carte, son menu du jour et sa réservation, puis les voit sur sa page publique', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const who = testInfo.project.name;
  const sectionTitle = `Suggestions ${who}`;
  const first = `Sandre au beurre blanc ${who}`;
  const second = `Pigeonneau rôti ${who}`;
  const dailyTitle = `Menu du marché ${who}`;
  const bookingUrl = `https://resa.exemple.fr/table-${who}`;

  await logInAsDemoRestaurateur(page);
  await page.getByRole('link', { name: /Ma carte/ }).click();
  await expect(page).toHaveURL(/\/modifyMenu$/);
  await expect(page.getByRole('heading', { name: 'Ma carte et mes menus du jour', level: 1 })).toBeVisible();

  // A section and two dishes.
  await page.getByRole('button', { name: '+ Ajouter une rubrique' }).click();
  const section = page.locator('.carte__section').last();
  await expect(section.getByLabel(/^Titre de la rubrique/)).toBeFocused();
  await section.getByLabel(/^Titre de la rubrique/).fill(sectionTitle);
  for (const [name, price, description] of [[first, '22,50', 'Beurre blanc nantais, riz de Camargue'], [second, '28', '']]) {
    await section.getByRole('button', { name: /Ajouter un plat/ }).click();
    const dish = section.locator('.carte__dish').last();
    await expect(dish.getByLabel('Nom du plat')).toBeFocused();
    await dish.getByLabel('Nom du plat').fill(name);
    await dish.getByLabel('Prix (€)').fill(price);
    if (description) await dish.getByLabel('Description (facultative)').fill(description);
  }

  // Reordered with the keyboard: the second dish goes up, the section goes to the top; the focus follows the row.
  await section.locator('.carte__dish').nth(1).getByRole('button', { name: /^Monter le plat 2/ }).focus();
  await page.keyboard.press('Enter');
  await expect(section.locator('.carte__dish').first().getByLabel('Nom du plat')).toHaveValue(second);
  await expect(section.locator('.carte__dish').first().getByRole('button', { name: /^Descendre le plat 1/ })).toBeFocused();
  const sectionUp = page.getByRole('button', { name: `Monter la rubrique « ${sectionTitle} »` });
  await sectionUp.focus();
  while (await sectionUp.isEnabled()) await page.keyboard.press('Enter');
  await expect(page.locator('.carte__section').first().getByLabel(/^Titre de la rubrique/)).toHaveValue(sectionTitle);
  await expect(page.getByRole('button', { name: `Descendre la rubrique « ${sectionTitle} »` })).toBeFocused();

  await page.getByRole('radio', { name: 'Ardoise' }).check();
  const details = page.getByRole('switch', { name: 'Carte détaillée (plats et prix) sur ma page' });
  if (!(await details.isChecked())) await page.getByText('Carte détaillée (plats et prix) sur ma page').click();
  await expect(details).toBeChecked();

  // A bad price is refused in French, under the carte, before anything is sent.
  const priceOfFirst = page.locator('.carte__section').first().locator('.carte__dish').nth(1).getByLabel('Prix (€)');
  await priceOfFirst.fill('vingt');
  await page.getByRole('button', { name: 'Enregistrer la carte' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Rubrique 1, plat 2 : Indiquez un prix en euros' })).toBeVisible();
  await priceOfFirst.fill('22,50');

  // Leaving with unsaved changes asks first (a link of the site, then the browser's back button).
  await page.locator('.header-bar').getByRole('link', { name: 'Retour' }).click();
  const leave = page.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Rester sur la page' }).click();
  await expect(page).toHaveURL(/\/modifyMenu$/);
  await page.goBack();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Rester sur la page' }).click();
  await expect(page).toHaveURL(/\/modifyMenu$/);
  await expect(page.locator('.carte__section').first().getByLabel(/^Titre de la rubrique/)).toHaveValue(sectionTitle);

  await page.getByRole('button', { name: 'Enregistrer la carte' }).click();
  const saved = page.getByRole('status').filter({ hasText: 'Enregistré' });
  await expect(saved).toContainText(`Rubrique ajoutée : « ${sectionTitle} »`);
  await expect(page.getByText('Modifications non enregistrées')).toHaveCount(0);
  await shot(page, testInfo, 'espace-carte', true);

  // A menu photo: encoded in the browser, uploaded with its progress, on line at once.
  const photo = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#efe6d2' } }).jpeg().toBuffer();
  await page.locator('.carte__photos input[type=file]').setInputFiles({ name: 'carte.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('status').filter({ hasText: 'Photo ajoutée à votre carte' })).toBeVisible();
  await expect(page.locator('.carte__photo').last().locator('img')).toHaveAttribute('src', /^\/media\/restaurants\/[A-Za-z0-9-]{8}\/menu-[0-9a-f]{18}\.webp$/);
  const photoCount = await page.locator('.carte__photo').count();
  // Removed again with the carte's save (the demo carte keeps its own photos).
  await page.locator('.carte__photo').last().getByRole('button', { name: /^Retirer la photo/ }).click();
  await page.getByRole('button', { name: 'Enregistrer la carte' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Une photo de la carte retirée' })).toBeVisible();
  await expect(page.locator('.carte__photo')).toHaveCount(photoCount - 1);

  // Today's daily menu (/modifyMenu/{date_post}).
  await page.getByRole('link', { name: '+ Nouveau menu du jour' }).click();
  await expect(page).toHaveURL(/\/modifyMenu\/\d{4}-\d{2}-\d{2}$/);
  const daily = page.locator('.daily__form');
  await daily.getByLabel('Titre').fill(dailyTitle);
  await daily.getByLabel('Composition (entrée, plat, dessert…)').fill('Velouté de potimarron\nJoue de bœuf au Saumur-Champigny\nCrémet d’Anjou');
  await daily.getByLabel('Prix (€, facultatif)').fill('18,90');
  await daily.getByRole('button', { name: /Créer le menu du jour|Enregistrer le menu du jour/ }).click();
  await expect(daily.getByRole('status')).toContainText('Enregistré');
  await expect(page.locator('.daily__list')).toContainText(dailyTitle);
  await shot(page, testInfo, 'espace-menu-du-jour', true);

  // Booking: phone booking off, the restaurant's own booking link (http:// refused first).
  await page.goto('/reservationPage');
  await expect(page.getByRole('heading', { name: 'Réservation', level: 1 })).toBeVisible();
  const phoneBooking = page.getByRole('switch', { name: 'Je prends les réservations par téléphone' });
  // With the keyboard, as the switch is meant to be used without a mouse too.
  if (await phoneBooking.isChecked()) {
    await phoneBooking.focus();
    await page.keyboard.press('Space');
  }
  await expect(phoneBooking).not.toBeChecked();
  const link = page.getByLabel('Lien de votre outil de réservation en ligne (facultatif)');
  await link.fill('http://resa.exemple.fr');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Indiquez l’adresse complète de votre outil de réservation, commençant par https://', { exact: false })).toBeVisible();
  await expect(link).toBeFocused();
  await link.fill(bookingUrl);
  const preview = page.locator('.space__preview');
  await expect(preview.getByText('Appelez le restaurant pour connaître ses disponibilités.')).toBeVisible();
  await expect(preview.getByRole('link', { name: /Réserver sur le site du restaurant/ })).toHaveAttribute('href', bookingUrl);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Enregistré' })).toContainText(`Lien de réservation en ligne : ${bookingUrl}`);
  await shot(page, testInfo, 'espace-reservation', true);

  // The public page shows exactly what was saved.
  const publicPath = await page.getByRole('link', { name: 'Voir ma page publique (nouvel onglet)' }).getAttribute('href');
  expect(publicPath).toMatch(/^\/restaurant\//);
  await page.goto(publicPath!);
  const menuPanel = page.locator('#panel-menu');
  await expect(menuPanel).toBeVisible();
  await expect(menuPanel.locator('.menu-tab')).toHaveClass(/menu-tab--ardoise/);
  const firstSection = menuPanel.locator('.menu-section').first();
  await expect(firstSection.locator('.menu-section__title')).toHaveText(sectionTitle);
  await expect(firstSection.locator('.dish__name')).toHaveText([second, first]);
  await expect(firstSection.locator('.dish__price')).toHaveText([/28,00\s€/, /22,50\s€/]);
  await expect(firstSection.getByText('Beurre blanc nantais, riz de Camargue')).toBeVisible();
  const dailyCard = menuPanel.locator('.daily-menu', { hasText: dailyTitle });
  await expect(dailyCard).toContainText('Joue de bœuf au Saumur-Champigny');
  await expect(dailyCard.locator('.daily-menu__price')).toHaveText(/18,90\s€/);
  // The page's loading overlay (SPEC §2, 2.3 s) has cleared before the picture is taken.
  await expect(page.locator('.page-overlay')).toHaveCount(0, { timeout: 5000 });
  await firstSection.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'page-publique-menu');

  await page.getByRole('tab', { name: 'Réservation' }).click();
  const bookingPanel = page.locator('#panel-reservation');
  await expect(bookingPanel.getByText('Appelez le restaurant pour connaître ses disponibilités.')).toBeVisible();
  await expect(bookingPanel.getByRole('link', { name: /Réserver sur le site du restaurant/ })).toHaveAttribute('href', bookingUrl);
  await shot(page, testInfo, 'page-publique-reservation');
});

test('un lien de réservation tapé sans https:// est complété, pas refusé (issue 25)', async ({ page }, testInfo) => {
  await logInAsDemoRestaurateur(page);
  await page.goto('/reservationPage');
  const link = page.getByLabel('Lien de votre outil de réservation en ligne (facultatif)');
  const typed = `www.resa-exemple.fr/table-${testInfo.project.name}`;
  await link.fill(typed);
  // The preview already links to the completed address.
  await expect(page.locator('.space__preview').getByRole('link', { name: /Réserver sur le site du restaurant/ })).toHaveAttribute('href', `https://${typed}`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Enregistré' })).toContainText(`Lien de réservation en ligne : https://${typed}`);
  await expect(link).toHaveValue(`https://${typed}`);
  await shot(page, testInfo, 'reservation-lien-complete');
});

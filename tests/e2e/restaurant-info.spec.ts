import { expect, test } from '@playwright/test';
import { upcomingHolidays } from '../../common/holidays.js';
import { frenchDay } from '../../common/french-dates.js';
import { parisToday } from '../../common/search.js';
import { logInAsDemoRestaurateur } from './accounts-helpers.js';
import { shot } from './helpers.js';

/**
 * The information page of the restaurateur's space (issue 12), as the demo restaurateur: types, a filter, Friday's
 * hours with a range past midnight and a closed special date, saved, then seen on the public page. Each run sets the
 * same final state (phone and desktop share the demo database).
 */

/** A day about ten days ahead that is no public holiday (the public page lists holidays apart). */
function specialDay(): string {
  const holidays = new Set(upcomingHolidays(parisToday(), 12).map((h) => h.iso));
  const d = new Date(`${parisToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 10);
  while (holidays.has(d.toISOString().slice(0, 10))) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

test('une personne non connectée qui ouvre /modifyInfo est invitée à se connecter', async ({ page }) => {
  await page.goto('/modifyInfo/horaires');
  await expect(page.getByText('Connectez-vous pour ouvrir « Mes informations » de votre espace restaurateur.')).toBeVisible();
});

test('le restaurateur modifie types, filtres, horaires après minuit et une date spéciale, puis les voit sur sa page publique', async ({ page }, testInfo) => {
  await logInAsDemoRestaurateur(page);
  await page.locator('main a[href="/modifyInfo"]').click();
  await expect(page.getByRole('heading', { name: 'Nom, types et cuisines' })).toBeVisible();
  await shot(page, testInfo, 'infos-ouverture', true);

  // Types: Crêperie first (the main one), then Bistrot.
  const types = page.getByRole('group', { name: 'Type de restaurant' });
  const checked = types.getByRole('checkbox', { checked: true });
  while (await checked.count()) await checked.first().uncheck();
  await types.getByRole('checkbox', { name: 'Crêperie' }).check();
  await types.getByRole('checkbox', { name: 'Bistrot' }).check();
  await expect(types.locator('.info-chip--on', { hasText: 'Crêperie' })).toContainText('principal');
  await expect(types.locator('.info-chip--on', { hasText: 'Bistrot' })).not.toContainText('principal');
  await expect(types.getByRole('checkbox', { name: 'Pizzeria' })).toBeDisabled();

  // A filter.
  await page.getByRole('group', { name: 'Options pratiques' }).getByRole('checkbox', { name: 'Wi-Fi gratuit' }).check();
  await shot(page, testInfo, 'infos-types-filtres');

  // Friday: noon, and an evening that ends at 2 a.m.
  const friday = page.locator('.info-week__day').filter({ has: page.getByRole('heading', { name: 'Vendredi' }) });
  while (await friday.getByRole('button', { name: /^Retirer la plage/ }).count()) await friday.getByRole('button', { name: /^Retirer la plage/ }).first().click();
  await expect(friday.getByText('Fermé')).toBeVisible();
  await friday.getByRole('button', { name: 'Ajouter une plage (Vendredi)' }).click();
  await friday.getByRole('button', { name: 'Ajouter une plage (Vendredi)' }).click();
  await friday.getByRole('group', { name: 'Vendredi, plage 2' }).getByLabel('à').selectOption('02:00');
  await expect(friday.getByText('Finit le lendemain à 02h00 (après minuit).')).toBeVisible();
  await friday.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'infos-horaires-apres-minuit');

  // One special date, closed.
  const day = specialDay();
  while (await page.getByRole('button', { name: /^Retirer la date spéciale/ }).count()) await page.getByRole('button', { name: /^Retirer la date spéciale/ }).first().click();
  await expect(page.getByText('Jours fériés à venir')).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter une date spéciale' }).click();
  const special = page.locator('.info-special').first();
  await special.getByLabel('Date', { exact: true }).fill(day);
  await expect(special.getByLabel('Ce jour-là')).toHaveValue('closed');
  await special.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'infos-date-speciale');

  // Leaving with unsaved changes asks first (the name is changed too: the phone run may find everything else as saved).
  const name = page.getByLabel('Nom du restaurant');
  const savedName = await name.inputValue();
  await name.fill(`${savedName} (essai)`);
  await page.getByRole('link', { name: 'Retour' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
  await expect(dialog).toBeVisible();
  await shot(page, testInfo, 'infos-quitter-sans-enregistrer');
  await dialog.getByRole('button', { name: 'Rester sur la page' }).click();
  await expect(page).toHaveURL(/\/modifyInfo$/);
  await name.fill(savedName);

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  // The phone run finds what the desktop run saved: nothing changes then.
  await expect(page.getByRole('status')).toHaveText(/Vos informations sont enregistrées\. Modifié : .+|Aucune modification à enregistrer\./);
  await shot(page, testInfo, 'infos-enregistrees');

  // Saved: leaving no longer asks.
  const href = await page.getByRole('link', { name: 'Voir ma page' }).getAttribute('href');
  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Crêperie/).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Restaurant' }).click();
  const fridayRow = page.locator('table.hours tr').filter({ hasText: 'Vendredi' });
  await expect(fridayRow).toContainText('12h – 14h');
  await expect(fridayRow).toContainText('19h – 2h');
  const longDay = frenchDay(day);
  const specialItem = page.locator('.special-dates li').filter({ hasText: new RegExp(longDay, 'i') });
  await expect(specialItem).toContainText('Fermé exceptionnellement');
  await expect(page.getByText('Wi-Fi gratuit').first()).toBeAttached();
  await page.getByRole('heading', { name: 'Horaires d’ouverture' }).scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'page-publique-horaires', true);
});

test('/modifyInfo/horaires ouvre la page sur les horaires', async ({ page }, testInfo) => {
  await logInAsDemoRestaurateur(page);
  await page.goto('/modifyInfo/horaires');
  await expect(page.getByRole('heading', { name: 'Horaires de la semaine' })).toBeFocused();
  await shot(page, testInfo, 'infos-lien-horaires');
});

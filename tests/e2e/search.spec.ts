import { expect, test } from '@playwright/test';
import { cards, shot } from './helpers.js';

test('la recherche par nom « creperie » trouve une crêperie', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Restaurant, cuisine ou plat' }).fill('creperie');
  await expect(page).toHaveURL(/[?&]q=creperie\b/);
  await expect(cards(page).first().locator('.card__name')).toContainText(/Cr[êe]perie/i);
  await shot(page, testInfo, 'search-creperie');

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Restaurant, cuisine ou plat' })).toHaveValue('creperie');
  await expect(cards(page).first().locator('.card__name')).toContainText(/Cr[êe]perie/i);
});

test('la liste des villes propose des suggestions et l’option À proximité', async ({ page }, testInfo) => {
  await page.goto('/');
  const city = page.getByRole('combobox', { name: 'Ville' });
  await city.fill('ang');
  const list = page.getByRole('listbox', { name: 'Suggestions de villes' });
  const options = list.getByRole('option');
  await expect(options.first()).toHaveText('À proximité');
  await expect(list.getByRole('option', { name: 'Angers', exact: true })).toBeVisible();
  expect(await options.count()).toBeLessThanOrEqual(6);
  await shot(page, testInfo, 'city-suggestions');
  await city.press('ArrowDown');
  await city.press('ArrowDown');
  await city.press('Enter');
  await expect(page).toHaveURL(/\/angers$/);
  // The city's page gives the focus back to the city box, not to the top of the page (issue 15).
  await expect(page.getByRole('combobox', { name: 'Ville' })).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Ville' })).toHaveValue('Angers');
});

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

test('les suggestions se ferment au choix, à un appui ailleurs et à Échap, et ne se rouvrent pas seules', async ({ page }, testInfo) => {
  await page.goto('/');
  const city = page.getByRole('combobox', { name: 'Ville' });
  const cityList = page.getByRole('listbox', { name: 'Suggestions de villes' });
  await city.fill('ang');
  await cityList.getByRole('option', { name: 'Angers', exact: true }).click();
  await expect(page).toHaveURL(/\/angers$/);
  await expect(city).toBeFocused();
  await expect(city).toHaveValue('Angers');
  // The focus came back to the box: its list (« À proximité »…) stays closed, the date and hour can be reached (issue 25).
  await expect(cityList).toHaveCount(0);
  await expect(city).toHaveAttribute('aria-expanded', 'false');
  await page.getByLabel('Date', { exact: true }).click({ trial: true, timeout: 2000 });
  await page.getByRole('combobox', { name: 'Heure' }).click({ trial: true, timeout: 2000 });
  await shot(page, testInfo, 'city-chosen-list-closed');

  // The search box's suggestions: a press elsewhere closes them, so does Échap; the box keeps the focus.
  const name = page.getByRole('combobox', { name: 'Restaurant, cuisine ou plat' });
  const nameList = page.getByRole('listbox', { name: 'Suggestions de recherche' });
  await name.fill('pizz');
  await expect(nameList.getByRole('option').first()).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(nameList).toHaveCount(0);
  await name.fill('pizza');
  await expect(nameList.getByRole('option').first()).toBeVisible();
  await name.press('Escape');
  await expect(nameList).toHaveCount(0);
  await expect(name).toBeFocused();
});

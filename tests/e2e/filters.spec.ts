import { expect, test } from '@playwright/test';
import { shot } from './helpers.js';

test('« Ouvert ce soir » met l’heure à 20:00 dans l’adresse, et le choix manuel l’enlève', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Filtres/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filtres' });
  await expect(dialog).toBeVisible();
  await shot(page, testInfo, 'filters-panel');

  await dialog.getByText('Ouvert ce soir', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]hour=20%3A00\b/);
  await expect(page).toHaveURL(/[?&]date=\d{4}-\d{2}-\d{2}\b/);
  await expect(page).toHaveURL(/filters=Ouvert\+ce\+soir/);

  await dialog.getByText('Ouvert ce midi', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]hour=12%3A30\b/);
  await expect(page).not.toHaveURL(/Ouvert\+ce\+soir/);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Heure')).toHaveValue('12:30');

  await page.getByLabel('Heure').selectOption('19:00');
  await expect(page).toHaveURL(/[?&]hour=19%3A00\b/);
  await expect(page).not.toHaveURL(/filters=/);
});

test('un filtre ramène à la page 1', async ({ page }) => {
  await page.goto('/?page=2');
  await page.getByRole('button', { name: /Filtres/ }).click();
  await page.getByRole('dialog', { name: 'Filtres' }).getByText('Terrasse', { exact: true }).click();
  await expect(page).toHaveURL(/filters=Terrasse/);
  await expect(page).not.toHaveURL(/page=2/);
});

test('le bouton des filtres compte les restaurants que la liste montre ; sans résultat, la liste des plus proches est annoncée comme telle', async ({ page }, testInfo) => {
  // With matches: the button's count is the list's.
  await page.goto('/angers?filters=Terrasse');
  const total = page.locator('.results__total');
  await expect(total).toHaveText(/^\d+ restaurants?$/);
  const n = Number((await total.textContent())!.replace(/\D/g, ''));
  await page.getByRole('button', { name: /Filtres/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filtres' });
  await expect(dialog.getByRole('button', { name: n === 1 ? 'Voir le restaurant' : `Voir les ${n} restaurants` })).toBeVisible();
  await page.keyboard.press('Escape');

  // Nothing matches (Friday 20h, terrace, vegetarian, at most 30 €): no count of other restaurants, a labelled closest list.
  await page.goto('/angers?date=2026-12-04&hour=20%3A00&filters=Terrasse,V%C3%A9g%C3%A9tarien&prix=0-30&q=zzzz');
  await expect(page.getByText(/Aucun restaurant ne correspond/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Les restaurants les plus proches de votre recherche', level: 2 })).toBeVisible();
  await expect(page.getByText(/^Sans le texte « zzzz », la date et l’heure, les filtres Terrasse et Végétarien et le prix :$/)).toBeVisible();
  await expect(total).toHaveText('');
  await page.getByRole('button', { name: /Filtres/ }).click();
  await expect(dialog.getByRole('button', { name: 'Aucun résultat exact' })).toBeVisible();
  await shot(page, testInfo, 'filters-closest');
});

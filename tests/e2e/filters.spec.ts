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

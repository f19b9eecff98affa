import { expect, test } from '@playwright/test';
import { shot } from './helpers.js';

test('un chemin inconnu affiche la page introuvable', async ({ page }, testInfo) => {
  const response = await page.goto('/chemin/qui/nexiste/pas');
  // A real 404 for search engines, with the page a person expects.
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page introuvable — Mijote');
  await expect(page.getByText('Oups, la page que vous recherchez est introuvable.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  await shot(page, testInfo, 'not-found');
});

import { expect, test } from '@playwright/test';
import { cards, shot } from './helpers.js';

test('la page /angers affiche ses restaurants et le bloc de statistiques', async ({ page }, testInfo) => {
  await page.goto('/angers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurants à Angers');
  await expect(cards(page).first()).toBeVisible();
  await expect(cards(page).first().locator('.card__city')).toContainText('Angers');
  const stats = page.locator('.city-stats');
  await expect(stats.getByRole('heading', { name: 'Angers en chiffres' })).toBeVisible();
  await expect(stats.locator('dt')).toHaveText(['Restaurants', 'Prix moyen', 'Note moyenne', 'Avis']);
  await expect(page.getByRole('heading', { name: 'Questions fréquentes' })).toBeVisible();
  await stats.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'city-stats');

  const faq = page.locator('.faq');
  const firstQuestion = await faq.locator('summary').first().textContent();
  await faq.getByRole('button', { name: 'Suivant' }).click();
  await expect(faq.locator('summary').first()).not.toHaveText(firstQuestion ?? '');
  await expect(faq.locator('summary')).toHaveCount(4);
});

test('une ville inconnue renvoie à l’accueil', async ({ page }) => {
  await page.goto('/nimportou');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Les restaurants du Maine-et-Loire');
});

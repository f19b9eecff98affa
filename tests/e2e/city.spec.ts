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

test('l’accueil montre les chiffres du département, ses mieux notés par note et ses communes les plus fournies (issue 25)', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.locator('.results__total')).toHaveText(/restaurants/);
  const total = Number((await page.locator('.results__total').textContent())?.replace(/\D/g, ''));
  const stats = page.locator('.city-stats');
  await expect(stats.getByRole('heading', { name: 'Le Maine-et-Loire en chiffres' })).toBeVisible();
  // Every published restaurant of the département, as the list counts them — not Angers' alone.
  await expect(stats.locator('dd').first()).toHaveText(total.toLocaleString('fr-FR'));
  const best = page.locator('section[aria-labelledby="best-rated-title"]');
  await expect(best.getByRole('heading', { name: 'Les mieux notés du Maine-et-Loire' })).toBeVisible();
  const notes = (await best.locator('.link-list__note').allTextContents()).map((n) => Number(n.replace(/[^\d,]/g, '').replace(',', '.')));
  expect(notes.length).toBeGreaterThan(1);
  expect(notes).toEqual([...notes].sort((a, b) => b - a));
  const cities = page.locator('section[aria-labelledby="other-cities-title"]');
  await expect(cities.getByRole('heading', { name: 'Les communes qui comptent le plus de restaurants' })).toBeVisible();
  await expect(cities.getByRole('link').first()).toHaveText('Restaurants à Angers');
  await best.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'accueil-chiffres-departement');
});

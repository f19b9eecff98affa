import { expect, test } from '@playwright/test';
import { cards, shot } from './helpers.js';

test('la page d’accueil liste 30 restaurants et la pagination change la page', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Les restaurants du Maine-et-Loire');
  await expect(cards(page)).toHaveCount(30);
  await expect(page.locator('.results__total')).toHaveText(/^\d[\d\s  ]* restaurants$/);
  await shot(page, testInfo, 'home');

  const firstName = await cards(page).first().locator('.card__name').textContent();
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(cards(page).first().locator('.card__name')).not.toHaveText(firstName ?? '');
  await expect(cards(page)).toHaveCount(30);
  await shot(page, testInfo, 'home-page-2');

  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(cards(page).first().locator('.card__name')).toHaveText(firstName ?? '');
});

test('une carte ouvre la page du restaurant dans un nouvel onglet avec src=home et l’adresse de la liste', async ({ page }) => {
  await page.goto('/');
  const link = cards(page).first().locator('a.card__link');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('href', /^\/restaurant\/[a-z0-9-]+\/[a-z0-9-]+_[A-Za-z0-9-]{8}\?src=home&retour=%2F$/);
});

test('le pied de page contient les liens légaux et la gestion des cookies', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer.site-footer');
  for (const href of ['/ContactezNous', '/APropos', '/contact_inscription', '/Fonctionnement', '/PolitiqueConfidentialite', '/ConditionsGeneralesUtilisation', '/MentionsLegales', '/PolitiqueCookies', '/legalObligation']) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await expect(footer.getByRole('button', { name: 'Gestion des cookies' })).toBeVisible();
});

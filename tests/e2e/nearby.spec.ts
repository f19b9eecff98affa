import { expect, test } from '@playwright/test';
import { cards, shot } from './helpers.js';

test.describe('géolocalisation accordée', () => {
  test.use({ geolocation: { latitude: 47.4736, longitude: -0.5542 }, permissions: ['geolocation'] });

  test('la page à proximité liste les restaurants autour d’Angers', async ({ page }, testInfo) => {
    await page.goto('/restaurants-a-proximite');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurants à proximité');
    await expect(cards(page).first()).toBeVisible();
    await expect(cards(page).first().locator('.card__city')).toContainText('km');
    await shot(page, testInfo, 'nearby');
  });
});

test.describe('géolocalisation refusée', () => {
  test.use({ permissions: [] });

  test('une fenêtre explique le refus et tous les restaurants s’affichent', async ({ page }, testInfo) => {
    await page.goto('/restaurants-a-proximite');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('La géolocalisation est désactivée ou non autorisée. Veuillez l\'activer pour filtrer par distance.');
    await shot(page, testInfo, 'nearby-denied');
    await dialog.getByRole('button', { name: 'Fermer' }).first().click();
    await expect(cards(page)).toHaveCount(30);
  });
});

test.describe('géolocalisation refusée, première visite', () => {
  // No consent cookie: the banner of a first visit would show, but never over the geolocation notice (issue 15).
  test.use({ permissions: [], storageState: { cookies: [], origins: [] } });

  test('le bandeau cookies attend que la fenêtre de géolocalisation soit fermée ; la focale revient au contenu', async ({ page }, testInfo) => {
    await page.goto('/restaurants-a-proximite');
    const notice = page.getByRole('dialog', { name: 'Géolocalisation' });
    await expect(notice).toBeVisible();
    const banner = page.locator('.consent');
    await expect(banner).toHaveCount(0);
    await notice.getByRole('button', { name: 'Fermer' }).first().click();
    await expect(notice).toHaveCount(0);
    await expect(banner).toBeVisible();
    await shot(page, testInfo, 'nearby-banner-after-notice');
    // The choice made with the keyboard: the focus goes on to the page's content, not back to the top.
    await banner.getByRole('button', { name: 'Tout refuser' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    await expect(page.locator('#contenu')).toBeFocused();
  });
});

test.describe('navigateur sans géolocalisation', () => {
  test.beforeEach(async ({ page }) => {
    // A browser without the Geolocation API: not even the property (the page tests `'geolocation' in navigator`).
    await page.addInitScript(() => delete (Navigator.prototype as { geolocation?: unknown }).geolocation);
  });

  test('une fenêtre le dit (SPEC §8) et tous les restaurants s’affichent', async ({ page }, testInfo) => {
    await page.goto('/restaurants-a-proximite');
    const dialog = page.getByRole('dialog', { name: 'Géolocalisation' });
    await expect(dialog).toContainText('La géolocalisation n\'est pas supportée par votre navigateur.');
    await shot(page, testInfo, 'nearby-unsupported');
    await dialog.getByRole('button', { name: 'Fermer' }).first().click();
    await expect(cards(page)).toHaveCount(30);
  });
});

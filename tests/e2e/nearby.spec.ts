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

import { expect, test } from '@playwright/test';
import { cards, setConsent, shot } from './helpers.js';


test('sans accord, le lien Carte ouvre le bandeau ; « Tout accepter » mène à la carte', async ({ page }) => {
  // Default state of the suite: cookies refused.
  await page.goto('/');
  await expect(cards(page)).toHaveCount(30);
  await page.getByRole('link', { name: 'Carte' }).click();
  const banner = page.getByRole('dialog', { name: 'Vos choix sur les cookies' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('La carte (Google Maps ou OpenStreetMap) ne s’affiche qu’avec votre accord');
  await expect(page).toHaveURL(/\/$/);
  await banner.getByRole('button', { name: 'Tout accepter' }).click();
  await expect(page).toHaveURL(/\/map\?via=home$/);
  await expect(page.getByTestId('osm-map')).toBeVisible();
});

test('avec l’accord, /map?via=home affiche l’avis en français et la liste de la recherche', async ({ page, context, baseURL }, testInfo) => {
  await setConsent(context, baseURL ?? '', true);
  await page.goto('/?q=cr');
  await expect(cards(page).first()).toBeVisible();
  const firstName = await cards(page).first().locator('.card__name').textContent();
  await page.getByRole('link', { name: 'Carte' }).click();
  await expect(page).toHaveURL(/\/map\?via=home&q=cr$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carte des restaurants');
  await expect(cards(page).first().locator('.card__name')).toHaveText(firstName ?? '');
  // No Google key: the OpenStreetMap map, with a marker per restaurant of the page and the tiles' attribution (issue 15).
  const map = page.getByTestId('osm-map');
  await expect(map).toBeVisible();
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(await cards(page).count());
  await expect(map.getByText('© les contributeurs d’OpenStreetMap')).toBeVisible();
  const marker = map.getByRole('button', { name: new RegExp(`^${firstName}`) }).first();
  await marker.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: `Restaurant sélectionné : ${firstName}` })).toBeVisible();
  // No Google script without a key, even with consent.
  expect(await page.locator('script[src*="maps.googleapis.com"]').count()).toBe(0);
  await shot(page, testInfo, 'map');
  await page.getByRole('link', { name: 'Retour' }).click();
  await expect(page).toHaveURL(/\/\?q=cr$/);
});

test('la carte d’une ville garde la ville et la page', async ({ page, context, baseURL }) => {
  await setConsent(context, baseURL ?? '', true);
  await page.goto('/map?via=home&ville=angers&page=2');
  await expect(page.getByTestId('osm-map')).toBeVisible();
  await expect(page.locator('.results__total')).toHaveText(/^\d+ restaurants · page 2 sur \d+$/);
  await expect(page.getByRole('button', { name: /^Page 2\b/ })).toHaveAttribute('aria-current', 'page');
  const count = await cards(page).count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) await expect(cards(page).nth(i)).toContainText('Angers');
});

test('un glissement de 80 px ouvre puis ferme le panneau des filtres sur téléphone', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  await expect(cards(page).first()).toBeVisible();
  const swipe = (fromX: number, toX: number) =>
    page.evaluate(
      ([from, to]) => {
        const target = document.querySelector('.results__head') ?? document.body;
        const touch = (x: number) => new Touch({ identifier: 1, target, clientX: x, clientY: 300 });
        target.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(from)], changedTouches: [touch(from)] }));
        target.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(to)] }));
      },
      [fromX, toX],
    );
  await swipe(300, 250);
  await expect(page.getByRole('dialog', { name: 'Filtres' })).toHaveCount(0);
  await swipe(300, 200);
  await expect(page.getByRole('dialog', { name: 'Filtres' })).toBeVisible();
  await swipe(100, 200);
  await expect(page.getByRole('dialog', { name: 'Filtres' })).toHaveCount(0);
});

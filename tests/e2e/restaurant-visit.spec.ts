import { expect, test, type Page } from '@playwright/test';
import { restaurantPath } from '../../common/slug.js';
import { insertPhotoRows, setRestaurantStatus } from '../factories/restaurant-rows.js';
import { dbQuery, e2eDataDir, testDb } from './api-helpers.js';
import { shot } from './helpers.js';

/**
 * The restaurant page as a diner walks it (issue 25): « Réserver » beside « Appeler » when the restaurant has a booking
 * link, and the photos of the carte as thumbnails opening a viewer.
 */

interface Booked {
  idUrl: string;
  name: string;
  citySlug: string;
  bookingUrl: string;
}

/** A published demo restaurant with an online booking link, given two photos of its carte (copies of its gallery). */
async function bookedWithMenuPhotos(): Promise<Booked & { path: string }> {
  const dataDir = e2eDataDir();
  expect(dataDir, 'le serveur de la suite est lancé par global-setup.ts').not.toBeNull();
  const [r] = await dbQuery<{ id: number; id_url: string; name: string; slug: string; booking_url: string }>(
    dataDir!,
    `SELECT r.id, r.id_url, r.name, c.slug, r.booking_url FROM restaurant r JOIN city c ON c.id = r.city_id
     WHERE r.status = 'published' AND r.booking_url IS NOT NULL AND r.phone IS NOT NULL
       AND (SELECT count(*) FROM photo p WHERE p.restaurant_id = r.id AND p.kind = 'gallery') >= 2
     ORDER BY r.id_url DESC LIMIT 1`,
  );
  expect(r, 'les données de démonstration ont un restaurant avec un lien de réservation').toBeTruthy();
  // Two of its gallery photos as the photos of its menu.
  const gallery = await dbQuery<{ path: string; width: number; height: number }>(dataDir!, `SELECT path, width, height FROM photo WHERE restaurant_id = $1 AND kind = 'gallery' ORDER BY position LIMIT 2`, [r.id]);
  await insertPhotoRows(testDb(dataDir!), r.id, gallery.map((g, position) => ({ kind: 'menu', path: g.path, width: g.width, height: g.height, position, alt: '' })));
  return { idUrl: r.id_url, name: r.name, citySlug: r.slug, bookingUrl: r.booking_url, path: restaurantPath(r.slug, r.name, r.id_url) };
}

const todayBar = (page: Page) => page.locator('.today-bar');

test('« Réserver » est à côté de « Appeler » quand le restaurant a un lien de réservation', async ({ page }, testInfo) => {
  const r = await bookedWithMenuPhotos();
  await page.goto(`${r.path}?src=home`);
  await expect(page.getByRole('tab', { name: 'Menu' })).toHaveAttribute('aria-selected', 'true');
  const call = todayBar(page).getByRole('link', { name: /^Appeler le / });
  const book = todayBar(page).getByRole('link', { name: /^Réserver/ });
  await expect(call).toBeVisible();
  await expect(book).toBeVisible();
  await expect(book).toHaveText('Réserver');
  await expect(book).toHaveAttribute('href', r.bookingUrl);
  await expect(book).toHaveAttribute('target', '_blank');
  // Side by side: one row, both within the screen.
  const [a, b] = [await call.boundingBox(), await book.boundingBox()];
  expect(Math.abs(a!.y - b!.y)).toBeLessThan(4);
  expect(b!.x + b!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await shot(page, testInfo, 'restaurant-book-beside-call');
});

test('les photos de la carte sont des vignettes qui s’ouvrent en grand, au clavier aussi', async ({ page }, testInfo) => {
  const r = await bookedWithMenuPhotos();
  await page.goto(`${r.path}?src=home`);
  const photos = page.getByRole('tabpanel').getByRole('region', { name: 'Photos de la carte' });
  const thumbs = photos.getByRole('button', { name: /^Agrandir : Carte, page \d sur 2$/ });
  await expect(thumbs).toHaveCount(2);
  // A thumbnail, not a page of the carte drawn across the tab (it was about 1,150 × 1,570 px on a desktop).
  const box = (await thumbs.first().boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(300);
  expect(box.height).toBeLessThanOrEqual(400);
  await thumbs.first().scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'restaurant-menu-thumbnails');

  await thumbs.first().focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Carte, page 1 sur 2' });
  await expect(viewer).toBeVisible();
  const large = viewer.locator('img.gallery__large');
  await expect(large).toBeVisible();
  expect((await large.boundingBox())!.width).toBeGreaterThan(box.width);
  await expect(viewer.getByRole('link', { name: 'Voir en taille réelle (nouvel onglet)' })).toHaveAttribute('href', /^\/media\//);
  await shot(page, testInfo, 'restaurant-menu-viewer');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Carte, page 2 sur 2' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(thumbs.first()).toBeFocused();
});

test('l’adresse d’un restaurant qui n’est plus en ligne le dit et propose des restaurants proches', async ({ page }, testInfo) => {
  const dataDir = e2eDataDir();
  expect(dataDir, 'le serveur de la suite est lancé par global-setup.ts').not.toBeNull();
  // A published restaurant whose subscription ended: back to draft, its publication date kept (ADR 0012).
  const [r] = await dbQuery<{ id: number; id_url: string; name: string; slug: string; city: string }>(
    dataDir!,
    `SELECT r.id, r.id_url, r.name, c.slug, c.name AS city FROM restaurant r JOIN city c ON c.id = r.city_id
     WHERE r.status = 'published' AND c.slug = 'angers' ORDER BY md5(r.id_url) LIMIT 1`,
  );
  await setRestaurantStatus(testDb(dataDir!), r.id_url, 'draft');
  try {
    const path = restaurantPath(r.slug, r.name, r.id_url);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`« ${r.name} » n’est plus en ligne`);
    await expect(page).toHaveURL(new RegExp(`${r.id_url}$`));
    await expect(page.getByRole('status').filter({ hasText: 'n’a plus de page sur Mijote' })).toBeVisible();
    const similar = page.getByRole('region', { name: 'Restaurants proches' }).locator('article.card');
    await expect(similar.first()).toBeVisible();
    expect(await similar.count()).toBeLessThanOrEqual(4);
    await expect(similar.filter({ hasText: r.name })).toHaveCount(0);
    await shot(page, testInfo, 'restaurant-offline');
    await page.getByRole('link', { name: `Tous les restaurants à ${r.city}` }).click();
    await expect(page).toHaveURL(/\/angers$/);
  } finally {
    await setRestaurantStatus(testDb(dataDir!), r.id_url, 'published');
  }
});

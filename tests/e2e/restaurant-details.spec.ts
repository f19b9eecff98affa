import { expect, test, type Page } from '@playwright/test';
import { holidayPlans, upcomingHolidays } from '../../common/holidays.js';
import { parisToday } from '../../common/search.js';
import { restaurantPath } from '../../common/slug.js';
import { apiSearch, e2eDataDir, graphql, previewPath, unpublishedRestaurant } from './api-helpers.js';
import { setConsent, shot } from './helpers.js';
import { capitalized, frenchDay } from '../../common/french-dates.js';

interface FullRestaurant {
  name: string;
  path: string;
  cityName: string;
  lat: number;
  lng: number;
  reviewCount: number;
  schedule: Record<string, unknown>;
  specialDates: Record<string, unknown>;
}

const RESTAURANT = `query($idUrl: String!) { restaurant(idUrl: $idUrl) { __typename ... on Restaurant { name path cityName lat lng reviewCount schedule specialDates } } }`;
const MENU = `query($idUrl: String!) { restaurantMenu(idUrl: $idUrl) { __typename ... on Menu { sections { title dishes { name } } daily { title } } } }`;

async function firstRestaurant(request: Parameters<typeof apiSearch>[0]): Promise<FullRestaurant> {
  const { items } = await apiSearch(request);
  const data = await graphql<{ restaurant: FullRestaurant }>(request, RESTAURANT, { idUrl: items[0].idUrl });
  return data.restaurant;
}

/** Touch swipe over the tab panels (the panel listens to touchstart/touchend). */
async function swipe(page: Page, fromX: number, toX: number, y = 400) {
  await page.evaluate(
    ([from, to, top]) => {
      const target = document.querySelector('.tabs__panels')!;
      const touch = (x: number) => new Touch({ identifier: 1, target, clientX: x, clientY: top });
      target.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(from)], changedTouches: [touch(from)] }));
      target.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(to)] }));
    },
    [fromX, toX, y],
  );
}

test('sur téléphone, un glissement de plus de 60 px passe d’un onglet à l’autre, en boucle', { tag: '@phone' }, async ({ page, request }, testInfo) => {
  const r = await firstRestaurant(request);
  await page.goto(`${r.path}?src=home`);
  const selected = page.getByRole('tab', { selected: true });
  await expect(selected).toHaveText('Menu');
  await swipe(page, 300, 250); // 50 px: too short
  await expect(selected).toHaveText('Menu');
  await swipe(page, 300, 200);
  await expect(selected).toHaveText('Réservation');
  await swipe(page, 300, 200);
  await expect(selected).toHaveText('Restaurant');
  await swipe(page, 300, 200);
  await expect(selected).toHaveText('Menu');
  await swipe(page, 100, 200);
  await expect(selected).toHaveText('Restaurant');
  await shot(page, testInfo, 'restaurant-swiped');
});

test('l’onglet Menu, ouvert au chargement, montre les plats de la carte', async ({ page, request }, testInfo) => {
  const { items } = await apiSearch(request);
  let found: { path: string; section: string; dish: string } | null = null;
  for (const item of items) {
    const data = await graphql<{ restaurantMenu: { __typename: string; sections?: { title: string; dishes: { name: string }[] }[] } }>(request, MENU, { idUrl: item.idUrl });
    const section = data.restaurantMenu.sections?.find((s) => s.dishes.length > 0);
    if (section) {
      found = { path: item.path, section: section.title, dish: section.dishes[0].name };
      break;
    }
  }
  expect(found, 'un restaurant de la première page a une carte structurée').not.toBeNull();
  await page.goto(`${found!.path}?src=home`);
  await expect(page.getByRole('tab', { name: 'Menu' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: found!.section, exact: true })).toBeVisible();
  await expect(panel.locator('.dish__name', { hasText: found!.dish }).first()).toBeVisible();
  await expect(panel.locator('.dish__price').first()).toHaveText(/^\d+,\d{2}\s€$/);
  await shot(page, testInfo, 'restaurant-menu-dishes');
});

test('les horaires montrent les jours fériés à venir avec ce que fait le restaurant ce jour-là', async ({ page, request }, testInfo) => {
  const r = await firstRestaurant(request);
  const holidays = holidayPlans(upcomingHolidays(parisToday()), r.schedule, r.specialDates);
  await page.goto(`${r.path}?src=home`);
  await page.getByRole('tab', { name: 'Restaurant' }).click();
  await expect(page.locator('table.hours tr[aria-current="date"]')).toHaveCount(1);
  const list = page.locator('.special-dates--holidays li');
  if (holidays.length === 0) {
    await expect(list).toHaveCount(0);
    return;
  }
  await expect(page.getByRole('heading', { name: 'Jours fériés à venir' })).toBeVisible();
  await expect(list).toHaveCount(holidays.length);
  for (const [i, day] of holidays.entries()) {
    await expect(list.nth(i)).toContainText(day.name);
    // The right calendar day in the browser's Paris time zone (e.g. Noël on 25 décembre, not the 24th).
    await expect(list.nth(i)).toContainText(capitalized(frenchDay(day.iso)));
    const expected =
      day.plan.kind === 'closed' ? /Fermé$/ : day.plan.kind === 'usual' ? /Horaires habituels : \d/ : day.plan.closed ? /Fermé exceptionnellement/ : /Horaires spéciaux|Ouvert aux horaires habituels/;
    await expect(list.nth(i)).toContainText(expected);
  }
  await list.first().scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'restaurant-holidays');
});

test('l’adresse propose OpenStreetMap ; sans clé Google, le petit plan OpenStreetMap ne se charge qu’avec l’accord', async ({ page, context, request, baseURL }, testInfo) => {
  const r = await firstRestaurant(request);
  const { siteInfo } = await graphql<{ siteInfo: { mapsEnabled: boolean } }>(request, '{ siteInfo { mapsEnabled } }');
  // The e2e server has no Google key (issue 15: the small map uses OpenStreetMap tiles, here this server's MAP_TILE_URL).
  test.skip(siteInfo.mapsEnabled, 'serveur avec une clé Google Maps');
  await page.goto(`${r.path}?src=home`);
  await page.getByRole('tab', { name: 'Restaurant' }).click();
  const block = page.locator('.address-map');
  const osm = block.getByRole('link', { name: /Voir sur OpenStreetMap/ });
  await expect(osm).toHaveAttribute('href', `https://www.openstreetmap.org/?mlat=${r.lat}&mlon=${r.lng}#map=17/${r.lat}/${r.lng}`);
  await expect(osm).toHaveAttribute('target', '_blank');
  // Without consent: the notice, the button to change one's choice, and no map at all.
  await expect(block.locator('.address-map__notice')).toHaveText(
    'La carte OpenStreetMap ne s’affiche qu’avec votre accord (« Mesure d’audience et carte »). Vous pouvez aussi voir l’emplacement sur OpenStreetMap.',
  );
  await expect(block.getByRole('button', { name: 'Gérer mes cookies' })).toBeVisible();
  await expect(block.getByTestId('osm-small-map')).toHaveCount(0);
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  expect(await page.locator('script[src*="maps.googleapis.com"]').count()).toBe(0);
  await block.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'restaurant-address');

  // With consent: the small OpenStreetMap map, its decorative pin and the tiles' attribution; never a Google script.
  await setConsent(context, baseURL ?? '', true);
  await page.reload();
  await page.getByRole('tab', { name: 'Restaurant' }).click();
  const map = block.getByTestId('osm-small-map');
  await expect(map).toBeVisible();
  await expect(block.getByRole('region', { name: `Plan d’accès : ${r.name}` })).toBeVisible();
  const pin = map.locator('.leaflet-marker-icon');
  await expect(pin).toHaveCount(1);
  await expect(pin).toBeVisible();
  await expect(pin).toHaveAttribute('aria-hidden', 'true');
  await expect(pin).not.toHaveAttribute('tabindex');
  await expect(map.locator('.leaflet-control-attribution')).toBeVisible();
  await expect(map.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap');
  await expect(block.locator('.address-map__notice')).toHaveCount(0);
  await expect(block.getByRole('button', { name: 'Gérer mes cookies' })).toHaveCount(0);
  await expect(block.getByRole('link', { name: /Voir sur OpenStreetMap/ })).toBeVisible();
  expect(await page.locator('script[src*="maps.googleapis.com"]').count()).toBe(0);
  await block.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'restaurant-address-osm');
});

test('titre, description et données schema.org du restaurant et des 10 premiers de la liste, suivis pendant la navigation', async ({ page, request }) => {
  const r = await firstRestaurant(request);
  await page.goto(`${r.path}?src=home`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(r.name);
  await expect(page).toHaveTitle(`${r.name} à ${r.cityName} — Mijote`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`^${r.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, restaurant à `));
  // The server's data and the client's are one and the same element.
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  const restaurant = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<string, unknown>;
  expect(restaurant).toMatchObject({ '@context': 'https://schema.org', '@type': 'Restaurant', name: r.name, geo: { latitude: r.lat, longitude: r.lng } });
  expect(restaurant.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'FR' });
  expect(typeof restaurant.priceRange).toBe('string');
  if (r.reviewCount > 0) expect(restaurant.aggregateRating).toMatchObject({ reviewCount: r.reviewCount });

  const { items } = await apiSearch(request, { citySlug: 'angers' });
  await page.goto('/angers');
  const script = page.locator('script[type="application/ld+json"]');
  await expect(script).toHaveCount(1);
  const list = JSON.parse((await script.textContent()) ?? '{}') as { '@type': string; itemListElement: { position: number; item: { name: string; url: string } }[] };
  expect(list['@type']).toBe('ItemList');
  expect(list.itemListElement.map((e) => e.item.name)).toEqual(items.slice(0, 10).map((i) => i.name));
  expect(list.itemListElement[0].position).toBe(1);
  expect(list.itemListElement[0].item.url).toMatch(/^https?:\/\/[^/]+\/restaurant\//);
  await expect(page).toHaveTitle('Restaurants à Angers — Mijote');

  // Moving to another page inside the site: its own title, no list data left behind.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mentions légales');
  await expect(page).toHaveTitle('Mentions légales — Mijote');
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveTitle('Restaurants à Angers — Mijote');
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
});

test.describe('page non publiée', () => {
  test('avec un jeton d’aperçu valide, la page s’affiche avec la mention Aperçu', async ({ page }, testInfo) => {
    const dataDir = e2eDataDir();
    test.skip(!dataDir, 'il faut le DATA_DIR du serveur lancé par global-setup.ts');
    const r = await unpublishedRestaurant(dataDir!);
    await page.goto(previewPath(dataDir!, r));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(r.name);
    await expect(page.getByText('Aperçu : cette page n’est pas encore publiée.')).toBeVisible();
    await shot(page, testInfo, 'restaurant-preview');
  });

  test('sans jeton, ou avec un jeton faux, le visiteur est renvoyé à l’accueil', async ({ page }) => {
    const dataDir = e2eDataDir();
    test.skip(!dataDir, 'il faut le DATA_DIR du serveur lancé par global-setup.ts');
    const r = await unpublishedRestaurant(dataDir!);
    await page.goto(restaurantPath(r.citySlug, r.name, r.idUrl));
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Les restaurants du Maine-et-Loire');

    await page.goto(previewPath(dataDir!, r, 'un-autre-secret'));
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Les restaurants du Maine-et-Loire');
  });
});

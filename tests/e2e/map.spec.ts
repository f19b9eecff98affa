import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiSearch } from './api-helpers.js';
import { cards, setConsent, shot } from './helpers.js';

const GROUP = /^(\d+) restaurants ici : zoomer pour les voir$/;

/** How many restaurants the map's markers stand for: a group counts what it holds (issue 25). */
async function markedTotal(map: Locator): Promise<number> {
  const labels = await map.locator('.leaflet-marker-icon').evaluateAll((icons) => icons.map((i) => i.getAttribute('aria-label') ?? ''));
  return labels.reduce((sum, label) => sum + Number(GROUP.exec(label)?.[1] ?? 1), 0);
}

/** A marker of one restaurant (not a group): groups are opened until one shows. */
async function restaurantMarker(map: Locator): Promise<Locator> {
  const single = map.locator('.leaflet-marker-icon:not(.map-marker--cluster)');
  for (let i = 0; i < 6 && (await single.count()) === 0; i += 1) await map.locator('.map-marker--cluster').first().click();
  await expect(single.first()).toBeVisible();
  return single.first();
}


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

test('avec l’accord, /map?via=home affiche l’avis en français et la liste de la recherche', async ({ page, context, baseURL, request }, testInfo) => {
  await setConsent(context, baseURL ?? '', true);
  await page.goto('/?q=cr');
  await expect(cards(page).first()).toBeVisible();
  const firstName = await cards(page).first().locator('.card__name').textContent();
  await page.getByRole('link', { name: 'Carte' }).click();
  await expect(page).toHaveURL(/\/map\?via=home&q=cr$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carte des restaurants');
  await expect(cards(page).first().locator('.card__name')).toHaveText(firstName ?? '');
  // No Google key: the OpenStreetMap map, with every restaurant of the search (grouped when close, issue 25) and the
  // tiles' attribution (issue 15).
  const map = page.getByTestId('osm-map');
  await expect(map).toBeVisible();
  const { total } = await apiSearch(request, { name: 'cr' });
  await expect.poll(() => markedTotal(map)).toBe(total);
  await expect(map.getByText('© les contributeurs d’OpenStreetMap')).toBeVisible();
  const marker = await restaurantMarker(map);
  const name = ((await marker.getAttribute('aria-label')) ?? '').replace(/, note .*$/, '');
  await marker.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: `Restaurant sélectionné : ${name}` })).toBeVisible();
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

/** The page's path and query parameters. */
function address(page: Page): Record<string, string> {
  const url = new URL(page.url());
  return { path: url.pathname, ...Object.fromEntries(url.searchParams) };
}

test('la carte a la même barre de recherche et les mêmes filtres que la liste', async ({ page, context, baseURL, request }, testInfo) => {
  await setConsent(context, baseURL ?? '', true);
  await page.goto('/map?via=home');
  const map = page.getByTestId('osm-map');
  await expect(map).toBeVisible();

  // The search box: the map's markers and list follow it, in the map's own address.
  await page.getByRole('combobox', { name: 'Restaurant, cuisine ou plat' }).fill('pizza');
  await expect.poll(() => address(page)).toEqual({ path: '/map', via: 'home', q: 'pizza' });
  const pizza = await apiSearch(request, { name: 'pizza' });
  await expect(page.locator('.results__total')).toHaveText(new RegExp(`^${pizza.total} restaurants`));
  await expect.poll(() => markedTotal(map)).toBe(pizza.total);

  // The city box: Angers, kept in `ville`, the focus back in the box.
  const city = page.getByRole('combobox', { name: 'Ville' });
  await city.fill('Angers');
  await page.getByRole('listbox', { name: 'Suggestions de villes' }).getByRole('option', { name: 'Angers', exact: true }).click();
  await expect.poll(() => address(page)).toEqual({ path: '/map', via: 'home', ville: 'angers', q: 'pizza' });
  await expect(city).toHaveValue('Angers');
  await expect(city).toBeFocused();
  const inAngers = await apiSearch(request, { name: 'pizza', citySlug: 'angers' });
  await expect(page.locator('.results__total')).toHaveText(new RegExp(`^${inAngers.total} restaurants?`));

  // The filters: the panel's count is the map's list's.
  await page.getByRole('button', { name: /Filtres/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filtres' });
  await dialog.getByText('Terrasse', { exact: true }).click();
  await expect.poll(() => address(page)).toEqual({ path: '/map', via: 'home', ville: 'angers', q: 'pizza', filters: 'Terrasse' });
  const filtered = await apiSearch(request, { name: 'pizza', citySlug: 'angers', filters: ['Terrasse'] });
  const label = filtered.closest ? 'Aucun résultat exact' : filtered.total === 1 ? 'Voir le restaurant' : `Voir les ${filtered.total} restaurants`;
  await expect(dialog.getByRole('button', { name: label })).toBeVisible();
  await shot(page, testInfo, 'map-filters');
  // The map's markers and controls stay under the dialog: every chip can be reached (a trial click checks the hit target).
  for (const chip of ['Végétarien', 'Climatisation', 'Livraison', 'Wi-Fi gratuit']) await dialog.getByText(chip, { exact: true }).click({ trial: true, timeout: 2000 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /Filtres/ })).toContainText('1');

  // Back to the list: the same search, in Angers.
  await page.getByRole('link', { name: 'Retour' }).click();
  await expect.poll(() => address(page)).toEqual({ path: '/angers', q: 'pizza', filters: 'Terrasse' });
});

test('la carte « À proximité » cherche autour de la position', async ({ page, context, baseURL }) => {
  await setConsent(context, baseURL ?? '', true);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 47.4712, longitude: -0.5518 });
  await page.goto('/restaurants-a-proximite');
  await expect(cards(page).first()).toBeVisible();
  await page.getByRole('link', { name: 'Carte' }).click();
  await expect(page).toHaveURL(/\/map\?via=home&proximite=1/);
  await expect(page.getByRole('combobox', { name: 'Ville' })).toHaveValue('À proximité');
  await expect(page.getByTestId('osm-map').locator('.leaflet-marker-icon').first()).toBeVisible();
  await expect(cards(page).first()).toContainText(/km/);
  await page.getByRole('link', { name: 'Retour' }).click();
  await expect(page).toHaveURL(/\/restaurants-a-proximite/);
});

test('la carte montre tous les restaurants de la recherche, regroupés, et cherche dans la zone où on l’a déplacée', async ({ page, context, baseURL, request }, testInfo) => {
  await setConsent(context, baseURL ?? '', true);
  await page.goto('/map?via=home');
  const map = page.getByTestId('osm-map');
  const all = await apiSearch(request);
  expect(all.pageCount, 'les données de démonstration tiennent sur plus d’une page').toBeGreaterThan(1);
  await expect(page.locator('.results__total')).toHaveText(new RegExp(`^${all.total} restaurants · page 1 sur ${all.pageCount}$`));
  // Every restaurant of the search, not the 30 of the list's page; close ones grouped into fewer markers.
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => markedTotal(map)).toBe(all.total);
  const groups = map.locator('.map-marker--cluster');
  expect(await groups.count()).toBeGreaterThan(0);
  expect(await map.locator('.leaflet-marker-icon').count()).toBeLessThan(all.total);
  await expect(page.getByRole('button', { name: 'Rechercher dans cette zone' })).toHaveCount(0);
  await shot(page, testInfo, 'map-clusters');

  // A group opens with a zoom: the map moved, so it offers to search where it now is.
  const before = await map.locator('.leaflet-marker-icon').count();
  await groups.first().click();
  await expect.poll(async () => (await map.locator('.leaflet-marker-icon').evaluateAll((icons) => icons.map((i) => i.getAttribute('aria-label')))).join('|')).not.toBe('');
  const searchHere = page.getByRole('button', { name: 'Rechercher dans cette zone' });
  await expect(searchHere).toBeVisible();
  expect(await markedTotal(map)).toBeLessThanOrEqual(all.total);
  expect(before).toBeGreaterThan(0);
  await shot(page, testInfo, 'map-moved');
  await searchHere.click();
  await expect(page).toHaveURL(/[?&]zone=\d+\.\d+%2C-?\d+\.\d+/);
  const url = new URL(page.url());
  const [lat, lng] = (url.searchParams.get('zone') ?? '').split(',').map(Number);
  const radiusKm = Number(url.searchParams.get('distance') ?? 10);
  const zone = await apiSearch(request, { near: { lat, lng, radiusKm }, sort: 'DISTANCE' });
  await expect(page.getByRole('combobox', { name: 'Ville' })).toHaveValue('Zone de la carte');
  await expect(page.locator('.results__total')).toHaveText(new RegExp(`^${zone.total} restaurants?`));
  await expect.poll(() => markedTotal(map)).toBe(zone.total);
  await expect(searchHere).toHaveCount(0);
  await shot(page, testInfo, 'map-zone');
});

test('sur téléphone la carte vient en premier ; la fiche d’un repère a son cœur et sa croix côte à côte', async ({ page, context, baseURL }, testInfo) => {
  await setConsent(context, baseURL ?? '', true);
  await page.goto('/map?via=home&ville=angers');
  const map = page.getByTestId('osm-map');
  // The map's code and every pin of the search: a slow machine may take more than the usual 10 s.
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible({ timeout: 20_000 });
  const box = (await map.boundingBox())!;
  if (testInfo.project.name === 'phone') {
    // Right under the top bar and the count, before the search bar (it started 630 px down).
    expect(box.y).toBeLessThan(160);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    const searchBar = (await page.getByRole('search', { name: 'Rechercher un restaurant' }).boundingBox())!;
    expect(searchBar.y).toBeGreaterThan(box.y + box.height);
  }
  const marker = await restaurantMarker(map);
  const name = ((await marker.getAttribute('aria-label')) ?? '').replace(/, note .*$/, '');
  await marker.click();
  const card = page.getByRole('region', { name: `Restaurant sélectionné : ${name}` });
  await expect(card).toBeVisible();
  const close = card.getByRole('button', { name: 'Fermer la fiche' });
  const heart = card.getByRole('button', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  const [c, h] = [(await close.boundingBox())!, (await heart.boundingBox())!];
  const overlap = c.x < h.x + h.width && h.x < c.x + c.width && c.y < h.y + h.height && h.y < c.y + c.height;
  expect(overlap, 'la croix ne couvre pas le cœur').toBe(false);
  await expect(card.getByRole('link', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })).toHaveAttribute('href', /^\/restaurant\/[^?]+\?src=home/);
  await shot(page, testInfo, 'map-pin-card');
  await close.click();
  await expect(card).toHaveCount(0);
});

test('un appui sur la carte ferme les suggestions de villes', async ({ page, context, baseURL }, testInfo) => {
  await setConsent(context, baseURL ?? '', true);
  await page.goto('/map?via=home');
  const map = page.getByTestId('osm-map');
  // The map's code and every pin of the department: a slow machine may take more than the usual 10 s.
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible({ timeout: 20_000 });
  const city = page.getByRole('combobox', { name: 'Ville' });
  await city.fill('sau');
  const list = page.getByRole('listbox', { name: 'Suggestions de villes' });
  await expect(list.getByRole('option', { name: 'Saumur', exact: true })).toBeVisible();
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + 10, box.y + box.height - 30);
  await expect(list).toHaveCount(0);
  await shot(page, testInfo, 'map-suggestions-closed');
});

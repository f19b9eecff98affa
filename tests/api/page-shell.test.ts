import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_IMAGE_SIZES, HERO_IMAGE_SIZES } from '../../common/media.js';
import { restaurantPath } from '../../common/slug.js';
import { pageOf } from '../../server/src/modules/seo/page-shell.js';
import { insertRestaurants, restaurantRecord, reviewsWithRatings } from '../factories/restaurants.js';
import { startTestServer, type TestServer } from './harness.js';

/** A client build as Vite writes it: index.html with the entry, and the manifest naming the lazy pages' chunks. */
const INDEX_HTML = `<!doctype html>
<html lang="fr">
  <head>
    <title>Mijote</title>
    <script type="module" crossorigin src="/assets/index-AAAA.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-BBBB.js">
    <link rel="stylesheet" crossorigin href="/assets/index-CCCC.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;
const MANIFEST = {
  'index.html': { file: 'assets/index-AAAA.js', isEntry: true, imports: ['_shared.js'], css: ['assets/index-CCCC.css'] },
  '_shared.js': { file: 'assets/shared-BBBB.js' },
  '_search.js': { file: 'assets/SearchPage-DDDD.js', imports: ['_shared.js'], css: ['assets/SearchPage-EEEE.css'] },
  'src/features/restaurants/pages/HomePage.tsx': { file: 'assets/HomePage-FFFF.js', isDynamicEntry: true, imports: ['_search.js'] },
  'src/features/restaurants/pages/CityPage.tsx': { file: 'assets/CityPage-GGGG.js', isDynamicEntry: true, imports: ['_search.js'] },
  'src/features/restaurants/pages/RestaurantPage.tsx': { file: 'assets/RestaurantPage-HHHH.js', isDynamicEntry: true, imports: ['_shared.js'] },
  'src/features/consent/ConsentBanner.tsx': { file: 'assets/ConsentBanner-IIII.js', isDynamicEntry: true },
};

let t: TestServer;
let clientDir: string;
let sourceDir: string;
let best: string;

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.url}${url}`, { headers });
  return { res, html: await res.text() };
}
const links = (html: string) => [...html.matchAll(/<link [^>]+>/g)].map((m) => m[0]);
const imagePreload = (html: string) => links(html).find((l) => l.includes('as="image"')) ?? null;
const modulePreloads = (html: string) => links(html).filter((l) => l.includes('modulepreload')).map((l) => /href="([^"]+)"/.exec(l)![1]);

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'mijote-client-'));
  mkdirSync(path.join(clientDir, '.vite'));
  writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(clientDir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'assets/index-CCCC.css'), 'body{color:#2b1d16}\n');
  sourceDir = mkdtempSync(path.join(os.tmpdir(), 'mijote-photos-'));
  const photo = path.join(sourceDir, 'front.png');
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1d4ed8' } }).png().toFile(photo);
  t = await startTestServer({}, { clientDir });
  const ids = await insertRestaurants(t.db, [
    restaurantRecord({ externalId: 'best', name: 'Le Mieux Noté', photos: [{ src: photo, kind: 'devanture' }], reviews: reviewsWithRatings([5, 5]) }),
    restaurantRecord({ externalId: 'other', name: 'Le Second', reviews: reviewsWithRatings([3]) }),
  ], t.config.mediaDir);
  best = ids.get('best')!;
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(clientDir, { recursive: true, force: true });
  rmSync(sourceDir, { recursive: true, force: true });
});

describe('index.html with the page’s loading hints', () => {
  it('home: preloads the first card’s picture with the card’s srcset and sizes, and the page’s chunks', async () => {
    const { res, html } = await page('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const image = imagePreload(html)!;
    expect(image).toMatch(new RegExp(`href="/media/restaurants/${best}/devanture-0-[0-9a-f]{8}\\.webp"`));
    expect(image).toContain(`imagesrcset="/media/w360/restaurants/${best}/`);
    expect(image).toContain(' 1200w"');
    expect(image).toContain(`imagesizes="${CARD_IMAGE_SIZES}"`);
    expect(image).toContain('fetchpriority="high"');
    // What index.html loads anyway is not hinted again.
    expect(modulePreloads(html)).toEqual(['/assets/shared-BBBB.js', '/assets/HomePage-FFFF.js', '/assets/SearchPage-DDDD.js', '/assets/ConsentBanner-IIII.js']);
    expect(links(html)).toContain('<link rel="preload" as="style" crossorigin href="/assets/SearchPage-EEEE.css">');
    // The preloaded variant exists.
    const variant = /imagesrcset="([^ ]+) 360w/.exec(image)![1];
    expect((await fetch(`${t.url}${variant}`)).status).toBe(200);
  });

  it('home: sends the default search and the Angers block as the client’s queries answer them', async () => {
    const { html } = await page('/');
    const text = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)![1];
    expect(text).not.toContain('</');
    const data = JSON.parse(text) as {
      search: { input: Record<string, unknown>; data: { searchRestaurants: { __typename: string; total: number; items: { __typename: string; name: string; photos: { __typename: string }[] }[] } } };
      city: { slug: string; data: { cityPage: { __typename: string; city: { name: string } } } };
    };
    expect(data.search.input).toEqual({ name: null, citySlug: null, near: null, date: null, hour: null, filters: [], priceMin: null, priceMax: null, sort: 'RATING', page: 1 });
    expect(data.search.data.searchRestaurants).toMatchObject({ __typename: 'SearchResult', total: 2 });
    // As Apollo asks: __typename everywhere, every field of the card.
    expect(data.search.data.searchRestaurants.items.map((i) => i.name)).toEqual(['Le Mieux Noté', 'Le Second']);
    expect(data.search.data.searchRestaurants.items[0]).toMatchObject({ __typename: 'RestaurantCard', idUrl: best, cityName: 'Angers', isNew: expect.any(Boolean) });
    expect(data.search.data.searchRestaurants.items[0].photos[0].__typename).toBe('Photo');
    expect(data.city).toMatchObject({ slug: 'angers', data: { cityPage: { __typename: 'CityPage', city: { name: 'Angers' } } } });
    // A search in the address is the client's to run.
    expect((await page('/?q=second')).html).not.toContain('id="page-data"');
  });

  it('leaves out the cookie banner’s chunk once the visitor has chosen', async () => {
    const { html } = await page('/', { cookie: 'mijote_consent=whatever' });
    expect(modulePreloads(html)).not.toContain('/assets/ConsentBanner-IIII.js');
    expect(modulePreloads(html)).toContain('/assets/HomePage-FFFF.js');
  });

  it('a search in the address has no known first card: chunks only', async () => {
    const { html } = await page('/?q=second');
    expect(imagePreload(html)).toBeNull();
    expect(modulePreloads(html)).toContain('/assets/HomePage-FFFF.js');
    expect(imagePreload((await page('/?src=home')).html)).not.toBeNull();
  });

  it('city page: the city’s first card; an unknown city gets no picture', async () => {
    const city = await page('/angers');
    expect(imagePreload(city.html)).toContain(`/media/restaurants/${best}/`);
    expect(modulePreloads(city.html)).toContain('/assets/CityPage-GGGG.js');
    const unknown = await page('/ville-inconnue');
    expect(unknown.res.status).toBe(200);
    expect(imagePreload(unknown.html)).toBeNull();
  });

  it('restaurant page: the front photo with the page’s sizes; never for a preview link', async () => {
    const address = restaurantPath('angers', 'Le Mieux Noté', best);
    const { html } = await page(address);
    const image = imagePreload(html)!;
    expect(image).toContain(`href="/media/restaurants/${best}/devanture-0-`);
    expect(image).toContain(`imagesizes="${HERO_IMAGE_SIZES}"`);
    expect(modulePreloads(html)).toContain('/assets/RestaurantPage-HHHH.js');
    const data = JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)![1]) as {
      restaurant: { idUrl: string; data: { restaurant: Record<string, unknown> } };
      menu: { idUrl: string; data: { restaurantMenu: Record<string, unknown> } };
    };
    expect(data.restaurant.idUrl).toBe(best);
    expect(data.restaurant.data.restaurant).toMatchObject({ __typename: 'Restaurant', idUrl: best, name: 'Le Mieux Noté', published: true, reviews: expect.any(Array) });
    expect(data.menu).toMatchObject({ idUrl: best, data: { restaurantMenu: { __typename: expect.any(String) } } });
    const preview = (await page(`${address}_sometoken`)).html;
    expect(imagePreload(preview)).toBeNull();
    expect(preview).not.toContain('id="page-data"');
  });

  it('other pages get index.html as built (and the banner’s chunk)', async () => {
    const { res, html } = await page('/MentionsLegales');
    expect(res.status).toBe(200);
    expect(imagePreload(html)).toBeNull();
    expect(modulePreloads(html)).toEqual(['/assets/shared-BBBB.js', '/assets/ConsentBanner-IIII.js']);
    const chosen = await page('/MentionsLegales', { cookie: 'mijote_consent=x' });
    expect(chosen.html).toBe(INDEX_HTML.replace('<link rel="stylesheet" crossorigin href="/assets/index-CCCC.css">', '<style>body{color:#2b1d16}</style><link rel="stylesheet" crossorigin href="/assets/index-CCCC.css" disabled>'));
  });

  it('writes the entry’s stylesheet into the page instead of a render-blocking link', async () => {
    const { html } = await page('/');
    expect(html).toContain('<style>body{color:#2b1d16}</style>');
    // Kept for Vite's loader, which looks for it before fetching a chunk's styles; disabled, it is never fetched.
    expect(links(html).filter((l) => l.includes('rel="stylesheet"'))).toEqual(['<link rel="stylesheet" crossorigin href="/assets/index-CCCC.css" disabled>']);
  });
});

describe('pageOf', () => {
  it('names the page of an address', () => {
    expect(pageOf('/', {})).toEqual({ kind: 'home', citySlug: null, defaultSearch: true });
    expect(pageOf('/', { page: '2' })).toMatchObject({ kind: 'home', defaultSearch: false });
    expect(pageOf('/saint-barthelemy-d-anjou', {})).toEqual({ kind: 'city', citySlug: 'saint-barthelemy-d-anjou', defaultSearch: true });
    expect(pageOf('/restaurants-a-proximite', {})).toMatchObject({ kind: 'nearby' });
    expect(pageOf('/map', { via: 'home' })).toMatchObject({ kind: 'map' });
    expect(pageOf('/restaurant/angers/la-table_AbCd1234', {})).toMatchObject({ kind: 'restaurant', idUrl: 'AbCd1234' });
    expect(pageOf('/restaurant/angers/la-table_AbCd1234_token', {})).toEqual({ kind: 'restaurant', defaultSearch: false });
    expect(pageOf('/MentionsLegales', {})).toBeNull();
    expect(pageOf('/a/secret/x', {})).toBeNull();
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_IMAGE_SIZES, HERO_IMAGE_SIZES } from '../../common/media.js';
import { restaurantPath } from '../../common/slug.js';
import { HOME_META, NEARBY_META } from '../../common/page-meta.js';
import { MAP_META, NOT_FOUND_META, STATIC_PAGES } from '../../common/static-pages.js';
import { pageOf } from '../../server/src/modules/seo/page-shell.js';
import { insertRestaurants, restaurantRecord, reviewsWithRatings } from '../factories/restaurants.js';
import { startTestServer, type TestServer } from './harness.js';

/** A client build as Vite writes it: index.html with the entry, and the manifest naming the lazy pages' chunks. */
const INDEX_HTML = `<!doctype html>
<html lang="fr">
  <head>
    <meta name="description" content="Mijote : trouvez un restaurant." />
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
let second: string;
let hidden: string;

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
    restaurantRecord({
      externalId: 'other', name: 'Le Second', types: ['Bistrot'], reviews: reviewsWithRatings([3]),
      biography: 'Cuisine "maison" & vins <naturels></script> servis   au comptoir.',
    }),
    restaurantRecord({ externalId: 'hidden', name: 'Pas Encore Publié', published: false }),
  ], t.config.mediaDir);
  best = ids.get('best')!;
  second = ids.get('other')!;
  hidden = ids.get('hidden')!;
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
  });

  it('runs the search of the address as the client reads it (unknown criteria dropped)', async () => {
    const { html } = await page('/?q=second&filters=Terrasse,Inconnu&tri=DISTANCE&page=1&src=home');
    const data = JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)![1]) as {
      search: { input: Record<string, unknown>; data: { searchRestaurants: { __typename: string; closest: boolean } } };
    };
    // Distance needs a place: the client sorts by rating too.
    expect(data.search.input).toEqual({ name: 'second', citySlug: null, near: null, date: null, hour: null, filters: ['Terrasse'], priceMin: null, priceMax: null, sort: 'RATING', page: 1 });
    // No restaurant has a terrace: SPEC's closest list, as the client would show it.
    expect(data.search.data.searchRestaurants).toMatchObject({ __typename: 'SearchResult', closest: true });
    const named = JSON.parse(/id="page-data">(.*?)<\/script>/s.exec((await page('/?q=second')).html)![1]) as { search: { data: { searchRestaurants: { items: { name: string }[] } } } };
    expect(named.search.data.searchRestaurants.items.map((i) => i.name)).toEqual(['Le Second']);
  });

  it('leaves out the cookie banner’s chunk once the visitor has chosen', async () => {
    const { html } = await page('/', { cookie: 'mijote_consent=whatever' });
    expect(modulePreloads(html)).not.toContain('/assets/ConsentBanner-IIII.js');
    expect(modulePreloads(html)).toContain('/assets/HomePage-FFFF.js');
  });

  it('a search in the address preloads its own first card’s picture, when it has one', async () => {
    const { html } = await page('/?q=second');
    expect(imagePreload(html)).toBeNull();
    expect(modulePreloads(html)).toContain('/assets/HomePage-FFFF.js');
    expect(imagePreload((await page('/?q=mieux')).html)).toContain(`/media/restaurants/${best}/`);
    expect(imagePreload((await page('/?src=home')).html)).not.toBeNull();
  });

  it('city page: the city’s first card; an unknown city is sent home, as the client would', async () => {
    const city = await page('/angers');
    expect(imagePreload(city.html)).toContain(`/media/restaurants/${best}/`);
    expect(modulePreloads(city.html)).toContain('/assets/CityPage-GGGG.js');
    const unknown = await fetch(`${t.url}/ville-inconnue?page=2`, { redirect: 'manual' });
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe('/');
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

  it('an unknown or unpublished restaurant is sent home; its preview link is the client’s to check', async () => {
    for (const idUrl of ['Zz999999', hidden]) {
      const res = await fetch(`${t.url}${restaurantPath('angers', 'Pas Encore Publié', idUrl)}`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/');
    }
    const preview = await page(`${restaurantPath('angers', 'Pas Encore Publié', hidden)}_sometoken`);
    expect(preview.res.status).toBe(200);
  });

  it('a missing file is a 404, not the app’s page', async () => {
    const res = await fetch(`${t.url}/favicon.ico`);
    expect(res.status).toBe(404);
    expect((await fetch(`${t.url}/assets/gone-1234.js`)).status).toBe(404);
  });

  it('other pages get index.html as built (and the banner’s chunk)', async () => {
    const { res, html } = await page('/profilScreen');
    expect(res.status).toBe(200);
    expect(imagePreload(html)).toBeNull();
    expect(modulePreloads(html)).toEqual(['/assets/shared-BBBB.js', '/assets/ConsentBanner-IIII.js']);
    const chosen = await page('/profilScreen', { cookie: 'mijote_consent=x' });
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
  const q = (text = '') => new URLSearchParams(text);
  const now = new Date('2026-11-23T10:00:00Z');
  const defaults = { name: null, near: null, date: null, hour: null, filters: [], priceMin: null, priceMax: null, sort: 'RATING', page: 1 };
  it('names the page of an address', () => {
    expect(pageOf('/', q(), now)).toEqual({ kind: 'home', citySlug: null, search: { ...defaults, citySlug: null } });
    expect(pageOf('/', q('page=2&src=home'), now)).toMatchObject({ kind: 'home', search: { page: 2 } });
    expect(pageOf('/saint-barthelemy-d-anjou', q('tri=DISTANCE'), now)).toEqual({ kind: 'city', citySlug: 'saint-barthelemy-d-anjou', search: { ...defaults, citySlug: 'saint-barthelemy-d-anjou', sort: 'DISTANCE' } });
    expect(pageOf('/angers', q('filters=Ouvert ce midi,Terrasse&date=2026-11-23&hour=12:30'), now)).toMatchObject({ search: { date: '2026-11-23', hour: '12:30', filters: ['Terrasse'] } });
    expect(pageOf('/restaurants-a-proximite', q(), now)).toEqual({ kind: 'nearby' });
    expect(pageOf('/map', q('via=home'), now)).toEqual({ kind: 'map' });
    expect(pageOf('/restaurant/angers/la-table_AbCd1234', q(), now)).toEqual({ kind: 'restaurant', idUrl: 'AbCd1234' });
    expect(pageOf('/restaurant/angers/la-table_AbCd1234_token', q(), now)).toEqual({ kind: 'restaurant' });
    expect(pageOf('/MentionsLegales', q(), now)).toEqual({ kind: 'static', meta: { title: 'Mentions légales — Mijote', description: STATIC_PAGES.mentions.description } });
    // The client's router ignores case: a lower-case legal address is that page, not a city.
    expect(pageOf('/mentionslegales/', q(), now)).toMatchObject({ kind: 'static' });
    expect(pageOf('/profilscreen', q(), now)).toBeNull();
    expect(pageOf('/a/secret/x', q(), now)).toBeNull();
  });
});

/** The head of a page as sent, read without running any script. */
function head(html: string) {
  const ld = /<script type="application\/ld\+json" id="page-ld">(.*?)<\/script>/s.exec(html);
  const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return {
    titles: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1])),
    descriptions: [...html.matchAll(/<meta name="description" content="([^"]*)">/g)].map((m) => decode(m[1])),
    jsonLd: ld ? (JSON.parse(ld[1]) as Record<string, unknown> & { itemListElement?: { position: number; item: Record<string, unknown> }[] }) : null,
  };
}

describe('title, description and schema.org data in the HTML, without JavaScript', () => {
  it('home: the site’s title and the ItemList of its first restaurants', async () => {
    const { titles, descriptions, jsonLd } = head((await page('/')).html);
    expect(titles).toEqual([HOME_META.title]);
    expect(descriptions).toEqual([HOME_META.description]);
    expect(jsonLd).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList', name: 'Les restaurants du Maine-et-Loire' });
    expect(jsonLd!.itemListElement!.map((e) => [e.position, e.item.name])).toEqual([[1, 'Le Mieux Noté'], [2, 'Le Second']]);
    expect(jsonLd!.itemListElement![0].item).toMatchObject({
      '@type': 'Restaurant',
      url: `${t.config.publicUrl}${restaurantPath('angers', 'Le Mieux Noté', best)}`,
      address: { addressLocality: 'Angers', addressCountry: 'FR' },
      aggregateRating: { ratingValue: 5, reviewCount: 2 },
      priceRange: '€€',
    });
    expect(String(jsonLd!.itemListElement![0].item.image)).toMatch(new RegExp(`^${t.config.publicUrl}/media/restaurants/${best}/`));
  });

  it('city page: the city’s name in title and description, its list (page 2: nothing to list, no list)', async () => {
    const { titles, descriptions, jsonLd } = head((await page('/angers')).html);
    expect(titles).toEqual(['Restaurants à Angers — Mijote']);
    expect(descriptions[0]).toContain('Où manger à Angers ?');
    expect(jsonLd).toMatchObject({ '@type': 'ItemList', name: 'Restaurants à Angers' });
    expect(jsonLd!.itemListElement).toHaveLength(2);
    const second = head((await page('/angers?page=2')).html);
    expect(second.titles).toEqual(['Restaurants à Angers — Mijote']);
    expect(second.jsonLd).toBeNull();
  });

  it('restaurant page: its name, its own presentation as description (escaped), its Restaurant object', async () => {
    const { html } = await page(restaurantPath('angers', 'Le Second', second));
    expect(html).not.toContain('<naturels>');
    expect(html.match(/<\/script>/g)).toHaveLength(html.match(/<script/g)!.length);
    const { titles, descriptions, jsonLd } = head(html);
    expect(titles).toEqual(['Le Second à Angers — Mijote']);
    expect(descriptions).toEqual(['Le Second, restaurant à Angers. Cuisine "maison" & vins <naturels></script> servis au comptoir.']);
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Le Second',
      url: `${t.config.publicUrl}${restaurantPath('angers', 'Le Second', second)}`,
      address: { '@type': 'PostalAddress', postalCode: '49100', addressLocality: 'Angers', addressCountry: 'FR' },
      telephone: '+33241000000',
      servesCuisine: ['Française'],
      aggregateRating: { ratingValue: 3, reviewCount: 1 },
    });
    expect(jsonLd!.geo).toMatchObject({ '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) });
    // A preview is the client's to check: nothing of the restaurant in its HTML.
    const preview = head((await page(`${restaurantPath('angers', 'Le Second', second)}_sometoken`)).html);
    expect(preview.jsonLd).toBeNull();
  });

  it('an address no page answers: the not-found page’s title with a 404 status (the client shows its page)', async () => {
    for (const address of ['/chemin/qui/nexiste/pas', '/Angers', '/restaurant/angers']) {
      const { res, html } = await page(address);
      expect(res.status, address).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(html).toContain('<div id="root"></div>');
      expect(head(html)).toEqual({ titles: [NOT_FOUND_META.title], descriptions: [NOT_FOUND_META.description], jsonLd: null });
    }
    // Pages of the client without server data: index.html's own title, status 200.
    for (const address of ['/profilScreen', '/reset-password/abc', '/a/secret/restaurants']) {
      const { res, html } = await page(address);
      expect(res.status, address).toBe(200);
      expect(head(html).titles, address).toEqual(['Mijote']);
    }
  });

  it('nearby and map pages: their own title and description', async () => {
    expect(head((await page('/restaurants-a-proximite')).html)).toEqual({ titles: [NEARBY_META.title], descriptions: [NEARBY_META.description], jsonLd: null });
    expect(head((await page('/map?via=home')).html)).toEqual({ titles: [MAP_META.title], descriptions: [MAP_META.description], jsonLd: null });
  });

  it('every static and legal page, at each of its addresses', async () => {
    for (const p of Object.values(STATIC_PAGES)) {
      for (const address of p.paths) {
        const { res, html } = await page(address);
        expect(res.status).toBe(200);
        expect(head(html), address).toEqual({ titles: [`${p.heading} — Mijote`], descriptions: [p.description], jsonLd: null });
      }
    }
  });
});

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

/**
 * The production build of the client (npm run build:client; npm test builds before these tests), read as the
 * server reads it: its index.html and Vite's manifest. The expected hints come from that manifest, as Vite defines it:
 * a chunk needs its file, its CSS and its static imports (recursively) before it runs.
 */
const clientDir = path.resolve(import.meta.dirname, '../../dist/client');
const manifestFile = path.join(clientDir, '.vite/manifest.json');

interface Chunk { file: string; imports?: string[]; css?: string[] }
let built: string;
let manifest: Record<string, Chunk>;
/** What index.html loads by itself: its script and stylesheet tags and their static imports. */
let loadedByIndex: Set<string>;
/** index.html's entry stylesheet (assets/index-….css) and its content. */
let entryCss: string;
let entryCssText: string;

function staticFiles(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const imported of chunk.imports ?? []) staticFiles(imported, seen);
  return seen;
}

/** The manifest key of a lazy page component, found by its file name (e.g. HomePage → src/…/HomePage.tsx). */
function keyOf(component: string): string {
  const keys = Object.keys(manifest).filter((k) => k.endsWith(`/${component}.tsx`));
  expect(keys, `${component} dans le manifeste de Vite`).toHaveLength(1);
  return keys[0];
}

/** The files a component's chunk needs that index.html does not load already, as the paths the page names. */
function needs(component: string): { js: string[]; css: string[] } {
  const files = [...staticFiles(keyOf(component))].filter((f) => !loadedByIndex.has(f)).map((f) => `/${f}`);
  return { js: files.filter((f) => f.endsWith('.js')), css: files.filter((f) => f.endsWith('.css')) };
}

/** index.html's own modulepreload links (Vite writes them for the entry's shared chunks). */
const indexPreloads = () => modulePreloads(built);
const sorted = (list: string[]) => [...list].sort();

let t: TestServer;
let sourceDir: string;
let best: string;
let second: string;
let hidden: string;
let gone: string;

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.url}${url}`, { headers });
  return { res, html: await res.text() };
}
const links = (html: string) => [...html.matchAll(/<link [^>]+>/g)].map((m) => m[0]);
const imagePreload = (html: string) => links(html).find((l) => l.includes('as="image"')) ?? null;
const modulePreloads = (html: string) => links(html).filter((l) => l.includes('modulepreload')).map((l) => /href="([^"]+)"/.exec(l)![1]);

beforeAll(async () => {
  if (!existsSync(path.join(clientDir, 'index.html')) || !existsSync(manifestFile)) {
    throw new Error('dist/client introuvable : ce test lit la construction de production du client. Lancez d’abord npm run build:client.');
  }
  built = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
  loadedByIndex = new Set();
  for (const m of built.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/([^"]+\.(?:js|css))"/g)) {
    const key = Object.keys(manifest).find((k) => manifest[k].file === m[1]);
    if (key) staticFiles(key, loadedByIndex);
    else loadedByIndex.add(m[1]);
  }
  const stylesheets = [...built.matchAll(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g)].map((m) => m[1]);
  expect(stylesheets, 'une feuille de style d’entrée dans index.html').toHaveLength(1);
  entryCss = stylesheets[0];
  entryCssText = readFileSync(path.join(clientDir, entryCss), 'utf8');
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
    restaurantRecord({ externalId: 'hidden', name: 'Pas Encore Publié', published: false, datePublished: null }),
    // On line once, then off line (ADR 0012: back to draft, its publication date kept).
    restaurantRecord({ externalId: 'gone', name: 'Plus En Ligne', published: false }),
  ], t.config.mediaDir);
  gone = ids.get('gone')!;
  best = ids.get('best')!;
  second = ids.get('other')!;
  hidden = ids.get('hidden')!;
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (sourceDir) rmSync(sourceDir, { recursive: true, force: true });
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
    // The home page's chunk and what it imports, and the cookie banner's; what index.html loads anyway is not hinted again.
    const home = needs('HomePage');
    expect(home.js).toContain(`/${manifest[keyOf('HomePage')].file}`);
    expect(home.js.length).toBeGreaterThan(1);
    const preloads = modulePreloads(html);
    expect(preloads).toHaveLength(new Set(preloads).size);
    expect(sorted(preloads)).toEqual(sorted([...new Set([...indexPreloads(), ...home.js, ...needs('ConsentBanner').js])]));
    const styles = links(html).filter((l) => l.includes('as="style"')).map((l) => /href="([^"]+)"/.exec(l)![1]);
    expect(sorted(styles)).toEqual(sorted(home.css));
    // Every hinted file is served.
    for (const file of [...preloads, ...styles]) expect((await fetch(`${t.url}${file}`)).status, file).toBe(200);
    // The preloaded variant exists.
    const variant = /imagesrcset="([^ ]+) 360w/.exec(image)![1];
    expect((await fetch(`${t.url}${variant}`)).status).toBe(200);
  });

  it('home: sends the default search and the département’s block as the client’s queries answer them', async () => {
    const { html } = await page('/');
    const text = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)![1];
    expect(text).not.toContain('</');
    const data = JSON.parse(text) as {
      search: { input: Record<string, unknown>; data: { searchRestaurants: { __typename: string; total: number; items: { __typename: string; name: string; photos: { __typename: string }[] }[] } } };
      city: { slug: string; data: { cityPage?: unknown; departmentPage: { __typename: string; name: string; stats: { restaurantCount: number } } } };
    };
    expect(data.search.input).toEqual({ name: null, citySlug: null, near: null, date: null, hour: null, filters: [], priceMin: null, priceMax: null, sort: 'RATING', page: 1 });
    expect(data.search.data.searchRestaurants).toMatchObject({ __typename: 'SearchResult', total: 2 });
    // As Apollo asks: __typename everywhere, every field of the card.
    expect(data.search.data.searchRestaurants.items.map((i) => i.name)).toEqual(['Le Mieux Noté', 'Le Second']);
    expect(data.search.data.searchRestaurants.items[0]).toMatchObject({ __typename: 'RestaurantCard', idUrl: best, cityName: 'Angers', isNew: expect.any(Boolean) });
    expect(data.search.data.searchRestaurants.items[0].photos[0].__typename).toBe('Photo');
    expect(data.city).toMatchObject({ slug: '', data: { departmentPage: { __typename: 'DepartmentPage', name: 'Maine-et-Loire', stats: { restaurantCount: 2 } } } });
    expect(data.city.data.cityPage).toBeUndefined();
    // The footer's (and a map's) publisher identity, as the client's SiteInfo query answers it: no request before they show.
    const sent = JSON.parse(text) as { siteInfo: { siteInfo: Record<string, unknown> } };
    expect(sent.siteInfo.siteInfo).toMatchObject({ __typename: 'SiteInfo', companyName: expect.any(String), mapsEnabled: expect.any(Boolean), socialLinks: { __typename: 'SocialLinks' } });
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
    const banner = `/${manifest[keyOf('ConsentBanner')].file}`;
    expect(modulePreloads(html)).not.toContain(banner);
    expect(modulePreloads((await page('/')).html)).toContain(banner);
    expect(sorted(modulePreloads(html))).toEqual(sorted([...new Set([...indexPreloads(), ...needs('HomePage').js])]));
  });

  it('a search in the address preloads its own first card’s picture, when it has one', async () => {
    const { html } = await page('/?q=second');
    expect(imagePreload(html)).toBeNull();
    expect(modulePreloads(html)).toContain(`/${manifest[keyOf('HomePage')].file}`);
    expect(imagePreload((await page('/?q=mieux')).html)).toContain(`/media/restaurants/${best}/`);
    expect(imagePreload((await page('/?src=home')).html)).not.toBeNull();
  });

  it('city page: the city’s first card; an unknown city is sent home, as the client would', async () => {
    const city = await page('/angers');
    expect(imagePreload(city.html)).toContain(`/media/restaurants/${best}/`);
    expect(modulePreloads(city.html)).toEqual(expect.arrayContaining(needs('CityPage').js));
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
    expect(modulePreloads(html)).toEqual(expect.arrayContaining(needs('RestaurantPage').js));
    expect(links(html)).toEqual(expect.arrayContaining(needs('RestaurantPage').css.map((f) => `<link rel="preload" as="style" crossorigin href="${f}">`)));
    const data = JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)![1]) as {
      restaurant: { idUrl: string; data: { restaurant: Record<string, unknown> } };
      menu: { idUrl: string; data: { restaurantMenu: Record<string, unknown> } };
    };
    expect(data.restaurant.idUrl).toBe(best);
    expect(data.restaurant.data.restaurant).toMatchObject({ __typename: 'Restaurant', idUrl: best, name: 'Le Mieux Noté', published: true, reviews: expect.any(Array) });
    expect(data.menu).toMatchObject({ idUrl: best, data: { restaurantMenu: { __typename: expect.any(String) } } });
    expect((data as unknown as { siteInfo: { siteInfo: { __typename: string } } }).siteInfo.siteInfo.__typename).toBe('SiteInfo');
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

  it('a restaurant no longer on line keeps its address: the page says so, with restaurants around it (issue 25)', async () => {
    const { res, html } = await page(restaurantPath('angers', 'Plus En Ligne', gone));
    expect(res.status).toBe(200);
    const data = JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)![1]) as { restaurant: { data: { restaurant: Record<string, unknown> } } };
    expect(data.restaurant.data.restaurant).toMatchObject({ __typename: 'RestaurantOffline', name: 'Plus En Ligne', similar: expect.any(Array) });
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
    expect(sorted(modulePreloads(html))).toEqual(sorted([...new Set([...indexPreloads(), ...needs('ConsentBanner').js])]));
    const chosen = await page('/profilScreen', { cookie: 'mijote_consent=x' });
    expect(chosen.html).toBe(built.replace(`<link rel="stylesheet" crossorigin href="/${entryCss}">`, `<style>${entryCssText.trim()}</style><link rel="stylesheet" crossorigin href="/${entryCss}" disabled>`));
  });

  it('writes the entry’s stylesheet into the page instead of a render-blocking link', async () => {
    const { html } = await page('/');
    expect(entryCssText.trim().length).toBeGreaterThan(0);
    expect(html).toContain(`<style>${entryCssText.trim()}</style>`);
    // Kept for Vite's loader, which looks for it before fetching a chunk's styles; disabled, it is never fetched.
    expect(links(html).filter((l) => l.includes('rel="stylesheet"'))).toEqual([`<link rel="stylesheet" crossorigin href="/${entryCss}" disabled>`]);
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
    descriptions: [...html.matchAll(/<meta name="description" content="([^"]*)"\s*\/?>/g)].map((m) => decode(m[1])),
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
    // Pages of the client without server data: index.html's own title and description, status 200.
    for (const address of ['/profilScreen', '/reset-password/abc', '/a/secret/restaurants']) {
      const { res, html } = await page(address);
      expect(res.status, address).toBe(200);
      expect(head(html), address).toEqual({ ...head(built), jsonLd: null });
    }
    expect(head(built).titles).toHaveLength(1);
    expect(head(built).descriptions).toHaveLength(1);
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

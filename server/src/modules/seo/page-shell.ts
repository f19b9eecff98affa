/**
 * The client's index.html, served for every page address, with what the page asked for needs before its scripts run:
 *  - its title, meta description and schema.org data (common/page-meta.ts, static-pages.ts, structured-data.ts), so
 *    they exist without JavaScript: search engines and link previews read them from the HTML;
 *  - `modulepreload` of the page's lazy chunk and its static imports (from Vite's manifest), so the browser fetches
 *    them with the entry script instead of after it has run;
 *  - on home, city and restaurant pages, a high-priority `preload` of the picture that is the page's largest paint
 *    (first card, front photo), with the srcset and sizes the page's <img> uses;
 *  - on the same pages, the data of their first render (the search of the address as the client reads it, see
 *    common/search-url.ts, and the city block with the page's editable texts; the restaurant and its menu), run with the client's own queries
 *    (common/graphql/__generated__/operations.ts, generated from the client's documents), in <script id="page-data">: the page shows it at once;
 *  - while the visitor has no consent cookie, `modulepreload` of the cookie banner's chunk (lazy in the client, so that
 *    visitors who have chosen never download it);
 * and the entry's stylesheet (a few KB once gzipped) written inline, so the first paint waits for no other request.
 * An unknown city or restaurant is redirected to home, as the client would (a restaurant no longer on line keeps its
 * address: its page says so, issue 25); an address no client route answers gets
 * the not-found page's title with a 404 status (common/page-patterns.ts).
 * Queries run in-process through the public GraphQL schema as an anonymous visitor; their answers are kept 30 s per page.
 * They spend the visitor's API budget (auth/client-quota.ts) as the client's own queries would, by the same cost
 * (issue 24: random search addresses ran searches for free); a page served from the 30 s cache ran no query and spends
 * nothing. When the budget is spent, the page is answered all the same, without its data: the client then asks for
 * it and shows the French « patientez » message of the 429 (a visitor behind a shared address still gets the site).
 * Any failure falls back to the plain index.html.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ApolloServer } from '@apollo/server';
import type { Request } from 'express';
import { CLIENT_QUERIES } from '../../../../common/graphql/__generated__/operations.js';
import { CONSENT_COOKIE, PAGE_LD_ID } from '../../../../common/constants.js';
import { CARD_IMAGE_SIZES, HERO_IMAGE_SIZES, imageSrcSet } from '../../../../common/media.js';
import { cityMeta, HOME_META, NEARBY_META, type PageMeta } from '../../../../common/page-meta.js';
import { restaurantMeta, type RestaurantMetaSource } from '../../../../common/restaurant-meta.js';
import { scriptJson } from '../../../../common/script-json.js';
import { cityHeading, HOME_HEADING, parseSearch, searchInputOf, type SearchQueryInput } from '../../../../common/search-url.js';
import { parseRestaurantSegment } from '../../../../common/slug.js';
import { CITY_PATTERN, HOME_PATH, MAP_PATH, NEARBY_PATH, PUBLIC_PAGE_MODULES, RESTAURANT_PATTERN } from '../../../../common/page-addresses.js';
import { isPageAddress, pagePatternOf } from '../../../../common/page-patterns.js';
import { MAP_META, NOT_FOUND_META, staticPageAt, staticPageMeta } from '../../../../common/static-pages.js';
import { itemListJsonLd, restaurantJsonLd, type CardLdSource, type RestaurantLdSource } from '../../../../common/structured-data.js';
import { createRequestContext, type AppServices, type RequestContext } from '../../graphql/context.js';
import { anonymousTransport } from '../../http/express-transport.js';
import { escapeHtml } from '../shared/escape-html.js';
import { onRestaurantPageChanged } from '../shared/page-data-changes.js';
import { logger } from '../../logger.js';
import { pageCacheLookups } from '../../metrics.js';

interface ManifestChunk { file: string; imports?: string[]; css?: string[] }
export type Manifest = Record<string, ManifestChunk>;

const PAGES = PUBLIC_PAGE_MODULES;
type PageKind = keyof typeof PAGES;
/** The cookie banner's chunk (lazy in the client): needed on every page while the visitor has not chosen. */
const CONSENT_BANNER = 'src/features/consent/ConsentBanner.tsx';

const HINT_TTL_MS = 30_000;
/** The entry's stylesheet goes inline below this size: no render-blocking request before the first paint. */
const INLINE_CSS_MAX_BYTES = 32_000;
const HINT_CACHE_MAX = 500;

interface PhotoHint { url: string; width: number; kind?: string }
interface ImageHint { url: string; srcset: string; sizes: string }

export type PageOf =
  | { kind: 'home' | 'city'; citySlug: string | null; search: SearchQueryInput }
  | { kind: 'nearby' | 'map' }
  | { kind: 'restaurant'; idUrl?: string }
  | { kind: 'static'; meta: PageMeta };

/** Which page an address shows, and the search or restaurant its data comes from. */
export function pageOf(pathname: string, params: URLSearchParams, now: Date = new Date()): PageOf | null {
  const segments = pathname.split('/').filter(Boolean);
  const search = (citySlug: string | null) => searchInputOf(parseSearch(params, now), { citySlug, near: null });
  // The same route matching as the client's router (common/page-patterns.ts).
  switch (pagePatternOf(pathname)) {
    case null:
      return null;
    case HOME_PATH:
      return { kind: 'home', citySlug: null, search: search(null) };
    case NEARBY_PATH:
      return { kind: 'nearby' };
    case MAP_PATH:
      return { kind: 'map' };
    case CITY_PATTERN:
      return { kind: 'city', citySlug: segments[0], search: search(segments[0]) };
    case RESTAURANT_PATTERN: {
      const parsed = parseRestaurantSegment(segments[2]);
      // A preview (unpublished page) is never guessed at: its data waits for the client's token check.
      return parsed && !parsed.previewToken ? { kind: 'restaurant', idUrl: parsed.idUrl } : { kind: 'restaurant' };
    }
    default: {
      // A static or legal page, or an account page (no data to send with it).
      const page = staticPageAt(pathname);
      return page ? { kind: 'static', meta: staticPageMeta(page) } : null;
    }
  }
}

/** The files a manifest chunk loads before it runs: itself, its static imports (recursively) and their CSS. */
export function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

interface Shell { html: string; mtimeMs: number; chunkHints: Map<PageKind, string>; bannerHints: string }

/**
 * index.html's own stylesheets, small enough, written into the page (they hold no url(): nothing to rebase). The link
 * stays, disabled (never fetched), for Vite's loader: lazy chunks list the entry's stylesheet among their dependencies
 * and it would fetch it again if no <link rel="stylesheet"> named it.
 */
function inlineStylesheets(html: string, clientDir: string): string {
  return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g, (tag, file: string) => {
    try {
      const css = readFileSync(path.join(clientDir, file), 'utf8');
      return css.length <= INLINE_CSS_MAX_BYTES && !/<\/|url\(/i.test(css)
        ? `<style>${css.trim()}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`
        : tag;
    } catch {
      return tag;
    }
  });
}

function loadShell(clientDir: string, mtimeMs: number): Shell {
  const built = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const html = inlineStylesheets(built, clientDir);
  const chunkHints = new Map<PageKind, string>();
  let manifest: Manifest = {};
  try {
    manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch {
    return { html, mtimeMs, chunkHints, bannerHints: '' };
  }
  // What index.html already loads (its tags and their static imports) needs no hint.
  const initial = new Set<string>();
  for (const m of built.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/([^"]+\.(?:js|css))"/g)) initial.add(m[1]);
  for (const file of [...initial]) {
    const key = Object.keys(manifest).find((k) => manifest[k].file === file);
    if (key) for (const f of closure(manifest, key)) initial.add(f);
  }
  const hints = (key: string) =>
    [...closure(manifest, key)]
      .filter((file) => !initial.has(file))
      .map((file) => (file.endsWith('.css') ? `<link rel="preload" as="style" crossorigin href="/${escapeHtml(file)}">` : `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`))
      .join('');
  for (const [kind, key] of Object.entries(PAGES) as [PageKind, string][]) chunkHints.set(kind, hints(key));
  return { html, mtimeMs, chunkHints, bannerHints: hints(CONSENT_BANNER) };
}

interface PagePrefetch {
  image: ImageHint | null;
  /** Data the page's first render needs, as its own queries answer it (client/src/features/restaurants/page-data.ts). */
  data: Record<string, unknown> | null;
  meta: PageMeta | null;
  jsonLd: Record<string, unknown> | null;
  /** An unknown city, an unknown or unpublished restaurant: the client would send the visitor home. */
  notFound?: boolean;
}

const NOTHING: PagePrefetch = { image: null, data: null, meta: null, jsonLd: null };

/** The visitor's budget is spent: the page goes without its data, and nothing is kept for the others. */
class BudgetSpent extends Error {}

/**
 * index.html with the page's <title>, <meta name="description"> and schema.org data in place of its own title and
 * description (kept when the page has none of its own), then the loading hints, at the end of <head>.
 */
function writeHead(html: string, meta: PageMeta | null, jsonLd: Record<string, unknown> | null, hints: string): string {
  let tags = '';
  if (meta) {
    html = html.replace(/\s*<title>[^<]*<\/title>/, '').replace(/\s*<meta name="description"[^>]*>/, '');
    tags += `<title>${escapeHtml(meta.title)}</title><meta name="description" content="${escapeHtml(meta.description)}">`;
  }
  if (jsonLd) tags += `<script type="application/ld+json" id="${PAGE_LD_ID}">${scriptJson(jsonLd)}</script>`;
  tags += hints;
  return tags ? html.replace('</head>', `  ${tags}\n  </head>`) : html;
}

export class PageShell {
  private shell: Shell | null = null;
  private readonly prefetched = new Map<string, { at: number; value: Promise<PagePrefetch> }>();

  constructor(
    private readonly clientDir: string,
    private readonly services: AppServices,
    private readonly apollo: ApolloServer<RequestContext>,
  ) {
    // A save on any instance makes the kept data of that restaurant's page stale (modules/shared/page-data-changes.ts).
    const shell = new WeakRef(this);
    const stop = onRestaurantPageChanged(({ idUrl, listed, all }) => {
      const self = shell.deref();
      if (!self) return stop();
      if (all) return self.prefetched.clear();
      if (idUrl) self.prefetched.delete(`restaurant:${idUrl}`);
      if (listed) for (const key of self.prefetched.keys()) if (key.startsWith('search:')) self.prefetched.delete(key);
    }, services.changes);
  }

  /** index.html as built; read again when a new build replaces it. */
  private current(): Shell {
    const { mtimeMs } = statSync(path.join(this.clientDir, 'index.html'));
    if (!this.shell || this.shell.mtimeMs !== mtimeMs) this.shell = loadShell(this.clientDir, mtimeMs);
    return this.shell;
  }

  /** The page's HTML (with a 404 status when no page has this address), or home's address when the client would go there. */
  async render(req: Request): Promise<{ html: string; status: number } | { redirect: string }> {
    const shell = this.current();
    const url = new URL(req.originalUrl, 'http://page');
    const page = pageOf(req.path, url.searchParams);
    const banner = (req.cookies as Record<string, string> | undefined)?.[CONSENT_COOKIE] ? '' : shell.bannerHints;
    if (!page) {
      const missing = !isPageAddress(req.path);
      return { html: writeHead(shell.html, missing ? NOT_FOUND_META : null, null, banner), status: missing ? 404 : 200 };
    }
    // Data and picture are an optimisation: without them (database busy…) the page works the same, asking for its data itself.
    const prefetched = await this.prefetch(page, req).catch((error: unknown): PagePrefetch => {
      if (!(error instanceof BudgetSpent)) logger.error({ err: error, path: req.path }, 'Données de la page non préparées');
      return NOTHING;
    });
    if (prefetched.notFound) return { redirect: HOME_PATH };
    const { image, data } = prefetched;
    const imageTag = image
      ? `<link rel="preload" as="image" href="${escapeHtml(image.url)}"${image.srcset ? ` imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${escapeHtml(image.sizes)}"` : ''} fetchpriority="high">`
      : '';
    const dataTag = data ? `<script type="application/json" id="page-data">${scriptJson(data)}</script>` : '';
    const staticMeta = page.kind === 'static' ? page.meta : page.kind === 'nearby' ? NEARBY_META : page.kind === 'map' ? MAP_META : null;
    const hints = imageTag + (shell.chunkHints.get(page.kind as PageKind) ?? '') + banner + dataTag;
    return { html: writeHead(shell.html, prefetched.meta ?? staticMeta, prefetched.jsonLd, hints), status: 200 };
  }

  /** Kept 30 s per page: a busy home page runs its search twice a minute, not once per visitor. */
  private prefetch(page: PageOf, req: Request): Promise<PagePrefetch> {
    let key: string;
    if (page.kind === 'home' || page.kind === 'city') key = `search:${JSON.stringify(page.search)}`;
    else if (page.kind === 'restaurant' && page.idUrl) key = `restaurant:${page.idUrl}`;
    else return Promise.resolve(NOTHING);
    const now = Date.now();
    const cached = this.prefetched.get(key);
    if (cached && now - cached.at < HINT_TTL_MS) {
      pageCacheLookups.inc({ result: 'hit' });
      return cached.value;
    }
    pageCacheLookups.inc({ result: 'miss' });
    if (this.prefetched.size >= HINT_CACHE_MAX) {
      for (const [k, v] of this.prefetched) if (now - v.at >= HINT_TTL_MS) this.prefetched.delete(k);
      if (this.prefetched.size >= HINT_CACHE_MAX) this.prefetched.clear();
    }
    const value = page.kind === 'restaurant' ? this.restaurantPage(page.idUrl!, req) : this.searchPage(page.citySlug, page.search, req);
    this.prefetched.set(key, { at: now, value });
    // A page that does not exist yet may be published at any time: only what was found is kept.
    value.then((v) => v.notFound && this.prefetched.delete(key), () => this.prefetched.delete(key));
    return value;
  }

  private async run<T>(query: string, variables: Record<string, unknown>, req: Request): Promise<T | null> {
    // An anonymous visitor's view: public data only, whatever cookies the request carries; the visitor's budget.
    const contextValue = createRequestContext(this.services, anonymousTransport(req));
    const response = await this.apollo.executeOperation<T>({ query, variables }, { contextValue });
    if (response.body.kind !== 'single') return null;
    const { errors } = response.body.singleResult;
    if (errors?.some((e) => e.extensions?.code === 'RATE_LIMITED')) throw new BudgetSpent();
    if (errors?.length) return null;
    return response.body.singleResult.data ?? null;
  }

  /** Home and city pages: their search and city block, and the publisher's identity (footer, maps), with the client's own queries; the first card's picture. */
  private async searchPage(citySlug: string | null, input: SearchQueryInput, req: Request): Promise<PagePrefetch> {
    // A city page's block is its commune's; the home's is the département's (issue 25).
    const statsSlug = citySlug ?? '';
    // The page's editable texts (page elements) come with the city block; a save drops the kept pages (pageTextsChanged).
    const texts = citySlug ? 'CITY' : 'HOME';
    type CityAnswer = { cityPage?: { __typename: string; city?: { name: string } } };
    type SearchAnswer = { searchRestaurants: { __typename: string; items?: (Omit<CardLdSource, 'photos'> & { photos: PhotoHint[] })[] } };
    const [search, city, siteInfo] = await Promise.all([
      this.run<SearchAnswer>(CLIENT_QUERIES.SearchRestaurants, { input }, req),
      this.run<CityAnswer>(CLIENT_QUERIES.CityPage, { slug: statsSlug, texts, department: !citySlug }, req),
      this.run<Record<string, unknown>>(CLIENT_QUERIES.SiteInfo, {}, req),
    ]);
    if (citySlug && city?.cityPage?.__typename === 'NotFoundError') return { ...NOTHING, notFound: true };
    const cityName = citySlug ? city?.cityPage?.city?.name : null;
    const items = search?.searchRestaurants.items ?? [];
    const photo = items[0]?.photos[0];
    const data: Record<string, unknown> = {};
    if (search) data.search = { input, data: search };
    if (city) data.city = { slug: statsSlug, texts, data: city };
    if (siteInfo) data.siteInfo = siteInfo;
    const heading = citySlug ? (cityName ? cityHeading(cityName) : null) : HOME_HEADING;
    return {
      image: photo ? { url: photo.url, srcset: imageSrcSet(photo.url, photo.width), sizes: CARD_IMAGE_SIZES } : null,
      data: search || city || siteInfo ? data : null,
      meta: citySlug ? (cityName ? cityMeta(cityName) : null) : HOME_META,
      jsonLd: heading && items.length ? itemListJsonLd(items, this.services.config.publicUrl, heading) : null,
    };
  }

  /** A restaurant page: its data and menu, and the publisher's identity (its map, the footer), with the client's own queries (a published page: no preview token); its front photo. */
  private async restaurantPage(idUrl: string, req: Request): Promise<PagePrefetch> {
    const variables = { idUrl, previewToken: null };
    type Shown = Omit<RestaurantLdSource, 'photos'> & RestaurantMetaSource & { photos: PhotoHint[] };
    type RestaurantAnswer = { restaurant: { __typename: string } & Partial<Shown> };
    const [page, menu, siteInfo] = await Promise.all([
      this.run<RestaurantAnswer>(CLIENT_QUERIES.RestaurantPage, variables, req),
      this.run<Record<string, unknown>>(CLIENT_QUERIES.RestaurantMenu, variables, req),
      this.run<Record<string, unknown>>(CLIENT_QUERIES.SiteInfo, {}, req),
    ]);
    if (page?.restaurant.__typename === 'NotFoundError') return { ...NOTHING, notFound: true };
    const restaurant = page?.restaurant.__typename === 'Restaurant' ? (page.restaurant as Shown) : null;
    const photos = restaurant?.photos ?? [];
    const front = photos.find((p) => p.kind === 'devanture') ?? photos[0];
    const data: Record<string, unknown> = {};
    if (page) data.restaurant = { idUrl, data: page };
    if (menu) data.menu = { idUrl, data: menu };
    if (siteInfo) data.siteInfo = siteInfo;
    return {
      image: front ? { url: front.url, srcset: imageSrcSet(front.url, front.width), sizes: HERO_IMAGE_SIZES } : null,
      data: page || menu || siteInfo ? data : null,
      meta: restaurant ? restaurantMeta(restaurant) : null,
      jsonLd: restaurant ? restaurantJsonLd(restaurant, this.services.config.publicUrl) : null,
    };
  }
}

/**
 * The client's index.html, served for every page address, with loading hints for the page asked for:
 *  - `modulepreload` of the page's lazy chunk and its static imports (from Vite's manifest), so the browser fetches
 *    them with the entry script instead of after it has run;
 *  - on home and city pages (default search) and restaurant pages, a high-priority `preload` of the picture that is the
 *    page's largest paint (first card, front photo), with the srcset and sizes the page's <img> uses, so it downloads
 *    while the scripts and the search still run;
 *  - while the visitor has no consent cookie, `modulepreload` of the cookie banner's chunk (lazy in the client, so that
 *    visitors who have chosen never download it).
 * The picture comes from the public GraphQL schema, run in-process as an anonymous visitor and kept 30 s per address.
 * Any failure falls back to the plain index.html.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ApolloServer } from '@apollo/server';
import type { Request, Response } from 'express';
import { CARD_IMAGE_SIZES, HERO_IMAGE_SIZES, imageSrcSet } from '../../../../common/media.js';
import { parseRestaurantSegment } from '../../../../common/slug.js';
import { createRequestContext, type AppServices, type RequestContext } from '../../graphql/context.js';

interface ManifestChunk { file: string; imports?: string[]; css?: string[] }
type Manifest = Record<string, ManifestChunk>;

/** Page components of the public routes (client/src/features/…/routes.tsx), as Vite's manifest names them. */
const PAGES = {
  home: 'src/features/restaurants/pages/HomePage.tsx',
  city: 'src/features/restaurants/pages/CityPage.tsx',
  nearby: 'src/features/restaurants/pages/NearbyPage.tsx',
  restaurant: 'src/features/restaurants/pages/RestaurantPage.tsx',
  map: 'src/features/map/pages/MapPage.tsx',
} as const;
type PageKind = keyof typeof PAGES;
/** The cookie banner's chunk (lazy in the client): needed on every page while the visitor has not chosen. */
const CONSENT_BANNER = 'src/features/consent/ConsentBanner.tsx';
const CONSENT_COOKIE = 'mijote_consent';

const NEARBY_SLUG = 'restaurants-a-proximite';
/** Addresses whose single segment may be a commune (slugs are lower case); the other single segments are static pages. */
const CITY_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HINT_TTL_MS = 30_000;
const HINT_CACHE_MAX = 500;

const FIRST_CARD_PHOTO = `query PageHintFirstCard($citySlug: String) {
  searchRestaurants(input: { citySlug: $citySlug, page: 1, sort: RATING }) {
    __typename
    ... on SearchResult { items { photos { url width } } }
  }
}`;
const FRONT_PHOTO = `query PageHintFrontPhoto($idUrl: String!) {
  restaurant(idUrl: $idUrl) {
    __typename
    ... on Restaurant { photos { url width kind } }
  }
}`;

interface PhotoHint { url: string; width: number; kind?: string }
interface ImageHint { url: string; srcset: string; sizes: string }

const escapeAttr = (s: string) => s.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c]!);

/** Which page an address shows, and the search or restaurant its picture comes from. */
export function pageOf(pathname: string, query: Record<string, unknown>): { kind: PageKind; citySlug?: string | null; idUrl?: string; defaultSearch: boolean } | null {
  const segments = pathname.split('/').filter(Boolean);
  // Only the default search (page 1, no criteria) has a first card known in advance; src=home is the card link's marker.
  const defaultSearch = Object.keys(query).every((k) => k === 'src');
  if (segments.length === 0) return { kind: 'home', citySlug: null, defaultSearch };
  if (segments.length === 1) {
    if (segments[0] === NEARBY_SLUG) return { kind: 'nearby', defaultSearch: false };
    if (segments[0] === 'map') return { kind: 'map', defaultSearch: false };
    if (CITY_SEGMENT.test(segments[0])) return { kind: 'city', citySlug: segments[0], defaultSearch };
    return null;
  }
  if (segments.length === 3 && segments[0] === 'restaurant') {
    const parsed = parseRestaurantSegment(segments[2]);
    // A preview (unpublished page) is never guessed at: its picture waits for the token check.
    if (parsed && !parsed.previewToken) return { kind: 'restaurant', idUrl: parsed.idUrl, defaultSearch: false };
    return { kind: 'restaurant', defaultSearch: false };
  }
  return null;
}

/** The files a manifest chunk loads before it runs: itself, its static imports (recursively) and their CSS. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

interface Shell { html: string; mtimeMs: number; chunkHints: Map<PageKind, string>; bannerHints: string }

function loadShell(clientDir: string, mtimeMs: number): Shell {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const chunkHints = new Map<PageKind, string>();
  let manifest: Manifest = {};
  try {
    manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch {
    return { html, mtimeMs, chunkHints, bannerHints: '' };
  }
  // What index.html already loads (its tags and their static imports) needs no hint.
  const initial = new Set<string>();
  for (const m of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/([^"]+\.(?:js|css))"/g)) initial.add(m[1]);
  for (const file of [...initial]) {
    const key = Object.keys(manifest).find((k) => manifest[k].file === file);
    if (key) for (const f of closure(manifest, key)) initial.add(f);
  }
  const hints = (key: string) =>
    [...closure(manifest, key)]
      .filter((file) => !initial.has(file))
      .map((file) => (file.endsWith('.css') ? `<link rel="preload" as="style" crossorigin href="/${escapeAttr(file)}">` : `<link rel="modulepreload" crossorigin href="/${escapeAttr(file)}">`))
      .join('');
  for (const [kind, key] of Object.entries(PAGES) as [PageKind, string][]) chunkHints.set(kind, hints(key));
  return { html, mtimeMs, chunkHints, bannerHints: hints(CONSENT_BANNER) };
}

export class PageShell {
  private shell: Shell | null = null;
  private readonly images = new Map<string, { at: number; hint: Promise<ImageHint | null> }>();

  constructor(
    private readonly clientDir: string,
    private readonly services: AppServices,
    private readonly apollo: ApolloServer<RequestContext>,
  ) {}

  /** index.html as built; read again when a new build replaces it. */
  private current(): Shell {
    const { mtimeMs } = statSync(path.join(this.clientDir, 'index.html'));
    if (!this.shell || this.shell.mtimeMs !== mtimeMs) this.shell = loadShell(this.clientDir, mtimeMs);
    return this.shell;
  }

  async render(req: Request, res: Response): Promise<string> {
    const shell = this.current();
    const page = pageOf(req.path, req.query as Record<string, unknown>);
    const banner = (req.cookies as Record<string, string> | undefined)?.[CONSENT_COOKIE] ? '' : shell.bannerHints;
    if (!page) return banner ? shell.html.replace('</head>', `  ${banner}\n  </head>`) : shell.html;
    // The hint is an optimisation: without it (database busy, unknown restaurant…) the page works the same.
    const image = await this.imageHint(page, req, res).catch(() => null);
    const imageTag = image
      ? `<link rel="preload" as="image" href="${escapeAttr(image.url)}"${image.srcset ? ` imagesrcset="${escapeAttr(image.srcset)}" imagesizes="${escapeAttr(image.sizes)}"` : ''} fetchpriority="high">`
      : '';
    const hints = imageTag + (shell.chunkHints.get(page.kind) ?? '') + banner;
    return hints ? shell.html.replace('</head>', `  ${hints}\n  </head>`) : shell.html;
  }

  private imageHint(page: NonNullable<ReturnType<typeof pageOf>>, req: Request, res: Response): Promise<ImageHint | null> {
    let key: string;
    if ((page.kind === 'home' || page.kind === 'city') && page.defaultSearch) key = `search:${page.citySlug ?? ''}`;
    else if (page.kind === 'restaurant' && page.idUrl) key = `restaurant:${page.idUrl}`;
    else return Promise.resolve(null);
    const now = Date.now();
    const cached = this.images.get(key);
    if (cached && now - cached.at < HINT_TTL_MS) return cached.hint;
    if (this.images.size >= HINT_CACHE_MAX) {
      for (const [k, v] of this.images) if (now - v.at >= HINT_TTL_MS) this.images.delete(k);
      if (this.images.size >= HINT_CACHE_MAX) this.images.clear();
    }
    const hint = page.kind === 'restaurant' ? this.frontPhoto(page.idUrl!, req, res) : this.firstCardPhoto(page.citySlug ?? null, req, res);
    this.images.set(key, { at: now, hint });
    hint.catch(() => this.images.delete(key));
    return hint;
  }

  private async run<T>(query: string, variables: Record<string, unknown>, req: Request, res: Response): Promise<T | null> {
    // An anonymous visitor's view: public data only, whatever cookies the request carries.
    const contextValue = createRequestContext(this.services, req, res);
    const response = await this.apollo.executeOperation<T>({ query, variables }, { contextValue });
    return response.body.kind === 'single' ? (response.body.singleResult.data ?? null) : null;
  }

  private async firstCardPhoto(citySlug: string | null, req: Request, res: Response): Promise<ImageHint | null> {
    const data = await this.run<{ searchRestaurants: { __typename: string; items?: { photos: PhotoHint[] }[] } }>(FIRST_CARD_PHOTO, { citySlug }, req, res);
    const photo = data?.searchRestaurants.items?.[0]?.photos[0];
    return photo ? { url: photo.url, srcset: imageSrcSet(photo.url, photo.width), sizes: CARD_IMAGE_SIZES } : null;
  }

  private async frontPhoto(idUrl: string, req: Request, res: Response): Promise<ImageHint | null> {
    const data = await this.run<{ restaurant: { __typename: string; photos?: PhotoHint[] } }>(FRONT_PHOTO, { idUrl }, req, res);
    const photos = data?.restaurant.photos ?? [];
    const front = photos.find((p) => p.kind === 'devanture') ?? photos[0];
    return front ? { url: front.url, srcset: imageSrcSet(front.url, front.width), sizes: HERO_IMAGE_SIZES } : null;
  }
}

import { CITY_SLUG, NEARBY_SLUG } from './constants.js';
import { STATIC_PAGES } from './static-pages.js';

/** The restaurateur's home once signed in (SPEC §2): the address e-mails to restaurateurs link to. */
export const RESTAURATEUR_DASHBOARD_PATH = '/restaurateurLogin';
/** The restaurateur's reviews and replies (issue 14): the address the « new review » e-mail links to. */
export const RESTAURANT_REVIEWS_PATH = '/restaurateur/avis';

/** The restaurateur's space (SPEC §2): the pages behind the restaurateur guard, the dashboard first. */
export const RESTAURATEUR_SPACE_PATTERNS: readonly string[] = [
  RESTAURATEUR_DASHBOARD_PATH,
  '/modifyMenu',
  '/modifyMenu/:datePost',
  '/reservationPage',
  '/restaurateur/publication',
  '/modifyInfo',
  '/modifyInfo/:encodedData',
  '/modifyDescription',
  '/statistiques',
  RESTAURANT_REVIEWS_PATH,
];

/**
 * The pages a visitor opens first, by the path of their component as Vite's manifest names it: the server preloads
 * their chunks and sends their data with the HTML (page-shell.ts), and the build groups their modules by the pages
 * using them, named by the pages' initials (client/build/public-page-chunks.ts, ADR 0021).
 */
export const PUBLIC_PAGE_MODULES = {
  home: 'src/features/restaurants/pages/HomePage.tsx',
  city: 'src/features/geo/pages/CityPage.tsx',
  nearby: 'src/features/restaurants/pages/NearbyPage.tsx',
  restaurant: 'src/features/restaurants/pages/RestaurantPage.tsx',
  map: 'src/features/map/pages/MapPage.tsx',
} as const;

/** The administration's two areas live under /a/<secret segment>. */
export const ADMIN_PREFIX = '/a/';

/**
 * Every address pattern the client's router answers (client/src/features/…/routes.tsx, in React Router's syntax);
 * anything else shows its not-found page. The server answers those with a 404 status (page-shell.ts).
 * client/src/app/routes.test.ts keeps the two lists the same. As in the router, named pages win over /:city: it is last.
 */
export const PAGE_PATTERNS: readonly string[] = [
  '/',
  `/${NEARBY_SLUG}`,
  '/map',
  '/restaurant/:city/:segment',
  '/profilScreen',
  '/profilForVisitor/:idUser',
  '/reset-password/:token',
  ...RESTAURATEUR_SPACE_PATTERNS,
  '/register/restaurateur',
  '/payment/success',
  '/payment/refuse',
  '/payment/cancel',
  '/donner-un-avis/:idUrl',
  `${ADMIN_PREFIX}:secret/*`,
  ...Object.values(STATIC_PAGES).flatMap((page) => page.paths),
  '/:city',
];

/** Like React Router: literal segments in any case, `:param` any one segment, a final `*` the rest. */
function matches(pattern: string, segments: string[]): boolean {
  const parts = pattern.split('/').filter(Boolean);
  for (let i = 0; i < parts.length; i++) {
    if (parts[i] === '*') return true;
    const segment = segments[i];
    if (segment === undefined) return false;
    if (parts[i] === ':city' && !CITY_SLUG.test(segment)) return false;
    if (!parts[i].startsWith(':') && parts[i].toLowerCase() !== segment.toLowerCase()) return false;
  }
  return parts.length === segments.length;
}

/** The pattern of PAGE_PATTERNS the client's router shows for this address (query string left aside), or null. */
export function pagePatternOf(pathname: string): string | null {
  let segments: string[];
  try {
    segments = pathname.split('/').filter(Boolean).map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
  return PAGE_PATTERNS.find((pattern) => matches(pattern, segments)) ?? null;
}

/** Whether the client has a page at this address. */
export const isPageAddress = (pathname: string): boolean => pagePatternOf(pathname) !== null;

/** Whether this address is a page of the restaurateur's space (a restaurateur signing in there stays on it). */
export function isRestaurateurSpacePath(pathname: string): boolean {
  const pattern = pagePatternOf(pathname);
  return pattern !== null && RESTAURATEUR_SPACE_PATTERNS.includes(pattern);
}

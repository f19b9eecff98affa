import { CITY_SLUG } from './constants.js';
import {
  ADMIN_PATTERN, APPEAL_PATTERN, PARTNER_KEY_REQUEST_PATH, PARTNER_KEY_REVEAL_PATTERN, CITY_PATTERN, DEVELOPER_PATHS, REPORT_FOLLOW_PATTERN, HOME_PATH, LEGAL_PATHS, MAP_PATH, NEARBY_PATH, PAYMENT_RESULT_PATHS, PROFILE_PATH, PUBLIC_PROFILE_PATTERN,
  REGISTER_PATH, RESET_PASSWORD_PATTERN, RESTAURANT_PATTERN, RESTAURATEUR_SPACE_PATTERNS, WRITE_REVIEW_PATTERN,
} from './page-addresses.js';

/**
 * Every address pattern the client's router answers (client/src/features/…/routes.tsx, in React Router's syntax);
 * anything else shows its not-found page. The server answers those with a 404 status (page-shell.ts).
 * client/src/app/routes.test.ts keeps the two lists the same. As in the router, named pages win over /:city: it is last.
 */
export const PAGE_PATTERNS: readonly string[] = [
  HOME_PATH,
  NEARBY_PATH,
  MAP_PATH,
  RESTAURANT_PATTERN,
  PROFILE_PATH,
  PUBLIC_PROFILE_PATTERN,
  RESET_PASSWORD_PATTERN,
  ...RESTAURATEUR_SPACE_PATTERNS,
  REGISTER_PATH,
  ...Object.values(PAYMENT_RESULT_PATHS),
  WRITE_REVIEW_PATTERN,
  APPEAL_PATTERN,
  PARTNER_KEY_REQUEST_PATH,
  PARTNER_KEY_REVEAL_PATTERN,
  REPORT_FOLLOW_PATTERN,
  ADMIN_PATTERN,
  ...LEGAL_PATHS,
  ...DEVELOPER_PATHS,
  CITY_PATTERN,
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
  return pattern !== null && (RESTAURATEUR_SPACE_PATTERNS as readonly string[]).includes(pattern);
}

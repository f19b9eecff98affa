export const PAGE_SIZE = 30;
/**
 * The map shows every restaurant of a search (issue 25), as light pins, up to this many: the department has a few
 * hundred, and a search wider than this says so rather than reading without bound.
 */
export const MAP_PIN_LIMIT = 5_000;
export const NEW_BADGE_DAYS = 14;
export const LONG_NAME_LENGTH = 26;
export const SEARCH_MAX_LENGTH = 50;
export const SUGGESTION_LIMIT = 5;
export const SUGGESTION_DEBOUNCE_MS = 300;
/** The search filters' sliders apply their value this long after the last move (the nearby FAQ says so). */
export const SLIDER_COMMIT_MS = 300;
export const DEFAULT_DISTANCE_KM = 10;
export const MIN_DISTANCE_KM = 5;
export const MAX_DISTANCE_KM = 100;
/** Most restaurants one `restaurantsNear` / getRestoCoords answer lists. */
export const NEAR_LIMIT_MAX = 100;
export const PRICE_MIN = 0;
export const PRICE_MAX = 100;
export const DEFAULT_AVERAGE_PRICE = 15;
export const SEARCH_MONTHS_AHEAD = 3;
export const OPEN_NOON_HOUR = '12:30';
export const OPEN_EVENING_HOUR = '20:00';
export const BEST_RATED_LIMIT = 4;
/** The département the site covers: the home and nearby pages' figures are its own (issue 25), with its commune names. */
export const DEPARTMENT_NAME = 'Maine-et-Loire';
export const OTHER_CITIES_LIMIT = 4;
export const MOBILE_BREAKPOINT_PX = 768;
/** SPEC §9: the card carousel follows phones' rules (swipes, no hover) up to this width, desktop's (hover) above. */
export const CAROUSEL_PHONE_MAX_PX = 765;
export const EAGER_IMAGES_DESKTOP = 12;
export const EAGER_IMAGES_PHONE = 7;
export const FILTER_SUMMARY_LIMIT = 7;
export const ID_URL_PATTERN = /^[A-Za-z0-9-]{8}$/;
/** A commune's slug as addresses and searches carry it (/{city}, ?ville=, citySlug). */
export const CITY_SLUG = /^[a-z0-9-]{1,50}$/;
/** The nearby page's address segment (/restaurants-a-proximite): never a commune's slug. */
export const NEARBY_SLUG = 'restaurants-a-proximite';
export const TIME_ZONE = 'Europe/Paris';
/** id of the page's schema.org <script type="application/ld+json"> in <head>, written by the server, replaced by the client. */
export const PAGE_LD_ID = 'page-ld';
/** The visitor's cookie consent choice (client/src/features/consent/consent-cookie.ts); the server reads whether it exists. */
export const CONSENT_COOKIE = 'mijote_consent';

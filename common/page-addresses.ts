import { NEARBY_SLUG } from './constants.js';

/*
 * Every page address of the site, declared once: the client's routes and links, the server's e-mails, page shell,
 * sitemap and robots.txt take them from here (tests/boundaries/page-addresses.test.ts keeps other literals out).
 * Which page an address shows: page-patterns.ts, apart so that the client's first download holds the addresses
 * without the matching. `…_PATH` is an address, `…_PATTERN` a route pattern in React Router's syntax, a function the
 * address of one item. Each is written out whole, so that the bundler can write it where it is used.
 */

export const HOME_PATH = '/';
export const NEARBY_PATH = `/${NEARBY_SLUG}` as const;
export const MAP_PATH = '/map';
/** A commune's page (/{city}); named pages win over it. */
export const CITY_PATTERN = '/:city';
export const cityPath = (citySlug: string): string => `/${citySlug}`;
export const RESTAURANT_PATTERN = '/restaurant/:city/:segment';
/** A restaurant's page from its commune and its last segment (common/slug.ts restaurantPath builds the segment). */
export const restaurantPagePath = (citySlug: string, segment: string): string => `/restaurant/${citySlug}/${segment}`;

/** The signed-in customer's own page, and its reviews part. */
export const PROFILE_PATH = '/profilScreen';
export const PROFILE_REVIEWS_PATH = '/profilScreen#mes-avis';
export const PUBLIC_PROFILE_PATTERN = '/profilForVisitor/:idUser';
export const publicProfilePath = (userId: string | number): string => `/profilForVisitor/${userId}`;
export const RESET_PASSWORD_PATTERN = '/reset-password/:token';
export const resetPasswordPath = (token: string): string => `/reset-password/${token}`;
/** Contesting a moderation decision (docs/adr/0041): the personal link each decision e-mail carries. */
export const APPEAL_PATTERN = '/contester/:token';
export const appealPath = (token: string): string => `/contester/${token}`;
/** Following a report by the personal link shown once it is sent (docs/adr/0041). */
export const REPORT_FOLLOW_PATTERN = '/signalement/:token';
export const reportFollowPath = (token: string): string => `/signalement/${token}`;
/** Asking for a partner key of the public API (issue 29, docs/adr/0047), and the one-time link that shows an approved key. */
export const PARTNER_KEY_REQUEST_PATH = '/developpeurs/cle';
export const PARTNER_KEY_REVEAL_PATTERN = '/developpeurs/cle/:token';
export const partnerKeyRevealPath = (token: string): string => `/developpeurs/cle/${token}`;
export const WRITE_REVIEW_PATTERN = '/donner-un-avis/:idUrl';
/** The review form for a restaurant; with `reviewId`, the customer's own review to edit. */
export const writeReviewPath = (idUrl: string, reviewId?: string | number): string =>
  `/donner-un-avis/${idUrl}${reviewId === undefined ? '' : `?avis=${reviewId}`}`;

/** The restaurateur's home once signed in (SPEC §2): the address e-mails to restaurateurs link to. */
export const RESTAURATEUR_DASHBOARD_PATH = '/restaurateurLogin';
export const MENU_EDITOR_PATH = '/modifyMenu';
/** A daily menu in the menu editor, by its first day (date_post). */
export const DAILY_MENU_PATTERN = '/modifyMenu/:datePost';
export const dailyMenuPath = (day: string): string => `/modifyMenu/${day}`;
export const BOOKING_PATH = '/reservationPage';
export const PUBLICATION_PATH = '/restaurateur/publication';
export const RESTAURANT_INFO_PATH = '/modifyInfo';
/** The information page opened on a part (common/restaurant-info-rules.ts INFO_SECTIONS). */
export const RESTAURANT_INFO_SECTION_PATTERN = '/modifyInfo/:encodedData';
export const restaurantInfoPath = (section: string): string => `/modifyInfo/${section}`;
export const DESCRIPTION_PATH = '/modifyDescription';
export const STATISTICS_PATH = '/statistiques';
/** The restaurateur's reviews and replies (issue 14): the address the « new review » e-mail links to. */
export const RESTAURANT_REVIEWS_PATH = '/restaurateur/avis';

/** The restaurateur's space (SPEC §2): the pages behind the restaurateur guard, the dashboard first. */
export const RESTAURATEUR_SPACE_PATTERNS = [
  RESTAURATEUR_DASHBOARD_PATH,
  MENU_EDITOR_PATH,
  DAILY_MENU_PATTERN,
  BOOKING_PATH,
  PUBLICATION_PATH,
  RESTAURANT_INFO_PATH,
  RESTAURANT_INFO_SECTION_PATTERN,
  DESCRIPTION_PATH,
  STATISTICS_PATH,
  RESTAURANT_REVIEWS_PATH,
] as const;

/** The registration wizard, reached by the personal link. */
export const REGISTER_PATH = '/register/restaurateur';
export const registrationLinkPath = (token: string): string => `/register/restaurateur?token=${token}`;
/** Where the payment provider sends the restaurateur back after a card check. */
export const PAYMENT_RESULT_PATHS = { success: '/payment/success', refuse: '/payment/refuse', cancel: '/payment/cancel' } as const;

/** The administration's two areas live under /a/<secret segment>. */
export const ADMIN_PREFIX = '/a/';
export const ADMIN_PATTERN = '/a/:secret/*';
export const adminAreaPath = (secret: string): string => `/a/${secret}`;

/**
 * The static and legal pages of SPEC §2 (their headings and descriptions: common/static-pages.ts). The restaurateurs'
 * legal notice and cookie policy are the visitors' pages at a second address; the sales terms have two spellings.
 */
export const CONTACT_PATH = '/ContactezNous';
export const ABOUT_PATH = '/APropos';
export const CGU_PATH = '/ConditionsGeneralesUtilisation';
export const HOW_IT_WORKS_PATH = '/Fonctionnement';
export const MENTIONS_PATH = '/MentionsLegales';
export const COOKIES_PATH = '/PolitiqueCookies';
export const CHARTE_PATH = '/CharteMijote';
export const PRIVACY_PATH = '/PolitiqueConfidentialite';
export const LEGAL_OBLIGATION_PATH = '/legalObligation';
export const MENTIONS_RESTO_PATH = '/mentionsLegalesResto';
export const PRIVACY_RESTO_PATH = '/politiqueConfidentialiteResto';
export const COOKIES_RESTO_PATH = '/politiqueCookiesResto';
export const CGU_RESTO_PATH = '/conditionsGeneralesUtilisationResto';
export const CGV_RESTO_PATH = '/conditionsGeneralesVenteResto';
export const CGV_RESTO_CAPITALISED_PATH = '/ConditionsGeneralesVenteResto';
/** « Inscrire son restaurant »: how to join, and the form that mails the registration link. */
export const REGISTER_INFO_PATH = '/contact_inscription';
export const LEGAL_PATHS = [
  CONTACT_PATH, ABOUT_PATH, CGU_PATH, HOW_IT_WORKS_PATH, MENTIONS_PATH, COOKIES_PATH, CHARTE_PATH, PRIVACY_PATH, LEGAL_OBLIGATION_PATH,
  MENTIONS_RESTO_PATH, PRIVACY_RESTO_PATH, COOKIES_RESTO_PATH, CGU_RESTO_PATH, CGV_RESTO_PATH, CGV_RESTO_CAPITALISED_PATH, REGISTER_INFO_PATH,
] as const;
export type LegalPath = (typeof LEGAL_PATHS)[number];

/**
 * The developer portal (issue 29): the guide to the public GraphQL API and its generated reference. The partner key
 * request form lives at /developpeurs/cle (another part of issue 29); the portal links to it.
 */
export const DEVELOPERS_PATH = '/developpeurs';
export const DEVELOPERS_REFERENCE_PATH = '/developpeurs/reference';
export const DEVELOPERS_EXPLORER_PATH = '/developpeurs/explorateur';
/** A key's webhooks and their delivery log (the key is pasted in the page, never in the address): public and crawled like the explorer. */
export const DEVELOPERS_WEBHOOKS_PATH = '/developpeurs/webhooks';
export const DEVELOPER_PATHS = [DEVELOPERS_PATH, DEVELOPERS_REFERENCE_PATH, DEVELOPERS_EXPLORER_PATH, DEVELOPERS_WEBHOOKS_PATH] as const;
export type DeveloperPath = (typeof DEVELOPER_PATHS)[number];

/** What search engines are asked not to crawl (robots.txt): private pages and one-use links. */
export const NOT_CRAWLED_PREFIXES = [ADMIN_PREFIX, PROFILE_PATH, '/reset-password/', '/contester/', '/signalement/', '/register/', '/payment/', '/developpeurs/cle/'] as const;

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

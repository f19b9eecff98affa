import { DEFAULT_DISTANCE_KM, MAX_DISTANCE_KM, MIN_DISTANCE_KM, OPEN_EVENING_HOUR, OPEN_NOON_HOUR, PRICE_MAX, PRICE_MIN, SEARCH_MAX_LENGTH, SEARCH_MONTHS_AHEAD } from './constants.js';
import { filterVocabulary } from './filters.js';
import { atName } from './french.js';
import { addMonths, parisToday, SEARCH_HOURS, type SortKey } from './search.js';

/** The search as it lives in the address bar (?q=&date=&hour=&filters=&prix=&distance=&tri=&page=). */
export interface SearchState {
  q: string;
  date: string | null;
  hour: string | null;
  /** Filter labels, shortcuts 'Ouvert ce midi' / 'Ouvert ce soir' included. */
  filters: string[];
  price: [number, number] | null;
  distance: number;
  sort: SortKey | null;
  page: number;
}

export const NEARBY_LABEL = 'À proximité';
/** What the city box shows for a zone chosen on the map. */
export const ZONE_LABEL = 'Zone de la carte';
/** Headings of the result pages (also the name of their schema.org ItemList; their titles: page-meta.ts). */
export const HOME_HEADING = 'Les restaurants du Maine-et-Loire';
export const NEARBY_HEADING = 'Restaurants à proximité';
export const cityHeading = (cityName: string): string => `Restaurants ${atName(cityName)}`;
const OPEN_NOON = 'Ouvert ce midi';
const OPEN_EVENING = 'Ouvert ce soir';
const OPEN_SHORTCUTS = [OPEN_NOON, OPEN_EVENING];
const SORTS: SortKey[] = ['RATING', 'PRICE', 'DISTANCE'];

export function dateBounds(now: Date = new Date()): { min: string; max: string } {
  const min = parisToday(now);
  return { min, max: addMonths(min, SEARCH_MONTHS_AHEAD) };
}

/** Reads the query string, dropping anything the server would refuse (old dates, unknown labels…). */
export function parseSearch(params: URLSearchParams, now: Date = new Date()): SearchState {
  const { min, max } = dateBounds(now);
  const rawDate = params.get('date');
  const date = rawDate && /^\d{4}-\d{2}-\d{2}$/.test(rawDate) && rawDate >= min && rawDate <= max ? rawDate : null;
  const rawHour = params.get('hour');
  const hour = rawHour && SEARCH_HOURS.includes(rawHour) ? rawHour : null;
  const filters = [...new Set((params.get('filters') ?? '').split(',').map((l) => l.trim()).filter((l) => l && l !== NEARBY_LABEL && filterVocabulary.isKnownLabel(l)))];
  // A shortcut without its date and hour (edited address) is meaningless: drop it.
  const consistent = filters.filter((l) => !OPEN_SHORTCUTS.includes(l) || (date && hour));
  const openShortcut = consistent.filter((l) => OPEN_SHORTCUTS.includes(l));
  const cleanFilters = openShortcut.length > 1 ? consistent.filter((l) => l !== OPEN_NOON) : consistent;

  let price: [number, number] | null = null;
  const priceMatch = /^(\d{1,3})-(\d{1,3})$/.exec(params.get('prix') ?? '');
  if (priceMatch) {
    const lo = Number(priceMatch[1]);
    const hi = Number(priceMatch[2]);
    if (lo >= PRICE_MIN && hi <= PRICE_MAX && hi - lo >= 10 && lo % 10 === 0 && hi % 10 === 0 && (lo > PRICE_MIN || hi < PRICE_MAX)) price = [lo, hi];
  }
  const rawDistance = Number(params.get('distance'));
  const distance = Number.isInteger(rawDistance) && rawDistance >= MIN_DISTANCE_KM && rawDistance <= MAX_DISTANCE_KM && rawDistance % 5 === 0 ? rawDistance : DEFAULT_DISTANCE_KM;
  const rawSort = params.get('tri') as SortKey | null;
  const sort = rawSort && SORTS.includes(rawSort) ? rawSort : null;
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= 10000 ? rawPage : 1;
  return { q: (params.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH), date, hour, filters: cleanFilters, price, distance, sort, page };
}

export interface NearPlace { lat: number; lng: number; radiusKm: number }

/** What the SearchRestaurants query is sent (the GraphQL SearchInput) for a search and its place. */
export interface SearchQueryInput {
  name: string | null;
  citySlug: string | null;
  near: NearPlace | null;
  date: string | null;
  hour: string | null;
  filters: string[];
  priceMin: number | null;
  priceMax: number | null;
  sort: SortKey;
  page: number;
}

/** Sorting by distance needs a place (a city or the visitor's position); without a chosen sort, nearby lists sort by distance. */
export function searchInputOf(state: SearchState, place: { citySlug: string | null; near: NearPlace | null }): SearchQueryInput {
  const hasPlace = place.citySlug !== null || place.near !== null;
  const sort: SortKey = state.sort && (state.sort !== 'DISTANCE' || hasPlace) ? state.sort : place.near ? 'DISTANCE' : 'RATING';
  return {
    name: state.q.trim() || null,
    citySlug: place.citySlug,
    near: place.near,
    date: state.date,
    hour: state.hour,
    filters: serverFilters(state),
    priceMin: state.price?.[0] ?? null,
    priceMax: state.price?.[1] ?? null,
    sort,
    page: state.page,
  };
}

/** Writes only what differs from the defaults, so a plain search keeps a clean address. */
export function toSearchParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q);
  if (state.date) params.set('date', state.date);
  if (state.hour) params.set('hour', state.hour);
  if (state.filters.length) params.set('filters', state.filters.join(','));
  if (state.price) params.set('prix', `${state.price[0]}-${state.price[1]}`);
  if (state.distance !== DEFAULT_DISTANCE_KM) params.set('distance', String(state.distance));
  if (state.sort) params.set('tri', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function searchString(state: SearchState): string {
  const text = toSearchParams(state).toString();
  return text ? `?${text}` : '';
}

/** Any change of the criteria sends the visitor back to page 1. */
export function withChange(state: SearchState, change: Partial<Omit<SearchState, 'page'>>): SearchState {
  return { ...state, ...change, page: 1 };
}

/**
 * SPEC §4: 'Ouvert ce midi' and 'Ouvert ce soir' exclude each other; turning one on sets today and
 * 12:30 or 20:00, turning it off clears date and hour. Other labels simply toggle.
 */
export function toggleFilter(state: SearchState, label: string, now: Date = new Date()): SearchState {
  const active = state.filters.includes(label);
  if (OPEN_SHORTCUTS.includes(label)) {
    const others = state.filters.filter((l) => !OPEN_SHORTCUTS.includes(l));
    if (active) return withChange(state, { filters: others, date: null, hour: null });
    return withChange(state, {
      filters: [...others, label],
      date: parisToday(now),
      hour: label === OPEN_NOON ? OPEN_NOON_HOUR : OPEN_EVENING_HOUR,
    });
  }
  return withChange(state, { filters: active ? state.filters.filter((l) => l !== label) : [...state.filters, label] });
}

/** Choosing a date or an hour by hand drops the open-now shortcuts (SPEC §4). */
export function setWhen(state: SearchState, change: { date?: string | null; hour?: string | null }): SearchState {
  return withChange(state, { ...change, filters: state.filters.filter((l) => !OPEN_SHORTCUTS.includes(l)) });
}

/** Labels sent to the server: the shortcuts are already expressed by date and hour. */
function serverFilters(state: SearchState): string[] {
  return state.filters.filter((l) => !OPEN_SHORTCUTS.includes(l));
}

export function activeFilterCount(state: SearchState, nearby: boolean): number {
  return state.filters.length + (state.price ? 1 : 0) + (nearby && state.distance !== DEFAULT_DISTANCE_KM ? 1 : 0);
}

/** The result list a restaurant page was opened from (a card opens it in a new tab, SPEC §2): its back button returns there. */
export const RETURN_PARAM = 'retour';

/** A card's address: the page, src=home (SPEC §2), and the list's own address to come back to. */
export function cardHref(restaurantPath: string, from: { pathname: string; search: string }): string {
  const params = new URLSearchParams({ src: 'home', [RETURN_PARAM]: `${from.pathname}${from.search}` });
  return `${restaurantPath}?${params.toString()}`;
}

/** Only an address of this site (a path, never '//host' or a scheme) is followed back. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000 || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

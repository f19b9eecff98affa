import { CITY_SLUG, MAX_DISTANCE_KM, MIN_DISTANCE_KM, NEAR_LIMIT_MAX, PRICE_MAX, PRICE_MIN, SEARCH_MAX_LENGTH, SEARCH_MONTHS_AHEAD, TIME_ZONE } from './constants.js';
import { STAR_LABELS, filterVocabulary } from './filters.js';
import { MAX_SEARCH_FILTERS, TOO_MANY_FILTERS, checkCoordinates, uniqueLabels } from './input-rules.js';

export type SortKey = 'RATING' | 'PRICE' | 'DISTANCE';
export const SORT_LABELS: Record<SortKey, string> = { RATING: 'Notes', PRICE: 'Prix par personne', DISTANCE: 'Distance' };

export interface SearchCriteria {
  name?: string | null;
  citySlug?: string | null;
  near?: { lat: number; lng: number; radiusKm?: number | null } | null;
  date?: string | null; // yyyy-mm-dd
  hour?: string | null; // HH:MM, half-hour slots
  filters?: string[] | null;
  priceMin?: number | null;
  priceMax?: number | null;
  sort?: SortKey | null;
  page?: number | null;
}

export interface SearchProblem { field: string; message: string }

/** The one message of a search text over SEARCH_MAX_LENGTH (name, city box), for the forms and both transports. */
export const SEARCH_TOO_LONG = `La recherche est limitée à ${SEARCH_MAX_LENGTH} caractères.`;

/** Today in Paris as yyyy-mm-dd. */
const parisDay = new Intl.DateTimeFormat('fr-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

export function parisToday(now: Date = new Date()): string {
  return parisDay.format(now);
}

export function addMonths(isoDay: string, months: number): string {
  const d = new Date(`${isoDay}T12:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString().slice(0, 10);
}

/** A real yyyy-mm-dd day (not 2026-11-31, which Date would roll over to December 1st). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** Half-hour slots of the search: 00:00 … 23:30. */
export const SEARCH_HOURS: string[] = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

/** The one set of search input rules, used by the client forms and by both server transports. */
export function checkSearchCriteria(c: SearchCriteria, now: Date = new Date()): SearchProblem | null {
  if (c.name && c.name.length > SEARCH_MAX_LENGTH) return { field: 'name', message: SEARCH_TOO_LONG };
  if (c.citySlug && !CITY_SLUG.test(c.citySlug)) return { field: 'citySlug', message: 'Ville inconnue.' };
  if (c.near) {
    const { lat, lng, radiusKm } = c.near;
    const outside = checkCoordinates(lat, lng);
    if (outside) return { field: 'near', message: outside };
    const radius = checkRadius(radiusKm);
    if (radius) return { field: 'near.radiusKm', message: radius };
  }
  if (c.date) {
    const today = parisToday(now);
    if (!isCalendarDay(c.date)) return { field: 'date', message: 'Date invalide.' };
    if (c.date < today || c.date > addMonths(today, SEARCH_MONTHS_AHEAD)) return { field: 'date', message: 'La date doit être comprise entre aujourd’hui et dans 3 mois.' };
  }
  if (c.hour && !SEARCH_HOURS.includes(c.hour)) return { field: 'hour', message: 'Heure invalide : choisissez un créneau à l’heure ou à la demi-heure.' };
  if (uniqueLabels(c.filters).length > MAX_SEARCH_FILTERS) return { field: 'filters', message: TOO_MANY_FILTERS };
  for (const label of uniqueLabels(c.filters)) {
    if (typeof label !== 'string') return { field: 'filters', message: 'Les filtres doivent être une liste de libellés.' };
    if (!filterVocabulary.isKnownLabel(label)) return { field: 'filters', message: `Filtre inconnu : ${label.slice(0, 60)}` };
  }
  const min = c.priceMin ?? PRICE_MIN;
  const max = c.priceMax ?? PRICE_MAX;
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < PRICE_MIN || max > PRICE_MAX || max - min < 10) {
    return { field: 'price', message: 'Fourchette de prix invalide (0 à 100 €, au moins 10 € d’écart).' };
  }
  if (c.page != null && (!Number.isInteger(c.page) || c.page < 1 || c.page > 10000)) return { field: 'page', message: 'Numéro de page invalide.' };
  return null;
}

/** null when the radius is absent or within 5–100 km, otherwise the French reason. */
export function checkRadius(radiusKm: number | null | undefined): string | null {
  if (radiusKm == null) return null;
  return Number.isFinite(radiusKm) && radiusKm >= MIN_DISTANCE_KM && radiusKm <= MAX_DISTANCE_KM
    ? null : `La distance doit être comprise entre ${MIN_DISTANCE_KM} et ${MAX_DISTANCE_KM} km.`;
}

/** How many restaurants a nearby list may ask for: 1 to NEAR_LIMIT_MAX. */
export function checkNearLimit(limit: number): string | null {
  return Number.isInteger(limit) && limit >= 1 && limit <= NEAR_LIMIT_MAX ? null : `Le nombre de restaurants demandé doit être compris entre 1 et ${NEAR_LIMIT_MAX}.`;
}

/** Minimum rating asked by the star labels (the highest wins), or null. */
export function minimumStars(labels: readonly string[] | null | undefined): number | null {
  const stars = (labels ?? []).map((l) => STAR_LABELS[l]).filter((n): n is number => n !== undefined);
  return stars.length ? Math.max(...stars) : null;
}

/** « a », « a et b », « a, b et c » */
export function frenchList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;
}

/**
 * What the closest list left out of the search (issue 15), in French, to say under « Les restaurants les plus proches de
 * votre recherche »: the text, the date and hour, the filters, the price; and the area when even the place was widened.
 */
export function relaxedCriteria(c: SearchCriteria, areaWidened: boolean): string[] {
  const out: string[] = [];
  if (c.name?.trim()) out.push(`le texte « ${c.name.trim()} »`);
  if (c.date && c.hour) out.push('la date et l’heure');
  else if (c.date) out.push('la date');
  else if (c.hour) out.push('l’heure');
  const filters = [...new Set(c.filters ?? [])];
  if (filters.length === 1) out.push(`le filtre ${filters[0]}`);
  else if (filters.length > 1) out.push(`les filtres ${frenchList(filters)}`);
  if (c.priceMin != null || c.priceMax != null) out.push('le prix');
  if (areaWidened) out.push(c.near ? 'la distance' : 'la limite de la commune');
  return out;
}

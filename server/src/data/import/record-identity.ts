/** The import record's identity, address, location and contact fields (import-record.ts calls them in this order). */
import { filterVocabulary } from '../../../../common/filters.js';
import { searchKey, slugify } from '../../../../common/slug.js';
import type { CityRef, RestaurantRecord } from './import-format.js';
import { bool, describe, int, labels, num, obj, optStr, RecordError, str, type Obj } from './record-checks.js';

const TYPE_LABELS = filterVocabulary.group('type').labels;
const CUISINE_LABELS = filterVocabulary.group('cuisine').labels;
/** Labels accepted in "filters": every stored filter except types and cuisines (star labels are not stored). */
const IMPORT_FILTER_LABELS: readonly string[] = filterVocabulary
  .storedFilters()
  .filter((f) => f.groupKey !== 'type' && f.groupKey !== 'cuisine')
  .map((f) => f.label);

type Identity = Pick<RestaurantRecord, 'externalId' | 'name' | 'slug' | 'types' | 'cuisines'>;
type Address = Pick<RestaurantRecord, 'street' | 'postalCode' | 'cityInput' | 'city'>;
type Contact = Pick<RestaurantRecord, 'phone' | 'averagePrice' | 'biography' | 'bookingUrl' | 'isResaPhone' | 'filters'>;

/** externalId (a whole number is taken as its text, in the record too), name and its slug, types and cuisines. */
export function parseIdentity(r: Obj): Identity {
  if (typeof r.externalId === 'number' && Number.isInteger(r.externalId)) r.externalId = String(r.externalId);
  const externalId = str(r.externalId, 'externalId', 1, 100);
  const name = str(r.name, 'name', 2, 50);
  const slug = slugify(name);
  if (!slug) throw new RecordError('name', 'doit contenir au moins une lettre ou un chiffre');
  const types = labels(r.types, 'types', TYPE_LABELS, 1, 2, ['type', 'inconnu']);
  const cuisines = labels(r.cuisines, 'cuisines', CUISINE_LABELS, 0, 2, ['cuisine', 'inconnue']);
  return { externalId, name, slug, types, cuisines };
}

function resolveCity(input: string, cities: readonly CityRef[]): CityRef | null {
  const slug = slugify(input);
  const key = searchKey(input);
  return cities.find((c) => c.slug === slug) ?? cities.find((c) => searchKey(c.name) === key) ?? null;
}

/** The street, a postal code of the Maine-et-Loire and the city, resolved against the city list when one is given. */
export function parseAddress(raw: unknown, cities: readonly CityRef[] | undefined): Address {
  const address = obj(raw, 'address');
  const street = str(address.street, 'address.street', 2, 120);
  const postalCode = typeof address.postalCode === 'number' ? String(address.postalCode) : address.postalCode;
  if (typeof postalCode !== 'string' || !/^49\d{3}$/.test(postalCode.trim())) {
    throw new RecordError('address.postalCode', `code postal du Maine-et-Loire attendu (49xxx, reçu ${describe(address.postalCode)})`);
  }
  const cityInput = str(address.city, 'address.city', 1, 100);
  let city: CityRef | null = null;
  if (cities) {
    city = resolveCity(cityInput, cities);
    if (!city) throw new RecordError('address.city', `commune inconnue : « ${cityInput} »`);
    if (!city.postcodes.includes(postalCode.trim())) {
      throw new RecordError('address.postalCode', `${postalCode.trim()} n'est pas un code postal de ${city.name} (${city.postcodes.join(', ')})`);
    }
  }
  return { street, postalCode: postalCode.trim(), cityInput, city };
}

export function parseLocation(raw: unknown): Pick<RestaurantRecord, 'lat' | 'lng'> {
  const location = obj(raw, 'location');
  const lat = num(location.lat, 'location.lat', -90, 90);
  const lng = num(location.lng, 'location.lng', -180, 180);
  if (lat < 46.8 || lat > 48 || lng < -1.6 || lng > 0.5) {
    throw new RecordError('location', `coordonnées hors du Maine-et-Loire (${lat}, ${lng}) : vérifiez l'ordre lat/lng`);
  }
  return { lat, lng };
}

/** Spaces, dots and dashes allowed; +33 becomes 0. */
function normalisePhone(raw: string): string | null {
  let digits = raw.replace(/[\s.-]/g, '');
  if (digits.startsWith('+33')) digits = `0${digits.slice(3)}`;
  return /^0[1-9]\d{8}$/.test(digits) ? digits : null;
}

function parsePhone(v: unknown): string | null {
  if (v === undefined || v === null || v === '') return null;
  if (typeof v !== 'string') throw new RecordError('phone', `texte attendu (reçu ${describe(v)})`);
  const phone = normalisePhone(v);
  if (!phone) throw new RecordError('phone', `numéro à 10 chiffres attendu, p. ex. 02 41 00 00 00 (reçu « ${v} »)`);
  return phone;
}

function parseBookingUrl(v: unknown): string | null {
  if (v === undefined || v === null || v === '') return null;
  const bookingUrl = str(v, 'bookingUrl', 1, 500);
  let ok: boolean;
  try {
    const u = new URL(bookingUrl);
    ok = (u.protocol === 'http:' || u.protocol === 'https:') && /^https?:\/\//.test(bookingUrl);
  } catch {
    ok = false;
  }
  if (!ok) throw new RecordError('bookingUrl', `adresse http:// ou https:// attendue (reçu « ${bookingUrl} »)`);
  return bookingUrl;
}

/** Phone, average price, biography, booking address and phone booking, filters. */
export function parseContact(r: Obj): Contact {
  const phone = parsePhone(r.phone);
  const averagePrice = r.averagePrice === undefined || r.averagePrice === null ? 15 : int(r.averagePrice, 'averagePrice', 1, 1000);
  const biography = optStr(r.biography, 'biography', 3000);
  const bookingUrl = parseBookingUrl(r.bookingUrl);
  const isResaPhone = bool(r.isResaPhone, 'isResaPhone', true);
  const filters = labels(r.filters, 'filters', IMPORT_FILTER_LABELS, 0, IMPORT_FILTER_LABELS.length, ['filtre', 'inconnu']);
  return { phone, averagePrice, biography, bookingUrl, isResaPhone, filters };
}

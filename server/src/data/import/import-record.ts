/**
 * The restaurant import format's entry and its validation (npm run db:import, and the demo seed): the format in import-format.ts,
 * each part's checks in record-identity.ts, record-hours.ts and record-content.ts, called in the order below (the first
 * error found is the one reported). Pure: no database, no file system. City names are resolved against a list of
 * cities given by the caller. The format is documented in schema/rest.md, "Import de restaurants".
 */
import type { RestaurantRecord, ValidateOptions, ValidationResult } from './import-format.js';
import { isObj, obj, RecordError } from './record-checks.js';
import { parseMenu, parsePhotos, parsePublication, parseReviews } from './record-content.js';
import { parseSchedule, parseSpecialDates } from './record-hours.js';
import { parseAddress, parseContact, parseIdentity, parseLocation } from './record-identity.js';

export type { CityRef, ImportRecordInput, ImportReviewInput, PhotoKind, RestaurantRecord } from './import-format.js';
export { RecordError } from './record-checks.js';

const KNOWN_KEYS = new Set([
  'externalId', 'name', 'types', 'cuisines', 'address', 'location', 'phone', 'averagePrice', 'biography', 'bookingUrl',
  'isResaPhone', 'filters', 'schedule', 'specialDates', 'published', 'status', 'datePublished', 'photos', 'menu', 'reviews',
]);

function parseRecord(raw: unknown, options: ValidateOptions): RestaurantRecord {
  const r = obj(raw, '');
  for (const key of Object.keys(r)) {
    if (!KNOWN_KEYS.has(key)) throw new RecordError(key, 'champ inconnu');
  }
  const identity = parseIdentity(r);
  const address = parseAddress(r.address, options.cities);
  const location = parseLocation(r.location);
  const contact = parseContact(r);
  const openingRanges = parseSchedule(r.schedule);
  const specialDates = parseSpecialDates(r.specialDates);
  const publication = parsePublication(r);
  const photos = parsePhotos(r.photos);
  const menu = parseMenu(r.menu);
  const reviews = parseReviews(r.reviews);
  return { ...identity, ...address, ...location, ...contact, openingRanges, specialDates, ...publication, photos, ...menu, reviews };
}

/** Validates and normalises one record; never throws. */
export function validateImportRecord(raw: unknown, options: ValidateOptions = {}): ValidationResult {
  try {
    return { ok: true, record: parseRecord(raw, options) };
  } catch (error) {
    if (error instanceof RecordError) return { ok: false, path: error.path, reason: error.reason };
    throw error;
  }
}

/** The records of an import file: a JSON array, or an object { restaurants: [...] }. */
export function recordsOfImportJson(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  if (isObj(data) && Array.isArray(data.restaurants)) return data.restaurants;
  throw new RecordError('', 'le fichier doit contenir un tableau de restaurants ou un objet { "restaurants": [...] }');
}

/** "Enregistrement n°3 (externalId abc) : address.city : commune inconnue : « Paris »" */
export function recordErrorMessage(position: number, externalId: unknown, path: string, reason: string): string {
  const id = typeof externalId === 'string' || typeof externalId === 'number' ? ` (externalId ${externalId})` : '';
  return `Enregistrement n°${position}${id} : ${path ? `${path} : ` : ''}${reason}`;
}

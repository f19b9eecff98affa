/**
 * The restaurant import format (npm run db:import, and the demo seed) and its validation.
 * Pure: no database, no file system. City names are resolved against a list of cities given by the caller.
 * The format is documented in schema/rest.md, "Import de restaurants".
 */
import { filterVocabulary } from '../../../../common/filters.js';
import { INFO_LIMITS, INFO_MESSAGES } from '../../../../common/restaurant-info-rules.js';
import { WEEKDAYS, isTime, isoFromFrenchKey, toMinutes, type Weekday } from '../../../../common/schedule.js';
import { IMPORTABLE_UNPUBLISHED_STATUSES, type ImportableUnpublishedStatus } from '../../../../common/restaurant-status.js';
import { searchKey, slugify } from '../../../../common/slug.js';

// ---------------------------------------------------------------------------------------------
// Input format (what a JSON file holds)
// ---------------------------------------------------------------------------------------------

export type PhotoKind = 'devanture' | 'gallery' | 'menu';
type MenuStyle = 'classique' | 'ardoise' | 'moderne';
type ReviewStatus = 'pending' | 'published' | 'rejected' | 'removed';
type UnpublishedStatus = ImportableUnpublishedStatus;

interface ImportPhotoInput { src: string; kind?: PhotoKind; alt?: string }
interface ImportDishInput { name: string; description?: string; price?: number | null }
interface ImportMenuInput {
  style?: MenuStyle;
  sections?: { title: string; dishes?: ImportDishInput[] }[];
  daily?: { title?: string; description?: string; price?: number | null; startsOn: string; endsOn?: string }[];
}
export interface ImportReviewInput {
  author: string;
  rating: number;
  text: string;
  visitDate: string;
  createdAt: string;
  status?: ReviewStatus;
}

/** One restaurant of an import file. Optional fields take the defaults given in schema/rest.md. */
export interface ImportRecordInput {
  externalId: string;
  name: string;
  types: string[];
  cuisines?: string[];
  address: { street: string; postalCode: string; city: string };
  location: { lat: number; lng: number };
  phone?: string | null;
  averagePrice?: number;
  biography?: string;
  bookingUrl?: string | null;
  isResaPhone?: boolean;
  filters?: string[];
  schedule?: Partial<Record<Weekday, [string, string][]>>;
  specialDates?: Record<string, [boolean, ...[string, string][]]>;
  published?: boolean;
  /** Only when published is false: draft (default), pending or rejected. */
  status?: UnpublishedStatus;
  datePublished?: string | null;
  photos?: (string | ImportPhotoInput)[];
  menu?: ImportMenuInput | null;
  reviews?: ImportReviewInput[];
}

// ---------------------------------------------------------------------------------------------
// Normalised record (what the writer stores)
// ---------------------------------------------------------------------------------------------

export interface CityRef { id: number; name: string; slug: string; postcodes: string[] }

export interface RestaurantRecord {
  externalId: string;
  name: string;
  slug: string;
  types: string[];
  cuisines: string[];
  street: string;
  postalCode: string;
  /** The city as written in the file. */
  cityInput: string;
  /** Resolved when a city list was given to the validator. */
  city: CityRef | null;
  lat: number;
  lng: number;
  phone: string | null;
  averagePrice: number;
  biography: string;
  bookingUrl: string | null;
  isResaPhone: boolean;
  filters: string[];
  /** Mon=0…Sun=6, minutes; closes ≤ opens runs past midnight. */
  openingRanges: { weekday: number; opens: number; closes: number }[];
  specialDates: { day: string; closed: boolean; ranges: { opens: number; closes: number }[] }[];
  status: UnpublishedStatus | 'published';
  /** ISO date-time; null = keep the stored one, or now when the restaurant becomes published. */
  datePublished: string | null;
  photos: { src: string; kind: PhotoKind; position: number; alt: string }[];
  menu: {
    style: MenuStyle;
    sections: { title: string; dishes: { name: string; description: string; priceCents: number | null }[] }[];
  } | null;
  dailyMenus: { title: string; description: string; priceCents: number | null; startsOn: string; endsOn: string }[];
  reviews: { author: string; rating: number; text: string; visitDate: string; createdAt: string; status: ReviewStatus }[];
}

export type ValidationResult = { ok: true; record: RestaurantRecord } | { ok: false; path: string; reason: string };

/** An error tied to a field of a record ("address.postalCode", "photos[2].src"…). */
export class RecordError extends Error {
  constructor(readonly path: string, readonly reason: string) {
    super(path ? `${path} : ${reason}` : reason);
    this.name = 'RecordError';
  }
}

export interface ValidateOptions {
  /** Table city; when given, address.city must match one (by slug or accent-insensitive name). */
  cities?: readonly CityRef[];
}

// ---------------------------------------------------------------------------------------------
// Vocabulary
// ---------------------------------------------------------------------------------------------

const TYPE_LABELS = filterVocabulary.group('type').labels;
const CUISINE_LABELS = filterVocabulary.group('cuisine').labels;
/** Labels accepted in "filters": every stored filter except types and cuisines (star labels are not stored). */
const IMPORT_FILTER_LABELS: readonly string[] = filterVocabulary
  .storedFilters()
  .filter((f) => f.groupKey !== 'type' && f.groupKey !== 'cuisine')
  .map((f) => f.label);

const PHOTO_KINDS: readonly PhotoKind[] = ['devanture', 'gallery', 'menu'];
const MENU_STYLES: readonly MenuStyle[] = ['classique', 'ardoise', 'moderne'];
const REVIEW_STATUSES: readonly ReviewStatus[] = ['pending', 'published', 'rejected', 'removed'];
const UNPUBLISHED: readonly UnpublishedStatus[] = IMPORTABLE_UNPUBLISHED_STATUSES;

const IMPORT_LIMITS = {
  photos: 30,
  specialDates: 200,
  sections: 30,
  dishesPerSection: 60,
  dailyMenus: 60,
  reviews: 2000,
} as const;

// ---------------------------------------------------------------------------------------------
// Small checkers (each throws a RecordError)
// ---------------------------------------------------------------------------------------------

type Obj = Record<string, unknown>;

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'un tableau';
  return typeof value === 'object' ? 'un objet' : JSON.stringify(value);
}

function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function obj(v: unknown, path: string): Obj {
  if (!isObj(v)) throw new RecordError(path, `objet attendu (reçu ${describe(v)})`);
  return v;
}

function arr(v: unknown, path: string): unknown[] {
  if (!Array.isArray(v)) throw new RecordError(path, `tableau attendu (reçu ${describe(v)})`);
  return v;
}

function optArr(v: unknown, path: string): unknown[] {
  return v === undefined || v === null ? [] : arr(v, path);
}

function str(v: unknown, path: string, min: number, max: number): string {
  if (typeof v !== 'string') throw new RecordError(path, `texte attendu (reçu ${describe(v)})`);
  const s = v.trim();
  if (s.length < min) throw new RecordError(path, min <= 1 ? 'ne doit pas être vide' : `doit contenir au moins ${min} caractères`);
  if (s.length > max) throw new RecordError(path, `ne doit pas dépasser ${max} caractères (${s.length})`);
  return s;
}

function optStr(v: unknown, path: string, max: number, fallback = ''): string {
  return v === undefined || v === null ? fallback : str(v, path, 0, max);
}

function bool(v: unknown, path: string, fallback: boolean): boolean {
  if (v === undefined || v === null) return fallback;
  if (typeof v !== 'boolean') throw new RecordError(path, `booléen attendu (true ou false, reçu ${describe(v)})`);
  return v;
}

function num(v: unknown, path: string, min: number, max: number): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new RecordError(path, `nombre attendu (reçu ${describe(v)})`);
  if (v < min || v > max) throw new RecordError(path, `doit être compris entre ${min} et ${max} (reçu ${v})`);
  return v;
}

function int(v: unknown, path: string, min: number, max: number): number {
  const n = num(v, path, min, max);
  if (!Number.isInteger(n)) throw new RecordError(path, `nombre entier attendu (reçu ${n})`);
  return n;
}

function euros(v: unknown, path: string): number | null {
  if (v === undefined || v === null) return null;
  const n = num(v, path, 0, 1000);
  const cents = Math.round(n * 100);
  if (Math.abs(cents - n * 100) > 1e-6) throw new RecordError(path, `prix en euros avec au plus 2 décimales attendu (reçu ${n})`);
  return cents;
}

function isoDay(v: unknown, path: string): string {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) throw new RecordError(path, `date au format aaaa-mm-jj attendue (reçu ${describe(v)})`);
  const d = new Date(`${v}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v) throw new RecordError(path, `date inexistante : ${v}`);
  return v;
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;

function isoDateTime(v: unknown, path: string): string {
  if (typeof v !== 'string' || !ISO_DATE_TIME.test(v)) {
    throw new RecordError(path, `date-heure ISO 8601 avec fuseau attendue, p. ex. 2026-03-14T12:00:00Z (reçu ${describe(v)})`);
  }
  const d = new Date(v);
  if (Number.isNaN(d.getTime())) throw new RecordError(path, `date-heure invalide : ${v}`);
  isoDay(v.slice(0, 10), path);
  return d.toISOString();
}

/** what: [singular noun, "inconnu" agreed with it], e.g. ['cuisine', 'inconnue']. */
function labels(v: unknown, path: string, allowed: readonly string[], min: number, max: number, what: [string, string]): string[] {
  const list = optArr(v, path);
  const out: string[] = [];
  list.forEach((item, i) => {
    if (typeof item !== 'string') throw new RecordError(`${path}[${i}]`, `texte attendu (reçu ${describe(item)})`);
    const label = allowed.find((a) => a === item.trim()) ?? allowed.find((a) => searchKey(a) === searchKey(item));
    if (!label) throw new RecordError(`${path}[${i}]`, `${what[0]} ${what[1]} : « ${item} »`);
    if (!out.includes(label)) out.push(label);
  });
  if (out.length < min) throw new RecordError(path, min === 1 ? `au moins une valeur attendue (${what[0]})` : `au moins ${min} valeurs attendues`);
  if (out.length > max) throw new RecordError(path, `au plus ${max} valeurs (reçu ${out.length})`);
  return out;
}

function timeRange(v: unknown, path: string): { opens: number; closes: number } {
  const pair = arr(v, path);
  if (pair.length !== 2) throw new RecordError(path, 'plage attendue sous la forme ["HH:MM", "HH:MM"]');
  const [o, c] = pair;
  if (typeof o !== 'string' || !isTime(o) || o === '24:00') throw new RecordError(`${path}[0]`, `heure d'ouverture HH:MM attendue (reçu ${describe(o)})`);
  if (typeof c !== 'string' || !isTime(c)) throw new RecordError(`${path}[1]`, `heure de fermeture HH:MM attendue (reçu ${describe(c)})`);
  const opens = toMinutes(o);
  const closes = toMinutes(c);
  if (opens === closes) throw new RecordError(path, 'ouverture et fermeture identiques');
  return { opens, closes };
}

/** Ranges of one day must not overlap (a range past midnight counts until 24:00 on its own day). */
function checkOverlap(ranges: { opens: number; closes: number }[], path: string): void {
  const spans = ranges.map((r) => [r.opens, r.closes <= r.opens ? 1440 : r.closes]).sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i++) {
    if (spans[i][0] < spans[i - 1][1]) throw new RecordError(path, 'des plages horaires se chevauchent');
  }
  if (ranges.filter((r) => r.closes <= r.opens).length > 1) throw new RecordError(path, 'une seule plage peut dépasser minuit');
}

function dayRanges(v: unknown, path: string, allowEmpty: boolean): { opens: number; closes: number }[] {
  const list = optArr(v, path);
  // The owner's editor's rule (SPEC §3: one or two ranges a day), one place for both write paths.
  if (list.length > INFO_LIMITS.rangesPerDay) throw new RecordError(path, INFO_MESSAGES.tooManyRanges);
  const ranges = list.map((r, i) => timeRange(r, `${path}[${i}]`));
  if (!allowEmpty && ranges.length === 0) throw new RecordError(path, 'au moins une plage attendue');
  checkOverlap(ranges, path);
  return ranges;
}

/** Spaces, dots and dashes allowed; +33 becomes 0. */
function normalisePhone(raw: string): string | null {
  let digits = raw.replace(/[\s.-]/g, '');
  if (digits.startsWith('+33')) digits = `0${digits.slice(3)}`;
  return /^0[1-9]\d{8}$/.test(digits) ? digits : null;
}

function resolveCity(input: string, cities: readonly CityRef[]): CityRef | null {
  const slug = slugify(input);
  const key = searchKey(input);
  return cities.find((c) => c.slug === slug) ?? cities.find((c) => searchKey(c.name) === key) ?? null;
}

// ---------------------------------------------------------------------------------------------
// The record
// ---------------------------------------------------------------------------------------------

const KNOWN_KEYS = new Set([
  'externalId', 'name', 'types', 'cuisines', 'address', 'location', 'phone', 'averagePrice', 'biography', 'bookingUrl',
  'isResaPhone', 'filters', 'schedule', 'specialDates', 'published', 'status', 'datePublished', 'photos', 'menu', 'reviews',
]);

function parseRecord(raw: unknown, options: ValidateOptions): RestaurantRecord {
  const r = obj(raw, '');
  for (const key of Object.keys(r)) {
    if (!KNOWN_KEYS.has(key)) throw new RecordError(key, 'champ inconnu');
  }

  if (typeof r.externalId === 'number' && Number.isInteger(r.externalId)) r.externalId = String(r.externalId);
  const externalId = str(r.externalId, 'externalId', 1, 100);
  const name = str(r.name, 'name', 2, 50);
  const slug = slugify(name);
  if (!slug) throw new RecordError('name', 'doit contenir au moins une lettre ou un chiffre');
  const types = labels(r.types, 'types', TYPE_LABELS, 1, 2, ['type', 'inconnu']);
  const cuisines = labels(r.cuisines, 'cuisines', CUISINE_LABELS, 0, 2, ['cuisine', 'inconnue']);

  const address = obj(r.address, 'address');
  const street = str(address.street, 'address.street', 2, 120);
  const postalCode = typeof address.postalCode === 'number' ? String(address.postalCode) : address.postalCode;
  if (typeof postalCode !== 'string' || !/^49\d{3}$/.test(postalCode.trim())) {
    throw new RecordError('address.postalCode', `code postal du Maine-et-Loire attendu (49xxx, reçu ${describe(address.postalCode)})`);
  }
  const cityInput = str(address.city, 'address.city', 1, 100);
  let city: CityRef | null = null;
  if (options.cities) {
    city = resolveCity(cityInput, options.cities);
    if (!city) throw new RecordError('address.city', `commune inconnue : « ${cityInput} »`);
    if (!city.postcodes.includes(postalCode.trim())) {
      throw new RecordError('address.postalCode', `${postalCode.trim()} n'est pas un code postal de ${city.name} (${city.postcodes.join(', ')})`);
    }
  }

  const location = obj(r.location, 'location');
  const lat = num(location.lat, 'location.lat', -90, 90);
  const lng = num(location.lng, 'location.lng', -180, 180);
  if (lat < 46.8 || lat > 48 || lng < -1.6 || lng > 0.5) {
    throw new RecordError('location', `coordonnées hors du Maine-et-Loire (${lat}, ${lng}) : vérifiez l'ordre lat/lng`);
  }

  let phone: string | null = null;
  if (r.phone !== undefined && r.phone !== null && r.phone !== '') {
    if (typeof r.phone !== 'string') throw new RecordError('phone', `texte attendu (reçu ${describe(r.phone)})`);
    phone = normalisePhone(r.phone);
    if (!phone) throw new RecordError('phone', `numéro à 10 chiffres attendu, p. ex. 02 41 00 00 00 (reçu « ${r.phone} »)`);
  }

  const averagePrice = r.averagePrice === undefined || r.averagePrice === null ? 15 : int(r.averagePrice, 'averagePrice', 1, 1000);
  const biography = optStr(r.biography, 'biography', 3000);
  let bookingUrl: string | null = null;
  if (r.bookingUrl !== undefined && r.bookingUrl !== null && r.bookingUrl !== '') {
    bookingUrl = str(r.bookingUrl, 'bookingUrl', 1, 500);
    let ok: boolean;
    try {
      const u = new URL(bookingUrl);
      ok = (u.protocol === 'http:' || u.protocol === 'https:') && /^https?:\/\//.test(bookingUrl);
    } catch {
      ok = false;
    }
    if (!ok) throw new RecordError('bookingUrl', `adresse http:// ou https:// attendue (reçu « ${bookingUrl} »)`);
  }
  const isResaPhone = bool(r.isResaPhone, 'isResaPhone', true);
  const filters = labels(r.filters, 'filters', IMPORT_FILTER_LABELS, 0, IMPORT_FILTER_LABELS.length, ['filtre', 'inconnu']);

  // Schedule
  const openingRanges: RestaurantRecord['openingRanges'] = [];
  if (r.schedule !== undefined && r.schedule !== null) {
    const schedule = obj(r.schedule, 'schedule');
    for (const key of Object.keys(schedule)) {
      const weekday = WEEKDAYS.indexOf(key as Weekday);
      if (weekday < 0) throw new RecordError(`schedule.${key}`, `jour inconnu (attendus : ${WEEKDAYS.join(', ')})`);
      for (const range of dayRanges(schedule[key], `schedule.${key}`, true)) openingRanges.push({ weekday, ...range });
    }
    openingRanges.sort((a, b) => a.weekday - b.weekday || a.opens - b.opens);
  }
  // A range past midnight must not run over the next day's first range.
  for (const r1 of openingRanges.filter((x) => x.closes <= x.opens)) {
    const next = (r1.weekday + 1) % 7;
    if (openingRanges.some((x) => x.weekday === next && x.opens < r1.closes)) {
      throw new RecordError(`schedule.${WEEKDAYS[r1.weekday]}`, `la plage après minuit chevauche l'ouverture du ${WEEKDAYS[next]}`);
    }
  }

  // Special dates
  const specialDates: RestaurantRecord['specialDates'] = [];
  if (r.specialDates !== undefined && r.specialDates !== null) {
    const sd = obj(r.specialDates, 'specialDates');
    const keys = Object.keys(sd);
    if (keys.length > IMPORT_LIMITS.specialDates) throw new RecordError('specialDates', `au plus ${IMPORT_LIMITS.specialDates} dates`);
    for (const key of keys) {
      const path = `specialDates.${key}`;
      const day = isoFromFrenchKey(key);
      if (!day) throw new RecordError(path, 'clé de date jj-mm-aaaa attendue (p. ex. 25-12-2026)');
      const value = arr(sd[key], path);
      if (value.length === 0 || typeof value[0] !== 'boolean') throw new RecordError(path, 'valeur attendue : [false], [true] ou [true, ["HH:MM", "HH:MM"], …]');
      const open = value[0];
      if (!open && value.length > 1) throw new RecordError(path, 'un jour fermé ([false]) ne peut pas avoir de plages');
      const ranges = dayRanges(value.slice(1), path, true);
      specialDates.push({ day, closed: !open, ranges });
    }
    specialDates.sort((a, b) => a.day.localeCompare(b.day));
  }

  // Publication
  const published = bool(r.published, 'published', false);
  let status: RestaurantRecord['status'] = published ? 'published' : 'draft';
  if (r.status !== undefined && r.status !== null) {
    if (published) {
      if (r.status !== 'published') throw new RecordError('status', 'incompatible avec published: true');
    } else {
      if (typeof r.status !== 'string' || !UNPUBLISHED.includes(r.status as UnpublishedStatus)) {
        throw new RecordError('status', `valeur attendue : ${UNPUBLISHED.join(', ')} (reçu ${describe(r.status)})`);
      }
      status = r.status as UnpublishedStatus;
    }
  }
  const datePublished = r.datePublished === undefined || r.datePublished === null ? null : isoDateTime(r.datePublished, 'datePublished');

  // Photos
  const photoList = optArr(r.photos, 'photos');
  if (photoList.length > IMPORT_LIMITS.photos) throw new RecordError('photos', `au plus ${IMPORT_LIMITS.photos} photos`);
  const explicitDevanture = photoList.some((p) => isObj(p) && p.kind === 'devanture');
  const counters: Record<PhotoKind, number> = { devanture: 0, gallery: 0, menu: 0 };
  const photos: RestaurantRecord['photos'] = photoList.map((p, i) => {
    const path = `photos[${i}]`;
    const item = typeof p === 'string' ? { src: p } : obj(p, path);
    const src = str(item.src, `${path}.src`, 1, 2000);
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(src) && !/^https?:\/\//i.test(src)) {
      throw new RecordError(`${path}.src`, 'seules les adresses http:// ou https:// et les chemins de fichier sont acceptés');
    }
    if (/^data:/i.test(src)) throw new RecordError(`${path}.src`, 'les adresses data: ne sont pas acceptées');
    let kind: PhotoKind;
    if (item.kind === undefined || item.kind === null) kind = i === 0 && !explicitDevanture ? 'devanture' : 'gallery';
    else if (typeof item.kind === 'string' && PHOTO_KINDS.includes(item.kind as PhotoKind)) kind = item.kind as PhotoKind;
    else throw new RecordError(`${path}.kind`, `valeur attendue : ${PHOTO_KINDS.join(', ')} (reçu ${describe(item.kind)})`);
    if (kind === 'devanture' && counters.devanture > 0) throw new RecordError(`${path}.kind`, 'une seule photo de devanture');
    const alt = optStr(item.alt, `${path}.alt`, 200);
    return { src, kind, position: counters[kind]++, alt };
  });

  // Menu
  let menu: RestaurantRecord['menu'] = null;
  const dailyMenus: RestaurantRecord['dailyMenus'] = [];
  if (r.menu !== undefined && r.menu !== null) {
    const m = obj(r.menu, 'menu');
    for (const key of Object.keys(m)) {
      if (!['style', 'sections', 'daily'].includes(key)) throw new RecordError(`menu.${key}`, 'champ inconnu');
    }
    let style: MenuStyle = 'classique';
    if (m.style !== undefined && m.style !== null) {
      if (typeof m.style !== 'string' || !MENU_STYLES.includes(m.style as MenuStyle)) {
        throw new RecordError('menu.style', `valeur attendue : ${MENU_STYLES.join(', ')} (reçu ${describe(m.style)})`);
      }
      style = m.style as MenuStyle;
    }
    const sectionList = optArr(m.sections, 'menu.sections');
    if (sectionList.length > IMPORT_LIMITS.sections) throw new RecordError('menu.sections', `au plus ${IMPORT_LIMITS.sections} rubriques`);
    const sections = sectionList.map((s, i) => {
      const path = `menu.sections[${i}]`;
      const so = obj(s, path);
      const title = str(so.title, `${path}.title`, 1, 80);
      const dishList = optArr(so.dishes, `${path}.dishes`);
      if (dishList.length > IMPORT_LIMITS.dishesPerSection) throw new RecordError(`${path}.dishes`, `au plus ${IMPORT_LIMITS.dishesPerSection} plats`);
      const dishes = dishList.map((d, j) => {
        const dp = `${path}.dishes[${j}]`;
        const dobj = obj(d, dp);
        return {
          name: str(dobj.name, `${dp}.name`, 1, 120),
          description: optStr(dobj.description, `${dp}.description`, 500),
          priceCents: euros(dobj.price, `${dp}.price`),
        };
      });
      return { title, dishes };
    });
    const dailyList = optArr(m.daily, 'menu.daily');
    if (dailyList.length > IMPORT_LIMITS.dailyMenus) throw new RecordError('menu.daily', `au plus ${IMPORT_LIMITS.dailyMenus} menus du jour`);
    dailyList.forEach((d, i) => {
      const path = `menu.daily[${i}]`;
      const o = obj(d, path);
      const startsOn = isoDay(o.startsOn, `${path}.startsOn`);
      const endsOn = o.endsOn === undefined || o.endsOn === null ? startsOn : isoDay(o.endsOn, `${path}.endsOn`);
      if (endsOn < startsOn) throw new RecordError(`${path}.endsOn`, 'doit être postérieure ou égale à startsOn');
      dailyMenus.push({
        title: o.title === undefined || o.title === null ? 'Menu du jour' : str(o.title, `${path}.title`, 1, 100),
        description: optStr(o.description, `${path}.description`, 2000),
        priceCents: euros(o.price, `${path}.price`),
        startsOn,
        endsOn,
      });
    });
    menu = { style, sections };
  }

  // Reviews
  const reviewList = optArr(r.reviews, 'reviews');
  if (reviewList.length > IMPORT_LIMITS.reviews) throw new RecordError('reviews', `au plus ${IMPORT_LIMITS.reviews} avis`);
  const reviews: RestaurantRecord['reviews'] = reviewList.map((rv, i) => {
    const path = `reviews[${i}]`;
    const o = obj(rv, path);
    const visitDate = isoDay(o.visitDate, `${path}.visitDate`);
    const createdAt = isoDateTime(o.createdAt, `${path}.createdAt`);
    if (visitDate > createdAt.slice(0, 10)) throw new RecordError(`${path}.visitDate`, 'la visite doit précéder la date de l’avis (createdAt, en UTC)');
    let reviewStatus: ReviewStatus = 'published';
    if (o.status !== undefined && o.status !== null) {
      if (typeof o.status !== 'string' || !REVIEW_STATUSES.includes(o.status as ReviewStatus)) {
        throw new RecordError(`${path}.status`, `valeur attendue : ${REVIEW_STATUSES.join(', ')} (reçu ${describe(o.status)})`);
      }
      reviewStatus = o.status as ReviewStatus;
    }
    return {
      author: str(o.author, `${path}.author`, 1, 60),
      rating: int(o.rating, `${path}.rating`, 1, 5),
      text: str(o.text, `${path}.text`, 1, 3000),
      visitDate,
      createdAt,
      status: reviewStatus,
    };
  });

  return {
    externalId, name, slug, types, cuisines, street, postalCode: postalCode.trim(), cityInput, city, lat, lng, phone,
    averagePrice, biography, bookingUrl, isResaPhone, filters, openingRanges, specialDates, status, datePublished,
    photos, menu, dailyMenus, reviews,
  };
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


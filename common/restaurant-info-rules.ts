import { MESSAGES } from './validation.js';
/**
 * The information page of the restaurateur's space (/modifyInfo, issue 12): the rules of the types, cuisines,
 * filters, average price, weekly hours and special dates, with their French messages. The client form and the
 * server's class-validator decorators (server/src/validation/rules.ts) both apply these functions; name, address and
 * phone reuse the registration's rules (registration-rules.ts, validation.ts).
 */
import { filterVocabulary } from './filters.js';
import { addMonths, isCalendarDay } from './search.js';
import { HHMM, toMinutes } from './time.js';
import { REGISTRATION_MESSAGES } from './registration-rules.js';
import { WEEKDAY_LABELS } from './schedule.js';
import { isMaineEtLoirePostcode } from './validation.js';
import { frenchLongDate } from './french-dates.js';

export const INFO_LIMITS = {
  typesMin: 1,
  typesMax: 2,
  cuisinesMax: 2,
  averagePriceMin: 1,
  averagePriceMax: 1000,
  rangesPerDay: 2,
  /** Special dates from today to this many months ahead. */
  specialDateMonths: 12,
  specialDatesMax: 60,
  /** Minutes between two selectable times (SPEC §3: 96 steps a day). */
  slotMinutes: 15,
} as const;

export const INFO_MESSAGES = {
  typesCount: 'Choisissez un ou deux types de restaurant (le premier est le type principal).',
  typeUnknown: 'Type de restaurant inconnu.',
  cuisinesCount: 'Deux origines de cuisine au plus.',
  cuisineUnknown: 'Origine de cuisine inconnue.',
  duplicate: 'Le même choix apparaît deux fois.',
  filterUnknown: 'Filtre inconnu : choisissez parmi les filtres proposés.',
  averagePriceInvalid: `Le prix moyen est un nombre entier d’euros entre ${INFO_LIMITS.averagePriceMin} et ${INFO_LIMITS.averagePriceMax}.`,
  timeInvalid: 'Choisissez une heure par quart d’heure (de 00h00 à 23h45).',
  rangeEmpty: 'L’heure de fermeture doit être différente de l’heure d’ouverture.',
  tooManyRanges: 'Deux plages horaires au plus par jour.',
  overlap: 'Les deux plages horaires se chevauchent.',
  overlapNextDay: 'La plage qui finit après minuit chevauche les horaires du lendemain.',
  weekdayInvalid: 'Jour de la semaine invalide.',
  dayInvalid: 'Date invalide.',
  dayOutOfRange: 'Une date spéciale va d’aujourd’hui à un an au plus.',
  dayTwice: 'Cette date spéciale est déjà dans la liste.',
  modeInvalid: 'Choisissez : fermé, ouvert aux horaires habituels ou ouvert avec des horaires propres.',
  rangesRequired: 'Indiquez une ou deux plages horaires pour ce jour.',
  rangesUnexpected: 'Un jour fermé ou aux horaires habituels n’a pas de plage horaire.',
  tooManySpecialDates: `${INFO_LIMITS.specialDatesMax} dates spéciales au plus.`,
  hoursInvalid: 'Horaires invalides.',
  notOwner: MESSAGES.notOwner,
  saved: 'Vos informations sont enregistrées.',
  nothingChanged: 'Aucune modification à enregistrer.',
} as const;

/** "HH:MM" on a quarter hour: 96 times from 00:00 to 23:45 (SPEC §3). */
export const QUARTER_TIMES: readonly string[] = Array.from({ length: 96 }, (_, i) =>
  `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`);

export const isQuarterTime = (value: unknown): value is string => typeof value === 'string' && HHMM.test(value) && toMinutes(value) % INFO_LIMITS.slotMinutes === 0;

/** One opening range as the form and the API carry it; a closing not after the opening runs past midnight. */
export interface TimeRangeValue { opens: string; closes: string }
/** A weekday (Monday 0 … Sunday 6) and its none, one or two ranges. */
export interface DayHoursValue { weekday: number; ranges: TimeRangeValue[] }
export type SpecialDateMode = 'closed' | 'usual' | 'hours';
export const SPECIAL_DATE_MODES: readonly SpecialDateMode[] = ['closed', 'usual', 'hours'];
export const SPECIAL_DATE_MODE_LABELS: Record<SpecialDateMode, string> = {
  closed: 'Fermé',
  usual: 'Ouvert aux horaires habituels',
  hours: 'Ouvert avec des horaires propres',
};
/** A date overriding the weekly hours (yyyy-mm-dd). */
export interface SpecialDateInputValue { day: string; mode: SpecialDateMode; ranges: TimeRangeValue[] }

/** Whether a range closes after midnight (its closing is not after its opening). */
export const pastMidnight = (r: TimeRangeValue): boolean => isQuarterTime(r.opens) && isQuarterTime(r.closes) && toMinutes(r.closes) <= toMinutes(r.opens);

/** The minutes a range covers from the start of its day: [opens, closes) with closes + 1440 past midnight. */
function span(r: TimeRangeValue): [number, number] {
  const o = toMinutes(r.opens);
  const c = toMinutes(r.closes);
  return [o, c <= o ? c + 1440 : c];
}

const isList = (v: unknown): v is unknown[] => Array.isArray(v);
const isRange = (v: unknown): v is TimeRangeValue => !!v && typeof v === 'object' && 'opens' in v && 'closes' in v;

/** One range: two quarter-hour times that differ. */
export function checkTimeRange(r: unknown): string | null {
  if (!isRange(r) || !isQuarterTime(r.opens) || !isQuarterTime(r.closes)) return INFO_MESSAGES.timeInvalid;
  return r.opens === r.closes ? INFO_MESSAGES.rangeEmpty : null;
}

/** A day's ranges: at most two, each valid, not overlapping. */
export function checkDayRanges(ranges: unknown): string | null {
  if (!isList(ranges)) return INFO_MESSAGES.hoursInvalid;
  if (ranges.length > INFO_LIMITS.rangesPerDay) return INFO_MESSAGES.tooManyRanges;
  for (const r of ranges) {
    const problem = checkTimeRange(r);
    if (problem) return problem;
  }
  if (ranges.length === 2) {
    const [a, b] = (ranges as TimeRangeValue[]).map(span);
    if (a[0] < b[1] && b[0] < a[1]) return INFO_MESSAGES.overlap;
  }
  return null;
}

/**
 * The weekly hours: each weekday at most once, each day's ranges valid (checkDayRanges), and a range running past
 * midnight not over the next day's first hours. The message names the day.
 */
export function checkWeekHours(hours: unknown): string | null {
  if (!isList(hours) || hours.length > 7) return INFO_MESSAGES.hoursInvalid;
  const byDay = new Map<number, TimeRangeValue[]>();
  for (const d of hours) {
    const day = d as DayHoursValue | null;
    if (!day || typeof day !== 'object' || !Number.isInteger(day.weekday) || day.weekday < 0 || day.weekday > 6 || byDay.has(day.weekday)) {
      return INFO_MESSAGES.weekdayInvalid;
    }
    const problem = checkDayRanges(day.ranges);
    if (problem) return `${WEEKDAY_LABELS[day.weekday]} : ${problem}`;
    byDay.set(day.weekday, day.ranges);
  }
  for (const [weekday, ranges] of byDay) {
    const next = byDay.get((weekday + 1) % 7) ?? [];
    for (const r of ranges.filter(pastMidnight)) {
      const end = toMinutes(r.closes);
      if (next.some((n) => toMinutes(n.opens) < end)) return `${WEEKDAY_LABELS[weekday]} : ${INFO_MESSAGES.overlapNextDay}`;
    }
  }
  return null;
}

export { frenchLongDate };

/** The last day a special date may fall on, from `today` (yyyy-mm-dd). */
export const lastSpecialDay = (today: string): string => addMonths(today, INFO_LIMITS.specialDateMonths);


/** One special date: a real day from today to a year ahead, a known mode, ranges only (one or two) when open with its own hours. */
export function checkSpecialDate(value: unknown, today: string): string | null {
  const sd = value as SpecialDateInputValue | null;
  if (!sd || typeof sd !== 'object' || typeof sd.day !== 'string' || !isCalendarDay(sd.day)) return INFO_MESSAGES.dayInvalid;
  if (sd.day < today || sd.day > lastSpecialDay(today)) return INFO_MESSAGES.dayOutOfRange;
  if (!SPECIAL_DATE_MODES.includes(sd.mode)) return INFO_MESSAGES.modeInvalid;
  const ranges = sd.ranges ?? [];
  if (sd.mode !== 'hours') return isList(ranges) && ranges.length === 0 ? null : INFO_MESSAGES.rangesUnexpected;
  if (!isList(ranges) || ranges.length === 0) return INFO_MESSAGES.rangesRequired;
  return checkDayRanges(ranges);
}

/** The special dates: at most specialDatesMax, each valid (checkSpecialDate), each day once. The message names the date. */
export function checkSpecialDates(value: unknown, today: string): string | null {
  if (!isList(value)) return INFO_MESSAGES.dayInvalid;
  if (value.length > INFO_LIMITS.specialDatesMax) return INFO_MESSAGES.tooManySpecialDates;
  const seen = new Set<string>();
  for (const sd of value) {
    const problem = checkSpecialDate(sd, today);
    const day = (sd as SpecialDateInputValue | null)?.day;
    if (problem) return typeof day === 'string' && isCalendarDay(day) ? `${frenchLongDate(day)} : ${problem}` : problem;
    if (seen.has(day!)) return `${frenchLongDate(day!)} : ${INFO_MESSAGES.dayTwice}`;
    seen.add(day!);
  }
  return null;
}

function checkLabels(value: unknown, known: readonly string[], min: number, max: number, countMessage: string, unknownMessage: string): string | null {
  if (!isList(value) || value.length < min || value.length > max) return countMessage;
  if (value.some((l) => typeof l !== 'string' || !known.includes(l))) return unknownMessage;
  return new Set(value).size === value.length ? null : INFO_MESSAGES.duplicate;
}

/** One or two types of the vocabulary; the first is the main one. */
export const checkTypes = (value: unknown): string | null =>
  checkLabels(value, filterVocabulary.group('type').labels, INFO_LIMITS.typesMin, INFO_LIMITS.typesMax, INFO_MESSAGES.typesCount, INFO_MESSAGES.typeUnknown);

/** Up to two cuisine origins of the vocabulary. */
export const checkCuisines = (value: unknown): string | null =>
  checkLabels(value, filterVocabulary.group('cuisine').labels, 0, INFO_LIMITS.cuisinesMax, INFO_MESSAGES.cuisinesCount, INFO_MESSAGES.cuisineUnknown);

/**
 * The filter groups a restaurant carries as restaurant_filter rows: every group of labels of the vocabulary except
 * its types and cuisines (columns of their own), the star notes (a minimum rating) and the search shortcuts.
 */
export const EDITABLE_FILTER_GROUPS = filterVocabulary.groups.filter((g) => !g.slider && g.labels?.length && !['type', 'cuisine', 'rating'].includes(g.key));
const EDITABLE_LABELS = EDITABLE_FILTER_GROUPS.flatMap((g) => g.labels);

export const checkRestaurantFilters = (value: unknown): string | null =>
  checkLabels(value, EDITABLE_LABELS, 0, EDITABLE_LABELS.length, INFO_MESSAGES.filterUnknown, INFO_MESSAGES.filterUnknown);

/** The average price per person: a whole number of euros from 1 to 1000 (the restaurant table's check). */
export function checkAveragePrice(value: unknown): string | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= INFO_LIMITS.averagePriceMin && value <= INFO_LIMITS.averagePriceMax
    ? null : INFO_MESSAGES.averagePriceInvalid;
}

/**
 * The parts of the page `encodedData` may name (/modifyInfo/{encodedData}; the publication page links to them).
 * Several parts may be joined by commas; the page opens on the first one it knows. Unknown values open the page at its top.
 */
export const INFO_SECTIONS = {
  identite: 'Nom, types et cuisines',
  adresse: 'Adresse',
  contact: 'Téléphone et prix moyen',
  filtres: 'Filtres',
  horaires: 'Horaires de la semaine',
  'dates-speciales': 'Dates spéciales',
} as const;
export type InfoSection = keyof typeof INFO_SECTIONS;
/** Names the publication page's missing items use, mapped to a section. */
const SECTION_ALIASES: Record<string, InfoSection> = { type: 'identite', types: 'identite', cuisines: 'identite', nom: 'identite', schedule: 'horaires', filters: 'filtres', special_date: 'dates-speciales', telephone: 'contact', prix: 'contact' };

/** The section /modifyInfo/{encodedData} opens on, or null (the top of the page). */
export function infoSectionOf(encoded: string | undefined): InfoSection | null {
  if (!encoded) return null;
  let text: string;
  try {
    text = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  for (const part of text.toLowerCase().split(/[,;+ ]/)) {
    if (part in INFO_SECTIONS) return part as InfoSection;
    if (part in SECTION_ALIASES) return SECTION_ALIASES[part];
  }
  return null;
}

/** The address's postal code: the Maine-et-Loire's (49…), as registration requires. */
export const checkRestaurantPostcode = (value: unknown): string | null =>
  typeof value === 'string' && isMaineEtLoirePostcode(value) ? null : REGISTRATION_MESSAGES.postcodeOutside;

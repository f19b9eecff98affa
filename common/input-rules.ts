/**
 * Bounds every public input shares, with their French messages: the service area, database ids,
 * control characters and the size of lists. The client forms, both server transports and the fuzz
 * suite read them here.
 */

/**
 * The box coordinates may fall in: the Maine-et-Loire (46.97–47.81 N, 1.36 W–0.24 E) widened by the largest
 * search radius (100 km), so a visitor just outside the department still finds its restaurants. Outside it
 * there is nothing to find, and the map cells of a search stay a handful (no pole, no antimeridian).
 */
const SERVICE_AREA = { south: 46.0, north: 48.8, west: -2.8, east: 1.7 } as const;

/** PostgreSQL `integer` ids: 1 … 2^31 − 1. */
const MAX_DB_ID = 2_147_483_647;

/** At most this many filter labels in one search (after removing repeats). */
export const MAX_SEARCH_FILTERS = 60;

/** At most this many items in any list a client sends (filters included, before removing repeats). */
export const MAX_INPUT_LIST = 100;

/** Deepest nesting of a JSON body or GraphQL variables (objects and arrays). */
export const MAX_INPUT_DEPTH = 8;

/** C0 and C1 control characters except tab, line feed and carriage return (which texts may hold). */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

// The messages the search checks in the browser too stand alone: the page loads those, not the whole table.
const COORDINATES_INVALID = 'Coordonnées invalides.';
const OUTSIDE_SERVICE_AREA = 'Cette position est hors de la zone couverte par Mijote (le Maine-et-Loire et ses environs).';
export const TOO_MANY_FILTERS = `Trop de filtres : ${MAX_SEARCH_FILTERS} au plus.`;

export const INPUT_MESSAGES = {
  controlCharacter: 'Caractère non autorisé : retirez les caractères invisibles ou de contrôle du texte saisi.',
  coordinatesInvalid: COORDINATES_INVALID,
  outsideServiceArea: OUTSIDE_SERVICE_AREA,
  idInvalid: 'Identifiant invalide.',
  restaurantRefInvalid: 'Identifiant de restaurant invalide.',
  tooManyFilters: TOO_MANY_FILTERS,
  listTooLong: `Liste trop longue : ${MAX_INPUT_LIST} éléments au plus.`,
  tooDeep: 'Requête invalide : données trop imbriquées.',
} as const;

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** null when the point is a real position inside the service area, otherwise the French reason. */
export function checkCoordinates(lat: unknown, lng: unknown): string | null {
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    return COORDINATES_INVALID;
  }
  const a = SERVICE_AREA;
  return lat < a.south || lat > a.north || lng < a.west || lng > a.east ? OUTSIDE_SERVICE_AREA : null;
}

/** A database id as a client may send it: an integer, or a string of digits, within PostgreSQL's `integer`. */
/** Characters of a trimmed text as a person counts them (an emoji is one, not two UTF-16 units). */
export function textLength(text: string): number {
  return [...text.trim()].length;
}

export function toDbId(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n >= 1 && n <= MAX_DB_ID ? n : null;
}

/** A restaurant as clients name it: its numeric id (a number or digits) or its 8-character id_url; null otherwise. */
export function toRestaurantRef(value: unknown): number | string | null {
  if (typeof value === 'string' && /^[A-Za-z0-9-]{8}$/.test(value) && !/^\d+$/.test(value)) return value;
  return toDbId(value);
}

/** The same labels without repeats, in their first order. */
export function uniqueLabels(labels: readonly string[] | null | undefined): string[] {
  return [...new Set(labels ?? [])];
}

/**
 * The first problem of a decoded JSON value (a body, GraphQL variables): a string or key holding a control
 * character, nesting deeper than MAX_INPUT_DEPTH, or a list longer than MAX_INPUT_LIST. Iterative, so a
 * hostile nesting cannot exhaust the stack.
 */
export function inputProblem(value: unknown): { path: string; message: string } | null {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value, depth: 0, path: '' }];
  while (stack.length) {
    const item = stack.pop()!;
    const v = item.value;
    if (typeof v === 'string') {
      if (hasControlCharacter(v)) return { path: item.path, message: INPUT_MESSAGES.controlCharacter };
      continue;
    }
    if (typeof v !== 'object' || v === null) continue;
    if (item.depth >= MAX_INPUT_DEPTH) return { path: item.path, message: INPUT_MESSAGES.tooDeep };
    if (Array.isArray(v)) {
      if (v.length > MAX_INPUT_LIST) return { path: item.path, message: INPUT_MESSAGES.listTooLong };
      v.forEach((child, i) => stack.push({ value: child, depth: item.depth + 1, path: `${item.path}[${i}]` }));
      continue;
    }
    for (const [key, child] of Object.entries(v)) {
      if (hasControlCharacter(key)) return { path: item.path, message: INPUT_MESSAGES.controlCharacter };
      stack.push({ value: child, depth: item.depth + 1, path: item.path ? `${item.path}.${key}` : key });
    }
  }
  return null;
}

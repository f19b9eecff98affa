/**
 * Generators of hostile (and sometimes valid-looking) input for tests/api/fuzz.test.ts: REST bodies and query
 * strings, GraphQL variables and documents built from the schema, headers. Pure: nothing here talks to the server.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { CLIENT_OPERATIONS } from '../../common/graphql/__generated__/operations.js';
import { SUBSCRIPTION_GROUND_KEYS } from '../../common/subscription-decision-rules.js';
import {
  getNamedType, getNullableType, isEnumType, isInputObjectType, isInterfaceType, isLeafType, isListType, isNonNullType, isObjectType, isUnionType,
  type GraphQLArgument, type GraphQLField, type GraphQLInputObjectType, type GraphQLInputType, type GraphQLNamedType, type GraphQLSchema,
} from 'graphql';

// ---------------------------------------------------------------------------------------------------------------------
// JSON text with values JavaScript numbers cannot hold
// ---------------------------------------------------------------------------------------------------------------------

/** A piece of JSON (or GraphQL) text written as is: 9007199254740993, 1e400, 200 nested brackets… */
class Raw {
  constructor(readonly text: string) {}
}

/** JSON text of a generated value: keeps own `__proto__` keys, writes Raw pieces verbatim, NaN/Infinity as null. */
export function jsonText(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return 'null';
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return `[${value.map((v) => jsonText(v)).join(',')}]`;
  if (value instanceof Uint8Array) return jsonText(Array.from(value));
  if (typeof value === 'object' && value !== null) {
    const o = value as Record<string, unknown>;
    return `{${Object.keys(o).filter((k) => o[k] !== undefined).map((k) => `${JSON.stringify(k)}:${jsonText(o[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** An object whose keys are all own properties, `__proto__` included (an object literal would set the prototype). */
function ownObject(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (const [k, v] of entries) Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  return o;
}

// ---------------------------------------------------------------------------------------------------------------------
// What the generators know of the running app (filled by the test once the server and its data exist)
// ---------------------------------------------------------------------------------------------------------------------

export interface World {
  /** Published restaurants first, then an unpublished one. */
  idUrls: string[];
  restaurantIds: number[];
  previewTokens: string[];
  /** Personal links of decisions to contest (docs/adr/0041), so that the fuzz reaches the appeal's handlers. */
  appealTokens: string[];
  userIds: number[];
  citySlugs: string[];
  cityNames: string[];
  restaurantNames: string[];
  filterLabels: string[];
  emails: string[];
  passwords: string[];
  adminSecrets: string[];
  dates: string[];
  images: Uint8Array[];
}

export type Identity = 'anonymous' | 'customer' | 'restaurateur' | 'admin';

// ---------------------------------------------------------------------------------------------------------------------
// Hostile leaves
// ---------------------------------------------------------------------------------------------------------------------

const CONTROL_CHARS = ['\u0000', '\u0001', '\u0007', '\b', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u200b', '\u202e', '\u2028', '\u2029', '\ufeff', '\uffff'];
const LONE_SURROGATES = ['\ud800', '\udfff', '\ud83c', 'a\ud800b'];
const SPECIAL_STRINGS = [
  '', ' ', '   ', 'é', 'e\u0301', 'Œuf', '🍕', '👨‍👩‍👧‍👦', '🏳️‍🌈', 'İ', 'ß', 'ﬁ', 'Ⅻ', '١٢٣', '中文', 'עברית', '\u0000', 'a\u0000b', '\u0000\u0000\u0000',
  "'", '"', '\\', '\\\\', '%', '_', '%_%', '*', '?', "' OR 1=1 --", "'; DROP TABLE restaurant; --", '$1', '$$', '${x}', '{{x}}', '#{x}',
  '<script>alert(1)</script>', '../../etc/passwd', '/dev/null', 'C:\\Windows', 'null', 'undefined', 'NaN', 'Infinity', '-Infinity',
  '-1', '0', '00000000', '1e308', '2147483648', '-2147483649', '9007199254740993', 'true', '[]', '{}', '__proto__', 'constructor',
  'prototype', 'hasOwnProperty', 'toString', 'valueOf', '\\u0000', '%00', '%', '%zz', 'restaurants-a-proximite', 'ANGERS', ' angers ',
  'angers\u0000', 'Angers\u007f', 'a'.repeat(50), 'a'.repeat(51), 'a'.repeat(120), 'a'.repeat(121), 'é'.repeat(51),
  '12:30\u0000', '25:00', '12:31', '2026-02-30', '0000-00-00', '9999-12-31', '31-12-2026', '2026-13-01T00:00:00Z',
];
const LONG_UNITS = ['x', 'é', 'Terrasse ', '🍕', '\u0000', 'a\u0301', '\u2028', "'", '%'];

/** 49 to 20,000 characters, boundary lengths likelier. */
const longString: fc.Arbitrary<string> = fc.tuple(
  fc.oneof(fc.constantFrom(49, 50, 51, 99, 100, 101, 120, 121, 128, 129, 200, 201, 255, 256, 500, 501, 1000, 4096, 5000, 10_000, 20_000), fc.integer({ min: 49, max: 20_000 })),
  fc.constantFrom(...LONG_UNITS),
).map(([n, unit]) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n));

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...SPECIAL_STRINGS, ...CONTROL_CHARS, ...LONE_SURROGATES) },
  { weight: 4, arbitrary: fc.tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...CONTROL_CHARS, ...LONE_SURROGATES), fc.string({ maxLength: 10 })).map(([a, c, b]) => a + c + b) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 2, arbitrary: longString },
);

const RAW_NUMBERS = ['9007199254740993', '-9007199254740993', '1e400', '-1e400', '1e-400', '1E2', '123456789012345678901234567890', '0.1e1', '-0', '1.0'].map((t) => new Raw(t));

const hostileInt: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom<unknown>(0, -0, 1, -1, 2, 1.5, -1.5, 0.1, 59, 60, 61, 100, 101, 2147483647, 2147483648, -2147483648, -2147483649, 4294967296, 9007199254740991, 1e21, 1e308, -1e308, 5e-324) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(...RAW_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>('1', '12', '2147483648', 'NaN', 'Infinity', '-Infinity', '1e308', '0x10', ' 1', '') },
  { weight: 2, arbitrary: fc.integer() },
);

/**
 * Extreme coordinates. ±90 is kept rare: the search once looped forever on latitude 90 (cos 90° ≈ 0), synchronously,
 * and the server runs in the test's own process, so no request timeout can end that case.
 */
const extremeCoordinate: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 30, arbitrary: fc.constantFrom<unknown>(89.9999, -89.9999, 90.0000001, -90.0000001, 180, -180, 180.0001, -180.0001, 1e10, -1e10, 0, -0, 80, 80.0001, 46.5, 48.5) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(90, -90) },
);

const hostileFloat: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<unknown>(0, -0, 1e308, -1e308, 5e-324, -5e-324, 1e21, 2147483648, -2147483649, 0.1, 1.5) },
  { weight: 4, arbitrary: extremeCoordinate },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(...RAW_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>('NaN', 'Infinity', '-Infinity', '47.47', '1e308', '') },
  { weight: 2, arbitrary: fc.double() },
);

const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(hostileInt, hostileFloat);

/** 1 to 200 nested arrays or objects (rarely 2,000), as raw JSON text. */
const deepNested: fc.Arbitrary<unknown> = fc.tuple(
  fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 1, max: 200 }) }, { weight: 1, arbitrary: fc.constantFrom(1000, 2000) }),
  fc.constantFrom('array', 'object', 'mixed'),
).map(([depth, kind]) => {
  if (kind === 'array') return new Raw(`${'['.repeat(depth)}"Terrasse"${']'.repeat(depth)}`);
  if (kind === 'object') return new Raw(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
  return new Raw(`${'[{"a":'.repeat(depth)}null${'}]'.repeat(depth)}`);
});

const protoObject: fc.Arbitrary<unknown> = fc.constantFrom<string>(
  '{"__proto__":{}}',
  '{"__proto__":{"isAdmin":true,"role":"admin","success":true}}',
  '{"__proto__":null}',
  '{"__proto__":[]}',
  '{"constructor":{"prototype":{"polluted":"oui"}}}',
  '{"prototype":{},"constructor":{}}',
  '{"toString":"x","valueOf":1,"hasOwnProperty":"x","__defineGetter__":1}',
  '{"__proto__":{"__proto__":{"length":1}}}',
).map((text) => JSON.parse(text) as unknown);

/** 61 to 5,000 copies of one item (filters of repeated "Terrasse"…). */
function bigArray(item: fc.Arbitrary<unknown>): fc.Arbitrary<unknown[]> {
  return fc.tuple(fc.oneof(fc.constantFrom(61, 100, 101, 1000, 5000), fc.integer({ min: 61, max: 5000 })), item)
    .map(([n, v]) => Array.from({ length: n }, () => v));
}

const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false) },
);

/** Any hostile value: wrong types, nested structures, prototype keys, huge arrays. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: hostileLeaf },
  { weight: 1, arbitrary: deepNested },
  { weight: 1, arbitrary: protoObject },
  { weight: 1, arbitrary: bigArray(fc.constantFrom<unknown>('Terrasse', 1, {}, '\u0000', null)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(hostileLeaf, { maxLength: 6 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileLeaf, { maxKeys: 5 }) },
);

// ---------------------------------------------------------------------------------------------------------------------
// Valid-looking values, by field or argument name
// ---------------------------------------------------------------------------------------------------------------------

type Category = 'restaurant' | 'preview' | 'user' | 'slug' | 'cityText' | 'name' | 'lat' | 'lng' | 'distance' | 'limit' | 'filters' | 'filterLabel' | 'price'
  | 'priceBound' | 'page' | 'sort' | 'date' | 'hour' | 'session' | 'address' | 'token' | 'password' | 'email' | 'code' | 'secret' | 'firstName'
  | 'lastName' | 'biography' | 'salutation' | 'flag' | 'space' | 'ground' | 'reasons' | 'other';

const norm = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

function categoryOf(name: string): Category {
  // An item of a list field ('filters[]'): one filter label, one price bound, or the list's own kind.
  if (name.endsWith('[]')) {
    const list = categoryOf(name.slice(0, -2));
    return list === 'filters' ? 'filterLabel' : list === 'price' ? 'priceBound' : list;
  }
  const n = norm(name);
  if (/^(idurl|idresto|idrestaurant|restaurantid|restaurant|idr)$/.test(n)) return 'restaurant';
  if (n === 'previewtoken') return 'preview';
  if (/^(iduser|userid|id)$/.test(n)) return 'user';
  if (/^(city|cityslug|slug|ville)$/.test(n)) return 'slug';
  if (/^(cityname|text|q|query|search)$/.test(n)) return 'cityText';
  if (n === 'name' || n === 'nameresto') return 'name';
  if (/^(latitude|lat)$/.test(n)) return 'lat';
  if (/^(longitude|lng|lon)$/.test(n)) return 'lng';
  if (/^(distance|radiuskm|radius)$/.test(n)) return 'distance';
  if (n === 'limit') return 'limit';
  if (n === 'filters') return 'filters';
  if (n === 'price') return 'price';
  if (/^price(min|max)$/.test(n)) return 'priceBound';
  if (n === 'page') return 'page';
  if (n === 'sort') return 'sort';
  if (n === 'date' || n === 'effectiveon') return 'date';
  if (n === 'hour') return 'hour';
  if (n === 'sessionid') return 'session';
  if (n === 'address') return 'address';
  if (n === 'token') return 'token';
  if (n.includes('password')) return 'password';
  if (n.includes('email')) return 'email';
  if (n === 'code') return 'code';
  if (n === 'secret') return 'secret';
  if (n === 'firstname') return 'firstName';
  if (n === 'lastname') return 'lastName';
  if (n === 'biography') return 'biography';
  if (n === 'salutation' || n === 'genre') return 'salutation';
  if (/^(newsletter|interactive|published)$/.test(n)) return 'flag';
  if (n === 'space') return 'space';
  if (n === 'ground') return 'ground';
  if (n === 'reasons') return 'reasons';
  return 'other';
}

const NUMERIC: ReadonlySet<Category> = new Set(['lat', 'lng', 'distance', 'limit', 'priceBound', 'page']);

/** A value a real client could send for a field of that name. */
export function plausible(name: string, w: World): fc.Arbitrary<unknown> {
  switch (categoryOf(name)) {
    case 'restaurant': return fc.oneof({ weight: 6, arbitrary: fc.constantFrom<unknown>(...w.idUrls) }, { weight: 1, arbitrary: fc.constantFrom<unknown>(...w.restaurantIds, ...w.restaurantIds.map(String)) }, { weight: 1, arbitrary: fc.constant('zzzzzzzz') });
    case 'preview': return fc.constantFrom(...w.previewTokens, 'abc.def');
    case 'user': return fc.constantFrom<unknown>(...w.userIds.map(String), ...w.userIds, '999999');
    case 'slug': return fc.constantFrom(...w.citySlugs);
    case 'cityText': return fc.constantFrom(...w.cityNames);
    case 'name': return fc.constantFrom(...w.restaurantNames, ...w.cityNames);
    case 'lat': return fc.oneof(fc.constantFrom(47.4712, 47.0594, 47.2525), fc.double({ min: 46.95, max: 47.85, noNaN: true }));
    case 'lng': return fc.oneof(fc.constantFrom(-0.5518, -0.8794, -0.101), fc.double({ min: -1.35, max: 0.2, noNaN: true }));
    case 'distance': return fc.constantFrom(5, 10, 20, 50, 100);
    case 'limit': return fc.constantFrom(1, 10, 30, 100);
    case 'filters': return fc.subarray(w.filterLabels, { minLength: 1, maxLength: 3 });
    case 'filterLabel': return fc.constantFrom(...w.filterLabels);
    case 'price': return fc.constantFrom([10, 30], [0, 100], [20, 20], [0, 10]);
    case 'priceBound': return fc.constantFrom(0, 10, 20, 30, 50, 100);
    case 'page': return fc.constantFrom(1, 2, 3);
    case 'sort': return fc.constantFrom('Notes', 'Prix par personne', 'Distance', 'RATING', 'PRICE', 'DISTANCE');
    case 'date': return fc.constantFrom(...w.dates);
    case 'hour': return fc.constantFrom('12:30', '20:00', '12:00', '19:30');
    case 'session': return fc.stringMatching(/^[A-Za-z0-9-]{8,64}$/);
    case 'address': return fc.constantFrom('place du Ralliement', '12 rue Introuvable', '3 rue Saint-Laud');
    case 'token': return fc.oneof({ weight: 2, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{20,64}$/) }, { weight: 1, arbitrary: fc.constantFrom(...w.appealTokens) });
    case 'password': return fc.constantFrom(...w.passwords);
    case 'email': return fc.oneof(fc.constantFrom(...w.emails), fc.nat(999_999).map((n) => `fuzz${n}@mijote.test`));
    case 'code': return fc.oneof(fc.constantFrom('123456', '000000'), fc.stringMatching(/^\d{6}$/));
    case 'secret': return fc.constantFrom(...w.adminSecrets, 'admin');
    case 'firstName': return fc.constantFrom('Léa', 'Jean-Marc', 'Zoé');
    case 'lastName': return fc.constantFrom('Durand', 'Le Gall', 'N’Diaye');
    case 'biography': return fc.constantFrom('Amateur de crêpes.', '', 'Je teste les tables d’Anjou.');
    case 'salutation': return fc.constantFrom('M.', 'Mme', 'Autre');
    case 'flag': return fc.boolean();
    case 'space': return fc.constantFrom('customer', 'restaurateur', 'admin');
    case 'ground': return fc.constantFrom<unknown>(...SUBSCRIPTION_GROUND_KEYS, null);
    case 'reasons': return fc.constantFrom('Trois signalements vérifiés sur les prix affichés.', 'Les prix de la carte ont été corrigés.');
    default: return fc.oneof(fc.constantFrom('Angers', 'angers', 'Terrasse'), fc.string({ maxLength: 12 }));
  }
}

/** Identifiers past the integer column (2147483648…), negative, zero, exponent-written. */
const overflowId: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  2147483648, -2147483649, 4294967296, 9007199254740991, 1e21, -1, 0, 1.5, '2147483648', '9999999999', '-1', '0', '00000001', '1e21', ' 1', new Raw('9007199254740993'),
);

/** A valid-looking value with a control character (NUL first of all) slipped in: it passes the shape checks and reaches SQL. */
function withControl(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const insert = (s: string, at: number, c: string) => `${s.slice(0, at % (s.length + 1))}${c}${s.slice(at % (s.length + 1))}`;
  const control = fc.oneof({ weight: 4, arbitrary: fc.constant('\u0000') }, { weight: 1, arbitrary: fc.constantFrom(...CONTROL_CHARS, ...LONE_SURROGATES) });
  return fc.tuple(valid, fc.nat(), control).map(([v, at, c]) => {
    if (typeof v === 'string') return insert(v, at, c);
    if (Array.isArray(v) && v.length && typeof v[0] === 'string') return [insert(v[0], at, c), ...v.slice(1)];
    if (typeof v === 'number') return `${v}${c}`;
    return c;
  });
}

/** A hostile value shaped after the field: hostile numbers for coordinates, hostile lists for lists… */
function hostileFor(name: string, w: World): fc.Arbitrary<unknown> {
  const category = categoryOf(name);
  const typed = category === 'lat' || category === 'lng' ? fc.oneof(hostileFloat, extremeCoordinate)
    : NUMERIC.has(category) ? fc.oneof(hostileNumber, overflowId)
    : category === 'restaurant' || category === 'user' ? fc.oneof(overflowId, hostileNumber, hostileString)
    : category === 'filters' || category === 'price'
      ? hostileList(plausibleItem(category, w))
      : hostileString;
  return fc.oneof({ weight: 3, arbitrary: typed }, { weight: 2, arbitrary: withControl(plausible(name, w)) }, { weight: 1, arbitrary: hostileValue });
}

function plausibleItem(category: Category, w: World): fc.Arbitrary<unknown> {
  return category === 'price' ? fc.constantFrom(0, 10, 50, 100) : fc.constantFrom(...w.filterLabels);
}

/** Lists: empty, of hostile items, of wrong types, nested, or thousands of valid items. */
function hostileList(item: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.array(fc.oneof(item, hostileLeaf), { maxLength: 6 }) },
    { weight: 2, arbitrary: bigArray(item) },
    { weight: 1, arbitrary: bigArray(fc.constantFrom<unknown>(1, null, {}, [], true, '\u0000')) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>([], [[]], [null], [[1, 2]], [{}], 'Terrasse', [1], [1, 2, 3], [100, 0], [-10, 2147483648]) },
    { weight: 1, arbitrary: deepNested },
  );
}

/** One value for a named field: valid-looking, shaped-hostile or anything, by the given odds. */
function valueFor(name: string, w: World, validWeight: number): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: validWeight, arbitrary: plausible(name, w) }, { weight: 3, arbitrary: hostileFor(name, w) });
}

// ---------------------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------------------

export interface HttpCase {
  identity: Identity;
  /** Only for anonymous cases: a garbage Authorization header. */
  badAuthorization?: string;
  forwardedFor: string;
  /** 'SAME' stands for the test server's own origin. */
  origin?: string;
  secFetchSite?: string;
  cookie?: string;
  contentType?: string;
  contentEncoding?: string;
  /** Query string without '?'. */
  query?: string;
  body?: string | Uint8Array;
  /** What the generator made, for failure reports. */
  kind: string;
}

const PRINTABLE = fc.constantFrom(...Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i)));
const printable = (maxLength: number) => fc.string({ unit: PRINTABLE, maxLength });
const FORGED_JWT = [
  'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJpZCI6MSwicm9sZSI6ImFkbWluIiwidHYiOjB9.',
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6MjE0NzQ4MzY0OCwicm9sZSI6ImFkbWluIiwidHYiOjB9.c2lnbmF0dXJl',
  'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6Ii0xIiwicm9sZSI6ImN1c3RvbWVyIiwidHYiOiJ4In0.AAAA',
];

const badAuthorization: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.constantFrom('', 'Bearer', 'Bearer ', 'Bearer null', 'Bearer undefined', 'Basic Zm9vOmJhcg==', 'bearer a.b.c', 'Bearer ....', ...FORGED_JWT.map((t) => `Bearer ${t}`)) },
  { weight: 1, arbitrary: printable(300).map((s) => `Bearer ${s}`) },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9._-]{1,2000}$/).map((s) => `Bearer ${s}`) },
  // Forged partner keys (docs/adr/0047): the key prefix with anything after it is a key for the gate, refused with a 401.
  { weight: 1, arbitrary: fc.oneof(fc.constant(''), fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), fc.stringMatching(/^[A-Za-z0-9._-]{1,200}$/)).map((s) => `Bearer mjk_live_${s}`) },
);

const forwardedFor: fc.Arbitrary<string> = fc.oneof(
  { weight: 20, arbitrary: fc.ipV4() },
  { weight: 1, arbitrary: fc.constantFrom('garbage', 'unknown', '1.2.3.4, 5.6.7.8', '::1', '::ffff:127.0.0.1', '300.1.1.1', '1.2.3.4:80', `${'9'.repeat(2000)}`, ',,,', '2001:db8::1') },
);

const cookieHeader: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined) },
  {
    weight: 2,
    arbitrary: fc.tuple(
      fc.constantFrom('mj_rt_user', 'mj_rt_restau', 'mijote_consent', 'session', '__proto__', 'constructor'),
      fc.oneof(
        fc.stringMatching(/^[A-Za-z0-9_-]{20,100}$/),
        fc.constantFrom('j:{"__proto__":{"a":1}}', 'j:[1,2]', 'j:{', 's:abc.def', '%00', '%zz', '', '"quoted"', 'a'.repeat(4000)),
        printable(60).map((s) => s.replace(/;/g, '')),
      ),
    ).map(([name, value]) => `${name}=${value}`),
  },
);

function commonHeaders(identities: readonly Identity[]) {
  return fc.record({
    identity: fc.constantFrom(...identities),
    badAuthorization,
    forwardedFor,
    origin: fc.oneof({ weight: 8, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom('SAME', 'https://evil.example', 'null', 'not a url', 'http://[::1', 'http://127.0.0.1') }),
    secFetchSite: fc.oneof({ weight: 8, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom('cross-site', 'same-origin', 'none', 'same-site') }),
    cookie: cookieHeader,
  });
}

/** Identities with weights: the roles a route is for are likeliest, so its handler is fuzzed, not only its guard. */
export function identitiesFor(allowed: readonly Identity[] | 'public'): Identity[] {
  if (allowed === 'public') return ['anonymous', 'anonymous', 'anonymous', 'customer'];
  const roles = allowed.flatMap((r) => [r, r, r]);
  return ['anonymous', ...(allowed.includes('customer') ? [] : ['customer' as const]), ...roles];
}

const JSON_TYPE: fc.Arbitrary<string> = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  { weight: 1, arbitrary: fc.constantFrom('application/json; charset=utf-8', 'APPLICATION/JSON', 'application/json; charset=latin1', 'application/json; charset=utf-16', 'application/vnd.api+json', 'application/merge-patch+json') },
);
const WRONG_TYPES = ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=xyz', 'application/xml', 'image/png', '', '*/*', 'application/json/evil', 'a'.repeat(300)];

const INVALID_JSON = [
  '{"city":', '{', '}', '[', "{'city':'angers'}", '{"city":"angers",}', '{"city":"angers"}{"city":"x"}', 'NaN', 'undefined', '{"a":NaN}',
  '{"a":Infinity}', '\u0000', '{"city":"\u0000"}', '\ufeff{"city":"angers"}', '{"city":"angers"', '{"a":"\\x41"}', '{"a":"\\u12"}', '{"a":01}',
  '{"a":.5}', '{"a":+1}', '//x\n{}', '/* */{}', '{"a":1}garbage', ' ', '', 'null null', '{"__proto__":', '\u2028{}',
];

/** What the suite knows of a route's fields: those it requires and those it validates (learnt from its refusals), and all names. */
export interface RouteFields { required: readonly string[]; known: readonly string[]; pool: readonly string[] }

/** A body for a JSON route: objects mixing the route's fields, prototype keys, non-objects, broken JSON, wrong types. */
function restJsonBody(fields: RouteFields, w: World): fc.Arbitrary<Pick<HttpCase, 'contentType' | 'contentEncoding' | 'body' | 'kind'>> {
  const object = restObject(fields, w);
  const json = JSON_TYPE;
  return fc.oneof(
    { weight: 16, arbitrary: fc.tuple(object, json).map(([o, contentType]) => ({ contentType, body: jsonText(o), kind: 'json object' })) },
    {
      weight: 2,
      arbitrary: fc.tuple(object, fc.constantFrom('{}', '{"isAdmin":true}', '[]', 'null', '{"__proto__":{}}')).map(([o, proto]) => {
        const rest = jsonText(o);
        return { contentType: 'application/json', body: `{"__proto__":${proto}${rest === '{}' ? '}' : `,${rest.slice(1)}`}`, kind: 'json object with leading __proto__' };
      }),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(fc.oneof(hostileLeaf, deepNested, fc.array(object, { maxLength: 3 }), bigArray(fc.constant('Terrasse')), fc.jsonValue({ maxDepth: 2 })), json)
        .map(([v, contentType]) => ({ contentType, body: jsonText(v), kind: 'json non-object' })),
    },
    { weight: 1, arbitrary: fc.oneof(fc.constantFrom(...INVALID_JSON), fc.string({ unit: 'binary', maxLength: 60 })).map((body) => ({ contentType: 'application/json', body, kind: 'invalid json' })) },
    {
      weight: 1,
      arbitrary: fc.tuple(object, fc.constantFrom(...WRONG_TYPES, undefined), fc.boolean()).map(([o, contentType, form]) => ({
        contentType,
        body: form ? new URLSearchParams(Object.entries(o).map(([k, v]) => [k, typeof v === 'string' ? v : jsonText(v)])).toString() : jsonText(o),
        kind: `wrong content type (${form ? 'form' : 'json'} text)`,
      })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(object, fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'x-unknown', 'gzip, gzip'), fc.boolean()).map(([o, contentEncoding, valid]) => ({
        contentType: 'application/json',
        contentEncoding,
        body: valid && contentEncoding === 'gzip' ? new Uint8Array(gzipSync(jsonText(o))) : jsonText(o),
        kind: `content-encoding ${contentEncoding}${valid && contentEncoding === 'gzip' ? ' (real gzip)' : ''}`,
      })),
    },
    { weight: 1, arbitrary: json.map((contentType) => ({ contentType, body: '', kind: 'empty body' })) },
  );
}

/** A JSON object of the route's required fields (mostly present), its other fields and names from the pool, valid-looking or hostile. */
function restObject({ required, known, pool }: RouteFields, w: World): fc.Arbitrary<Record<string, unknown>> {
  const oddKey = fc.constantFrom('__proto__', 'constructor', 'prototype', '', ' ', 'a'.repeat(300), 'city\u0000', 'é', 'toString', 'hasOwnProperty');
  const keys = fc.tuple(
    fc.subarray([...required]),
    fc.uniqueArray(fc.oneof(
      ...(known.length ? [{ weight: 12, arbitrary: fc.constantFrom(...known) }] : []),
      { weight: known.length ? 3 : 12, arbitrary: fc.constantFrom(...pool) },
      { weight: 1, arbitrary: oddKey },
      { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
    ), { maxLength: 6 }),
    fc.boolean(),
  ).map(([req, extra, dropRequired]) => [...new Set([...(dropRequired ? req : required), ...extra])]);
  return fc.tuple(keys, fc.constantFrom<'valid' | 'mixed'>('valid', 'valid', 'valid', 'mixed')).chain(([names, flavor]) => {
    if (!names.length) return fc.constant({});
    if (flavor === 'mixed') return fc.tuple(...names.map((k) => valueFor(k, w, 1))).map((values) => ownObject(names.map((k, i) => [k, values[i]])));
    // Valid-looking, or valid-looking but for one field, so the deeper code runs with that one hostile value.
    const spoiled = fc.oneof(fc.constant(-1), fc.nat(names.length - 1));
    return fc.tuple(fc.tuple(...names.map((k) => plausible(k, w))), spoiled, fc.tuple(...names.map((k) => hostileFor(k, w))))
      .map(([valid, spoiled, hostile]) => ownObject(names.map((k, i) => [k, i === spoiled ? hostile[i] : valid[i]])));
  });
}

/** A query string for a GET route: hostile values, repeated keys, bracket keys, broken percent-encoding. */
function restQuery(fields: RouteFields, w: World): fc.Arbitrary<Pick<HttpCase, 'query' | 'kind'>> {
  const junk = fc.constantFrom('%', '%zz', '%00', '%E0%A4%A', '&&&', '=', '==', 'a[b][c]=1', 'a[]=1&a[]=2', '__proto__[x]=1', 'constructor[prototype][x]=1', '%ff%fe', '+%2B+', ';a=1', '#frag');
  return fc.tuple(restObject(fields, w), fc.array(junk, { maxLength: 3 }), fc.boolean()).map(([o, extra, repeat]) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(o)) {
      const values = Array.isArray(v) ? v.slice(0, 50) : [v];
      for (const one of values) params.append(k, typeof one === 'string' ? one : jsonText(one));
      if (repeat && typeof v === 'string') params.append(k, v);
    }
    // Node refuses request lines above 16 KB before the app sees them: keep within that.
    const query = [params.toString(), ...extra].filter(Boolean).join('&').slice(0, 12_000);
    return { query, kind: extra.length ? 'query string with raw junk' : 'query string' };
  });
}

const IMAGE_TYPES = ['image/webp', 'image/jpeg', 'image/png', 'application/octet-stream', 'image/gif', 'image/svg+xml', 'text/plain', 'application/json', 'image/png; charset=utf-8', 'IMAGE/PNG', undefined];

/** A body for a raw upload route: random bytes, text, real small images, truncated or corrupted ones, oversized ones. */
function rawBody(w: World): fc.Arbitrary<Pick<HttpCase, 'contentType' | 'contentEncoding' | 'body' | 'kind'>> {
  const image = fc.constantFrom(...w.images);
  return fc.tuple(
    fc.oneof(
      { weight: 3, arbitrary: fc.uint8Array({ maxLength: 20_000 }).map((b) => ({ body: b, kind: 'random bytes' })) },
      { weight: 3, arbitrary: image.map((b) => ({ body: b, kind: 'real image' })) },
      { weight: 2, arbitrary: fc.tuple(image, fc.nat()).map(([b, n]) => ({ body: b.slice(0, n % b.length), kind: 'truncated image' })) },
      {
        weight: 2,
        arbitrary: fc.tuple(image, fc.array(fc.tuple(fc.nat(), fc.nat(255)), { minLength: 1, maxLength: 20 })).map(([b, flips]) => {
          const copy = new Uint8Array(b);
          for (const [at, byte] of flips) copy[at % copy.length] = byte;
          return { body: copy, kind: 'corrupted image' };
        }),
      },
      { weight: 1, arbitrary: fc.constantFrom(...pngBombs(w)).map((b) => ({ body: b, kind: 'image with huge declared size' })) },
      { weight: 2, arbitrary: fc.oneof(hostileString, fc.jsonValue().map((v) => jsonText(v))).map((s) => ({ body: s, kind: 'text' })) },
      { weight: 1, arbitrary: fc.constantFrom(0, 1, 5 * 1024 * 1024 + 1).map((n) => ({ body: new Uint8Array(n).fill(0x89), kind: `${n} bytes` })) },
    ),
    fc.constantFrom(...IMAGE_TYPES),
    fc.oneof({ weight: 8, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom('gzip', 'x-unknown') }),
  ).map(([b, contentType, contentEncoding]) => ({ ...b, contentType, contentEncoding }));
}

/** PNG files whose header claims enormous dimensions (decompression bombs, the rest of the data unchanged). */
function pngBombs(w: World): Uint8Array[] {
  const png = w.images.find((b) => b[0] === 0x89 && b[1] === 0x50);
  if (!png) return [new Uint8Array([0x89, 0x50, 0x4e, 0x47])];
  return [[65_535, 65_535], [1_000_000, 1], [0, 0], [0x7fffffff, 0x7fffffff]].map(([width, height]) => {
    const copy = new Uint8Array(png);
    const view = new DataView(copy.buffer);
    view.setUint32(16, width);
    view.setUint32(20, height);
    return copy;
  });
}

/** A whole REST case for a route. */
export function restCase(route: { method: string; rawBody?: boolean }, identities: readonly Identity[], fields: RouteFields, w: World): fc.Arbitrary<HttpCase> {
  const payload: fc.Arbitrary<Partial<HttpCase> & { kind: string }> = route.method === 'get'
    ? restQuery(fields, w)
    : fc.tuple(route.rawBody ? rawBody(w) : restJsonBody(fields, w), fc.option(restQuery({ required: [], known: [], pool: fields.pool }, w), { freq: 15, nil: undefined }))
      .map(([body, q]) => ({ ...body, ...(q ? { query: q.query } : {}) }));
  return fc.tuple(commonHeaders(identities), payload).map(([headers, p]) => ({ ...headers, ...p }));
}

// ---------------------------------------------------------------------------------------------------------------------
// GraphQL
// ---------------------------------------------------------------------------------------------------------------------

export interface GqlCase {
  identity: Identity;
  badAuthorization?: string;
  forwardedFor: string;
  /** Arguments written as literals in the document (when they can be) instead of variables. */
  inline: boolean;
  blockStrings: boolean;
  /** One value per argument; undefined = not sent. */
  values: Record<string, unknown>;
}

type Flavor = 'valid' | 'mixed';

/** A value for a GraphQL input type: valid-looking (by argument or field name), hostile for the type, or any type. */
function gqlValue(type: GraphQLInputType, name: string, w: World, flavor: Flavor, depth = 0, nullable = true): fc.Arbitrary<unknown> {
  const validWeight = flavor === 'valid' ? 40 : 3;
  if (depth > 6) return hostileValue;
  if (isNonNullType(type)) {
    return fc.oneof({ weight: flavor === 'valid' ? 60 : 12, arbitrary: gqlValue(type.ofType, name, w, flavor, depth + 1, false) }, { weight: 1, arbitrary: fc.constant(null) });
  }
  const orNull = (a: fc.Arbitrary<unknown>) => (nullable ? fc.oneof({ weight: flavor === 'valid' ? 30 : 8, arbitrary: a }, { weight: 1, arbitrary: fc.constant(null) }) : a);
  if (isListType(type)) {
    const item = gqlValue(type.ofType, `${name}[]`, w, flavor, depth + 1);
    return orNull(fc.oneof(
      { weight: validWeight, arbitrary: fc.array(item, { minLength: 1, maxLength: 4 }) },
      { weight: 1, arbitrary: bigArray(plausible(`${name}[]`, w)) },
      { weight: 1, arbitrary: item },
      { weight: 1, arbitrary: hostileList(item) },
      { weight: 1, arbitrary: hostileValue },
    ));
  }
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const record = fc.tuple(...fields.map((f) => fc.option(gqlValue(f.type, f.name, w, flavor, depth + 1), { freq: flavor === 'valid' ? 3 : 2, nil: undefined })))
      .map((values) => ownObject(fields.map((f, i) => [f.name, values[i]] as const).filter(([, v]) => v !== undefined)));
    const polluted = fc.tuple(record, fc.constantFrom<[string, unknown][]>(
      [['__proto__', {}]], [['__proto__', { isAdmin: true }]], [['constructor', { prototype: { x: 1 } }]], [['prototype', {}]], [['unknownField', 'x']], [['__typename', 'SearchInput']],
    )).map(([o, extra]) => ownObject([...extra, ...Object.entries(o)]));
    return orNull(fc.oneof({ weight: validWeight, arbitrary: record }, { weight: 1, arbitrary: polluted }, { weight: 1, arbitrary: hostileValue }));
  }
  if (isEnumType(type)) {
    return orNull(fc.oneof(
      { weight: validWeight, arbitrary: fc.constantFrom(...type.getValues().map((v) => v.name)) },
      { weight: 1, arbitrary: fc.constantFrom(...type.getValues().map((v) => v.name.toLowerCase()), 'Notes', '') },
      { weight: 1, arbitrary: hostileString },
      { weight: 1, arbitrary: hostileValue },
    ));
  }
  const category = categoryOf(name);
  switch (type.name) {
    case 'Int': return orNull(fc.oneof(
      { weight: validWeight, arbitrary: NUMERIC.has(category) ? plausible(name, w) : fc.constantFrom(0, 1, 10, 30, 100) },
      { weight: 3, arbitrary: fc.oneof(hostileInt, overflowId) }, { weight: 1, arbitrary: hostileValue }));
    case 'Float': return orNull(fc.oneof(
      { weight: validWeight, arbitrary: NUMERIC.has(category) ? plausible(name, w) : fc.constantFrom(0, 1.5, 47.47) },
      { weight: 3, arbitrary: hostileFloat }, { weight: 1, arbitrary: hostileValue }));
    case 'Boolean': return orNull(fc.oneof(
      { weight: validWeight, arbitrary: fc.boolean() },
      { weight: 1, arbitrary: fc.constantFrom<unknown>('true', 'false', 0, 1, '') }, { weight: 1, arbitrary: hostileValue }));
    case 'String':
    case 'ID': return orNull(fc.oneof(
      { weight: validWeight, arbitrary: plausible(name, w) },
      { weight: 3, arbitrary: hostileString },
      { weight: 2, arbitrary: withControl(plausible(name, w)) },
      { weight: 1, arbitrary: category === 'user' || category === 'restaurant' ? overflowId : hostileValue },
      { weight: 1, arbitrary: hostileValue }));
    default: return orNull(fc.oneof(hostileValue, fc.jsonValue({ maxDepth: 3 })));
  }
}

/** A case for one root field: an identity and one value per argument (sometimes left out). */
export function gqlCase(field: GraphQLField<unknown, unknown>, identities: readonly Identity[], w: World): fc.Arbitrary<GqlCase> {
  const args = field.args;
  const values = (flavor: Flavor) => fc.tuple(...args.map((a) => fc.option(gqlValue(a.type, a.name, w, flavor), { freq: flavor === 'valid' ? 40 : 8, nil: undefined })))
    .map((vs) => Object.fromEntries(args.map((a, i) => [a.name, vs[i]])));
  return fc.record({
    identity: fc.constantFrom(...identities),
    badAuthorization,
    forwardedFor,
    inline: fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    blockStrings: fc.boolean(),
    values: fc.oneof(values('valid'), values('mixed')),
  });
}

const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** A value written as a GraphQL literal, or null when it cannot be (then a variable carries it). */
function gqlLiteral(value: unknown, type: GraphQLInputType | null, block: boolean): string | null {
  if (value === undefined) return null;
  if (value === null) return 'null';
  if (value instanceof Raw) return /^[-\d[]/.test(value.text) ? value.text : null;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'boolean') return String(value);
  const inner = type && isNonNullType(type) ? type.ofType : type;
  if (typeof value === 'string') {
    if (inner && isEnumType(inner) && inner.getValue(value)) return value;
    // A block string cannot hold control characters, nor end with a quote or a backslash: fall back to an escaped string.
    // eslint-disable-next-line no-control-regex
    if (block && !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff]/.test(value) && !/["\\]$/.test(value)) return `"""${value.replace(/"""/g, '\\"""')}"""`;
    // JSON escapes (\u0000, \n, \") are GraphQL string escapes too.
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) {
    const itemType = inner && isListType(inner) ? inner.ofType : null;
    const items = value.map((v) => gqlLiteral(v, itemType, block));
    return items.some((i) => i === null) ? null : `[${items.join(' ')}]`;
  }
  if (typeof value === 'object') {
    const fields = inner && isInputObjectType(inner) ? inner.getFields() : {};
    const parts: string[] = [];
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (!GRAPHQL_NAME.test(k)) return null;
      const lit = gqlLiteral(v, fields[k]?.type ?? null, block);
      if (lit === null) return null;
      parts.push(`${k}: ${lit}`);
    }
    return `{${parts.join(', ')}}`;
  }
  return null;
}

const leafField = (type: GraphQLNamedType, name: string) =>
  (isObjectType(type) || isInterfaceType(type)) && name in type.getFields() && isLeafType(getNamedType(type.getFields()[name].type));

/**
 * The selection of a root field: none for scalars, `__typename` for objects, plus (aliased, so member types never
 * clash) the `code`/`message` of result types that carry one, so their messages are checked too.
 */
function selectionFor(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>): string {
  const named = getNamedType(field.type);
  if (isLeafType(named)) return '';
  const members = isUnionType(named) || isInterfaceType(named) ? schema.getPossibleTypes(named) : [named];
  const parts = members.flatMap((m) => ['code', 'message'].filter((f) => leafField(m, f)).length
    ? [`... on ${m.name} { ${['code', 'message'].filter((f) => leafField(m, f)).map((f) => `${m.name}_${f}: ${f}`).join(' ')} }`]
    : []);
  return `{ __typename ${parts.join(' ')} }`;
}

/** The operation of a case: `query Q($a: Float!) { field(a: $a) { __typename } }`, some arguments inline. */
export function gqlOperation(schema: GraphQLSchema, operation: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, c: GqlCase): { query: string; variables: Record<string, unknown> } {
  const defs: string[] = [];
  const args: string[] = [];
  const variables: Record<string, unknown> = {};
  for (const arg of field.args) {
    const value = c.values[arg.name];
    const literal = c.inline ? gqlLiteral(value, arg.type, c.blockStrings) : null;
    if (literal !== null) {
      args.push(`${arg.name}: ${literal}`);
      continue;
    }
    defs.push(`$${arg.name}: ${String(arg.type)}`);
    args.push(`${arg.name}: $${arg.name}`);
    if (value !== undefined) variables[arg.name] = value;
  }
  const head = `${operation} Q${defs.length ? `(${defs.join(', ')})` : ''}`;
  return { query: `${head} { ${field.name}${args.length ? `(${args.join(', ')})` : ''} ${selectionFor(schema, field)} }`, variables };
}

// ---------------------------------------------------------------------------------------------------------------------
// GraphQL variables: null, missing, of another type, declared with defaults (issue 24)
// ---------------------------------------------------------------------------------------------------------------------

/**
 * How a variable is declared: with the type it stands for; made nullable with a default (GraphQL lets such a
 * variable stand where a value is needed, and null may still be sent: the cost walk once counted that operation
 * as 0); with a default; nullable without one; or with another type altogether.
 */
type Declaration = 'exact' | 'nullableWithDefault' | 'exactWithDefault' | 'nullable' | 'otherType';

interface VariableSlot {
  declaration: Declaration;
  otherType: string;
  defaultValue: unknown;
  /** What the request's variables hold for it: null = not sent at all. */
  sent: { value: unknown } | null;
}

/** An argument left out, given by one variable, or (an input object) written as an object whose fields are literals or variables. */
type ArgPlan =
  | { kind: 'omitted' }
  | { kind: 'variable'; slot: VariableSlot }
  | { kind: 'object'; fields: Record<string, { kind: 'literal'; value: unknown } | { kind: 'variable'; slot: VariableSlot }> };

export interface GqlVariableCase {
  identity: Identity;
  badAuthorization?: string;
  forwardedFor: string;
  args: Record<string, ArgPlan>;
}

const OTHER_TYPES = ['String', 'Int', 'Float', 'Boolean', 'ID', 'String!', '[String]', '[Int!]!', 'SearchInput', 'NearInput', 'Nope'];

function variableSlot(type: GraphQLInputType, name: string, w: World): fc.Arbitrary<VariableSlot> {
  return fc.record({
    declaration: fc.constantFrom<Declaration>('exact', 'nullableWithDefault', 'nullableWithDefault', 'exactWithDefault', 'nullable', 'otherType'),
    otherType: fc.constantFrom(...OTHER_TYPES),
    defaultValue: gqlValue(type, name, w, 'valid'),
    sent: fc.oneof(
      { weight: 3, arbitrary: fc.constant(null) },
      { weight: 4, arbitrary: fc.constant({ value: null }) },
      { weight: 3, arbitrary: gqlValue(type, name, w, 'valid').map((value) => ({ value })) },
      { weight: 2, arbitrary: fc.oneof(hostileValue, fc.constantFrom<unknown>('x', 1, 1.5, true, [], {}, [null], { a: null })).map((value) => ({ value })) },
    ),
  });
}

function argPlan(arg: GraphQLArgument, w: World): fc.Arbitrary<ArgPlan> {
  const inner = getNullableType(arg.type);
  const variable = variableSlot(arg.type, arg.name, w).map((slot): ArgPlan => ({ kind: 'variable', slot }));
  if (!isInputObjectType(inner)) return fc.oneof({ weight: 1, arbitrary: fc.constant<ArgPlan>({ kind: 'omitted' }) }, { weight: 5, arbitrary: variable });
  const fields = Object.values(inner.getFields());
  const object = fc.tuple(...fields.map((f) => fc.oneof(
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 2, arbitrary: gqlValue(f.type, f.name, w, 'valid').map((value) => ({ kind: 'literal' as const, value })) },
    { weight: 3, arbitrary: variableSlot(f.type, f.name, w).map((slot) => ({ kind: 'variable' as const, slot })) },
  ))).map((values): ArgPlan => ({ kind: 'object', fields: Object.fromEntries(fields.flatMap((f, i) => (values[i] === undefined ? [] : [[f.name, values[i]!]]))) }));
  return fc.oneof({ weight: 1, arbitrary: fc.constant<ArgPlan>({ kind: 'omitted' }) }, { weight: 3, arbitrary: variable }, { weight: 5, arbitrary: object });
}

/** A case for one root field whose arguments (and input objects' fields) come as variables declared every way. */
export function gqlVariableCase(field: GraphQLField<unknown, unknown>, identities: readonly Identity[], w: World): fc.Arbitrary<GqlVariableCase> {
  return fc.record({
    identity: fc.constantFrom(...identities),
    badAuthorization,
    forwardedFor,
    args: fc.tuple(...field.args.map((a) => argPlan(a, w))).map((plans) => Object.fromEntries(field.args.map((a, i) => [a.name, plans[i]]))),
  });
}

/** The operation of a variable case: `query Q($v_limit: Int = 100) { restaurantsNear(limit: $v_limit …) { __typename } }`. */
export function gqlVariableOperation(schema: GraphQLSchema, operation: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, c: GqlVariableCase): { query: string; variables: Record<string, unknown> } {
  const defs: string[] = [];
  const args: string[] = [];
  const variables: Record<string, unknown> = {};
  const declare = (name: string, type: GraphQLInputType, slot: VariableSlot) => {
    const typeText = slot.declaration === 'otherType' ? slot.otherType : slot.declaration.startsWith('nullable') ? String(getNullableType(type)) : String(type);
    const byDefault = slot.declaration.endsWith('WithDefault') ? gqlLiteral(slot.defaultValue, type, false) : null;
    defs.push(`$${name}: ${typeText}${byDefault !== null ? ` = ${byDefault}` : ''}`);
    if (slot.sent) variables[name] = slot.sent.value;
    return `$${name}`;
  };
  for (const arg of field.args) {
    const plan = c.args[arg.name];
    if (!plan || plan.kind === 'omitted') continue;
    if (plan.kind === 'variable') {
      args.push(`${arg.name}: ${declare(`v_${arg.name}`, arg.type, plan.slot)}`);
      continue;
    }
    const inputFields = (getNullableType(arg.type) as GraphQLInputObjectType).getFields();
    const parts: string[] = [];
    for (const [name, p] of Object.entries(plan.fields)) {
      if (p.kind === 'variable') {
        parts.push(`${name}: ${declare(`v_${arg.name}_${name}`, inputFields[name].type, p.slot)}`);
        continue;
      }
      const literal = gqlLiteral(p.value, inputFields[name].type, false);
      if (literal !== null) parts.push(`${name}: ${literal}`);
    }
    args.push(`${arg.name}: {${parts.join(', ')}}`);
  }
  const head = `${operation} Q${defs.length ? `(${defs.join(', ')})` : ''}`;
  return { query: `${head} { ${field.name}${args.length ? `(${args.join(', ')})` : ''} ${selectionFor(schema, field)} }`, variables };
}

// ---------------------------------------------------------------------------------------------------------------------
// Uploads: raw image bodies (and multipart forms) with the address parameters the upload routes read
// ---------------------------------------------------------------------------------------------------------------------

/** A multipart/form-data body holding an image (the upload routes take the raw image: a form must be refused in French). */
function multipartBody(w: World): fc.Arbitrary<Pick<HttpCase, 'contentType' | 'body' | 'kind'>> {
  return fc.tuple(fc.constantFrom(...w.images), fc.constantFrom('photo', 'file', 'image'), fc.constantFrom('image/png', 'image/jpeg', 'application/octet-stream')).map(([image, name, type]) => {
    const boundary = '----mijotefuzz7MA4YWxkTrZu0gW';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="photo.png"\r\nContent-Type: ${type}\r\n\r\n`, 'utf8');
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8');
    return { body: new Uint8Array(Buffer.concat([head, Buffer.from(image), tail])), contentType: `multipart/form-data; boundary=${boundary}`, kind: 'multipart form with an image' };
  });
}

/** An upload: the route's address parameters (mostly values that exist, sometimes hostile), and an image body of any sort. */
export function uploadCase(identities: readonly Identity[], params: Record<string, readonly string[]>, w: World): fc.Arbitrary<HttpCase> {
  const param = ([name, values]: [string, readonly string[]]) => fc.option(
    fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: hostileString }, { weight: 1, arbitrary: fc.constantFrom('', '0', '-1', '2147483648', '1e3', '[]') })
      .map((v) => [name, v] as [string, string]),
    { freq: 8, nil: undefined },
  );
  const query = fc.tuple(...Object.entries(params).map(param)).map((pairs) => new URLSearchParams(pairs.filter((p): p is [string, string] => p !== undefined)).toString().slice(0, 12_000));
  const body = fc.oneof({ weight: 4, arbitrary: rawBody(w) }, { weight: 1, arbitrary: multipartBody(w) });
  return fc.tuple(commonHeaders(identities), body, query).map(([headers, b, q]) => ({ ...headers, ...b, query: q }));
}

/** Whole /graphql requests that are not one well-formed operation: broken documents, batches, bombs, GET, bad JSON. */
export function gqlTransportCase(w: World): fc.Arbitrary<HttpCase & { method: 'GET' | 'POST' }> {
  const doc = fc.oneof(
    fc.constantFrom('{', '}', '{ siteInfo', 'query', 'subscription { x }', '{ __schema { types { name } } }', '{ __typename }', 'query Q { siteInfo { companyName } } query Q { siteInfo { siteInfo } }',
      'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }', '{ siteInfo { companyName @include(if: "oui") } }', '{ nope }', '{ siteInfo(x: 1) { companyName } }',
      '{ cityPage(slug: """\u0000""") { __typename } }', '{ citySuggestions(text: "\\u0000") { slug } }', '{ citySuggestions(text: "\\uD800") { slug } }', 'mutation { logOut }',
      '{ __type(name: "Query") { fields { args { type { ofType { ofType { ofType { name } } } } } } } }', '\ufeff{ siteInfo { companyName } }', '# only a comment', '',
      `{ restaurant(idUrl: "${w.idUrls[0]}") { __typename } restaurantMenu(idUrl: "${w.idUrls[0]}") { __typename } }`),
    fc.integer({ min: 1, max: 300 }).map((n) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: citySuggestions(text: "an") { slug }`).join(' ')} }`),
    fc.integer({ min: 1, max: 500 }).map((n) => `{ siteInfo { ${'companyName '.repeat(n)} } }`),
    fc.integer({ min: 1, max: 300 }).map((n) => `{ __schema { types { ${'fields { type { '.repeat(n)}name${' } }'.repeat(n)} } } }`),
    fc.integer({ min: 1, max: 300 }).map((n) => `{ siteInfo ${'@include(if: true) '.repeat(n)}{ companyName } }`),
    fc.integer({ min: 1, max: 5000 }).map((n) => `{ searchRestaurants(input: { filters: [${'"Terrasse" '.repeat(n)}] }) { __typename } }`),
    fc.integer({ min: 1, max: 200 }).map((n) => `{ searchRestaurants(input: { name: ${'['.repeat(n)}"x"${']'.repeat(n)} }) { __typename } }`),
    fc.string({ unit: 'binary', maxLength: 80 }),
  );
  const variables = fc.oneof(fc.constant(undefined), hostileValue, fc.constantFrom<unknown>('{}', '{"a":1}', [], JSON.parse('{"__proto__":{"x":1}}')));
  // Documents sent by hash (docs/adr/0048): a registered one, unknown ones, and shapes that are not a hash.
  const registeredHash = createHash('sha256').update(CLIENT_OPERATIONS.CitySuggestions).digest('hex');
  const persisted = (sha256Hash: unknown) => ({ persistedQuery: { version: 1, sha256Hash } });
  const extensions = fc.constantFrom<unknown>(undefined, persisted('abc'), persisted(registeredHash), persisted(registeredHash.toUpperCase()), persisted('0'.repeat(64)),
    persisted(5), persisted(null), persisted(['x']), { persistedQuery: 'x' }, { persistedQuery: null }, 'x', null, []);
  const bodyValue = fc.tuple(fc.option(doc, { nil: undefined, freq: 4 }), variables, fc.constantFrom<unknown>(undefined, 'Q', 'Nope', 1, null), extensions)
    .map(([query, vars, operationName, extensions]) => ownObject(Object.entries({ query, variables: vars, operationName, extensions }).filter(([, v]) => v !== undefined)));
  const post = fc.oneof(
    { weight: 6, arbitrary: bodyValue.map((b) => ({ body: jsonText(b), kind: 'document' })) },
    { weight: 1, arbitrary: fc.array(bodyValue, { minLength: 1, maxLength: 5 }).map((bs) => ({ body: jsonText(bs), kind: 'batch' })) },
    { weight: 1, arbitrary: fc.oneof(hostileLeaf, protoObject, deepNested).map((v) => ({ body: jsonText(v), kind: 'json non-operation' })) },
    { weight: 1, arbitrary: fc.constantFrom(...INVALID_JSON).map((body) => ({ body, kind: 'invalid json' })) },
    { weight: 1, arbitrary: fc.tuple(bodyValue, fc.constantFrom(...WRONG_TYPES)).map(([b, contentType]) => ({ body: jsonText(b), contentType, kind: 'wrong content type' })) },
  ).map((p) => ({ contentType: 'application/json', ...p, method: 'POST' as const }));
  const get = fc.tuple(doc, fc.constantFrom<string | undefined>(undefined, 'application/json')).map(([query, contentType]) => ({
    query: new URLSearchParams({ query }).toString().slice(0, 12_000), method: 'GET' as const, kind: contentType ? 'GET with content-type' : 'GET', contentType,
  }));
  return fc.tuple(commonHeaders(['anonymous', 'anonymous', 'customer']), fc.oneof({ weight: 4, arbitrary: post }, { weight: 1, arbitrary: get }))
    .map(([headers, p]) => ({ ...headers, ...p }));
}

/** Dates a client could send: today, tomorrow, in a month, beyond the 3 months, yesterday, and dd-mm-yyyy. */
export function worldDates(today: Date): string[] {
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const plus = (n: number) => new Date(today.getTime() + n * 86_400_000);
  return [iso(today), iso(plus(1)), iso(plus(30)), iso(plus(200)), iso(plus(-1)), `${iso(plus(1)).slice(8, 10)}-${iso(plus(1)).slice(5, 7)}-${iso(plus(1)).slice(0, 4)}`];
}

/**
 * The costliest GraphQL operations a visitor may send within the limits (server/src/graphql/protection.ts and
 * cost.ts): each fills the cost budget or the alias limit with the fields that make PostgreSQL work hardest.
 * tests/api/hostile-input.test.ts checks that each is accepted and that one alias more is refused;
 * `npm run bench:server` measures what each costs in server and PostgreSQL time.
 */
const ANGERS = { lat: 47.4712, lng: -0.5518 };
const CARD = 'id idUrl name path citySlug cityName types cuisines averagePrice rating reviewCount datePublished isNew distanceKm lat lng photos { url width height alt kind }';

const aliases = (n: number, field: (i: number) => string) => Array.from({ length: n }, (_, i) => `a${i}: ${field(i)}`).join('\n');

export interface WorstOperation { name: string; query: string; aliases: number; field: (i: number) => string }

function operation(name: string, n: number, field: (i: number) => string): WorstOperation {
  return { name, query: `query Worst { ${aliases(n, field)} }`, aliases: n, field };
}

/** Searches that match every restaurant (a one-letter name, no place) and must count and sort them all. */
const broadSearch = (i: number) => `searchRestaurants(input: { name: "e", sort: ${i % 2 ? 'PRICE' : 'RATING'}, page: ${1 + i} }) { ... on SearchResult { total } }`;
const fullSearch = (i: number) => `searchRestaurants(input: { name: "e", sort: PRICE, page: ${1 + i} }) { ... on SearchResult { total items { ${CARD} schedule specialDates } } }`;
const nearMany = () => `restaurantsNear(lat: ${ANGERS.lat}, lng: ${ANGERS.lng}, radiusKm: 100, limit: 100) { ${CARD} schedule specialDates }`;
const nearSmall = (i: number) => `restaurantsNear(lat: ${ANGERS.lat + i * 0.01}, lng: ${ANGERS.lng}, radiusKm: 100, limit: 10) { name }`;

/** Text searches of issue 15: a common three-letter text read in names, in the vocabulary and in every menu's dishes. */
const textSearch = (i: number) => `searchRestaurants(input: { name: "${['sal', 'pizza', 'burger', 'choc', 'tar', 'veg'][i % 6]}", sort: RATING, page: 1 }) { ... on SearchResult { total } }`;
const suggestions = (i: number) => `searchSuggestions(text: "${['sal', 'fran', 'ais', 'pizz', 'choc', 'tar', 'burg', 'ris', 'ade', 'veg'][i % 10]}") { kind text line count }`;

export const WORST_OPERATIONS: WorstOperation[] = [
  operation('6 searches matching every restaurant (total only)', 6, broadSearch),
  operation('2 full search pages matching every restaurant', 2, fullSearch),
  operation('restaurantsNear 100 km, 100 full cards', 1, nearMany),
  operation('3 restaurantsNear 100 km, 10 names each', 3, nearSmall),
  operation('6 text searches in names, vocabulary and dishes (total only)', 6, textSearch),
  operation('6 searchSuggestions of common texts', 6, suggestions),
];

/** The same operation with one alias more: refused (cost or alias limit). */
export function oneMore(op: WorstOperation): string {
  return `query WorstPlusOne { ${aliases(op.aliases + 1, op.field)} }`;
}

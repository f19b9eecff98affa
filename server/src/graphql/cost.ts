import { getNullableType, isListType, type DocumentNode, type GraphQLSchema } from 'graphql';
import { createRequire } from 'node:module';
import type { ComplexityEstimator } from 'graphql-query-complexity';
import type * as QueryComplexity from 'graphql-query-complexity';
import { DEFAULT_DISTANCE_KM, MAP_PIN_LIMIT, MAX_DISTANCE_KM, MIN_DISTANCE_KM, NEAR_LIMIT_MAX, PAGE_SIZE, SUGGESTION_LIMIT } from '../../../common/constants.js';
import { SUGGESTIONS_PER_KIND } from '../../../common/search-match.js';

// Its ES module build imports graphql's .mjs files: a second graphql beside the CommonJS one type-graphql builds the
// schema with, which refuses that schema ("from another module or realm"). The CommonJS build shares it.
const { getComplexity } = createRequire(import.meta.url)('graphql-query-complexity') as typeof QueryComplexity;

/**
 * The cost model of an operation: every field costs 1 (plus, for root fields, the database work behind them),
 * and a list multiplies what is selected inside it by the number of items it can hold. Lists whose size an argument or a rule fixes are named here; any other
 * list counts DEFAULT_LIST_SIZE items (photos, reviews, favourites, menu sections…).
 */
export const DEFAULT_LIST_SIZE = 10;

const clampLimit = (limit: unknown) => (typeof limit === 'number' && Number.isFinite(limit) ? Math.min(Math.max(Math.trunc(limit), 1), NEAR_LIMIT_MAX) : PAGE_SIZE);

const clampRadius = (radius: unknown) => (typeof radius === 'number' && Number.isFinite(radius) ? Math.min(Math.max(radius, MIN_DISTANCE_KM), MAX_DISTANCE_KM) : DEFAULT_DISTANCE_KM);

const LIST_SIZES: Record<string, (args: Record<string, unknown>) => number> = {
  'Query.restaurantsNear': (args) => clampLimit(args.limit),
  'SearchResult.items': () => PAGE_SIZE,
  // A pin is a handful of columns of one row (no photos, hours or loaders): MAP_PIN_LIMIT of them weigh as 1 in 50.
  'MapPins.pins': () => MAP_PIN_LIMIT / 50,
  'Query.citySuggestions': () => SUGGESTION_LIMIT,
  'Query.searchSuggestions': () => 3 * SUGGESTIONS_PER_KIND,
  'AddressSuggestions.items': () => 10,
};

/**
 * What a root field costs on its own, whatever is selected: the database work behind it. A search reads and
 * counts every matching restaurant even when only its total is asked, so a handful of searches fill a budget.
 */
const BASE_COSTS: Record<string, number | ((args: Record<string, unknown>) => number)> = {
  'Query.searchRestaurants': 1_500,
  // The same matching set as a search, every row of it sent (up to MAP_PIN_LIMIT).
  'Query.mapPins': 2_000,
  // Every restaurant of the box is read and sorted by distance: the work grows with the radius (measured by the bench).
  'Query.restaurantsNear': (args) => 25 * clampRadius(args.radiusKm),
  'Query.cityPage': 200,
  // The département's figures: every published restaurant aggregated, the busiest communes counted.
  'Query.departmentPage': 300,
  'Query.publicProfile': 100,
  'Query.restaurant': 50,
  'Query.restaurantMenu': 50,
  'Query.citySuggestions': 20,
  // Names, labels and dishes: the dishes part reads and counts every matching dish of the department, like a search.
  'Query.searchSuggestions': 1_500,
  // A call to the national address service.
  'Query.addressSuggestions': 200,
};

const fieldEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  // Introspection (the portal's explorer, docs/adr/0053) reads the schema held in memory: its lists (types, fields,
  // arguments…) do not multiply, each field selected costs 1, as if the schema's description were one object.
  if (field.name.startsWith('__') || type.name.startsWith('__')) return 1 + childComplexity;
  const key = `${type.name}.${field.name}`;
  const declared = BASE_COSTS[key] ?? 0;
  const base = 1 + (typeof declared === 'function' ? declared(args) : declared);
  const size = LIST_SIZES[key];
  if (size) return base + childComplexity * size(args);
  if (isListType(getNullableType(field.type))) return base + childComplexity * DEFAULT_LIST_SIZE;
  return base + childComplexity;
};

/** At most this many fields are walked to compute a cost (nested fragments cannot make the walk itself expensive). */
const MAX_COST_NODES = 2_000;

/**
 * `invalidInput`: a variable or an argument whose value cannot be read (a variable null where the argument needs a
 * value, one of the wrong type…), with graphql-js's own message. Such an operation has no cost and must not run: its
 * other fields would run before the one whose argument fails (issue 24).
 */
export type CostOutcome = { cost: number } | { refused: 'TOO_MANY_NODES' } | { invalidInput: string };

/** The operation's cost, or why it cannot be computed. */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined, operationName?: string | null): CostOutcome {
  try {
    const cost = getComplexity({
      schema, query: document, variables: variables ?? {}, operationName: operationName ?? undefined,
      estimators: [fieldEstimator], maxQueryNodes: MAX_COST_NODES,
    });
    return { cost };
  } catch (error) {
    if (error instanceof Error && /maximum allowed number of nodes/.test(error.message)) return { refused: 'TOO_MANY_NODES' };
    return { invalidInput: error instanceof Error ? error.message : String(error) };
  }
}

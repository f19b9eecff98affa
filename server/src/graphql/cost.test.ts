import 'reflect-metadata';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  getIntrospectionQuery, getNullableType, isEnumType, isInputObjectType, isListType, isNonNullType, Kind, parse, print, typeFromAST, validate, visit,
  type ASTNode, type DocumentNode, type FragmentDefinitionNode, type GraphQLInputType, type OperationDefinitionNode,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { VISITOR_MAX_OPERATION_COST } from '../../../common/api-budget.js';
import { resolvers } from '../composition.js';
import { buildAppSchema } from './build-schema.js';
import { DEFAULT_LIST_SIZE, operationCost } from './cost.js';
import { armor } from './protection.js';

const root = path.resolve(import.meta.dirname, '../../..');
let schema: Awaited<ReturnType<typeof buildAppSchema>>;
beforeAll(async () => {
  schema = await buildAppSchema(resolvers);
});

const costOf = (query: string, variables: Record<string, unknown> = {}) => {
  const outcome = operationCost(schema, parse(query), variables);
  if (!('cost' in outcome)) throw new Error(`pas de coût : ${JSON.stringify(outcome)}`);
  return outcome.cost;
};

/** A value of the type, as small as it can be: the cost only reads list sizes, never these values. */
function sample(type: GraphQLInputType): unknown {
  const t = getNullableType(type);
  if (isListType(t)) return [];
  if (isEnumType(t)) return t.getValues()[0].value;
  if (isInputObjectType(t)) {
    return Object.fromEntries(Object.values(t.getFields()).filter((f) => isNonNullType(f.type)).map((f) => [f.name, sample(f.type)]));
  }
  return ({ Int: 1, Float: 1, Boolean: false } as Record<string, unknown>)[t.name] ?? 'x';
}

function sampleVariables(document: DocumentNode): Record<string, unknown> {
  const op = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  return Object.fromEntries((op.variableDefinitions ?? []).map((v) => [v.variable.name.value, sample(typeFromAST(schema, v.type as never) as GraphQLInputType)]));
}

/** Every operation the client sends, from its .graphql documents, with every fragment of the client's (as codegen appends them). */
function clientOperations(): { name: string; document: DocumentNode }[] {
  const features = path.join(root, 'client/src/features');
  const shared = path.join(root, 'client/src/graphql');
  const files = [
    ...readdirSync(shared).filter((n) => n.endsWith('.graphql')).map((n) => path.join(shared, n)),
    ...readdirSync(features).flatMap((f) => {
      const dir = path.join(features, f, 'graphql');
      try {
        return readdirSync(dir).filter((n) => n.endsWith('.graphql')).map((n) => path.join(dir, n));
      } catch {
        return [];
      }
    }),
  ];
  const documents = files.map((file) => parse(readFileSync(file, 'utf8')));
  const fragments = new Map(documents.flatMap((d) => d.definitions.filter((def): def is FragmentDefinitionNode => def.kind === Kind.FRAGMENT_DEFINITION)).map((f) => [f.name.value, f]));
  const spreads = (node: ASTNode) => {
    const names: string[] = [];
    visit(node, { FragmentSpread: (spread) => void names.push(spread.name.value) });
    return names;
  };
  /** The operation and the fragments it spreads, directly or through another (unused ones would be a validation error). */
  const withFragments = (op: OperationDefinitionNode): DocumentNode => {
    const needed = new Set<string>();
    const queue = spreads(op);
    while (queue.length) {
      const name = queue.pop()!;
      if (needed.has(name) || !fragments.has(name)) continue;
      needed.add(name);
      queue.push(...spreads(fragments.get(name)!));
    }
    return { kind: Kind.DOCUMENT, definitions: [op, ...[...needed].map((n) => fragments.get(n)!)] };
  };
  return documents.flatMap((document) => document.definitions
    .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
    .map((op) => ({ name: op.name!.value, document: withFragments(op) })));
}

describe('operation cost', () => {
  it('lets every operation of the client through, with room to spare', () => {
    const operations = clientOperations();
    expect(operations.length).toBeGreaterThan(10);
    for (const { name, document } of operations) {
      const outcome = operationCost(schema, document, sampleVariables(document));
      const cost = 'cost' in outcome ? outcome.cost : Infinity;
      expect(cost, name).toBeLessThanOrEqual(VISITOR_MAX_OPERATION_COST / 2);
    }
  });

  it('lets every operation of the client through the depth, alias and directive limits (the shared fragments included)', () => {
    const operations = clientOperations();
    const rules = armor(true).validationRules;
    expect(operations.some(({ document }) => print(document).includes('...UserErrorFields'))).toBe(true);
    for (const { name, document } of operations) expect(validate(schema, document, rules).map((e) => e.message), name).toEqual([]);
  });

  it('multiplies a list by its size: the limit argument, a search page, or the default', () => {
    const near = (limit: number) => costOf(`{ restaurantsNear(lat: 47.47, lng: -0.55, limit: ${limit}) { name idUrl } }`);
    expect(near(100) - near(50)).toBe(50 * 2);
    // A limit outside 1…100 is refused by the resolver; the cost counts the most it could be.
    expect(near(1_000_000)).toBe(near(100));
    expect(near(-5)).toBe(near(1));
    const photos = costOf('{ restaurant(idUrl: "abcdefgh") { ... on Restaurant { photos { url } } } }');
    const noPhotos = costOf('{ restaurant(idUrl: "abcdefgh") { ... on Restaurant { name } } }');
    expect(photos - noPhotos).toBe(1 + DEFAULT_LIST_SIZE - 1);
  });

  it('charges a search for its database work even when only its total is asked', () => {
    const one = costOf('{ searchRestaurants(input: {}) { ... on SearchResult { total } } }');
    expect(one).toBeGreaterThan(1_000);
    const aliases = Array.from({ length: 8 }, (_, i) => `s${i}: searchRestaurants(input: {}) { ... on SearchResult { total } }`).join(' ');
    expect(costOf(`{ ${aliases} }`)).toBeGreaterThan(VISITOR_MAX_OPERATION_COST);
  });

  it('charges the map’s pins for the search behind them and their rows (issue 25): three at most in one operation', () => {
    const pins = (n: number) =>
      costOf(`{ ${Array.from({ length: n }, (_, i) => `p${i}: mapPins(input: {}) { ... on MapPins { total pins { idUrl name path lat lng rating reviewCount averagePrice type cityName } } }`).join(' ')} }`);
    expect(pins(1)).toBeGreaterThan(costOf('{ searchRestaurants(input: {}) { ... on SearchResult { total } } }'));
    expect(pins(3)).toBeLessThanOrEqual(VISITOR_MAX_OPERATION_COST);
    expect(pins(4)).toBeGreaterThan(VISITOR_MAX_OPERATION_COST);
  });

  it('charges introspection for the fields it selects, its lists not multiplied: the explorer’s documentation fits a visitor’s budget', () => {
    const introspection = costOf(getIntrospectionQuery({ inputValueDeprecation: true, schemaDescription: true }));
    expect(introspection).toBeGreaterThan(20);
    expect(introspection).toBeLessThan(500);
    expect(introspection).toBeLessThan(VISITOR_MAX_OPERATION_COST);
    expect(costOf('{ __type(name: "Restaurant") { fields { name type { name } } } }')).toBe(5);
  });

  it('reads list sizes from variables too', () => {
    const query = 'query Q($n: Int!) { restaurantsNear(lat: 47.47, lng: -0.55, limit: $n) { name } }';
    expect(costOf(query, { n: 100 })).toBeGreaterThan(costOf(query, { n: 10 }));
  });

  it('has no cost for an operation whose arguments cannot be read, rather than a cost of 0 (issue 24)', () => {
    const query = 'query Q($l: Int = 100) { a: restaurantsNear(lat: 47.47, lng: -0.55, limit: 100) { name } b: restaurantsNear(lat: 47.47, lng: -0.55, limit: $l) { name } }';
    expect(operationCost(schema, parse(query), { l: null })).toEqual({ invalidInput: expect.stringMatching(/^Argument "limit" of non-null type "Int!" must not be null/) });
    expect(operationCost(schema, parse(query), {})).toHaveProperty('cost');
    expect(operationCost(schema, parse('query Q($n: Int!) { restaurantsNear(lat: 47.47, lng: -0.55, limit: $n) { name } }'), {})).toHaveProperty('invalidInput');
  });

  it('refuses to walk documents with too many fields rather than spending time on them', () => {
    const fragments = Array.from({ length: 12 }, (_, i) => `fragment F${i} on RestaurantCard { ...F${i + 1} ...F${i + 1} }`).join('\n');
    const doc = `{ restaurantsNear(lat: 47.47, lng: -0.55) { ...F0 } }\n${fragments}\nfragment F12 on RestaurantCard { name }`;
    expect(operationCost(schema, parse(doc), {})).toEqual({ refused: 'TOO_MANY_NODES' });
  });
});

import 'reflect-metadata';
import { parse, validate, type GraphQLSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { pointsForCost, VISITOR_MAX_OPERATION_COST } from '../../../common/api-budget.js';
import { API_EXAMPLES, documentedCost } from '../../../common/api-examples.js';
import { resolvers } from '../composition.js';
import { buildAppSchema } from './build-schema.js';
import { operationCost } from './cost.js';

// The developer portal's worked examples (common/api-examples.ts): the costs it shows are the cost function's.
let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildAppSchema(resolvers);
});

describe('the developer portal’s examples', () => {
  for (const example of API_EXAMPLES) {
    it(`${example.operationName}: valid, and its documented cost is the computed one`, () => {
      const document = parse(example.query);
      expect(validate(schema, document)).toEqual([]);
      const outcome = operationCost(schema, document, example.variables, example.operationName);
      expect(outcome).toEqual({ cost: documentedCost(example) });
      expect(documentedCost(example)).toBeLessThanOrEqual(VISITOR_MAX_OPERATION_COST);
    });
  }

  it('the points of the search example: 1 per request plus 1 per 1,000 of cost', () => {
    expect(pointsForCost(documentedCost(API_EXAMPLES[0]))).toBe(2);
    expect(pointsForCost(documentedCost(API_EXAMPLES[1]))).toBe(1);
  });
});

import { getIntrospectionQuery, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { introspectionNestsLists } from './protection.js';

describe('introspection that would multiply itself is told apart from the standard query', () => {
  it('accepts the standard introspection queries and plain ones', () => {
    expect(introspectionNestsLists(parse(getIntrospectionQuery()))).toBe(false);
    expect(introspectionNestsLists(parse(getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true })))).toBe(false);
    expect(introspectionNestsLists(parse('{ __type(name: "Restaurant") { fields { name type { kind name ofType { name } } } } }'))).toBe(false);
    expect(introspectionNestsLists(parse('{ searchRestaurants(input: {}) { __typename } }'))).toBe(false);
  });

  it('refuses a type list selected under a type reached from another type, directly or through fragments', () => {
    expect(introspectionNestsLists(parse('{ __schema { types { fields { type { fields { name } } } } } }'))).toBe(true);
    expect(introspectionNestsLists(parse('{ __schema { types { interfaces { possibleTypes { name } } } } }'))).toBe(true);
    expect(introspectionNestsLists(parse('{ __type(name: "Query") { fields { args { type { ofType { enumValues { name } } } } } } }'))).toBe(true);
    expect(introspectionNestsLists(parse('query { __schema { types { ...A } } } fragment A on __Type { fields { type { ...B } } } fragment B on __Type { ... on __Type { inputFields { name } } }'))).toBe(true);
  });
});

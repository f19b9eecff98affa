import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiReference, portalData } from './api-reference';

const root = path.resolve(import.meta.dirname, '../..');

describe('the developer portal’s reference, made from the schema', () => {
  const data = portalData(root);
  const { reference } = data;
  const type = (name: string) => reference.types.find((t) => t.name === name);

  it('lists the public queries and the types they reach, with their fields and arguments', () => {
    const search = reference.queries.find((q) => q.name === 'searchRestaurants');
    expect(search).toMatchObject({ type: 'SearchRestaurantsResult!', args: [{ name: 'input', type: 'SearchInput!' }] });
    expect(type('SearchRestaurantsResult')).toMatchObject({ kind: 'union', possibleTypes: ['InvalidInputError', 'NotFoundError', 'SearchResult'] });
    expect(type('RestaurantCard')?.fields.map((f) => f.name)).toEqual(expect.arrayContaining(['name', 'path', 'rating', 'schedule']));
    expect(type('SearchInput')).toMatchObject({ kind: 'input' });
    expect(type('ErrorCode')?.values.map((v) => v.name)).toEqual(expect.arrayContaining(['NOT_FOUND', 'RATE_LIMITED']));
    expect(type('UserError')?.possibleTypes).toEqual(expect.arrayContaining(['InvalidInputError', 'NotFoundError']));
    expect(reference.queries.find((q) => q.name === 'restaurantsNear')?.args.find((a) => a.name === 'limit')?.defaultValue).toBe('30');
  });

  it('leaves out what needs a session: admin and account fields, and the types only they reach', () => {
    const names = reference.queries.map((q) => q.name);
    expect(names).not.toContain('directoryFigures');
    expect(names).not.toContain('me');
    expect(names).not.toContain('myData');
    expect(type('DirectoryFigures')).toBeUndefined();
    expect(type('Account')).toBeUndefined();
    expect(type('String')).toBeUndefined();
  });

  it('carries the changelog newest first, and the release day', () => {
    const file = JSON.parse(readFileSync(path.join(root, 'schema/CHANGELOG.json'), 'utf8')) as unknown[];
    expect(data.changelog).toEqual([...file].reverse());
    expect(data.releasedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses a public field the schema does not have', () => {
    expect(() => apiReference('type Query { a: Int }', ['b'])).toThrow(/Query\.b/);
  });
});

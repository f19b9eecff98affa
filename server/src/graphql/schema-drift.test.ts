import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolvers } from '../composition.js';
import { buildAppSchema } from './build-schema.js';
import { printSchemaWithDirectives } from './print-schema.js';
import { printPublicFields } from './public-fields.js';

const root = path.resolve(import.meta.dirname, '../../..');

describe('schema/schema.graphql', () => {
  it('matches the type-graphql classes (run npm run schema:emit after changing them)', async () => {
    const committed = readFileSync(path.join(root, 'schema/schema.graphql'), 'utf8');
    expect(printSchemaWithDirectives(await buildAppSchema(resolvers))).toBe(committed);
  });

  it('schema/public-fields.json lists the root fields open without a session (npm run schema:emit)', async () => {
    const committed = readFileSync(path.join(root, 'schema/public-fields.json'), 'utf8');
    expect(printPublicFields(await buildAppSchema(resolvers))).toBe(committed);
  });
});

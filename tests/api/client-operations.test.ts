import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, specifiedRules, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '../../client/src/graphql/__generated__/graphql.js';
import { armor } from '../../server/src/graphql/protection.js';

const root = path.resolve(import.meta.dirname, '../..');
const schema = buildSchema(readFileSync(path.join(root, 'schema/schema.graphql'), 'utf8'));
const documents = Object.entries(generated).filter((e): e is [string, DocumentNode] => e[0].endsWith('Document') && (e[1] as DocumentNode)?.kind === 'Document');

describe('every operation the client sends', () => {
  it('exists', () => expect(documents.length).toBeGreaterThan(40));

  // A document the server refuses (too deep, unknown field…) only shows when a person uses that screen: checked here
  // against the committed schema with the server's own validation rules (graphql-armor's depth, aliases, directives).
  it.each(documents)('%s passes the server’s validation', (_name, document) => {
    const errors = validate(schema, document, [...specifiedRules, ...armor(true).validationRules]);
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});

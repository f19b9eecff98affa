import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_OPERATIONS } from '../../common/graphql/__generated__/operations.js';
import { hashPassword } from '../../server/src/auth/passwords.js';
import { PROTECTION_MESSAGES } from '../../server/src/graphql/protection.js';
import { sha256Hex } from '../../server/src/graphql/trusted-documents.js';
import { insertAccount } from '../factories/accounts.js';
import { AccountClient, PASSWORD } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';

// Issue 29, docs/adr/0048: the first-party client's operations are registered by SHA-256 at start; in production a
// caller without a key may only run them (by hash, or by their exact text), an admin signed in may run any document.

let t: TestServer;
let admin: AccountClient;
const CITIES = CLIENT_OPERATIONS.CitySuggestions;
const byHash = (hash: unknown, variables: Record<string, unknown> = { text: 'ang' }) => ({ operationName: 'CitySuggestions', variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });

async function post(body: unknown, token?: string) {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data?: Record<string, unknown>; errors?: { message: string; extensions?: { code?: string } }[] } };
}

beforeAll(async () => {
  t = await startTestServer();
  await insertAccount(t.db, { email: 'admin-documents@mijote.test', role: 'admin', firstName: 'Ada', passwordHash: await hashPassword(PASSWORD) });
  // Signed in before the rule is turned on: the test's own sign-in documents are not the client's.
  admin = new AccountClient(t);
  expect((await admin.logInAdmin('admin-documents@mijote.test')).accessToken).toBeTruthy();
  t.config.graphqlTrustedDocuments = true;
}, 120_000);
afterAll(() => t?.close());

describe('trusted documents', () => {
  it('registers every operation of this release in PostgreSQL at start, under the SHA-256 of its text', async () => {
    const rows: { hash: string; body: string }[] = await t.db.query(`SELECT hash, body FROM trusted_document`);
    const expected = Object.values(CLIENT_OPERATIONS);
    expect(rows).toHaveLength(expected.length);
    for (const row of rows) expect(sha256Hex(row.body)).toBe(row.hash);
    expect(new Set(rows.map((r) => r.body))).toEqual(new Set(expected));
  });

  it('runs a registered document sent by its hash alone', async () => {
    const res = await post(byHash(sha256Hex(CITIES)));
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toHaveProperty('citySuggestions');
  });

  it('answers an unknown or malformed hash with PERSISTED_QUERY_NOT_FOUND, in French, so the client sends the text', async () => {
    for (const hash of [sha256Hex('query Inconnue { __typename }'), 'pas-une-empreinte', 'A'.repeat(64)]) {
      const res = await post(byHash(hash));
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]).toEqual({ message: PROTECTION_MESSAGES.unknownDocument, extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } });
    }
  });

  it('runs a registered document sent as its exact text, hash extension or not', async () => {
    expect((await post({ query: CITIES, variables: { text: 'ang' } })).body.data).toHaveProperty('citySuggestions');
    expect((await post({ query: CITIES, variables: { text: 'ang' }, extensions: { persistedQuery: { version: 1, sha256Hash: sha256Hex(CITIES) } } })).body.data).toHaveProperty('citySuggestions');
  });

  it('refuses any other document from a caller without a key, before parsing it, in French', async () => {
    for (const query of ['{ __typename }', CITIES.replace('citySuggestions', 'citySuggestions ') , '{ __schema { types { name } } }', 'query {']) {
      const res = await post({ query, variables: { text: 'ang' } });
      expect(res.status, query).toBe(400);
      expect(res.body.errors?.[0]).toEqual({ message: PROTECTION_MESSAGES.trustedOnly, extensions: { code: 'TRUSTED_DOCUMENT_REQUIRED' } });
    }
  });

  it('lets an admin signed in run a document of their own (the explorer)', async () => {
    const res = await post({ query: '{ __typename }' }, admin.token!);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ __typename: 'Query' });
  });

  it('lets a partner with a valid key run a document of their own', async () => {
    const created = await post({
      query: 'mutation ($input: PartnerKeyInput!) { createPartnerKey(input: $input) { ... on PartnerKeyIssued { secret } } }',
      variables: { input: { name: 'Partenaire de test', ownerEmail: 'partenaire@exemple.fr', tier: 'partenaire', origins: '' } },
    }, admin.token!);
    const key = (created.body.data!.createPartnerKey as { secret: string }).secret;
    const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: JSON.stringify({ query: '{ __typename }' }) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ data: { __typename: 'Query' } });
  });

  it('knows a document another instance registered (a newer release during a rolling deploy)', async () => {
    const newer = 'query CitySuggestions($text: String!) {\n  citySuggestions(text: $text) {\n    __typename\n  }\n}';
    // write under test: what a newer instance's start does
    await t.db.query(`INSERT INTO trusted_document (hash, body) VALUES ($1, $2)`, [sha256Hex(newer), newer]);
    const res = await post(byHash(sha256Hex(newer)));
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveProperty('citySuggestions');
    expect((await post({ query: newer, variables: { text: 'ang' } })).status).toBe(200);
  });

  it('accepts any document when the rule is off (development, tests)', async () => {
    t.config.graphqlTrustedDocuments = false;
    try {
      expect((await post({ query: '{ __typename }' })).body.data).toEqual({ __typename: 'Query' });
    } finally {
      t.config.graphqlTrustedDocuments = true;
    }
  });
});

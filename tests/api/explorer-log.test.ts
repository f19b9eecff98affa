import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_OPERATIONS } from '../../common/graphql/__generated__/operations.js';
import { SEARCH_EXAMPLE } from '../../common/api-examples.js';
import { hashPassword } from '../../server/src/auth/passwords.js';
import { sha256Hex } from '../../server/src/graphql/trusted-documents.js';
import { insertAccount } from '../factories/accounts.js';
import { AccountClient, PASSWORD } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';

// Issue 29, docs/adr/0053: an admin's own document (the explorer) that reads personal data is written in the moderation
// log, with the operation's name and the fields read; the site's registered documents and harmless reads are not.

let t: TestServer;
let admin: AccountClient;
let adminId: number;

async function post(body: unknown) {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token!}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] } };
}

const explorerEntries = (): Promise<{ actor_id: number; target_kind: string; target_label: string; reason: string }[]> =>
  t.db.query(`SELECT actor_id, target_kind, target_label, reason FROM moderation_log WHERE action = 'personal_data_read' ORDER BY id`);

beforeAll(async () => {
  t = await startTestServer();
  adminId = await insertAccount(t.db, { email: 'admin-explorer@mijote.test', role: 'admin', firstName: 'Ada', passwordHash: await hashPassword(PASSWORD) });
  admin = new AccountClient(t);
  expect((await admin.logInAdmin('admin-explorer@mijote.test')).accessToken).toBeTruthy();
  t.config.graphqlTrustedDocuments = true;
}, 120_000);
afterAll(() => t?.close());

describe('the explorer’s audit of personal data', () => {
  it('logs an admin’s own query reading account e-mails once, naming the operation and the fields', async () => {
    const res = await post({
      operationName: 'Courriels',
      query: 'query Courriels { directoryAccounts(input: {}) { ... on AccountsPage { total items { id email name role } } } }',
    });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toHaveProperty('directoryAccounts.items');
    const entries = await explorerEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor_id: adminId, target_kind: 'operation', target_label: 'Courriels' });
    expect(entries[0].reason).toBe('Champs lus : AdminAccount.email, AdminAccount.name');
  });

  it('finds personal fields in fragments and names an anonymous operation', async () => {
    const before = (await explorerEntries()).length;
    const res = await post({ query: '{ directoryAccounts(input: {}) { ...P } } fragment P on AccountsPage { items { email } }' });
    expect(res.body.errors).toBeUndefined();
    const entries = await explorerEntries();
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({ target_label: 'opération sans nom', reason: 'Champs lus : AdminAccount.email' });
  });

  it('writes nothing for the site’s own registered document, by hash or by text', async () => {
    const before = (await explorerEntries()).length;
    const variables = { input: { page: 1, search: '' } };
    const byHash = await post({ operationName: 'DirectoryAccounts', variables, extensions: { persistedQuery: { version: 1, sha256Hash: sha256Hex(CLIENT_OPERATIONS.DirectoryAccounts) } } });
    expect(byHash.body.errors).toBeUndefined();
    const byText = await post({ operationName: 'DirectoryAccounts', variables, query: CLIENT_OPERATIONS.DirectoryAccounts });
    expect(byText.body.errors).toBeUndefined();
    expect(await explorerEntries()).toHaveLength(before);
  });

  it('writes nothing for an own query that reads no personal data (the portal’s search example)', async () => {
    const before = (await explorerEntries()).length;
    const res = await post({ operationName: SEARCH_EXAMPLE.operationName, query: SEARCH_EXAMPLE.query, variables: SEARCH_EXAMPLE.variables });
    expect(res.body.errors).toBeUndefined();
    expect(await explorerEntries()).toHaveLength(before);
  });

  it('shows the entry in the moderation log, in French', async () => {
    const res = await post({ query: CLIENT_OPERATIONS.ModerationLog, operationName: 'ModerationLog', variables: {} });
    expect(JSON.stringify(res.body)).toContain('Données personnelles lues dans l’explorateur');
  });
});

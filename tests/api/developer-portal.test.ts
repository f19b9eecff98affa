import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsForCost } from '../../common/api-budget.js';
import { API_EXAMPLES, curlSnippet, documentedCost, fetchSnippet, pythonSnippet, SEARCH_EXAMPLE, type ApiExample } from '../../common/api-examples.js';
import { DEVELOPERS_PATH, DEVELOPERS_REFERENCE_PATH, DEVELOPERS_WEBHOOKS_PATH, NOT_CRAWLED_PREFIXES } from '../../common/page-addresses.js';
import { DESCRIPTION_MAX_LENGTH } from '../../common/page-meta.js';
import { DEVELOPER_PAGES, staticPageMeta } from '../../common/static-pages.js';
import { pageOf } from '../../server/src/modules/seo/page-shell.js';
import { REQUEST_ERROR_CODES } from '../../common/api-errors.js';
import { insertRestaurants, restaurantRecord } from '../factories/restaurants.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../server/src/data/seed/demo-accounts.js';
import { AccountClient } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';

// Issue 29, the developer portal (/developpeurs): the curl, JavaScript and Python snippets it shows are run here as
// they are written, against a real server; the answers have the documented shape and the documented cost.

const run = promisify(execFile);
let t: TestServer;
let endpoint: string;
let apiKey = '';
/** The snippets read the key from the environment, as the portal tells partners to keep it. */
const withKey = () => ({ env: { ...process.env, MIJOTE_API_KEY: apiKey } });

beforeAll(async () => {
  t = await startTestServer();
  endpoint = `${t.url}/graphql`;
  await insertRestaurants(t.db, [
    restaurantRecord({ externalId: 'dev-a', name: 'Le Petit Angevin' }),
    restaurantRecord({ externalId: 'dev-b', name: 'La Table du Port' }),
  ], t.config.mediaDir);
  await seedDemoAccounts(t.db, () => {});
  const admin = new AccountClient(t);
  expect(await admin.logInAdmin(DEMO_ACCOUNTS[2].email)).toMatchObject({ __typename: 'SecondFactorSession' });
  const created = await admin.gql<{ createPartnerKey: { secret: string } }>(
    'mutation ($input: PartnerKeyInput!) { createPartnerKey(input: $input) { ... on PartnerKeyIssued { secret } } }',
    { input: { name: 'Portail de test', ownerEmail: 'portail@exemple.fr', tier: 'partenaire', origins: '' } });
  apiKey = created.data.createPartnerKey.secret;
  expect(apiKey).toBeTruthy();
}, 120_000);
afterAll(() => t?.close());

interface Answer { data?: Record<string, Record<string, unknown>>; errors?: unknown[]; extensions?: { cost?: { requestedQueryCost: number; pointsSpent: number } } }

/** The documented shape of each example's answer, and its documented cost. */
function expectDocumented(example: ApiExample, answer: Answer) {
  expect(answer.errors).toBeUndefined();
  expect(answer.extensions?.cost).toMatchObject({ requestedQueryCost: documentedCost(example), pointsSpent: pointsForCost(documentedCost(example)) });
  if (example === SEARCH_EXAMPLE) {
    const result = answer.data!.searchRestaurants;
    expect(result).toMatchObject({ __typename: 'SearchResult', total: 2, page: 1, pageCount: 1 });
    const items = result.items as { name: string; path: string; rating: number }[];
    expect(items.map((i) => i.name).sort()).toEqual(['La Table du Port', 'Le Petit Angevin']);
    expect(items[0]).toEqual({ name: expect.any(String), path: expect.stringMatching(/^\/restaurant\/angers\//), rating: expect.any(Number) });
  } else {
    expect(Object.keys(answer.data!.rateLimit).sort()).toEqual(['cost', 'limit', 'maxOperationCost', 'pointsSpent', 'remaining', 'resetInSeconds']);
    expect(answer.data!.rateLimit.cost).toBe(documentedCost(example));
  }
}

const pythonWithRequests = spawnSync('python3', ['-c', 'import requests'], { stdio: 'ignore' }).status === 0;

describe('the developer portal’s examples, run as shown', () => {
  // As in production: without a key only the site's own documents run (docs/adr/0048); the examples send the key.
  beforeAll(() => {
    t.config.graphqlTrustedDocuments = true;
  });
  afterAll(() => {
    t.config.graphqlTrustedDocuments = false;
  });

  it('without the key, the same request is refused as the portal says: TRUSTED_DOCUMENT_REQUIRED', async () => {
    const { stdout } = await run('sh', ['-c', curlSnippet(SEARCH_EXAMPLE, endpoint)], { env: { ...process.env, MIJOTE_API_KEY: '' } });
    const answer = JSON.parse(stdout) as { errors: { extensions: { code: string } }[] };
    expect(answer.errors[0].extensions.code).toBe('TRUSTED_DOCUMENT_REQUIRED');
    expect(REQUEST_ERROR_CODES.find((e) => e.code === 'TRUSTED_DOCUMENT_REQUIRED')?.status).toBe('400');
  });

  for (const example of API_EXAMPLES) {
    it(`${example.operationName}: the curl command`, async () => {
      const { stdout } = await run('sh', ['-c', curlSnippet(example, endpoint)], withKey());
      expectDocumented(example, JSON.parse(stdout) as Answer);
    });

    it(`${example.operationName}: the JavaScript fetch code`, async () => {
      const { stdout } = await run(process.execPath, ['--input-type=module', '-e', fetchSnippet(example, endpoint)], withKey());
      expectDocumented(example, JSON.parse(stdout) as Answer);
    });

    it.skipIf(!pythonWithRequests)(`${example.operationName}: the Python requests code`, async () => {
      const { stdout } = await run('python3', ['-c', pythonSnippet(example, endpoint)], withKey());
      expectDocumented(example, JSON.parse(stdout) as Answer);
    });
  }
});

describe('what the portal says of errors', () => {
  const statusOf = (code: string) => REQUEST_ERROR_CODES.find((e) => e.code === code)?.status;
  const post = async (query: string) => {
    const res = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    return { status: String(res.status), body: (await res.json()) as { errors: { message: string; extensions: { code: string } }[] } };
  };

  it('an unreadable document: GRAPHQL_PARSE_FAILED with the documented status and a French message', async () => {
    const r = await post('{ searchRestaurants(');
    expect(r.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(r.status).toBe(statusOf('GRAPHQL_PARSE_FAILED'));
    expect(r.body.errors[0].message).toMatch(/^Requête GraphQL illisible/);
  });

  it('a field the schema does not have: GRAPHQL_VALIDATION_FAILED with the documented status', async () => {
    const r = await post('{ rateLimit { nope } }');
    expect(r.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(r.status).toBe(statusOf('GRAPHQL_VALIDATION_FAILED'));
  });

  it('a required variable left out: BAD_USER_INPUT with the documented status', async () => {
    const r = await post('query Recherche($input: SearchInput!) { searchRestaurants(input: $input) { __typename } }');
    expect(r.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(r.status).toBe(statusOf('BAD_USER_INPUT'));
  });

  it('an operation above the largest cost: COST_LIMIT with the documented status', async () => {
    const aliases = Array.from({ length: 8 }, (_, i) => `s${i}: searchRestaurants(input: { page: 1 }) { __typename }`).join(' ');
    const r = await post(`{ ${aliases} }`);
    expect(r.body.errors[0].extensions.code).toBe('COST_LIMIT');
    expect(r.status).toBe(statusOf('COST_LIMIT'));
  });
});

describe('the portal’s pages', () => {
  it('get their title and description in the HTML the server sends', () => {
    expect(pageOf(DEVELOPERS_PATH, new URLSearchParams())).toEqual({ kind: 'static', meta: staticPageMeta(DEVELOPER_PAGES.guide) });
    expect(pageOf(`${DEVELOPERS_REFERENCE_PATH}/`, new URLSearchParams())).toEqual({ kind: 'static', meta: staticPageMeta(DEVELOPER_PAGES.reference) });
    expect(pageOf(DEVELOPERS_WEBHOOKS_PATH, new URLSearchParams())).toEqual({ kind: 'static', meta: staticPageMeta(DEVELOPER_PAGES.webhooks) });
    for (const page of Object.values(DEVELOPER_PAGES)) expect(page.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
  });

  it('are pages of the site, listed in the sitemap', async () => {
    const sitemap = await (await fetch(`${t.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${t.config.publicUrl}${DEVELOPERS_PATH}</loc>`);
    expect(sitemap).toContain(`<loc>${t.config.publicUrl}${DEVELOPERS_REFERENCE_PATH}</loc>`);
    // The webhooks page holds no one's data (the key is pasted in it, never in its address): crawled like the explorer.
    expect(sitemap).toContain(`<loc>${t.config.publicUrl}${DEVELOPERS_WEBHOOKS_PATH}</loc>`);
    expect(NOT_CRAWLED_PREFIXES.some((prefix) => DEVELOPERS_WEBHOOKS_PATH.startsWith(prefix))).toBe(false);
  });
});

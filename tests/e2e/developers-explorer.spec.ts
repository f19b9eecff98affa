import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type APIRequestContext } from '@playwright/test';
import { documentedCost, SEARCH_EXAMPLE } from '../../common/api-examples.js';
import { adminSegment, hasDataDir } from './accounts-helpers.js';
import { shot } from './helpers.js';
import { logInToAdminArea } from './moderation-helpers.js';

// Issue 29, docs/adr/0053: the portal's explorer, on a phone and on a desktop — without a key it says one is needed;
// a key holder (a key created by the admin through GraphQL) pastes the key, loads the search example, runs it and reads
// the cost in French.

test.skip(!hasDataDir(), 'La clé est créée par l’administrateur de démonstration, dont l’application d’authentification est partagée par les specs.');

/** The demo admin signs in (area 1, in a window of their own) and creates a partner key through the admin GraphQL. */
async function partnerKeyFromAdmin(browser: Browser, request: APIRequestContext, baseURL: string): Promise<string> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await logInToAdminArea(page, adminSegment('admin-path'));
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    expect(token).toBeTruthy();
    const res = await request.post('/graphql', {
      headers: { authorization: `Bearer ${token!}`, 'content-type': 'application/json' },
      data: {
        query: 'mutation ($input: PartnerKeyInput!) { createPartnerKey(input: $input) { __typename ... on PartnerKeyIssued { secret } ... on UserError { code message } } }',
        variables: { input: { name: `Explorateur ${Date.now().toString(36)}`, ownerEmail: 'explorateur@partenaire.example', tier: 'partenaire', origins: '' } },
      },
    });
    const body = (await res.json()) as { data?: { createPartnerKey?: { secret?: string } }; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!.createPartnerKey!.secret!;
  } finally {
    await context.close();
  }
}

async function expectNoAxeViolation(page: import('@playwright/test').Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('sans clé, l’explorateur dit qu’une clé est nécessaire et mène au formulaire', async ({ page }, testInfo) => {
  await page.goto('/developpeurs');
  await page.getByRole('link', { name: 'explorateur' }).click();
  await expect(page).toHaveURL(/\/developpeurs\/explorateur$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explorateur de l’API GraphQL');
  await expect(page).toHaveTitle(/Explorateur/);
  const notice = page.getByRole('note').filter({ hasText: 'Une clé partenaire est nécessaire' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Demander une clé' })).toHaveAttribute('href', '/developpeurs/cle');
  await expect(page.getByRole('button', { name: 'Exécuter' })).toBeDisabled();
  await shot(page, testInfo, 'explorateur-sans-cle', true);
  await expectNoAxeViolation(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('avec sa clé, un partenaire charge l’exemple de recherche, le lance et lit son coût', async ({ page, browser, request, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const key = await partnerKeyFromAdmin(browser, request, baseURL!);
  expect(key).toMatch(/^mjk_/);

  await page.goto('/developpeurs/explorateur');
  await page.getByLabel('Clé partenaire').fill(key);
  await expect(page.getByRole('note').filter({ hasText: 'Une clé partenaire est nécessaire' })).toHaveCount(0);
  // Another example first, then the search: one click each loads the document and its variables.
  await page.getByRole('group', { name: 'Charger un exemple' }).getByRole('button', { name: 'Inscrire un webhook' }).click();
  await expect(page.getByLabel('Requête GraphQL')).toHaveValue(/registerWebhook/);
  await expect(page.getByLabel('Variables (JSON)')).toHaveValue(/restaurant\.unpublished/);
  await page.getByRole('group', { name: 'Charger un exemple' }).getByRole('button', { name: SEARCH_EXAMPLE.title }).click();
  await expect(page.getByLabel('Requête GraphQL')).toHaveValue(SEARCH_EXAMPLE.query);

  const sent = page.waitForRequest((r) => r.url().endsWith('/graphql') && r.method() === 'POST' && r.postData()?.includes('searchRestaurants') === true);
  await page.getByRole('button', { name: 'Exécuter' }).click();
  expect((await sent).headers()['x-api-key']).toBe(key);

  const cost = page.getByRole('definition').filter({ hasText: 'points' });
  const report = page.locator('dl[aria-label="Coût de la requête"]');
  await expect(report).toBeVisible();
  await expect(report).toContainText(`${documentedCost(SEARCH_EXAMPLE).toLocaleString('fr-FR')} points`);
  await expect(report).toContainText('Budget restant');
  await expect(cost.first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Réponse (HTTP 200)' })).toBeVisible();
  await expect(page.getByLabel('Réponse JSON')).toContainText('"__typename": "SearchResult"');
  await shot(page, testInfo, 'explorateur-recherche', true);
  await expectNoAxeViolation(page);

  // An error is shown with its code.
  await page.getByLabel('Requête GraphQL').fill('{ champInconnu }');
  await page.getByLabel('Variables (JSON)').fill('');
  await page.getByRole('button', { name: 'Exécuter' }).click();
  await expect(page.getByRole('list', { name: 'Erreurs' })).toContainText('GRAPHQL_VALIDATION_FAILED');
  await shot(page, testInfo, 'explorateur-erreur', true);
});

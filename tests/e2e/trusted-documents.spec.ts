import { expect, test, type Request } from '@playwright/test';
import { cards, shot } from './helpers.js';

// Issue 29, docs/adr/0048: the site sends its operations by the hash the server registered, never their text, and
// the server knows every one of them (no « unknown hash » round trip).

test('la recherche et la page d’un restaurant n’envoient que des empreintes de requêtes enregistrées', async ({ page }, testInfo) => {
  const sent: { body: Record<string, unknown>; status: Promise<number | null> }[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    sent.push({ body: request.postDataJSON() as Record<string, unknown>, status: request.response().then((r) => r?.status() ?? null) });
  });

  await page.goto('/');
  await page.getByRole('combobox', { name: 'Restaurant, cuisine ou plat' }).fill('pizza');
  await expect(page).toHaveURL(/[?&]q=pizza\b/);
  await expect(cards(page).first()).toBeVisible();
  // The card opens the page in a new tab: this tab goes there itself.
  await page.goto((await cards(page).first().locator('a.card__link').getAttribute('href'))!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shot(page, testInfo, 'trusted-documents-restaurant');

  expect(sent.length, 'des opérations GraphQL envoyées par le navigateur').toBeGreaterThan(0);
  for (const { body, status } of sent) {
    expect(body.query, `${String(body.operationName)} envoyée sans son texte`).toBeUndefined();
    expect((body.extensions as { persistedQuery?: { sha256Hash?: string } }).persistedQuery?.sha256Hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await status, `${String(body.operationName)} acceptée par son empreinte`).toBe(200);
  }
});

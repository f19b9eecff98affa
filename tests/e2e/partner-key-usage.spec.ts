import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { adminSegment, dataDir, hasDataDir } from './accounts-helpers.js';
import { dbQuery } from './api-helpers.js';
import { shot } from './helpers.js';
import { logInToAdminArea } from './moderation-helpers.js';

/**
 * A partner key's usage and webhook log in area 1 (issue 29, docs/adr/0052): a key made in area 1 runs searches and
 * an operation refused as too costly, registers a webhook to a loopback receiver, and a page taken off line in area 1
 * delivers it; the key's « Usage et webhooks » view then shows the charts, the operations and the delivery.
 */
test.skip(!hasDataDir(), 'Ce parcours lit la base et les segments d’administration du serveur lancé par global-setup.ts.');

const SEARCH = 'query Recherche { searchRestaurants(input: { page: 1 }) { ... on SearchResult { total } } }';
const COSTLY = `query TropCher { ${Array.from({ length: 10 }, (_, i) => `s${i}: searchRestaurants(input: { page: 1 }) { ... on SearchResult { items { name photos { url width height alt } } } }`).join(' ')} }`;
const REGISTER = `mutation EnregistrerWebhook($input: WebhookInput!) { registerWebhook(input: $input) { __typename } }`;

test('l’usage d’une clé (graphiques, opérations, refus) et le journal de ses webhooks dans l’espace 1', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const events: string[] = [];
  const receiver = createServer((req, res) => {
    req.on('data', () => {});
    req.on('end', () => {
      events.push(String(req.headers['x-mijote-event']));
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/recepteur`;
  const name = `Carte des halles ${testInfo.project.name} ${Date.now().toString(36)}`;
  try {
    await logInToAdminArea(page, adminSegment('admin-path'));
    await page.getByRole('link', { name: /Clés d’API partenaires/ }).click();
    const create = page.getByRole('form', { name: 'Créer une clé' });
    await create.getByLabel('Nom (organisation)').fill(name);
    await create.getByLabel('E-mail du titulaire').fill('carte@halles.example');
    await create.getByRole('button', { name: 'Créer la clé' }).click();
    const key = await page.getByTestId('issued-secret').inputValue();
    expect(key).toMatch(/^mjk_live_/);
    await page.getByRole('button', { name: 'J’ai copié la clé' }).click();

    const asKey = (query: string, variables: Record<string, unknown> = {}) =>
      request.post('/graphql', { data: { query, variables }, headers: { 'content-type': 'application/json', 'x-api-key': key } });
    for (let i = 0; i < 4; i++) expect((await asKey(SEARCH)).status()).toBe(200);
    expect((await asKey(COSTLY)).status()).toBe(400);
    expect(await (await asKey(REGISTER, { input: { url, events: ['restaurant.unpublished'] } })).json()).toMatchObject({ data: { registerWebhook: { __typename: 'WebhookRegistered' } } });

    // A page taken off line in area 1 (then put back) is delivered to the receiver.
    const [r] = await dbQuery<{ name: string; id_url: string }>(dataDir(),
      `SELECT r.name, trim(r.id_url) AS id_url FROM restaurant r JOIN city c ON c.id = r.city_id WHERE r.status = 'published' AND c.slug <> 'angers' AND r.name ~ '^[A-Za-z ]+$'
        ORDER BY r.review_count DESC, r.id LIMIT 1 OFFSET ${testInfo.project.name === 'phone' ? 1 : 0}`);
    await page.goto(`/a/${adminSegment('admin-path')}`);
    await page.getByRole('link', { name: /Restaurants et abonnements/ }).click();
    await page.getByLabel('Rechercher un restaurant, une commune ou l’e-mail d’un propriétaire').fill(r.name);
    // Demo names repeat (several « Le Zinc »): the restaurant is told by its address.
    await page.locator(`a[href$="/restaurants/${r.id_url}"]`).click();
    await page.getByLabel(/^Motif de la mise hors ligne/).fill('Contrôle des informations affichées.');
    await page.getByRole('button', { name: 'Mettre hors ligne' }).click();
    await expect(page.getByTestId('file-status')).toHaveText('Hors ligne');
    await expect.poll(() => events.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    expect(events[0]).toBe('restaurant.unpublished');
    await page.getByLabel(/^Motif de la remise en ligne/).fill('Informations vérifiées.');
    await page.getByRole('button', { name: 'Remettre en ligne' }).click();
    await expect(page.getByTestId('file-status')).toHaveText('En ligne');

    // Four searches, the refused operation and the registration. The usage is written by each instance every few
    // seconds: the view is opened again until it shows it.
    await page.goto(`/a/${adminSegment('admin-path')}`);
    await page.getByRole('link', { name: /Clés d’API partenaires/ }).click();
    const row = page.getByTestId('partner-keys-table').locator('tbody tr').filter({ hasText: name });
    const view = page.getByTestId('key-usage');
    await expect(async () => {
      if (await view.count()) await view.getByRole('button', { name: 'Fermer' }).click();
      await row.getByRole('button', { name: 'Usage et webhooks' }).click();
      await expect(page.getByTestId('key-usage-summary')).toContainText('6 requêtes', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(view.getByRole('heading', { name: `Usage de la clé « ${name} »` })).toBeFocused();
    await expect(page.getByTestId('key-usage-summary')).toContainText('1 refus');
    await expect(view.locator('figure.stat-chart')).toHaveCount(3);
    await expect(view.locator('figure.stat-chart').first().locator('rect')).toHaveCount(30);
    const operations = page.getByTestId('key-usage-operations');
    await expect(operations.locator('tbody tr').first()).toContainText('Recherche');
    await expect(operations.locator('tbody tr').first()).toContainText('4');
    await expect(operations.locator('tbody tr')).toHaveCount(3);
    // The refused operation: one request, no cost, one refusal.
    await expect(operations.locator('tbody tr').filter({ hasText: 'TropCher' }).locator('td')).toHaveText(['1', '0', '1']);
    await shot(page, testInfo, 'cle-usage', true);

    const log = page.getByTestId('key-webhook-log');
    await expect(log).toContainText(url);
    await expect(log).toContainText('restaurant.unpublished');
    const deliveries = log.getByRole('list', { name: 'Dernières livraisons' }).getByRole('listitem');
    await expect(deliveries).toHaveCount(1);
    await expect(deliveries.first()).toContainText('1 essai sur 8, dernier résultat : HTTP 200');
    await expect(deliveries.first()).toContainText('Livrée le');
    await log.scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'cle-webhooks');
  } finally {
    receiver.close();
  }
});

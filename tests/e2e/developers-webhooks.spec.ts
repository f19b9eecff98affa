import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PARTNER_KEY_MESSAGES } from '../../common/partner-key-rules.js';
import { WEBHOOK_MESSAGES } from '../../common/webhook-rules.js';
import { dataDir, hasDataDir } from './accounts-helpers.js';
import { dbQuery } from './api-helpers.js';
import { shot } from './helpers.js';
import { adminToken, asAdmin } from './moderation-helpers.js';

/**
 * The portal's webhooks page (/developpeurs/webhooks, issue 29), on a phone and on a desktop: a partner (its key made by
 * the admin through GraphQL, as in developers-explorer.spec.ts) pastes its key, registers a webhook to a loopback
 * receiver and copies its secret; a page taken off line and put back in area 1 sends two events, one the receiver
 * refuses and one it takes, and the log shows both; the partner then deletes the webhook.
 */
test.skip(!hasDataDir(), 'La clé est créée par l’administrateur de démonstration, dont l’application d’authentification est partagée par les specs.');

/** An instant of the log: « 29/11/2026 10:41:07 ». */
const LOG_TIME = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/;
const CREATE_KEY = 'mutation ($input: PartnerKeyInput!) { createPartnerKey(input: $input) { __typename ... on PartnerKeyIssued { secret } ... on UserError { code message } } }';
const SET_ONLINE = 'mutation ($input: RestaurantOnlineInput!) { setRestaurantOnline(input: $input) { __typename ... on UserError { code message } } }';

async function expectNoAxeViolation(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

let receiver: Server;
const received: string[] = [];

test.beforeAll(async () => {
  // The receiver refuses the take-off-line event (a 500: the delivery is retried) and takes the others.
  receiver = createServer((req, res) => {
    req.on('data', () => {});
    req.on('end', () => {
      const event = String(req.headers['x-mijote-event']);
      received.push(event);
      res.statusCode = event === 'restaurant.unpublished' ? 500 : 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});
test.afterAll(() => receiver?.close());

test('sans clé, la page des webhooks dit quoi faire et mène au formulaire ; une clé inconnue est refusée en français', async ({ page }, testInfo) => {
  await page.goto('/developpeurs');
  await page.locator('#webhooks').getByRole('link', { name: 'Vos webhooks' }).click();
  await expect(page).toHaveURL(/\/developpeurs\/webhooks$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vos webhooks et leur journal de livraisons');
  await expect(page).toHaveTitle(/Vos webhooks/);
  const note = page.getByRole('note').filter({ hasText: 'Collez votre clé' });
  await expect(note.getByRole('link', { name: 'Demander une clé' })).toHaveAttribute('href', '/developpeurs/cle');
  await expect(page.getByRole('button', { name: 'Afficher mes webhooks' })).toBeDisabled();
  await shot(page, testInfo, 'webhooks-sans-cle', true);
  await expectNoAxeViolation(page);
  await expectNoSidewaysScroll(page);

  await page.getByLabel('Clé partenaire').fill('mjk_live_cle_inventee_pour_le_test_000000000000');
  await page.getByRole('button', { name: 'Afficher mes webhooks' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(PARTNER_KEY_MESSAGES.unknownKey);
  await expect(alert.getByRole('link', { name: 'Demander une clé' })).toHaveAttribute('href', '/developpeurs/cle');
  await shot(page, testInfo, 'webhooks-cle-inconnue', true);
  await page.getByRole('button', { name: 'Oublier la clé' }).click();
  await expect(page.getByLabel('Clé partenaire')).toHaveValue('');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('avec sa clé, un partenaire inscrit un webhook, copie son secret, lit ses livraisons au journal puis le supprime', async ({ page, browser, request, baseURL }, testInfo) => {
  test.setTimeout(150_000);
  const phone = testInfo.project.name === 'phone';
  const token = await adminToken(browser, baseURL!);
  const issued = await asAdmin<{ createPartnerKey: { secret?: string } }>(request, token, CREATE_KEY, {
    input: { name: `Webhooks ${testInfo.project.name} ${Date.now().toString(36)}`, ownerEmail: 'webhooks@partenaire.example', tier: 'partenaire', origins: '' },
  });
  const key = issued.createPartnerKey.secret!;
  expect(key).toMatch(/^mjk_/);
  const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/mijote/${testInfo.project.name}`;

  // 1. The key, pasted: nothing yet.
  await page.goto('/developpeurs/webhooks');
  await page.getByLabel('Clé partenaire').fill(key);
  const first = page.waitForRequest((r) => r.url().endsWith('/graphql') && r.postData()?.includes('PortalWebhooks') === true);
  await page.getByRole('button', { name: 'Afficher mes webhooks' }).click();
  const headers = (await first).headers();
  expect(headers['x-api-key']).toBe(key);
  expect(headers.authorization).toBeUndefined();
  await expect(page.getByTestId('webhooks-status')).toHaveText('0 webhook et 0 livraison au journal.');
  await expect(page.getByText('Cette clé n’a aucun webhook')).toBeVisible();

  // 2. The form says what is missing, then registers the webhook; its secret is shown once.
  const form = page.getByRole('form', { name: 'Inscrire un webhook' });
  await form.getByRole('button', { name: 'Inscrire le webhook' }).click();
  await expect(form.getByText(WEBHOOK_MESSAGES.url)).toBeVisible();
  await expect(form.getByText(WEBHOOK_MESSAGES.events)).toBeVisible();
  await form.getByLabel('Adresse du point de réception (HTTPS)').fill(hook);
  await form.getByRole('checkbox', { name: /restaurant\.unpublished/ }).check();
  await form.getByRole('checkbox', { name: /restaurant\.published/ }).check();
  await shot(page, testInfo, 'webhooks-formulaire', true);
  await form.getByRole('button', { name: 'Inscrire le webhook' }).click();
  const secretBox = page.getByTestId('webhook-secret');
  await expect(secretBox.getByRole('heading', { name: 'Secret de signature' })).toBeFocused();
  await expect(secretBox).toContainText('il ne sera plus jamais affiché');
  await expect(secretBox.getByRole('textbox')).toHaveValue(/^whsec_[A-Za-z0-9_-]{20,}$/);
  await expect(page.getByTestId('webhooks-status')).toContainText(WEBHOOK_MESSAGES.created);
  await shot(page, testInfo, 'webhooks-secret', !phone);
  await secretBox.getByRole('button', { name: 'J’ai copié le secret' }).click();
  await expect(secretBox).toHaveCount(0);
  const item = page.getByRole('list', { name: 'Webhooks de la clé' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(hook);
  await expect(item).toContainText('Actif');
  await expect(item).toContainText('restaurant.published, restaurant.unpublished');
  await expect(item).toContainText('Livraisons abandonnées de suite : 0 sur 3');

  // 3. A published page taken off line in area 1, then put back: two events for this webhook.
  const [r] = await dbQuery<{ id_url: string }>(dataDir(),
    `SELECT trim(r.id_url) AS id_url FROM restaurant r WHERE r.status = 'published' ORDER BY r.review_count DESC, r.id LIMIT 1 OFFSET ${phone ? 3 : 2}`);
  const before = received.length;
  await asAdmin(request, token, SET_ONLINE, { input: { idUrl: r.id_url, online: false, reason: 'Contrôle des informations affichées.' } });
  await asAdmin(request, token, SET_ONLINE, { input: { idUrl: r.id_url, online: true, reason: 'Informations vérifiées.' } });
  await expect.poll(() => received.slice(before).sort(), { timeout: 15_000 }).toEqual(['restaurant.published', 'restaurant.unpublished']);

  // 4. The log: the refused delivery waits for its next attempt, the other is delivered.
  const log = page.getByRole('table', { name: 'Dernières livraisons, les plus récentes d’abord' });
  await expect(async () => {
    await page.getByRole('button', { name: 'Actualiser le journal' }).click();
    await expect(log.locator('tbody tr')).toHaveCount(2, { timeout: 2_000 });
    await expect(log.locator('tbody tr').filter({ hasText: 'restaurant.unpublished' })).toContainText('500', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('webhooks-status')).toContainText('1 webhook et 2 livraisons au journal.');
  const delivered = log.locator('tbody tr').filter({ hasText: 'restaurant.published' });
  await expect(delivered.locator('td').nth(2)).toHaveText(new RegExp(`^Livrée le ${LOG_TIME.source.slice(1, -1)}$`));
  await expect(delivered.locator('td').nth(3)).toContainText('200');
  await expect(delivered.locator('td').nth(4)).toContainText('1 sur 8');
  await expect(delivered.locator('td').nth(5)).toContainText('—');
  const failing = log.locator('tbody tr').filter({ hasText: 'restaurant.unpublished' });
  await expect(failing.locator('td').nth(2)).toContainText('En échec');
  await expect(failing.locator('td').nth(3)).toContainText('500');
  await expect(failing.locator('td').nth(4)).toContainText('1 sur 8');
  // The next attempt, in Paris time (the browser's zone is Europe/Paris too): « 29/11/2026 10:32:07 ».
  await expect(failing.locator('td').nth(5)).toHaveText(LOG_TIME);
  await expect(failing.locator('th')).toHaveText(LOG_TIME);
  await log.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'webhooks-journal', !phone);
  await expectNoAxeViolation(page);
  await expectNoSidewaysScroll(page);

  // 5. Deleted, after a confirmation: its log goes with it.
  await item.getByRole('button', { name: `Supprimer le webhook ${hook}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer ce webhook ?' });
  await expect(dialog).toContainText(hook);
  await shot(page, testInfo, 'webhooks-suppression');
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('webhooks-status')).toHaveText(`${WEBHOOK_MESSAGES.deleted} 0 webhook et 0 livraison au journal.`);
  await expect(page.getByText('Cette clé n’a aucun webhook')).toBeVisible();
  await expect(log).toHaveCount(0);

  // The key stays in this tab: the page opens on it again.
  await page.reload();
  await expect(page.getByTestId('webhooks-status')).toHaveText('0 webhook et 0 livraison au journal.');
});

import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { PARTNER_KEY_MESSAGES, PARTNER_KEY_PATTERN } from '../../common/partner-key-rules.js';
import { SEARCH_EXAMPLE } from '../../common/api-examples.js';
import { completeRestaurant } from '../factories/publication.js';
import { adminSegment, dataDir, hasDataDir, linkFor, uniqueEmail } from './accounts-helpers.js';
import { dbQuery } from './api-helpers.js';
import { shot } from './helpers.js';
import { logInToAdminArea, waitingRequest } from './moderation-helpers.js';
import { registerRestaurateur } from './registration-helpers.js';

/**
 * Issue 29's partner journey, end to end on the production build: a partner asks for a key on /developpeurs, an admin
 * approves it in area 1, the partner runs an example in the portal's explorer and sees its cost, registers a webhook
 * there; a restaurant published in area 2 then delivers a signed event to the partner's receiver (on loopback), which
 * checks the signature with its secret.
 */
test.skip(!hasDataDir(), 'Ce parcours lit la boîte d’envoi du serveur lancé par global-setup.ts.');

interface Delivery { headers: IncomingHttpHeaders; body: string }
let receiver: Server;
const deliveries: Delivery[] = [];

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      deliveries.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});
test.afterAll(() => receiver?.close());

/** What the partner's receiver checks: the HMAC-SHA256 of "<t>.<body>" with the webhook's secret, recent. */
function signedBy(d: Delivery, secret: string): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(d.headers['x-mijote-signature'] ?? ''));
  return !!match && Math.abs(Date.now() / 1000 - Number(match[1])) < 300 && createHmac('sha256', secret).update(`${match[1]}.${d.body}`).digest('hex') === match[2];
}

test('un partenaire obtient sa clé, essaie l’API dans l’explorateur, inscrit un webhook et reçoit la publication d’un restaurant, signée', async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const email = `partenaire-${stamp}@office-tourisme.example`;
  const organisation = `Office de tourisme ${stamp}`;

  // 1. The request, from the portal.
  await page.goto('/developpeurs');
  await page.getByRole('link', { name: 'formulaire de demande de clé' }).click();
  const form = page.getByRole('form', { name: 'Demander une clé d’API' });
  await form.getByLabel('Organisation ou nom').fill(organisation);
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByLabel(/^Usage prévu des données/).fill('Être prévenus des nouveaux restaurants publiés pour les ajouter à notre carte.');
  await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByRole('status').filter({ hasText: PARTNER_KEY_MESSAGES.requested })).toBeVisible();

  // 2. Approved in area 1.
  const adminContext = await browser.newContext({ baseURL, viewport: page.viewportSize()! });
  const admin = await adminContext.newPage();
  await logInToAdminArea(admin, adminSegment('admin-path'));
  await admin.getByRole('link', { name: /Clés d’API partenaires/ }).click();
  const item = admin.locator('li').filter({ has: admin.getByRole('heading', { name: organisation }) });
  await item.getByLabel('Niveau').selectOption('partenaire');
  await item.getByRole('button', { name: 'Accepter et envoyer le lien' }).click();
  await expect(admin.getByTestId('partner-keys-table').locator('tbody tr').filter({ hasText: organisation })).toBeVisible();

  // 3. The key, shown once by the e-mail's link.
  await page.goto(new URL(await linkFor(email, 'Votre clé d’API Mijote est prête')).pathname);
  await page.getByRole('button', { name: 'Afficher ma clé' }).click();
  const key = await page.getByTestId('partner-key-secret').inputValue();
  expect(key).toMatch(PARTNER_KEY_PATTERN);

  // 4. An example run in the explorer (GraphiQL), with its cost.
  await page.goto('/developpeurs/explorateur');
  await page.getByLabel('Clé partenaire').fill(key);
  const examples = page.getByRole('group', { name: 'Charger un exemple' });
  await examples.getByRole('button', { name: SEARCH_EXAMPLE.title }).click();
  await page.getByRole('button', { name: 'Exécuter' }).click();
  await expect(page.getByRole('heading', { name: 'Réponse (HTTP 200)' })).toBeVisible();
  await expect(page.locator('dl[aria-label="Coût de la requête"]')).toContainText('points');
  await shot(page, testInfo, 'partenaire-explorateur-cout', true);

  // 5. A webhook for the publications, to this test's receiver: the example's mutation, its variables typed over.
  await examples.getByRole('button', { name: 'Inscrire un webhook' }).click();
  const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/mijote/${stamp}`;
  await page.locator('.graphiql-editor-tool .CodeMirror').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(JSON.stringify({ input: { url: hook, events: ['restaurant.published'] } }));
  await page.getByRole('button', { name: 'Exécuter' }).click();
  await expect(page.getByRole('heading', { name: 'Réponse (HTTP 200)' })).toBeVisible();
  const answer = () => page.locator('section.result-window .CodeMirror').evaluate((el) => (el as HTMLElement & { CodeMirror: { getValue(): string } }).CodeMirror.getValue());
  await expect.poll(answer).toContain('"WebhookRegistered"');
  const secret = /"secret": "(whsec_[A-Za-z0-9_-]+)"/.exec(await answer())?.[1];
  expect(secret).toBeTruthy();
  await shot(page, testInfo, 'partenaire-webhook-inscrit', true);

  // 6. A restaurateur asks for publication; area 2 accepts it.
  const owner = await browser.newContext({ baseURL, viewport: page.viewportSize()! });
  const ownerPage = await owner.newPage();
  await registerRestaurateur(ownerPage, uniqueEmail(testInfo, 'webhook'));
  const name = (await ownerPage.locator('.dashboard__title').textContent())!;
  const idUrl = /_([A-Za-z0-9-]{8})_/.exec((await ownerPage.getByTestId('preview-link').getAttribute('href'))!)![1];
  await completeRestaurant({ query: (sql, params) => dbQuery(dataDir(), sql, params) }, idUrl, true);
  await ownerPage.goto('/restaurateur/publication');
  await ownerPage.getByRole('button', { name: 'Demander la publication' }).click();
  await expect(ownerPage.getByText('Votre demande de publication a bien été envoyée.')).toBeVisible();
  await owner.close();
  // The same admin session opens area 2.
  await admin.goto(`/a/${adminSegment('admin-moderation-path')}`);
  const request = waitingRequest(admin, name).filter({ has: admin.locator(`a[href*="_${idUrl}_"]`) });
  await request.getByRole('button', { name: 'Accepter la publication' }).click();
  await expect(admin.getByRole('status').filter({ hasText: `Publication acceptée : « ${name} » est en ligne` })).toBeVisible();
  await adminContext.close();

  // 7. The signed event, at the receiver.
  await expect.poll(() => deliveries.filter((d) => d.body.includes(idUrl)).length, { timeout: 15_000 }).toBe(1);
  const delivery = deliveries.find((d) => d.body.includes(idUrl))!;
  expect(delivery.headers['x-mijote-event']).toBe('restaurant.published');
  expect(JSON.parse(delivery.body)).toMatchObject({ type: 'restaurant.published', data: { idUrl } });
  expect(signedBy(delivery, secret!)).toBe(true);
  expect(signedBy({ ...delivery, body: delivery.body.replace(idUrl, 'xxxxxxxx') }, secret!)).toBe(false);
});

import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { DataSource } from 'typeorm';
import type * as ConfigModule from '../../server/src/config.js';
import type * as DataSourceModule from '../../server/src/db/data-source.js';
import type * as PasswordsModule from '../../server/src/auth/passwords.js';
import type { RequestContext } from '../../server/src/graphql/context.js';
import type * as BillingModule from '../../server/src/modules/billing/billing.service.js';
import { dataDir, DEMO_PASSWORD, hasDataDir, uniqueEmail } from './accounts-helpers.js';
import { databaseUrl, dbQuery } from './api-helpers.js';
import { baseURL } from './playwright.config.js';
import { shot } from './helpers.js';

test.skip(!hasDataDir(), 'Ces parcours lisent la base et la boîte d’envoi du serveur lancé par global-setup.ts.');

/**
 * The card check as the end of the registration makes it. Until the registration wizard posts /api/formulaire_hmac
 * (the registration module's route, which calls the same service), the spec asks billingService.startCardCheck for the
 * form with the e2e server's database and DATA_DIR (its APP_SECRET and sandbox keys), and the page submits it to the
 * sandbox as the wizard's payment step does.
 */
let db: DataSource | null = null;
/** The built server's modules (npm run build, as global-setup.ts needs): Playwright's own transform has no parameter decorators. */
const built = <T>(file: string): Promise<T> => import(pathToFileURL(path.resolve(import.meta.dirname, '../../dist/server/server/src', file)).href) as Promise<T>;

async function cardCheckForm(userId: number, restaurantId: number, email: string): Promise<{ html: string; reference: string }> {
  const { createDataSource } = await built<typeof DataSourceModule>('db/data-source.js');
  const { loadConfig } = await built<typeof ConfigModule>('config.js');
  const { billingService } = await built<typeof BillingModule>('modules/billing/billing.service.js');
  if (!db) {
    db = createDataSource(databaseUrl(dataDir()), { poolSize: 2 });
    await db.initialize();
  }
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir(), PUBLIC_URL: baseURL, DATABASE_URL: databaseUrl(dataDir()) });
  const ctx = { db, config } as unknown as RequestContext;
  return billingService.startCardCheck(ctx, {
    userId, restaurantId,
    billing: { company: 'Bistrot du Port SARL', lastName: 'Martin', firstName: 'Claire', address: '3 quai de la Savatte', zipcode: '49100', city: 'Angers', email, phone: '02 41 00 00 00' },
  });
}
test.afterAll(async () => {
  await db?.destroy();
  db = null;
});

/** A restaurateur account and its draft restaurant, as the wizard's first two steps leave them. */
async function restaurateur(testInfo: TestInfo): Promise<{ userId: number; restaurantId: number; email: string }> {
  const email = uniqueEmail(testInfo, 'abonne');
  const [user] = await dbQuery<{ id: number }>(dataDir(),
    `INSERT INTO app_user (email, password_hash, role, first_name, last_name, email_verified) VALUES ($1, $2, 'restaurateur', 'Claire', 'Martin', true) RETURNING id`,
    [email, await (await built<typeof PasswordsModule>('auth/passwords.js')).hashPassword(DEMO_PASSWORD)]);
  const [restaurant] = await dbQuery<{ id: number }>(dataDir(),
    `INSERT INTO restaurant (id_url, name, slug, types, street, postal_code, city_id, lat, lng, phone, status, owner_id)
     SELECT $1, 'Le Bistrot du Port', 'le-bistrot-du-port', '{}', '3 quai de la Savatte', '49100', id, 47.47, -0.55, '0241000000', 'draft', $2 FROM city WHERE slug = 'angers' RETURNING id`,
    [randomBytes(6).toString('base64url').replace(/_/g, '-'), user.id]);
  return { userId: user.id, restaurantId: restaurant.id, email };
}

/** The form put in the page and submitted, as the wizard's payment step does; then the sandbox's page. */
async function toSandbox(page: Page, html: string) {
  await page.goto('/');
  await page.evaluate((formHtml) => {
    const box = document.createElement('div');
    box.innerHTML = formHtml;
    document.body.append(box);
    box.querySelector('form')!.submit();
  }, html);
  await expect(page.getByText('Environnement de test — aucune carte réelle, aucun paiement réel')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Paiement sécurisé' })).toBeVisible();
}

const subscriptionState = async (restaurantId: number) => (await dbQuery<{ state: string }>(dataDir(), 'SELECT state FROM subscription WHERE restaurant_id = $1', [restaurantId]))[0].state;

async function pdfText(file: string): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(readFileSync(file)), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  return pages.join('\n').replace(/\s+/g, ' ');
}

test('carte acceptée sur la page de test : « Paiement accepté ! », abonnement actif au tableau de bord, facture PDF lue', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const r = await restaurateur(testInfo);
  const { html, reference } = await cardCheckForm(r.userId, r.restaurantId, r.email);
  await toSandbox(page, html);
  await expect(page.getByText('1,00 €')).toBeVisible();
  await shot(page, testInfo, 'bac-a-sable-paiement');
  await page.getByLabel('Numéro de carte').fill('1111 2222 3333 4444');
  await page.getByRole('button', { name: 'Valider le paiement' }).click();

  await expect(page).toHaveURL(/\/payment\/success\?token=/);
  await expect(page.getByRole('heading', { name: 'Paiement accepté !' })).toBeVisible();
  await expect(page.getByText('La banque a confirmé : votre abonnement est actif.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Net à payer TTC/ })).toContainText('0,00');
  await expect(page.getByText(`Commande ${reference} — autorisation XXXXXX`)).toBeVisible();
  await shot(page, testInfo, 'paiement-accepte');
  expect(await subscriptionState(r.restaurantId)).toBe('active');

  // After 10 s: the restaurateur's space (the login form, then the dashboard with the subscription).
  await expect(page).toHaveURL(/\/restaurateurLogin$/, { timeout: 15_000 });
  await page.getByLabel('Adresse e-mail').fill(r.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const panel = page.getByRole('region', { name: 'Mon abonnement' });
  await expect(panel.getByTestId('subscription-state')).toHaveText('Actif');
  await expect(panel).toContainText('se terminant par 44, expire fin 12/30');
  await expect(panel).toContainText('72,00');
  await shot(page, testInfo, 'tableau-de-bord-abonnement', true);

  const [number] = (await dbQuery<{ number: string }>(dataDir(), 'SELECT i.number FROM invoice i JOIN subscription s ON s.id = i.subscription_id WHERE s.restaurant_id = $1', [r.restaurantId])).map((i) => i.number);
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: `Télécharger (PDF) : facture ${number}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`facture-${number}.pdf`);
  const file = testInfo.outputPath(`facture-${number}.pdf`);
  await download.saveAs(file);
  const text = await pdfText(file);
  for (const mention of [
    `Facture n° ${number}`, 'Bistrot du Port SARL', '3 quai de la Savatte', '49100 Angers', 'Abonnement mensuel Mijote', 'Première période offerte',
    '60,00', '-60,00', 'TVA 20 %', 'Total TTC', '0,00', 'SIRET', 'TVA intracommunautaire', 'IBAN', 'BIC', '14 jours', '40,00', '3 fois le taux d’intérêt légal',
    'Pas d’escompte', 'TEST',
  ]) {
    expect(text, mention).toContain(mention);
  }
  await testInfo.attach('facture.pdf', { path: file, contentType: 'application/pdf' });
});

test('carte refusée puis paiement annulé : leurs pages, et rien n’est activé', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  for (const [action, title] of [['refuse', 'Paiement refusé'], ['cancel', 'Paiement annulé']] as const) {
    const r = await restaurateur(testInfo);
    const { html } = await cardCheckForm(r.userId, r.restaurantId, r.email);
    await toSandbox(page, html);
    if (action === 'refuse') {
      await page.getByLabel('Numéro de carte').fill('4000 0000 0000 0002');
      await page.getByRole('button', { name: 'Valider le paiement' }).click();
    } else {
      await page.getByRole('button', { name: 'Annuler et revenir au site' }).click();
    }
    await expect(page).toHaveURL(new RegExp(`/payment/${action}\\?token=`));
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await shot(page, testInfo, `paiement-${action}`);
    expect(await subscriptionState(r.restaurantId)).toBe('pending_card_check');
    expect((await dbQuery(dataDir(), 'SELECT 1 FROM invoice i JOIN subscription s ON s.id = i.subscription_id WHERE s.restaurant_id = $1', [r.restaurantId])).length).toBe(0);
  }
});

test('une page de résultat sans jeton valide renvoie à l’accueil', async ({ page }) => {
  await page.goto('/payment/success?token=inconnu');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/payment/refuse');
  await expect(page).toHaveURL(/\/$/);
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { latestCodeFor, latestLinkFor, messagesFor } from '../support/outbox.js';

export const DEMO_PASSWORD = 'Mijote49!';
export const NEW_PASSWORD = 'Nouveau49!';

/** DATA_DIR of the server started by global-setup.ts (outbox, admin path segments). */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR absent : ces tests lisent la boîte d’envoi du serveur lancé par global-setup.ts.');
  return dir;
}

export const hasDataDir = () => Boolean(process.env.E2E_DATA_DIR);

export function adminSegment(name: 'admin-path' | 'admin-moderation-path'): string {
  return readFileSync(path.join(dataDir(), name), 'utf8').trim();
}

/** A fresh address per project and test, so desktop and phone runs never collide. */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  return `e2e-${label}-${testInfo.project.name}-${Date.now().toString(36)}@example.fr`;
}

/** Waits until the server's outbox holds what `read` looks for, and gives it back. */
async function fromOutbox(read: () => Promise<string | null>, what: string): Promise<string> {
  let found = '';
  await expect.poll(async () => (found = (await read()) ?? ''), { message: `${what} introuvable dans la boîte d’envoi`, timeout: 10_000 }).not.toBe('');
  return found;
}

export const codeFor = (email: string) => fromOutbox(() => latestCodeFor(dataDir(), email), `Code pour ${email}`);
export const linkFor = (email: string, subject?: string) => fromOutbox(() => latestLinkFor(dataDir(), email, subject), `Lien pour ${email}`);

async function graphql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables }, headers: { 'content-type': 'application/json' } });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { data: T }).data;
}

/** Signs up and verifies a customer through the API (the UI journey is covered once in its own test). */
export async function createCustomer(request: APIRequestContext, email: string, firstName = 'Camille'): Promise<void> {
  const signUp = await graphql<{ signUp: { __typename: string } }>(
    request,
    'mutation($input: SignUpInput!) { signUp(input: $input) { __typename } }',
    { input: { email, password: DEMO_PASSWORD, firstName, lastName: 'Essai', salutation: 'Autre', newsletter: false, acceptTerms: true, adultDeclared: true } },
  );
  expect(signUp.signUp.__typename).toBe('SignUpSuccess');
  const code = await codeFor(email);
  const verify = await graphql<{ verifyEmail: { __typename: string } }>(
    request,
    'mutation($email: String!, $code: String!) { verifyEmail(email: $email, code: $code) { __typename } }',
    { email, code },
  );
  expect(verify.verifyEmail.__typename).toBe('Session');
  // The welcome leaves the outbox once the verification has committed (ADR 0038): the account is ready when it is there,
  // so a test counting this address's messages afterwards counts only its own.
  await expect.poll(async () => (await messagesFor(dataDir(), email)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
}

/** The connection screen (its title follows the step, so it is found by its class). */
export const connectionScreen = (page: Page) => page.locator('[role="dialog"].modal--account');

/** Opens the connection screen from the top bar. */
export async function openConnection(page: Page) {
  await page.locator('.header-bar').getByRole('button', { name: 'Connexion' }).click();
  const dialog = connectionScreen(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Logs in as a customer through the connection screen already open (or opened here). */
export async function logInAsCustomer(page: Page, email: string, password = DEMO_PASSWORD, firstName?: string) {
  // A private page opens the connection screen itself once it knows nobody is signed in: wait for that first, or the
  // screen opened here is opened again over what was typed (seen under load).
  await page.waitForLoadState('networkidle');
  const dialog = (await connectionScreen(page).isVisible()) ? connectionScreen(page) : await openConnection(page);
  await dialog.getByLabel('Adresse e-mail').fill(email);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.header-bar').getByRole('link', { name: firstName ? `Mon profil (${firstName})` : /^Mon profil/ })).toBeVisible();
}

/** The demo restaurateur (owner of the best-rated restaurant of Angers), signed in on their dashboard. */
export async function logInAsDemoRestaurateur(page: Page) {
  await page.goto('/restaurateurLogin');
  await page.getByLabel('Adresse e-mail').fill('resto@mijote.test');
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.locator('.dashboard__title')).toBeVisible();
}

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { TestAuthenticator } from '../support/totp.js';
import { adminSegment, dataDir, DEMO_PASSWORD } from './accounts-helpers.js';
import { escapeRegExp } from './api-helpers.js';

/**
 * The demo admin's authenticator app for the e2e run: the secret read from the set-up screen of the first sign-in, kept
 * with the last step used in the server's data folder, so every spec and both projects share them.
 */
const secretFile = () => path.join(dataDir(), 'admin-totp-secret');
const stepFile = () => path.join(dataDir(), 'admin-totp-step');

async function nextAdminCode(): Promise<string> {
  const app = new TestAuthenticator(readFileSync(secretFile(), 'utf8').trim());
  app.lastStep = existsSync(stepFile()) ? Number(readFileSync(stepFile(), 'utf8')) : -1;
  const code = await app.nextCode();
  writeFileSync(stepFile(), String(app.lastStep));
  return code;
}

/** Logs in to an admin area (its secret segment) as the demo admin: password, then the second factor (set up the first time). */
export async function logInToAdminArea(page: Page, segment: string): Promise<void> {
  await page.goto(`/a/${segment}`);
  await page.getByLabel('Adresse e-mail').fill('admin@mijote.test');
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const code = page.getByLabel('Code de vérification');
  await expect(code).toBeVisible();
  const setup = (await page.getByTestId('totp-secret').count()) > 0;
  if (setup) writeFileSync(secretFile(), (await page.getByTestId('totp-secret').textContent())!.trim());
  await code.fill(await nextAdminCode());
  await page.getByRole('button', { name: 'Valider' }).click();
  if (setup) {
    await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(8);
    await page.getByRole('button', { name: 'J’ai noté mes codes de secours' }).click();
  }
  await expect(page.locator('.dashboard__title')).toBeVisible();
}

/** The waiting request of the restaurant `name` in area 2. */
export const waitingRequest = (page: Page, name: string) => page.locator('article.moderation__request').filter({ has: page.getByRole('heading', { name: new RegExp(`^${escapeRegExp(name)}`) }) });

/** The demo admin's access token (area 1, signed in in a window of its own). */
export async function adminToken(browser: Browser, baseURL: string): Promise<string> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await logInToAdminArea(page, adminSegment('admin-path'));
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    expect(token).toBeTruthy();
    return token!;
  } finally {
    await context.close();
  }
}

/** A GraphQL operation sent with the admin's token, its errors failing the test. */
export async function asAdmin<T>(request: APIRequestContext, token: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await request.post('/graphql', { headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

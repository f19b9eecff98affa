import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts-helpers.js';
import { escapeRegExp } from './api-helpers.js';

/** Logs in to an admin area (its secret segment) as the demo admin. */
export async function logInToAdminArea(page: Page, segment: string): Promise<void> {
  await page.goto(`/a/${segment}`);
  await page.getByLabel('Adresse e-mail').fill('admin@mijote.test');
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.locator('.dashboard__title')).toBeVisible();
}

/** The waiting request of the restaurant `name` in area 2. */
export const waitingRequest = (page: Page, name: string) => page.locator('article.moderation__request').filter({ has: page.getByRole('heading', { name: new RegExp(`^${escapeRegExp(name)}`) }) });

import { expect, test, type Page } from '@playwright/test';
import { CONSENT_COOKIE, shot } from './helpers.js';

// First visit: no consent cookie.
test.use({ storageState: { cookies: [], origins: [] } });

async function consentValue(page: Page): Promise<Record<string, unknown> | null> {
  const cookie = (await page.context().cookies()).find((c) => c.name === CONSENT_COOKIE);
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>) : null;
}

test('le bandeau apparaît à la première visite ; « Tout refuser » le ferme et s’en souvient', async ({ page }, testInfo) => {
  await page.goto('/');
  const banner = page.getByRole('dialog', { name: 'Vos choix sur les cookies' });
  await expect(banner).toBeVisible();
  for (const name of ['Mes préférences', 'Tout refuser', 'Tout accepter']) {
    await expect(banner.getByRole('button', { name, exact: true })).toBeVisible();
  }
  // Refusing is as visible as accepting: same size.
  const refuse = await banner.getByRole('button', { name: 'Tout refuser' }).boundingBox();
  const accept = await banner.getByRole('button', { name: 'Tout accepter' }).boundingBox();
  expect(refuse?.width).toBe(accept?.width);
  expect(refuse?.height).toBe(accept?.height);
  expect(await consentValue(page)).toBeNull();
  await shot(page, testInfo, 'cookie-banner');

  await banner.getByRole('button', { name: 'Tout refuser' }).click();
  await expect(banner).toBeHidden();
  expect(await consentValue(page)).toMatchObject({ 'perform-analytics': false, preferences: false });
  const cookie = (await page.context().cookies()).find((c) => c.name === CONSENT_COOKIE);
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(179);
  expect(days).toBeLessThan(185);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: /cookies/ })).toHaveCount(0);
});

test('« Gestion des cookies » rouvre les préférences, qui se valident finalité par finalité', async ({ page }, testInfo) => {
  await page.goto('/MentionsLegales');
  await page.getByRole('dialog', { name: 'Vos choix sur les cookies' }).getByRole('button', { name: 'Tout refuser' }).click();
  await expect(page.getByRole('dialog', { name: /cookies/ })).toHaveCount(0);

  await page.locator('footer').getByRole('button', { name: 'Gestion des cookies' }).click();
  const prefs = page.getByRole('dialog', { name: 'Mes préférences de cookies' });
  await expect(prefs).toBeVisible();
  await expect(prefs.getByRole('heading', { name: 'Mes préférences de cookies' })).toBeFocused();
  const analytics = prefs.getByRole('switch', { name: /Mesure d’audience et carte/ });
  await expect(analytics).not.toBeChecked();
  await shot(page, testInfo, 'cookie-preferences');

  // Escape closes without changing anything.
  await page.keyboard.press('Escape');
  await expect(prefs).toBeHidden();
  expect(await consentValue(page)).toMatchObject({ 'perform-analytics': false });

  await page.locator('footer').getByRole('button', { name: 'Gestion des cookies' }).click();
  await prefs.getByRole('switch', { name: /Mesure d’audience et carte/ }).check();
  await prefs.getByRole('button', { name: 'Valider mes préférences' }).click();
  await expect(prefs).toBeHidden();
  expect(await consentValue(page)).toMatchObject({ 'perform-analytics': true, preferences: false });
});

test('« Mes préférences » depuis le bandeau propose les interrupteurs et « Valider mes préférences »', async ({ page }) => {
  await page.goto('/PolitiqueCookies');
  const banner = page.getByRole('dialog', { name: 'Vos choix sur les cookies' });
  await banner.getByRole('button', { name: 'Mes préférences' }).click();
  const prefs = page.getByRole('dialog', { name: 'Mes préférences de cookies' });
  await expect(prefs.getByRole('switch')).toHaveCount(2);
  await prefs.getByRole('switch', { name: /Préférences/ }).check();
  await prefs.getByRole('button', { name: 'Valider mes préférences' }).click();
  await expect(prefs).toBeHidden();
  expect(await consentValue(page)).toMatchObject({ 'perform-analytics': false, preferences: true });
  await expect(page.locator('main')).toContainText('préférences accepté');
});

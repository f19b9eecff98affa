import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiSearch } from './api-helpers.js';
import { cards, setConsent } from './helpers.js';

/** Runs axe-core (WCAG 2.x A/AA and best practices) and fails on any serious or critical violation. */
async function expectNoSeriousViolation(page: Page, label: string, exclude: string[] = []) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join('\n  ')}`).join('\n');
  expect(serious, `${label}\n${report}`).toEqual([]);
}

test('accueil', async ({ page }) => {
  await page.goto('/');
  await expect(cards(page)).toHaveCount(30);
  await expectNoSeriousViolation(page, '/');
});

test('accueil : suggestions de la recherche ouvertes, menu du téléphone ouvert', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(cards(page)).toHaveCount(30);
  const box = page.getByRole('combobox', { name: 'Restaurant, cuisine ou plat' });
  await box.fill('pizza');
  await expect(page.getByRole('listbox', { name: 'Suggestions de recherche' }).getByRole('option').first()).toBeVisible();
  await box.press('ArrowDown');
  await expectNoSeriousViolation(page, '/, suggestions de recherche');
  await box.press('Escape');
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'Menu du site' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu du site' })).toBeVisible();
    await expectNoSeriousViolation(page, '/, menu du téléphone');
  }
});

test('page de ville', async ({ page }) => {
  await page.goto('/angers');
  await expect(cards(page).first()).toBeVisible();
  await expectNoSeriousViolation(page, '/angers');
});

test('page restaurant (onglets Menu et Restaurant)', async ({ page, request }) => {
  const { items } = await apiSearch(request);
  await page.goto(`${items[0].path}?src=home`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await expectNoSeriousViolation(page, 'restaurant, Menu');
  await page.getByRole('tab', { name: 'Restaurant' }).click();
  await expect(page.getByRole('heading', { name: 'Horaires d’ouverture' })).toBeVisible();
  await expectNoSeriousViolation(page, 'restaurant, Restaurant');
});

test('page restaurant avec le petit plan OpenStreetMap (accord donné)', async ({ page, context, request, baseURL }) => {
  await setConsent(context, baseURL ?? '', true);
  const { items } = await apiSearch(request);
  await page.goto(`${items[0].path}?src=home`);
  await page.getByRole('tab', { name: 'Restaurant' }).click();
  await expect(page.getByTestId('osm-small-map').locator('.leaflet-marker-icon')).toBeVisible();
  await expectNoSeriousViolation(page, 'restaurant, Restaurant, plan OpenStreetMap');
});

test('carte', async ({ page, context, baseURL }) => {
  await setConsent(context, baseURL ?? '', true);
  await page.goto('/map?via=home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carte des restaurants');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByTestId('osm-map').locator('.leaflet-marker-icon').first()).toBeVisible();
  // Markers of nearby restaurants overlap at the department's zoom (target-size): the same restaurants are the list's
  // full-size links below the map, which axe checks.
  await expectNoSeriousViolation(page, '/map', ['.leaflet-marker-icon']);
});

test('page légale', async ({ page }) => {
  await page.goto('/MentionsLegales');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolation(page, '/MentionsLegales');
});

test('bandeau de cookies', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: 'Vos choix sur les cookies' })).toBeVisible();
  await expectNoSeriousViolation(page, 'bandeau');
  await context.close();
});

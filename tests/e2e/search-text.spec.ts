import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSearch, graphql } from './api-helpers.js';
import { cards, shot } from './helpers.js';

// Issue 15: the search box finds names, types, cuisines, filter labels and dishes, and its suggestions say what matched.

const box = (page: Page) => page.getByRole('combobox', { name: 'Restaurant, cuisine ou plat' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggestions de recherche' });

/** Every idUrl a search gives, over all its pages. */
async function allIds(request: APIRequestContext, input: Record<string, unknown>): Promise<Set<string>> {
  const first = await apiSearch(request, input);
  const ids = new Set(first.items.map((c) => c.idUrl));
  for (let page = 2; page <= first.pageCount; page += 1) for (const c of (await apiSearch(request, { ...input, page })).items) ids.add(c.idUrl);
  return ids;
}

test('« pizza » trouve chaque pizzeria, et la suggestion dit ce qui correspond', async ({ page, request }, testInfo) => {
  const pizzerias = await allIds(request, { filters: ['Pizzeria'] });
  expect(pizzerias.size).toBeGreaterThan(1);
  const found = await allIds(request, { name: 'pizza' });
  for (const id of pizzerias) expect(found.has(id), `pizzeria ${id}`).toBe(true);

  await page.goto('/');
  await box(page).fill('pizza');
  await expect(suggestions(page).getByRole('option', { name: 'Pizzeria — type de restaurant' })).toBeVisible();
  await shot(page, testInfo, 'search-suggestions-pizza');
  await expect(page).toHaveURL(/[?&]q=pizza\b/);
  const { total } = await apiSearch(request, { name: 'pizza' });
  await expect(page.locator('.results__total')).toHaveText(`${total.toLocaleString('fr-FR')} restaurants`);
  // Names first: a restaurant called « Pizza … » or « Pizzeria … » opens the list when there is one.
  const named = (await apiSearch(request, { name: 'pizza' })).items.filter((c) => /pizz/i.test(c.name));
  expect(named.length, 'des restaurants « Pizza … » dans les données de démonstration').toBeGreaterThan(0);
  await expect(cards(page).first().locator('.card__name')).toHaveText(named[0].name);
});

test('une suggestion de plat se choisit au clavier et la liste compte ce qu’elle annonçait', async ({ page, request }) => {
  const data = await graphql<{ searchSuggestions: { kind: string; text: string; line: string; count: number }[] }>(
    request, 'query { searchSuggestions(text: "tiramisu") { kind text line count } }');
  const dish = data.searchSuggestions.find((s) => s.kind === 'DISH');
  expect(dish, 'un plat « tiramisu » dans les cartes de démonstration').toBeTruthy();

  await page.goto('/');
  await box(page).fill('tiramisu');
  const options = suggestions(page).getByRole('option');
  await expect(options.filter({ hasText: dish!.line })).toBeVisible();
  const index = (await options.allTextContents()).findIndex((text) => text === dish!.line);
  for (let i = 0; i <= index; i += 1) await box(page).press('ArrowDown');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', /.+/);
  await box(page).press('Enter');
  await expect(suggestions(page)).toHaveCount(0);
  await expect(box(page)).toHaveValue(dish!.text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(dish!.text).replace(/%20/g, '(\\+|%20)')}`));
  // The list holds at least the N restaurants of « à la carte de N restaurants » (ADR 0020).
  const total = page.locator('.results__total');
  await expect(total).toHaveText(/^\d+ restaurants?$/);
  expect(Number((await total.textContent())!.replace(/\D/g, ''))).toBeGreaterThanOrEqual(dish!.count);
});

test('« vegetarien » sans accent trouve les restaurants du filtre Végétarien', async ({ page, request }) => {
  const vegetarian = await apiSearch(request, { filters: ['Végétarien'] });
  expect(vegetarian.total).toBeGreaterThan(0);
  await page.goto('/');
  await box(page).fill('vegetarien');
  await expect(suggestions(page).getByRole('option', { name: /^Végétarien — régime alimentaire$/ })).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=vegetarien\b/);
  const { total } = await apiSearch(request, { name: 'vegetarien' });
  expect(total).toBeGreaterThanOrEqual(vegetarian.total);
  await expect(page.locator('.results__total')).toHaveText(`${total.toLocaleString('fr-FR')} restaurants`);
  await box(page).press('Escape');
  await expect(suggestions(page)).toHaveCount(0);
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pointsForCost } from '../../common/api-budget.js';
import { documentedCost, SEARCH_EXAMPLE } from '../../common/api-examples.js';
import type { SchemaChangelogEntry } from '../../common/api-reference.js';
import { shot } from './helpers.js';

// Issue 29: the developer portal, on a phone and on a desktop — the guide from the footer, the worked example's cost,
// the changelog from schema/CHANGELOG.json, and the reference generated from the schema.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const changelog = JSON.parse(readFileSync(path.join(root, 'schema/CHANGELOG.json'), 'utf8')) as SchemaChangelogEntry[];

test('le portail des développeurs : du pied de page au guide, coût, exemples et journal des changements', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Développeurs (API)' }).click();
  await expect(page).toHaveURL(/\/developpeurs$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Développeurs : l’API GraphQL de Mijote');
  await expect(page).toHaveTitle(/Développeurs/);
  await shot(page, testInfo, 'portail-haut');

  await expect(page.getByRole('link', { name: 'formulaire de demande de clé' })).toHaveAttribute('href', '/developpeurs/cle');
  const cost = documentedCost(SEARCH_EXAMPLE);
  await expect(page.getByTestId('cout-recherche')).toHaveText(cost.toLocaleString('fr-FR'));
  await expect(page.getByTestId('points-recherche')).toHaveText(String(pointsForCost(cost)));
  await page.getByRole('table', { name: 'Coût de l’opération Recherche' }).scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'portail-cout');
  await expect(page.getByRole('table', { name: 'Codes de UserError.code et de extensions.code (enum ErrorCode)' }).getByText('NOT_FOUND')).toBeVisible();
  await expect(page.getByRole('figure').filter({ hasText: 'Chercher des restaurants d’une commune — curl' }).locator('pre')).toContainText(`curl -sS '${new URL(page.url()).origin}/graphql'`);

  const journal = page.getByRole('list', { name: 'Changements du schéma, du plus récent au plus ancien' });
  await journal.scrollIntoViewIfNeeded();
  await expect(journal.getByRole('listitem')).toHaveCount(changelog.length);
  await expect(journal.getByRole('listitem').first()).toContainText(changelog[changelog.length - 1].description);
  await expect(journal.getByText('Query.rateLimit', { exact: true })).toBeVisible();
  await shot(page, testInfo, 'portail-journal');

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // Phone first: nothing wider than the screen but the code blocks, which scroll on their own.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('la référence générée liste les requêtes publiques, les types et leurs champs, sans les champs réservés', async ({ page }, testInfo) => {
  await page.goto('/developpeurs');
  await page.getByRole('link', { name: 'référence complète' }).click();
  await expect(page).toHaveURL(/\/developpeurs\/reference$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Référence de l’API GraphQL');

  await expect(page.getByRole('region', { name: 'Requêtes (Query)' }).getByText('searchRestaurants', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Requêtes (Query)' }).getByText('directoryFigures', { exact: true })).toHaveCount(0);

  const card = page.getByRole('region', { name: 'type RestaurantCard' });
  await expect(card.getByText('averagePrice', { exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: /Filtrer les types/ }).fill('RestaurantCard');
  await expect(page.getByRole('status').filter({ hasText: /type/ })).toContainText(/^1 type sur \d+$/);
  await expect(card).toBeVisible();
  await shot(page, testInfo, 'reference-filtre');

  await page.getByRole('searchbox', { name: /Filtrer les types/ }).fill('');
  await page.getByRole('region', { name: 'type SearchResult' }).getByRole('link', { name: 'RestaurantCard' }).click();
  await expect(page).toHaveURL(/#type-RestaurantCard$/);
  await expect(card.getByRole('heading')).toBeInViewport();
  await shot(page, testInfo, 'reference-type');

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

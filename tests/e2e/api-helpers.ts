import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import pg from 'pg';
import { signPreviewToken } from '../../server/src/auth/preview-token.js';
import { restaurantPath } from '../../common/slug.js';

/** The card fields the format checks need (same names as the GraphQL RestaurantCard). */
export interface ApiCard {
  idUrl: string;
  name: string;
  path: string;
  cityName: string;
  rating: number;
  reviewCount: number;
  averagePrice: number;
  cuisines: string[];
  types: string[];
  isNew: boolean;
}

export interface ApiSearch {
  total: number;
  /** Nothing matched: these are the closest restaurants. */
  closest: boolean;
  pageCount: number;
  items: ApiCard[];
}

export async function graphql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables }, headers: { 'content-type': 'application/json' } });
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

const SEARCH = `query($input: SearchInput!) { searchRestaurants(input: $input) { __typename
  ... on SearchResult { total closest pageCount items { idUrl name path cityName rating reviewCount averagePrice cuisines types isNew } } } }`;

/** One page of results straight from the API, as the list would show it. */
export async function apiSearch(request: APIRequestContext, input: Record<string, unknown> = {}): Promise<ApiSearch> {
  const data = await graphql<{ searchRestaurants: ApiSearch & { __typename: string } }>(request, SEARCH, { input: { sort: 'RATING', page: 1, ...input } });
  expect(data.searchRestaurants.__typename).toBe('SearchResult');
  return data.searchRestaurants;
}

/** The first published restaurant (by rating order, over all pages) with a given property, or null. */
export async function findCard(request: APIRequestContext, match: (card: ApiCard) => boolean): Promise<ApiCard | null> {
  const first = await apiSearch(request);
  for (let page = 1; page <= first.pageCount; page += 1) {
    const result = page === 1 ? first : await apiSearch(request, { page });
    const card = result.items.find(match);
    if (card) return card;
  }
  return null;
}

/** The result card of a restaurant, found by its exact name. */
export function cardNamed(page: Page, name: string) {
  return page.locator('.results__grid article.card').filter({ has: page.locator('.card__name', { hasText: new RegExp(`^${escapeRegExp(name)}$`) }) });
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** DATA_DIR of the server started by global-setup.ts; null against an external server (E2E_BASE_URL). */
export function e2eDataDir(): string | null {
  return process.env.E2E_DATA_DIR ?? null;
}

function appSecret(dataDir: string): string {
  return readFileSync(path.join(dataDir, 'secret'), 'utf8').trim();
}

/**
 * The database of the e2e server: E2E_DATABASE_URL when given (CI), else the embedded PostgreSQL that the
 * server started under DATA_DIR (user mijote, password = first 32 characters of DATA_DIR/secret).
 */
function databaseUrl(dataDir: string): string {
  if (process.env.E2E_DATABASE_URL) return process.env.E2E_DATABASE_URL;
  const password = encodeURIComponent(appSecret(dataDir).slice(0, 32));
  return `postgres://mijote:${password}@127.0.0.1:${process.env.E2E_PG_PORT}/mijote`;
}

/** The server's database as tests/factories take it. */
export const testDb = (dataDir: string) => ({ query: (sql: string, params?: unknown[]) => dbQuery(dataDir, sql, params) });

export async function dbQuery<T extends pg.QueryResultRow>(dataDir: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl(dataDir) });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** An unpublished restaurant of the demo data (draft or pending) and its page address, without token. */
export async function unpublishedRestaurant(dataDir: string): Promise<{ idUrl: string; name: string; citySlug: string }> {
  const rows = await dbQuery<{ id_url: string; name: string; slug: string }>(
    dataDir,
    `SELECT r.id_url, r.name, c.slug FROM restaurant r JOIN city c ON c.id = r.city_id WHERE r.status <> 'published' ORDER BY r.id_url LIMIT 1`,
  );
  expect(rows.length, 'les données de démonstration contiennent un restaurant non publié').toBe(1);
  return { idUrl: rows[0].id_url, name: rows[0].name, citySlug: rows[0].slug };
}

/** The preview address of an unpublished page, signed with the server's secret like the dashboard does. */
export function previewPath(dataDir: string, r: { idUrl: string; name: string; citySlug: string }, secret = appSecret(dataDir)): string {
  return restaurantPath(r.citySlug, r.name, r.idUrl, signPreviewToken(secret, r.idUrl));
}

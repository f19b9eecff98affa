import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANGERS, insertRestaurants, restaurantRecord, reviewsWithRatings } from '../factories/restaurants.js';
import { startTestServer, type TestServer } from './harness.js';

/** mapPins (issue 25): every restaurant of a search for the map, light and bounded, beside the paginated list. */

const PINS = `query ($input: SearchInput!) {
  mapPins(input: $input) {
    __typename
    ... on MapPins { total truncated closest pins { idUrl name path lat lng rating reviewCount averagePrice type cityName } }
    ... on UserError { code message }
  }
}`;
const SEARCH = `query ($input: SearchInput!) {
  searchRestaurants(input: $input) { ... on SearchResult { total pageCount closest items { idUrl } } }
}`;

interface Pin { idUrl: string; name: string; path: string; lat: number; lng: number; rating: number; reviewCount: number; averagePrice: number; type: string; cityName: string }
interface Pins { __typename: string; total: number; truncated: boolean; closest: boolean; pins: Pin[]; code?: string; message?: string }

let t: TestServer;
async function pins(input: Record<string, unknown>): Promise<Pins> {
  const res = await t.gql<{ mapPins: Pins }>(PINS, { input });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data.mapPins;
}
async function listIds(input: Record<string, unknown>): Promise<{ total: number; closest: boolean; ids: string[] }> {
  const first = await t.gql<{ searchRestaurants: { total: number; pageCount: number; closest: boolean; items: { idUrl: string }[] } }>(SEARCH, { input: { ...input, page: 1 } });
  const ids = first.data.searchRestaurants.items.map((i) => i.idUrl);
  for (let page = 2; page <= first.data.searchRestaurants.pageCount; page++) {
    const next = await t.gql<{ searchRestaurants: { items: { idUrl: string }[] } }>(SEARCH, { input: { ...input, page } });
    ids.push(...next.data.searchRestaurants.items.map((i) => i.idUrl));
  }
  return { total: first.data.searchRestaurants.total, closest: first.data.searchRestaurants.closest, ids };
}

beforeAll(async () => {
  t = await startTestServer();
  await insertRestaurants(t.db, [
    // 65 in Angers: more than two pages of the list.
    ...Array.from({ length: 65 }, (_, i) => restaurantRecord({
      externalId: `angers-${i}`, name: `Table d'Angers ${String(i).padStart(2, '0')}`, location: { lat: ANGERS.lat + i * 0.0005, lng: ANGERS.lng - i * 0.0003 },
      averagePrice: 10 + (i % 30), filters: i % 3 === 0 ? ['Terrasse'] : [], reviews: i % 5 === 0 ? reviewsWithRatings([4, 5]) : [],
    })),
    restaurantRecord({ externalId: 'saumur', name: 'Le Quai de Saumur', address: { street: '1 quai Mayaud', postalCode: '49400', city: 'Saumur' }, location: { lat: 47.26, lng: -0.0769 } }),
    restaurantRecord({ externalId: 'brouillon', name: 'Table Secrète', published: false }),
  ], t.config.mediaDir);
}, 120_000);
afterAll(() => t?.close());

describe('mapPins', () => {
  it('gives every restaurant of the search, in the order of the list’s pages, whatever page is asked', async () => {
    const all = await pins({ citySlug: 'angers', page: 2 });
    const list = await listIds({ citySlug: 'angers' });
    expect(list.total).toBe(65);
    expect(all).toMatchObject({ __typename: 'MapPins', total: 65, truncated: false, closest: false });
    expect(all.pins.map((p) => p.idUrl)).toEqual(list.ids);
    const pin = all.pins.find((p) => p.name === "Table d'Angers 05")!;
    expect(pin).toMatchObject({ cityName: 'Angers', type: expect.any(String), reviewCount: 2, rating: 4.5, lat: expect.closeTo(ANGERS.lat + 0.0025, 5) });
    expect(pin.path).toMatch(new RegExp(`^/restaurant/angers/table-d-angers-05_${pin.idUrl}$`));
  });

  it('follows the search’s criteria, and never shows an unpublished restaurant', async () => {
    const terrace = await pins({ citySlug: 'angers', filters: ['Terrasse'] });
    expect(terrace.total).toBe(22);
    expect(terrace.pins.map((p) => p.idUrl)).toEqual((await listIds({ citySlug: 'angers', filters: ['Terrasse'] })).ids);
    const everywhere = await pins({});
    expect(everywhere.total).toBe(66);
    expect(everywhere.pins.map((p) => p.name)).not.toContain('Table Secrète');
    const near = await pins({ near: { lat: 47.26, lng: -0.0769, radiusKm: 5 } });
    expect(near.pins.map((p) => p.name)).toEqual(['Le Quai de Saumur']);
  });

  it('gives the closest list’s pins when nothing matches, like the list', async () => {
    const none = await pins({ citySlug: 'saumur', priceMin: 90 });
    const list = await listIds({ citySlug: 'saumur', priceMin: 90 });
    expect(list.closest).toBe(true);
    expect(none).toMatchObject({ closest: true, total: list.total });
    expect(none.pins.map((p) => p.idUrl)).toEqual(list.ids);
  });

  it('answers a user’s mistakes with the search’s French errors, never a 500', async () => {
    expect(await pins({ citySlug: 'atlantide' })).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    expect(await pins({ date: '2001-01-01' })).toMatchObject({ __typename: 'InvalidInputError', code: 'INVALID_INPUT', message: expect.stringMatching(/date/i) });
    const tooFar = await t.gql(PINS, { input: { near: { lat: 47.4, lng: -0.5, radiusKm: 5000 } } });
    expect(tooFar.errors ?? []).toEqual([]);
    expect((tooFar.data as { mapPins: Pins }).mapPins.__typename).toBe('InvalidInputError');
  });

  it('is charged like a search: four at once go over a visitor’s budget for one operation', async () => {
    const fields = 'total pins { idUrl name path lat lng rating reviewCount averagePrice type cityName }';
    const one = await t.gql(`{ mapPins(input: {}) { ... on MapPins { ${fields} } } }`);
    expect(one.errors).toBeUndefined();
    const aliases = Array.from({ length: 4 }, (_, i) => `p${i}: mapPins(input: {}) { ... on MapPins { ${fields} } }`).join('\n');
    const res = await t.gql(`{ ${aliases} }`);
    expect(res.errors?.[0].extensions?.code).toBe('COST_LIMIT');
  });
});

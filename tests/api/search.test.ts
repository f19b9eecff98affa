import { rankingScore } from '../../common/ranking.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANGERS, addDays, frenchKey, insertPhotoRows, insertRestaurants, nextWeekday, restaurantIdOf, restaurantRecord, reviewsWithRatings } from '../factories/restaurants.js';
import { cellsAround, cellsOfPoint, filterCellsAround, filterCellsOfPoint } from '../../server/src/modules/restaurants/geo-cells.js';
import { startTestServer, type TestServer } from './harness.js';

const SEARCH = `query ($input: SearchInput!) {
  searchRestaurants(input: $input) {
    __typename
    ... on SearchResult { total page pageCount closest relaxed items { idUrl name rating reviewCount averagePrice distanceKm cityName filters } }
    ... on UserError { code message }
    ... on InvalidInputError { field }
  }
}`;

interface Result { __typename: string; total: number; page: number; pageCount: number; closest: boolean; relaxed: string[]; code?: string; field?: string; items: { name: string; rating: number; reviewCount: number; averagePrice: number; distanceKm: number | null }[] }

let t: TestServer;
const names = (r: Result) => r.items.map((i) => i.name);
async function search(input: Record<string, unknown>): Promise<Result> {
  const res = await t.gql<{ searchRestaurants: Result }>(SEARCH, { input: { citySlug: 'saumur', ...input } });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data.searchRestaurants;
}

// Saumur is the playground of this file; Angers holds the pagination set.
const SAUMUR = { lat: 47.2600, lng: -0.0769 };
const saumur = (overrides: Parameters<typeof restaurantRecord>[0]) =>
  restaurantRecord({ address: { street: '1 quai Mayaud', postalCode: '49400', city: 'Saumur' }, location: { ...SAUMUR }, ...overrides });

const friday = nextWeekday(4);
const saturday = addDays(friday, 1);
const monday = nextWeekday(0);
const tuesday = addDays(monday, 1);

beforeAll(async () => {
  t = await startTestServer();
  await insertRestaurants(t.db, [
    saumur({ externalId: 'creperie', name: 'Crêperie du Château', types: ['Crêperie'], averagePrice: 14, filters: ['Terrasse', 'Végétarien'], reviews: reviewsWithRatings([4, 5]) }),
    saumur({ externalId: 'ma-creperie', name: 'La Bonne Crêperie', types: ['Crêperie'], averagePrice: 16, reviews: reviewsWithRatings([4]) }),
    saumur({ externalId: 'bar', name: 'Le Bar de Nuit', types: ['Bar-Restaurant'], averagePrice: 30,
      schedule: { vendredi: [['19:00', '02:00']] }, filters: ['Terrasse'],
      reviews: reviewsWithRatings([4, 4, 4, 4, 4, 4, 4, 4, 4, 3]) }),
    saumur({ externalId: 'lundi', name: 'Le Midi du Lundi', averagePrice: 120, filters: ['Terrasse', 'Végétarien', 'Parking gratuit'],
      schedule: { lundi: [['12:00', '14:00']] }, specialDates: { [frenchKey(monday)]: [false], [frenchKey(tuesday)]: [true, ['11:00', '15:00']] } }),
    saumur({ externalId: 'relais', name: 'Le Relais de l’Aube', schedule: { samedi: [['02:30', '07:00']] } }),
    saumur({ externalId: 'loin', name: 'Auberge des Coteaux', location: { lat: SAUMUR.lat + 0.063, lng: SAUMUR.lng }, averagePrice: 45, reviews: reviewsWithRatings([3]) }),
    saumur({ externalId: 'brouillon', name: 'Crêperie Secrète', published: false }),
    ...Array.from({ length: 35 }, (_, i) => restaurantRecord({ externalId: `angers-${i}`, name: `Table d'Angers ${String(i).padStart(2, '0')}`, location: { lat: ANGERS.lat + i * 0.001, lng: ANGERS.lng } })),
  ], t.config.mediaDir);
}, 120_000);
afterAll(() => t?.close());

describe('search by name', () => {
  it('is accent- and case-insensitive and puts names starting with the text first', async () => {
    const r = await search({ name: 'creperie' });
    expect(names(r)).toEqual(['Crêperie du Château', 'La Bonne Crêperie']);
    expect((await search({ name: 'CRÊPERIE DU' })).total).toBe(1);
  });
  it('never shows an unpublished restaurant', async () => {
    expect(names(await search({ name: 'secrète' }))).not.toContain('Crêperie Secrète');
  });
});

describe('open at a date and hour', () => {
  it('a Friday 19:00–02:00 range is open Saturday 01:00 and closed Saturday 03:00', async () => {
    expect(names(await search({ date: friday, hour: '20:00' }))).toContain('Le Bar de Nuit');
    expect(names(await search({ date: saturday, hour: '01:00' }))).toContain('Le Bar de Nuit');
    expect(await search({ date: saturday, hour: '03:00' })).toMatchObject({ closest: false, items: [{ name: 'Le Relais de l’Aube' }] });
  });
  it('a special date closes a normally open day', async () => {
    expect(await search({ date: addDays(monday, 7), hour: '12:30' })).toMatchObject({ closest: false, total: 1, items: [{ name: 'Le Midi du Lundi' }] });
    expect(await search({ date: monday, hour: '12:30' })).toMatchObject({ closest: true, relaxed: ['la date et l’heure'] });
  });
  it('a special date opens a normally closed day with its own ranges', async () => {
    expect(names(await search({ date: tuesday, hour: '11:00' }))).toEqual(['Le Midi du Lundi']);
    expect(await search({ date: addDays(tuesday, 7), hour: '11:00' })).toMatchObject({ closest: true });
  });
  it('a date without hour keeps restaurants open some time that day', async () => {
    expect(names(await search({ date: friday }))).toEqual(['Le Bar de Nuit']);
  });
});

describe('filters, prices and stars', () => {
  it('every filter label must match', async () => {
    expect(names(await search({ filters: ['Terrasse'] })).sort()).toEqual(['Crêperie du Château', 'Le Bar de Nuit', 'Le Midi du Lundi']);
    expect(names(await search({ filters: ['Terrasse', 'Végétarien'] })).sort()).toEqual(['Crêperie du Château', 'Le Midi du Lundi']);
    expect(names(await search({ filters: ['Crêperie', 'Terrasse'] }))).toEqual(['Crêperie du Château']);
  });
  it('price bounds are inclusive and 100 means no upper bound', async () => {
    expect(names(await search({ priceMin: 10, priceMax: 20 })).sort()).toEqual(['Crêperie du Château', 'La Bonne Crêperie', 'Le Relais de l’Aube']);
    expect(names(await search({ priceMin: 10, priceMax: 100 })).length).toBe(6);
    expect(names(await search({ priceMin: 40, priceMax: 100 })).sort()).toEqual(['Auberge des Coteaux', 'Le Midi du Lundi']);
    expect(names(await search({ priceMin: 40, priceMax: 90 }))).toEqual(['Auberge des Coteaux']);
  });
  it("'4 étoiles' keeps 4.0 and 4.5 but not 3.9", async () => {
    const r = await search({ filters: ['4 étoiles'] });
    expect(r.items.map((i) => [i.name, i.rating])).toEqual([['Crêperie du Château', 4.5], ['La Bonne Crêperie', 4]]);
    expect(names(await search({ filters: ['3 étoiles'] }))).toContain('Le Bar de Nuit');
  });
});

describe('place, distance and sort', () => {
  it('keeps restaurants within the radius, nearest first when sorted by distance', async () => {
    const near5 = await search({ citySlug: null, near: { ...SAUMUR, radiusKm: 5 }, sort: 'DISTANCE' });
    expect(names(near5)).not.toContain('Auberge des Coteaux');
    const near10 = await search({ citySlug: null, near: { ...SAUMUR, radiusKm: 10 }, sort: 'DISTANCE' });
    expect(names(near10).at(-1)).toBe('Auberge des Coteaux');
    expect(near10.items.at(-1)!.distanceKm).toBeCloseTo(7, 0);
  });
  it('sorts by price per person', async () => {
    expect((await search({ sort: 'PRICE' })).items.map((i) => i.averagePrice)).toEqual([14, 16, 20, 30, 45, 120]);
  });
  it('sorts by the rating adjusted for the number of reviews by default (common/ranking.ts)', async () => {
    const items = (await search({})).items;
    const scores = items.map((i) => rankingScore(i.rating, i.reviewCount));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(items[0].name).toBe('Crêperie du Château');
  });
});

describe('map cells', () => {
  it('the server computes the same cells as the database, and a radius covers every cell it touches', async () => {
    const points = [[47.4712, -0.5518], [47.2600, -0.0769], [47.0599, -0.8789], [47.39999, -0.44999]];
    for (const [lat, lng] of points) {
      const [row] = await t.db.query('SELECT mijote_geo_cells($1, $2) AS cells', [lat, lng]);
      expect(row.cells).toEqual(cellsOfPoint(lat, lng));
    }
    const around = cellsAround(47.4712, -0.5518, 10);
    expect(around).toContain(cellsOfPoint(47.4712 + 0.089, -0.5518)[0]);
    expect(around).toContain(cellsOfPoint(47.4712, -0.5518 - 0.13)[0]);
    expect(cellsAround(47.4712, -0.5518, 50)).toContain(cellsOfPoint(47.9, -0.5518)[1]);
  });
  it('the server computes the same (filter, cell) keys as the database, and a radius covers each filter’s keys', async () => {
    for (const [lat, lng] of [[47.4712, -0.5518], [47.2600, -0.0769], [47.39999, -0.29999]]) {
      const [row] = await t.db.query('SELECT mijote_filter_cells($1, $2, $3) AS keys', [[3, 41, 109], lat, lng]);
      expect(row.keys).toEqual(filterCellsOfPoint([3, 41, 109], lat, lng));
    }
    const [stored] = await t.db.query(`SELECT search_keys, filter_ids, lat, lng FROM restaurant WHERE external_id = 'lundi'`);
    expect(stored.search_keys).toEqual([...stored.filter_ids, ...cellsOfPoint(stored.lat, stored.lng), ...filterCellsOfPoint(stored.filter_ids, stored.lat, stored.lng)]);
    const around = filterCellsAround([3, 41], 47.4712, -0.5518, 30);
    expect(around).toHaveLength(2);
    expect(around[1]).toContain(filterCellsOfPoint([41], 47.4712 + 0.25, -0.5518)[0]);
    expect(around[0]).not.toContain(filterCellsOfPoint([41], 47.4712, -0.5518)[0]);
  });
  it('place and filters together keep exactly the restaurants with every filter within the radius', async () => {
    const near = (filters: string[], radiusKm: number) => search({ citySlug: null, near: { ...SAUMUR, radiusKm }, filters, sort: 'DISTANCE' });
    expect(names(await near(['Terrasse'], 5)).sort()).toEqual(['Crêperie du Château', 'Le Bar de Nuit', 'Le Midi du Lundi']);
    expect(names(await near(['Terrasse', 'Végétarien'], 5)).sort()).toEqual(['Crêperie du Château', 'Le Midi du Lundi']);
    expect(names(await near(['Terrasse', 'Végétarien', 'Parking gratuit'], 50))).toEqual(['Le Midi du Lundi']);
    const far = await search({ citySlug: null, near: { lat: SAUMUR.lat + 0.063, lng: SAUMUR.lng, radiusKm: 5 }, filters: ['Terrasse'] });
    expect(far).toMatchObject({ closest: true });
    // The closest list says what it left out (issue 15).
    expect(far.relaxed).toEqual(['le filtre Terrasse']);
    expect(await search({ citySlug: null, near: { ...SAUMUR, radiusKm: 5 }, filters: ['Terrasse'] })).toMatchObject({ closest: false, relaxed: [] });
  });
});

describe('pages and totals', () => {
  it('gives 30 per page with the total and the page count', async () => {
    const p1 = await search({ citySlug: 'angers' });
    expect([p1.total, p1.pageCount, p1.items.length]).toEqual([35, 2, 30]);
    const p2 = await search({ citySlug: 'angers', page: 2 });
    expect([p2.total, p2.page, p2.items.length]).toEqual([35, 2, 5]);
    const p3 = await search({ citySlug: 'angers', page: 3 });
    expect([p3.total, p3.items.length, p3.closest]).toEqual([35, 0, false]);
  });
});

describe('no match', () => {
  it('returns the closest results, flagged, when nothing matches', async () => {
    const r = await search({ filters: ['Boucle magnétique'] });
    expect(r.closest).toBe(true);
    expect(r.total).toBe(6);
    expect(names(r)).toContain('Crêperie du Château');
  });
  it('falls back to the nearest restaurants when the place itself is empty', async () => {
    const r = await search({ citySlug: 'brain-sur-allonnes' });
    expect(r.closest).toBe(true);
    expect(r.items.length).toBeGreaterThan(0);
    expect(r.items[0].distanceKm).not.toBeNull();
  });
});

describe('bad input', () => {
  it('keeps the code and French message of a service refusal outside unions', async () => {
    const r = await t.gql(`{ citySuggestions(text: "${'x'.repeat(51)}") { name } }`);
    expect(r.errors?.[0]).toMatchObject({ message: 'La recherche est limitée à 50 caractères.', extensions: { code: 'INVALID_INPUT' } });
  });

  it('answers a French InvalidInputError, never a server error', async () => {
    expect(await search({ name: 'x'.repeat(51) })).toMatchObject({ __typename: 'InvalidInputError', code: 'INVALID_INPUT', field: 'name' });
    expect(await search({ hour: '12:10' })).toMatchObject({ __typename: 'InvalidInputError', field: 'hour' });
    expect(await search({ date: '2020-01-01' })).toMatchObject({ __typename: 'InvalidInputError', field: 'date' });
    expect(await search({ filters: ['Piscine'] })).toMatchObject({ __typename: 'InvalidInputError', field: 'filters' });
    expect(await search({ citySlug: 'atlantide' })).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
  });
});

describe('card photos and hours', () => {
  it('come with the search page and match what the restaurant query reads through its loaders', async () => {
    const CARD = 'idUrl photos { url width height alt } schedule specialDates';
    await insertPhotoRows(t.db, await restaurantIdOf(t.db, 'lundi'), [
      { kind: 'gallery', path: 'g2.webp', position: 2, alt: 'La salle' }, { kind: 'devanture', path: 'front.webp', position: 0, alt: 'La façade' },
      { kind: 'gallery', path: 'g1.webp', position: 1, alt: 'Le bar' }, { kind: 'menu', path: 'menu.webp', position: 0, alt: 'La carte' },
    ]);
    const res = await t.gql<{ searchRestaurants: { items: { idUrl: string }[] } }>(
      `query ($input: SearchInput!) { searchRestaurants(input: $input) { ... on SearchResult { items { ${CARD} } } } }`,
      { input: { citySlug: 'saumur', name: 'midi du lundi' } });
    const [card] = res.data.searchRestaurants.items;
    expect(card).toBeDefined();
    const one = await t.gql<{ restaurant: Record<string, unknown> }>(
      `query ($id: String!) { restaurant(idUrl: $id) { ... on Restaurant { ${CARD} } } }`, { id: card.idUrl });
    expect(card).toEqual(one.data.restaurant);
    expect(card).toMatchObject({
      schedule: { lundi: [['12:00', '14:00']], mardi: [] },
      specialDates: { [frenchKey(monday)]: [false], [frenchKey(tuesday)]: [true, ['11:00', '15:00']] },
    });
    expect((card as unknown as { photos: { alt: string }[] }).photos.map((p) => p.alt)).toEqual(['La façade', 'Le bar', 'La salle']);
  });
});

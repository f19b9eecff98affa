import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANGERS, insertRestaurants, restaurantRecord, setRestaurantStatus } from '../factories/restaurants.js';
import { startTestServer, type TestServer } from './harness.js';

/** A restaurant that was on line and is no longer (issue 25): its address says so and suggests restaurants around it. */

const PAGE = `query ($idUrl: String!) {
  restaurant(idUrl: $idUrl) {
    __typename
    ... on Restaurant { name }
    ... on RestaurantOffline { name cityName citySlug similar { name types } }
    ... on NotFoundError { code message }
  }
}`;

let t: TestServer;
let ids: Map<string, string>;
const pageOf = async (externalId: string) => (await t.gql<{ restaurant: Record<string, unknown> }>(PAGE, { idUrl: ids.get(externalId) })).data.restaurant;

beforeAll(async () => {
  t = await startTestServer();
  const near = (i: number) => ({ lat: ANGERS.lat + i * 0.002, lng: ANGERS.lng });
  ids = await insertRestaurants(t.db, [
    restaurantRecord({ externalId: 'ferme', name: 'La Table Fermée', types: ['Crêperie'], location: near(0) }),
    restaurantRecord({ externalId: 'jamais', name: 'Le Brouillon', published: false, datePublished: null, location: near(0) }),
    ...Array.from({ length: 3 }, (_, i) => restaurantRecord({ externalId: `bistrot-${i}`, name: `Bistrot ${i}`, types: ['Bistrot'], location: near(i + 1) })),
    ...Array.from({ length: 3 }, (_, i) => restaurantRecord({ externalId: `creperie-${i}`, name: `Crêperie ${i}`, types: ['Crêperie'], location: near(i + 4) })),
  ], t.config.mediaDir);
  // Its subscription ended: back to draft, its publication date kept (ADR 0012).
  await setRestaurantStatus(t.db, ids.get('ferme')!, 'draft');
}, 120_000);
afterAll(() => t?.close());

describe('the address of a restaurant no longer on line', () => {
  it('says so, with at most 4 published restaurants around it, its own kind first', async () => {
    const page = await pageOf('ferme');
    expect(page).toMatchObject({ __typename: 'RestaurantOffline', name: 'La Table Fermée', cityName: 'Angers', citySlug: 'angers' });
    const similar = page.similar as { name: string; types: string[] }[];
    expect(similar.map((s) => s.name)).toEqual(['Crêperie 0', 'Crêperie 1', 'Crêperie 2', 'Bistrot 0']);
  });

  it('stays unknown for a restaurant never published, and for an unknown address', async () => {
    expect(await pageOf('jamais')).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    expect((await t.gql<{ restaurant: Record<string, unknown> }>(PAGE, { idUrl: 'ZZZZZZZZ' })).data.restaurant).toMatchObject({ __typename: 'NotFoundError' });
  });

  it('is answered by the REST page of the restaurant as before: not found', async () => {
    const res = await t.post('/getInfoPageResto', { id_url: ids.get('ferme') });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.body).toMatchObject({ success: false });
  });
});

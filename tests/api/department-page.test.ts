import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRestaurants, restaurantRecord, reviewsWithRatings } from '../factories/restaurants.js';
import { startTestServer, type TestServer } from './harness.js';

/**
 * The home and nearby pages' block is the département's, not Angers' (issue 25 item 16): every published restaurant of
 * the Maine-et-Loire counted, the communes with the most restaurants first; an unpublished one counts nowhere.
 */
let t: TestServer;
const SAUMUR = { lat: 47.26, lng: -0.076 };
const CHOLET = { lat: 47.06, lng: -0.879 };
type Answer = {
  departmentPage: { name: string; stats: { restaurantCount: number; reviewCount: number; averagePrice: number; averageRating: number }; topCities: { slug: string }[] };
  cityPage: { stats: { restaurantCount: number } };
};

beforeAll(async () => {
  t = await startTestServer();
  await insertRestaurants(t.db, [
    restaurantRecord({ externalId: 'a1', name: 'Angers Un', averagePrice: 20, reviews: reviewsWithRatings([4, 4]) }),
    restaurantRecord({ externalId: 's1', name: 'Saumur Un', averagePrice: 30, address: { street: '1 quai Mayaud', postalCode: '49400', city: 'Saumur' }, location: SAUMUR, reviews: reviewsWithRatings([5]) }),
    restaurantRecord({ externalId: 's2', name: 'Saumur Deux', averagePrice: 40, address: { street: '2 quai Mayaud', postalCode: '49400', city: 'Saumur' }, location: SAUMUR }),
    restaurantRecord({ externalId: 'c1', name: 'Cholet Caché', averagePrice: 90, address: { street: '1 rue Nationale', postalCode: '49300', city: 'Cholet' }, location: CHOLET, published: false, datePublished: undefined } as never),
  ], t.config.mediaDir);
}, 120_000);
afterAll(() => t?.close());

describe('departmentPage (issue 25)', () => {
  it('counts every published restaurant of the département, and lists the busiest communes first', async () => {
    const res = await t.gql<Answer>(`{ departmentPage { name stats { restaurantCount reviewCount averagePrice averageRating } topCities { slug } }
      cityPage(slug: "angers") { ... on CityPage { stats { restaurantCount } } } }`);
    expect(res.data.departmentPage).toEqual({
      name: 'Maine-et-Loire',
      stats: { restaurantCount: 3, reviewCount: 3, averagePrice: 30, averageRating: 4.5 },
      topCities: [{ slug: 'saumur' }, { slug: 'angers' }],
    });
    expect(res.data.cityPage.stats.restaurantCount).toBe(1);
  });
});

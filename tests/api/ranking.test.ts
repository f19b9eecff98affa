import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankingScore } from '../../common/ranking.js';
import { insertRestaurants, restaurantRecord, reviewsWithRatings } from '../factories/restaurants.js';
import { startTestServer, type TestServer } from './harness.js';

let t: TestServer;
const SEARCH = `query ($input: SearchInput!) { searchRestaurants(input: $input) { __typename ... on SearchResult { items { name rating reviewCount } } } }`;
const search = async (input: Record<string, unknown>) =>
  (await t.gql<{ searchRestaurants: { items: { name: string; rating: number; reviewCount: number }[] } }>(SEARCH, { input: { sort: 'RATING', page: 1, ...input } })).data.searchRestaurants.items;

beforeAll(async () => {
  t = await startTestServer();
  const fortyAt48 = [...Array(32).fill(5), ...Array(8).fill(4)] as number[];
  await insertRestaurants(t.db, [
    restaurantRecord({ externalId: 'deux-cinq', name: 'Deux Étoiles Pleines', reviews: reviewsWithRatings([5, 5]) }),
    restaurantRecord({ externalId: 'quarante', name: 'Quarante Avis', reviews: reviewsWithRatings(fortyAt48) }),
    restaurantRecord({ externalId: 'sans-avis', name: 'Sans Avis Encore' }),
    restaurantRecord({ externalId: 'moyen-a', name: 'Moyen Alpha', reviews: reviewsWithRatings([4, 4, 4]) }),
    restaurantRecord({ externalId: 'moyen-b', name: 'Moyen Bêta', reviews: reviewsWithRatings([4, 4, 4]) }),
  ], t.config.mediaDir);
}, 120_000);
afterAll(() => t?.close());

describe('the « Notes » order (issue 15): a Bayesian average, the plain average shown', () => {
  it('puts 4.8★ with 40 reviews before 5★ with 2, and shows each plain average', async () => {
    const items = await search({ citySlug: 'angers' });
    expect(items.map((i) => i.name)).toEqual(['Quarante Avis', 'Deux Étoiles Pleines', 'Moyen Alpha', 'Moyen Bêta', 'Sans Avis Encore']);
    expect(items.slice(0, 2).map((i) => [i.rating, i.reviewCount])).toEqual([[4.8, 40], [5, 2]]);
  });

  it('the database computes the score common/ranking.ts documents; ties go the same way every time', async () => {
    const rows: { rating: string; review_count: number; ranking_score: string }[] = await t.db.query(`SELECT rating, review_count, ranking_score FROM restaurant`);
    for (const r of rows) expect(Number(r.ranking_score)).toBe(rankingScore(Number(r.rating), r.review_count));
    const again = await search({ citySlug: 'angers' });
    expect(again.map((i) => i.name)).toEqual((await search({ citySlug: 'angers' })).map((i) => i.name));
  });

  it('the best rated of a city and of the département are the list’s first four, shown by their stars (issue 25)', async () => {
    const top4 = (await search({ citySlug: 'angers' })).slice(0, 4).map((i) => i.name).sort();
    const res = await t.gql<{ cityPage: { bestRated: { name: string; rating: number }[] }; departmentPage: { bestRated: { name: string; rating: number }[] } }>(
      `{ cityPage(slug: "angers") { ... on CityPage { bestRated { name rating } } } departmentPage { bestRated { name rating } } }`);
    for (const best of [res.data.cityPage.bestRated, res.data.departmentPage.bestRated]) {
      expect(best.map((r) => r.name).sort()).toEqual(top4);
      // Read as a « mieux notés » list: 5★ (2 reviews) above 4.8★ (40 reviews), though the latter ranks first.
      expect(best.map((r) => r.rating)).toEqual([5, 4.8, 4, 4]);
      expect(best.map((r) => r.name).slice(0, 2)).toEqual(['Deux Étoiles Pleines', 'Quarante Avis']);
    }
  });
});

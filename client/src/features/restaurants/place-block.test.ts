import { describe, expect, it } from 'vitest';
import { placeBlockOf } from './place-block';

const stats = { restaurantCount: 3, averagePrice: 20, averageRating: 4.5, reviewCount: 9 };
const best = [{ idUrl: 'abcdefgh', name: 'Le Premier', path: '/restaurant/angers/le-premier_abcdefgh', rating: 5 }];

describe('placeBlockOf', () => {
  it('titles the département’s block with its name (home and nearby pages)', () => {
    const block = placeBlockOf({ departmentPage: { name: 'Maine-et-Loire', stats, bestRated: best, topCities: [{ slug: 'angers', name: 'Angers' }] } } as never);
    expect(block?.titles).toEqual({ stats: 'Le Maine-et-Loire en chiffres', bestRated: 'Les mieux notés du Maine-et-Loire', others: 'Les communes qui comptent le plus de restaurants' });
    expect(block?.others).toEqual([{ slug: 'angers', name: 'Angers' }]);
  });

  it('titles a commune’s block as before (« à Angers »), and has none for an unknown commune', () => {
    const block = placeBlockOf({ cityPage: { __typename: 'CityPage', city: { slug: 'angers', name: 'Angers' }, stats, bestRated: best, otherCities: [] } } as never);
    expect(block?.titles).toEqual({ stats: 'Angers en chiffres', bestRated: 'Les mieux notés à Angers', others: 'Restaurants dans les environs' });
    expect(placeBlockOf({ cityPage: { __typename: 'NotFoundError' } } as never)).toBeNull();
    expect(placeBlockOf(null)).toBeNull();
  });
});

import { communeBlockTitles, departmentBlockTitles, type PlaceBlockTitles } from '../../../../common/place-block';
import type { CityPageQuery } from '../../graphql/__generated__/graphql';

type Answer = Pick<CityPageQuery, 'cityPage' | 'departmentPage'>;
type CityBlock = Extract<NonNullable<CityPageQuery['cityPage']>, { __typename: 'CityPage' }>;

/** What the place block under a list shows: a commune's (city page) or the département's (home and nearby pages). */
export interface PlaceBlock {
  titles: PlaceBlockTitles;
  stats: CityBlock['stats'];
  bestRated: CityBlock['bestRated'];
  others: { slug: string; name: string }[];
}

export function placeBlockOf(answer: Answer | null | undefined): PlaceBlock | null {
  const department = answer?.departmentPage;
  if (department) return { titles: departmentBlockTitles(department.name), stats: department.stats, bestRated: department.bestRated, others: department.topCities };
  const city = answer?.cityPage;
  if (city?.__typename !== 'CityPage') return null;
  return { titles: communeBlockTitles(city.city.name), stats: city.stats, bestRated: city.bestRated, others: city.otherCities };
}

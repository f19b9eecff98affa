import { pageDataBlock } from '../../graphql/page-data-block';
import type { CityPageQuery, RestaurantMenuQuery, RestaurantPageQuery, SearchInput, SearchRestaurantsQuery, SiteTextsPage } from '../../graphql/__generated__/graphql';

/**
 * What the server already ran for the page it sent (server/src/modules/seo/page-shell.ts): the default search of home and
 * city pages and the city's block with the page's texts, or a published restaurant's page and menu, in <script type="application/json" id="page-data">. The page shows them at once
 * instead of asking again; any other search goes to the server as usual.
 */
interface PageData {
  search?: { input: SearchInput; data: SearchRestaurantsQuery };
  city?: { slug: string; texts: SiteTextsPage; data: CityPageQuery };
  restaurant?: { idUrl: string; data: RestaurantPageQuery };
  menu?: { idUrl: string; data: RestaurantMenuQuery };
}

/** The block sent with the page, read once. */
export const read = (): PageData => pageDataBlock() as PageData;

/** The criteria as one comparable string (absent and null are the same criterion). */
export function searchKeyOf(input: SearchInput): string {
  return JSON.stringify([
    input.name ?? null, input.citySlug ?? null, input.near ?? null, input.date ?? null, input.hour ?? null,
    input.filters ?? [], input.priceMin ?? null, input.priceMax ?? null, input.sort ?? null, input.page ?? 1,
  ]);
}

export function preloadedSearch(input: SearchInput): SearchRestaurantsQuery | null {
  const search = read().search;
  return search && searchKeyOf(search.input) === searchKeyOf(input) ? search.data : null;
}

export function preloadedCity(slug: string, texts: SiteTextsPage): CityPageQuery | null {
  const city = read().city;
  return city && city.slug === slug && city.texts === texts ? city.data : null;
}

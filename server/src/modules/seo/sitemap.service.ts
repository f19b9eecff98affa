import { cityPath, HOME_PATH } from '../../../../common/page-addresses.js';
import { restaurantPath } from '../../../../common/slug.js';
import { DEVELOPER_PAGES, STATIC_PAGES } from '../../../../common/static-pages.js';
import type { Db } from '../../db/transaction.js';
import { citySlugsWithRestaurants, publishedRestaurantPages } from './seo.queries.js';

/** A sitemap file holds at most 50,000 addresses: home, the communes and the information pages come on top. */
const MAX_RESTAURANTS = 45_000;

/** Lists (home, communes) change every day; restaurant pages carry their last change. */
export interface SitemapEntry { path: string; lastModified?: Date; changeDaily?: boolean }

/** The public pages search engines should know: home, communes with a published restaurant, published restaurants, the information and developer pages. */
export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const cities = await citySlugsWithRestaurants(db);
  const restaurants = await publishedRestaurantPages(db, MAX_RESTAURANTS);
  return [
    { path: HOME_PATH, changeDaily: true },
    ...cities.map((slug) => ({ path: cityPath(slug), changeDaily: true })),
    ...restaurants.map((r) => ({ path: restaurantPath(r.slug, r.name, r.id_url), lastModified: r.date_update })),
    ...[...Object.values(STATIC_PAGES), ...Object.values(DEVELOPER_PAGES)].map((page) => ({ path: page.paths[0] })),
  ];
}

import type { DataSource } from 'typeorm';
import { restaurantPath } from '../../../../common/slug.js';
import { STATIC_PAGES } from '../../../../common/static-pages.js';

/** A sitemap file holds at most 50,000 addresses: home, the communes and the information pages come on top. */
const MAX_RESTAURANTS = 45_000;

/** Lists (home, communes) change every day; restaurant pages carry their last change. */
export interface SitemapEntry { path: string; lastModified?: Date; changeDaily?: boolean }

/** The public pages search engines should know: home, communes with a published restaurant, published restaurants, the information pages. */
export async function sitemapEntries(db: DataSource): Promise<SitemapEntry[]> {
  const cities: { slug: string }[] = await db.query(
    `SELECT c.slug FROM city c WHERE EXISTS (SELECT 1 FROM restaurant r WHERE r.city_id = c.id AND r.status = 'published') ORDER BY c.slug`);
  const restaurants: { name: string; id_url: string; slug: string; date_update: Date }[] = await db.query(
    `SELECT r.name, r.id_url, c.slug, r.date_update FROM restaurant r JOIN city c ON c.id = r.city_id WHERE r.status = 'published' ORDER BY r.id LIMIT $1`,
    [MAX_RESTAURANTS]);
  return [
    { path: '/', changeDaily: true },
    ...cities.map((c) => ({ path: `/${c.slug}`, changeDaily: true })),
    ...restaurants.map((r) => ({ path: restaurantPath(r.slug, r.name, r.id_url), lastModified: r.date_update })),
    ...Object.values(STATIC_PAGES).map((page) => ({ path: page.paths[0] })),
  ];
}

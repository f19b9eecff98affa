import type { Db } from '../../db/transaction.js';

export interface SitemapRestaurantRow { name: string; id_url: string; slug: string; date_update: Date }

/** Slugs of the communes that have a published restaurant, alphabetically. */
export async function citySlugsWithRestaurants(db: Db): Promise<string[]> {
  const rows: { slug: string }[] = await db.query(
    `SELECT c.slug FROM city c WHERE EXISTS (SELECT 1 FROM restaurant r WHERE r.city_id = c.id AND r.status = 'published') ORDER BY c.slug`);
  return rows.map((r) => r.slug);
}

/** The first `limit` published restaurants (by id) with their commune's slug and their last change. */
export function publishedRestaurantPages(db: Db, limit: number): Promise<SitemapRestaurantRow[]> {
  return db.query(
    `SELECT r.name, r.id_url, c.slug, r.date_update FROM restaurant r JOIN city c ON c.id = r.city_id WHERE r.status = 'published' ORDER BY r.id LIMIT $1`,
    [limit]);
}

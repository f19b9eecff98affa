import type { Db } from '../../db/transaction.js';
import type { SeedCity } from './demo-cities.js';
import { restaurantWrites, type GivenRestaurantRow } from '../../modules/restaurants/index.js';

// The demo data's hand-written SQL (seed.ts, demo-accounts.ts). The restaurants themselves are written by the importer
// (import/restaurant-writer.ts, through the restaurants module's index.ts).

/** Every commune, the most populated first. */
export function seedCities(db: Db): Promise<SeedCity[]> {
  return db.query(`SELECT id, name, slug, postcodes, lat, lng, population FROM city ORDER BY population DESC, slug`);
}

/** Whether the restaurant table has no row. */
export async function noRestaurant(db: Db): Promise<boolean> {
  const rows: unknown[] = await db.query(`SELECT 1 FROM restaurant LIMIT 1`);
  return rows.length === 0;
}

/** Locks the restaurant table against other writers until the end of the transaction (concurrent seeds wait here). */
export async function lockRestaurantTable(db: Db): Promise<void> {
  await db.query(`LOCK TABLE restaurant IN SHARE ROW EXCLUSIVE MODE`);
}

/** Gives the best-rated published restaurant of Angers that has no owner to this account; returns it. */
export async function giveBestRatedOfAngers(db: Db, ownerId: number): Promise<GivenRestaurantRow | undefined> {
  // The restaurants module writes the restaurant row (issue 26).
  return restaurantWrites.giveBestRatedOfAngers(db, ownerId);
}

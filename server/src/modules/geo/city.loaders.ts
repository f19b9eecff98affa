import type { Db } from '../../db/transaction.js';
import { DataLoader, byKey } from '../../graphql/batch.js';

export interface CityRow { id: number; insee: string; name: string; slug: string; postcodes: string[]; lat: number; lng: number; population: number }

export function cityLoaders(db: Db) {
  return {
    cityBySlug: new DataLoader<string, CityRow | null>(async (slugs) =>
      byKey<string, CityRow>(slugs, await db.query('SELECT id, insee, name, slug, postcodes, lat, lng, population FROM city WHERE slug = ANY($1)', [slugs]), (r: CityRow) => r.slug)),
  };
}

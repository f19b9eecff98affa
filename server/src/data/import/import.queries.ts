import type { Db } from '../../db/transaction.js';
import type { CityRef } from './import-record.js';

// The import's hand-written SQL (importer.ts, restaurant-writer.ts): the communes and restaurants it matches records
// with. Every write goes through the owning module's index.ts (restaurants, media, menus, reviews, publication).

/** Every commune, as the validation of the records matches them. */
export function allCityRefs(db: Db): Promise<CityRef[]> {
  return db.query(`SELECT id, name, slug, postcodes FROM city ORDER BY id`);
}

/** The commune of a record whose city was not matched at validation: by slug first, else by unaccented name. */
export async function cityBySlugOrName(db: Db, slug: string, name: string): Promise<CityRef | undefined> {
  const rows: CityRef[] = await db.query(
    `SELECT id, name, slug, postcodes FROM city WHERE slug = $1 OR name_key = mijote_unaccent($2) ORDER BY (slug = $1) DESC, id LIMIT 1`,
    [slug, name],
  );
  return rows[0];
}

/** Whether a restaurant already has this id_url. */
export async function idUrlTaken(db: Db, idUrl: string): Promise<boolean> {
  const taken: unknown[] = await db.query(`SELECT 1 FROM restaurant WHERE id_url = $1`, [idUrl]);
  return taken.length > 0;
}

export interface ImportedRestaurantRow { id: number; id_url: string; date_published: Date | null }

/** The restaurant of an external id, locked until the end of the transaction (FOR UPDATE). */
export async function lockRestaurantByExternalId(db: Db, externalId: string): Promise<ImportedRestaurantRow | undefined> {
  const rows: ImportedRestaurantRow[] = await db.query(
    `SELECT id, id_url, date_published FROM restaurant WHERE external_id = $1 FOR UPDATE`,
    [externalId],
  );
  return rows[0];
}


import type { Db } from './transaction.js';

// The reference data's hand-written SQL (reference-data.ts): each list upserted in one statement (unnest).

/** A commune of data/communes-49.json, as the city table stores it. */
export interface CityInput { insee: string; name: string; slug: string; postcodes: string[]; lat: number; lng: number; population: number }

/** Inserts the communes, or updates them (matched on their INSEE code). */
export async function upsertCities(db: Db, cities: readonly CityInput[]): Promise<void> {
  await db.query(
    `INSERT INTO city (insee, name, slug, postcodes, lat, lng, population)
     SELECT c.insee, c.name, c.slug, p.pcs, c.lat, c.lng, c.population FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::float8[], $7::int[])
       AS c(insee, name, slug, postcodes, lat, lng, population)
     CROSS JOIN LATERAL (SELECT string_to_array(c.postcodes, ',') AS pcs) p
     ON CONFLICT (insee) DO UPDATE SET name = EXCLUDED.name, slug = EXCLUDED.slug, postcodes = EXCLUDED.postcodes,
       lat = EXCLUDED.lat, lng = EXCLUDED.lng, population = EXCLUDED.population`,
    [
      cities.map((c) => c.insee),
      cities.map((c) => c.name),
      cities.map((c) => c.slug),
      // Postcodes travel as one comma-separated text per commune (a text[] of arrays would need equal lengths).
      cities.map((c) => c.postcodes.join(',')),
      cities.map((c) => c.lat),
      cities.map((c) => c.lng),
      cities.map((c) => c.population),
    ],
  );
}

/** A filter of the vocabulary (common/filters.ts), as the filter table stores it. */
export interface FilterInput { groupKey: string; label: string; slug: string; position: number }

/** Inserts the filters, or updates them (matched on their label). */
export async function upsertFilters(db: Db, filters: readonly FilterInput[]): Promise<void> {
  await db.query(
    `INSERT INTO filter (group_key, label, slug, position)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::smallint[])
     ON CONFLICT (label) DO UPDATE SET group_key = EXCLUDED.group_key, slug = EXCLUDED.slug, position = EXCLUDED.position`,
    [filters.map((f) => f.groupKey), filters.map((f) => f.label), filters.map((f) => f.slug), filters.map((f) => f.position)],
  );
}

import type { EntityManager } from 'typeorm';
import { filterVocabulary } from '../../../common/filters.js';
import communes from './data/communes-49.json' with { type: 'json' };

/** Cities (the 176 communes) and the filter vocabulary: upserted at every start, so a new label lands by itself. */
export async function syncReferenceData(manager: EntityManager): Promise<void> {
  const list = communes.communes;
  await manager.query(
    `INSERT INTO city (insee, name, slug, postcodes, lat, lng, population)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::float8[], $7::int[])
       AS c(insee, name, slug, postcodes, lat, lng, population)
     CROSS JOIN LATERAL (SELECT string_to_array(c.postcodes, ',') AS pcs) p
     ON CONFLICT (insee) DO UPDATE SET name = EXCLUDED.name, slug = EXCLUDED.slug, postcodes = EXCLUDED.postcodes,
       lat = EXCLUDED.lat, lng = EXCLUDED.lng, population = EXCLUDED.population`.replace(
      'SELECT * FROM unnest',
      'SELECT c.insee, c.name, c.slug, p.pcs, c.lat, c.lng, c.population FROM unnest',
    ),
    [
      list.map((c) => c.code),
      list.map((c) => c.nom),
      list.map((c) => c.slug),
      list.map((c) => c.codesPostaux.join(',')),
      list.map((c) => c.lat),
      list.map((c) => c.lng),
      list.map((c) => c.population),
    ],
  );
  const filters = filterVocabulary.storedFilters();
  await manager.query(
    `INSERT INTO filter (group_key, label, slug, position)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::smallint[])
     ON CONFLICT (label) DO UPDATE SET group_key = EXCLUDED.group_key, slug = EXCLUDED.slug, position = EXCLUDED.position`,
    [filters.map((f) => f.groupKey), filters.map((f) => f.label), filters.map((f) => f.slug), filters.map((f) => f.position)],
  );
}

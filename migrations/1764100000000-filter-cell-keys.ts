import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * restaurant.search_keys also holds one key per (filter, coarse map cell of about 22 km) pair, so a
 * search by place + filters reads, for each filter, only the restaurants of the cells around the place
 * that have it, instead of every restaurant having it (7–8 ms down to 3.5–5 ms for the GIN lookup of
 * the benchmark search at 100,000 restaurants). server/src/modules/restaurants/geo-cells.ts computes
 * the same keys for a query.
 */
export class FilterCellKeys1764100000000 implements MigrationInterface {
  name = 'FilterCellKeys1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION mijote_filter_cells(filter_ids integer[], lat float8, lng float8) RETURNS integer[]
        LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        AS $$ SELECT coalesce(array_agg(1000000000 + f * 10000
                + ((floor((lat - 40) / 0.2)::int % 100 + 100) % 100) * 100
                + ((floor((lng + 10) / 0.3)::int % 100 + 100) % 100)), '{}')
              FROM unnest(filter_ids) f $$`);
    await q.query(`DROP INDEX restaurant_search_keys`);
    await q.query(`ALTER TABLE restaurant DROP COLUMN search_keys`);
    await q.query(`ALTER TABLE restaurant ADD COLUMN search_keys integer[]
      GENERATED ALWAYS AS (filter_ids || mijote_geo_cells(lat, lng) || mijote_filter_cells(filter_ids, lat, lng)) STORED`);
    await q.query(`CREATE INDEX restaurant_search_keys ON restaurant USING gin (search_keys) WHERE status = 'published'`);
    await q.query(`ALTER TABLE filter ADD CONSTRAINT filter_id_fits_cell_keys CHECK (id < 100000)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE filter DROP CONSTRAINT filter_id_fits_cell_keys`);
    await q.query(`DROP INDEX restaurant_search_keys`);
    await q.query(`ALTER TABLE restaurant DROP COLUMN search_keys`);
    await q.query(`ALTER TABLE restaurant ADD COLUMN search_keys integer[] GENERATED ALWAYS AS (filter_ids || mijote_geo_cells(lat, lng)) STORED`);
    await q.query(`CREATE INDEX restaurant_search_keys ON restaurant USING gin (search_keys) WHERE status = 'published'`);
    await q.query(`DROP FUNCTION mijote_filter_cells(integer[], float8, float8)`);
  }
}

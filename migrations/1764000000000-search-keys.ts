import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One GIN-indexed integer array per restaurant holding its filter ids and its map cells at two sizes,
 * so a search by place + filters is a single index lookup (server/src/modules/restaurants/geo-cells.ts
 * computes the same cells for a query).
 */
export class SearchKeys1764000000000 implements MigrationInterface {
  name = 'SearchKeys1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION mijote_geo_cells(lat float8, lng float8) RETURNS integer[]
        LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        AS $$ SELECT ARRAY[
          100000000 + floor((lat - 40) / 0.05)::int * 10000 + floor((lng + 10) / 0.075)::int,
          200000000 + floor((lat - 40) / 0.2)::int * 10000 + floor((lng + 10) / 0.3)::int] $$`);
    await q.query(`ALTER TABLE restaurant ADD COLUMN search_keys integer[] GENERATED ALWAYS AS (filter_ids || mijote_geo_cells(lat, lng)) STORED`);
    await q.query(`CREATE INDEX restaurant_search_keys ON restaurant USING gin (search_keys) WHERE status = 'published'`);
    await q.query(`DROP INDEX restaurant_filters`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX restaurant_filters ON restaurant USING gin (filter_ids) WHERE status = 'published'`);
    await q.query(`DROP INDEX restaurant_search_keys`);
    await q.query(`ALTER TABLE restaurant DROP COLUMN search_keys`);
    await q.query(`DROP FUNCTION mijote_geo_cells(float8, float8)`);
  }
}

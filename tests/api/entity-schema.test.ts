import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.js';
import { createDataSource } from '../../server/src/db/data-source.js';
import { openDatabase } from '../../server/src/db/database.js';
import { entities } from '../../server/src/composition.js';
import { schemaDrift, type SchemaDrift } from '../../server/src/db/schema-drift.js';
import { freshDatabase } from './harness.js';

/**
 * Every table has an entity that describes it exactly (docs/adr/0005): on a database made by the real migrations,
 * TypeORM's schema diff — the SQL `npm run migration:generate` would write — must be empty.
 */
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let dataDir: string;
let ds: DataSource;

beforeAll(async () => {
  fresh = await freshDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'mijote-entities-'));
  // The app's own start: migrations, then reference data.
  const db = await openDatabase(loadConfig({ ...process.env, DATABASE_URL: fresh.url, DATA_DIR: dataDir, SEED_DEMO: '0' }), () => {}, entities);
  await db.close();
  ds = createDataSource(fresh.url, entities, { poolSize: 1 });
  await ds.initialize();
});
afterAll(async () => {
  if (ds?.isInitialized) await ds.destroy();
  await fresh?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const explain = (d: SchemaDrift) => [
  'The entities do not describe the tables the migrations make. Fix the entity, or write a migration',
  '(npm run migration:generate -- <name>, then review it). TypeORM would run:',
  ...d.up.map((q) => `  ${q.query};`),
  ...(d.tablesWithoutEntity.length ? [`Tables without an entity: ${d.tablesWithoutEntity.join(', ')}`] : []),
].join('\n');

describe('entities and migrated tables', () => {
  it('leave TypeORM nothing to change', async () => {
    const drift = await schemaDrift(ds);
    expect(drift.up.length + drift.tablesWithoutEntity.length, explain(drift)).toBe(0);
  });

  it('read every table', async () => {
    for (const entity of entities) await expect(ds.getRepository(entity).find({ take: 1 })).resolves.toBeInstanceOf(Array);
    const cities = await ds.getRepository('CityEntity').count();
    expect(cities).toBe(176);
  });

  // The comparison itself: a column only a migration makes, and one only an entity has, are both seen.
  it('sees a column no entity describes', async () => {
    await ds.query(`ALTER TABLE favourite ADD COLUMN schema_probe integer`);
    try {
      const drift = await schemaDrift(ds);
      expect(drift.up.map((q) => q.query)).toContain(`ALTER TABLE "favourite" DROP COLUMN "schema_probe"`);
    } finally {
      await ds.query(`ALTER TABLE favourite DROP COLUMN schema_probe`);
    }
  });

  it('sees an entity column the table lacks, and a table without an entity', async () => {
    await ds.query(`ALTER TABLE favourite DROP COLUMN created_at`);
    await ds.query(`CREATE TABLE schema_probe (id integer)`);
    try {
      const drift = await schemaDrift(ds);
      expect(drift.up.map((q) => q.query)).toContain(`ALTER TABLE "favourite" ADD "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`);
      expect(drift.tablesWithoutEntity).toEqual(['schema_probe']);
    } finally {
      await ds.query(`DROP TABLE schema_probe`);
      await ds.query(`ALTER TABLE favourite ADD COLUMN created_at timestamptz NOT NULL DEFAULT now()`);
    }
  });
});

import type { Db } from './transaction.js';

// The hand-written SQL of the schema diff (schema-drift.ts): catalogue reads, and the temporary view that stands in for
// TypeORM's typeorm_metadata table. Run on a data source holding a single connection, so the view is there for the diff.

/**
 * A temporary view named typeorm_metadata, on this connection only, answering with the expressions of the generated
 * columns as PostgreSQL stores them (pg_get_expr). Writes nothing to the database.
 */
export async function createGeneratedColumnsView(db: Db): Promise<void> {
  await db.query(`
    CREATE OR REPLACE TEMP VIEW typeorm_metadata AS
    SELECT 'GENERATED_COLUMN'::varchar AS type, current_database()::varchar AS database, n.nspname::varchar AS schema,
           c.relname::varchar AS "table", a.attname::varchar AS name, pg_get_expr(d.adbin, d.adrelid) AS value
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE a.attgenerated = 's' AND NOT a.attisdropped`);
}

/** The names of the current schema's tables (not views), in alphabetical order. */
export async function baseTableNames(db: Db): Promise<string[]> {
  const tables: { name: string }[] = await db.query(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`);
  return tables.map((t) => t.name);
}

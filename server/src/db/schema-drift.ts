import type { DataSource } from 'typeorm';

export interface SchemaQuery { query: string; parameters?: unknown[] }

/** What separates the entities from the database the data source reaches. */
export interface SchemaDrift {
  /** The statements `npm run migration:generate` would write into `up` (empty when the entities describe the tables). */
  up: SchemaQuery[];
  down: SchemaQuery[];
  /** Tables no entity describes (TypeORM's diff never drops a table, so it cannot see them). */
  tablesWithoutEntity: string[];
}

/**
 * TypeORM's schema diff (`createSchemaBuilder().log()`, what `migration:generate` writes) between the registered
 * entities and the database. The data source must hold a single connection (`createDataSource(url, { poolSize: 1 })`).
 *
 * TypeORM reads a generated column's expression from its own `typeorm_metadata` table, which our hand-written
 * migrations never made. A temporary view of that name, on this connection only, answers with the expressions
 * PostgreSQL actually stores (pg_get_expr), so the diff compares the entities' `asExpression` with the real ones and
 * writes nothing to the database. Statements maintaining `typeorm_metadata` are left out of the result.
 */
export async function schemaDrift(dataSource: DataSource): Promise<SchemaDrift> {
  const max = (dataSource.options as { extra?: { max?: number } }).extra?.max;
  if (max !== 1) throw new Error('schemaDrift: the data source must hold a single connection (poolSize: 1).');
  await dataSource.query(`
    CREATE OR REPLACE TEMP VIEW typeorm_metadata AS
    SELECT 'GENERATED_COLUMN'::varchar AS type, current_database()::varchar AS database, n.nspname::varchar AS schema,
           c.relname::varchar AS "table", a.attname::varchar AS name, pg_get_expr(d.adbin, d.adrelid) AS value
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE a.attgenerated = 's' AND NOT a.attisdropped`);
  const sql = await dataSource.driver.createSchemaBuilder().log();
  const keep = (q: SchemaQuery) => !/\btypeorm_metadata\b/.test(q.query);
  const described = new Set(dataSource.entityMetadatas.map((m) => m.tableName));
  // TypeORM's own tables: the executed migrations, and typeorm_metadata, which runMigrations makes (empty) once an
  // entity has a generated column.
  const ignored = new Set([dataSource.options.migrationsTableName ?? 'migrations', dataSource.metadataTableName]);
  const tables: { name: string }[] = await dataSource.query(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`);
  return {
    up: sql.upQueries.filter(keep).map(({ query, parameters }) => ({ query, parameters })),
    down: sql.downQueries.filter(keep).map(({ query, parameters }) => ({ query, parameters })),
    tablesWithoutEntity: tables.map((t) => t.name).filter((n) => !described.has(n) && !ignored.has(n)),
  };
}

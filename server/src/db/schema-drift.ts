import type { DataSource } from 'typeorm';
import { baseTableNames, createGeneratedColumnsView } from './schema-drift.queries.js';

interface SchemaQuery { query: string; parameters?: unknown[] }

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
 * entities and the database. The data source must hold a single connection (`createDataSource(url, entities, { poolSize: 1 })`).
 *
 * TypeORM reads a generated column's expression from its own `typeorm_metadata` table, which our hand-written
 * migrations never made. A temporary view of that name, on this connection only, answers with the expressions
 * PostgreSQL actually stores (pg_get_expr), so the diff compares the entities' `asExpression` with the real ones and
 * writes nothing to the database. Statements maintaining `typeorm_metadata` are left out of the result.
 */
export async function schemaDrift(dataSource: DataSource): Promise<SchemaDrift> {
  const max = (dataSource.options as { extra?: { max?: number } }).extra?.max;
  if (max !== 1) throw new Error('schemaDrift: the data source must hold a single connection (poolSize: 1).');
  await createGeneratedColumnsView(dataSource);
  const sql = await dataSource.driver.createSchemaBuilder().log();
  const keep = (q: SchemaQuery) => !/\btypeorm_metadata\b/.test(q.query);
  const described = new Set(dataSource.entityMetadatas.map((m) => m.tableName));
  // TypeORM's own tables: the executed migrations, and typeorm_metadata, which runMigrations makes (empty) once an
  // entity has a generated column.
  const ignored = new Set([dataSource.options.migrationsTableName ?? 'migrations', dataSource.metadataTableName]);
  const tables = await baseTableNames(dataSource);
  return {
    up: sql.upQueries.filter(keep).map(({ query, parameters }) => ({ query, parameters })),
    down: sql.downQueries.filter(keep).map(({ query, parameters }) => ({ query, parameters })),
    tablesWithoutEntity: tables.filter((n) => !described.has(n) && !ignored.has(n)),
  };
}

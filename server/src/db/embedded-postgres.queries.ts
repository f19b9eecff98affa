import type pg from 'pg';

// The embedded PostgreSQL's hand-written SQL (embedded-postgres.ts), run on a plain pg client connected to the
// cluster's 'postgres' database before the application's database exists.

/** Whether the cluster has a database of this name. */
export async function databaseExists(admin: pg.Client, name: string): Promise<boolean> {
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  return !!rowCount;
}

/** Creates a UTF-8 database from template0; `name` is written into the statement as it is (an identifier, not a value). */
export async function createDatabase(admin: pg.Client, name: string): Promise<void> {
  await admin.query(`CREATE DATABASE ${name} ENCODING 'UTF8' TEMPLATE template0`);
}

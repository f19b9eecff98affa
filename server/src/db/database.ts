import type { DataSource } from 'typeorm';
import type { Config } from '../config.js';
import { createDataSource } from './data-source.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { syncReferenceData } from './reference-data.js';
import { inTransaction } from './in-transaction.js';

/** Advisory lock key of the start-up migrations ('MJMG'). */
const MIGRATION_LOCK = 0x4d4a4d47;

export interface Database {
  dataSource: DataSource;
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

/** DATABASE_URL when set, otherwise the embedded PostgreSQL; then migrations and reference data. The entities: composition.ts's. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM takes entity classes as Function
export async function openDatabase(config: Config, log: (msg: string) => void, entities: readonly Function[]): Promise<Database> {
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config, log);
  const url = config.databaseUrl ?? embedded!.url;
  const dataSource = createDataSource(url, entities, { logSql: config.logSql });
  try {
    await dataSource.initialize();
    // Instances starting together migrate one after the other: the second finds the migrations applied.
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      const ran = await dataSource.runMigrations({ transaction: 'each' });
      if (ran.length) log(`Migrations appliquées : ${ran.map((m) => m.name).join(', ')}`);
      await inTransaction(dataSource, (m) => syncReferenceData(m));
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      await runner.release();
    }
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
    throw error;
  }
  return {
    dataSource,
    url,
    embedded: !!embedded,
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.stop();
    },
  };
}

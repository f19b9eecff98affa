import type { DataSource, EntityManager } from 'typeorm';

/** Where a query runs: the pool, or the transaction of the mutation under way (db/transaction.ts withTransaction). */
export type Db = DataSource | EntityManager;

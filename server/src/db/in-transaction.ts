import { EntityManager } from 'typeorm';
import type { Db } from './db.js';

// Apart from transaction.ts (withTransaction, which knows the request context): the sessions' token service and the
// database set-up open transactions too, and the request context imports them.

/**
 * A transaction outside a request (the importer, the demo seed): like withTransaction, the work queued by afterCommit
 * runs once it has committed, and not at all after a rollback.
 */
export async function inTransaction<T>(db: Db, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  const committed: (() => void)[] = [];
  const result = await db.transaction((manager) => {
    afterCommitQueues.set(manager, committed);
    return work(manager);
  });
  for (const done of committed) done();
  return result;
}

/** The work to do once the transaction of withTransaction that owns this handle has committed (dropped on a rollback). */
const afterCommitQueues = new WeakMap<EntityManager, (() => void)[]>();

/**
 * Runs `done` once what was written through `db` is committed: at the end of the withTransaction (or inTransaction) under
 * way, or at once outside a transaction. Transactions are opened by those two only, so none runs it early.
 */
export function afterCommit(db: Db, done: () => void): void {
  const queue = db instanceof EntityManager && db.queryRunner?.isTransactionActive ? afterCommitQueues.get(db) : undefined;
  if (queue) queue.push(done);
  else done();
}

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
  const beforeCommitting: ((manager: EntityManager) => Promise<void>)[] = [];
  const result = await db.transaction(async (manager) => {
    afterCommitQueues.set(manager, committed);
    beforeCommitQueues.set(manager, beforeCommitting);
    const done = await work(manager);
    for (const last of beforeCommitting) await last(manager);
    return done;
  });
  for (const done of committed) done();
  return result;
}

/** The statements to run last inside the transaction (a NOTIFY, delivered by PostgreSQL only if it commits). */
const beforeCommitQueues = new WeakMap<EntityManager, ((manager: EntityManager) => Promise<void>)[]>();

/**
 * Runs `last` as the transaction's last statement, so it commits or rolls back with the writes; outside a transaction,
 * at once. Answers the promise of that run (resolved at once when it is queued).
 */
export function beforeCommit(db: Db, last: (db: Db) => Promise<void>): Promise<void> {
  const queue = db instanceof EntityManager && db.queryRunner?.isTransactionActive ? beforeCommitQueues.get(db) : undefined;
  if (!queue) return last(db);
  queue.push(last);
  return Promise.resolve();
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

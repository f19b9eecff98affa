import { EntityManager, type EntityTarget, type ObjectLiteral, type Repository } from 'typeorm';
import type { RequestContext } from '../graphql/context.js';
import type { Db } from './db.js';

export type { Db };

/**
 * One transaction per mutation: `work` gets a context whose `db` is the transaction, so every repository and
 * query it reaches through that context writes all or nothing. A call inside a transaction joins it.
 */
export async function withTransaction<T>(ctx: RequestContext, work: (tx: RequestContext) => Promise<T>): Promise<T> {
  if (ctx.db instanceof EntityManager && ctx.db.queryRunner?.isTransactionActive) return work(ctx);
  return inTransaction(ctx.db, (manager) => work({ ...ctx, db: manager }));
}

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

/** The repository of an entity in the context's database handle (the pool, or the transaction under way). */
export function repository<E extends ObjectLiteral>(ctx: { db: Db }, entity: EntityTarget<E>): Repository<E> {
  return ctx.db.getRepository(entity);
}

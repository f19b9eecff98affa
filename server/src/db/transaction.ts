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
  const committed: (() => void)[] = [];
  const result = await ctx.db.transaction((manager) => {
    afterCommitQueues.set(manager, committed);
    return work({ ...ctx, db: manager });
  });
  for (const done of committed) done();
  return result;
}

/** The work to do once the transaction of withTransaction that owns this handle has committed (dropped on a rollback). */
const afterCommitQueues = new WeakMap<EntityManager, (() => void)[]>();

/**
 * Runs `done` once what was written through `db` is committed: at the end of the withTransaction under way, or at once
 * outside a transaction. (A transaction opened by `db.transaction` directly, not by withTransaction, runs it at once.)
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

import { EntityManager, type EntityTarget, type ObjectLiteral, type Repository } from 'typeorm';
import type { RequestContext } from '../graphql/context.js';
import type { Db } from './db.js';
import { inTransaction } from './in-transaction.js';

export type { Db };
export { afterCommit, inTransaction } from './in-transaction.js';

/**
 * One transaction per mutation: `work` gets a context whose `db` is the transaction, so every repository and
 * query it reaches through that context writes all or nothing. A call inside a transaction joins it.
 */
export async function withTransaction<T>(ctx: RequestContext, work: (tx: RequestContext) => Promise<T>): Promise<T> {
  if (ctx.db instanceof EntityManager && ctx.db.queryRunner?.isTransactionActive) return work(ctx);
  return inTransaction(ctx.db, (manager) => work({ ...ctx, db: manager }));
}

/** The repository of an entity in the context's database handle (the pool, or the transaction under way). */
export function repository<E extends ObjectLiteral>(ctx: { db: Db }, entity: EntityTarget<E>): Repository<E> {
  return ctx.db.getRepository(entity);
}

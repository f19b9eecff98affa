import type { Db } from '../../db/transaction.js';

/** Locks the registration of a token's hash until the caller's transaction ends, before it is read. */
export async function lockRegistration(db: Db, tokenHash: string): Promise<void> {
  await db.query(`SELECT 1 FROM registration WHERE token_hash = $1 FOR UPDATE`, [tokenHash]);
}

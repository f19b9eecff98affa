import type { Db } from '../../db/transaction.js';

/**
 * A restaurant imported « En attente » waits for the moderation like any other: it gets a waiting publication request
 * (none asked by an account) unless one already waits, so area 2 lists it with its actions (issue 25, ADR 0032).
 */
export async function ensureWaitingRequest(db: Db, restaurantId: number, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO publication_request (restaurant_id, requested_at)
     SELECT $1, least($2::timestamptz, now()) WHERE NOT EXISTS (SELECT 1 FROM publication_request WHERE restaurant_id = $1 AND status = 'pending')`,
    [restaurantId, at.toISOString()],
  );
}

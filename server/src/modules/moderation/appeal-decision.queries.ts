import type { Db } from '../../db/transaction.js';

/** An appeal reversing a page's taking off line: the page, locked, while it is still off line. */
export async function lockOfflineRestaurant(db: Db, restaurantId: number): Promise<{ id_url: string } | undefined> {
  const [row]: { id_url: string }[] = await db.query(`SELECT id_url FROM restaurant WHERE id = $1 AND status = 'offline' FOR UPDATE`, [restaurantId]);
  return row;
}

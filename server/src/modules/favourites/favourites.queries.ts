import type { Db } from '../../db/transaction.js';
import { CARD_COLUMNS, type CardRow } from '../restaurants/index.js';

/** A customer's published favourites as card rows (the restaurants module's card columns), newest first. */
export function favouriteCards(db: Db, userId: number): Promise<CardRow[]> {
  return db.query(
    `SELECT ${CARD_COLUMNS} FROM favourite f JOIN restaurant r ON r.id = f.restaurant_id JOIN city c ON c.id = r.city_id
     WHERE f.user_id = $1 AND r.status = 'published' ORDER BY f.created_at DESC`, [userId]);
}

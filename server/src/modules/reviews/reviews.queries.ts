import type { Db } from '../../db/transaction.js';

export interface ReviewRow {
  id: number; restaurant_id: number; author_name: string; author_id: number | null; rating: number; title: string | null; text: string; visit_date: string; meal: string | null;
  created_at: Date; published_at: Date; edited_at: Date | null;
}

/** The latest `perRestaurant` published reviews of each restaurant, newest first (a window keeps a batch to one statement). */
export function latestPublishedReviews(db: Db, restaurantIds: readonly number[], perRestaurant: number): Promise<ReviewRow[]> {
  return db.query(
    `SELECT id, restaurant_id, author_name, author_id, rating, title, text, to_char(visit_date, 'YYYY-MM-DD') AS visit_date, meal, created_at, published_at, edited_at FROM (
       SELECT v.*, row_number() OVER (PARTITION BY restaurant_id ORDER BY published_at DESC, id DESC) AS n
       FROM review v WHERE restaurant_id = ANY($1) AND status = 'published') x
     WHERE n <= $2 ORDER BY restaurant_id, published_at DESC, id DESC`, [restaurantIds, perRestaurant]);
}

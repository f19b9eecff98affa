import type { Db } from '../../db/transaction.js';
import { DataLoader, groupBy } from '../../graphql/batch.js';

export interface ReviewRow { id: number; restaurant_id: number; author_name: string; author_id: number | null; rating: number; text: string; visit_date: string; created_at: Date; published_at: Date }

export const REVIEWS_PER_PAGE = 50;

export function reviewLoaders(db: Db) {
  return {
    /** The latest published reviews of each restaurant (a window keeps the batch to one statement). */
    publishedReviews: new DataLoader<number, ReviewRow[]>(async (ids) =>
      groupBy(ids, await db.query(
        `SELECT id, restaurant_id, author_name, author_id, rating, text, to_char(visit_date, 'YYYY-MM-DD') AS visit_date, created_at, published_at FROM (
           SELECT v.*, row_number() OVER (PARTITION BY restaurant_id ORDER BY published_at DESC, id DESC) AS n
           FROM review v WHERE restaurant_id = ANY($1) AND status = 'published') x
         WHERE n <= $2 ORDER BY restaurant_id, published_at DESC, id DESC`, [ids, REVIEWS_PER_PAGE]),
      (r: ReviewRow) => r.restaurant_id)),
  };
}

import type { Db } from '../../db/transaction.js';

export interface ReviewRow {
  id: number; restaurant_id: number; author_name: string; author_id: number | null; rating: number; title: string | null; text: string; visit_date: string; meal: string | null;
  created_at: Date; published_at: Date; edited_at: Date | null; reply_text: string | null; reply_published_at: Date | null; reply_edited_at: Date | null;
  verified_visit: boolean; imported: boolean; photos: { path: string; width: number; height: number }[];
}

/** The latest `perRestaurant` published reviews of each restaurant, newest first (a window keeps a batch to one statement). */
export function latestPublishedReviews(db: Db, restaurantIds: readonly number[], perRestaurant: number): Promise<ReviewRow[]> {
  return db.query(
    `SELECT id, restaurant_id, author_name, author_id, rating, title, text, to_char(visit_date, 'YYYY-MM-DD') AS visit_date, meal, created_at, published_at, edited_at,
            reply_text, reply_published_at, reply_edited_at, verified_visit, imported_at IS NOT NULL AS imported,
            (SELECT coalesce(json_agg(json_build_object('path', p.path, 'width', p.width, 'height', p.height) ORDER BY p.id), '[]')
             FROM review_photo p WHERE p.review_id = x.id AND p.kind = 'photo') AS photos FROM (
       SELECT v.*, p.text AS reply_text, p.published_at AS reply_published_at, p.edited_at AS reply_edited_at,
              row_number() OVER (PARTITION BY v.restaurant_id ORDER BY v.published_at DESC, v.id DESC) AS n
       FROM review v LEFT JOIN review_reply p ON p.review_id = v.id AND p.status = 'published'
       WHERE v.restaurant_id = ANY($1) AND v.status = 'published') x
     WHERE n <= $2 ORDER BY restaurant_id, published_at DESC, id DESC`, [restaurantIds, perRestaurant]);
}

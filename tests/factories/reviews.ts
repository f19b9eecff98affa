import type { Queryable } from './publication.js';

export interface ReviewSeed {
  restaurantId: number;
  authorId?: number | null;
  authorName?: string;
  rating?: number;
  text?: string;
  /** yyyy-mm-dd, or days before today. */
  visitDate?: string | number;
  status?: 'pending' | 'published' | 'refused';
  /** Hours since it was written (now by default). */
  hoursAgo?: number;
  /** When it was written (and published), as an ISO time: instead of hoursAgo. */
  createdAt?: string;
  flags?: string[];
}

/** A review row as writing and moderation leave it (published ones carry their publication time); answers its id. */
export async function insertReview(db: Queryable, seed: ReviewSeed): Promise<number> {
  const status = seed.status ?? 'published';
  const visit = typeof seed.visitDate === 'number' ? null : (seed.visitDate ?? null);
  const daysAgo = typeof seed.visitDate === 'number' ? seed.visitDate : 10;
  const [row] = await db.query(
    `INSERT INTO review (restaurant_id, author_id, author_name, rating, text, visit_date, status, created_at, published_at, flags)
     VALUES ($1, $2, $3, $4, $5, COALESCE($6::date, current_date - $7::int), $8, COALESCE($11::timestamptz, now() - $9::float * interval '1 hour'),
       CASE WHEN $8 = 'published' THEN COALESCE($11::timestamptz, now()) END, $10) RETURNING id`,
    [seed.restaurantId, seed.authorId ?? null, seed.authorName ?? 'Léa D.', seed.rating ?? 4, seed.text ?? 'Très bon moment, service attentionné.',
      visit, daysAgo, status, seed.hoursAgo ?? 0, seed.flags ?? [], seed.createdAt ?? null],
  );
  return row.id;
}

/** Removes the reviews whose author name matches the LIKE pattern (a test's own batch, once looked at). */
export async function deleteReviewsSignedLike(db: Queryable, pattern: string): Promise<void> {
  await db.query(`DELETE FROM review WHERE author_name LIKE $1`, [pattern]);
}

/** The review's author name as shown (a demo review renamed for what a test looks at). */
export async function renameReviewAuthor(db: Queryable, reviewId: number, authorName: string): Promise<void> {
  await db.query(`UPDATE review SET author_name = $2 WHERE id = $1`, [reviewId, authorName]);
}

/** A photo row of the review pointing at a media path. */
export async function insertReviewPhotoRow(db: Queryable, reviewId: number, path: string): Promise<void> {
  await db.query(`INSERT INTO review_photo (review_id, kind, path, width, height, size_bytes) VALUES ($1, 'photo', $2, 8, 6, 4)`, [reviewId, path]);
}

import type { Db } from '../../db/transaction.js';

// The reviews module's hand-written SQL for the importer: a restaurant's imported reviews (no author account) replaced.

interface ImportedReview { author: string; rating: number; text: string; visitDate: string; status: string; createdAt: string | Date }

/** Deletes a restaurant's imported reviews; reviews written on the site (anonymised ones included) are kept. */
export async function deleteImportedReviews(db: Db, restaurantId: number): Promise<void> {
  await db.query(`DELETE FROM review WHERE restaurant_id = $1 AND imported_at IS NOT NULL`, [restaurantId]);
}

/** The imported reviews (no author account, marked imported; published_at is created_at for a published one), in one statement. */
export async function insertImportedReviews(db: Db, restaurantId: number, reviews: readonly ImportedReview[]): Promise<void> {
  const rv = reviews;
  await db.query(
    `INSERT INTO review (restaurant_id, author_name, rating, text, visit_date, status, created_at, published_at, imported_at)
     SELECT $1, a, r, t, v, s, c, CASE WHEN s = 'published' THEN c END, now()
     FROM unnest($2::text[], $3::smallint[], $4::text[], $5::date[], $6::text[], $7::timestamptz[]) AS x(a, r, t, v, s, c)`,
    [restaurantId, rv.map((r) => r.author), rv.map((r) => r.rating), rv.map((r) => r.text), rv.map((r) => r.visitDate), rv.map((r) => r.status), rv.map((r) => r.createdAt)],
  );
}

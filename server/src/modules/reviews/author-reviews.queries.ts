import type { Db } from '../../db/transaction.js';

// What an author's account deletion takes from the reviews module's tables (modules/index.ts hands it to accounts).

/** The pictures account deletion takes away: those of the reviews it deletes, and any receipt left. */
export function unpublishedPicturesOf(db: Db, authorId: number): Promise<{ kind: 'photo' | 'receipt'; path: string }[]> {
  return db.query(
    `SELECT p.kind, p.path FROM review_photo p JOIN review v ON v.id = p.review_id WHERE v.author_id = $1 AND (v.status <> 'published' OR p.kind = 'receipt')`, [authorId]);
}

/** Account deletion keeps the published reviews (anonymised by trigger) and deletes the others (issue 14). */
export async function deleteUnpublishedReviewsOf(db: Db, authorId: number): Promise<void> {
  await db.query(`DELETE FROM review WHERE author_id = $1 AND status <> 'published'`, [authorId]);
}

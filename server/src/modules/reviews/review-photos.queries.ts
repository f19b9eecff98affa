import type { Db } from '../../db/transaction.js';

export interface ReviewPhotoRow { id: number; review_id: number; kind: 'photo' | 'receipt'; path: string; width: number; height: number }

/** The author's review, locked, for adding a picture: its status, restaurant and how many photos it has. */
export async function lockReviewForPhoto(db: Db, reviewId: number, authorId: number): Promise<{ status: string; id_url: string; photos: number } | undefined> {
  const [row]: { status: string; id_url: string; photos: number }[] = await db.query(
    `SELECT v.status, r.id_url, (SELECT count(*)::int FROM review_photo p WHERE p.review_id = v.id AND p.kind = 'photo') AS photos
     FROM review v JOIN restaurant r ON r.id = v.restaurant_id WHERE v.id = $1 AND v.author_id = $2 FOR UPDATE OF v`, [reviewId, authorId]);
  return row;
}

export async function insertReviewPhoto(db: Db, p: Omit<ReviewPhotoRow, 'id'> & { size_bytes: number }): Promise<number> {
  const [row]: { id: number }[] = await db.query(
    `INSERT INTO review_photo (review_id, kind, path, width, height, size_bytes) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [p.review_id, p.kind, p.path, p.width, p.height, p.size_bytes]);
  return row.id;
}

/** The review's receipt, removed (a new one replaces it; a decision deletes it): its path, to delete the file after commit. */
export async function takeReceipt(db: Db, reviewId: number): Promise<string | null> {
  // TypeORM answers a DELETE … RETURNING with [rows, affected count].
  const [rows]: [{ path: string }[], number] = await db.query(`DELETE FROM review_photo WHERE review_id = $1 AND kind = 'receipt' RETURNING path`, [reviewId]);
  return rows[0]?.path ?? null;
}

/** One of the author's pictures, removed: its kind and path. */
export async function deleteOwnPhoto(db: Db, photoId: number, authorId: number): Promise<{ kind: string; path: string } | undefined> {
  const [[row]]: [{ kind: string; path: string }[], number] = await db.query(
    `DELETE FROM review_photo p USING review v WHERE p.id = $1 AND v.id = p.review_id AND v.author_id = $2 RETURNING p.kind, p.path`, [photoId, authorId]);
  return row;
}

/** The pictures of these reviews (both kinds), in the order they were sent. */
export function photosOf(db: Db, reviewIds: readonly number[]): Promise<ReviewPhotoRow[]> {
  return db.query(`SELECT id, review_id, kind, path, width, height FROM review_photo WHERE review_id = ANY($1) ORDER BY review_id, id`, [reviewIds]);
}

/** A photo's file moved to the other side of the public/private split (ADR 0023). */
export async function setPhotoPath(db: Db, photoId: number, path: string): Promise<void> {
  await db.query(`UPDATE review_photo SET path = $2 WHERE id = $1`, [photoId, path]);
}

/** The review's pictures of `kinds`, removed (a refusal or a removal): their kinds and paths, to delete the files after commit. */
export async function takePictures(db: Db, reviewId: number, kinds: readonly ('photo' | 'receipt')[]): Promise<{ kind: 'photo' | 'receipt'; path: string }[]> {
  const [rows]: [{ kind: 'photo' | 'receipt'; path: string }[], number] = await db.query(
    `DELETE FROM review_photo WHERE review_id = $1 AND kind = ANY($2::text[]) RETURNING kind, path`, [reviewId, kinds]);
  return rows;
}

/** The receipt of a review, for an admin. */
export async function receiptOf(db: Db, reviewId: number): Promise<string | null> {
  const [row]: { path: string }[] = await db.query(`SELECT path FROM review_photo WHERE review_id = $1 AND kind = 'receipt'`, [reviewId]);
  return row?.path ?? null;
}

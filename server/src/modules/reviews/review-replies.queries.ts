import type { Db } from '../../db/transaction.js';

export interface OwnerReviewRow {
  id: number; author_name: string; rating: number; title: string | null; text: string; visit_date: string; published_at: Date; edited_at: Date | null;
  is_new: boolean; reply_text: string | null; reply_status: string | null; reply_published_at: Date | null; reply_edited_at: Date | null;
  reply_rejection_reason: string | null; reply_rejection_details: string | null;
}

/** The restaurant's published reviews with the owner's reply, newest first; « new » when published since the owner last looked. */
export function ownerReviews(db: Db, restaurantId: number): Promise<OwnerReviewRow[]> {
  return db.query(
    `SELECT v.id, v.author_name, v.rating, v.title, v.text, to_char(v.visit_date, 'YYYY-MM-DD') AS visit_date, v.published_at, v.edited_at,
            coalesce(greatest(v.published_at, v.edited_at) > r.reviews_seen_at, true) AS is_new,
            p.text AS reply_text, p.status AS reply_status, p.published_at AS reply_published_at, p.edited_at AS reply_edited_at,
            p.rejection_reason AS reply_rejection_reason, p.rejection_details AS reply_rejection_details
     FROM review v JOIN restaurant r ON r.id = v.restaurant_id LEFT JOIN review_reply p ON p.review_id = v.id
     WHERE v.restaurant_id = $1 AND v.status = 'published' ORDER BY v.published_at DESC, v.id DESC LIMIT 200`, [restaurantId]);
}


/**
 * The owner's reply to a published review of their restaurant, new or edited: it waits for the moderation again (an
 * edit of a published reply shows its date). False when the review is not a published review of that restaurant.
 */
export async function saveReply(db: Db, restaurantId: number, reviewId: number, authorId: number, text: string): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `INSERT INTO review_reply (review_id, author_id, text)
     SELECT v.id, $3, $4 FROM review v WHERE v.id = $2 AND v.restaurant_id = $1 AND v.status = 'published'
     ON CONFLICT (review_id) DO UPDATE SET text = EXCLUDED.text, author_id = EXCLUDED.author_id, status = 'pending',
       edited_at = CASE WHEN review_reply.published_at IS NOT NULL THEN now() ELSE review_reply.edited_at END,
       rejection_reason = NULL, rejection_details = NULL
     RETURNING id`, [restaurantId, reviewId, authorId, text]);
  return rows.length > 0;
}

export interface QueuedReplyRow {
  id: number; review_id: number; text: string; created_at: Date; edited_at: Date | null; published_at: Date | null; review_title: string | null;
  review_text: string; review_author: string; review_rating: number; restaurant_name: string; id_url: string; city_slug: string;
}

/** Replies waiting for the moderation, the longest waiting first. */
export function pendingReplies(db: Db, limit: number): Promise<QueuedReplyRow[]> {
  return db.query(
    `SELECT p.id, p.review_id, p.text, p.created_at, p.edited_at, p.published_at, v.title AS review_title, v.text AS review_text, v.author_name AS review_author,
            v.rating AS review_rating, r.name AS restaurant_name, r.id_url, c.slug AS city_slug
     FROM review_reply p JOIN review v ON v.id = p.review_id JOIN restaurant r ON r.id = v.restaurant_id JOIN city c ON c.id = r.city_id
     WHERE p.status = 'pending' ORDER BY coalesce(p.edited_at, p.created_at), p.id LIMIT $1`, [limit]);
}

export interface DecidedReplyRow { id: number; text: string; id_url: string; restaurant_name: string; owner_id: number | null; owner_email: string | null; owner_first_name: string | null }

export async function lockPendingReply(db: Db, replyId: number): Promise<DecidedReplyRow | undefined> {
  const [row]: DecidedReplyRow[] = await db.query(
    `SELECT p.id, p.text, r.id_url, r.name AS restaurant_name, u.id AS owner_id, u.email AS owner_email, u.first_name AS owner_first_name
     FROM review_reply p JOIN review v ON v.id = p.review_id JOIN restaurant r ON r.id = v.restaurant_id LEFT JOIN app_user u ON u.id = p.author_id
     WHERE p.id = $1 AND p.status = 'pending' FOR UPDATE OF p`, [replyId]);
  return row;
}

export async function decideReply(db: Db, replyId: number, publish: boolean, reason: string | null, details: string | null): Promise<void> {
  await db.query(
    publish
      ? `UPDATE review_reply SET status = 'published', published_at = coalesce(published_at, now()), decided_at = now() WHERE id = $1`
      : `UPDATE review_reply SET status = 'rejected', decided_at = now(), rejection_reason = $2, rejection_details = $3 WHERE id = $1`,
    publish ? [replyId] : [replyId, reason, details]);
}

/** An appeal reversed a reply's refusal (docs/adr/0041): published if still refused as it was; null otherwise. */
export async function reinstateReply(db: Db, replyId: number): Promise<string | null> {
  const [rows]: [{ id_url: string }[], number] = await db.query(
    `UPDATE review_reply p SET status = 'published', published_at = coalesce(p.published_at, now()), decided_at = now(), rejection_reason = NULL, rejection_details = NULL
     FROM review v JOIN restaurant r ON r.id = v.restaurant_id WHERE p.id = $1 AND p.status = 'rejected' AND v.id = p.review_id RETURNING r.id_url`, [replyId]);
  return rows[0]?.id_url ?? null;
}

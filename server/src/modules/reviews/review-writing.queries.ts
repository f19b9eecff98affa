import { likeEscaped } from '../../db/like-pattern.js';
import type { Db } from '../../db/transaction.js';

export interface ReviewTargetRow { id: number; id_url: string; name: string; city_slug: string; status: string }

/** The restaurant a review is written about, by its id_url. */
export async function reviewTarget(db: Db, idUrl: string): Promise<ReviewTargetRow | undefined> {
  const [row]: ReviewTargetRow[] = await db.query(
    `SELECT r.id, r.id_url, r.name, c.slug AS city_slug, r.status FROM restaurant r JOIN city c ON c.id = r.city_id WHERE r.id_url = $1`, [idUrl]);
  return row;
}

/**
 * Whether the account is linked to the restaurant: its owner, or an address the restaurant was registered or is billed
 * with (a restaurateur's customer account cannot review their own restaurant).
 */
export async function linkedToRestaurant(db: Db, userId: number, restaurantId: number): Promise<boolean> {
  const [row]: { linked: boolean }[] = await db.query(
    `SELECT EXISTS (
       SELECT 1 FROM restaurant r, app_user u WHERE r.id = $2 AND u.id = $1 AND (
         r.owner_id = u.id
         OR lower(u.email) IN (SELECT email FROM registration WHERE restaurant_id = r.id OR claim_restaurant_id = r.id)
         OR lower(u.email) IN (SELECT billing_email FROM subscription WHERE restaurant_id = r.id)
         OR lower(u.email) IN (SELECT lower(o.email) FROM app_user o WHERE o.id = r.owner_id))
     ) AS linked`, [userId, restaurantId]);
  return row.linked;
}

export interface NewReview {
  restaurantId: number; authorId: number; authorName: string; rating: number; title: string; text: string; visitDate: string; meal: string; flags: string[];
}

/** A new review waiting for moderation; null when the author already reviewed this restaurant for that visit month. */
export async function insertReview(db: Db, r: NewReview): Promise<number | null> {
  const rows: { id: number }[] = await db.query(
    `INSERT INTO review (restaurant_id, author_id, author_name, rating, title, text, visit_date, meal, flags, sworn_at, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now(), 'pending')
     ON CONFLICT (author_id, restaurant_id, visit_date) WHERE author_id IS NOT NULL DO NOTHING RETURNING id`,
    [r.restaurantId, r.authorId, r.authorName, r.rating, r.title, r.text, r.visitDate, r.meal, r.flags]);
  return rows[0]?.id ?? null;
}

export interface OwnReviewRow { id: number; restaurant_id: number; id_url: string; status: string; published_at: Date | null }

/** The author's review, locked for the caller's transaction. */
export async function lockOwnReview(db: Db, reviewId: number, authorId: number): Promise<OwnReviewRow | undefined> {
  const [row]: OwnReviewRow[] = await db.query(
    `SELECT v.id, v.restaurant_id, r.id_url, v.status, v.published_at FROM review v JOIN restaurant r ON r.id = v.restaurant_id
     WHERE v.id = $1 AND v.author_id = $2 FOR UPDATE OF v`, [reviewId, authorId]);
  return row;
}

/**
 * An edit: the new content waits for moderation again (the rating follows, by the review trigger); a review once
 * published shows its edit date. False when the visit month is taken by another of the author's reviews.
 */
export async function updateReview(db: Db, reviewId: number, r: Omit<NewReview, 'restaurantId' | 'authorId' | 'authorName'>, oncePublished: boolean): Promise<boolean> {
  // TypeORM answers an UPDATE … RETURNING with [rows, affected count].
  const [rows]: [{ id: number }[], number] = await db.query(
    `UPDATE review v SET rating = $2, title = $3, text = $4, visit_date = $5, meal = $6, flags = $7, sworn_at = now(), status = 'pending',
            edited_at = CASE WHEN $8 THEN now() ELSE v.edited_at END, rejection_reason = NULL, rejection_details = NULL
     WHERE v.id = $1 AND NOT EXISTS (
       SELECT 1 FROM review o WHERE o.author_id = v.author_id AND o.restaurant_id = v.restaurant_id AND o.visit_date = $5 AND o.id <> v.id)
     RETURNING v.id`, [reviewId, r.rating, r.title, r.text, r.visitDate, r.meal, r.flags, oncePublished]);
  return rows.length > 0;
}

/** A review as its author and the moderation see it: its restaurant, state, pictures (no receipt path) and dates. */
const AUTHOR_REVIEW_COLUMNS = `v.id, r.id_url, r.name AS restaurant_name, c.slug AS city_slug, v.rating, v.title, v.text, to_char(v.visit_date, 'YYYY-MM-DD') AS visit_date,
  v.meal, v.status, v.rejection_reason, v.rejection_details, v.created_at, v.published_at, v.edited_at, v.verified_visit,
  EXISTS (SELECT 1 FROM review_photo p WHERE p.review_id = v.id AND p.kind = 'receipt') AS has_receipt,
  (SELECT coalesce(json_agg(json_build_object('id', p.id, 'path', p.path, 'width', p.width, 'height', p.height) ORDER BY p.id), '[]')
   FROM review_photo p WHERE p.review_id = v.id AND p.kind = 'photo') AS photos`;

export interface AuthorReviewRow {
  id: number; id_url: string; restaurant_name: string; city_slug: string; rating: number; title: string | null; text: string; visit_date: string;
  meal: string | null; status: string; rejection_reason: string | null; rejection_details: string | null; created_at: Date; published_at: Date | null; edited_at: Date | null;
  verified_visit: boolean; has_receipt: boolean; photos: { id: number; path: string; width: number; height: number }[];
}

/** The author's reviews, newest first, whatever their status (their profile). */
export function authorReviews(db: Db, authorId: number): Promise<AuthorReviewRow[]> {
  return db.query(
    `SELECT ${AUTHOR_REVIEW_COLUMNS}
     FROM review v JOIN restaurant r ON r.id = v.restaurant_id JOIN city c ON c.id = r.city_id
     WHERE v.author_id = $1 ORDER BY v.created_at DESC, v.id DESC LIMIT 200`, [authorId]);
}

/** One of the author's reviews, to edit it. */
export async function authorReview(db: Db, authorId: number, reviewId: number): Promise<AuthorReviewRow | undefined> {
  const [row]: AuthorReviewRow[] = await db.query(
    `SELECT ${AUTHOR_REVIEW_COLUMNS}
     FROM review v JOIN restaurant r ON r.id = v.restaurant_id JOIN city c ON c.id = r.city_id WHERE v.author_id = $1 AND v.id = $2`, [authorId, reviewId]);
  return row;
}

export interface QueuedReviewRow extends AuthorReviewRow { author_name: string; author_email: string | null; flags: string[] }

/** Reviews waiting for moderation, the longest waiting first (an edit waits from its edit). */
export interface ReviewQueueFilter { search: string; flaggedOnly: boolean; overdueHours: number | null }

/** The waiting reviews that match the search (restaurant or author), have a flag, or wait more than `overdueHours`. */
const QUEUE_MATCH = `v.status = 'pending' AND ($1 = '' OR r.name ILIKE $2 OR v.author_name ILIKE $2) AND (NOT $3 OR cardinality(v.flags) > 0)
  AND ($4::int IS NULL OR coalesce(v.edited_at, v.created_at) < now() - make_interval(hours => $4::int))`;
const queueParams = (f: ReviewQueueFilter) => [f.search, `%${likeEscaped(f.search)}%`, f.flaggedOnly, f.overdueHours];

/** One page of the matching waiting reviews, the longest waiting first. */
export function pendingReviews(db: Db, filter: ReviewQueueFilter, limit: number, offset: number): Promise<QueuedReviewRow[]> {
  return db.query(
    `SELECT ${AUTHOR_REVIEW_COLUMNS}, v.author_name, u.email AS author_email, v.flags
     FROM review v JOIN restaurant r ON r.id = v.restaurant_id JOIN city c ON c.id = r.city_id LEFT JOIN app_user u ON u.id = v.author_id
     WHERE ${QUEUE_MATCH} ORDER BY coalesce(v.edited_at, v.created_at), v.id LIMIT $5 OFFSET $6`, [...queueParams(filter), limit, offset]);
}

/**
 * How many waiting reviews match, how many wait in all, how many wait more than `deadlineHours`, and the longest wait
 * in whole hours (null when none waits).
 */
export async function pendingReviewCounts(db: Db, filter: ReviewQueueFilter, deadlineHours: number): Promise<{ total: number; waiting: number; overdue: number; oldest_hours: number | null }> {
  const [row]: { total: number; waiting: number; overdue: number; oldest_hours: number | null }[] = await db.query(
    `SELECT count(*) FILTER (WHERE ${QUEUE_MATCH})::int AS total, count(*)::int AS waiting,
            count(*) FILTER (WHERE coalesce(v.edited_at, v.created_at) < now() - make_interval(hours => $5::int))::int AS overdue,
            floor(extract(epoch FROM now() - min(coalesce(v.edited_at, v.created_at))) / 3600)::int AS oldest_hours
     FROM review v JOIN restaurant r ON r.id = v.restaurant_id WHERE v.status = 'pending'`, [...queueParams(filter), deadlineHours]);
  return row;
}

interface AgingReviewRow { id: number; restaurant_name: string; excerpt: string; waited_hours: number }

/** The waiting reviews that have waited `fromHours` or more, the longest waiting first (the moderators' digest). */
export function agingPendingReviews(db: Db, fromHours: number, limit: number): Promise<AgingReviewRow[]> {
  return db.query(
    `SELECT v.id, r.name AS restaurant_name, left(coalesce(v.title, v.text), 60) AS excerpt,
            floor(extract(epoch FROM now() - coalesce(v.edited_at, v.created_at)) / 3600)::int AS waited_hours
     FROM review v JOIN restaurant r ON r.id = v.restaurant_id
     WHERE v.status = 'pending' AND coalesce(v.edited_at, v.created_at) <= now() - make_interval(hours => $1::int)
     ORDER BY coalesce(v.edited_at, v.created_at), v.id LIMIT $2`, [fromHours, limit]);
}

export interface DecidedReviewRow {
  id: number; id_url: string; restaurant_name: string; rating: number; text: string; title: string | null; author_id: number | null; author_email: string | null; author_first_name: string | null;
  published_at: Date | null; owner_email: string | null; owner_first_name: string | null; city_slug: string;
}

/** A waiting review, locked for the moderation's decision. */
export async function lockPendingReview(db: Db, reviewId: number): Promise<DecidedReviewRow | undefined> {
  const [row]: DecidedReviewRow[] = await db.query(
    `SELECT v.id, r.id_url, r.name AS restaurant_name, v.rating, v.text, v.title, u.id AS author_id, u.email AS author_email, u.first_name AS author_first_name, v.published_at,
            o.email AS owner_email, o.first_name AS owner_first_name, c.slug AS city_slug
     FROM review v JOIN restaurant r ON r.id = v.restaurant_id JOIN city c ON c.id = r.city_id LEFT JOIN app_user u ON u.id = v.author_id LEFT JOIN app_user o ON o.id = r.owner_id
     WHERE v.id = $1 AND v.status = 'pending' FOR UPDATE OF v`, [reviewId]);
  return row;
}

/**
 * Publishes (the first publication date stays for an edit) or refuses a waiting review; the rating follows (trigger).
 * « Visite vérifiée » is what this decision says (issue 24): an edit republished without it loses it, whatever an
 * earlier decision granted for the visit the review described then.
 */
export async function decideReview(db: Db, reviewId: number, publish: boolean, reason: string | null, details: string | null, verifiedVisit = false): Promise<void> {
  await db.query(
    publish
      ? `UPDATE review SET status = 'published', published_at = coalesce(published_at, now()), decided_at = now(), rejection_reason = NULL, rejection_details = NULL,
           verified_visit = $2 WHERE id = $1`
      : `UPDATE review SET status = 'rejected', decided_at = now(), rejection_reason = $2, rejection_details = $3, verified_visit = false WHERE id = $1`,
    publish ? [reviewId, verifiedVisit] : [reviewId, reason, details]);
}

/** Deletes the author's review (the rating follows, by the review trigger). */
export async function deleteOwnReview(db: Db, reviewId: number, authorId: number): Promise<boolean> {
  const [rows]: [unknown[], number] = await db.query(`DELETE FROM review WHERE id = $1 AND author_id = $2 RETURNING id`, [reviewId, authorId]);
  return rows.length > 0;
}

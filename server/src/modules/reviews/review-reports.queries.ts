import type { Db } from '../../db/transaction.js';
import { retentionInterval } from '../../../../common/retention-periods.js';

/** The published review a report names, with its restaurant (null when there is none). */
export async function reportableReview(db: Db, reviewId: number): Promise<{ id: number; restaurant_id: number } | undefined> {
  const [row] = await db.query(
    `SELECT v.id, v.restaurant_id FROM review v JOIN restaurant r ON r.id = v.restaurant_id WHERE v.id = $1 AND v.status = 'published' AND r.status = 'published'`, [reviewId]);
  return row;
}

export interface ReportedReviewRow {
  review_id: number; restaurant_name: string; restaurant_id_url: string; author_name: string; rating: number; text: string; visit_date: string; published_at: Date;
  reports: { reason: string; details: string; created_at: string; signed_in: boolean }[];
}

/** Reviews with open reports, the oldest report first, each with its reports; only review `reviewId` when given. */
export async function reportedReviews(db: Db, limit: number, reviewId: number | null = null): Promise<ReportedReviewRow[]> {
  return db.query(
    `SELECT v.id AS review_id, r.name AS restaurant_name, r.id_url AS restaurant_id_url, v.author_name, v.rating, v.text,
            to_char(v.visit_date, 'YYYY-MM-DD') AS visit_date, v.published_at,
            json_agg(json_build_object('reason', p.reason, 'details', p.details, 'created_at', p.created_at, 'signed_in', p.reporter_id IS NOT NULL) ORDER BY p.created_at) AS reports
     FROM review_report p JOIN review v ON v.id = p.review_id JOIN restaurant r ON r.id = v.restaurant_id
     WHERE p.status = 'open' AND ($2::int IS NULL OR v.id = $2) GROUP BY v.id, r.name, r.id_url ORDER BY min(p.created_at), v.id LIMIT $1`, [limit, reviewId]);
}

export interface DecisionReviewRow { id: number; status: string; text: string; restaurant_name: string; author_id: number | null; author_email: string | null; author_first_name: string | null }

/** The review a decision is about, locked, with its author's address. */
export async function lockReportedReview(db: Db, reviewId: number): Promise<DecisionReviewRow | undefined> {
  const [row] = await db.query(
    `SELECT v.id, v.status, v.text, r.name AS restaurant_name, u.id AS author_id, u.email AS author_email, u.first_name AS author_first_name
     FROM review v JOIN restaurant r ON r.id = v.restaurant_id LEFT JOIN app_user u ON u.id = v.author_id WHERE v.id = $1 FOR UPDATE OF v`, [reviewId]);
  return row;
}

/** A reporter who left an address, as a closed report names them (the first of their reports on that review). */
export interface ClosedReportRow { id: number; account_id: number | null; email: string }

/**
 * Closes the review's open reports with the outcome; answers how many, and the reporters who left an address, one
 * per address (their earliest report): they are told the outcome, and may contest a « keep » (docs/adr/0049).
 */
export async function closeReports(db: Db, reviewId: number, outcome: 'kept' | 'removed'): Promise<{ count: number; reporters: ClosedReportRow[] }> {
  const [row]: { count: number; reporters: ClosedReportRow[] }[] = await db.query(
    `WITH closed AS (UPDATE review_report SET status = $2, decided_at = now() WHERE review_id = $1 AND status = 'open' RETURNING id, reporter_id, reporter_email),
          first AS (SELECT DISTINCT ON (reporter_email) id, reporter_id, reporter_email FROM closed WHERE reporter_email IS NOT NULL ORDER BY reporter_email, id)
     SELECT (SELECT count(*)::int FROM closed) AS count,
            coalesce((SELECT json_agg(json_build_object('id', id, 'account_id', reporter_id, 'email', reporter_email) ORDER BY id) FROM first), '[]') AS reporters`,
    [reviewId, outcome]);
  return row;
}

/** A report as area 2 shows it beside its author's appeal (docs/adr/0049): the ground, the details, the review in full. */
export interface AppealedReportRow { id: number; reason: string; details: string; created_at: Date; review_text: string }

export async function reportsByIds(db: Db, ids: number[]): Promise<AppealedReportRow[]> {
  if (ids.length === 0) return [];
  return db.query(
    `SELECT p.id, p.reason, p.details, p.created_at, v.text AS review_text FROM review_report p JOIN review v ON v.id = p.review_id WHERE p.id = ANY ($1::int[])`, [ids]);
}

/** Takes a review off the page (its restaurant's rating and count follow, by the review trigger). */
export async function removeReview(db: Db, reviewId: number): Promise<{ kind: 'photo' | 'receipt'; path: string }[]> {
  await db.query(`UPDATE review SET status = 'removed' WHERE id = $1`, [reviewId]);
  // Off the page for good: its pictures go (their files once the transaction has committed; issue 24).
  const [rows]: [{ kind: 'photo' | 'receipt'; path: string }[], number] = await db.query(`DELETE FROM review_photo WHERE review_id = $1 RETURNING kind, path`, [reviewId]);
  return rows;
}

/**
 * An appeal reversed the decision (docs/adr/0041): a review still refused or removed as it was is published again
 * (its first publication date kept; the rating follows by the review trigger). Its photos, deleted by the decision,
 * do not come back. Answers the restaurant's id_url, or null when the review has changed since (edited, deleted).
 */
export async function reinstateReview(db: Db, reviewId: number, from: 'rejected' | 'removed'): Promise<string | null> {
  const [rows]: [{ id_url: string }[], number] = await db.query(
    `UPDATE review v SET status = 'published', published_at = coalesce(v.published_at, now()), decided_at = now(), rejection_reason = NULL, rejection_details = NULL
     FROM restaurant r WHERE v.id = $1 AND v.status = $2 AND r.id = v.restaurant_id RETURNING r.id_url`, [reviewId, from]);
  return rows[0]?.id_url ?? null;
}

export interface FollowedReportRow { id: number; review_id: number; status: 'open' | 'kept' | 'removed'; reason: string; created_at: Date; decided_at: Date | null; restaurant_name: string }

/** A report as its author follows it (docs/adr/0041). */
export async function followedReport(db: Db, reportId: number): Promise<FollowedReportRow | undefined> {
  const [row]: FollowedReportRow[] = await db.query(
    `SELECT p.id, p.review_id, p.status, p.reason, p.created_at, p.decided_at, r.name AS restaurant_name
     FROM review_report p JOIN review v ON v.id = p.review_id JOIN restaurant r ON r.id = v.restaurant_id WHERE p.id = $1`, [reportId]);
  return row;
}

/** Decided reports, deleted 3 years after their decision (common RETENTION_PERIODS.reports), at most `limit`; answers how many. */
export async function purgeDecidedReports(db: Db, limit: number): Promise<number> {
  const [row]: { n: number }[] = await db.query(
    `WITH gone AS (DELETE FROM review_report WHERE id IN (
       SELECT id FROM review_report WHERE status <> 'open' AND decided_at < now() - interval '${retentionInterval('reports')}' ORDER BY id LIMIT $1) RETURNING 1)
     SELECT count(*)::int AS n FROM gone`, [limit]);
  return row.n;
}

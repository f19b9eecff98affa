import { retentionInterval } from '../../../../common/retention-periods.js';
import type { Db } from '../../db/transaction.js';
import type { Role } from './user.entity.js';
import type { PendingProfile } from './email-code.entity.js';

// The accounts module's hand-written SQL and the row types it answers: reads that judge time on PostgreSQL's clock in
// the same statement as their row (codes) and the set-based reads of other modules' tables (public profile, data
// export); the sessions' reads are auth's (server/src/auth/session.queries.ts). Everything else goes through repositories.

// ── Values and conditions on PostgreSQL's clock (server/src/db/clock.queries.ts), for repository reads and writes ─────
export {  dbNow, minutesFromNow, notExpired } from '../../db/clock.queries.js';

/** app_user.token_version plus one, as a value to write (ends every access token of the account). */
export const raisedTokenVersion = () => '"token_version" + 1';
/**
 * Keeps app_user.updated_at as it is: TypeORM sets an @UpdateDateColumn on every update, and a log-in or the end of
 * every session is not a change of the account (the hand-written statements never touched it there).
 */
export const UPDATED_AT_UNCHANGED = { updatedAt: () => '"updated_at"' } as const;

// ── Verification codes ───────────────────────────────────────────────────────────────────────────────────────────────

/** The latest unused code of an account, with its expiry judged on PostgreSQL's clock. */
export interface CurrentCodeRow { id: number; code_hash: string; attempts: number; expired: boolean; pending_profile: PendingProfile | null }

/** The account's latest unused verification code (the one a guess is checked against), if any. */
export async function currentEmailCode(db: Db, userId: number): Promise<CurrentCodeRow | undefined> {
  const rows: CurrentCodeRow[] = await db.query(
    `SELECT id, code_hash, attempts, expires_at <= now() AS expired, pending_profile FROM email_code
     WHERE user_id = $1 AND used_at IS NULL ORDER BY created_at DESC LIMIT 1`, [userId]);
  return rows[0];
}

// ── Public profile and data export (reviews, favourites: other modules' tables, read here) ────────────────────────────

/** A published review on a customer's public profile, with its restaurant's page address parts. */
export interface ProfileReviewRow { name: string; id_url: string; city_slug: string; rating: number; text: string; visit_date: string; published_at: Date }

/** The author's published reviews of published restaurants, newest first (at most 100). */
export function publishedReviewsBy(db: Db, authorId: number): Promise<ProfileReviewRow[]> {
  return db.query(
    `SELECT r.name, r.id_url, c.slug AS city_slug, v.rating, v.text, to_char(v.visit_date, 'YYYY-MM-DD') AS visit_date, v.published_at
     FROM review v JOIN restaurant r ON r.id = v.restaurant_id JOIN city c ON c.id = r.city_id
     WHERE v.author_id = $1 AND v.status = 'published' AND r.status = 'published' ORDER BY v.published_at DESC LIMIT 100`, [authorId]);
}

/** How many published reviews the author has: they stay, anonymised, when the account goes. */
export async function publishedReviewCount(db: Db, authorId: number): Promise<number> {
  const [row]: { n: number }[] = await db.query(`SELECT count(*)::int AS n FROM review WHERE author_id = $1 AND status = 'published'`, [authorId]);
  return row.n;
}

/** A favourite in the data export. */
export interface ExportedFavouriteRow { id_url: string; name: string; city: string; created_at: Date }

/** Every favourite of the account, oldest first, whatever the restaurant's status. */
export function exportedFavourites(db: Db, userId: number): Promise<ExportedFavouriteRow[]> {
  return db.query(
    `SELECT r.id_url, r.name, c.name AS city, f.created_at FROM favourite f JOIN restaurant r ON r.id = f.restaurant_id JOIN city c ON c.id = r.city_id
     WHERE f.user_id = $1 ORDER BY f.created_at`, [userId]);
}

/** A review in the data export. */
export interface ExportedReviewRow {
  restaurant: string; rating: number; title: string | null; text: string; visit_date: string; meal: string | null; status: string; rejection_reason: string | null;
  created_at: Date; published_at: Date | null; edited_at: Date | null; sworn_at: Date | null;
}

/** Every review the account wrote, oldest first, whatever its status. */
export function exportedReviews(db: Db, userId: number): Promise<ExportedReviewRow[]> {
  return db.query(
    `SELECT r.id_url AS restaurant, v.rating, v.title, v.text, to_char(v.visit_date, 'YYYY-MM-DD') AS visit_date, v.meal, v.status, v.rejection_reason,
            v.created_at, v.published_at, v.edited_at, v.sworn_at
     FROM review v JOIN restaurant r ON r.id = v.restaurant_id WHERE v.author_id = $1 ORDER BY v.created_at`, [userId]);
}

// ── Admins' second factor ────────────────────────────────────────────────────────────────────────────────────────────

export interface SecondFactorRow { id: number; role: Role; totp_secret: string | null; totp_last_step: string | null }

export async function secondFactorOf(db: Db, userId: number): Promise<SecondFactorRow | undefined> {
  const [row]: SecondFactorRow[] = await db.query(`SELECT id, role, totp_secret, totp_last_step FROM app_user WHERE id = $1`, [userId]);
  return row;
}

/** Makes this challenge nonce's hash the only one accepted: any earlier challenge of the account ends. */
export async function issueSecondFactorChallenge(db: Db, userId: number, nonceHash: string): Promise<void> {
  await db.query(`UPDATE app_user SET totp_challenge = $2 WHERE id = $1`, [userId, nonceHash]);
}

/** Ends the challenge if it is still the latest one issued: true once, for the caller that ended it. */
export async function spendSecondFactorChallenge(db: Db, userId: number, nonceHash: string): Promise<boolean> {
  const [row]: { n: number }[] = await db.query(
    `WITH spent AS (UPDATE app_user SET totp_challenge = NULL WHERE id = $1 AND totp_challenge = $2 RETURNING 1)
     SELECT count(*)::int AS n FROM spent`, [userId, nonceHash]);
  return row.n === 1;
}

/** Stores a new secret and its recovery codes' hashes, and the step of the code that proved it. */
export async function setSecondFactor(db: Db, userId: number, encryptedSecret: string, recoveryHashes: string[], step: number): Promise<void> {
  await db.query(`UPDATE app_user SET totp_secret = $2, totp_recovery = $3, totp_last_step = $4 WHERE id = $1`, [userId, encryptedSecret, recoveryHashes, step]);
}

/** Records the step of an accepted code, unless a code of this step or a later one was already accepted (a replay). */
export async function useTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const [row]: { n: number }[] = await db.query(
    `WITH used AS (UPDATE app_user SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING 1)
     SELECT count(*)::int AS n FROM used`, [userId, step]);
  return row.n === 1;
}

/** Spends a recovery code (its hash): true when it was there, unused. */
export async function useRecoveryCode(db: Db, userId: number, hash: string): Promise<boolean> {
  const [row]: { n: number }[] = await db.query(
    `WITH used AS (UPDATE app_user SET totp_recovery = array_remove(totp_recovery, $2) WHERE id = $1 AND $2 = ANY (totp_recovery) RETURNING 1)
     SELECT count(*)::int AS n FROM used`, [userId, hash]);
  return row.n === 1;
}

export async function markWarned(db: Db, userId: number): Promise<void> {
  await db.query(`UPDATE app_user SET inactivity_warned_at = now() WHERE id = $1`, [userId]);
}

/** The account as the admin's actions need it, locked for the caller's transaction. */
export async function lockAccount(db: Db, userId: number): Promise<{ id: number; email: string; first_name: string; role: string; email_verified: boolean; disabled_at: Date | null } | undefined> {
  const [row] = await db.query(`SELECT id, email, first_name, role, email_verified, disabled_at FROM app_user WHERE id = $1 FOR UPDATE`, [userId]);
  return row;
}

export async function setDisabled(db: Db, userId: number, disabled: boolean): Promise<void> {
  await db.query(`UPDATE app_user SET disabled_at = CASE WHEN $2 THEN now() ELSE NULL END WHERE id = $1`, [userId, disabled]);
}

/** An account a notice goes to (modules/notices through accountRecords.noticeRecipients). */
export interface NoticeRecipientRow { id: number; email: string; first_name: string }

/**
 * The accounts of `role` whose address is proven, by increasing id after `afterId`, `limit` at most: a notice gathers
 * its recipients by batches (an account made meanwhile is gathered by a later batch).
 */
export function noticeRecipientsAfter(db: Db, role: Role, afterId: number, limit: number): Promise<NoticeRecipientRow[]> {
  return db.query(`SELECT id, email, first_name FROM app_user WHERE role = $1 AND email_verified AND id > $2 ORDER BY id LIMIT $3`, [role, afterId, limit]);
}

/** How many accounts of `role` have a proven address. */
export async function noticeRecipientCount(db: Db, role: Role): Promise<number> {
  const [row] = await db.query(`SELECT count(*)::int AS n FROM app_user WHERE role = $1 AND email_verified`, [role]);
  return row.n;
}

/** The account an admin creation made or promoted, and which of the two happened. */
export interface UpsertedAdminRow { id: number; created: boolean }

/**
 * Creates the admin account of a normalised e-mail, or makes the existing account of that address an admin with this
 * password (verified, token version raised: its access tokens stop working; its second factor is set up again at the
 * next sign-in, the way back for an admin who lost their phone). One statement on the unique index of
 * lower(email), which TypeORM's upsert cannot target; `created` (xmax = 0) tells an insert from an update.
 */
export async function upsertAdmin(db: Db, email: string, passwordHash: string): Promise<UpsertedAdminRow> {
  const [row]: UpsertedAdminRow[] = await db.query(
    `INSERT INTO app_user (email, password_hash, role, first_name, last_name, email_verified) VALUES ($1, $2, 'admin', 'Admin', '', true)
     ON CONFLICT ((lower(email))) DO UPDATE SET role = 'admin', password_hash = EXCLUDED.password_hash, email_verified = true,
       token_version = app_user.token_version + 1, updated_at = now(), totp_secret = NULL, totp_recovery = '{}', totp_last_step = NULL, totp_challenge = NULL
     RETURNING id, (xmax = 0) AS created`, [email, passwordHash]);
  return row;
}

/** Locks the account of an address until the caller's transaction ends, before it is read. */
export async function lockAccountByEmail(db: Db, email: string): Promise<void> {
  await db.query(`SELECT 1 FROM app_user WHERE email = $1 FOR UPDATE`, [email]);
}

/** Locks the reset link of a token's hash until the caller's transaction ends, before it is read. */
export async function lockPasswordReset(db: Db, tokenHash: string): Promise<void> {
  await db.query(`SELECT 1 FROM password_reset WHERE token_hash = $1 FOR UPDATE`, [tokenHash]);
}

// ── The host's keep of a closed account (LCEN art. 6, décret 2021-1362; docs/adr/0042) ───────────────────────────────
// closed_account_keep is written here and deleted here, never read by the application: no other statement names it.

/**
 * Copies, in the deletion's transaction and before it, what the host must keep a year about an account whose published
 * reviews or replies stay on line (anonymised): its identification data (with a restaurateur's birth date and phone,
 * given at registration) and the ids of that content. An account
 * with nothing on line leaves nothing. Answers whether a copy was made.
 */
export async function keepClosedAccount(db: Db, userId: number): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `INSERT INTO closed_account_keep (former_user_id, role, email, first_name, last_name, salutation, birth_date, phone, account_created_at, review_ids, reply_ids)
     SELECT u.id, u.role, u.email, u.first_name, u.last_name, u.salutation, u.birth_date, c.phone, u.created_at, c.review_ids, c.reply_ids
     FROM app_user u
     CROSS JOIN LATERAL (SELECT
       (SELECT g.phone FROM registration g WHERE g.user_id = u.id AND g.phone IS NOT NULL ORDER BY g.created_at DESC LIMIT 1) AS phone,
       ARRAY(SELECT v.id FROM review v WHERE v.author_id = u.id AND v.status = 'published' ORDER BY v.id) AS review_ids,
       ARRAY(SELECT p.id FROM review_reply p WHERE p.author_id = u.id AND p.status = 'published' ORDER BY p.id) AS reply_ids) c
     WHERE u.id = $1 AND (cardinality(c.review_ids) > 0 OR cardinality(c.reply_ids) > 0)
     RETURNING 1`, [userId]);
  return rows.length > 0;
}

/** Deletes the keeps whose year is over (common RETENTION_PERIODS.closedAccountKeep), at most `limit`; answers how many. */
export async function purgeClosedAccountKeeps(db: Db, limit: number): Promise<number> {
  const [row]: { n: number }[] = await db.query(
    `WITH gone AS (DELETE FROM closed_account_keep WHERE id IN (
       SELECT id FROM closed_account_keep WHERE closed_at < now() - interval '${retentionInterval('closedAccountKeep')}' ORDER BY id LIMIT $1) RETURNING 1)
     SELECT count(*)::int AS n FROM gone`, [limit]);
  return row.n;
}

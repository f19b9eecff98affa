import type { Db } from '../../db/transaction.js';
import { ACCOUNT_RETENTION } from '../../../../common/account-rules.js';

/** A customer account's last sign of life: created, signed in, or a session renewed (each renewal writes a refresh token). */
const ACTIVITY = `
  SELECT u.id, u.email, u.first_name, u.inactivity_warned_at,
    greatest(u.created_at, coalesce(u.last_login_at, u.created_at), coalesce((SELECT max(t.created_at) FROM refresh_token t WHERE t.user_id = u.id), u.created_at)) AS last_active
  FROM app_user u WHERE u.role = 'customer'`;

export interface InactiveAccount { id: number; email: string; first_name: string; last_active: Date; delete_on: Date }

/** How long a phone click's session fingerprint is kept (privacy policy). */
const PHONE_CLICK_SESSION_HOURS = 48;

const MONTHS = `${ACCOUNT_RETENTION.inactiveMonths} months`;
const DAYS = `${ACCOUNT_RETENTION.warningDays} days`;

/** Accounts to warn now: inactive for 24 months less 30 days, not warned since their last activity (at most `limit`). */
export function accountsToWarn(db: Db, limit: number): Promise<InactiveAccount[]> {
  return db.query(
    `WITH a AS (${ACTIVITY})
     SELECT id, email, first_name, last_active, greatest(last_active + interval '${MONTHS}', now() + interval '${DAYS}') AS delete_on FROM a
     WHERE last_active < now() - interval '${MONTHS}' + interval '${DAYS}' AND (inactivity_warned_at IS NULL OR inactivity_warned_at < last_active)
     ORDER BY last_active LIMIT $1`, [limit]);
}

/** Accounts to delete now: warned at least 30 days ago, nothing since, inactive for 24 months (at most `limit`). */
export function accountsToDelete(db: Db, limit: number): Promise<InactiveAccount[]> {
  return db.query(
    `WITH a AS (${ACTIVITY})
     SELECT id, email, first_name, last_active, now() AS delete_on FROM a
     WHERE inactivity_warned_at IS NOT NULL AND inactivity_warned_at >= last_active AND inactivity_warned_at <= now() - interval '${DAYS}'
       AND last_active < now() - interval '${MONTHS}'
     ORDER BY last_active LIMIT $1`, [limit]);
}

export async function markWarned(db: Db, userId: number): Promise<void> {
  await db.query(`UPDATE app_user SET inactivity_warned_at = now() WHERE id = $1`, [userId]);
}

/** Phone clicks' session fingerprints: needed only to count a click once per visit; the day's totals stay. */
export async function purgePhoneClickSessions(db: Db, limit: number): Promise<number> {
  const [row]: { n: number }[] = await db.query(
    `WITH gone AS (DELETE FROM phone_click WHERE ctid IN (SELECT ctid FROM phone_click WHERE clicked_at < now() - interval '${PHONE_CLICK_SESSION_HOURS} hours' LIMIT $1) RETURNING 1)
     SELECT count(*)::int AS n FROM gone`, [limit]);
  return row.n;
}

/** Session records (no address in them) kept one year past their expiry, then deleted (privacy policy). */
export async function purgeOldSessions(db: Db, limit: number): Promise<number> {
  const [row]: { n: number }[] = await db.query(
    `WITH gone AS (DELETE FROM refresh_token WHERE id IN (SELECT id FROM refresh_token WHERE expires_at < now() - interval '1 year' LIMIT $1) RETURNING 1)
     SELECT count(*)::int AS n FROM gone`, [limit]);
  return row.n;
}

/** Audience measurement's session and visitor fingerprints (page_visit): needed for the day only; the day's totals stay. */
export async function purgePageVisits(db: Db, limit: number): Promise<number> {
  const [row]: { n: number }[] = await db.query(
    `WITH gone AS (DELETE FROM page_visit WHERE ctid IN (SELECT ctid FROM page_visit WHERE created_at < now() - interval '${PHONE_CLICK_SESSION_HOURS} hours' LIMIT $1) RETURNING 1)
     SELECT count(*)::int AS n FROM gone`, [limit]);
  return row.n;
}

import { ADMIN_SESSION } from '../../../common/admin-security-rules.js';
import { retentionInterval } from '../../../common/retention-periods.js';
import type { Db } from '../db/db.js';
import type { Role } from './roles.js';

// The sessions' hand-written SQL (refresh_token, and the account it opens): the rotation's lock and the one read every
// signed-in request makes, with expiry and grace judged on PostgreSQL's clock in the same statement.

/** An account whose session (`family`) still holds a refresh token that was not revoked. */
export interface OpenSessionUserRow { id: number; role: Role; token_version: number }

/** The account behind an access token, if that token's session is still open: one statement on every signed-in request. */
export async function openSessionUser(db: Db, userId: number, family: string): Promise<OpenSessionUserRow | undefined> {
  const rows: OpenSessionUserRow[] = await db.query(
    `SELECT u.id, u.role, u.token_version FROM app_user u
     WHERE u.id = $1 AND u.disabled_at IS NULL AND EXISTS (SELECT 1 FROM refresh_token t WHERE t.family = $2 AND t.user_id = u.id AND t.revoked_at IS NULL)`,
    [userId, family]);
  return rows[0];
}

/** A refresh token presented for rotation, locked, with its expiry and grace window judged on PostgreSQL's clock. */
export interface LockedRefreshTokenRow { id: number; user_id: number; family: string; used_at: Date | null; revoked_at: Date | null; expired: boolean; in_grace: boolean }

/**
 * An admin's session is over after `idleMinutes` without a rotation (the browser rotates at least every 15 minutes while
 * in use) or `absoluteHours` after it opened (common ADMIN_SESSION); other accounts keep their refresh token's expiry.
 */
const ADMIN_SESSION_OVER = `(SELECT u.role = 'admin' AND (t.created_at < now() - make_interval(mins => ${ADMIN_SESSION.idleMinutes})
    OR (SELECT min(f.created_at) FROM refresh_token f WHERE f.family = t.family) < now() - make_interval(hours => ${ADMIN_SESSION.absoluteHours}))
  FROM app_user u WHERE u.id = t.user_id)`;

/** The account holding this refresh token while it is the live one of its session: not used, revoked or expired. */
export async function liveRefreshTokenHolder(db: Db, tokenHash: string, kind: string): Promise<{ user_id: number; family: string } | undefined> {
  const rows: { user_id: number; family: string }[] = await db.query(
    `SELECT t.user_id, t.family FROM refresh_token t
     WHERE t.token_hash = $1 AND t.kind = $2 AND t.used_at IS NULL AND t.revoked_at IS NULL AND t.expires_at > now()
       AND NOT coalesce(${ADMIN_SESSION_OVER}, false)`, [tokenHash, kind]);
  return rows[0];
}

/**
 * The refresh token of this hash and kind, locked FOR UPDATE until the transaction ends, so that two rotations of one
 * token run one after the other. `in_grace`: used less than `graceSeconds` ago. Only inside a transaction.
 */
export async function lockRefreshToken(db: Db, tokenHash: string, kind: string, graceSeconds: number): Promise<LockedRefreshTokenRow | undefined> {
  const rows: LockedRefreshTokenRow[] = await db.query(
    `SELECT t.id, t.user_id, t.family, t.used_at, t.revoked_at, (t.expires_at <= now() OR coalesce(${ADMIN_SESSION_OVER}, false)) AS expired,
            t.used_at > now() - make_interval(secs => $3) AS in_grace
     FROM refresh_token t WHERE t.token_hash = $1 AND t.kind = $2 FOR UPDATE OF t`, [tokenHash, kind, graceSeconds]);
  return rows[0];
}

/** Session records (no address in them) kept one year past their expiry, then deleted (privacy policy). */
export async function purgeOldSessions(db: Db, limit: number): Promise<number> {
  const [row]: { n: number }[] = await db.query(
    `WITH gone AS (DELETE FROM refresh_token WHERE id IN (SELECT id FROM refresh_token WHERE expires_at < now() - interval '${retentionInterval('sessions')}' LIMIT $1) RETURNING 1)
     SELECT count(*)::int AS n FROM gone`, [limit]);
  return row.n;
}

/** Ends every session of an account (a promoted admin's, a disabled account's). */
export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await db.query(`UPDATE refresh_token SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [userId]);
}

/** An account's sessions, oldest first, as its data export lists them (no token in them). */
export function sessionsOf(db: Db, userId: number): Promise<{ kind: string; created_at: Date; expires_at: Date; used_at: Date | null; revoked_at: Date | null }[]> {
  return db.query(`SELECT kind, created_at, expires_at, used_at, revoked_at FROM refresh_token WHERE user_id = $1 ORDER BY created_at`, [userId]);
}

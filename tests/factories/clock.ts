import type { Queryable } from './publication.js';

/**
 * Time travel and counters for tests: what would otherwise take minutes, hours or months of waiting. Each helper names
 * the one expiry or age it moves, so that a test reads as the situation it sets up.
 */

/** Forgets the rate-limit counters whose key starts with one of the prefixes (every counter without any). */
export async function forgetRateLimits(db: Queryable, ...prefixes: string[]): Promise<void> {
  if (!prefixes.length) await db.query(`DELETE FROM rate_limit`);
  else await db.query(`DELETE FROM rate_limit WHERE key LIKE ANY($1)`, [prefixes.map((p) => `${p}%`)]);
}

/** Forgets every rate-limit counter except those whose key starts with the prefix. */
export async function forgetRateLimitsExcept(db: Queryable, prefix: string): Promise<void> {
  await db.query(`DELETE FROM rate_limit WHERE key NOT LIKE $1`, [`${prefix}%`]);
}

/** The counters' windows as over (the counts stay, the next request starts a new window). */
export async function endRateLimitWindows(db: Queryable, prefix: string): Promise<void> {
  await db.query(`UPDATE rate_limit SET expire = 0 WHERE key LIKE $1`, [`${prefix}%`]);
}

/** Every unused password-reset link as expired. */
export async function expirePasswordResets(db: Queryable): Promise<void> {
  await db.query(`UPDATE password_reset SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
}

/** A password-reset link for the account whose token hashes to tokenHash, valid an hour. */
export async function insertPasswordReset(db: Queryable, userId: number, tokenHash: string): Promise<void> {
  await db.query(`INSERT INTO password_reset (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 hour')`, [userId, tokenHash]);
}

/** The e-mail confirmation codes of the account as expired. */
export async function expireEmailCodes(db: Queryable, email: string): Promise<void> {
  await db.query(`UPDATE email_code SET expires_at = now() - interval '1 minute' WHERE user_id = (SELECT id FROM app_user WHERE email = $1)`, [email]);
}

/** A registration in progress as expired: its whole link, or only its e-mail code. */
export async function expireRegistration(db: Queryable, email: string, what: 'link' | 'code'): Promise<void> {
  const column = what === 'link' ? 'expires_at' : 'code_expires_at';
  await db.query(`UPDATE registration SET ${column} = now() - interval '1 second' WHERE email = $1`, [email]);
}

/** Refresh tokens already used, as used a minute ago (past the grace period of a concurrent refresh). */
export async function ageUsedRefreshTokens(db: Queryable, which: { tokenHash: string } | { family: string } | 'all'): Promise<void> {
  if (which === 'all') await db.query(`UPDATE refresh_token SET used_at = now() - interval '1 minute' WHERE used_at IS NOT NULL`);
  else if ('tokenHash' in which) await db.query(`UPDATE refresh_token SET used_at = now() - interval '1 minute' WHERE token_hash = $1`, [which.tokenHash]);
  else await db.query(`UPDATE refresh_token SET used_at = now() - interval '1 minute' WHERE family = $1 AND used_at IS NOT NULL`, [which.family]);
}

/** The account's sessions as opened `age` ago (an SQL interval: '13 hours'); only the live ones with `liveOnly`. */
export async function ageSessions(db: Queryable, email: string, age: string, liveOnly = false): Promise<void> {
  await db.query(
    `UPDATE refresh_token SET created_at = now() - $2::interval
     WHERE user_id = (SELECT id FROM app_user WHERE email = $1) ${liveOnly ? 'AND used_at IS NULL AND revoked_at IS NULL' : ''}`,
    [email, age],
  );
}

/** The account's sessions as expired `age` ago. */
export async function expireSessions(db: Queryable, userId: number, age: string): Promise<void> {
  await db.query(`UPDATE refresh_token SET expires_at = now() - $2::interval WHERE user_id = $1`, [userId, age]);
}

/** The account as if its last sign of life was `months` ago (creation, sign-in and every session). */
export async function ageAccount(db: Queryable, userId: number, months: number): Promise<void> {
  await db.query(`UPDATE app_user SET created_at = now() - make_interval(months => $2), last_login_at = now() - make_interval(months => $2) WHERE id = $1`, [userId, months]);
  await db.query(`UPDATE refresh_token SET created_at = now() - make_interval(months => $2) WHERE user_id = $1`, [userId, months]);
}

/** The inactivity warning as sent `days` ago to these accounts. */
export async function warnedDaysAgo(db: Queryable, emails: string[], days: number): Promise<void> {
  await db.query(`UPDATE app_user SET inactivity_warned_at = now() - make_interval(days => $2) WHERE email = ANY($1)`, [emails, days]);
}

/** Moves an appeal's decision back in time (docs/adr/0041: an appeal is open six months after its decision). */
export async function ageAppealDecision(db: Queryable, appealId: number, interval: string): Promise<void> {
  await db.query(`UPDATE appeal SET decided_at = now() - $2::interval WHERE id = $1`, [appealId, interval]);
}

import type { Db } from '../../db/transaction.js';
import { ACCOUNT_RETENTION } from '../../../../common/account-rules.js';
import { retentionInterval } from '../../../../common/retention-periods.js';

/** A customer account's last sign of life: created, signed in, or a session renewed (each renewal writes a refresh token). */
const ACTIVITY = `
  SELECT u.id, u.email, u.first_name, u.inactivity_warned_at,
    greatest(u.created_at, coalesce(u.last_login_at, u.created_at), coalesce((SELECT max(t.created_at) FROM refresh_token t WHERE t.user_id = u.id), u.created_at)) AS last_active
  FROM app_user u WHERE u.role = 'customer'`;

export interface InactiveAccount { id: number; email: string; first_name: string; last_active: Date; delete_on: Date }


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

/**
 * Restaurateur accounts past their retention (common RETENTION_PERIODS.restaurateurAccounts): no subscription running,
 * and 5 years since the later of the end of their last subscription (the day after its last period, Paris) and their
 * last sign of life (created, signed in, a session renewed). At most `limit`, oldest first.
 */
export function restaurateursToDelete(db: Db, limit: number): Promise<{ id: number }[]> {
  return db.query(
    `SELECT u.id FROM app_user u
     WHERE u.role = 'restaurateur'
       AND NOT EXISTS (SELECT 1 FROM subscription s WHERE s.user_id = u.id AND s.state = 'active')
       AND greatest(u.created_at, coalesce(u.last_login_at, u.created_at),
             coalesce((SELECT max(t.created_at) FROM refresh_token t WHERE t.user_id = u.id), u.created_at),
             coalesce((SELECT max((s.current_period_end + 1)::timestamp AT TIME ZONE 'Europe/Paris') FROM subscription s WHERE s.user_id = u.id), u.created_at))
           < now() - interval '${retentionInterval('restaurateurAccounts')}'
     ORDER BY u.id LIMIT $1`, [limit]);
}

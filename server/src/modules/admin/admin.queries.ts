import type { Db } from '../../db/transaction.js';

// The admin module's hand-written SQL and the row types it answers.

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

import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { checkEmail, checkPassword, normaliseEmail } from '../../../../common/account-rules.js';
import { hashPassword } from '../../auth/passwords.js';
import { ServiceError } from '../shared/service-errors.js';

/** A password meeting SPEC §5's rules, for an admin created without one. */
export function generatePassword(): string {
  return `${randomBytes(12).toString('base64url').replace(/[_-]/g, 'x')}A9!`;
}

/**
 * Creates an admin account, or promotes an existing account to admin with the new password
 * (its other sessions end). Used by `npm run admin:create`.
 */
export async function createAdmin(db: DataSource, rawEmail: string, password: string): Promise<{ email: string; created: boolean }> {
  const email = normaliseEmail(rawEmail);
  const emailProblem = checkEmail(email);
  if (emailProblem) throw new ServiceError('INVALID_INPUT', emailProblem, 'email');
  const passwordProblem = checkPassword(password);
  if (passwordProblem) throw new ServiceError('INVALID_INPUT', passwordProblem, 'password');
  const rows: { created: boolean }[] = await db.query(
    `INSERT INTO app_user (email, password_hash, role, first_name, last_name, email_verified) VALUES ($1, $2, 'admin', 'Admin', '', true)
     ON CONFLICT ((lower(email))) DO UPDATE SET role = 'admin', password_hash = EXCLUDED.password_hash, email_verified = true,
       token_version = app_user.token_version + 1, updated_at = now()
     RETURNING (xmax = 0) AS created`, [email, await hashPassword(password)]);
  await db.query(`UPDATE refresh_token SET revoked_at = now() WHERE revoked_at IS NULL AND user_id = (SELECT id FROM app_user WHERE email = $1) AND NOT $2`, [email, rows[0].created]);
  return { email, created: rows[0].created };
}

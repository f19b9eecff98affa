import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../auth/passwords.js';
import { ACCOUNT_MESSAGES, checkEmail, checkPassword, normaliseEmail } from '../../../../common/account-rules.js';
import { RateLimits } from '../../auth/rate-limits.js';
import { sha256 } from '../../auth/token.service.js';
import type { RequestContext } from '../../graphql/context.js';
import { passwordResetMail } from '../mail/mail.templates.js';
import { ServiceError } from '../shared/service-errors.js';
import { sessionService } from './session.service.js';

export const RESET_MINUTES = 60;
export const RESET_REQUESTED = 'Si un compte existe pour cette adresse, un e-mail vient de lui être envoyé avec un lien pour choisir un nouveau mot de passe.';
export const RESET_DONE = 'Votre mot de passe a bien été modifié. Vous pouvez vous connecter.';

/** Password reset: single-use expiring tokens stored hashed; a reset ends every session of the account. */
export class PasswordResetService {
  async request(ctx: RequestContext, rawEmail: string): Promise<string> {
    const email = normaliseEmail(rawEmail ?? '');
    if (checkEmail(email)) throw new ServiceError('INVALID_INPUT', ACCOUNT_MESSAGES.emailInvalid, 'email');
    await ctx.limits.consume([['resetIp', ctx.client.address], ['resetAccount', RateLimits.accountKey(email)]]);
    const rows: { id: number; first_name: string }[] = await ctx.db.query('SELECT id, first_name FROM app_user WHERE email = $1', [email]);
    if (rows[0]) {
      const token = randomBytes(32).toString('base64url');
      await ctx.db.query(`INSERT INTO password_reset (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`,
        [rows[0].id, sha256(token), RESET_MINUTES]);
      const link = `${ctx.config.publicUrl}/reset-password/${token}`;
      await ctx.mailer.send({ to: email, ...passwordResetMail({ firstName: rows[0].first_name, link, minutes: RESET_MINUTES }) });
    }
    return RESET_REQUESTED;
  }

  async isValid(ctx: RequestContext, token: string): Promise<boolean> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token ?? '')) return false;
    const rows = await ctx.db.query('SELECT 1 FROM password_reset WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()', [sha256(token)]);
    return rows.length > 0;
  }

  async reset(ctx: RequestContext, token: string, password: string): Promise<string> {
    const problem = checkPassword(password ?? '');
    if (problem) throw new ServiceError('INVALID_INPUT', problem, 'password');
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token ?? '')) throw new ServiceError('TOKEN_INVALID', 'Ce lien n’est plus valide : demandez-en un nouveau.', 'token');
    const hash = await hashPassword(password);
    const userId = await ctx.db.transaction(async (m) => {
      const rows: { id: number; user_id: number }[] = await m.query(
        `WITH u AS (UPDATE password_reset SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING id, user_id)
         SELECT * FROM u`, [sha256(token)]);
      if (!rows[0]) throw new ServiceError('TOKEN_INVALID', 'Ce lien n’est plus valide : demandez-en un nouveau.', 'token');
      await m.query('UPDATE password_reset SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [rows[0].user_id]);
      await m.query('UPDATE app_user SET password_hash = $2, email_verified = true, updated_at = now() WHERE id = $1', [rows[0].user_id, hash]);
      return rows[0].user_id;
    });
    await sessionService.endAllSessions(ctx, userId);
    return RESET_DONE;
  }
}

export const passwordResetService = new PasswordResetService();

import { randomInt } from 'node:crypto';
import { ACCOUNT_MESSAGES, checkEmail, normaliseEmail } from '../../../../common/account-rules.js';
import { RateLimits } from '../../auth/rate-limits.js';
import { sha256 } from '../../auth/token.service.js';
import type { RequestContext } from '../../graphql/context.js';
import { verificationCodeMail, welcomeMail } from '../mail/mail.templates.js';
import { ServiceError } from '../shared/service-errors.js';
import type { Role } from './user.entity.js';

export const CODE_MINUTES = 15;
export const CODE_MAX_ATTEMPTS = 5;

const codeHash = (userId: number, code: string) => sha256(`${userId}:${code}`);

/** The 6-digit e-mail verification code: expiring, limited attempts, a new one replaces the old. */
export class VerificationService {
  async sendCode(ctx: RequestContext, user: { id: number; email: string; first_name: string }): Promise<void> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await ctx.db.transaction(async (m) => {
      await m.query('UPDATE email_code SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [user.id]);
      await m.query(`INSERT INTO email_code (user_id, code_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`,
        [user.id, codeHash(user.id, code), CODE_MINUTES]);
    });
    await ctx.mailer.send({ to: user.email, ...verificationCodeMail({ firstName: user.first_name, code, minutes: CODE_MINUTES }) });
  }

  /** 'Renvoyer un code': the same answer whether or not the address has an unverified account. */
  async resend(ctx: RequestContext, rawEmail: string): Promise<void> {
    const email = normaliseEmail(rawEmail);
    if (checkEmail(email)) throw new ServiceError('INVALID_INPUT', ACCOUNT_MESSAGES.emailInvalid, 'email');
    await ctx.limits.consume([['codeIp', ctx.req?.ip ?? 'local'], ['codeAccount', RateLimits.accountKey(email)]]);
    const rows: { id: number; email: string; first_name: string }[] = await ctx.db.query(
      'SELECT id, email, first_name FROM app_user WHERE email = $1 AND NOT email_verified', [email]);
    if (rows[0]) await this.sendCode(ctx, rows[0]);
  }

  /** Checks the code; on success the address is verified and the welcome mail sent. */
  async verify(ctx: RequestContext, rawEmail: string, code: string): Promise<{ id: number; role: Role; token_version: number; first_name: string; email: string }> {
    const email = normaliseEmail(rawEmail);
    await ctx.limits.consume([['codeIp', ctx.req?.ip ?? 'local']]);
    if (!/^\d{6}$/.test(code ?? '')) throw new ServiceError('CODE_INCORRECT', ACCOUNT_MESSAGES.codeIncorrect, 'code');
    const outcome = await ctx.db.transaction(async (m) => {
      const users: { id: number; role: Role; token_version: number; first_name: string; email: string; email_verified: boolean }[] = await m.query(
        'SELECT id, role, token_version, first_name, email, email_verified FROM app_user WHERE email = $1 FOR UPDATE', [email]);
      const user = users[0];
      if (!user) throw new ServiceError('CODE_INCORRECT', ACCOUNT_MESSAGES.codeIncorrect, 'code');
      const codes: { id: number; code_hash: string; attempts: number; expired: boolean }[] = await m.query(
        `SELECT id, code_hash, attempts, expires_at <= now() AS expired FROM email_code
         WHERE user_id = $1 AND used_at IS NULL ORDER BY created_at DESC LIMIT 1`, [user.id]);
      const current = codes[0];
      if (!current) throw new ServiceError('CODE_INCORRECT', ACCOUNT_MESSAGES.codeIncorrect, 'code');
      if (current.expired) throw new ServiceError('CODE_EXPIRED', ACCOUNT_MESSAGES.codeExpired, 'code');
      if (current.attempts >= CODE_MAX_ATTEMPTS) throw new ServiceError('TOO_MANY_ATTEMPTS', ACCOUNT_MESSAGES.codeTooManyAttempts, 'code');
      if (current.code_hash !== codeHash(user.id, code)) {
        // The failed attempt must be committed, so the refusal is thrown after the transaction.
        await m.query('UPDATE email_code SET attempts = attempts + 1 WHERE id = $1', [current.id]);
        return { refused: current.attempts + 1 >= CODE_MAX_ATTEMPTS ? 'TOO_MANY_ATTEMPTS' as const : 'CODE_INCORRECT' as const };
      }
      await m.query('UPDATE email_code SET used_at = now() WHERE id = $1', [current.id]);
      await m.query('UPDATE app_user SET email_verified = true, updated_at = now() WHERE id = $1', [user.id]);
      if (!user.email_verified) {
        await ctx.mailer.send({ to: user.email, ...welcomeMail({ firstName: user.first_name, role: user.role === 'restaurateur' ? 'restaurateur' : 'customer' }) });
      }
      return { user };
    });
    if ('refused' in outcome && outcome.refused) {
      throw new ServiceError(outcome.refused, outcome.refused === 'TOO_MANY_ATTEMPTS' ? ACCOUNT_MESSAGES.codeTooManyAttempts : ACCOUNT_MESSAGES.codeIncorrect, 'code');
    }
    return outcome.user;
  }
}

export const verificationService = new VerificationService();

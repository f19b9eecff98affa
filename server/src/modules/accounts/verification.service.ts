import { randomInt } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { ACCOUNT_MESSAGES, checkEmail, normaliseEmail, type Salutation } from '../../../../common/account-rules.js';
import { RateLimits } from '../../auth/rate-limits.js';
import { sha256 } from '../../auth/token.service.js';
import type { RequestContext } from '../../graphql/context.js';
import { verificationCodeMail, welcomeMail } from '../mail/mail.templates.js';
import { ServiceError } from '../shared/service-errors.js';
import type { Role } from './user.entity.js';

export const CODE_MINUTES = 15;
export const CODE_MAX_ATTEMPTS = 5;

const codeHash = (userId: number, code: string) => sha256(`${userId}:${code}`);

/** What a sign-up on a still unverified address would set: kept with its code, applied when that code is verified. */
export interface PendingProfile { password_hash: string; first_name: string; last_name: string; salutation: Salutation | null; newsletter: boolean }
type VerifiedUser = { id: number; role: Role; token_version: number; first_name: string; email: string };

/** The 6-digit e-mail verification code: expiring, limited attempts, a new one replaces the old. */
export class VerificationService {
  /**
   * Mails a new code (it replaces the earlier ones), at most codeSendAccount times per window and account, whoever
   * asks (sign-up, log-in, resend): beyond, nothing is sent and the last code stays valid. `pending` is the profile of
   * a new sign-up on an unverified address, applied only when this code proves the mailbox.
   */
  async sendCode(ctx: RequestContext, user: { id: number; email: string; first_name: string }, pending: PendingProfile | null = null): Promise<void> {
    if (!(await ctx.limits.tryConsume('codeSendAccount', String(user.id)))) return;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await ctx.db.transaction(async (m) => {
      await m.query('UPDATE email_code SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [user.id]);
      await m.query(`INSERT INTO email_code (user_id, code_hash, expires_at, pending_profile) VALUES ($1, $2, now() + make_interval(mins => $3), $4)`,
        [user.id, codeHash(user.id, code), CODE_MINUTES, pending ? JSON.stringify(pending) : null]);
    });
    await ctx.mailer.send({ to: user.email, ...verificationCodeMail({ firstName: pending?.first_name ?? user.first_name, code, minutes: CODE_MINUTES }) });
  }

  /** 'Renvoyer un code': the same answer whether or not the address has an unverified account. */
  async resend(ctx: RequestContext, rawEmail: string): Promise<void> {
    const email = normaliseEmail(rawEmail);
    if (checkEmail(email)) throw new ServiceError('INVALID_INPUT', ACCOUNT_MESSAGES.emailInvalid, 'email');
    await ctx.limits.consume([['codeIp', ctx.client.address], ['codeAccount', RateLimits.accountKey(email)]]);
    const rows: { id: number; email: string; first_name: string }[] = await ctx.db.query(
      'SELECT id, email, first_name FROM app_user WHERE email = $1 AND NOT email_verified', [email]);
    if (rows[0]) await this.sendCode(ctx, rows[0]);
  }

  /**
   * Checks the code; on success the address is verified (with the pending sign-up profile the code carries, if the
   * account was not verified yet) and the welcome mail sent. Guesses are limited per code, per address and per account.
   */
  async verify(ctx: RequestContext, rawEmail: string, code: string): Promise<VerifiedUser> {
    const email = normaliseEmail(rawEmail ?? '');
    const account = RateLimits.accountKey(email);
    await ctx.limits.consume([['codeIp', ctx.client.address], ['verifyAccount', account]]);
    if (!/^\d{6}$/.test(code ?? '')) throw new ServiceError('CODE_INCORRECT', ACCOUNT_MESSAGES.codeIncorrect, 'code');
    const outcome = await ctx.db.transaction(async (m) => {
      const users: (VerifiedUser & { email_verified: boolean })[] = await m.query(
        'SELECT id, role, token_version, first_name, email, email_verified FROM app_user WHERE email = $1 FOR UPDATE', [email]);
      const user = users[0];
      if (!user) throw new ServiceError('CODE_INCORRECT', ACCOUNT_MESSAGES.codeIncorrect, 'code');
      const codes: { id: number; code_hash: string; attempts: number; expired: boolean; pending_profile: PendingProfile | null }[] = await m.query(
        `SELECT id, code_hash, attempts, expires_at <= now() AS expired, pending_profile FROM email_code
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
      const pending = user.email_verified ? null : current.pending_profile;
      await markVerified(m, user.id, pending);
      const verified = { ...user, first_name: pending?.first_name ?? user.first_name };
      if (!user.email_verified) {
        await ctx.mailer.send({ to: user.email, ...welcomeMail({ firstName: verified.first_name, role: user.role === 'restaurateur' ? 'restaurateur' : 'customer' }) });
      }
      return { user: verified };
    });
    if ('refused' in outcome && outcome.refused) {
      throw new ServiceError(outcome.refused, outcome.refused === 'TOO_MANY_ATTEMPTS' ? ACCOUNT_MESSAGES.codeTooManyAttempts : ACCOUNT_MESSAGES.codeIncorrect, 'code');
    }
    await ctx.limits.reset('verifyAccount', account);
    return outcome.user;
  }
}

/** email_verified = true, with the credentials and names of the sign-up this code was sent for, if any. */
async function markVerified(m: EntityManager, userId: number, pending: PendingProfile | null): Promise<void> {
  if (!pending) {
    await m.query('UPDATE app_user SET email_verified = true, updated_at = now() WHERE id = $1', [userId]);
    return;
  }
  await m.query(
    `UPDATE app_user SET email_verified = true, password_hash = $2, first_name = $3, last_name = $4, salutation = $5, newsletter = $6, updated_at = now()
     WHERE id = $1`, [userId, pending.password_hash, pending.first_name, pending.last_name, pending.salutation, pending.newsletter]);
}

export const verificationService = new VerificationService();

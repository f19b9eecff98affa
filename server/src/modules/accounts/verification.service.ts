import { randomInt } from 'node:crypto';
import { IsNull } from 'typeorm';
import { ACCOUNT_MESSAGES, normaliseEmail } from '../../../../common/account-rules.js';
import { RateLimits } from '../../auth/rate-limits.js';
import { sha256 } from '../../auth/token.service.js';
import { repository, withTransaction } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { queueMail, verificationCodeMail, welcomeMail } from '../mail/index.js';
import { ServiceError } from '../shared/service-errors.js';
import { currentEmailCode, dbNow, lockAccountByEmail, minutesFromNow } from './accounts.queries.js';
import { EmailCodeEntity } from './email-code.entity.js';
import type { PendingProfile } from './email-code.entity.js';
import type { SessionUser } from './user.entity.js';
import { UserEntity } from './user.entity.js';

const CODE_MINUTES = 15;
const CODE_MAX_ATTEMPTS = 5;

const codeHash = (userId: number, code: string) => sha256(`${userId}:${code}`);

/** Whom a code is mailed to. */
type CodeRecipient = Pick<UserEntity, 'id' | 'email' | 'firstName'>;

/** The 6-digit e-mail verification code: expiring, limited attempts, a new one replaces the old. */
class VerificationService {
  /**
   * Mails a new code (it replaces the earlier ones), at most codeSendAccount times per window and account, whoever
   * asks (sign-up, log-in, resend): beyond, nothing is sent and the last code stays valid. `pending` is the profile of
   * a new sign-up on an unverified address, applied only when this code proves the mailbox. The code and its e-mail
   * are written together, joining the transaction under way (sign-up: the account too); the mail leaves once committed.
   */
  async sendCode(ctx: RequestContext, user: CodeRecipient, pending: PendingProfile | null = null): Promise<void> {
    if (!(await ctx.limits.tryConsume('codeSendAccount', String(user.id)))) return;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await withTransaction(ctx, async (tx) => {
      const codes = repository(tx, EmailCodeEntity);
      await codes.update({ userId: user.id, usedAt: IsNull() }, { usedAt: dbNow });
      await codes.createQueryBuilder().insert()
        .values({ userId: user.id, codeHash: codeHash(user.id, code), expiresAt: minutesFromNow(CODE_MINUTES), pendingProfile: pending })
        .updateEntity(false).execute();
      await queueMail(tx, { to: user.email, ...verificationCodeMail({ firstName: pending?.first_name ?? user.firstName, code, minutes: CODE_MINUTES }) });
    });
  }

  /** 'Renvoyer un code': the same answer whether or not the address has an unverified account. */
  async resend(ctx: RequestContext, rawEmail: string): Promise<void> {
    const email = normaliseEmail(rawEmail);
    await ctx.limits.consume([['codeIp', ctx.client.address], ['codeAccount', RateLimits.accountKey(email)]]);
    const user = await repository(ctx, UserEntity).findOne({ select: { id: true, email: true, firstName: true }, where: { email, emailVerified: false } });
    if (user) await this.sendCode(ctx, user);
  }

  /**
   * Checks the code; on success the address is verified (with the pending sign-up profile the code carries, if the
   * account was not verified yet) and the welcome mail queued with it (an e-mail outage delays it, never undoes the verification). Guesses are limited per code, per address and per account.
   * Runs in its own transaction, never inside another: a wrong guess is committed although the call then fails.
   */
  async verify(ctx: RequestContext, rawEmail: string, code: string): Promise<SessionUser> {
    const email = normaliseEmail(rawEmail ?? '');
    const account = RateLimits.accountKey(email);
    await ctx.limits.consume([['codeIp', ctx.client.address], ['verifyAccount', account]]);
    if (!/^\d{6}$/.test(code ?? '')) throw new ServiceError('CODE_INCORRECT', ACCOUNT_MESSAGES.codeIncorrect, 'code');
    const outcome = await withTransaction(ctx, async (tx) => {
      await lockAccountByEmail(tx.db, email);
      const user = await repository(tx, UserEntity).findOne({ where: { email } });
      if (!user) throw new ServiceError('CODE_INCORRECT', ACCOUNT_MESSAGES.codeIncorrect, 'code');
      const current = await currentEmailCode(tx.db, user.id);
      if (!current) throw new ServiceError('CODE_INCORRECT', ACCOUNT_MESSAGES.codeIncorrect, 'code');
      if (current.expired) throw new ServiceError('CODE_EXPIRED', ACCOUNT_MESSAGES.codeExpired, 'code');
      if (current.attempts >= CODE_MAX_ATTEMPTS) throw new ServiceError('TOO_MANY_ATTEMPTS', ACCOUNT_MESSAGES.codeTooManyAttempts, 'code');
      const codes = repository(tx, EmailCodeEntity);
      if (current.code_hash !== codeHash(user.id, code)) {
        // The failed attempt must be committed, so the refusal is thrown after the transaction.
        await codes.increment({ id: current.id }, 'attempts', 1);
        return { refused: current.attempts + 1 >= CODE_MAX_ATTEMPTS ? 'TOO_MANY_ATTEMPTS' as const : 'CODE_INCORRECT' as const };
      }
      await codes.update({ id: current.id }, { usedAt: dbNow });
      const pending = user.emailVerified ? null : current.pending_profile;
      await markVerified(tx, user.id, pending);
      const verified: SessionUser = { id: user.id, role: user.role, tokenVersion: user.tokenVersion, firstName: pending?.first_name ?? user.firstName, email: user.email };
      if (!user.emailVerified) {
        await queueMail(tx, { to: user.email, ...welcomeMail({ firstName: verified.firstName, role: user.role === 'restaurateur' ? 'restaurateur' : 'customer' }) });
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
async function markVerified(tx: RequestContext, userId: number, pending: PendingProfile | null): Promise<void> {
  await repository(tx, UserEntity).update({ id: userId }, pending
    ? {
      emailVerified: true, passwordHash: pending.password_hash, firstName: pending.first_name, lastName: pending.last_name,
      salutation: pending.salutation, newsletter: pending.newsletter,
      ...(pending.terms_version ? { termsVersion: pending.terms_version, termsAcceptedAt: dbNow } : {}),
      ...(pending.adult_declared ? { adultDeclaredAt: dbNow } : {}),
    }
    : { emailVerified: true });
}

export const verificationService = new VerificationService();

export type { PendingProfile };

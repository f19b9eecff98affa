import { randomBytes } from 'node:crypto';
import { IsNull } from 'typeorm';
import { HOME_PATH, resetPasswordPath } from '../../../../common/page-addresses.js';
import { hashPassword } from '../../auth/passwords.js';
import { normaliseEmail } from '../../../../common/account-rules.js';
import { RateLimits } from '../../auth/rate-limits.js';
import { sha256 } from '../../auth/token.service.js';
import { repository, withTransaction } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { passwordChangedMail, passwordResetMail, queueMail } from '../mail/index.js';
import { frenchDateTime } from '../../../../common/french-dates.js';
import { ServiceError } from '../shared/service-errors.js';
import { dbNow, lockPasswordReset, minutesFromNow, notExpired } from './accounts.queries.js';
import { PasswordResetEntity } from './password-reset.entity.js';
import { sessionService } from './session.service.js';
import { UserEntity } from './user.entity.js';

const RESET_MINUTES = 60;
const RESET_REQUESTED = 'Si un compte existe pour cette adresse, un e-mail vient de lui être envoyé avec un lien pour choisir un nouveau mot de passe.';
export const RESET_DONE = 'Votre mot de passe a bien été modifié. Vous pouvez vous connecter.';

/** Password reset: single-use expiring tokens stored hashed; a reset ends every session of the account. */
class PasswordResetService {
  async request(ctx: RequestContext, rawEmail: string): Promise<string> {
    const email = normaliseEmail(rawEmail ?? '');
    await ctx.limits.consume([['resetIp', ctx.client.address], ['resetAccount', RateLimits.accountKey(email)]]);
    const user = await repository(ctx, UserEntity).findOne({ select: { id: true, firstName: true }, where: { email } });
    if (user) {
      const token = randomBytes(32).toString('base64url');
      const link = `${ctx.config.publicUrl}${resetPasswordPath(token)}`;
      // The link and its e-mail together.
      await withTransaction(ctx, async (tx) => {
        await repository(tx, PasswordResetEntity).createQueryBuilder().insert()
          .values({ userId: user.id, tokenHash: sha256(token), expiresAt: minutesFromNow(RESET_MINUTES) }).updateEntity(false).execute();
        await queueMail(tx, { to: email, ...passwordResetMail({ firstName: user.firstName, link, minutes: RESET_MINUTES }) });
      });
    }
    return RESET_REQUESTED;
  }

  async isValid(ctx: RequestContext, token: string): Promise<boolean> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token ?? '')) return false;
    return repository(ctx, PasswordResetEntity).exists({ where: { tokenHash: sha256(token), usedAt: IsNull(), expiresAt: notExpired() } });
  }

  /** `password` follows the account rules: validated with ResetBody by the adapter. */
  async reset(ctx: RequestContext, token: string, password: string): Promise<string> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token ?? '')) throw new ServiceError('TOKEN_INVALID', 'Ce lien n’est plus valide : demandez-en un nouveau.', 'token');
    await ctx.limits.consume([['resetUseIp', ctx.client.address]]);
    // The link first: an unknown, used or expired one never costs an argon2 hash (issue 24).
    if (!(await this.isValid(ctx, token))) throw new ServiceError('TOKEN_INVALID', 'Ce lien n’est plus valide : demandez-en un nouveau.', 'token');
    const hash = await hashPassword(password);
    // The link, every other link of the account, the new password and the end of every session: all, or nothing.
    await withTransaction(ctx, async (tx) => {
      const resets = repository(tx, PasswordResetEntity);
      // Locked until the end: a second use of the same link waits, then finds it used.
      await lockPasswordReset(tx.db, sha256(token));
      const link = await resets.findOne({ select: { id: true, userId: true }, where: { tokenHash: sha256(token), usedAt: IsNull(), expiresAt: notExpired() } });
      if (!link) throw new ServiceError('TOKEN_INVALID', 'Ce lien n’est plus valide : demandez-en un nouveau.', 'token');
      await resets.update({ userId: link.userId, usedAt: IsNull() }, { usedAt: dbNow });
      await repository(tx, UserEntity).update({ id: link.userId }, { passwordHash: hash, emailVerified: true });
      await sessionService.endAllSessions(tx, link.userId);
      const user = await repository(tx, UserEntity).findOneOrFail({ select: { email: true, firstName: true }, where: { id: link.userId } });
      await queueMail(tx, { to: user.email, ...passwordChangedMail({ firstName: user.firstName, when: frenchDateTime(new Date()), resetUrl: `${ctx.config.publicUrl}${HOME_PATH}` }) });
    });
    await ctx.limits.reward('resetUseIp', ctx.client.address);
    return RESET_DONE;
  }
}

export const passwordResetService = new PasswordResetService();

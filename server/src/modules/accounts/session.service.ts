import { IsNull, Not } from 'typeorm';
import { SECOND_FACTOR_MESSAGES } from '../../../../common/admin-security-rules.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { ACCOUNT_MESSAGES, checkEmail, normaliseEmail } from '../../../../common/account-rules.js';
import { RateLimits } from '../../auth/rate-limits.js';
import type { TokenKind } from '../../auth/token.service.js';
import { bearerClaims } from '../../auth/viewer.js';
import { repository, withTransaction } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { ServiceError } from '../shared/service-errors.js';
import { dbNow, raisedTokenVersion, UPDATED_AT_UNCHANGED } from './accounts.queries.js';
import { UserEntity, type Role, type SessionUser } from './user.entity.js';
import { verificationService } from './verification.service.js';

type LoginSpace = 'customer' | 'restaurateur' | 'admin';
export type { SessionUser };
/** The columns of a {@link SessionUser}, for repository reads. */
export const SESSION_USER = { id: true, role: true, tokenVersion: true, firstName: true, email: true } as const;
export interface Session { accessToken: string; user: SessionUser }

/** Restaurateurs hold restaurant-side sessions; customers and admins user-side ones. */
export const kindOf = (role: Role): TokenKind => (role === 'restaurateur' ? 'restau' : 'user');

// Verifying against a real hash when the e-mail is unknown keeps both answers equally slow.
const DUMMY_HASH = hashPassword('mijote-dummy-password');

/**
 * Why an account with the right password opens nothing from this window, or null (docs/adr/0026): customers and
 * restaurateurs sign in from any window except the admin areas, and get the session of their own space; an admin signs in
 * only from an admin area, where the second factor follows.
 */
function wrongWindow(role: Role, window: LoginSpace): string | null {
  if (role === 'admin') return window === 'admin' ? null : ACCOUNT_MESSAGES.adminAreaOnly;
  return window === 'admin' ? ACCOUNT_MESSAGES.notAdminAccount : null;
}

class SessionService {
  /**
   * Log in from a window (the connection screen, the restaurateur space, an admin area): the session is the account's own
   * space's, whichever window of the public site was used. An unknown e-mail and a wrong password answer the same; only
   * the right password learns more (docs/adr/0026).
   * A session, or for an admin the account whose second factor comes next (second-factor.service.ts).
   */
  async logIn(ctx: RequestContext, rawEmail: string, password: string, window: LoginSpace): Promise<Session | { secondFactorFor: SessionUser }> {
    const email = normaliseEmail(rawEmail);
    if (checkEmail(email) || typeof password !== 'string' || password.length > 128) throw new ServiceError('LOGIN_FAILED', ACCOUNT_MESSAGES.loginFailed);
    const account = RateLimits.accountKey(email);
    await ctx.limits.consume([['loginIp', ctx.client.address], ['loginAccount', account]]);
    const user = await repository(ctx, UserEntity).findOne({ select: { ...SESSION_USER, passwordHash: true, emailVerified: true }, where: { email } });
    const ok = await verifyPassword(user?.passwordHash ?? (await DUMMY_HASH), password);
    if (!user || !ok) throw new ServiceError('LOGIN_FAILED', ACCOUNT_MESSAGES.loginFailed);
    await ctx.limits.reset('loginAccount', account);
    await ctx.limits.reward('loginIp', ctx.client.address);
    const elsewhere = wrongWindow(user.role, window);
    if (elsewhere) throw new ServiceError('WRONG_SPACE', elsewhere);
    if (!user.emailVerified) {
      await verificationService.sendCode(ctx, user);
      throw new ServiceError('EMAIL_NOT_VERIFIED', ACCOUNT_MESSAGES.emailNotVerified, 'email');
    }
    const { id, role, tokenVersion, firstName } = user;
    if (role === 'admin') return { secondFactorFor: { id, role, tokenVersion, firstName, email: user.email } };
    // The log-in time and the new session are written together, or not at all.
    return withTransaction(ctx, async (tx) => {
      await repository(tx, UserEntity).update({ id }, { lastLoginAt: dbNow, ...UPDATED_AT_UNCHANGED });
      return this.start(tx, { id, role, tokenVersion, firstName, email: user.email });
    });
  }

  /** A new session family: an access token for the browser and a refresh cookie for its token endpoint. */
  async start(ctx: RequestContext, user: SessionUser, opts: { secondFactor?: boolean } = {}): Promise<Session> {
    // The one place sessions are opened (password, e-mail code, reset, second factor): an admin only after the second
    // factor (second-factor.service.ts), a disabled account never.
    if (user.role === 'admin' && !opts.secondFactor) throw new ServiceError('LOGIN_FAILED', SECOND_FACTOR_MESSAGES.required);
    if (await repository(ctx, UserEntity).exists({ where: { id: user.id, disabledAt: Not(IsNull()) } })) {
      throw new ServiceError('LOGIN_FAILED', ACCOUNT_MESSAGES.accountDisabled);
    }
    const kind = kindOf(user.role);
    const { refresh, family } = await ctx.tokens.startFamily(ctx.db, user.id, kind);
    ctx.refreshCookies.write(kind, refresh);
    return { accessToken: await ctx.tokens.signAccess(user, family), user };
  }

  /** POST /api/tokenUser and /api/tokenRestau: the refresh cookie is rotated into a new access token. */
  async refresh(ctx: RequestContext, kind: TokenKind): Promise<string> {
    const raw = ctx.refreshCookies.read(kind);
    const fail = () => {
      ctx.refreshCookies.clear(kind);
      return new ServiceError('UNAUTHENTICATED', 'Session expirée : veuillez vous reconnecter.');
    };
    if (!raw) throw fail();
    const rotated = await ctx.tokens.rotate(ctx.db, raw, kind);
    if (!rotated) throw fail();
    const user = await repository(ctx, UserEntity).findOne({ select: SESSION_USER, where: { id: rotated.userId, disabledAt: IsNull() } });
    if (!user || kindOf(user.role) !== kind) throw fail();
    ctx.refreshCookies.write(kind, rotated.refresh);
    return ctx.tokens.signAccess(user, rotated.family);
  }

  /**
   * Ends the session of this space: the family of the refresh cookie when the request carries it (only the token
   * endpoints receive it), and the family of the bearer token (`sid`), which /graphql receives. Either way the
   * access tokens of that family stop working at once (viewer.ts).
   */
  async logOut(ctx: RequestContext, kind: TokenKind): Promise<void> {
    const raw = ctx.refreshCookies.read(kind);
    const claims = await bearerClaims(ctx, { allowExpired: true });
    if (raw || claims) {
      await withTransaction(ctx, async (tx) => {
        if (raw) await tx.tokens.revokeFamilyOf(tx.db, raw);
        if (claims) await tx.tokens.revokeFamily(tx.db, claims.sid, claims.id);
      });
    }
    ctx.refreshCookies.clear(kind);
  }

  /** Ends every session of an account (password reset, password change, deletion). */
  async endAllSessions(ctx: RequestContext, userId: number): Promise<void> {
    await withTransaction(ctx, async (tx) => {
      await repository(tx, UserEntity).update({ id: userId }, { tokenVersion: raisedTokenVersion, ...UPDATED_AT_UNCHANGED });
      await tx.tokens.revokeAllOf(tx.db, userId);
    });
  }
}

export const sessionService = new SessionService();

import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { ACCOUNT_MESSAGES, checkEmail, normaliseEmail } from '../../../../common/account-rules.js';
import { RateLimits } from '../../auth/rate-limits.js';
import type { TokenKind } from '../../auth/token.service.js';
import { bearerClaims } from '../../auth/viewer.js';
import type { RequestContext } from '../../graphql/context.js';
import { ServiceError } from '../shared/service-errors.js';
import { verificationService } from './verification.service.js';
import type { Role } from './user.entity.js';

export type LoginSpace = 'customer' | 'restaurateur' | 'admin';
export interface SessionUser { id: number; role: Role; token_version: number; first_name: string; email: string }
export interface Session { accessToken: string; user: SessionUser }

/** Restaurateurs hold restaurant-side sessions; customers and admins user-side ones. */
export const kindOf = (role: Role): TokenKind => (role === 'restaurateur' ? 'restau' : 'user');

// Verifying against a real hash when the e-mail is unknown keeps both answers equally slow.
const DUMMY_HASH = hashPassword('mijote-dummy-password');

export class SessionService {
  /** Log in from a space: wrong e-mail, wrong password or wrong space all answer the same. */
  async logIn(ctx: RequestContext, rawEmail: string, password: string, space: LoginSpace): Promise<Session> {
    const email = normaliseEmail(rawEmail);
    if (checkEmail(email) || typeof password !== 'string' || password.length > 128) throw new ServiceError('LOGIN_FAILED', ACCOUNT_MESSAGES.loginFailed);
    const account = RateLimits.accountKey(email);
    await ctx.limits.consume([['loginIp', ctx.client.address], ['loginAccount', account]]);
    const rows: (SessionUser & { password_hash: string | null; email_verified: boolean })[] = await ctx.db.query(
      'SELECT id, role, token_version, first_name, email, password_hash, email_verified FROM app_user WHERE email = $1', [email]);
    const user = rows[0];
    const ok = await verifyPassword(user?.password_hash ?? (await DUMMY_HASH), password);
    if (!user || !ok || user.role !== space) throw new ServiceError('LOGIN_FAILED', ACCOUNT_MESSAGES.loginFailed);
    await ctx.limits.reset('loginAccount', account);
    await ctx.limits.reward('loginIp', ctx.client.address);
    if (!user.email_verified) {
      await verificationService.sendCode(ctx, user);
      throw new ServiceError('EMAIL_NOT_VERIFIED', ACCOUNT_MESSAGES.emailNotVerified, 'email');
    }
    await ctx.db.query('UPDATE app_user SET last_login_at = now() WHERE id = $1', [user.id]);
    return this.start(ctx, user);
  }

  /** A new session family: an access token for the browser and a refresh cookie for its token endpoint. */
  async start(ctx: RequestContext, user: SessionUser): Promise<Session> {
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
    const rows: SessionUser[] = await ctx.db.query('SELECT id, role, token_version, first_name, email FROM app_user WHERE id = $1', [rotated.userId]);
    const user = rows[0];
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
    if (raw) await ctx.tokens.revokeFamilyOf(ctx.db, raw);
    const claims = await bearerClaims(ctx, { allowExpired: true });
    if (claims) await ctx.tokens.revokeFamily(ctx.db, claims.sid, claims.id);
    ctx.refreshCookies.clear(kind);
  }

  /** Ends every session of an account (password reset, password change, deletion). */
  async endAllSessions(ctx: RequestContext, userId: number): Promise<void> {
    await ctx.db.query('UPDATE app_user SET token_version = token_version + 1 WHERE id = $1', [userId]);
    await ctx.tokens.revokeAllOf(ctx.db, userId);
  }
}

export const sessionService = new SessionService();

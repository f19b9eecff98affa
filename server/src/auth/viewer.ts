import type { RequestContext, Viewer } from '../graphql/context.js';
import { ServiceError } from '../modules/shared/service-errors.js';
import { openSessionUser } from './session.queries.js';
import type { AccessClaims, TokenKind } from './token.service.js';

/** The claims of the request's bearer token, if it carries one this server signed. */
export async function bearerClaims(ctx: RequestContext, options: { allowExpired?: boolean } = {}): Promise<AccessClaims | null> {
  return ctx.bearerToken ? ctx.tokens.verifyAccess(ctx.bearerToken, options) : null;
}

/**
 * The signed-in account behind a bearer token, if the token is valid and its session is still open: same token
 * version and role, and its family (`sid`) still holds a refresh token that was not revoked (logout, replay).
 */
export async function resolveViewer(ctx: RequestContext): Promise<Viewer | null> {
  const claims = await bearerClaims(ctx);
  if (!claims) return null;
  const user = await openSessionUser(ctx.db, claims.id, claims.sid);
  if (!user || user.token_version !== claims.tv || user.role !== claims.role) return null;
  return { id: user.id, role: user.role };
}

/**
 * The signed-in account behind the session cookie (SPEC §7's « cookies » reads: GET /infoUser, GET /admin/verify), for a
 * request without a valid bearer: the cookie must be its session's live refresh token; it is read, never rotated.
 */
export async function resolveCookieViewer(ctx: RequestContext, kind: TokenKind): Promise<Viewer | null> {
  const raw = ctx.refreshCookies.read(kind);
  if (!raw) return null;
  const holder = await ctx.tokens.holderOf(ctx.db, raw, kind);
  if (!holder) return null;
  const user = await openSessionUser(ctx.db, holder.userId, holder.family);
  return user ? { id: user.id, role: user.role } : null;
}

/** The signed-in account's id, for handlers behind an access rule (401 if a route forgot one). */
export function viewerIdOf(ctx: RequestContext): number {
  if (!ctx.viewer) throw new ServiceError('UNAUTHENTICATED', 'Connexion requise.');
  return ctx.viewer.id;
}

import type { Request } from 'express';
import type { RequestContext, Viewer } from '../graphql/context.js';
import { ServiceError } from '../modules/shared/service-errors.js';
import type { AccessClaims } from './token.service.js';

/** The claims of the request's bearer token, if it carries one this server signed. */
export async function bearerClaims(ctx: RequestContext, req: Request | undefined, options: { allowExpired?: boolean } = {}): Promise<AccessClaims | null> {
  const header = req?.get('authorization') ?? '';
  const match = /^Bearer\s+([A-Za-z0-9._-]+)$/i.exec(header);
  return match ? ctx.tokens.verifyAccess(match[1], options) : null;
}

/**
 * The signed-in account behind a bearer token, if the token is valid and its session is still open: same token
 * version and role, and its family (`sid`) still holds a refresh token that was not revoked (logout, replay).
 */
export async function resolveViewer(ctx: RequestContext, req: Request | undefined): Promise<Viewer | null> {
  const claims = await bearerClaims(ctx, req);
  if (!claims) return null;
  const rows: { id: number; role: Viewer['role']; token_version: number }[] = await ctx.db.query(
    `SELECT u.id, u.role, u.token_version FROM app_user u
     WHERE u.id = $1 AND EXISTS (SELECT 1 FROM refresh_token t WHERE t.family = $2 AND t.user_id = u.id AND t.revoked_at IS NULL)`,
    [claims.id, claims.sid]);
  const user = rows[0];
  if (!user || user.token_version !== claims.tv || user.role !== claims.role) return null;
  return { id: user.id, role: user.role };
}

/** Whether the request carried a bearer token at all (to answer 401 "expired" rather than "sign in"). */
export const hasBearer = (req: Request | undefined) => /^Bearer\s+/i.test(req?.get('authorization') ?? '');

/** The signed-in account's id, for handlers behind an access rule (401 if a route forgot one). */
export function viewerIdOf(ctx: RequestContext): number {
  if (!ctx.viewer) throw new ServiceError('UNAUTHENTICATED', 'Connexion requise.');
  return ctx.viewer.id;
}

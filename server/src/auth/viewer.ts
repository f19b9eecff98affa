import type { Request } from 'express';
import type { RequestContext, Viewer } from '../graphql/context.js';

/** The signed-in account behind a bearer token, if the token is valid and its sessions were not ended. */
export async function resolveViewer(ctx: RequestContext, req: Request | undefined): Promise<Viewer | null> {
  const header = req?.get('authorization') ?? '';
  const match = /^Bearer\s+([A-Za-z0-9._-]+)$/i.exec(header);
  if (!match) return null;
  const claims = await ctx.tokens.verifyAccess(match[1]);
  if (!claims) return null;
  const rows: { id: number; role: Viewer['role']; token_version: number }[] = await ctx.db.query(
    'SELECT id, role, token_version FROM app_user WHERE id = $1', [claims.id]);
  const user = rows[0];
  if (!user || user.token_version !== claims.tv || user.role !== claims.role) return null;
  return { id: user.id, role: user.role };
}

/** Whether the request carried a bearer token at all (to answer 401 "expired" rather than "sign in"). */
export const hasBearer = (req: Request | undefined) => /^Bearer\s+/i.test(req?.get('authorization') ?? '');

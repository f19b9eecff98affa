import type { Request } from 'express';
import { parisToday } from '../../../../common/search.js';

/**
 * A visitor session: the id the browser keeps in sessionStorage when given, otherwise the
 * address and browser of the request for the current day. Only its salted hash is stored.
 */
export function sessionKeyOf(req: Request | undefined, sessionId?: string | null): string {
  if (sessionId && /^[A-Za-z0-9-]{8,64}$/.test(sessionId)) return `sid:${sessionId}`;
  return `ip:${req?.ip ?? ''}|${req?.get('user-agent') ?? ''}|${parisToday()}`;
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { RateLimits } from '../../auth/rate-limits.js';
import type { ClientInfo } from '../../graphql/context.js';
import { parisToday } from '../../../../common/search.js';

const SESSION_ID = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');
const signed = (secret: string, body: string) => `${body}.${hmac(secret, `visitor-session:${body}`)}`;

/** The id when this server issued it (its signature holds), otherwise null. */
function verifiedSessionId(secret: string, id: unknown): string | null {
  const m = typeof id === 'string' ? SESSION_ID.exec(id) : null;
  if (!m) return null;
  const expected = Buffer.from(signed(secret, m[1]));
  return timingSafeEqual(expected, Buffer.from(id as string)) ? m[0] : null;
}

/**
 * A visitor session, issued by the server so a client cannot invent as many as it likes: the signed id the
 * browser keeps in sessionStorage when it sends a valid one; otherwise (none, or one the server did not sign) the
 * id of the request's address and browser for the current day, which the browser is given to keep. The same
 * browser without its id therefore lands on the same session that day. Only a salted hash of `key` is stored.
 */
export function visitorSession(client: ClientInfo, secret: string, given?: string | null): { key: string; sessionId: string } {
  const sessionId = verifiedSessionId(secret, given)
    ?? signed(secret, hmac(secret, `visitor-day:${client.address}|${client.userAgent}|${parisToday()}`).slice(0, 22));
  return { key: `sid:${sessionId}`, sessionId };
}

/**
 * The audience measurement's session (audience.service.ts): the signed id the browser sends back, or a new random one.
 * Unlike a phone click, a page view comes first in a visit, so two people behind one address with the same browser
 * are two sessions; what a script could inflate by never sending its id is bounded by the address's rate limit.
 */
export function audienceSession(secret: string, given?: string | null): { key: string; sessionId: string } {
  const sessionId = verifiedSessionId(secret, given) ?? signed(secret, randomBytes(16).toString('base64url'));
  return { key: `sid:${sessionId}`, sessionId };
}

/**
 * The rate-limit key of one address and restaurant for one Paris day, hashed (the address is not kept in clear): what
 * phone clicks, audience sessions and page views are counted against (ADR 0017).
 */
export function addressDayKey(secret: string, client: ClientInfo, restaurantId: number, day = parisToday()): string {
  return RateLimits.accountKey(`${secret}:${client.address}|${restaurantId}|${day}`);
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The app's signed links (an appeal's, a report's follow-up): `<id>-<signature>`, the signature an HMAC-SHA256 of a
 * message naming the purpose, with the app's secret, cut to 32 base64url characters. Nothing is stored; without the
 * secret no other link can be made.
 */
export const secretSignature = (secret: string, message: string): string => createHmac('sha256', secret).update(message).digest('base64url').slice(0, 32);

/** Two texts compared in constant time (a signature given against the one expected). */
export function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

const SIGNED_ID = /^([1-9][0-9]{0,9})-[A-Za-z0-9_-]{32}$/;

/** The id a `<id>-<signature>` token names (a database integer), before its signature is checked; null otherwise. */
export function idOfSignedToken(token: string): number | null {
  const m = SIGNED_ID.exec(token);
  const id = m ? Number(m[1]) : NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

import { createHmac } from 'node:crypto';
import { sameSecret } from '../../auth/signed-tokens.js';

/**
 * The payment token of the return pages (SPEC §2, §6, §7 verify_payment_token): `<order>.<expiry>.<mac>`, short
 * enough for the return URLs (150 characters at most, reference §1.3), signed with APP_SECRET, naming our order.
 */
const TTL_SECONDS = 7 * 24 * 3600;

const mac = (secret: string, body: string) => createHmac('sha256', `payment:${secret}`).update(body).digest('base64url').slice(0, 32);

export function signPaymentToken(secret: string, reference: string, now = Date.now()): string {
  const body = `${reference}.${Math.floor(now / 1000 + TTL_SECONDS).toString(36)}`;
  return `${body}.${mac(secret, body)}`;
}

/** The order a token names, or null when it is not ours or has expired. */
export function orderOfPaymentToken(secret: string, token: unknown, now = Date.now()): string | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const m = /^([A-Za-z0-9-]{1,100})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!m) return null;
  if (!sameSecret(mac(secret, `${m[1]}.${m[2]}`), m[3])) return null;
  return parseInt(m[2], 36) * 1000 > now ? m[1] : null;
}

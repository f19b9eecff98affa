import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signed preview token for an unpublished restaurant page: base64url(payload).base64url(hmac). */
interface PreviewPayload { id_url: string; exp: number }

export function signPreviewToken(secret: string, idUrl: string, ttlSeconds = 7 * 24 * 3600, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ id_url: idUrl, exp: Math.floor(now / 1000) + ttlSeconds })).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

export function verifyPreviewToken(secret: string, token: string, idUrl: string, now = Date.now()): boolean {
  const [body, sig] = token.split('.');
  if (!body || !sig) return false;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as PreviewPayload;
    return payload.id_url === idUrl && typeof payload.exp === 'number' && payload.exp * 1000 > now;
  } catch {
    return false;
  }
}

function mac(secret: string, body: string): string {
  return createHmac('sha256', `preview:${secret}`).update(body).digest('base64url');
}

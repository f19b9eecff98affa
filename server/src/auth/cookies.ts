import type { CookieOptions, Request, Response } from 'express';
import { REFRESH_TTL_DAYS, type TokenKind } from './token.service.js';

/**
 * Refresh cookies: httpOnly, SameSite=Strict, Secure in production. The restaurateurs' is sent only to its token
 * endpoint; the user side's to /api, where SPEC §7's cookie-credentialed reads (GET /infoUser, GET /admin/verify) also
 * accept it (read, never rotated: rest/router.ts). `legacyPath`: where earlier versions set it, cleared on every write.
 */
const REFRESH_COOKIE: Record<TokenKind, { name: string; path: string; legacyPath?: string }> = {
  user: { name: 'mj_rt_user', path: '/api', legacyPath: '/api/tokenUser' },
  restau: { name: 'mj_rt_restau', path: '/api/tokenRestau' },
};

function options(kind: TokenKind, secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', secure, path: REFRESH_COOKIE[kind].path };
}

function clearLegacy(res: Response, kind: TokenKind, secure: boolean): void {
  const { name, legacyPath } = REFRESH_COOKIE[kind];
  if (legacyPath) res.clearCookie(name, { ...options(kind, secure), path: legacyPath });
}

export function setRefreshCookie(res: Response, kind: TokenKind, token: string, secure: boolean): void {
  clearLegacy(res, kind, secure);
  res.cookie(REFRESH_COOKIE[kind].name, token, { ...options(kind, secure), maxAge: REFRESH_TTL_DAYS * 86_400_000 });
}

export function clearRefreshCookie(res: Response, kind: TokenKind, secure: boolean): void {
  clearLegacy(res, kind, secure);
  res.clearCookie(REFRESH_COOKIE[kind].name, options(kind, secure));
}

export function readRefreshCookie(req: Request, kind: TokenKind): string | null {
  const value = (req.cookies as Record<string, string> | undefined)?.[REFRESH_COOKIE[kind].name];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
}

/** Refuses requests another site could forge: a foreign Origin, a cross-site fetch, or a form encoding. */
export function isCrossSiteForm(req: Request): boolean {
  if (req.get('sec-fetch-site') === 'cross-site') return true;
  const origin = req.get('origin');
  if (origin && origin !== 'null') {
    try {
      if (new URL(origin).host !== req.get('host')) return true;
    } catch {
      return true;
    }
  } else if (origin === 'null') return true;
  const type = (req.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  return ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'].includes(type);
}

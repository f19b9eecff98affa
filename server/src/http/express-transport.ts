import type { Request, Response } from 'express';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from '../auth/cookies.js';
import type { Transport } from '../graphql/context.js';
import { keyedClientOf } from './api-key-gate.js';
import { PARTNER_KEY_PREFIX } from '../../../common/partner-key-rules.js';

const BEARER = /^Bearer\s+([A-Za-z0-9._-]+)$/i;

/** What an Express request gives the services: the client, the bearer token and the refresh cookies. */
export function expressTransport(req: Request, res: Response, secureCookies: boolean): Transport {
  const bearer = BEARER.exec(req.get('authorization') ?? '')?.[1] ?? null;
  return {
    client: { address: req.ip ?? req.socket.remoteAddress ?? '', userAgent: req.get('user-agent') ?? '' },
    // A Bearer value with the key prefix is a partner key (the gate resolved it), never an account's token.
    bearerToken: bearer?.startsWith(PARTNER_KEY_PREFIX) ? null : bearer,
    apiClient: keyedClientOf(res),
    refreshCookies: {
      read: (kind) => readRefreshCookie(req, kind),
      write: (kind, token) => setRefreshCookie(res, kind, token, secureCookies),
      clear: (kind) => clearRefreshCookie(res, kind, secureCookies),
    },
  };
}

/** The page shell runs the client's queries as an anonymous visitor: the client's address only, no session. */
export function anonymousTransport(req: Request): Transport {
  return {
    client: { address: req.ip ?? req.socket.remoteAddress ?? '', userAgent: req.get('user-agent') ?? '' },
    bearerToken: null,
    apiClient: null,
    refreshCookies: { read: () => null, write: () => {}, clear: () => {} },
  };
}

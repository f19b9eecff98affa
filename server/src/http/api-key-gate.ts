import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { API_KEY_HEADER } from '../../../common/api-key-header.js';
import { PARTNER_KEY_MESSAGES, PARTNER_KEY_PREFIX } from '../../../common/partner-key-rules.js';
import type { ApiClient, ClientQuota } from '../auth/client-quota.js';
import type { Failure } from './request-guards.js';
import { answeredUnavailable } from './unavailable-answer.js';
import { logger } from '../logger.js';
import { SOMETHING_WENT_WRONG } from '../../../common/network-messages.js';

/**
 * Partner keys at the door of /graphql and /api (issue 29, docs/adr/0047-partner-keys.md). A key comes as
 * `X-Api-Key: <key>` or `Authorization: Bearer <key>` (a Bearer value with the key prefix; any other stays an
 * account's access token). A valid key makes the request its partner's (counted under the key at its tier's budget,
 * ClientQuota.clientOf); an unknown, revoked or expired key is refused with a 401 (never the visitor's tier instead);
 * a browser request from an origin the key does not list is refused with a 403, a listed origin gets CORS.
 */

/** The budget's headers a browser script may read (RateLimit header fields, Retry-After). */
const EXPOSED_HEADERS = 'RateLimit, RateLimit-Policy, Retry-After';
const KEY_HEADERS = new RegExp(`(?:^|,)\\s*(?:authorization|${API_KEY_HEADER})\\s*(?:,|$)`, 'i');
const LOCALS_KEY = 'apiClient';

/** The key the request carries, if any (the header first; a Bearer value only with the key prefix). */
function apiKeyOf(req: Request): string | null {
  const header = req.get(API_KEY_HEADER)?.trim();
  if (header) return header;
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
  return bearer?.startsWith(PARTNER_KEY_PREFIX) ? bearer : null;
}

/** The partner the gate found for this request (express-transport.ts gives it to the request's context). */
export function keyedClientOf(res: Response): ApiClient | null {
  return (res.locals[LOCALS_KEY] as ApiClient | undefined) ?? null;
}

const REFUSALS: Record<'unknown' | 'revoked' | 'expired', string> = {
  unknown: PARTNER_KEY_MESSAGES.unknownKey, revoked: PARTNER_KEY_MESSAGES.revokedKey, expired: PARTNER_KEY_MESSAGES.expiredKey,
};

/**
 * The gate; `answer` writes a refusal in the path's own form (GraphQL errors or the /api body). A CORS preflight of a
 * keyed call (it asks for Authorization or X-Api-Key; browsers send no key with it) is answered here: the real
 * request is then judged by its key's origins, and gets no CORS header when refused.
 */
export function apiKeyGate(quota: ClientQuota, answer: (res: Response, failure: Failure) => void): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.get('origin');
    if (req.method === 'OPTIONS' && origin && req.get('access-control-request-method') && KEY_HEADERS.test(req.get('access-control-request-headers') ?? '')) {
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
      res.setHeader('Access-Control-Allow-Headers', 'Authorization, X-Api-Key, Content-Type');
      res.setHeader('Access-Control-Max-Age', '600');
      return res.status(204).end();
    }
    const key = apiKeyOf(req);
    if (!key) return next();
    quota.lookUpKey(key).then((found) => {
      if ('refused' in found) {
        res.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"');
        return answer(res, { status: 401, code: 'API_KEY_INVALID', message: REFUSALS[found.refused] });
      }
      if (origin && found.origins.length > 0) {
        if (!found.origins.includes(origin)) return answer(res, { status: 403, code: 'ORIGIN_REFUSED', message: PARTNER_KEY_MESSAGES.originRefused });
        res.setHeader('Vary', 'Origin');
        res.setHeader('Access-Control-Allow-Origin', origin);
        res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
      }
      res.locals[LOCALS_KEY] = found.client;
      next();
    }).catch((error: unknown) => {
      if (answeredUnavailable(res, error)) return;
      logger.error({ err: error }, 'Clé d’API non vérifiée');
      answer(res, { status: 500, code: 'INTERNAL', message: SOMETHING_WENT_WRONG });
    });
  };
}

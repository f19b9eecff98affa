import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { logger } from '../logger.js';
import { observeRequest, routeOf } from '../metrics.js';
import { runInScope } from '../request-scope.js';

/** An id the proxy or the caller gave (X-Request-Id) is kept when it is a plain token; anything else is replaced. */
const GIVEN_ID = /^[A-Za-z0-9._-]{8,64}$/;

export function requestIdOf(given: unknown): string {
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
}

/**
 * Every request gets an id (answered in X-Request-Id, carried into every log line of its work, request-scope.ts), one
 * access line when it ends, and its duration in the metrics. The line names the route, never the query string, a
 * body or an address: no personal data in the logs.
 */
export function requestLog(): RequestHandler {
  return (req, res, next) => {
    const requestId = requestIdOf(req.headers['x-request-id']);
    res.setHeader('x-request-id', requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      observeRequest(req, res.statusCode, seconds);
      // The proxies' probes come several times a second: counted, not logged.
      if (req.path === '/healthz' || req.path === '/readyz') return;
      runInScope({ requestId }, () => logger.info({ method: req.method, route: routeOf(req), status: res.statusCode, ms: Math.round(seconds * 1000) }, 'requête'));
    });
    runInScope({ requestId }, next);
  };
}

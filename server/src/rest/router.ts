import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../../../common/photo-rules.js';
import { budgetHeaders, spentBudget } from '../auth/budget-report.js';
import { ClientQuota } from '../auth/client-quota.js';
import { isCrossSiteForm } from '../auth/cookies.js';
import type { LimitName } from '../auth/rate-limits.js';
import { resolveCookieViewer, resolveViewer } from '../auth/viewer.js';
import { createRequestContext, type AppServices } from '../graphql/context.js';
import { operationCost } from '../graphql/cost.js';
import { expressTransport } from '../http/express-transport.js';
import { answeredUnavailable } from '../http/unavailable-answer.js';
import { bodyParserFailure, inputFailure, jsonBody, jsonContentProblem, type Failure } from '../http/request-guards.js';
import { ServiceError } from '../modules/shared/service-errors.js';
import { BinaryAnswer, HtmlAnswer, type RestRoute } from './route.js';
import { SOMETHING_WENT_WRONG } from '../../../common/network-messages.js';
import { logger } from '../logger.js';

const CROSS_SITE: Failure = { status: 403, code: 'FORBIDDEN', message: 'Requête refusée : elle ne vient pas du site Mijote.' };
const sendFailure = (res: Response, f: Failure) => res.status(f.status).json({ success: false, code: f.code, message: f.message });

/** Reads the body a route expects: JSON (declared as such, at most 100 Ko) or a raw image (5 Mo unless the route says more). */
function bodyReader(route: RestRoute) {
  const rawLimit = route.rawBodyLimitBytes ?? UPLOAD_MAX_BYTES;
  const parse = route.rawBody
    ? express.raw({ type: () => true, limit: rawLimit })
    : jsonBody();
  const limitLabel = route.rawBody ? `${Math.round(rawLimit / (1024 * 1024))} Mo` : '100 Ko';
  return (req: Request, res: Response, next: NextFunction) => {
    // A forged cross-site post is refused as such before its body is looked at.
    if (route.sameSiteOnly && isCrossSiteForm(req)) return sendFailure(res, CROSS_SITE);
    if (!route.rawBody) {
      const unsupported = jsonContentProblem(req);
      if (unsupported) return sendFailure(res, unsupported);
    }
    parse(req, res, (err?: unknown) => {
      if (err) return sendFailure(res, bodyParserFailure(err, limitLabel) ?? { status: 400, code: 'BAD_REQUEST', message: 'Requête invalide : corps illisible.' });
      const failure = inputFailure(route.rawBody ? null : req.body, req.query);
      if (failure) return sendFailure(res, failure);
      next();
    });
  };
}

/**
 * The cost of a call of a costed route: what its GraphQL operation costs with the body's variables; a body the cost
 * cannot read (its handler will refuse it) costs the most an operation may cost rather than nothing.
 */
const costDocuments = new Map<string, DocumentNode>();

function costOf(schema: GraphQLSchema, route: RestRoute, body: unknown, maxOperationCost: number): number {
  const costedAs = route.costedAs!;
  let document = costDocuments.get(costedAs.query);
  if (!document) costDocuments.set(costedAs.query, (document = parse(costedAs.query)));
  const outcome = operationCost(schema, document, costedAs.variables(body));
  return 'cost' in outcome ? outcome.cost : maxOperationCost;
}

/** Mounts the documented /api table; each handler is a thin adapter over the shared services. */
export function createRestRouter(services: AppServices, schema: GraphQLSchema, routes: readonly RestRoute[]): Router {
  const router = Router();
  for (const route of routes) {
    router[route.method](route.path, bodyReader(route), async (req: Request, res: Response) => {
      const ctx = createRequestContext(services, expressTransport(req, res, services.config.production));
      try {
        if (route.costedAs) {
          const client = ctx.quota.clientOf(ctx.client.address, ctx.apiClient);
          const limits = ctx.quota.limitsOf(client);
          const cost = costOf(schema, route, req.body, limits.maxOperationCost);
          // A partner key's usage is counted under the route (docs/adr/0052).
          const operation = `${route.method.toUpperCase()} /api${route.path}`;
          const left = await ctx.quota.spend(client, ClientQuota.pointsFor(cost)).catch((error: unknown) => {
            if (error instanceof ServiceError && error.code === 'RATE_LIMITED') {
              ctx.quota.usage.record(client, operation, 0, 'rateLimited');
              for (const [name, value] of budgetHeaders(spentBudget(limits.pointsPerMinute, error.retryAfterSeconds))) res.setHeader(name, value);
            }
            throw error;
          });
          ctx.quota.usage.record(client, operation, cost);
          for (const [name, value] of budgetHeaders(left)) res.setHeader(name, value);
        }
        ctx.viewer = await resolveViewer(ctx);
        // The cookie speaks only when no bearer does: an expired bearer still answers 401, so the client refreshes (SPEC §4).
        if (!ctx.viewer && !ctx.bearerToken && route.cookieSession) ctx.viewer = await resolveCookieViewer(ctx, route.cookieSession);
        if (route.access !== 'public') {
          if (!ctx.viewer) throw new ServiceError('UNAUTHENTICATED', 'Connexion requise.');
          if (!route.access.includes(ctx.viewer.role)) throw new ServiceError('FORBIDDEN', 'Accès refusé pour ce compte.');
        }
        // Every raw body is an image sharp decodes: uploads are counted per address and per account (issue 24).
        if (route.rawBody) {
          await ctx.limits.consume([['uploadAddress', ctx.client.address], ...(ctx.viewer ? [['uploadAccount', String(ctx.viewer.id)] as [LimitName, string]] : [])], UPLOAD_MESSAGES.tooManyUploads);
        }
        const input = route.rawQuery ? rawQueryOf(req.originalUrl) : req.method === 'GET' ? req.query : (req.body ?? {});
        const body = await route.handler(ctx, input, req.query);
        if (route.emptyReply) res.status(200).end();
        else if (body instanceof HtmlAnswer) res.status(200).type('html').send(body.html);
        else if (body instanceof BinaryAnswer) res.status(200).type(body.contentType).set('Cache-Control', 'no-store').send(body.data);
        else res.status(200).json(body);
      } catch (error) {
        sendError(res, error);
      }
    });
  }
  router.use((_req, res) => res.status(404).json({ success: false, code: 'NOT_FOUND', message: 'Chemin d’API inconnu.' }));
  return router;
}

/** What follows '?' in the address as the client sent it, undecoded. */
const rawQueryOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');

function sendError(res: Response, error: unknown): void {
  if (error instanceof ServiceError) {
    if (error.retryAfterSeconds) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    res.status(error.status).json({ success: false, code: error.code, message: error.message, ...(error.field ? { field: error.field } : {}) });
    return;
  }
  if (answeredUnavailable(res, error)) return;
  logger.error({ err: error }, 'Erreur inattendue');
  res.status(500).json({ success: false, code: 'INTERNAL', message: SOMETHING_WENT_WRONG });
}

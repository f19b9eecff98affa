import express, { Router, type Request, type Response } from 'express';
import { isCrossSiteForm } from '../auth/cookies.js';
import { resolveViewer } from '../auth/viewer.js';
import { createRequestContext, type AppServices } from '../graphql/context.js';
import { ServiceError } from '../modules/shared/service-errors.js';
import { restRoutes } from './routes.js';

/** Mounts the documented /api table; each handler is a thin adapter over the shared services. */
export function createRestRouter(services: AppServices): Router {
  const router = Router();
  const raw = express.raw({ type: ['image/webp', 'image/jpeg', 'image/png', 'application/octet-stream'], limit: '5mb' });
  for (const route of restRoutes) {
    router[route.method](route.path, ...(route.rawBody ? [raw] : []), async (req: Request, res: Response) => {
      const ctx = createRequestContext(services, req, res);
      try {
        if (route.sameSiteOnly && isCrossSiteForm(req)) {
          throw new ServiceError('FORBIDDEN', 'Requête refusée : elle ne vient pas du site Mijote.');
        }
        ctx.viewer = await resolveViewer(ctx, req);
        if (route.access !== 'public') {
          if (!ctx.viewer) throw new ServiceError('UNAUTHENTICATED', 'Connexion requise.');
          if (!route.access.includes(ctx.viewer.role)) throw new ServiceError('FORBIDDEN', 'Accès refusé pour ce compte.');
        }
        const body = await route.handler(ctx, req.method === 'GET' ? req.query : (req.body ?? {}));
        res.status(200).json(body);
      } catch (error) {
        sendError(res, error);
      }
    });
  }
  router.use((_req, res) => res.status(404).json({ success: false, code: 'NOT_FOUND', message: 'Chemin d’API inconnu.' }));
  return router;
}

export function sendError(res: Response, error: unknown): void {
  if (error instanceof ServiceError) {
    if (error.retryAfterSeconds) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    res.status(error.status).json({ success: false, code: error.code, message: error.message, ...(error.field ? { field: error.field } : {}) });
    return;
  }
  console.error(error);
  res.status(500).json({ success: false, code: 'INTERNAL', message: 'Une erreur est survenue. Veuillez réessayer plus tard.' });
}

import { Router, type Request, type Response } from 'express';
import { createRequestContext, type AppServices, type RequestContext } from '../graphql/context.js';
import { ServiceError } from '../modules/shared/service-errors.js';
import { restRoutes, type RestRoute } from './routes.js';

/** Mounts the documented /api table; each handler is a thin adapter over the shared services. */
export function createRestRouter(services: AppServices): Router {
  const router = Router();
  for (const route of restRoutes) {
    router[route.method](route.path, async (req: Request, res: Response) => {
      const ctx = createRequestContext(services, req, res);
      try {
        if (!allowed(route, ctx)) {
          return res.status(401).json({ success: false, code: 'UNAUTHENTICATED', message: 'Connexion requise.' });
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

function allowed(route: RestRoute, ctx: RequestContext): boolean {
  if (route.access === 'public') return true;
  return !!ctx.viewer && (route.access === 'signed-in' || ctx.viewer.role === route.access);
}

export function sendError(res: Response, error: unknown): void {
  if (error instanceof ServiceError) {
    res.status(error.status).json({ success: false, code: error.code, message: error.message, ...(error.field ? { field: error.field } : {}) });
    return;
  }
  console.error(error);
  res.status(500).json({ success: false, code: 'INTERNAL', message: 'Une erreur est survenue. Veuillez réessayer plus tard.' });
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { GraphQLFormattedError } from 'graphql';
import { resolveViewer } from './auth/viewer.js';
import { createRequestContext, type AppServices, type RequestContext } from './graphql/context.js';
import { buildAppSchema } from './graphql/build-schema.js';
import { createRestRouter } from './rest/router.js';
import { imageVariantRouter } from './modules/media/image-variants.js';
import { PageShell } from './modules/seo/page-shell.js';
import { seoRouter } from './modules/seo/seo.routes.js';
import { ServiceError } from './modules/shared/service-errors.js';

/** Addresses of files: the client's pages never end with one of these extensions. */
const ASSET_PATH = /\.(?:ico|png|jpe?g|gif|svg|webp|avif|js|mjs|css|map|json|txt|xml|woff2?|webmanifest)$/i;

export interface App { express: Express; apollo: ApolloServer<RequestContext> }

/** Express: security headers, compression, /graphql, /api, /media and the client build with SPA fallback. */
export async function createApp(services: AppServices, options: { clientDir?: string } = {}): Promise<App> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Google Maps (only loaded after consent, when a key is configured) needs its script, style, image and font hosts.
        scriptSrc: ["'self'", 'https://maps.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://www.googletagmanager.com'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'],
        connectSrc: ["'self'", 'https://*.googleapis.com', 'https://www.google-analytics.com', 'https://data.geopf.fr'],
        fontSrc: ["'self'", 'https://fonts.gstatic.com', 'data:'],
        frameSrc: ["'self'", 'https://www.google.com'],
        upgradeInsecureRequests: services.config.production ? [] : null,
      },
    },
    strictTransportSecurity: services.config.production,
  }));
  app.use(compression());
  app.use(cookieParser());

  const apollo = new ApolloServer<RequestContext>({
    schema: await buildAppSchema(),
    introspection: true,
    stopOnTerminationSignals: false,
    plugins: [ApolloServerPluginCacheControlDisabled(), ...(services.config.production ? [ApolloServerPluginLandingPageDisabled()] : [])],
    formatError: (formatted: GraphQLFormattedError, error: unknown) => formatGraphQLError(formatted, unwrapResolverError(error), services.config.production),
  });
  await apollo.start();
  app.use('/graphql', express.json({ limit: '100kb' }), expressMiddleware(apollo, {
    context: async ({ req, res }) => {
      const ctx = createRequestContext(services, req, res);
      ctx.viewer = await resolveViewer(ctx, req);
      return ctx;
    },
  }));

  app.use('/api', express.json({ limit: '100kb' }), createRestRouter(services));
  app.use('/api', (err: { status?: number; type?: string }, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (err?.type === 'entity.too.large') return res.status(413).json({ success: false, code: 'TOO_LARGE', message: 'Le fichier envoyé est trop volumineux (5 Mo au plus).' });
    next(err);
  });
  // Media file names carry a content hash: they never change, so browsers may keep them a year (their narrower
  // variants, /media/w<width>/…, too).
  app.use('/media', imageVariantRouter(services.config.mediaDir));
  app.use('/media', express.static(services.config.mediaDir, { maxAge: '1y', immutable: true, fallthrough: false }));
  app.use(seoRouter(services));

  const clientDir = options.clientDir ?? path.resolve(import.meta.dirname, '../../../client');
  if (existsSync(path.join(clientDir, 'index.html'))) {
    app.use(express.static(clientDir, { index: false, maxAge: '1y', immutable: true }));
    // Every page address gets index.html, with the loading hints of the page asked for (page-shell.ts).
    const shell = new PageShell(clientDir, services, apollo);
    app.get(/.*/, async (req, res) => {
      // A missing file (favicon, old chunk…) is not a page.
      if (ASSET_PATH.test(req.path)) return res.status(404).type('text/plain').send('Fichier introuvable.');
      res.setHeader('Cache-Control', 'no-cache');
      try {
        const page = await shell.render(req, res);
        if ('redirect' in page) return res.redirect(302, page.redirect);
        res.status(page.status).type('html').send(page.html);
      } catch (error) {
        console.error(`Page ${req.path} servie sans ses indications :`, error);
        res.sendFile(path.join(clientDir, 'index.html'));
      }
    });
  }
  app.use((err: unknown, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (res.headersSent) return next(err);
    const status = typeof err === 'object' && err && 'status' in err ? Number((err as { status: number }).status) : 500;
    if (status === 404) return res.status(404).json({ success: false, code: 'NOT_FOUND', message: 'Ressource introuvable.' });
    if (status >= 400 && status < 500) {
      return res.status(status).json({ success: false, code: 'BAD_REQUEST', message: 'Requête invalide : le corps doit être un JSON valide.' });
    }
    console.error(err);
    res.status(500).json({ success: false, code: 'INTERNAL', message: 'Une erreur est survenue. Veuillez réessayer plus tard.' });
  });
  return { express: app, apollo };
}

/** The one mapping of unexpected GraphQL errors: expected service failures keep their code and French message. */
function formatGraphQLError(error: GraphQLFormattedError, original: unknown, production: boolean): GraphQLFormattedError {
  if (original instanceof ServiceError) {
    return { message: original.message, path: error.path, extensions: { code: original.code, ...(original.field ? { field: original.field } : {}) } };
  }
  const code = error.extensions?.code;
  if (code === 'INTERNAL_SERVER_ERROR' && production) {
    return { message: 'Une erreur est survenue. Veuillez réessayer plus tard.', extensions: { code } };
  }
  if (code === 'UNAUTHORIZED' || error.message.startsWith('Access denied')) {
    return { ...error, message: 'Accès refusé : connectez-vous avec un compte autorisé.', extensions: { ...error.extensions, code: 'FORBIDDEN' } };
  }
  return error;
}

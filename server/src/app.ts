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
import type { GraphQLFormattedError, GraphQLSchema } from 'graphql';
import { expressTransport } from './http/express-transport.js';
import { apiKeyGate } from './http/api-key-gate.js';
import { bodyParserFailure, jsonBody, jsonContentProblem, type Failure } from './http/request-guards.js';
import { answeredUnavailable } from './http/unavailable-answer.js';
import { resolveViewer } from './auth/viewer.js';
import { createRequestContext, type AppServices, type RequestContext } from './graphql/context.js';
import { buildAppSchema } from './graphql/build-schema.js';
import { modulePages, PageShell, resolvers, restRoutes } from './composition.js';
import { formatGraphQLError } from './graphql/format-error.js';
import { unavailableStatusPlugin } from './graphql/unavailable-status.js';
import { personalDataAuditPlugin } from './graphql/personal-data.js';
import { armor, costAndQuotaPlugin, trustedDocumentRefusal, unavailableBeforeExecution, GRAPHQL_LIMITS, PROTECTION_MESSAGES, tokenLimitProblem } from './graphql/protection.js';
import { createRestRouter } from './rest/router.js';
import { healthRouter } from './http/health.js';
import { requestLog } from './http/request-log.js';
import { SOMETHING_WENT_WRONG } from '../../common/network-messages.js';
import { logger } from './logger.js';

/** Addresses of files: the client's pages never end with one of these extensions. */
const ASSET_PATH = /\.(?:ico|png|jpe?g|gif|svg|webp|avif|js|mjs|css|map|json|txt|xml|woff2?|webmanifest)$/i;

/** An address naming a source map once decoded (an undecodable one is express.static's to refuse). */
function isSourceMap(pathname: string): boolean {
  try {
    return /\.map$/i.test(decodeURIComponent(pathname));
  } catch {
    return false;
  }
}

export interface App {
  express: Express;
  apollo: ApolloServer<RequestContext>;
  /** SIGTERM: /readyz answers 503 from now on, so the proxy sends new requests to the other instances. */
  drain(): void;
}

/** The scheme and host of a tile address template ('https://tile.openstreetmap.org/{z}/{x}/{y}.png' → 'https://tile.openstreetmap.org'). */
function tileOrigin(template: string): string {
  const match = /^(https?:\/\/[^/{}]+)/.exec(template);
  return match ? match[1] : "'self'";
}

/** Security headers: the content security policy allows the map, analytics and payment hosts the site uses. */
function securityHeaders(config: AppServices['config']) {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Google Maps (only loaded after consent, when a key is configured) needs its script, style, image and font hosts.
        scriptSrc: ["'self'", 'https://maps.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://www.googletagmanager.com'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
        // The OpenStreetMap tiles of the map without a Google key (MAP_TILE_URL's host).
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', tileOrigin(config.mapTileUrl)],
        connectSrc: ["'self'", 'https://*.googleapis.com', 'https://www.google-analytics.com', 'https://data.geopf.fr'],
        fontSrc: ["'self'", 'https://fonts.gstatic.com', 'data:'],
        frameSrc: ["'self'", 'https://www.google.com'],
        // The card check's form is posted to the payment provider's page (the sandbox's is this site).
        formAction: ["'self'", ...config.payment.hosts.map((h) => (h.includes('://') ? h : `https://${h}`))],
        upgradeInsecureRequests: config.production ? [] : null,
      },
    },
    strictTransportSecurity: config.production,
  });
}

async function startApollo(services: AppServices, schema: GraphQLSchema): Promise<ApolloServer<RequestContext>> {
  const protection = armor(services.config.production);
  const apollo = new ApolloServer<RequestContext>({
    schema,
    // Introspection follows GRAPHQL_INTROSPECTION (off in production), and is open to partner keys anywhere: Apollo
    // lets it through and costAndQuotaPlugin decides per request (docs/adr/0002, 0047).
    introspection: true,
    stopOnTerminationSignals: false,
    allowBatchedHttpRequests: false,
    // The client sends whole documents; automatic persisted queries would only add a cache to fill and errors to map.
    persistedQueries: false,
    validationRules: protection.validationRules,
    plugins: [
      ApolloServerPluginCacheControlDisabled(),
      ...(services.config.production ? [ApolloServerPluginLandingPageDisabled()] : []),
      ...protection.plugins,
      costAndQuotaPlugin(schema, services.config.graphqlIntrospection),
      personalDataAuditPlugin(schema, services.personalDataAudit),
      unavailableStatusPlugin,
    ],
    formatError: (formatted: GraphQLFormattedError, error: unknown) => formatGraphQLError(formatted, unwrapResolverError(error), services.config.production),
  });
  await apollo.start();
  return apollo;
}

interface GraphqlBody { query?: unknown; extensions?: { persistedQuery?: unknown } }

/** The SHA-256 of a document sent by hash (Apollo's persisted-query extension), or null. */
function persistedHashOf(body: GraphqlBody | undefined): string | null {
  const persisted = body?.extensions && typeof body.extensions === 'object' ? body.extensions.persistedQuery : undefined;
  const hash = persisted && typeof persisted === 'object' ? (persisted as { sha256Hash?: unknown }).sha256Hash : undefined;
  return typeof hash === 'string' ? hash : null;
}

/** Who may send documents of their own in production: a partner with a valid key, an admin signed in (the explorer). */
function mayRunAnyDocument(ctx: RequestContext): boolean {
  return ctx.apiClient !== null || ctx.viewer?.role === 'admin';
}

const graphqlFailure = (res: express.Response, f: Failure) => res.status(f.status).json({ errors: [{ message: f.message, extensions: { code: f.code } }] });

/** /graphql: JSON only, the document's size and tokens checked before Apollo parses it, and body errors answered as GraphQL errors. */
function mountGraphql(app: Express, services: AppServices, apollo: ApolloServer<RequestContext>): void {
  app.use('/graphql', apiKeyGate(services.quota, graphqlFailure), (req, res, next) => {
    const unsupported = jsonContentProblem(req);
    if (unsupported) return graphqlFailure(res, unsupported);
    next();
  }, jsonBody(), async (req, res, next) => {
    const body = req.body as GraphqlBody | undefined;
    const hash = persistedHashOf(body);
    if (body && typeof body.query !== 'string' && hash !== null) {
      // A registered document sent by its hash (the first-party client, docs/adr/0048): no text to count or parse twice.
      let text: string | null;
      try {
        text = await services.documents.body(hash);
      } catch (error) {
        return next(error);
      }
      if (text === null) return graphqlFailure(res, { status: 400, code: 'PERSISTED_QUERY_NOT_FOUND', message: PROTECTION_MESSAGES.unknownDocument });
      body.query = text;
      delete body.extensions!.persistedQuery;
      res.locals.trustedDocument = true;
      return next();
    }
    if (body?.extensions && typeof body.extensions === 'object') delete body.extensions.persistedQuery;
    const query = body?.query;
    if (typeof query === 'string' && query.length > GRAPHQL_LIMITS.documentChars) {
      return graphqlFailure(res, { status: 413, code: 'TOO_LARGE', message: PROTECTION_MESSAGES.document });
    }
    if (typeof query === 'string') res.locals.trustedDocument = services.documents.isKnown(query);
    const tokens = typeof query === 'string' && !res.locals.trustedDocument ? tokenLimitProblem(query) : null;
    if (tokens) return graphqlFailure(res, { status: 400, code: 'GRAPHQL_VALIDATION_FAILED', message: tokens });
    next();
  }, expressMiddleware(apollo, {
    context: async ({ req, res }) => {
      const ctx = createRequestContext(services, expressTransport(req, res, services.config.production));
      ctx.viewer = await resolveViewer(ctx).catch((error: unknown) => {
        throw unavailableBeforeExecution(error);
      });
      // Another release's document sent as text is looked up in PostgreSQL only where it decides whether it may run.
      if (services.config.graphqlTrustedDocuments && res.locals.trustedDocument !== true && !mayRunAnyDocument(ctx)) {
        const text = (req.body as GraphqlBody | undefined)?.query;
        const registered = typeof text === 'string' && await services.documents.isRegistered(text).catch((error: unknown) => {
          throw unavailableBeforeExecution(error);
        });
        if (!registered) throw trustedDocumentRefusal();
        res.locals.trustedDocument = true;
      }
      ctx.ownDocument = res.locals.trustedDocument !== true;
      return ctx;
    },
  }));
  app.use('/graphql', (err: unknown, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    const failure = bodyParserFailure(err, '100 Ko');
    if (failure && !res.headersSent) return graphqlFailure(res, failure);
    next(err);
  });
}

/** The client build: its files, then every page address gets index.html with the page's loading hints (page-shell.ts). */
function mountClient(app: Express, services: AppServices, apollo: ApolloServer<RequestContext>, clientDir: string): void {
  // The build's source maps hold the client's source: never served to the public in production (issue 24), however
  // the address is written (express.static decodes it); a local build keeps them for debugging.
  if (services.config.production) {
    app.use((req, res, next) => (isSourceMap(req.path) ? res.status(404).type('text/plain').send('Fichier introuvable.') : next()));
  }
  app.use(express.static(clientDir, { index: false, maxAge: '1y', immutable: true }));
  const shell = new PageShell(clientDir, services, apollo);
  app.get(/.*/, async (req, res) => {
    // A missing file (favicon, old chunk…) is not a page.
    if (ASSET_PATH.test(req.path)) return res.status(404).type('text/plain').send('Fichier introuvable.');
    res.setHeader('Cache-Control', 'no-cache');
    try {
      const page = await shell.render(req);
      if ('redirect' in page) return res.redirect(302, page.redirect);
      res.status(page.status).type('html').send(page.html);
    } catch (error) {
      logger.error({ err: error, path: req.path }, 'Page servie sans ses indications');
      res.sendFile(path.join(clientDir, 'index.html'));
    }
  });
}

/** The last handler: body errors, 404 and other client errors in French, anything else logged and answered 500. */
function lastErrorHandler(err: unknown, _req: express.Request, res: express.Response, next: express.NextFunction) {
  if (res.headersSent) return next(err);
  const failure = bodyParserFailure(err, '100 Ko');
  if (failure) return res.status(failure.status).json({ success: false, code: failure.code, message: failure.message });
  const status = typeof err === 'object' && err && 'status' in err ? Number((err as { status: number }).status) : 500;
  if (status === 404) return res.status(404).json({ success: false, code: 'NOT_FOUND', message: 'Ressource introuvable.' });
  if (status >= 400 && status < 500) return res.status(status).json({ success: false, code: 'BAD_REQUEST', message: 'Requête invalide.' });
  if (answeredUnavailable(res, err)) return;
  logger.error({ err }, 'Erreur inattendue');
  res.status(500).json({ success: false, code: 'INTERNAL', message: SOMETHING_WENT_WRONG });
}

/** Express: security headers, compression, /graphql, /api, the modules' own pages (/media, sitemap…) and the client build with SPA fallback. */
export async function createApp(services: AppServices, options: { clientDir?: string } = {}): Promise<App> {
  const app = express();
  app.disable('x-powered-by');
  // The client's address (rate limits) comes from X-Forwarded-For only behind the proxies TRUST_PROXY names.
  app.set('trust proxy', services.config.trustProxy);
  app.use(requestLog());
  app.use(securityHeaders(services.config));
  // Probes first: no quota, no body parsing, no session (http/health.ts).
  let draining = false;
  app.use(healthRouter(services, () => draining));
  app.use(compression());
  app.use(cookieParser());

  const schema = await buildAppSchema(resolvers);
  const apollo = await startApollo(services, schema);
  mountGraphql(app, services, apollo);

  app.use('/api', apiKeyGate(services.quota, (res, f) => res.status(f.status).json({ success: false, code: f.code, message: f.message })));
  app.use('/api', createRestRouter(services, schema, restRoutes));
  for (const pagesOf of modulePages) {
    const pages = pagesOf(services, () => createRequestContext(services));
    if (pages) app.use(pages);
  }

  const clientDir = options.clientDir ?? path.resolve(import.meta.dirname, '../../../client');
  if (existsSync(path.join(clientDir, 'index.html'))) mountClient(app, services, apollo, clientDir);
  app.use(lastErrorHandler);
  return { express: app, apollo, drain: () => { draining = true; } };
}

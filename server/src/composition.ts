import { RateLimitEntity } from './auth/rate-limit.entity.js';
import { RefreshTokenEntity } from './auth/refresh-token.entity.js';
import { TrustedDocumentEntity } from './graphql/trusted-document.entity.js';
import { modules } from './modules/index.js';

/**
 * The composition root's lists: the infrastructure (db/, graphql/, rest/) imports no feature module, so the entries —
 * main.ts, app.ts, the commands of cli/ and data/, the tests — hand it what the modules' entries give.
 */

/**
 * One entity per table, each describing its table exactly (docs/adr/0005): the modules' plus the infrastructure's own;
 * tests/api/entity-schema.test.ts fails when TypeORM's schema diff against the migrated database is not empty.
 */
export const entities = [RateLimitEntity, RefreshTokenEntity, TrustedDocumentEntity, ...modules.flatMap((m) => m.entities ?? [])];

/** The GraphQL resolvers (graphql/build-schema.ts). */
export const resolvers = modules.flatMap((m) => m.resolvers ?? []);

/** The documented /api paths (SPEC §7, schema/rest.md), served by rest/router.ts. */
export const restRoutes = modules.flatMap((m) => m.routes ?? []);

/** The pages outside /api the modules serve themselves (/media, robots.txt and the sitemap, the payment sandbox), in the modules' order. */
export const modulePages = modules.flatMap((m) => (m.pages ? [m.pages] : []));

/** The page shell the client build is served through (app.ts). */
export { PageShell } from './modules/seo/index.js';

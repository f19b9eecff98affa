import type { DataSource } from 'typeorm';
import type { TokenKind, TokenService } from '../auth/token.service.js';
import type { Db } from '../db/transaction.js';
import type { Config } from '../config.js';
import type { Mailer } from '../modules/mail/mail.service.js';
import type { ClientQuota } from '../auth/client-quota.js';
import type { RateLimits } from '../auth/rate-limits.js';
import type { FilterCatalog } from '../modules/restaurants/filter-catalog.js';
import { createLoaders, type Loaders } from './loaders.js';

export interface Viewer { id: number; role: 'customer' | 'restaurateur' | 'admin' }

/** The process-wide services (server/src/services.ts). */
export interface AppServices {
  db: DataSource;
  config: Config;
  catalog: FilterCatalog;
  tokens: TokenService;
  mailer: Mailer;
  limits: RateLimits;
  quota: ClientQuota;
}

/** Who is calling, as the transport saw it: the client's address (behind TRUST_PROXY) and its browser. */
export interface ClientInfo { address: string; userAgent: string }

/** The refresh cookies of the request, read and written by the transport (services never see HTTP). */
export interface RefreshCookies {
  read(kind: TokenKind): string | null;
  write(kind: TokenKind, token: string): void;
  clear(kind: TokenKind): void;
}

/** What a transport (REST, GraphQL, the page shell) gives a request: server/src/http/express-transport.ts. */
export interface Transport {
  client: ClientInfo;
  /** The bearer access token sent with the request, unverified. */
  bearerToken: string | null;
  refreshCookies: RefreshCookies;
}

/** What every service method receives first: the services, the per-request loaders and who is asking. */
export interface RequestContext extends Omit<AppServices, 'db'>, Transport {
  /** The pool, or the transaction of the mutation under way (server/src/db/transaction.ts withTransaction). */
  db: Db;
  loaders: Loaders;
  viewer: Viewer | null;
}

const NO_COOKIES: RefreshCookies = { read: () => null, write: () => {}, clear: () => {} };
const NO_TRANSPORT: Transport = { client: { address: 'local', userAgent: '' }, bearerToken: null, refreshCookies: NO_COOKIES };

/** A request's context; without a transport, a local caller (scripts, benchmarks) with no session. */
export function createRequestContext(app: AppServices, transport: Transport = NO_TRANSPORT): RequestContext {
  const ctx: RequestContext = { ...app, ...transport, loaders: null as unknown as Loaders, viewer: null };
  ctx.loaders = createLoaders(ctx);
  return ctx;
}

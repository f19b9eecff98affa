import type { Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import type { TokenService } from '../auth/token.service.js';
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

/** What every service method receives first: the services, the per-request loaders and who is asking. */
export interface RequestContext extends AppServices {
  loaders: Loaders;
  viewer: Viewer | null;
  req?: Request;
  res?: Response;
  /** Operations the server runs for itself (the page data of page-shell.ts) spend no client quota. */
  internal?: boolean;
}

export function createRequestContext(app: AppServices, req?: Request, res?: Response): RequestContext {
  const ctx: RequestContext = { ...app, loaders: null as unknown as Loaders, viewer: null, req, res };
  ctx.loaders = createLoaders(ctx);
  return ctx;
}

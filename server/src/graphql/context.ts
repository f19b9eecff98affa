import type { Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import type { Config } from '../config.js';
import type { FilterCatalog } from '../modules/restaurants/filter-catalog.js';
import { createLoaders, type Loaders } from './loaders.js';

export interface Viewer { id: number; role: 'customer' | 'restaurateur' | 'admin' }

/** What every service method receives first: the database, the per-request loaders and who is asking. */
export interface RequestContext {
  db: DataSource;
  config: Config;
  catalog: FilterCatalog;
  loaders: Loaders;
  viewer: Viewer | null;
  req?: Request;
  res?: Response;
}

export interface AppServices {
  db: DataSource;
  config: Config;
  catalog: FilterCatalog;
}

export function createRequestContext(app: AppServices, req?: Request, res?: Response): RequestContext {
  return { ...app, loaders: createLoaders(app.db), viewer: null, req, res };
}

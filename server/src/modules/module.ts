import type { Router } from 'express';
import type { AppServices, RequestContext } from '../graphql/context.js';
import type { Config } from '../config.js';
import type { Db } from '../db/transaction.js';
import type { JobQueue } from '../db/job-queue.js';
import type { RestRoute } from '../rest/route.js';

/**
 * What a feature module gives the app, in its one entry (`<module>/index.ts`): its GraphQL resolvers, its
 * documented /api routes, its per-request DataLoaders and its entities. The schema builder, the REST router and the loader
 * factory collect these from `modules/index.ts` instead of keeping their own lists.
 */
export interface FeatureModule<L extends object = object> {
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql takes resolver classes as Function
  resolvers?: readonly Function[];
  routes?: readonly RestRoute[];
  loaders?: (ctx: RequestContext) => L;
  /** TypeORM entities of the module's tables (one per table, server/src/db/entities.ts collects them). */
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM takes entity classes as Function
  entities?: readonly Function[];
  /** Pages outside /api the module serves itself (the payment sandbox's HTML), or null when its configuration has none. */
  pages?: (services: AppServices, newContext: () => RequestContext) => Router | null;
  /**
   * Background work the module runs while the app serves: its queues, schedules and workers on the process's one pg-boss
   * client (`jobs`, opened by main.ts, under the setup lock). `stop` stops its workers; main.ts then stops the client.
   */
  start?: (services: AppServices, newContext: () => RequestContext, jobs: JobQueue, log: (m: string) => void) => Promise<{ stop(): Promise<void> }>;
  /** What the module adds to the local demo (README) for the demo restaurateur, in the transaction that creates the account. */
  demo?: (db: Db, owner: DemoOwner, config: Config) => Promise<void>;
}

/** The demo restaurateur (server/src/data/seed/demo-accounts.ts) and the published restaurant given to them. */
export interface DemoOwner {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  restaurantId: number;
  restaurantName: string;
  street: string;
  postalCode: string;
  city: string;
  phone: string | null;
}

export function defineModule<L extends object = object>(module: FeatureModule<L>): FeatureModule<L> {
  return module;
}

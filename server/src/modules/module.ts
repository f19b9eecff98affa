import type { RequestContext } from '../graphql/context.js';
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
}

export function defineModule<L extends object = object>(module: FeatureModule<L>): FeatureModule<L> {
  return module;
}

import type { Loaders, RequestContext } from './context.js';
import type { FeatureModule } from '../modules/module.js';

/**
 * The per-request DataLoaders of the given modules (modules/index.ts's list, handed over by server/src/services.ts):
 * each module's `loaders` merged into one object, typed by the modules' declaration merging into `Loaders`.
 */
export function loadersOf(modules: readonly FeatureModule[]): (ctx: RequestContext) => Loaders {
  return (ctx) => Object.assign({}, ...modules.map((m) => m.loaders?.(ctx) ?? {})) as Loaders;
}

import type { RequestContext } from './context.js';
import type { FeatureModule } from '../modules/module.js';
import { modules } from '../modules/index.js';

type Modules = (typeof modules)[number];
type LoadersOf<M> = M extends FeatureModule<infer L> ? L : never;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** Every module's per-request DataLoaders, by name: every field that can appear in a list is batched. */
export type Loaders = UnionToIntersection<LoadersOf<Modules>>;

export function createLoaders(ctx: RequestContext): Loaders {
  return Object.assign({}, ...modules.map((m) => (m as FeatureModule).loaders?.(ctx) ?? {})) as Loaders;
}

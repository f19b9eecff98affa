import DataLoader from 'dataloader';
import type { RequestContext } from './context.js';
import { cityLoaders } from '../modules/geo/city.loaders.js';
import { restaurantLoaders } from '../modules/restaurants/restaurant.loaders.js';
import { reviewLoaders } from '../modules/reviews/review.loaders.js';
import { favouriteLoaders } from '../modules/favourites/favourite.loaders.js';

/** Per-request DataLoaders: every field that can appear in a list is batched here. */
export function createLoaders(ctx: RequestContext) {
  return { ...cityLoaders(ctx.db), ...restaurantLoaders(ctx.db), ...reviewLoaders(ctx.db), ...favouriteLoaders(ctx) };
}
export type Loaders = ReturnType<typeof createLoaders>;

/** Groups rows by key in the order DataLoader asked for them. */
export function groupBy<K, R>(keys: readonly K[], rows: R[], keyOf: (r: R) => K): R[][] {
  const map = new Map<K, R[]>(keys.map((k) => [k, []]));
  for (const r of rows) map.get(keyOf(r))?.push(r);
  return keys.map((k) => map.get(k) ?? []);
}

export function byKey<K, R>(keys: readonly K[], rows: R[], keyOf: (r: R) => K): (R | null)[] {
  const map = new Map<K, R>(rows.map((r) => [keyOf(r), r]));
  return keys.map((k) => map.get(k) ?? null);
}

export { DataLoader };

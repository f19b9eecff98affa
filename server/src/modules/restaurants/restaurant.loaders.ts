import { parisToday } from '../../../../common/search.js';
import type { Db } from '../../db/transaction.js';
import { DataLoader } from '../../graphql/batch.js';
import { hoursByRestaurant, photosByRestaurant, type Hours, type PhotoRow } from './restaurants.queries.js';

/** Photos and hours of the cards and pages of a request, one statement per batch (the search statement primes both). */
export function restaurantLoaders(db: Db) {
  return {
    photos: new DataLoader<number, PhotoRow[]>((ids) => photosByRestaurant(db, ids)),
    hours: new DataLoader<number, Hours>((ids) => hoursByRestaurant(db, ids, parisToday())),
  };
}

declare module '../../graphql/context.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the loaders of this module, merged into every request's
  interface Loaders extends ReturnType<typeof restaurantLoaders> {}
}

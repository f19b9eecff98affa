import type { Db } from '../../db/transaction.js';
import { DataLoader, groupBy } from '../../graphql/batch.js';
import { latestPublishedReviews, type ReviewRow } from './reviews.queries.js';

export type { ReviewRow } from './reviews.queries.js';

const REVIEWS_PER_PAGE = 50;

export function reviewLoaders(db: Db) {
  return {
    /** The latest published reviews of each restaurant (one statement per batch). */
    publishedReviews: new DataLoader<number, ReviewRow[]>(async (ids) =>
      groupBy(ids, await latestPublishedReviews(db, ids, REVIEWS_PER_PAGE), (r) => r.restaurant_id)),
  };
}

declare module '../../graphql/context.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the loaders of this module, merged into every request's
  interface Loaders extends ReturnType<typeof reviewLoaders> {}
}

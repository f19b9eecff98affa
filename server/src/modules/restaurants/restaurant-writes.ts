import type { RestaurantStatus } from '../../../../common/restaurant-status.js';
import type { Db } from '../../db/transaction.js';
import { restaurantListingChanged } from '../shared/page-data-changes.js';
import { publicEvent } from '../shared/public-events.js';
import {
  giveBestRatedOfAngers, insertRestaurantRow, markReviewsSeen, replaceOpeningRanges, replaceRestaurantFilters, replaceSpecialDates, setRestaurantStatus,
  updateRestaurantRow, type DatePublishedChange, type GivenRestaurantRow, type RestaurantColumns, type RowCondition,
} from './restaurant-writes.queries.js';

export type { GivenRestaurantRow, RestaurantColumns };

/** What a status change asks: the statuses it starts from (any when absent), date_published, and a page published before. */
export interface StatusChange {
  from?: readonly RestaurantStatus[];
  datePublished?: DatePublishedChange;
  /** Only a restaurant that was on line once (date_published set): billing putting back what it took off line. */
  publishedBefore?: boolean;
}

/**
 * The one way to change a restaurant's status (issue 26): the publication request and the moderation's decision, the
 * admin's taking off line and putting back, billing's unpublishing and republishing, the importer. It runs in the
 * caller's transaction and, once that has committed, always raises the « listing changed » event (the page shell forgets
 * the restaurant's page and every search page it keeps). Answers whether the row changed (the `from` condition held).
 */
export async function changeRestaurantStatus(db: Db, restaurantId: number, to: RestaurantStatus, change: StatusChange = {}): Promise<boolean> {
  const changed = await setRestaurantStatus(db, restaurantId, to, change);
  if (changed === null) return false;
  restaurantListingChanged(db, changed.idUrl);
  if (to === 'published' && changed.before !== 'published') publicEvent(db, { type: 'restaurant.published', idUrl: changed.idUrl });
  else if (to !== 'published' && changed.before === 'published') publicEvent(db, { type: 'restaurant.unpublished', idUrl: changed.idUrl });
  return true;
}

/**
 * The one write path of the restaurant row and of its hours and special dates (issue 26): the owner's editors, the
 * registration, the importer and the demo seed use these, in the caller's transaction. Status is not a column here:
 * {@link changeRestaurantStatus}.
 */
export const restaurantWrites = {
  /** Sets columns (identity, address, contact, biography, booking, owner) of the row when the condition holds; whether it did. */
  update(db: Db, where: RowCondition, columns: Partial<RestaurantColumns>, options: { touch?: boolean } = {}): Promise<boolean> {
    return updateRestaurantRow(db, where, columns, options.touch ?? true);
  },
  /** date_update = now(): something that hangs off the restaurant (a photo) changed. */
  async touch(db: Db, restaurantId: number): Promise<void> {
    await updateRestaurantRow(db, { id: restaurantId }, {});
  },
  /** A new restaurant (the registration's draft, an imported record); its id. */
  insert: insertRestaurantRow,
  filters: replaceRestaurantFilters,
  hours: replaceOpeningRanges,
  /** Special dates replaced from `fromDay` on (the owner's editor keeps the past ones), every one when null (the import). */
  specialDates: replaceSpecialDates,
  markReviewsSeen,
  giveBestRatedOfAngers,
};

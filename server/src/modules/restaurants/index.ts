// The entry loads resolver classes (type-graphql decorators): the metadata polyfill first, whoever imports it (the seed, the importer, a test).
import 'reflect-metadata';
import { defineModule } from '../module.js';
import { BookingResolver } from './booking.resolver.js';
import { FilterEntity } from './filter.entity.js';
import { OpeningRangeEntity } from './opening-range.entity.js';
import { RestaurantFilterEntity } from './restaurant-filter.entity.js';
import { RestaurantEntity } from './restaurant.entity.js';
import { SpecialDateRangeEntity } from './special-date-range.entity.js';
import { SpecialDateEntity } from './special-date.entity.js';
import { restaurantLoaders } from './restaurant.loaders.js';
import { RestaurantCardFields, RestaurantFields, RestaurantQueryResolver } from './restaurant.resolver.js';
import { restaurantRoutes } from './restaurant.rest.js';

/** The restaurants module's one entry (server/src/modules/module.ts). */
export const restaurantsModule = defineModule({
  name: 'restaurants',
  entities: [FilterEntity, OpeningRangeEntity, RestaurantFilterEntity, RestaurantEntity, SpecialDateRangeEntity, SpecialDateEntity],
  resolvers: [RestaurantQueryResolver, RestaurantCardFields, RestaurantFields, BookingResolver],
  routes: restaurantRoutes,
  loaders: (ctx) => restaurantLoaders(ctx.db),
});

/**
 * The only way in for everything about the restaurant row and what hangs off it (issue 26): the ownership check
 * (restaurantService.checkOwner / ownedId, one message in common/validation.ts), the one status change that raises the
 * « listing changed » event (changeRestaurantStatus), the one write path of the row, its filters, hours and special dates
 * (restaurantWrites), and what other modules read of a restaurant. No other module writes these tables
 * (modules/table-owners.test.ts).
 */
export { restaurantService,  type RestaurantBrief } from './restaurant.service.js';
export { changeRestaurantStatus, restaurantWrites, type GivenRestaurantRow, type RestaurantColumns } from './restaurant-writes.js';
export { randomIdUrl } from './restaurant-id-url.js';
export { RestaurantEntity } from './restaurant.entity.js';
export { CARD_COLUMNS, type CardRow, type FullRow } from './restaurants.queries.js';
export { toCard, toPhoto } from './restaurant.mapper.js';
export { Address, Photo, Restaurant, RestaurantCard } from './restaurant.type.js';
export { FilterCatalog } from './filter-catalog.js';

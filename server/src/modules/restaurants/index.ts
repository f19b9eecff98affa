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

export { restaurantService, type PublicPageLock } from './restaurant.service.js';
export {
  changeRestaurantStatus, restaurantWrites, type GivenRestaurantRow, type OpeningRangeValue, type RestaurantColumns, type RowCondition, type SpecialDateValue, type StatusChange,
} from './restaurant-writes.js';
export { RestaurantEntity, type PublicationStatus } from './restaurant.entity.js';
export { CARD_COLUMNS, type CardRow } from './restaurants.queries.js';
export { toCard, toPhoto } from './restaurant.mapper.js';
export { Address, Photo, Restaurant, RestaurantCard } from './restaurant.type.js';
export type { FilterCatalog } from './filter-catalog.js';
export { randomIdUrl } from './restaurant-id-url.js';

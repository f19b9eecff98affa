import { defineModule } from '../module.js';
import { restaurantLoaders } from './restaurant.loaders.js';
import { RestaurantCardFields, RestaurantFields, RestaurantQueryResolver } from './restaurant.resolver.js';
import { restaurantRoutes } from './restaurant.rest.js';

/** The restaurants module's one entry (server/src/modules/module.ts). */
export const restaurantsModule = defineModule({
  name: 'restaurants',
  resolvers: [RestaurantQueryResolver, RestaurantCardFields, RestaurantFields],
  routes: restaurantRoutes,
  loaders: (ctx) => restaurantLoaders(ctx.db),
});

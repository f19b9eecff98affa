import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { authChecker } from '../auth/auth-checker.js';
import { CityResolver } from '../modules/geo/city.resolver.js';
import { MenuResolver } from '../modules/menus/menu.resolver.js';
import { AccountResolver } from '../modules/accounts/account.resolver.js';
import { FavouriteResolver } from '../modules/favourites/favourite.resolver.js';
import { SiteInfoResolver } from '../modules/legal/site-info.resolver.js';
import {
  RestaurantCardFields, RestaurantFields, RestaurantQueryResolver, RestaurantReviewsResolver,
} from '../modules/restaurants/restaurant.resolver.js';

export const resolvers = [RestaurantQueryResolver, RestaurantCardFields, RestaurantFields, RestaurantReviewsResolver, CityResolver, MenuResolver, AccountResolver, FavouriteResolver, SiteInfoResolver] as const;

export function buildAppSchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers, authChecker, validate: true, emitSchemaFile: false });
}

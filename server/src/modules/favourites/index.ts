import { defineModule } from '../module.js';
import { FavouriteEntity } from './favourite.entity.js';
import { favouriteLoaders } from './favourite.loaders.js';
import { FavouriteResolver } from './favourite.resolver.js';
import { favouriteRoutes } from './favourite.rest.js';

/** The favourites module's one entry (server/src/modules/module.ts). */
export const favouritesModule = defineModule({ name: 'favourites', entities: [FavouriteEntity], resolvers: [FavouriteResolver], routes: favouriteRoutes, loaders: favouriteLoaders });

export { favouriteService } from './favourite.service.js';

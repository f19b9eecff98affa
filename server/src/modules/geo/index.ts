import { defineModule } from '../module.js';
import { AddressResolver } from './address.resolver.js';
import { CityEntity } from './city.entity.js';
import { cityLoaders } from './city.loaders.js';
import { CityResolver } from './city.resolver.js';
import { geoRoutes } from './geo.rest.js';

/** The geo module's one entry (server/src/modules/module.ts). */
export const geoModule = defineModule({ name: 'geo', entities: [CityEntity], resolvers: [CityResolver, AddressResolver], routes: geoRoutes, loaders: (ctx) => cityLoaders(ctx.db) });

export { CityEntity } from './city.entity.js';
export { cityForAddress } from './city.queries.js';
export { cityRecords } from './city-records.js';

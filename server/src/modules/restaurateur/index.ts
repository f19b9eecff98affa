import { defineModule } from '../module.js';
import { RestaurantInfoResolver } from './restaurant-info.resolver.js';

/**
 * The restaurateur module's one entry (server/src/modules/module.ts): the owner's space. It reads and writes the tables of
 * `restaurants` and resolves communes with `geo`; neither imports it.
 */
export const restaurateurModule = defineModule({ name: 'restaurateur', resolvers: [RestaurantInfoResolver] });

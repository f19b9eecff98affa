import type { RequestContext } from '../graphql/context.js';
import { geoRest } from '../modules/geo/geo.rest.js';
import { menuRest } from '../modules/menus/menu.rest.js';
import { restaurantRest } from '../modules/restaurants/restaurant.rest.js';

export type Access = 'public' | 'signed-in' | 'customer' | 'restaurateur' | 'admin';

export interface RestRoute {
  method: 'get' | 'post';
  path: string;
  /** Deny by default: every route states who may call it; tests/api walks this table. */
  access: Access;
  handler: (ctx: RequestContext, body: unknown) => Promise<unknown>;
}

/** The documented /api paths (SPEC §7, schema/rest.md) and the service behind each. */
export const restRoutes: RestRoute[] = [
  { method: 'post', path: '/getResto', access: 'public', handler: restaurantRest.getResto },
  { method: 'post', path: '/getRestoCoords', access: 'public', handler: restaurantRest.getRestoCoords },
  { method: 'post', path: '/getInfoPageResto', access: 'public', handler: restaurantRest.getInfoPageResto },
  { method: 'post', path: '/updatePhoneClick', access: 'public', handler: restaurantRest.updatePhoneClick },
  { method: 'post', path: '/getMenuVisitor', access: 'public', handler: menuRest.getMenuVisitor },
  { method: 'post', path: '/getVille', access: 'public', handler: geoRest.getVille },
  { method: 'post', path: '/getListCity', access: 'public', handler: geoRest.getListCity },
  { method: 'post', path: '/getAddress', access: 'public', handler: geoRest.getAddress },
];

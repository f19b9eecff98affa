import type { RequestContext, Viewer } from '../graphql/context.js';
import { accountRest } from '../modules/accounts/account.rest.js';
import { geoRest } from '../modules/geo/geo.rest.js';
import { menuRest } from '../modules/menus/menu.rest.js';
import { restaurantRest } from '../modules/restaurants/restaurant.rest.js';

export type Access = 'public' | Viewer['role'][];

export interface RestRoute {
  method: 'get' | 'post';
  path: string;
  /** Deny by default: every route states who may call it; tests walk this table. */
  access: Access;
  /** Cookie-authenticated endpoints refuse what another site could forge (foreign origin, form posts). */
  sameSiteOnly?: boolean;
  /** The body is a raw upload (an image), not JSON. */
  rawBody?: boolean;
  /** Points of the client's API budget one call spends (searches; server/src/auth/client-quota.ts). */
  points?: number;
  handler: (ctx: RequestContext, body: unknown) => Promise<unknown>;
}

/** The documented /api paths (SPEC §7, schema/rest.md) and the service behind each. */
export const restRoutes: RestRoute[] = [
  { method: 'post', path: '/getResto', access: 'public', points: 3, handler: restaurantRest.getResto },
  { method: 'post', path: '/getRestoCoords', access: 'public', points: 3, handler: restaurantRest.getRestoCoords },
  { method: 'post', path: '/getInfoPageResto', access: 'public', points: 1, handler: restaurantRest.getInfoPageResto },
  { method: 'post', path: '/updatePhoneClick', access: 'public', handler: restaurantRest.updatePhoneClick },
  { method: 'post', path: '/getMenuVisitor', access: 'public', points: 1, handler: menuRest.getMenuVisitor },
  { method: 'post', path: '/getVille', access: 'public', points: 1, handler: geoRest.getVille },
  { method: 'post', path: '/getListCity', access: 'public', points: 1, handler: geoRest.getListCity },
  { method: 'post', path: '/getAddress', access: 'public', points: 2, handler: geoRest.getAddress },
  { method: 'post', path: '/tokenUser', access: 'public', sameSiteOnly: true, handler: accountRest.tokenUser },
  { method: 'post', path: '/tokenUser/logout', access: 'public', sameSiteOnly: true, handler: accountRest.logoutUser },
  { method: 'post', path: '/tokenRestau', access: 'public', sameSiteOnly: true, handler: accountRest.tokenRestau },
  { method: 'post', path: '/tokenRestau/logout', access: 'public', sameSiteOnly: true, handler: accountRest.logoutRestau },
  { method: 'get', path: '/verify-reset-token', access: 'public', handler: accountRest.verifyResetToken },
  { method: 'post', path: '/reset-password', access: 'public', sameSiteOnly: true, handler: accountRest.resetPassword },
  { method: 'get', path: '/infoUser', access: ['customer', 'admin'], handler: accountRest.infoUser },
  { method: 'get', path: '/infoRestau', access: ['restaurateur'], handler: accountRest.infoRestau },
  { method: 'post', path: '/resto/verify', access: ['restaurateur'], handler: accountRest.verifyResto },
  { method: 'get', path: '/admin/verify', access: ['admin'], handler: accountRest.verifyAdmin },
  { method: 'get', path: '/admin/area', access: ['admin'], handler: accountRest.adminArea },
  { method: 'post', path: '/profilePhoto', access: ['customer', 'restaurateur', 'admin'], rawBody: true, handler: accountRest.profilePhoto },
  { method: 'post', path: '/updateFav', access: ['customer'], handler: accountRest.updateFav },
];

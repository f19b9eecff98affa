import type { RestaurantMenuQuery, RestaurantPageQuery } from '../../graphql/__generated__/graphql';
import { read } from './page-data';

// Apart from page-data.ts: the list pages do not download them.
/** A published restaurant's page and menu, as sent with the page (never for a preview link, checked by the server). */
export function preloadedRestaurant(idUrl: string, previewToken: string | null): RestaurantPageQuery | null {
  const restaurant = read().restaurant;
  return !previewToken && restaurant?.idUrl === idUrl ? restaurant.data : null;
}

export function preloadedMenu(idUrl: string, previewToken: string | null): RestaurantMenuQuery | null {
  const menu = read().menu;
  return !previewToken && menu?.idUrl === idUrl ? menu.data : null;
}

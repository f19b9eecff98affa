import type { RestaurantMenuQuery, RestaurantPageQuery } from '../../graphql/__generated__/graphql';

export type RestaurantData = Extract<RestaurantPageQuery['restaurant'], { __typename: 'Restaurant' }>;
export type MenuData = Extract<RestaurantMenuQuery['restaurantMenu'], { __typename: 'Menu' }>;
export type ReviewData = RestaurantData['reviews'][number];

/** Tab values of the restaurant page (SPEC §2). */
export const TAB_RESTAURANT = 3;
export const TAB_MENU = 2;
export const TAB_BOOKING = 1;
export type TabValue = typeof TAB_RESTAURANT | typeof TAB_MENU | typeof TAB_BOOKING;

import type { RestaurantFileQuery } from '../../../graphql/__generated__/graphql';

/** A restaurant's file as area 1 shows it (restaurantFile's success). */
export type RestaurantFileView = Extract<RestaurantFileQuery['restaurantFile'], { __typename: 'RestaurantFileView' }>;

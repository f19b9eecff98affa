import { RestaurantSearchService } from './search.service.js';

export const restaurantSearchService = new RestaurantSearchService();

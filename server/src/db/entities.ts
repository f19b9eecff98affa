import { UserEntity } from '../modules/accounts/user.entity.js';
import { CityEntity } from '../modules/geo/city.entity.js';
import { RestaurantEntity } from '../modules/restaurants/restaurant.entity.js';
import { ReviewEntity } from '../modules/reviews/review.entity.js';

export const entities = [CityEntity, UserEntity, RestaurantEntity, ReviewEntity];

import { ValidateBy, type ValidationOptions } from 'class-validator';
import { INPUT_MESSAGES, toRestaurantRef } from '../../../common/input-rules.js';

/** A restaurant named by its numeric id or its id_url (common/input-rules.ts toRestaurantRef). */
export function IsRestaurantRef(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({
    name: 'isRestaurantRef',
    validator: { validate: (value) => toRestaurantRef(value) !== null, defaultMessage: () => INPUT_MESSAGES.restaurantRefInvalid },
  }, options);
}

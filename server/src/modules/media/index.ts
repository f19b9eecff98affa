import { defineModule } from '../module.js';
import { PhotoEntity } from './photo.entity.js';

/** The media module's one entry (server/src/modules/module.ts): its tables. */
export const mediaModule = defineModule({ name: 'media', entities: [PhotoEntity] });

export { ImageVariants, imageVariantRouter } from './image-variants.js';
export { PhotoEntity } from './photo.entity.js';
export { profilePhotoService } from './profile-photo.service.js';
export { encodeRestaurantPhoto, RestaurantPhotoFiles, restaurantPhotoPath } from './restaurant-photo-files.js';
export { removeRestaurantPhotos, storeRestaurantPhoto } from './restaurant-photo.js';
export {
  copyReviewPhotos, readPrivateReviewPhoto, readReceipt, removeReviewPhotoFiles, reviewPhotoUrl, storeReceipt, storeReviewPhoto, type ReviewPictureFile,
} from './review-picture-files.js';

import { defineModule } from '../module.js';
import { mediaRouter } from './image-variants.js';
import { mediaStores } from './media-stores.js';
import { PhotoEntity } from './photo.entity.js';

/** The media module's one entry (server/src/modules/module.ts): its table and the /media files, from the public media storage. */
export const mediaModule = defineModule({ name: 'media', entities: [PhotoEntity], pages: (services) => mediaRouter(mediaStores(services.config).public) });

/** Where media bytes live (ADR 0039): the storage interface, its two sides, and the folder backend the migration reads. */
export { FolderStorage, type MediaStorage } from './media-storage.js';
export { mediaStores } from './media-stores.js';
export { copyMedia } from './media-copy.js';

export { ImageVariants } from './image-variants.js';
export { PhotoEntity } from './photo.entity.js';
export { profilePhotoService } from './profile-photo.service.js';
/** One pipeline for every uploaded image: read within its limit, verified, re-encoded (image-upload.ts), stored (image-store.ts). */
export { readImageUpload,   type ImageRules } from './image-upload.js';
export { removeImages, restaurantImagePath, storeImage, uploadImage,    } from './image-store.js';
export {
  copyReviewPhotos, readPrivateReviewPhoto, readReceipt, removeReviewPhotoFiles, reviewPhotoUrl, storeReceipt, storeReviewPhoto, type ReviewPictureFile,
} from './review-picture-files.js';
export { photoRecords } from './photo-records.js';
/** The importer's photo rows (data/import). */
export { deletePhotosOf, insertPhotos, photoPathsOf } from './photo.queries.js';

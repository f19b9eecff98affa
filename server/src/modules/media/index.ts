import { defineModule } from '../module.js';
import { PhotoEntity } from './photo.entity.js';

/** The media module's one entry (server/src/modules/module.ts): its tables. */
export const mediaModule = defineModule({ name: 'media', entities: [PhotoEntity] });

import { defineModule } from '../module.js';
import { PageElementVersionEntity } from './page-element-version.entity.js';
import { PageElementsResolver } from './page-elements.resolver.js';

/** Page elements' one entry (server/src/modules/module.ts): versioned texts of the public pages, edited in area 1. */
export const pageElementsModule = defineModule({ name: 'page-elements', entities: [PageElementVersionEntity], resolvers: [PageElementsResolver], routes: [] });

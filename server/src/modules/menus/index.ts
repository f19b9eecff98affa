import { defineModule } from '../module.js';
import { DailyMenuEntity } from './daily-menu.entity.js';
import { MenuDishEntity } from './menu-dish.entity.js';
import { MenuSectionEntity } from './menu-section.entity.js';
import { MenuEntity } from './menu.entity.js';
import { MenuEditorResolver } from './menu-editor.resolver.js';
import { menuPhotoRoutes } from './menu-photo.rest.js';
import { MenuResolver } from './menu.resolver.js';
import { menuRoutes } from './menu.rest.js';

/** The menus module's one entry (server/src/modules/module.ts). */
export const menusModule = defineModule({ name: 'menus', entities: [DailyMenuEntity, MenuDishEntity, MenuSectionEntity, MenuEntity], resolvers: [MenuResolver, MenuEditorResolver], routes: [...menuRoutes, ...menuPhotoRoutes] });

/** The importer's carte and daily menus (data/import). */
export { deleteMenusOf, insertDailyMenus, insertMenu, insertMenuSections } from './menu-import.queries.js';

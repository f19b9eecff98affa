import { defineModule } from '../module.js';
import { MenuResolver } from './menu.resolver.js';
import { menuRoutes } from './menu.rest.js';

/** The menus module's one entry (server/src/modules/module.ts). */
export const menusModule = defineModule({ name: 'menus', resolvers: [MenuResolver], routes: menuRoutes });

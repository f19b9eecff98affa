import { parisToday } from '../../../../common/search.js';
import type { RequestContext } from '../../graphql/context.js';
import { photoRecords } from '../media/index.js';
import { restaurantService } from '../restaurants/index.js';
import { toMenu } from './menu.mapper.js';
import type { Menu } from './menu.type.js';
import { menuOf } from './menus.queries.js';

class MenuService {
  /** A restaurant's menu: structured sections and dishes, menu images, and the current or coming daily menus. */
  async menuOf(ctx: RequestContext, ref: string | number, previewToken?: string | null): Promise<Menu> {
    const r = await restaurantService.byIdUrl(ctx, ref, previewToken);
    return toMenu(r, await menuOf(ctx.db, r.id, parisToday()), await photoRecords.list(ctx.db, r.id, ['menu', 'daily_menu']));
  }
}

export const menuService = new MenuService();

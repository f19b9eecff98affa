import { parisToday } from '../../../../common/search.js';
import type { RequestContext } from '../../graphql/context.js';
import { photoRecords } from '../media/index.js';
import { toPhoto, restaurantService } from '../restaurants/index.js';
import { Menu } from './menu.type.js';
import { menuOf } from './menus.queries.js';

class MenuService {
  /** A restaurant's menu: structured sections and dishes, menu images, and the current or coming daily menus. */
  async menuOf(ctx: RequestContext, ref: string | number, previewToken?: string | null): Promise<Menu> {
    const r = await restaurantService.byIdUrl(ctx, ref, previewToken);
    const row = await menuOf(ctx.db, r.id, parisToday());
    const photos = await photoRecords.list(ctx.db, r.id, ['menu', 'daily_menu']);
    return Object.assign(new Menu(), {
      idUrl: r.id_url,
      style: row?.style ?? 'classique',
      interactive: row?.interactive ?? true,
      sections: row?.sections ?? [],
      images: photos.filter((p) => p.kind === 'menu').map(toPhoto),
      daily: (row?.daily ?? []).map((d) => ({ ...d, images: photos.filter((p) => p.dailyMenuId === d.id).map(toPhoto) })),
      address: { street: r.street, postalCode: r.postal_code, city: r.city_name },
      phone: r.phone,
      dateUpdate: row?.date_update ?? null,
    });
  }
}

export const menuService = new MenuService();

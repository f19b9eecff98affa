import { parisToday } from '../../../../common/search.js';
import type { RequestContext } from '../../graphql/context.js';
import { toPhoto } from '../restaurants/restaurant.mapper.js';
import type { PhotoRow } from '../restaurants/restaurant.loaders.js';
import { restaurantService } from '../restaurants/restaurant.service.js';
import { Menu } from './menu.type.js';

interface MenuRow {
  style: string | null; interactive: boolean | null; date_update: Date | null;
  sections: { title: string; dishes: { name: string; description: string; priceCents: number | null }[] }[] | null;
  daily: { id: number; title: string; description: string; priceCents: number | null; startsOn: string; endsOn: string }[] | null;
}

export class MenuService {
  /** A restaurant's menu: structured sections and dishes, menu images, and the current or coming daily menus. */
  async menuOf(ctx: RequestContext, ref: string | number, previewToken?: string | null): Promise<Menu> {
    const r = await restaurantService.byIdUrl(ctx, ref, previewToken);
    const [row]: MenuRow[] = await ctx.db.query(
      `SELECT m.style, m.interactive, m.date_update,
         (SELECT json_agg(json_build_object('title', s.title, 'dishes',
            coalesce((SELECT json_agg(json_build_object('name', d.name, 'description', d.description, 'priceCents', d.price_cents) ORDER BY d.position)
                      FROM menu_dish d WHERE d.section_id = s.id), '[]'::json)) ORDER BY s.position)
          FROM menu_section s WHERE s.restaurant_id = $1) AS sections,
         (SELECT json_agg(json_build_object('id', dm.id, 'title', dm.title, 'description', dm.description, 'priceCents', dm.price_cents,
                 'startsOn', dm.starts_on, 'endsOn', dm.ends_on) ORDER BY dm.starts_on)
          FROM daily_menu dm WHERE dm.restaurant_id = $1 AND dm.ends_on >= $2::date) AS daily
       FROM (SELECT $1::int AS id) x LEFT JOIN menu m ON m.restaurant_id = x.id`, [r.id, parisToday()]);
    const photos: PhotoRow[] = await ctx.db.query(
      `SELECT restaurant_id, kind, path, width, height, position, alt, daily_menu_id FROM photo
       WHERE restaurant_id = $1 AND kind IN ('menu', 'daily_menu') ORDER BY position`, [r.id]);
    return Object.assign(new Menu(), {
      idUrl: r.id_url,
      style: row?.style ?? 'classique',
      interactive: row?.interactive ?? true,
      sections: row?.sections ?? [],
      images: photos.filter((p) => p.kind === 'menu').map(toPhoto),
      daily: (row?.daily ?? []).map((d) => ({ ...d, images: photos.filter((p) => p.daily_menu_id === d.id).map(toPhoto) })),
      address: { street: r.street, postalCode: r.postal_code, city: r.city_name },
      phone: r.phone,
      dateUpdate: row?.date_update ?? null,
    });
  }
}

export const menuService = new MenuService();

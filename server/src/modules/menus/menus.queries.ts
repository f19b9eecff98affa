import type { Db } from '../../db/transaction.js';

/** A restaurant's menu as one row: its style, its sections with their dishes, and its current or coming daily menus. */
export interface MenuRow {
  style: string | null; interactive: boolean | null; date_update: Date | null;
  sections: { title: string; dishes: { name: string; description: string; priceCents: number | null }[] }[] | null;
  daily: { id: number; title: string; description: string; priceCents: number | null; startsOn: string; endsOn: string }[] | null;
}

/** The menu of a restaurant (a row of nulls when it has none), with the daily menus ending on `today` or later. */
export async function menuOf(db: Db, restaurantId: number, today: string): Promise<MenuRow | undefined> {
  const [row]: MenuRow[] = await db.query(
    `SELECT m.style, m.interactive, m.date_update,
       (SELECT json_agg(json_build_object('title', s.title, 'dishes',
          coalesce((SELECT json_agg(json_build_object('name', d.name, 'description', d.description, 'priceCents', d.price_cents) ORDER BY d.position)
                    FROM menu_dish d WHERE d.section_id = s.id), '[]'::json)) ORDER BY s.position)
        FROM menu_section s WHERE s.restaurant_id = $1) AS sections,
       (SELECT json_agg(json_build_object('id', dm.id, 'title', dm.title, 'description', dm.description, 'priceCents', dm.price_cents,
               'startsOn', dm.starts_on, 'endsOn', dm.ends_on) ORDER BY dm.starts_on)
        FROM daily_menu dm WHERE dm.restaurant_id = $1 AND dm.ends_on >= $2::date) AS daily
     FROM (SELECT $1::int AS id) x LEFT JOIN menu m ON m.restaurant_id = x.id`, [restaurantId, today]);
  return row;
}

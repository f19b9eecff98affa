import type { DataSource } from 'typeorm';
import { parisToday } from '../../../../common/search.js';
import { DataLoader, groupBy } from '../../graphql/loaders.js';

export interface PhotoRow { restaurant_id: number; kind: 'devanture' | 'gallery' | 'menu' | 'daily_menu'; path: string; width: number; height: number; position: number; alt: string; daily_menu_id: number | null }
export interface RangeRow { restaurant_id: number; weekday: number; opens: number; closes: number }
export interface SpecialRow { restaurant_id: number; day: string; closed: boolean; ranges: { opens: number; closes: number }[] | null }
export interface Hours { ranges: RangeRow[]; specials: SpecialRow[] }

export function restaurantLoaders(db: DataSource) {
  return {
    /** Devanture and gallery photos, in display order. */
    photos: new DataLoader<number, PhotoRow[]>(async (ids) =>
      groupBy(ids, await db.query(
        `SELECT restaurant_id, kind, path, width, height, position, alt, daily_menu_id FROM photo
         WHERE restaurant_id = ANY($1) ORDER BY restaurant_id, CASE kind WHEN 'devanture' THEN 0 WHEN 'gallery' THEN 1 ELSE 2 END, position`, [ids]),
      (r: PhotoRow) => r.restaurant_id)),
    /** Weekly ranges and the special dates from yesterday on, flat rows in one statement. */
    hours: new DataLoader<number, Hours>(async (ids) => {
      const rows: { k: 'w' | 's'; restaurant_id: number; weekday: number | null; day: string | null; opens: number | null; closes: number | null; closed: boolean | null }[] = await db.query(
        `SELECT 'w' AS k, restaurant_id, weekday, NULL AS day, opens, closes, NULL::boolean AS closed
           FROM opening_range WHERE restaurant_id = ANY($1)
         UNION ALL
         SELECT 's', s.restaurant_id, NULL, to_char(s.day, 'YYYY-MM-DD'), x.opens, x.closes, s.closed
           FROM special_date s LEFT JOIN special_date_range x ON x.special_date_id = s.id
          WHERE s.restaurant_id = ANY($1) AND s.day >= $2::date - 1
         ORDER BY 2, 1 DESC, 3, 4, 5`, [ids, parisToday()]);
      const map = new Map<number, Hours>(ids.map((id) => [id, { ranges: [], specials: [] }]));
      for (const r of rows) {
        const h = map.get(r.restaurant_id)!;
        if (r.k === 'w') {
          h.ranges.push({ restaurant_id: r.restaurant_id, weekday: r.weekday!, opens: r.opens!, closes: r.closes! });
          continue;
        }
        let special = h.specials.at(-1);
        if (!special || special.day !== r.day) {
          special = { restaurant_id: r.restaurant_id, day: r.day!, closed: r.closed!, ranges: null };
          h.specials.push(special);
        }
        if (r.opens != null) (special.ranges ??= []).push({ opens: r.opens, closes: r.closes! });
      }
      return ids.map((id) => map.get(id)!);
    }),
  };
}

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
    /** Weekly ranges and the special dates from today on, in one statement. */
    hours: new DataLoader<number, Hours>(async (ids) => {
      const rows: { restaurant_id: number; ranges: RangeRow[] | null; specials: SpecialRow[] | null }[] = await db.query(
        `SELECT r.id AS restaurant_id,
           (SELECT json_agg(json_build_object('restaurant_id', o.restaurant_id, 'weekday', o.weekday, 'opens', o.opens, 'closes', o.closes) ORDER BY o.weekday, o.opens)
              FROM opening_range o WHERE o.restaurant_id = r.id) AS ranges,
           (SELECT json_agg(json_build_object('restaurant_id', s.restaurant_id, 'day', s.day, 'closed', s.closed,
                    'ranges', (SELECT json_agg(json_build_object('opens', x.opens, 'closes', x.closes) ORDER BY x.opens) FROM special_date_range x WHERE x.special_date_id = s.id)) ORDER BY s.day)
              FROM special_date s WHERE s.restaurant_id = r.id AND s.day >= $2::date - 1) AS specials
         FROM unnest($1::int[]) AS r(id)`, [ids, parisToday()]);
      const map = new Map(rows.map((r) => [r.restaurant_id, { ranges: r.ranges ?? [], specials: r.specials ?? [] }]));
      return ids.map((id) => map.get(id) ?? { ranges: [], specials: [] });
    }),
  };
}

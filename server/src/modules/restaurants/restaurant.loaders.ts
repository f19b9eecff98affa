import { parisToday } from '../../../../common/search.js';
import type { DataSource } from 'typeorm';
import { DataLoader } from '../../graphql/loaders.js';

export interface PhotoRow { restaurant_id: number; kind: 'devanture' | 'gallery' | 'menu' | 'daily_menu'; path: string; width: number; height: number; position: number; alt: string; daily_menu_id: number | null }
export interface RangeRow { restaurant_id: number; weekday: number; opens: number; closes: number }
export interface SpecialRow { restaurant_id: number; day: string; closed: boolean; ranges: { opens: number; closes: number }[] | null }
export interface Hours { ranges: RangeRow[]; specials: SpecialRow[] }

/**
 * A restaurant's photos (devanture first, then gallery, then menu images, each in display order) as one
 * JSON array, for the restaurant id the SQL expression `id` gives. Shared by the loader below and the
 * search statement, which primes the loader so that a search page is one round trip to PostgreSQL.
 */
export function photosJsonSql(id: string): string {
  return `(SELECT coalesce(json_agg(json_build_object('restaurant_id', ph.restaurant_id, 'kind', ph.kind, 'path', ph.path,
      'width', ph.width, 'height', ph.height, 'position', ph.position, 'alt', ph.alt, 'daily_menu_id', ph.daily_menu_id)
      ORDER BY CASE ph.kind WHEN 'devanture' THEN 0 WHEN 'gallery' THEN 1 ELSE 2 END, ph.position), '[]')
    FROM photo ph WHERE ph.restaurant_id = ${id})`;
}

/** Weekly ranges and the special dates from the day before `today` on, as one JSON object of {@link Hours}. */
export function hoursJsonSql(id: string, today: string): string {
  return `json_build_object(
    'ranges', (SELECT coalesce(json_agg(json_build_object('restaurant_id', o.restaurant_id, 'weekday', o.weekday, 'opens', o.opens, 'closes', o.closes)
        ORDER BY o.weekday, o.opens, o.closes), '[]') FROM opening_range o WHERE o.restaurant_id = ${id}),
    'specials', (SELECT coalesce(json_agg(json_build_object('restaurant_id', s.restaurant_id, 'day', to_char(s.day, 'YYYY-MM-DD'), 'closed', s.closed,
        'ranges', (SELECT json_agg(json_build_object('opens', x.opens, 'closes', x.closes) ORDER BY x.opens, x.closes)
                   FROM special_date_range x WHERE x.special_date_id = s.id))
        ORDER BY s.day), '[]') FROM special_date s WHERE s.restaurant_id = ${id} AND s.day >= ${today}::date - 1))`;
}

export function restaurantLoaders(db: DataSource) {
  return {
    photos: new DataLoader<number, PhotoRow[]>(async (ids) => {
      const rows: { photos: PhotoRow[] }[] = await db.query(
        `SELECT ${photosJsonSql('r.id')} AS photos FROM unnest($1::int[]) WITH ORDINALITY AS r(id, n) ORDER BY r.n`, [ids]);
      return rows.map((r) => r.photos);
    }),
    hours: new DataLoader<number, Hours>(async (ids) => {
      const rows: { hours: Hours }[] = await db.query(
        `SELECT ${hoursJsonSql('r.id', '$2')} AS hours FROM unnest($1::int[]) WITH ORDINALITY AS r(id, n) ORDER BY r.n`, [ids, parisToday()]);
      return rows.map((r) => r.hours);
    }),
  };
}

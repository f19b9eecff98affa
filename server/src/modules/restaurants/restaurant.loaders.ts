import { parisToday } from '../../../../common/search.js';
import type { Db } from '../../db/transaction.js';
import { DataLoader } from '../../graphql/batch.js';

export interface PhotoRow { restaurant_id: number; kind: 'devanture' | 'gallery' | 'menu' | 'daily_menu'; path: string; width: number; height: number; position: number; alt: string; daily_menu_id: number | null }
export interface RangeRow { restaurant_id: number; weekday: number; opens: number; closes: number }
export interface SpecialRow { restaurant_id: number; day: string; closed: boolean; ranges: { opens: number; closes: number }[] | null }
export interface Hours { ranges: RangeRow[]; specials: SpecialRow[] }

/**
 * A restaurant's photos (devanture first, then gallery, then menu images, each in display order) as one
 * JSON array of arrays (cheaper for PostgreSQL to build than objects), for the restaurant id the SQL
 * expression `id` gives. Shared by the loader below and the search statement, which primes the loader
 * so that a search page is one round trip to PostgreSQL; {@link photosOf} reads it back.
 */
export function photosJsonSql(id: string): string {
  return `(SELECT coalesce(json_agg(json_build_array(ph.kind, ph.path, ph.width, ph.height, ph.position, ph.alt, ph.daily_menu_id)
      ORDER BY CASE ph.kind WHEN 'devanture' THEN 0 WHEN 'gallery' THEN 1 ELSE 2 END, ph.position), '[]')
    FROM photo ph WHERE ph.restaurant_id = ${id})`;
}

type PhotoJson = [PhotoRow['kind'], string, number, number, number, string, number | null];

export function photosOf(restaurantId: number, json: PhotoJson[]): PhotoRow[] {
  return json.map(([kind, path, width, height, position, alt, dailyMenuId]) => (
    { restaurant_id: restaurantId, kind, path, width, height, position, alt, daily_menu_id: dailyMenuId }));
}

/**
 * Weekly ranges [weekday, opens, closes] and the special dates from the day before `today` on
 * [yyyy-mm-dd, closed, [[opens, closes], …] | null], as one JSON array; {@link hoursOf} reads it back.
 */
export function hoursJsonSql(id: string, today: string): string {
  return `json_build_array(
    (SELECT coalesce(json_agg(json_build_array(o.weekday, o.opens, o.closes) ORDER BY o.weekday, o.opens, o.closes), '[]')
       FROM opening_range o WHERE o.restaurant_id = ${id}),
    (SELECT coalesce(json_agg(json_build_array(to_char(s.day, 'YYYY-MM-DD'), s.closed,
        (SELECT json_agg(json_build_array(x.opens, x.closes) ORDER BY x.opens, x.closes) FROM special_date_range x WHERE x.special_date_id = s.id))
        ORDER BY s.day), '[]')
       FROM special_date s WHERE s.restaurant_id = ${id} AND s.day >= ${today}::date - 1))`;
}

type HoursJson = [[number, number, number][], [string, boolean, [number, number][] | null][]];

export function hoursOf(restaurantId: number, [ranges, specials]: HoursJson): Hours {
  return {
    ranges: ranges.map(([weekday, opens, closes]) => ({ restaurant_id: restaurantId, weekday, opens, closes })),
    specials: specials.map(([day, closed, list]) => (
      { restaurant_id: restaurantId, day, closed, ranges: list && list.map(([opens, closes]) => ({ opens, closes })) })),
  };
}

/** Photos and hours of a page of restaurants, as the search statement returns them next to each row. */
export interface PageExtras { photos: PhotoJson[]; hours: HoursJson }

export function restaurantLoaders(db: Db) {
  return {
    photos: new DataLoader<number, PhotoRow[]>(async (ids) => {
      const rows: { id: number; photos: PhotoJson[] }[] = await db.query(
        `SELECT r.id, ${photosJsonSql('r.id')} AS photos FROM unnest($1::int[]) WITH ORDINALITY AS r(id, n) ORDER BY r.n`, [ids]);
      return rows.map((r) => photosOf(r.id, r.photos));
    }),
    hours: new DataLoader<number, Hours>(async (ids) => {
      const rows: { id: number; hours: HoursJson }[] = await db.query(
        `SELECT r.id, ${hoursJsonSql('r.id', '$2')} AS hours FROM unnest($1::int[]) WITH ORDINALITY AS r(id, n) ORDER BY r.n`, [ids, parisToday()]);
      return rows.map((r) => hoursOf(r.id, r.hours));
    }),
  };
}

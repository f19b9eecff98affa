import type { Db } from '../../db/transaction.js';

// The restaurants module's hand-written SQL (card reads, the geographic list, the photo and hours JSON shared with the
// search statement) and the row types it answers. The search statement itself is built in search.service.ts.

/** The columns every restaurant card query selects (here, in the search statement, and in geo's and favourites' queries). */
export const CARD_COLUMNS = `r.id, r.id_url, r.name, r.slug, r.types, r.cuisines, r.average_price, r.rating::float8 AS rating,
  r.review_count, r.date_published, r.filter_ids, r.street, r.postal_code, r.lat, r.lng, r.phone, r.status,
  c.name AS city_name, c.slug AS city_slug`;

/** A map pin's columns (issue 25): what its marker and its small card show, nothing joined but the city. */
export const PIN_COLUMNS = `r.id_url, r.name, r.lat, r.lng, r.rating::float8 AS rating, r.review_count, r.average_price, r.types[1] AS main_type,
  c.name AS city_name, c.slug AS city_slug`;

export interface PinRow {
  id_url: string;
  name: string;
  lat: number;
  lng: number;
  rating: number;
  review_count: number;
  average_price: number;
  main_type: string;
  city_name: string;
  city_slug: string;
}

/** A row of {@link CARD_COLUMNS} (with the distance when the query measures one). */
export interface CardRow {
  id: number;
  id_url: string;
  name: string;
  slug: string;
  types: string[];
  cuisines: string[];
  average_price: number;
  rating: number;
  review_count: number;
  date_published: Date | null;
  filter_ids: number[];
  street: string;
  postal_code: string;
  lat: number;
  lng: number;
  phone: string | null;
  status: string;
  city_name: string;
  city_slug: string;
  distance_km?: number | null;
}

/** A card row and what the restaurant page adds to it. */
export interface FullRow extends CardRow { biography: string; booking_url: string | null; is_resa_phone: boolean; date_update: Date }

/** A restaurant, whatever its status, by its numeric id or its id_url. */
export async function restaurantByRef(db: Db, ref: string | number): Promise<FullRow | undefined> {
  const rows: FullRow[] = await db.query(
    `SELECT ${CARD_COLUMNS}, r.biography, r.booking_url, r.is_resa_phone, r.date_update
     FROM restaurant r JOIN city c ON c.id = r.city_id WHERE ${typeof ref === 'number' ? 'r.id' : 'r.id_url'} = $1`, [ref]);
  return rows[0];
}

/** Published restaurants within radiusKm of a point, nearest first (the GiST box first, then the exact distance). */
export function publishedNear(db: Db, lat: number, lng: number, radiusKm: number, limit: number, firstKind: string | null = null): Promise<CardRow[]> {
  const dLat = radiusKm / 111.32;
  const dLng = radiusKm / (111.32 * Math.cos((lat * Math.PI) / 180));
  // firstKind: restaurants whose main type it is come first (an off-line page's similar restaurants), then the nearest.
  return db.query(
    `SELECT * FROM (
       SELECT ${CARD_COLUMNS}, mijote_distance_km($1, $2, r.lat, r.lng) AS distance_km
       FROM restaurant r JOIN city c ON c.id = r.city_id
       WHERE r.status = 'published' AND r.geo <@ box(point($3, $4), point($5, $6))) x
     WHERE distance_km <= $7 ORDER BY coalesce(types[1] = $9::text, false) DESC, distance_km, id LIMIT $8`,
    [lat, lng, lng - dLng, lat - dLat, lng + dLng, lat + dLat, radiusKm, limit, firstKind]);
}

export interface PhotoRow { restaurant_id: number; kind: 'devanture' | 'gallery' | 'menu' | 'daily_menu'; path: string; width: number; height: number; position: number; alt: string; daily_menu_id: number | null }
interface RangeRow { restaurant_id: number; weekday: number; opens: number; closes: number }
interface SpecialRow { restaurant_id: number; day: string; closed: boolean; ranges: { opens: number; closes: number }[] | null }
export interface Hours { ranges: RangeRow[]; specials: SpecialRow[] }

/**
 * A restaurant's photos (devanture first, then gallery, then menu images, each in display order) as one
 * JSON array of arrays (cheaper for PostgreSQL to build than objects), for the restaurant id the SQL
 * expression `id` gives. Shared by the photos loader and the search statement, which primes the loader
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

/** The photos of each restaurant, in the order of `ids` (one statement for the batch). */
export async function photosByRestaurant(db: Db, ids: readonly number[]): Promise<PhotoRow[][]> {
  const rows: { id: number; photos: PhotoJson[] }[] = await db.query(
    `SELECT r.id, ${photosJsonSql('r.id')} AS photos FROM unnest($1::int[]) WITH ORDINALITY AS r(id, n) ORDER BY r.n`, [ids]);
  return rows.map((r) => photosOf(r.id, r.photos));
}

/** The weekly hours and the special dates from the day before `today` of each restaurant, in the order of `ids`. */
export async function hoursByRestaurant(db: Db, ids: readonly number[], today: string): Promise<Hours[]> {
  const rows: { id: number; hours: HoursJson }[] = await db.query(
    `SELECT r.id, ${hoursJsonSql('r.id', '$2')} AS hours FROM unnest($1::int[]) WITH ORDINALITY AS r(id, n) ORDER BY r.n`, [ids, today]);
  return rows.map((r) => hoursOf(r.id, r.hours));
}

/**
 * The ids of restaurants whose menu shows a dish matching `like` (a LIKE parameter): the trigram index of
 * menu_dish.name_key; a menu its owner shows as photos only (not interactive) hides its dishes, so they do not count.
 */
export function restaurantsWithDish(like: string): string {
  return `SELECT s.restaurant_id FROM menu_dish d JOIN menu_section s ON s.id = d.section_id
    JOIN menu m ON m.restaurant_id = s.restaurant_id AND m.interactive WHERE d.name_key LIKE ${like}`;
}

/** Locks a restaurant (by its id or id_url) until the caller's transaction ends, before it is read. */
export async function lockRestaurant(db: Db, by: { id: number } | { idUrl: string }): Promise<void> {
  if ('id' in by) await db.query(`SELECT 1 FROM restaurant WHERE id = $1 FOR UPDATE`, [by.id]);
  else await db.query(`SELECT 1 FROM restaurant WHERE id_url = $1 FOR UPDATE`, [by.idUrl]);
}

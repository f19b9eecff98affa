import type { RestaurantStatus } from '../../../../common/restaurant-status.js';
import type { Db } from '../../db/transaction.js';

// Every write of the restaurant row and of what hangs off it in this module (restaurant, restaurant_filter,
// opening_range, special_date, special_date_range): the owner's editors, the registration, the admin, billing, the
// importer and the demo seed all reach them through restaurant-writes.ts (issue 26). Derived columns (filter_ids, week,
// search_keys, rating, review_count) are left to the triggers of the migrations.

/** The columns of the restaurant row the application writes (status has its own statement: {@link setRestaurantStatus}). */
export interface RestaurantColumns {
  name: string; slug: string; types: string[]; cuisines: string[]; street: string; postalCode: string; cityId: number; lat: number; lng: number;
  phone: string | null; averagePrice: number; biography: string | null; bookingUrl: string | null; isResaPhone: boolean; ownerId: number | null;
}

const COLUMN: Record<keyof RestaurantColumns, string> = {
  name: 'name', slug: 'slug', types: 'types', cuisines: 'cuisines', street: 'street', postalCode: 'postal_code', cityId: 'city_id', lat: 'lat', lng: 'lng',
  phone: 'phone', averagePrice: 'average_price', biography: 'biography', bookingUrl: 'booking_url', isResaPhone: 'is_resa_phone', ownerId: 'owner_id',
};

/** Which row an update is for: its id, and optionally its owner (null: none yet) and status at the time. */
export interface RowCondition { id: number; ownerId?: number | null; status?: RestaurantStatus }

/**
 * Sets these columns of one restaurant (and date_update = now() unless `touch` is false) when the condition holds;
 * whether a row was changed. No column: only date_update.
 */
export async function updateRestaurantRow(db: Db, where: RowCondition, columns: Partial<RestaurantColumns>, touch = true): Promise<boolean> {
  const values: unknown[] = [where.id];
  const set: string[] = [];
  for (const [key, value] of Object.entries(columns) as [keyof RestaurantColumns, unknown][]) {
    if (value === undefined) continue;
    values.push(value);
    set.push(`${COLUMN[key]} = $${values.length}`);
  }
  if (touch) set.push('date_update = now()');
  if (!set.length) return true;
  const conditions = ['id = $1'];
  if (where.ownerId === null) conditions.push('owner_id IS NULL');
  else if (where.ownerId !== undefined) conditions.push(`owner_id = $${values.push(where.ownerId)}`);
  if (where.status !== undefined) conditions.push(`status = $${values.push(where.status)}`);
  const rows: unknown[] = await db.query(
    `WITH changed AS (UPDATE restaurant SET ${set.join(', ')} WHERE ${conditions.join(' AND ')} RETURNING id) SELECT id FROM changed`, values);
  return rows.length > 0;
}

/** A new restaurant row; returns its id. `createdAt` 'publication': its publication date when that is in the past (the import). */
export async function insertRestaurantRow(
  db: Db, row: Partial<RestaurantColumns> & { idUrl: string; status: RestaurantStatus; externalId?: string; datePublished?: string | null },
  createdAt: 'now' | 'publication' = 'now',
): Promise<number> {
  const { idUrl, status, externalId, datePublished, ...columns } = row;
  const names = ['id_url', 'status'];
  const values: unknown[] = [idUrl, status];
  if (externalId !== undefined) { names.push('external_id'); values.push(externalId); }
  if (datePublished !== undefined) { names.push('date_published'); values.push(datePublished); }
  for (const [key, value] of Object.entries(columns) as [keyof RestaurantColumns, unknown][]) {
    if (value === undefined) continue;
    names.push(COLUMN[key]);
    values.push(value);
  }
  const placeholders = values.map((_, i) => `$${i + 1}`);
  if (createdAt === 'publication') {
    names.push('created_at');
    placeholders.push(datePublished ? `least($${names.indexOf('date_published') + 1}::timestamptz, now())` : 'now()');
  }
  const rows: { id: number }[] = await db.query(
    `INSERT INTO restaurant (${names.join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING id`, values);
  return rows[0].id;
}

/** How a status change treats date_published: kept (default), first publication (kept, else now), or set. */
export type DatePublishedChange = 'keep' | 'first-publication' | { set: string | null };

/** The one statement that changes a restaurant's status; the id_url of the changed row, or null when none was. */
export async function setRestaurantStatus(
  db: Db, id: number, to: RestaurantStatus, change: { from?: readonly RestaurantStatus[]; datePublished?: DatePublishedChange; publishedBefore?: boolean },
): Promise<{ idUrl: string; before: RestaurantStatus } | null> {
  const values: unknown[] = [id, to];
  const set = ['status = $2', 'date_update = now()'];
  const datePublished = change.datePublished ?? 'keep';
  if (datePublished === 'first-publication') set.push('date_published = coalesce(date_published, now())');
  else if (datePublished !== 'keep') set.push(`date_published = $${values.push(datePublished.set)}`);
  const conditions = ['r.id = $1', 'old.id = r.id'];
  if (change.from) conditions.push(`r.status = ANY($${values.push(change.from)}::text[])`);
  if (change.publishedBefore) conditions.push('r.date_published IS NOT NULL');
  // The status it had (read under the row's lock): the webhooks tell a publication from an update.
  const rows: { id_url: string; before: RestaurantStatus }[] = await db.query(
    `WITH old AS (SELECT id, status FROM restaurant WHERE id = $1 FOR UPDATE),
     changed AS (UPDATE restaurant r SET ${set.join(', ')} FROM old WHERE ${conditions.join(' AND ')} RETURNING r.id_url, old.status AS before)
     SELECT id_url, before FROM changed`, values);
  return rows[0] ? { idUrl: rows[0].id_url.trim(), before: rows[0].before } : null;
}

/** The owner has seen the reviews of their restaurant up to now (the restaurateur's reviews page). */
export async function markReviewsSeen(db: Db, restaurantId: number): Promise<void> {
  await db.query(`UPDATE restaurant SET reviews_seen_at = now() WHERE id = $1`, [restaurantId]);
}

/** The restaurant the demo seed gives its restaurateur (its name, address and phone go into the demo's invoices). */
export interface GivenRestaurantRow { id: number; name: string; street: string; postal_code: string; city: string; phone: string | null }

/** The demo seed's restaurateur: the best-rated published restaurant of Angers that has no owner goes to this account; returns it. */
export async function giveBestRatedOfAngers(db: Db, ownerId: number): Promise<GivenRestaurantRow | undefined> {
  const rows: GivenRestaurantRow[] = await db.query(
    `WITH given AS (
       UPDATE restaurant r SET owner_id = $1 FROM city c WHERE c.id = r.city_id AND r.id = (
         SELECT r.id FROM restaurant r JOIN city c ON c.id = r.city_id
         WHERE c.slug = 'angers' AND r.status = 'published' AND r.owner_id IS NULL ORDER BY r.rating DESC, r.review_count DESC, r.id LIMIT 1)
       RETURNING r.id, r.name, r.street, r.postal_code, c.name AS city, r.phone)
     SELECT * FROM given`,
    [ownerId]);
  return rows[0];
}

/** The filters of these labels replace the restaurant's (types, cuisines and star labels are not stored filters). */
export async function replaceRestaurantFilters(db: Db, restaurantId: number, labels: readonly string[]): Promise<void> {
  await db.query(`DELETE FROM restaurant_filter WHERE restaurant_id = $1`, [restaurantId]);
  if (!labels.length) return;
  await db.query(
    `INSERT INTO restaurant_filter (restaurant_id, filter_id)
     SELECT $1, f.id FROM filter f WHERE f.label = ANY($2::text[]) AND f.group_key NOT IN ('type', 'cuisine', 'rating')
     ON CONFLICT DO NOTHING`,
    [restaurantId, labels],
  );
}

/** A weekly opening range, in minutes since midnight (closes <= opens: past midnight). */
export interface OpeningRangeValue { weekday: number; opens: number; closes: number }

/** These weekly ranges replace the restaurant's, in one statement. */
export async function replaceOpeningRanges(db: Db, restaurantId: number, ranges: readonly OpeningRangeValue[]): Promise<void> {
  await db.query(`DELETE FROM opening_range WHERE restaurant_id = $1`, [restaurantId]);
  if (!ranges.length) return;
  await db.query(
    `INSERT INTO opening_range (restaurant_id, weekday, opens, closes)
     SELECT $1, * FROM unnest($2::smallint[], $3::smallint[], $4::smallint[])`,
    [restaurantId, ranges.map((x) => x.weekday), ranges.map((x) => x.opens), ranges.map((x) => x.closes)],
  );
}

/** A special date: closed, or open with its own ranges (none: the usual hours), in minutes since midnight. */
export interface SpecialDateValue { day: string; closed: boolean; ranges: readonly { opens: number; closes: number }[] }

/**
 * These special dates replace the restaurant's from `fromDay` on (every one when null: the import), with their ranges
 * (none for a closed day), in one statement.
 */
export async function replaceSpecialDates(db: Db, restaurantId: number, specialDates: readonly SpecialDateValue[], fromDay: string | null): Promise<void> {
  if (fromDay === null) await db.query(`DELETE FROM special_date WHERE restaurant_id = $1`, [restaurantId]);
  else await db.query(`DELETE FROM special_date WHERE restaurant_id = $1 AND day >= $2::date`, [restaurantId, fromDay]);
  if (!specialDates.length) return;
  const sd = specialDates;
  const ranges = sd.flatMap((d) => (d.closed ? [] : d.ranges.map((x) => ({ day: d.day, ...x }))));
  await db.query(
    `WITH sd AS (
       INSERT INTO special_date (restaurant_id, day, closed)
       SELECT $1, * FROM unnest($2::date[], $3::boolean[])
       RETURNING id, day)
     INSERT INTO special_date_range (special_date_id, opens, closes)
     SELECT sd.id, r.opens, r.closes FROM unnest($4::date[], $5::smallint[], $6::smallint[]) AS r(day, opens, closes)
     JOIN sd ON sd.day = r.day`,
    [restaurantId, sd.map((d) => d.day), sd.map((d) => d.closed), ranges.map((x) => x.day), ranges.map((x) => x.opens), ranges.map((x) => x.closes)],
  );
}

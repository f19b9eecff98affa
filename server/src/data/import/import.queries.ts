import type { Db } from '../../db/transaction.js';
import type { CityRef, RestaurantRecord } from './import-record.js';

// The import's hand-written SQL (importer.ts, restaurant-writer.ts) and the rows it answers: what hangs off an imported
// restaurant and belongs to the import (photos, menus, daily menus, reviews, the waiting request), each list written in
// one statement (unnest). The restaurant row itself goes through the restaurants module (restaurantWrites).

/** Every commune, as the validation of the records matches them. */
export function allCityRefs(db: Db): Promise<CityRef[]> {
  return db.query(`SELECT id, name, slug, postcodes FROM city ORDER BY id`);
}

/** The commune of a record whose city was not matched at validation: by slug first, else by unaccented name. */
export async function cityBySlugOrName(db: Db, slug: string, name: string): Promise<CityRef | undefined> {
  const rows: CityRef[] = await db.query(
    `SELECT id, name, slug, postcodes FROM city WHERE slug = $1 OR name_key = mijote_unaccent($2) ORDER BY (slug = $1) DESC, id LIMIT 1`,
    [slug, name],
  );
  return rows[0];
}

/** Whether a restaurant already has this id_url. */
export async function idUrlTaken(db: Db, idUrl: string): Promise<boolean> {
  const taken: unknown[] = await db.query(`SELECT 1 FROM restaurant WHERE id_url = $1`, [idUrl]);
  return taken.length > 0;
}

export interface ImportedRestaurantRow { id: number; id_url: string; date_published: Date | null }

/** The restaurant of an external id, locked until the end of the transaction (FOR UPDATE). */
export async function lockRestaurantByExternalId(db: Db, externalId: string): Promise<ImportedRestaurantRow | undefined> {
  const rows: ImportedRestaurantRow[] = await db.query(
    `SELECT id, id_url, date_published FROM restaurant WHERE external_id = $1 FOR UPDATE`,
    [externalId],
  );
  return rows[0];
}

/** The media paths (relative to the media dir) of a restaurant's photos. */
export async function photoPathsOf(db: Db, restaurantId: number): Promise<string[]> {
  const rows: { path: string }[] = await db.query(`SELECT path FROM photo WHERE restaurant_id = $1`, [restaurantId]);
  return rows.map((p) => p.path);
}

/**
 * Deletes what an import replaces besides the restaurants module's parts (filters, hours and special dates are replaced
 * through it): photos, menu, daily menus and imported reviews. Reviews of an import have no author account; reviews written on the site (author_id set) are kept.
 */
export async function deleteImportedParts(db: Db, restaurantId: number): Promise<void> {
  await db.query(`DELETE FROM photo WHERE restaurant_id = $1`, [restaurantId]);
  await db.query(`DELETE FROM menu WHERE restaurant_id = $1`, [restaurantId]);
  await db.query(`DELETE FROM daily_menu WHERE restaurant_id = $1`, [restaurantId]);
  await db.query(`DELETE FROM review WHERE restaurant_id = $1 AND author_id IS NULL`, [restaurantId]);
}

/** The menu row (style, and whether it is shown as sections rather than pictures). */
export async function insertMenu(db: Db, restaurantId: number, style: string, interactive: boolean): Promise<void> {
  await db.query(`INSERT INTO menu (restaurant_id, style, interactive) VALUES ($1, $2, $3)`, [restaurantId, style, interactive]);
}

type MenuSections = NonNullable<RestaurantRecord['menu']>['sections'];

/** The menu's sections and their dishes, in one statement. */
export async function insertMenuSections(db: Db, restaurantId: number, sections: MenuSections): Promise<void> {
  const dishes = sections.flatMap((s, sp) => s.dishes.map((d, p) => ({ sp, p, ...d })));
  await db.query(
    `WITH s AS (
       INSERT INTO menu_section (restaurant_id, position, title)
       SELECT $1, * FROM unnest($2::smallint[], $3::text[])
       RETURNING id, position)
     INSERT INTO menu_dish (section_id, position, name, description, price_cents)
     SELECT s.id, d.position, d.name, d.description, d.price_cents
     FROM unnest($4::smallint[], $5::smallint[], $6::text[], $7::text[], $8::integer[]) AS d(section_position, position, name, description, price_cents)
     JOIN s ON s.position = d.section_position`,
    [
      restaurantId,
      sections.map((_, i) => i),
      sections.map((s) => s.title),
      dishes.map((d) => d.sp),
      dishes.map((d) => d.p),
      dishes.map((d) => d.name),
      dishes.map((d) => d.description),
      dishes.map((d) => d.priceCents),
    ],
  );
}

/** The daily menus, in one statement. */
export async function insertDailyMenus(db: Db, restaurantId: number, dailyMenus: RestaurantRecord['dailyMenus']): Promise<void> {
  const dm = dailyMenus;
  await db.query(
    `INSERT INTO daily_menu (restaurant_id, title, description, price_cents, starts_on, ends_on)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::integer[], $5::date[], $6::date[])`,
    [restaurantId, dm.map((d) => d.title), dm.map((d) => d.description), dm.map((d) => d.priceCents), dm.map((d) => d.startsOn), dm.map((d) => d.endsOn)],
  );
}

/** The imported reviews (no author account; published_at is created_at for a published one), in one statement. */
export async function insertImportedReviews(db: Db, restaurantId: number, reviews: RestaurantRecord['reviews']): Promise<void> {
  const rv = reviews;
  await db.query(
    `INSERT INTO review (restaurant_id, author_name, rating, text, visit_date, status, created_at, published_at)
     SELECT $1, a, r, t, v, s, c, CASE WHEN s = 'published' THEN c END
     FROM unnest($2::text[], $3::smallint[], $4::text[], $5::date[], $6::text[], $7::timestamptz[]) AS x(a, r, t, v, s, c)`,
    [restaurantId, rv.map((r) => r.author), rv.map((r) => r.rating), rv.map((r) => r.text), rv.map((r) => r.visitDate), rv.map((r) => r.status), rv.map((r) => r.createdAt)],
  );
}

/** A stored photo: the record's kind, position and alt text, and the file the writer made. */
export interface ImportedPhoto { kind: string; path: string; width: number; height: number; size: number; position: number; alt: string }

/** The photos, in one statement. */
export async function insertPhotos(db: Db, restaurantId: number, photos: ImportedPhoto[]): Promise<void> {
  await db.query(
    `INSERT INTO photo (restaurant_id, kind, path, width, height, size_bytes, position, alt)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::integer[], $5::integer[], $6::integer[], $7::smallint[], $8::text[])`,
    [restaurantId, photos.map((p) => p.kind), photos.map((p) => p.path), photos.map((p) => p.width), photos.map((p) => p.height), photos.map((p) => p.size), photos.map((p) => p.position), photos.map((p) => p.alt)],
  );
}

/**
 * A restaurant imported « En attente » waits for the moderation like any other: it gets a waiting publication request
 * (none asked by an account) unless one already waits, so area 2 lists it with its actions (issue 25, ADR 0032).
 */
export async function ensureWaitingRequest(db: Db, restaurantId: number, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO publication_request (restaurant_id, requested_at)
     SELECT $1, least($2::timestamptz, now()) WHERE NOT EXISTS (SELECT 1 FROM publication_request WHERE restaurant_id = $1 AND status = 'pending')`,
    [restaurantId, at.toISOString()],
  );
}

import type { Queryable } from './publication.js';

// Row-level helpers on restaurants that the e2e specs use too: no server code here (Playwright does not load its decorators).

/** The restaurant's database id, by external id (the factory's key) or id_url. */
export async function restaurantIdOf(db: Queryable, key: string): Promise<number> {
  const [row] = await db.query(`SELECT id FROM restaurant WHERE external_id = $1 OR id_url = $1`, [key]);
  return row.id;
}

/** The restaurant's status as an earlier step left it (draft, pending, published, offline). */
export async function setRestaurantStatus(db: Queryable, key: string, status: 'draft' | 'pending' | 'published' | 'offline'): Promise<void> {
  await db.query(`UPDATE restaurant SET status = $2 WHERE external_id = $1 OR id_url = $1`, [key, status]);
}

/** The restaurant as published on `when` (a Date, or an SQL interval ago such as '3 days'). */
export async function setPublishedOn(db: Queryable, key: string, when: Date | string): Promise<void> {
  if (when instanceof Date) await db.query(`UPDATE restaurant SET date_published = $2 WHERE external_id = $1 OR id_url = $1`, [key, when]);
  else await db.query(`UPDATE restaurant SET date_published = now() - $2::interval WHERE external_id = $1 OR id_url = $1`, [key, when]);
}

/** The restaurant's filters (options pratiques, ambiance…) as exactly these labels. */
export async function setRestaurantFilters(db: Queryable, restaurantId: number, labels: string[]): Promise<void> {
  await db.query(`DELETE FROM restaurant_filter WHERE restaurant_id = $1`, [restaurantId]);
  await db.query(`INSERT INTO restaurant_filter (restaurant_id, filter_id) SELECT $1, id FROM filter WHERE label = ANY($2)`, [restaurantId, labels]);
}

export interface PhotoRow { kind: 'devanture' | 'gallery' | 'menu'; path: string; position: number; alt: string; width?: number; height?: number }

/** Photo rows of the restaurant pointing at media paths (the files themselves are the test's business). */
export async function insertPhotoRows(db: Queryable, restaurantId: number, photos: PhotoRow[]): Promise<void> {
  for (const p of photos) {
    await db.query(`INSERT INTO photo (restaurant_id, kind, path, width, height, size_bytes, position, alt) VALUES ($1, $2, $3, $4, $5, 1000, $6, $7) ON CONFLICT DO NOTHING`,
      [restaurantId, p.kind, p.path, p.width ?? 1200, p.height ?? 800, p.position, p.alt]);
  }
}

/** The description (alt) of the restaurant's photos of that kind. */
export async function setPhotoAlt(db: Queryable, restaurantId: number, kind: PhotoRow['kind'], alt: string): Promise<void> {
  await db.query(`UPDATE photo SET alt = $3 WHERE restaurant_id = $1 AND kind = $2`, [restaurantId, kind, alt]);
}

/** The restaurant as published now, with these types (what the moderation's acceptance leaves). */
export async function publishNow(db: Queryable, restaurantId: number, types: string[]): Promise<void> {
  await db.query(`UPDATE restaurant SET status = 'published', types = $2, date_published = now() WHERE id = $1`, [restaurantId, types]);
}

/** The restaurant's menu shown as photos only (not interactive), or as its dishes. */
export async function setMenuInteractive(db: Queryable, restaurantId: number, interactive: boolean): Promise<void> {
  await db.query(`UPDATE menu SET interactive = $2 WHERE restaurant_id = $1`, [restaurantId, interactive]);
}

/** The restaurant gone (a test's own, once looked at). */
export async function deleteRestaurant(db: Queryable, key: string): Promise<void> {
  await db.query(`DELETE FROM restaurant WHERE external_id = $1 OR id_url = $1`, [key]);
}

/** The restaurant closed all day on `day` (yyyy-mm-dd), as its owner's « fermeture exceptionnelle » leaves it. */
export async function closeOnDay(db: Queryable, restaurantId: number, day: string): Promise<void> {
  await db.query(`INSERT INTO special_date (restaurant_id, day, closed) VALUES ($1, $2, true) ON CONFLICT DO NOTHING`, [restaurantId, day]);
}

/** The restaurant's special dates on `day` gone: its usual hours again. */
export async function forgetSpecialDay(db: Queryable, restaurantId: number, day: string): Promise<void> {
  await db.query(`DELETE FROM special_date WHERE restaurant_id = $1 AND day = $2`, [restaurantId, day]);
}

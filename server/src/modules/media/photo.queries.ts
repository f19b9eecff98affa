import type { Db } from '../../db/transaction.js';

// The media module's hand-written SQL on the photo table: the importer's lists, written in one statement (unnest).

/** A stored photo of an import: its kind, position and alt text, and the file the importer made. */
export interface ImportedPhoto { kind: string; path: string; width: number; height: number; size: number; position: number; alt: string }

/** The media paths (relative to the media dir) of a restaurant's photos. */
export async function photoPathsOf(db: Db, restaurantId: number): Promise<string[]> {
  const rows: { path: string }[] = await db.query(`SELECT path FROM photo WHERE restaurant_id = $1`, [restaurantId]);
  return rows.map((p) => p.path);
}

/** Deletes every photo row of a restaurant (an import replaces them; the caller removes the files once committed). */
export async function deletePhotosOf(db: Db, restaurantId: number): Promise<void> {
  await db.query(`DELETE FROM photo WHERE restaurant_id = $1`, [restaurantId]);
}

/** The photos, in one statement. */
export async function insertPhotos(db: Db, restaurantId: number, photos: ImportedPhoto[]): Promise<void> {
  await db.query(
    `INSERT INTO photo (restaurant_id, kind, path, width, height, size_bytes, position, alt)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::integer[], $5::integer[], $6::integer[], $7::smallint[], $8::text[])`,
    [restaurantId, photos.map((p) => p.kind), photos.map((p) => p.path), photos.map((p) => p.width), photos.map((p) => p.height), photos.map((p) => p.size), photos.map((p) => p.position), photos.map((p) => p.alt)],
  );
}

/**
 * Writes one normalised restaurant record (import-record.ts) inside the caller's transaction:
 * upsert by external_id, then replace hours, special dates, filters, photos, menu, daily menus and imported reviews.
 * Derived columns (rating, review_count, filter_ids, week) are left to the triggers of the migration.
 */
import { createHash, randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, readFile, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { EntityManager } from 'typeorm';
import { slugify } from '../../../../common/slug.js';
import { ImageVariants } from '../../modules/media/image-variants.js';
import { RecordError, type CityRef, type PhotoKind, type RestaurantRecord } from './import-record.js';

const ID_URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-';
const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
export const PHOTO_MAX_SIDE = 1920;
export const PHOTO_QUALITY = 80;

/** 8 characters of [A-Za-z0-9-] from crypto.randomBytes (rejection sampling, no modulo bias). */
export function randomIdUrl(): string {
  let out = '';
  while (out.length < 8) {
    for (const byte of randomBytes(16)) {
      if (byte < 252 && out.length < 8) out += ID_URL_ALPHABET[byte % 63];
    }
  }
  return out;
}

/**
 * Media files touched by an import. Files are written as the records are, inside the transaction;
 * after a rollback `discard()` deletes the new ones, after a commit `commit()` deletes the replaced ones.
 */
export class MediaTracker {
  /** Absolute paths written by this import (deleted on rollback). */
  readonly created: string[] = [];
  /** Paths relative to the media dir of photos replaced by this import (deleted after commit). */
  readonly obsolete: string[] = [];
  private readonly kept = new Set<string>();

  constructor(readonly mediaDir: string) {}

  /** A path still referenced after the import (never deleted as obsolete). */
  keep(relative: string): void {
    this.kept.add(relative);
  }

  async discard(): Promise<void> {
    const dirs = new Set<string>();
    for (const file of this.created.splice(0)) {
      await unlink(file).catch(() => {});
      dirs.add(path.dirname(file));
    }
    await removeEmptyDirs(dirs, this.mediaDir);
  }

  async commit(): Promise<void> {
    const dirs = new Set<string>();
    const variants = new ImageVariants(this.mediaDir);
    for (const rel of this.obsolete.splice(0)) {
      if (this.kept.has(rel)) continue;
      const file = safeMediaPath(this.mediaDir, rel);
      if (!file) continue;
      await unlink(file).catch(() => {});
      await variants.remove(rel);
      dirs.add(path.dirname(file));
    }
    this.created.length = 0;
    await removeEmptyDirs(dirs, this.mediaDir);
  }
}

async function removeEmptyDirs(dirs: Set<string>, root: string): Promise<void> {
  const rootResolved = path.resolve(root);
  for (const dir of dirs) {
    // rmdir fails on a non-empty directory, which is what we want.
    if (path.resolve(dir).startsWith(rootResolved + path.sep)) await rmdir(dir).catch(() => {});
  }
}

function safeMediaPath(mediaDir: string, relative: string): string | null {
  const file = path.resolve(mediaDir, relative);
  return file.startsWith(path.resolve(mediaDir) + path.sep) ? file : null;
}

interface StoredImage { width: number; height: number; size: number; hash8: string; file: string }

export interface WriterDeps {
  /** Root of the media files (config.mediaDir); photo.path is relative to it. */
  mediaDir: string;
  media: MediaTracker;
  /** Relative photo paths are resolved against it (the import file's directory). Default: process.cwd(). */
  baseDir?: string;
  /** id_url of new restaurants; default randomIdUrl (crypto). */
  idUrl?: () => string;
  /** Publication date of a record published without datePublished. Default: now. */
  now?: Date;
  fetchTimeoutMs?: number;
  fetch?: typeof fetch;
  /** Processed images by source, shared across the records of one import (same source → one sharp run). */
  imageCache?: Map<string, Promise<StoredImage>>;
  /** How many photos of a record are read and converted at once. Default 4. */
  photoConcurrency?: number;
}

export interface WriteResult { id: number; idUrl: string; created: boolean; photos: number }

async function readSource(src: string, deps: WriterDeps): Promise<Buffer> {
  if (/^https?:\/\//i.test(src)) {
    const doFetch = deps.fetch ?? fetch;
    let res: Response;
    try {
      res = await doFetch(src, { signal: AbortSignal.timeout(deps.fetchTimeoutMs ?? 15000), redirect: 'follow' });
    } catch (error) {
      const reason = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError') ? 'délai dépassé' : String((error as Error)?.message ?? error);
      throw new Error(`téléchargement impossible (${reason}) : ${src}`, { cause: error });
    }
    if (!res.ok) throw new Error(`téléchargement impossible (HTTP ${res.status}) : ${src}`);
    const length = Number(res.headers.get('content-length') ?? 0);
    if (length > MAX_SOURCE_BYTES) throw new Error(`image trop lourde (${Math.round(length / 1048576)} Mo) : ${src}`);
    const data = Buffer.from(await res.arrayBuffer());
    if (data.length > MAX_SOURCE_BYTES) throw new Error(`image trop lourde : ${src}`);
    return data;
  }
  const file = path.resolve(deps.baseDir ?? process.cwd(), src);
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new Error(`pas un fichier : ${file}`);
    if (info.size > MAX_SOURCE_BYTES) throw new Error(`image trop lourde (${Math.round(info.size / 1048576)} Mo) : ${file}`);
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(`fichier introuvable : ${file}`, { cause: error });
    throw error;
  }
}

/** webp, longest side at most 1920 px, quality 80, EXIF orientation applied. */
export async function toWebp(input: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  try {
    const { data, info } = await sharp(input, { limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: PHOTO_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    throw new Error(`image illisible (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(() => true, () => false);
}

/** Stores one photo as restaurants/<id_url>/<kind>-<position>-<hash8>.webp; returns its relative path and size. */
async function storePhoto(
  photo: { src: string; kind: PhotoKind; position: number },
  idUrl: string,
  deps: WriterDeps,
): Promise<{ path: string; width: number; height: number; size: number }> {
  const dir = path.join(deps.mediaDir, 'restaurants', idUrl);
  const key = /^https?:\/\//i.test(photo.src) ? photo.src : path.resolve(deps.baseDir ?? process.cwd(), photo.src);
  const cache = deps.imageCache;
  const cached = cache?.get(key);
  if (cached) {
    const img = await cached;
    const rel = `restaurants/${idUrl}/${photo.kind}-${photo.position}-${img.hash8}.webp`;
    const target = path.join(deps.mediaDir, rel);
    if (!(await exists(target))) {
      await mkdir(dir, { recursive: true });
      // Same bytes: a hard link costs no space; a copy when linking is not possible.
      await link(img.file, target).catch(() => copyFile(img.file, target));
      deps.media.created.push(target);
    }
    return { path: rel, width: img.width, height: img.height, size: img.size };
  }
  const work = (async (): Promise<StoredImage> => {
    const { data, width, height } = await toWebp(await readSource(photo.src, deps));
    const hash8 = createHash('sha256').update(data).digest('hex').slice(0, 8);
    const rel = `restaurants/${idUrl}/${photo.kind}-${photo.position}-${hash8}.webp`;
    const target = path.join(deps.mediaDir, rel);
    if (!(await exists(target))) {
      await mkdir(dir, { recursive: true });
      await writeFile(target, data);
      deps.media.created.push(target);
    }
    return { width, height, size: data.length, hash8, file: target };
  })();
  cache?.set(key, work);
  try {
    const img = await work;
    return { path: `restaurants/${idUrl}/${photo.kind}-${photo.position}-${img.hash8}.webp`, width: img.width, height: img.height, size: img.size };
  } catch (error) {
    cache?.delete(key);
    throw error;
  }
}

async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  let failed: unknown = null;
  const worker = async () => {
    while (next < items.length && failed === null) {
      const i = next++;
      try {
        out[i] = await fn(items[i], i);
      } catch (error) {
        failed ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failed !== null) throw failed;
  return out;
}

async function resolveCityRow(manager: EntityManager, record: RestaurantRecord): Promise<CityRef> {
  if (record.city) return record.city;
  const rows: { id: number; name: string; slug: string; postcodes: string[] }[] = await manager.query(
    `SELECT id, name, slug, postcodes FROM city WHERE slug = $1 OR name_key = mijote_unaccent($2) ORDER BY (slug = $1) DESC, id LIMIT 1`,
    [slugify(record.cityInput), record.cityInput],
  );
  if (!rows.length) throw new RecordError('address.city', `commune inconnue : « ${record.cityInput} »`);
  return rows[0];
}

async function newIdUrl(manager: EntityManager, deps: WriterDeps): Promise<string> {
  const generate = deps.idUrl ?? randomIdUrl;
  for (let attempt = 0; attempt < 10; attempt++) {
    const candidate = generate();
    if (!/^[A-Za-z0-9-]{8}$/.test(candidate)) throw new Error(`id_url invalide produit par le générateur : ${candidate}`);
    const taken: unknown[] = await manager.query(`SELECT 1 FROM restaurant WHERE id_url = $1`, [candidate]);
    if (!taken.length) return candidate;
  }
  throw new Error('impossible de trouver un id_url libre');
}

/**
 * Inserts or updates (matched on external_id) one restaurant and replaces everything that hangs off it.
 * Must run inside a transaction: on error the caller rolls back and calls deps.media.discard().
 */
export async function writeRestaurant(manager: EntityManager, record: RestaurantRecord, deps: WriterDeps): Promise<WriteResult> {
  const city = await resolveCityRow(manager, record);
  const existing: { id: number; id_url: string; date_published: Date | null }[] = await manager.query(
    `SELECT id, id_url, date_published FROM restaurant WHERE external_id = $1 FOR UPDATE`,
    [record.externalId],
  );
  const old = existing[0] ?? null;
  const now = deps.now ?? new Date();
  const datePublished = record.datePublished ?? old?.date_published?.toISOString() ?? (record.status === 'published' ? now.toISOString() : null);

  const columns = [
    record.name, record.slug, record.types, record.cuisines, record.street, record.postalCode, city.id, record.lat, record.lng,
    record.phone, record.averagePrice, record.biography, record.bookingUrl, record.isResaPhone, record.status, datePublished,
  ];
  let id: number;
  let idUrl: string;
  if (old) {
    id = old.id;
    idUrl = old.id_url.trim();
    await manager.query(
      `UPDATE restaurant SET name = $2, slug = $3, types = $4, cuisines = $5, street = $6, postal_code = $7, city_id = $8,
         lat = $9, lng = $10, phone = $11, average_price = $12, biography = $13, booking_url = $14, is_resa_phone = $15,
         status = $16, date_published = $17, date_update = now()
       WHERE id = $1`,
      [id, ...columns],
    );
    const oldPhotos: { path: string }[] = await manager.query(`SELECT path FROM photo WHERE restaurant_id = $1`, [id]);
    deps.media.obsolete.push(...oldPhotos.map((p) => p.path));
    await manager.query(`DELETE FROM photo WHERE restaurant_id = $1`, [id]);
    await manager.query(`DELETE FROM restaurant_filter WHERE restaurant_id = $1`, [id]);
    await manager.query(`DELETE FROM opening_range WHERE restaurant_id = $1`, [id]);
    await manager.query(`DELETE FROM special_date WHERE restaurant_id = $1`, [id]);
    await manager.query(`DELETE FROM menu WHERE restaurant_id = $1`, [id]);
    await manager.query(`DELETE FROM daily_menu WHERE restaurant_id = $1`, [id]);
    // Reviews of an import have no author account; reviews written on the site (author_id set) are kept.
    await manager.query(`DELETE FROM review WHERE restaurant_id = $1 AND author_id IS NULL`, [id]);
  } else {
    idUrl = await newIdUrl(manager, deps);
    const rows: { id: number }[] = await manager.query(
      `INSERT INTO restaurant (external_id, name, slug, types, cuisines, street, postal_code, city_id, lat, lng, phone,
         average_price, biography, booking_url, is_resa_phone, status, date_published, id_url, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, least(coalesce($17::timestamptz, now()), now()))
       RETURNING id`,
      [record.externalId, ...columns, idUrl],
    );
    id = rows[0].id;
  }

  if (record.filters.length) {
    await manager.query(
      `INSERT INTO restaurant_filter (restaurant_id, filter_id)
       SELECT $1, f.id FROM filter f WHERE f.label = ANY($2::text[]) AND f.group_key NOT IN ('type', 'cuisine')
       ON CONFLICT DO NOTHING`,
      [id, record.filters],
    );
  }

  if (record.openingRanges.length) {
    const r = record.openingRanges;
    await manager.query(
      `INSERT INTO opening_range (restaurant_id, weekday, opens, closes)
       SELECT $1, * FROM unnest($2::smallint[], $3::smallint[], $4::smallint[])`,
      [id, r.map((x) => x.weekday), r.map((x) => x.opens), r.map((x) => x.closes)],
    );
  }

  if (record.specialDates.length) {
    const sd = record.specialDates;
    const ranges = sd.flatMap((d) => (d.closed ? [] : d.ranges.map((x) => ({ day: d.day, ...x }))));
    await manager.query(
      `WITH sd AS (
         INSERT INTO special_date (restaurant_id, day, closed)
         SELECT $1, * FROM unnest($2::date[], $3::boolean[])
         RETURNING id, day)
       INSERT INTO special_date_range (special_date_id, opens, closes)
       SELECT sd.id, r.opens, r.closes FROM unnest($4::date[], $5::smallint[], $6::smallint[]) AS r(day, opens, closes)
       JOIN sd ON sd.day = r.day`,
      [id, sd.map((d) => d.day), sd.map((d) => d.closed), ranges.map((x) => x.day), ranges.map((x) => x.opens), ranges.map((x) => x.closes)],
    );
  }

  const hasMenuPhotos = record.photos.some((p) => p.kind === 'menu');
  if (record.menu || hasMenuPhotos) {
    const sections = record.menu?.sections ?? [];
    await manager.query(`INSERT INTO menu (restaurant_id, style, interactive) VALUES ($1, $2, $3)`, [
      id,
      record.menu?.style ?? 'classique',
      sections.length > 0 || !hasMenuPhotos,
    ]);
    if (sections.length) {
      const dishes = sections.flatMap((s, sp) => s.dishes.map((d, p) => ({ sp, p, ...d })));
      await manager.query(
        `WITH s AS (
           INSERT INTO menu_section (restaurant_id, position, title)
           SELECT $1, * FROM unnest($2::smallint[], $3::text[])
           RETURNING id, position)
         INSERT INTO menu_dish (section_id, position, name, description, price_cents)
         SELECT s.id, d.position, d.name, d.description, d.price_cents
         FROM unnest($4::smallint[], $5::smallint[], $6::text[], $7::text[], $8::integer[]) AS d(section_position, position, name, description, price_cents)
         JOIN s ON s.position = d.section_position`,
        [
          id,
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
  }

  if (record.dailyMenus.length) {
    const dm = record.dailyMenus;
    await manager.query(
      `INSERT INTO daily_menu (restaurant_id, title, description, price_cents, starts_on, ends_on)
       SELECT $1, * FROM unnest($2::text[], $3::text[], $4::integer[], $5::date[], $6::date[])`,
      [id, dm.map((d) => d.title), dm.map((d) => d.description), dm.map((d) => d.priceCents), dm.map((d) => d.startsOn), dm.map((d) => d.endsOn)],
    );
  }

  if (record.reviews.length) {
    const rv = record.reviews;
    await manager.query(
      `INSERT INTO review (restaurant_id, author_name, rating, text, visit_date, status, created_at, published_at)
       SELECT $1, a, r, t, v, s, c, CASE WHEN s = 'published' THEN c END
       FROM unnest($2::text[], $3::smallint[], $4::text[], $5::date[], $6::text[], $7::timestamptz[]) AS x(a, r, t, v, s, c)`,
      [id, rv.map((r) => r.author), rv.map((r) => r.rating), rv.map((r) => r.text), rv.map((r) => r.visitDate), rv.map((r) => r.status), rv.map((r) => r.createdAt)],
    );
  }

  if (record.photos.length) {
    const stored = await mapLimit(record.photos, deps.photoConcurrency ?? 4, async (p, i) => {
      try {
        return await storePhoto(p, idUrl, deps);
      } catch (error) {
        throw new RecordError(`photos[${i}].src`, error instanceof Error ? error.message : String(error));
      }
    });
    stored.forEach((s) => deps.media.keep(s.path));
    const ph = record.photos;
    await manager.query(
      `INSERT INTO photo (restaurant_id, kind, path, width, height, size_bytes, position, alt)
       SELECT $1, * FROM unnest($2::text[], $3::text[], $4::integer[], $5::integer[], $6::integer[], $7::smallint[], $8::text[])`,
      [id, ph.map((p) => p.kind), stored.map((s) => s.path), stored.map((s) => s.width), stored.map((s) => s.height), stored.map((s) => s.size), ph.map((p) => p.position), ph.map((p) => p.alt)],
    );
  }

  return { id, idUrl, created: !old, photos: record.photos.length };
}

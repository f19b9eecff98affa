/**
 * Writes one normalised restaurant record (import-record.ts) inside the caller's transaction:
 * upsert by external_id, then replace hours, special dates, filters, photos, menu, daily menus and imported reviews.
 * Derived columns (rating, review_count, filter_ids, week) are left to the triggers of the migration.
 * The restaurant row, its filters, hours, special dates and status go through the restaurants module (restaurantWrites,
 * changeRestaurantStatus); the photos, menus, imported reviews and waiting request through their modules' index.ts.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { EntityManager } from 'typeorm';
import { slugify } from '../../../../common/slug.js';
import { ImageVariants, type MediaStorage } from '../../modules/media/index.js';
import { RecordError, type CityRef, type PhotoKind, type RestaurantRecord } from './import-record.js';
import { cityBySlugOrName, idUrlTaken, lockRestaurantByExternalId } from './import.queries.js';
import { deletePhotosOf, insertPhotos, photoPathsOf } from '../../modules/media/index.js';
import { deleteMenusOf, insertDailyMenus, insertMenu, insertMenuSections } from '../../modules/menus/index.js';
import { ensureWaitingRequest } from '../../modules/publication/index.js';
import { deleteImportedReviews, insertImportedReviews } from '../../modules/reviews/index.js';
import { changeRestaurantStatus, randomIdUrl, restaurantWrites, type RestaurantColumns } from '../../modules/restaurants/index.js';

const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
const PHOTO_MAX_SIDE = 1920;
const PHOTO_QUALITY = 80;

/**
 * Media objects touched by an import, in the public media storage (MEDIA_DIR or the bucket, ADR 0039). Objects are
 * written as the records are, inside the transaction; after a rollback `discard()` deletes the new ones, after a
 * commit `commit()` deletes the replaced ones.
 */
export class MediaTracker {
  /** Keys written by this import (deleted on rollback). */
  readonly created: string[] = [];
  /** Keys of photos replaced by this import (deleted after commit). */
  readonly obsolete: string[] = [];
  private readonly kept = new Set<string>();

  constructor(readonly storage: MediaStorage) {}

  /** A key still referenced after the import (never deleted as obsolete). */
  keep(relative: string): void {
    this.kept.add(relative);
  }

  async discard(): Promise<void> {
    for (const key of this.created.splice(0)) await this.storage.delete(key).catch(() => {});
  }

  async commit(): Promise<void> {
    const variants = new ImageVariants(this.storage);
    for (const key of this.obsolete.splice(0)) {
      if (this.kept.has(key)) continue;
      await this.storage.delete(key).catch(() => {});
      await variants.remove(key).catch(() => {});
    }
    this.created.length = 0;
  }
}

interface StoredImage { width: number; height: number; size: number; hash8: string; data: Buffer }

export interface WriterDeps {
  /** The public media storage; photo.path is a key in it. */
  storage: MediaStorage;
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
async function toWebp(input: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
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

/** Writes a photo's object unless it is already there (same key, same content hash in the name). */
async function putPhoto(deps: WriterDeps, key: string, data: Buffer): Promise<void> {
  if ((await deps.storage.size(key)) !== null) return;
  await deps.storage.put(key, data, 'image/webp');
  deps.media.created.push(key);
}

/** Stores one photo as restaurants/<id_url>/<kind>-<position>-<hash8>.webp; returns its relative path and size. */
async function storePhoto(
  photo: { src: string; kind: PhotoKind; position: number },
  idUrl: string,
  deps: WriterDeps,
): Promise<{ path: string; width: number; height: number; size: number }> {
  const key = /^https?:\/\//i.test(photo.src) ? photo.src : path.resolve(deps.baseDir ?? process.cwd(), photo.src);
  const cache = deps.imageCache;
  const cached = cache?.get(key);
  if (cached) {
    const img = await cached;
    const rel = `restaurants/${idUrl}/${photo.kind}-${photo.position}-${img.hash8}.webp`;
    await putPhoto(deps, rel, img.data);
    return { path: rel, width: img.width, height: img.height, size: img.size };
  }
  const work = (async (): Promise<StoredImage> => {
    const { data, width, height } = await toWebp(await readSource(photo.src, deps));
    const hash8 = createHash('sha256').update(data).digest('hex').slice(0, 8);
    await putPhoto(deps, `restaurants/${idUrl}/${photo.kind}-${photo.position}-${hash8}.webp`, data);
    return { width, height, size: data.length, hash8, data };
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

/** The restaurant columns a record sets (its status and publication date go apart). */
function importedColumns(record: RestaurantRecord, cityId: number): Partial<RestaurantColumns> {
  return {
    name: record.name, slug: record.slug, types: record.types, cuisines: record.cuisines, street: record.street, postalCode: record.postalCode, cityId,
    lat: record.lat, lng: record.lng, phone: record.phone, averagePrice: record.averagePrice, biography: record.biography, bookingUrl: record.bookingUrl,
    isResaPhone: record.isResaPhone,
  };
}

async function resolveCityRow(manager: EntityManager, record: RestaurantRecord): Promise<CityRef> {
  if (record.city) return record.city;
  const city = await cityBySlugOrName(manager, slugify(record.cityInput), record.cityInput);
  if (!city) throw new RecordError('address.city', `commune inconnue : « ${record.cityInput} »`);
  return city;
}

async function newIdUrl(manager: EntityManager, deps: WriterDeps): Promise<string> {
  const generate = deps.idUrl ?? randomIdUrl;
  for (let attempt = 0; attempt < 10; attempt++) {
    const candidate = generate();
    if (!/^[A-Za-z0-9-]{8}$/.test(candidate)) throw new Error(`id_url invalide produit par le générateur : ${candidate}`);
    if (!(await idUrlTaken(manager, candidate))) return candidate;
  }
  throw new Error('impossible de trouver un id_url libre');
}

/**
 * Inserts or updates (matched on external_id) one restaurant and replaces everything that hangs off it.
 * Must run inside a transaction: on error the caller rolls back and calls deps.media.discard().
 */
export async function writeRestaurant(manager: EntityManager, record: RestaurantRecord, deps: WriterDeps): Promise<WriteResult> {
  const city = await resolveCityRow(manager, record);
  const old = (await lockRestaurantByExternalId(manager, record.externalId)) ?? null;
  const now = deps.now ?? new Date();
  const datePublished = record.datePublished ?? old?.date_published?.toISOString() ?? (record.status === 'published' ? now.toISOString() : null);

  let id: number;
  let idUrl: string;
  if (old) {
    id = old.id;
    idUrl = old.id_url.trim();
    // Two statements, ordered so that the check « a restaurant without a type is a draft » holds after each.
    const columns = () => restaurantWrites.update(manager, { id }, importedColumns(record, city.id));
    const status = () => changeRestaurantStatus(manager, id, record.status, { datePublished: { set: datePublished } });
    if (record.status === 'draft') await status().then(columns);
    else await columns().then(status);
    deps.media.obsolete.push(...(await photoPathsOf(manager, id)));
    // What an import replaces besides the restaurants module's parts; reviews written on the site are kept.
    await deletePhotosOf(manager, id);
    await deleteMenusOf(manager, id);
    await deleteImportedReviews(manager, id);
  } else {
    idUrl = await newIdUrl(manager, deps);
    id = await restaurantWrites.insert(manager, { externalId: record.externalId, ...importedColumns(record, city.id), status: record.status, datePublished, idUrl }, 'publication');
  }

  if (record.status === 'pending') await ensureWaitingRequest(manager, id, now);
  // The restaurants module's one write path for filters, hours and special dates (the owner's editor uses it too).
  await restaurantWrites.filters(manager, id, record.filters);
  await restaurantWrites.hours(manager, id, record.openingRanges);
  await restaurantWrites.specialDates(manager, id, record.specialDates, null);

  const hasMenuPhotos = record.photos.some((p) => p.kind === 'menu');
  if (record.menu || hasMenuPhotos) {
    const sections = record.menu?.sections ?? [];
    await insertMenu(manager, id, record.menu?.style ?? 'classique', sections.length > 0 || !hasMenuPhotos);
    if (sections.length) await insertMenuSections(manager, id, sections);
  }

  if (record.dailyMenus.length) await insertDailyMenus(manager, id, record.dailyMenus);
  if (record.reviews.length) await insertImportedReviews(manager, id, record.reviews);

  if (record.photos.length) {
    const stored = await mapLimit(record.photos, deps.photoConcurrency ?? 4, async (p, i) => {
      try {
        return await storePhoto(p, idUrl, deps);
      } catch (error) {
        throw new RecordError(`photos[${i}].src`, error instanceof Error ? error.message : String(error));
      }
    });
    stored.forEach((s) => deps.media.keep(s.path));
    await insertPhotos(manager, id, record.photos.map((p, i) => ({
      kind: p.kind, path: stored[i].path, width: stored[i].width, height: stored[i].height, size: stored[i].size, position: p.position, alt: p.alt,
    })));
  }

  return { id, idUrl, created: !old, photos: record.photos.length };
}

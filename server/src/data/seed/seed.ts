/**
 * Demo data: ~300 fictional restaurants over the communes of the Maine-et-Loire, written through the importer
 * (same record format, same validation, same writer) in one transaction. Does nothing when restaurants exist.
 *
 * Determinism: the records depend only on `seed` (default 49) and the reference day `today` (default: the current
 * day in Europe/Paris when the seed starts). Every date (publications, reviews, special dates, daily menus) is
 * relative to that day, so "published in the last 14 days" stays true whenever the seed runs, and the same seed with
 * the same day gives the same data (id_url included). Pictures are generated with sharp into a temporary folder,
 * converted by the writer into the media storage, and never committed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { MediaStorage } from '../../modules/media/index.js';
import { importRecords } from '../import/importer.js';
import { buildDemoRecords, parisToday, DEMO_DEFAULTS } from './demo-records.js';
import { generateDemoImages } from './images.js';
import { Random, seededIdUrl } from './random.js';
import { lockRestaurantTable, noRestaurant, seedCities } from './seed.queries.js';

export interface SeedOptions {
  /** The public media storage (mediaStores(config).public). */
  storage: MediaStorage;
  log: (message: string) => void;
  /** Reference day yyyy-mm-dd; default: today in Europe/Paris. */
  today?: string;
  seed?: number;
  /** Number of restaurants (default 300). */
  count?: number;
}

export interface SeedResult {
  skipped: boolean;
  restaurants: number;
  photos: number;
  today: string;
  milliseconds: number;
}

export async function seedDemoData(dataSource: DataSource, options: SeedOptions): Promise<SeedResult> {
  const started = Date.now();
  const today = options.today ?? parisToday();
  const seed = options.seed ?? DEMO_DEFAULTS.seed;
  const result = (skipped: boolean, restaurants = 0, photos = 0): SeedResult => ({ skipped, restaurants, photos, today, milliseconds: Date.now() - started });
  if (!(await noRestaurant(dataSource))) return result(true);

  const cities = await seedCities(dataSource);
  if (!cities.length) throw new Error('Données de démonstration : la table city est vide (données de référence absentes).');
  options.log(`Données de démonstration : génération (graine ${seed}, jour de référence ${today})…`);
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'mijote-seed-'));
  try {
    const images = await generateDemoImages(tmp);
    const records = buildDemoRecords(cities, { today, seed, count: options.count, images });
    const summary = await importRecords(dataSource, records, {
      storage: options.storage,
      log: options.log,
      idUrl: seededIdUrl(new Random(seed ^ 0x5eed)),
      now: new Date(`${today}T12:00:00Z`),
      // Concurrent starts: only the first one seeds (the lock waits for it; the others find rows and skip).
      beforeWrite: async (manager) => {
        await lockRestaurantTable(manager);
        return noRestaurant(manager);
      },
    });
    if (summary.skipped) return result(true);
    const done = result(false, summary.created, summary.photos);
    options.log(`Données de démonstration : ${summary.created} restaurants et ${summary.photos} photos créés en ${(done.milliseconds / 1000).toFixed(1)} s.`);
    return done;
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

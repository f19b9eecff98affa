import type { DataSource } from 'typeorm';
import { weekdayOf } from '../../common/schedule.js';
import { parisToday } from '../../common/search.js';
import { importRecords } from '../../server/src/data/import/importer.js';
import { FolderStorage } from '../../server/src/modules/media/index.js';
import type { ImportRecordInput } from '../../server/src/data/import/import-record.js';

/** Angers, place du Ralliement. */
export const ANGERS = { lat: 47.4712, lng: -0.5518 };

let counter = 0;

/** A valid import record with plain defaults; tests override what they look at. */
export function restaurantRecord(overrides: Partial<ImportRecordInput> = {}): ImportRecordInput {
  counter += 1;
  return {
    externalId: `test-${counter}`,
    name: `Restaurant ${counter}`,
    types: ['Traditionnel'],
    cuisines: ['Française'],
    address: { street: `${counter} rue Saint-Laud`, postalCode: '49100', city: 'Angers' },
    location: { ...ANGERS },
    phone: '02 41 00 00 00',
    averagePrice: 20,
    biography: 'Une table de test.',
    isResaPhone: true,
    filters: [],
    schedule: { lundi: [], mardi: [], mercredi: [], jeudi: [], vendredi: [], samedi: [], dimanche: [] },
    published: true,
    datePublished: '2026-01-15T10:00:00.000Z',
    photos: [],
    reviews: [],
    ...overrides,
  };
}

/** Writes the records through the importer (the one write path), photos into MEDIA_DIR, and returns id_url by externalId. */
export async function insertRestaurants(db: DataSource, records: ImportRecordInput[], mediaDir: string): Promise<Map<string, string>> {
  await importRecords(db, records, { storage: new FolderStorage(mediaDir), now: new Date() });
  const rows: { external_id: string; id_url: string }[] = await db.query('SELECT external_id, id_url FROM restaurant WHERE external_id = ANY($1)', [records.map((r) => r.externalId)]);
  return new Map(rows.map((r) => [r.external_id, r.id_url]));
}

/** Reviews giving an exact published average: e.g. ratings [4, 5] → 4.5. */
export function reviewsWithRatings(ratings: number[]) {
  return ratings.map((rating, i) => ({
    author: `Client ${i + 1}`,
    rating,
    text: 'Très bon moment, service attentionné.',
    visitDate: '2026-03-01',
    createdAt: '2026-03-02T12:00:00.000Z',
  }));
}

/** The next date (after today, Paris) falling on a weekday (Mon=0…Sun=6), as yyyy-mm-dd. */
export function nextWeekday(weekday: number, from = parisToday()): string {
  const d = new Date(`${from}T12:00:00Z`);
  do d.setUTCDate(d.getUTCDate() + 1);
  while (weekdayOf(d.toISOString().slice(0, 10)) !== weekday);
  return d.toISOString().slice(0, 10);
}

export function addDays(isoDay: string, days: number): string {
  const d = new Date(`${isoDay}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const frenchKey = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

export * from './restaurant-rows.js';

import 'reflect-metadata';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.js';
import { entities } from '../../server/src/composition.js';
import { openDatabase, type Database } from '../../server/src/db/database.js';
import { ImportError, importFile, importSummaryText } from '../../server/src/data/import/importer.js';
import { seedDemoData } from '../../server/src/data/seed/seed.js';
import { insertAccount } from '../factories/accounts.js';
import { insertReview } from '../factories/reviews.js';
import { freshDatabase } from './harness.js';
import { mediaStores, type MediaStorage } from '../../server/src/modules/media/index.js';


interface TestDb { db: Database; ds: DataSource; mediaDir: string; storage: MediaStorage; drop(): Promise<void> }

async function freshDb(): Promise<TestDb> {
  const fresh = await freshDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mijote-import-'));
  const config = loadConfig({ ...process.env, DATABASE_URL: fresh.url, DATA_DIR: dataDir, SEED_DEMO: '0' });
  const db = await openDatabase(config, () => {}, entities);
  return {
    db,
    ds: db.dataSource,
    mediaDir: config.mediaDir,
    storage: mediaStores(config).public,
    async drop() {
      await db.close();
      await fresh.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

async function count(ds: DataSource, table: string): Promise<number> {
  const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM ${table}`);
  return n;
}

const TABLES = ['restaurant', 'opening_range', 'special_date', 'special_date_range', 'restaurant_filter', 'photo', 'menu', 'menu_section', 'menu_dish', 'daily_menu', 'review'];

async function counts(ds: DataSource): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of TABLES) out[t] = await count(ds, t);
  return out;
}

function published(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    externalId: 'ext-1',
    name: 'Le Petit Marché',
    types: ['Traditionnel', 'Bistrot'],
    cuisines: ['Française'],
    address: { street: '12 rue Saint-Laud', postalCode: '49100', city: 'angers' },
    location: { lat: 47.4698, lng: -0.5528 },
    phone: '02 41 12 34 56',
    averagePrice: 24,
    biography: 'Une cuisine du marché.',
    bookingUrl: 'https://example.fr/resa',
    isResaPhone: true,
    filters: ['Terrasse', 'Végétarien', 'Carte bancaire'],
    schedule: { lundi: [], mardi: [['12:00', '14:00'], ['19:00', '22:30']], samedi: [['19:00', '01:30']], dimanche: [['12:00', '14:30']] },
    specialDates: { '25-12-2026': [false], '31-12-2026': [true, ['19:30', '02:00']], '01-01-2027': [true] },
    published: true,
    datePublished: '2026-03-01T10:00:00Z',
    photos: ['img/front.png', { src: 'img/big.png', alt: 'La salle' }, { src: 'img/front.png', kind: 'gallery' }],
    menu: {
      style: 'ardoise',
      sections: [
        { title: 'Entrées', dishes: [{ name: 'Terrine maison', price: 7.5 }, { name: 'Velouté', description: 'Selon le marché', price: 7 }] },
        { title: 'Plats', dishes: [{ name: 'Sandre au beurre blanc', price: 21 }] },
      ],
      daily: [{ description: 'Blanquette', price: 14.5, startsOn: '2026-03-02', endsOn: '2026-03-06' }],
    },
    reviews: [
      { author: 'Marie L.', rating: 5, text: 'Parfait.', visitDate: '2026-03-02', createdAt: '2026-03-03T12:00:00Z' },
      { author: 'Paul', rating: 4, text: 'Très bien.', visitDate: '2026-03-04', createdAt: '2026-03-05T12:00:00Z' },
      { author: 'Troll', rating: 1, text: 'Nul.', visitDate: '2026-03-04', createdAt: '2026-03-05T13:00:00Z', status: 'rejected' },
      { author: 'Lent', rating: 1, text: 'Bof.', visitDate: '2026-03-06', createdAt: '2026-03-07T13:00:00Z', status: 'pending' },
    ],
    ...over,
  };
}

function draft(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    externalId: 'ext-2',
    name: 'Crêperie de la Halle',
    types: ['Crêperie'],
    address: { street: '3 place Travot', postalCode: '49300', city: 'Cholet' },
    location: { lat: 47.06, lng: -0.88 },
    ...over,
  };
}

describe('restaurant import', () => {
  let t: TestDb;
  let dir: string;

  beforeAll(async () => {
    t = await freshDb();
    dir = mkdtempSync(path.join(os.tmpdir(), 'mijote-import-files-'));
    await mkdir(path.join(dir, 'img'));
    await sharp({ create: { width: 400, height: 300, channels: 3, background: '#b91c1c' } }).png().toFile(path.join(dir, 'img/front.png'));
    await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#15803d' } }).png().toFile(path.join(dir, 'img/big.png'));
    await sharp({ create: { width: 300, height: 300, channels: 3, background: '#1d4ed8' } }).png().toFile(path.join(dir, 'img/other.png'));
  });

  afterAll(async () => {
    await t?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function write(name: string, data: unknown): Promise<string> {
    const file = path.join(dir, name);
    await writeFile(file, JSON.stringify(data));
    return file;
  }

  it('creates restaurants, then updates them on re-import (matched on externalId)', async () => {
    const file = await write('first.json', [published(), draft()]);
    const summary = await importFile(t.ds, file, { storage: t.storage });
    expect(summary).toMatchObject({ total: 2, created: 2, updated: 0, photos: 3 });
    expect(importSummaryText(summary)).toBe('2 restaurants créés, 0 mis à jour');

    const [r] = await t.ds.query(`SELECT r.*, c.slug AS city_slug FROM restaurant r JOIN city c ON c.id = r.city_id WHERE external_id = 'ext-1'`);
    expect(r).toMatchObject({
      name: 'Le Petit Marché', slug: 'le-petit-marche', types: ['Traditionnel', 'Bistrot'], cuisines: ['Française'], postal_code: '49100',
      city_slug: 'angers', phone: '0241123456', average_price: 24, status: 'published', is_resa_phone: true, booking_url: 'https://example.fr/resa',
    });
    expect(r.id_url).toMatch(/^[A-Za-z0-9-]{8}$/);
    expect(new Date(r.date_published).toISOString()).toBe('2026-03-01T10:00:00.000Z');
    // Derived by the triggers: only the two published reviews count.
    expect(Number(r.rating)).toBe(4.5);
    expect(r.review_count).toBe(2);
    const filterLabels = (await t.ds.query(`SELECT label FROM filter WHERE id = ANY($1) ORDER BY label`, [r.filter_ids])).map((f: { label: string }) => f.label);
    expect(filterLabels).toEqual(['Bistrot', 'Carte bancaire', 'Française', 'Terrasse', 'Traditionnel', 'Végétarien']);
    const [{ open_sat_late, open_mon }] = await t.ds.query(
      `SELECT mijote_open_at($1, '2026-03-15', 60) AS open_sat_late, mijote_open_at($1, '2026-03-16', 720) AS open_mon`, [r.id]);
    expect(open_sat_late).toBe(true); // Saturday 19:00-01:30 runs into Sunday 01:00
    expect(open_mon).toBe(false);
    expect(r.week).not.toBe('{}');

    const sd = await t.ds.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, closed, (SELECT json_agg(json_build_array(opens, closes)) FROM special_date_range WHERE special_date_id = s.id) AS ranges
       FROM special_date s WHERE restaurant_id = $1 ORDER BY day`, [r.id]);
    expect(sd).toEqual([
      { day: '2026-12-25', closed: true, ranges: null },
      { day: '2026-12-31', closed: false, ranges: [[1170, 120]] },
      { day: '2027-01-01', closed: false, ranges: null },
    ]);

    const dishes = await t.ds.query(
      `SELECT s.position AS s, s.title, d.position AS p, d.name, d.price_cents FROM menu_section s JOIN menu_dish d ON d.section_id = s.id
       WHERE s.restaurant_id = $1 ORDER BY s.position, d.position`, [r.id]);
    expect(dishes.map((d: { title: string; name: string; price_cents: number }) => [d.title, d.name, d.price_cents])).toEqual([
      ['Entrées', 'Terrine maison', 750], ['Entrées', 'Velouté', 700], ['Plats', 'Sandre au beurre blanc', 2100],
    ]);
    const [menu] = await t.ds.query(`SELECT style, interactive FROM menu WHERE restaurant_id = $1`, [r.id]);
    expect(menu).toEqual({ style: 'ardoise', interactive: true });
    expect(await t.ds.query(`SELECT price_cents, to_char(starts_on, 'YYYY-MM-DD') s, to_char(ends_on, 'YYYY-MM-DD') e FROM daily_menu WHERE restaurant_id = $1`, [r.id]))
      .toEqual([{ price_cents: 1450, s: '2026-03-02', e: '2026-03-06' }]);

    const photos = await t.ds.query(`SELECT kind, position, path, width, height, size_bytes, alt FROM photo WHERE restaurant_id = $1 ORDER BY kind, position`, [r.id]);
    expect(photos.map((p: { kind: string; position: number }) => [p.kind, p.position])).toEqual([['devanture', 0], ['gallery', 0], ['gallery', 1]]);
    for (const p of photos) {
      expect(p.path).toMatch(new RegExp(`^restaurants/${r.id_url}/${p.kind}-${p.position}-[0-9a-f]{8}\\.webp$`));
      const meta = await sharp(path.join(t.mediaDir, p.path)).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([p.width, p.height]);
    }
    expect([photos[1].width, photos[1].height, photos[1].alt]).toEqual([1920, 1280, 'La salle']);
    expect([photos[0].width, photos[0].height]).toEqual([400, 300]);

    const [d] = await t.ds.query(`SELECT status, date_published, average_price, is_resa_phone, rating, review_count FROM restaurant WHERE external_id = 'ext-2'`);
    expect(d).toMatchObject({ status: 'draft', date_published: null, average_price: 15, is_resa_phone: true, review_count: 0 });

    // A review written on the site (author account) survives re-imports.
    const userId = await insertAccount(t.ds, { email: 'client@example.fr', firstName: 'Client', verified: false });
    await insertReview(t.ds, { restaurantId: r.id, authorId: userId, authorName: 'Client', rating: 2, text: 'Moyen.', visitDate: '2026-03-08', createdAt: '2026-03-09T10:00:00Z' });
    // Its author then deletes the account: the review stays, anonymised (no author), and is still no imported one (issue 28).
    await t.ds.query(`DELETE FROM app_user WHERE id = $1`, [userId]); // write under test
    const filesBefore = filesUnder(t.mediaDir);

    // Re-import: ext-1 renamed with other photos and one review, ext-2 published, ext-3 new.
    const second = await write('second.json', {
      restaurants: [
        published({
          name: 'Le Grand Marché',
          photos: ['img/other.png'],
          filters: ['Terrasse'],
          reviews: [{ author: 'Marie L.', rating: 3, text: 'Moins bien.', visitDate: '2026-03-10', createdAt: '2026-03-11T12:00:00Z' }],
          menu: null,
        }),
        draft({ published: true, datePublished: '2026-03-10T09:00:00Z' }),
        draft({ externalId: 'ext-3', name: 'Le Troisième', address: { street: '1 rue Nationale', postalCode: '49300', city: 'Cholet' } }),
      ],
    });
    const summary2 = await importFile(t.ds, second, { storage: t.storage });
    expect(summary2).toMatchObject({ total: 3, created: 1, updated: 2 });
    expect(importSummaryText(summary2)).toBe('1 restaurant créé, 2 mis à jour');

    const [r2] = await t.ds.query(`SELECT * FROM restaurant WHERE external_id = 'ext-1'`);
    expect(r2.id).toBe(r.id);
    expect(r2.id_url).toBe(r.id_url);
    expect([r2.name, r2.slug]).toEqual(['Le Grand Marché', 'le-grand-marche']);
    expect(Number(r2.rating)).toBe(2.5); // imported review 3 + site review 2
    expect(r2.review_count).toBe(2);
    expect(await count(t.ds, 'review')).toBe(2);
    // Imported reviews are marked so (shown « Avis repris d’une source antérieure »); the site's anonymised one is not.
    expect(await t.ds.query(`SELECT author_name, imported_at IS NOT NULL AS imported FROM review WHERE restaurant_id = $1 ORDER BY author_name`, [r.id]))
      .toEqual([{ author_name: 'Ancien membre', imported: false }, { author_name: 'Marie L.', imported: true }]);
    expect(await t.ds.query(`SELECT count(*)::int AS n FROM menu WHERE restaurant_id = $1`, [r.id])).toEqual([{ n: 0 }]);
    expect(await t.ds.query(`SELECT count(*)::int AS n FROM daily_menu WHERE restaurant_id = $1`, [r.id])).toEqual([{ n: 0 }]);
    expect(await t.ds.query(`SELECT count(*)::int AS n FROM restaurant_filter WHERE restaurant_id = $1`, [r.id])).toEqual([{ n: 1 }]);
    const photos2 = await t.ds.query(`SELECT path FROM photo WHERE restaurant_id = $1`, [r.id]);
    expect(photos2).toHaveLength(1);
    // The replaced pictures are gone, the new one is there.
    const filesAfter = filesUnder(t.mediaDir);
    expect(filesAfter).toContain(photos2[0].path);
    for (const p of photos) expect(filesAfter).not.toContain(p.path);
    expect(filesBefore.filter((f) => filesAfter.includes(f))).toEqual([]);

    const [d2] = await t.ds.query(`SELECT status, date_published FROM restaurant WHERE external_id = 'ext-2'`);
    expect(d2.status).toBe('published');
    expect(new Date(d2.date_published).toISOString()).toBe('2026-03-10T09:00:00.000Z');
    expect(await count(t.ds, 'restaurant')).toBe(3);
  });

  it('writes nothing when one record is invalid, and names it', async () => {
    const before = await counts(t.ds);
    const files = filesUnder(t.mediaDir);
    const file = await write('bad.json', [
      published({ externalId: 'new-1' }),
      draft({ externalId: 'new-2' }),
      draft({ externalId: 'bad-3', address: { street: '1 rue X', postalCode: '49000', city: 'Paris' } }),
      draft({ externalId: 'bad-4', name: 'X' }),
    ]);
    const error = await importFile(t.ds, file, { storage: t.storage }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).message).toBe('Enregistrement n°3 (externalId bad-3) : address.city : commune inconnue : « Paris »');
    expect((error as ImportError).position).toBe(3);
    expect(await counts(t.ds)).toEqual(before);
    expect(filesUnder(t.mediaDir)).toEqual(files);
  });

  it('rejects duplicate externalIds', async () => {
    const file = await write('dup.json', [draft({ externalId: 'dup' }), draft({ externalId: 'dup', name: 'Autre nom' })]);
    await expect(importFile(t.ds, file, { storage: t.storage })).rejects.toThrow(
      "Enregistrement n°2 (externalId dup) : externalId : en double (déjà utilisé par l'enregistrement n°1)");
  });

  it('rolls everything back (rows and media files) when the database refuses a record', async () => {
    await t.ds.query(`
      CREATE FUNCTION test_refuse_boum() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.name = 'Boum' THEN RAISE EXCEPTION 'restaurant refusé par le test' USING ERRCODE = 'check_violation', CONSTRAINT = 'test_boum'; END IF; RETURN NEW; END $$`);
    await t.ds.query(`CREATE TRIGGER test_refuse_boum BEFORE INSERT OR UPDATE ON restaurant FOR EACH ROW EXECUTE FUNCTION test_refuse_boum()`);
    try {
      const before = await counts(t.ds);
      const files = filesUnder(t.mediaDir);
      const file = await write('boum.json', [
        published({ externalId: 'tx-1', photos: ['img/big.png', 'img/other.png'] }),
        published({ externalId: 'ext-1', name: 'Nouveau nom' }),
        draft({ externalId: 'tx-3', name: 'Boum' }),
      ]);
      const error = await importFile(t.ds, file, { storage: t.storage }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ImportError);
      expect((error as ImportError).position).toBe(3);
      expect((error as Error).message).toMatch(/^Enregistrement n°3 \(externalId tx-3\) : refusé par la base de données : restaurant refusé par le test \(contrainte test_boum\)/);
      expect(await counts(t.ds)).toEqual(before);
      expect((await t.ds.query(`SELECT name FROM restaurant WHERE external_id = 'ext-1'`))[0].name).toBe('Le Grand Marché');
      // Photos of tx-1 were written during the transaction, then deleted; the old ones of ext-1 are kept.
      expect(filesUnder(t.mediaDir)).toEqual(files);
    } finally {
      await t.ds.query(`DROP TRIGGER test_refuse_boum ON restaurant; DROP FUNCTION test_refuse_boum()`);
    }
  });

  it('rolls back when a photo cannot be read', async () => {
    const before = await counts(t.ds);
    const files = filesUnder(t.mediaDir);
    const file = await write('missing.json', [published({ externalId: 'ph-1' }), published({ externalId: 'ph-2', photos: ['img/front.png', 'img/absent.jpg'] })]);
    const error = await importFile(t.ds, file, { storage: t.storage }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/^Enregistrement n°2 \(externalId ph-2\) : photos\[1\]\.src : fichier introuvable : .*img\/absent\.jpg/);
    expect(await counts(t.ds)).toEqual(before);
    expect(filesUnder(t.mediaDir)).toEqual(files);
  });

  it('reports unreadable files', async () => {
    await expect(importFile(t.ds, path.join(dir, 'nope.json'), { storage: t.storage })).rejects.toThrow(/Fichier introuvable/);
    const file = path.join(dir, 'broken.json');
    await writeFile(file, '[{');
    await expect(importFile(t.ds, file, { storage: t.storage })).rejects.toThrow(/Fichier JSON invalide/);
    await expect(importFile(t.ds, await write('empty.json', []), { storage: t.storage })).rejects.toThrow(/aucun restaurant/);
  });
});

describe('demo seed', () => {
  const TODAY = '2026-03-14';
  let a: TestDb;
  let b: TestDb;

  beforeAll(async () => {
    [a, b] = await Promise.all([freshDb(), freshDb()]);
  });
  afterAll(async () => {
    await a?.drop();
    await b?.drop();
  });

  /** Everything the seed writes, as one hash (ids included: same order of insertion). */
  async function fingerprint(ds: DataSource): Promise<string> {
    const parts = await Promise.all([
      ds.query(`SELECT id, id_url, external_id, name, slug, types, cuisines, street, postal_code, city_id, lat, lng, phone, average_price,
                       biography, booking_url, is_resa_phone, status, date_published, rating::text, review_count, filter_ids, week::text
                FROM restaurant ORDER BY id`),
      ds.query(`SELECT restaurant_id, weekday, opens, closes FROM opening_range ORDER BY restaurant_id, weekday, opens`),
      ds.query(`SELECT s.restaurant_id, s.day::text, s.closed, r.opens, r.closes FROM special_date s LEFT JOIN special_date_range r ON r.special_date_id = s.id ORDER BY 1, 2, 4`),
      ds.query(`SELECT restaurant_id, filter_id FROM restaurant_filter ORDER BY 1, 2`),
      ds.query(`SELECT restaurant_id, kind, position, path, width, height, size_bytes, alt FROM photo ORDER BY 1, 2, 3`),
      ds.query(`SELECT m.restaurant_id, m.style, s.position, s.title, d.position AS dp, d.name, d.description, d.price_cents
                FROM menu m JOIN menu_section s ON s.restaurant_id = m.restaurant_id JOIN menu_dish d ON d.section_id = s.id ORDER BY 1, 3, 5`),
      ds.query(`SELECT restaurant_id, title, description, price_cents, starts_on::text, ends_on::text FROM daily_menu ORDER BY 1, 5`),
      ds.query(`SELECT restaurant_id, author_name, rating, text, visit_date::text, status, created_at, published_at FROM review ORDER BY id`),
    ]);
    return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
  }

  it('is deterministic, realistic, and runs once', async () => {
    const started = Date.now();
    const logs: string[] = [];
    const ra = await seedDemoData(a.ds, { storage: a.storage, log: (m) => logs.push(m), today: TODAY });
    const elapsed = Date.now() - started;
    const rb = await seedDemoData(b.ds, { storage: b.storage, log: () => {}, today: TODAY });
    expect(ra).toMatchObject({ skipped: false, restaurants: 300, today: TODAY });
    expect(rb).toMatchObject({ skipped: false, restaurants: 300 });
    expect(elapsed).toBeLessThan(60_000);
    expect(await fingerprint(a.ds)).toBe(await fingerprint(b.ds));
    expect(filesUnder(a.mediaDir)).toEqual(filesUnder(b.mediaDir));

    // A second run does nothing.
    expect(await seedDemoData(a.ds, { storage: a.storage, log: () => {}, today: TODAY })).toMatchObject({ skipped: true, restaurants: 0 });
    expect(await count(a.ds, 'restaurant')).toBe(300);

    const [s] = await a.ds.query(`
      SELECT count(*) FILTER (WHERE status = 'published')::int AS published,
             count(*) FILTER (WHERE status <> 'published')::int AS unpublished,
             count(*) FILTER (WHERE date_published > timestamptz '${TODAY}T12:00:00Z' - interval '14 days')::int AS recent,
             count(*) FILTER (WHERE date_published > timestamptz '${TODAY}T12:00:00Z')::int AS future,
             min(average_price) AS min_price, max(average_price) AS max_price,
             count(DISTINCT city_id)::int AS cities
      FROM restaurant`);
    expect(s.published).toBe(280);
    expect(s.unpublished).toBe(20);
    expect(s.recent).toBe(15);
    expect(s.future).toBe(0);
    expect(s.min_price).toBeGreaterThanOrEqual(9);
    expect(s.max_price).toBeLessThanOrEqual(95);
    const [{ n: bigCities }] = await a.ds.query(`SELECT count(*)::int AS n FROM city WHERE population > 1500`);
    expect(s.cities).toBe(bigCities);
    const perCity = await a.ds.query(`SELECT c.slug, count(*)::int AS n FROM restaurant r JOIN city c ON c.id = r.city_id GROUP BY 1 ORDER BY 2 DESC LIMIT 2`);
    expect(perCity[0].slug).toBe('angers');
    expect(perCity[0].n).toBeGreaterThan(40);

    // Names unique per city; every restaurant has a devanture and 2-4 gallery pictures; 3-8 filters.
    expect(await a.ds.query(`SELECT city_id, slug FROM restaurant GROUP BY 1, 2 HAVING count(*) > 1`)).toEqual([]);
    expect(await a.ds.query(`
      SELECT r.id FROM restaurant r
      WHERE (SELECT count(*) FROM photo p WHERE p.restaurant_id = r.id AND kind = 'devanture') <> 1
         OR (SELECT count(*) FROM photo p WHERE p.restaurant_id = r.id AND kind = 'gallery') NOT BETWEEN 2 AND 4
         OR (SELECT count(*) FROM restaurant_filter f WHERE f.restaurant_id = r.id) NOT BETWEEN 3 AND 8`)).toEqual([]);
    // Rating and review count come from published reviews only; visits precede reviews.
    expect(await a.ds.query(`
      SELECT r.id FROM restaurant r
      LEFT JOIN LATERAL (SELECT count(*)::int AS n, coalesce(round(avg(rating)::numeric, 1), 0) AS avg FROM review WHERE restaurant_id = r.id AND status = 'published') v ON true
      WHERE r.review_count <> v.n OR r.rating <> v.avg`)).toEqual([]);
    const [rv] = await a.ds.query(`SELECT count(*) FILTER (WHERE status <> 'published')::int AS other, count(*) FILTER (WHERE visit_date > created_at::date)::int AS bad,
      max(c)::int AS max_per_restaurant FROM review JOIN (SELECT restaurant_id, count(*) c FROM review GROUP BY 1) x USING (restaurant_id)`);
    expect(rv.other).toBeGreaterThan(0);
    expect(rv.bad).toBe(0);
    expect(rv.max_per_restaurant).toBeLessThanOrEqual(25);
    expect(await count(a.ds, 'opening_range')).toBeGreaterThan(1500);
    expect(await a.ds.query(`SELECT 1 FROM opening_range WHERE closes <= opens LIMIT 1`)).toHaveLength(1);
    expect(await count(a.ds, 'special_date')).toBeGreaterThan(50);
    expect(await count(a.ds, 'menu')).toBeGreaterThan(200);
    expect(await count(a.ds, 'daily_menu')).toBeGreaterThan(0);
    // Pictures on disk match the rows (hard links or copies of a small palette).
    const [{ n: photoRows }] = await a.ds.query(`SELECT count(*)::int AS n FROM photo`);
    expect(filesUnder(a.mediaDir)).toHaveLength(photoRows);
    expect(logs.at(-1)).toMatch(/300 restaurants/);
  }, 180_000);
});

import type pg from 'pg';

/**
 * Bulk bench data in SQL: N published restaurants over the communes in proportion to population,
 * with types, cuisines, filters, weekly hours (some past midnight), special dates, photos, a menu and ratings.
 * Triggers are switched off for the bulk load and the derived columns are then computed by the same
 * SQL functions the triggers use, in one statement each.
 */
const BENCH_DISHES = ['Tiramisu maison', 'Pizza margherita', 'Pizza regina', 'Burger du chef', 'Burger végétarien', 'Salade César',
  'Salade de chèvre chaud', 'Entrecôte frites', 'Magret de canard', 'Sandre au beurre blanc', 'Galette complète', 'Crêpe au sucre',
  'Moules marinières', 'Fish and chips', 'Ramen', 'Sushi saumon', 'Poulet tikka masala', 'Couscous royal', 'Tajine d’agneau',
  'Houmous', 'Falafels', 'Lasagnes', 'Risotto aux cèpes', 'Gnocchis', 'Bœuf bourguignon', 'Blanquette de veau', 'Andouillette',
  'Rillauds d’Anjou', 'Quiche lorraine', 'Soupe à l’oignon', 'Crème brûlée', 'Mousse au chocolat', 'Tarte Tatin', 'Île flottante',
  'Profiteroles', 'Panna cotta', 'Fondant au chocolat', 'Café gourmand', 'Cheesecake', 'Nems'].map((d) => d.replace(/'/g, "''"));

/** `closedDay`: the special date a third of the restaurants are closed on (ISO day; Christmas unless said). */
export async function buildBenchData(client: pg.Client, count: number, options: { closedDay?: string } = {}): Promise<void> {
  await client.query('BEGIN');
  await client.query(`SET LOCAL session_replication_role = replica`);
  await client.query(`SELECT setseed(0.4242)`);
  await client.query(`
    CREATE TEMP TABLE weights ON COMMIT DROP AS
    SELECT id, lat, lng, postcodes[1] AS postcode,
           sum(population) OVER (ORDER BY id) - population AS lo, sum(population) OVER (ORDER BY id) AS hi,
           sum(population) OVER () AS total
    FROM city`);
  await client.query(`
    INSERT INTO restaurant (id_url, name, slug, types, cuisines, street, postal_code, city_id, lat, lng, phone,
                            average_price, biography, status, date_published, rating, review_count)
    SELECT lpad(to_hex(g), 8, '0'), 'Bench ' || g, 'bench-' || g,
           ARRAY[(ARRAY['Traditionnel','Brasserie','Bistrot','Crêperie','Pizzeria','Gastronomique','Bar-Restaurant','Guinguette'])[1 + floor(random() * 8)::int]],
           ARRAY[(ARRAY['Française','Française','Française','Italienne','Japonaise','Chinoise','Libanaise','Marocaine'])[1 + floor(random() * 8)::int]],
           g || ' rue du Banc d’essai', w.postcode, w.id,
           w.lat + (random() - 0.5) * 0.03, w.lng + (random() - 0.5) * 0.04,
           '02410' || lpad((g % 100000)::text, 5, '0'),
           8 + floor(random() * 80)::int, 'Restaurant de banc d’essai.', 'published', now() - (random() * 400 || ' days')::interval,
           round((2 + random() * 3)::numeric, 1), 1 + floor(random() * 60)::int
    FROM generate_series(1, $1::int) g
    CROSS JOIN LATERAL (SELECT floor(random() * (SELECT max(total) FROM weights))::bigint + g * 0 AS pick) p
    JOIN weights w ON p.pick >= w.lo AND p.pick < w.hi`, [count]);
  // About 8 filters each out of the non-type, non-cuisine vocabulary, with common labels more frequent.
  await client.query(`
    INSERT INTO restaurant_filter (restaurant_id, filter_id)
    SELECT DISTINCT r.id, f.id FROM restaurant r
    CROSS JOIN LATERAL (
      SELECT id FROM filter WHERE group_key NOT IN ('type', 'cuisine')
      AND random() < CASE WHEN label IN ('Carte bancaire', 'Terrasse', 'En famille', 'Espèces', 'Entre amis') THEN 0.45 ELSE 0.06 END + r.id * 0
    ) f`);
  await client.query(`
    INSERT INTO opening_range (restaurant_id, weekday, opens, closes)
    SELECT r.id, d, x.opens, x.closes FROM restaurant r
    CROSS JOIN generate_series(0, 6) d
    CROSS JOIN LATERAL (VALUES (720, 840), (1140, CASE WHEN r.id % 7 = 0 AND d IN (4, 5) THEN 90 ELSE 1350 END)) x(opens, closes)
    WHERE d <> (r.id % 7)`);
  await client.query(`
    INSERT INTO special_date (restaurant_id, day, closed)
    SELECT id, $1::date, true FROM restaurant WHERE id % 3 = 0`, [options.closedDay ?? '2026-12-25']);
  await client.query(`
    INSERT INTO photo (restaurant_id, kind, path, width, height, size_bytes, position, alt)
    SELECT r.id, CASE WHEN k = 0 THEN 'devanture' ELSE 'gallery' END, 'bench/photo-' || (r.id % 40) || '-' || k || '.webp', 1200, 800, 30000, k, 'Photo ' || k
    FROM restaurant r CROSS JOIN generate_series(0, 2) k`);
  // A menu of 6 dishes each out of 40 names, so the search box's dish branch (issue 15) reads a real trigram index.
  await client.query(`INSERT INTO menu (restaurant_id) SELECT id FROM restaurant`);
  await client.query(`INSERT INTO menu_section (restaurant_id, position, title) SELECT id, 0, 'Plats' FROM restaurant`);
  await client.query(`
    INSERT INTO menu_dish (section_id, position, name, price_cents)
    SELECT s.id, k, (ARRAY[${BENCH_DISHES.map((d) => `'${d}'`).join(', ')}])[1 + (s.id * 7 + k * 13) % ${BENCH_DISHES.length}], 900 + k * 150
    FROM menu_section s CROSS JOIN generate_series(0, 5) k`);
  await client.query(`UPDATE restaurant SET filter_ids = mijote_filter_ids(id, types, cuisines), week = mijote_week(id)`);
  await client.query('COMMIT');
  // The bulk load updated every row once (the derived columns above), which leaves every row's first
  // version dead and the table twice its size; rewrite it as a table filled once would be.
  await client.query('VACUUM FULL ANALYZE');
}

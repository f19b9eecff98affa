/** A TypeORM DataSource, or the e2e specs' `dbQuery` bound to their server's database: both answer the rows. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of any shape, as DataSource.query answers them.
export interface Queryable { query(sql: string, params?: unknown[]): Promise<any[]> }

const idOf = async (db: Queryable, idUrl: string): Promise<number> => (await db.query('SELECT id FROM restaurant WHERE id_url = $1', [idUrl]))[0].id;

/**
 * What a complete restaurant has beyond the factory's record (SPEC §5): a carte, a devanture and a filter; with
 * `fromScratch` (a restaurant just registered), hours on Monday and a description too.
 */
export async function completeRestaurant(db: Queryable, idUrl: string, fromScratch = false): Promise<void> {
  const id = await idOf(db, idUrl);
  if (fromScratch) {
    await db.query(`INSERT INTO opening_range (restaurant_id, weekday, opens, closes) VALUES ($1, 0, 720, 840)`, [id]);
    await db.query(`UPDATE restaurant SET biography = 'Une cuisine de saison, au cœur de l’Anjou.', types = ARRAY['Traditionnel'] WHERE id = $1`, [id]);
  }
  await db.query(`INSERT INTO menu (restaurant_id) VALUES ($1) ON CONFLICT DO NOTHING`, [id]);
  const [section] = await db.query(`INSERT INTO menu_section (restaurant_id, position, title) VALUES ($1, 0, 'Plats') RETURNING id`, [id]);
  await db.query(`INSERT INTO menu_dish (section_id, position, name, price_cents) VALUES ($1, 0, 'Tarte fine', 1200)`, [section.id]);
  await db.query(`INSERT INTO photo (restaurant_id, kind, path, width, height, size_bytes, position, alt) VALUES ($1, 'devanture', 'restaurants/x/devanture.webp', 1600, 1200, 1000, 0, 'Devanture')`, [id]);
  await db.query(`INSERT INTO restaurant_filter (restaurant_id, filter_id) SELECT $1, id FROM filter WHERE label = 'Terrasse'`, [id]);
}

/** A waiting publication request of the restaurant, as sendPublication leaves it (`hoursAgo` hours ago); answers its id. */
export async function pendingRequest(db: Queryable, idUrl: string, hoursAgo = 0): Promise<number> {
  const id = await idOf(db, idUrl);
  await db.query(`UPDATE restaurant SET status = 'pending' WHERE id = $1`, [id]);
  const [row] = await db.query(`INSERT INTO publication_request (restaurant_id, requested_by, requested_at)
    SELECT id, owner_id, now() - make_interval(hours => $2) FROM restaurant WHERE id = $1 RETURNING id`, [id, hoursAgo]);
  return row.id;
}

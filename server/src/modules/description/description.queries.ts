import type { Db } from '../../db/transaction.js';
import type { RestaurantStatus } from '../../../../common/restaurant-status.js';

/** The restaurant a description page is about: its owner, state, text and the parts of its public address. */
export interface DescriptionHeadRow {
  id: number;
  id_url: string;
  owner_id: number | null;
  status: RestaurantStatus;
  name: string;
  biography: string;
  city_slug: string;
}

/** One restaurant by its numeric id or id_url; `lock` holds its row until the transaction ends (uploads and saves queue). */
export async function descriptionHead(db: Db, ref: number | string, lock = false): Promise<DescriptionHeadRow | undefined> {
  const rows: DescriptionHeadRow[] = await db.query(
    `SELECT r.id, r.id_url, r.owner_id, r.status, r.name, r.biography, c.slug AS city_slug
     FROM restaurant r JOIN city c ON c.id = r.city_id
     WHERE ${typeof ref === 'number' ? 'r.id = $1' : 'r.id_url = $1'}${lock ? ' FOR UPDATE OF r' : ''}`, [ref]);
  return rows[0];
}

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

/** One restaurant by its id (the ownership and its lock are the restaurants module's checkOwner). */
export async function descriptionHead(db: Db, id: number): Promise<DescriptionHeadRow | undefined> {
  const rows: DescriptionHeadRow[] = await db.query(
    `SELECT r.id, r.id_url, r.owner_id, r.status, r.name, r.biography, c.slug AS city_slug
     FROM restaurant r JOIN city c ON c.id = r.city_id
     WHERE r.id = $1`, [id]);
  return rows[0];
}

import type { Db } from '../../db/transaction.js';

export interface AddressCityRow { id: number; name: string }

/**
 * The commune of a restaurant address: one whose postcodes hold the address's, the one named like the address's city
 * first (several communes share a postcode), then the most populated.
 */
export async function cityForAddress(db: Db, postalCode: string, cityName: string): Promise<AddressCityRow | undefined> {
  const rows: AddressCityRow[] = await db.query(
    `SELECT id, name FROM city WHERE postcodes @> ARRAY[$1]::text[]
     ORDER BY (name_key = mijote_unaccent($2)) DESC, population DESC, id LIMIT 1`, [postalCode, cityName.trim()]);
  return rows[0];
}

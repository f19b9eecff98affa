import type { Db } from '../../db/transaction.js';

/** The owner's restaurant as the information page edits it (restaurateur.service.ts), minutes as stored. */
export interface InfoRow {
  id: number; id_url: string; owner_id: number | null; status: string; name: string; types: string[]; cuisines: string[];
  street: string; postal_code: string; city: string; city_slug: string; lat: number; lng: number; phone: string | null; average_price: number; date_update: Date;
  /** Labels of its restaurant_filter rows, in vocabulary order (types and cuisines are columns). */
  filters: string[];
  ranges: { weekday: number; opens: number; closes: number }[];
  /** Special dates from `today` on, each with its ranges (none: closed, or open as usual). */
  specials: { day: string; closed: boolean; ranges: { opens: number; closes: number }[] }[];
}

/** One row: the restaurant `idUrl` names with its filters, weekly ranges and coming special dates; undefined when none. */
export async function restaurantInfo(db: Db, idUrl: string, today: string): Promise<InfoRow | undefined> {
  const [row]: InfoRow[] = await db.query(
    `SELECT r.id, r.id_url, r.owner_id, r.status, r.name, r.types, r.cuisines, r.street, r.postal_code, c.name AS city, c.slug AS city_slug,
            r.lat, r.lng, r.phone, r.average_price, r.date_update,
            coalesce((SELECT array_agg(f.label ORDER BY f.id) FROM restaurant_filter rf JOIN filter f ON f.id = rf.filter_id
                      WHERE rf.restaurant_id = r.id AND f.group_key NOT IN ('type', 'cuisine')), '{}') AS filters,
            coalesce((SELECT json_agg(json_build_object('weekday', o.weekday, 'opens', o.opens, 'closes', o.closes) ORDER BY o.weekday, o.opens)
                      FROM opening_range o WHERE o.restaurant_id = r.id), '[]') AS ranges,
            coalesce((SELECT json_agg(json_build_object('day', to_char(s.day, 'YYYY-MM-DD'), 'closed', s.closed, 'ranges',
                        coalesce((SELECT json_agg(json_build_object('opens', x.opens, 'closes', x.closes) ORDER BY x.opens)
                                  FROM special_date_range x WHERE x.special_date_id = s.id), '[]')) ORDER BY s.day)
                      FROM special_date s WHERE s.restaurant_id = r.id AND s.day >= $2::date), '[]') AS specials
     FROM restaurant r JOIN city c ON c.id = r.city_id WHERE r.id_url = $1`, [idUrl, today]);
  return row;
}

import type { Db } from '../../db/transaction.js';
import { retentionInterval } from '../../../../common/retention-periods.js';
import type { PublicationRequirement } from '../../../../common/publication-rules.js';
import type { RestaurantStatus as PublicationStatus } from '../../../../common/restaurant-status.js';

/** A restaurant's owner and state, and which of the SPEC §5 requirements it meets. */
export type PublicationRow = { id: number; owner_id: number | null; status: PublicationStatus; id_url: string; name: string; city_slug: string } & Record<PublicationRequirement, boolean>;

/**
 * The SPEC §5 requirements of the restaurant `r`, as columns named after them: hours, a carte (a dish, a photo of the
 * carte or a current daily menu), a description, a devanture, at least one filter, a type.
 */
const REQUIREMENT_COLUMNS = `
       EXISTS (SELECT 1 FROM opening_range o WHERE o.restaurant_id = r.id) AS schedule,
       (EXISTS (SELECT 1 FROM menu_section s JOIN menu_dish d ON d.section_id = s.id WHERE s.restaurant_id = r.id)
         OR EXISTS (SELECT 1 FROM photo p WHERE p.restaurant_id = r.id AND p.kind IN ('menu', 'daily_menu'))
         OR EXISTS (SELECT 1 FROM daily_menu m WHERE m.restaurant_id = r.id AND m.ends_on >= current_date)) AS menu,
       length(btrim(r.biography)) > 0 AS listdesc,
       EXISTS (SELECT 1 FROM photo p WHERE p.restaurant_id = r.id AND p.kind = 'devanture') AS devanture,
       EXISTS (SELECT 1 FROM restaurant_filter f WHERE f.restaurant_id = r.id) AS filters,
       cardinality(r.types) > 0 AS type`;

/** A restaurant's state and requirements, in one statement. */
export async function publicationState(db: Db, restaurantId: number): Promise<PublicationRow | undefined> {
  const rows: PublicationRow[] = await db.query(
    `SELECT r.id, r.owner_id, r.status, r.id_url, r.name, c.slug AS city_slug, ${REQUIREMENT_COLUMNS}
     FROM restaurant r JOIN city c ON c.id = r.city_id WHERE r.id = $1`, [restaurantId]);
  return rows[0];
}

/** A waiting request as the moderation lists it, with the restaurant's requirements checked again. */
export type PendingRequestRow = PublicationRow & {
  request_id: number; requested_at: Date; city_name: string; owner_name: string | null; owner_email: string | null;
};

/** The waiting requests, oldest first (index publication_request_queue). */
export async function pendingRequests(db: Db, limit: number): Promise<PendingRequestRow[]> {
  return db.query(
    `SELECT q.id AS request_id, q.requested_at, r.id, r.owner_id, r.status, r.id_url, r.name, c.slug AS city_slug, c.name AS city_name,
            nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), '') AS owner_name, u.email AS owner_email, ${REQUIREMENT_COLUMNS}
     FROM publication_request q JOIN restaurant r ON r.id = q.restaurant_id JOIN city c ON c.id = r.city_id LEFT JOIN app_user u ON u.id = r.owner_id
     WHERE q.status = 'pending' ORDER BY q.requested_at, q.id LIMIT $1`, [limit]);
}

/** A waiting request with what its decision needs: the restaurant's name and city, the owner's address (locked). */
export type DecisionTarget = { request_id: number; status: string; restaurant_id: number; id_url: string; name: string; city_slug: string; owner_email: string | null; owner_first_name: string | null };

export async function lockDecisionTarget(db: Db, requestId: number): Promise<DecisionTarget | undefined> {
  const rows: DecisionTarget[] = await db.query(
    `SELECT q.id AS request_id, q.status, r.id AS restaurant_id, r.id_url, r.name, c.slug AS city_slug, u.email AS owner_email, u.first_name AS owner_first_name
     FROM publication_request q JOIN restaurant r ON r.id = q.restaurant_id JOIN city c ON c.id = r.city_id LEFT JOIN app_user u ON u.id = r.owner_id
     WHERE q.id = $1 FOR UPDATE OF q, r`, [requestId]);
  return rows[0];
}

/** Decided publication requests, deleted 5 years after their decision (common RETENTION_PERIODS.publicationRequests), at most `limit`; answers how many. */
export async function purgeDecidedRequests(db: Db, limit: number): Promise<number> {
  const [row]: { n: number }[] = await db.query(
    `WITH gone AS (DELETE FROM publication_request WHERE id IN (
       SELECT id FROM publication_request WHERE status <> 'pending' AND decided_at < now() - interval '${retentionInterval('publicationRequests')}' ORDER BY id LIMIT $1) RETURNING 1)
     SELECT count(*)::int AS n FROM gone`, [limit]);
  return row.n;
}

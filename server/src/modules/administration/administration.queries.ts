import type { DirectorySort } from '../../../../common/administration-rules.js';
import { likeEscaped } from '../../db/like-pattern.js';
import type { Db } from '../../db/transaction.js';

export interface DirectoryRow {
  id: number; id_url: string; name: string; city: string; city_slug: string; status: string; date_update: Date;
  owner_name: string | null; owner_email: string | null; subscription: string | null; total: number;
}

const ORDER: Record<DirectorySort, string> = { name: 'lower(r.name)', city: 'c.name', status: 'r.status', updated: 'r.date_update' };
const likeText = (q: string) => `%${likeEscaped(q)}%`;

/** One page of the directory: restaurants whose name, commune or owner's e-mail contains `q`, sorted, with the total. */
export async function directoryPage(db: Db, q: string, sort: DirectorySort, descending: boolean, limit: number, offset: number): Promise<DirectoryRow[]> {
  return db.query(
    `SELECT r.id, r.id_url, r.name, c.name AS city, c.slug AS city_slug, r.status, r.date_update, u.email AS owner_email,
            nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), '') AS owner_name, s.state AS subscription, count(*) OVER ()::int AS total
     FROM restaurant r JOIN city c ON c.id = r.city_id LEFT JOIN app_user u ON u.id = r.owner_id LEFT JOIN subscription s ON s.restaurant_id = r.id
     WHERE $1 = '' OR r.name ILIKE $2 OR c.name ILIKE $2 OR u.email ILIKE $2
     ORDER BY ${ORDER[sort]} ${descending ? 'DESC' : 'ASC'}, r.id LIMIT $3 OFFSET $4`,
    [q, likeText(q), limit, offset]);
}

export interface RestaurantFileRow extends Omit<DirectoryRow, 'total'> {
  owner_id: number | null; owner_first_name: string | null; date_published: Date | null; period_end: string | null; card_last_digits: string | null;
  next_due_date: string | null; phone: string | null; ends_on: string | null; renewal_holds: string[] | null;
}

/** A restaurant's file as area 1 opens it (locked for the caller's transaction when asked). */
export async function restaurantFile(db: Db, idUrl: string, lock = false): Promise<RestaurantFileRow | undefined> {
  const [row]: RestaurantFileRow[] = await db.query(
    `SELECT r.id, r.id_url, r.name, c.name AS city, c.slug AS city_slug, r.phone, r.status, r.date_update, r.date_published, r.owner_id,
            u.email AS owner_email, u.first_name AS owner_first_name, nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), '') AS owner_name,
            s.state AS subscription, to_char(s.current_period_end, 'YYYY-MM-DD') AS period_end, to_char(s.next_due_date, 'YYYY-MM-DD') AS next_due_date,
            s.card_last_digits, to_char(s.ends_on, 'YYYY-MM-DD') AS ends_on, s.renewal_holds
     FROM restaurant r JOIN city c ON c.id = r.city_id LEFT JOIN app_user u ON u.id = r.owner_id LEFT JOIN subscription s ON s.restaurant_id = r.id
     WHERE r.id_url = $1 ${lock ? 'FOR UPDATE OF r' : ''}`, [idUrl]);
  return row;
}

export interface FileInvoiceRow { number: string; issued_at: Date; period_start: string; period_end: string; total_ttc_cents: number; mode: string }

/** The restaurant's invoices, newest first. */
export async function restaurantInvoices(db: Db, restaurantId: number): Promise<FileInvoiceRow[]> {
  return db.query(
    `SELECT i.number, i.issued_at, to_char(i.period_start, 'YYYY-MM-DD') AS period_start, to_char(i.period_end, 'YYYY-MM-DD') AS period_end,
            i.total_ttc_cents, i.mode
     FROM invoice i JOIN subscription s ON s.id = i.subscription_id WHERE s.restaurant_id = $1 ORDER BY i.issued_at DESC, i.id DESC LIMIT 60`, [restaurantId]);
}

export interface FileRequestRow { requested_at: Date; status: string; decided_at: Date | null; reason: string | null }

/** The restaurant's publication requests, newest first. */
export async function restaurantRequests(db: Db, restaurantId: number): Promise<FileRequestRow[]> {
  return db.query(
    `SELECT requested_at, status, decided_at, reason FROM publication_request WHERE restaurant_id = $1 ORDER BY requested_at DESC, id DESC LIMIT 50`, [restaurantId]);
}

export interface AccountRow {
  id: number; email: string; name: string; role: string; email_verified: boolean; disabled_at: Date | null; created_at: Date; last_login_at: Date | null;
  restaurant_name: string | null; total: number;
}

/** One page of the accounts whose e-mail or name contains `q`, newest first; never a password hash. */
export async function accountsPage(db: Db, q: string, limit: number, offset: number): Promise<AccountRow[]> {
  return db.query(
    `SELECT u.id, u.email, btrim(concat_ws(' ', u.first_name, u.last_name)) AS name, u.role, u.email_verified, u.disabled_at, u.created_at, u.last_login_at,
            (SELECT r.name FROM restaurant r WHERE r.owner_id = u.id ORDER BY r.id LIMIT 1) AS restaurant_name, count(*) OVER ()::int AS total
     FROM app_user u
     WHERE $1 = '' OR u.email ILIKE $2 OR concat_ws(' ', u.first_name, u.last_name) ILIKE $2
     ORDER BY u.created_at DESC, u.id DESC LIMIT $3 OFFSET $4`,
    [q, likeText(q), limit, offset]);
}

export interface FiguresRow {
  by_status: { status: string; n: number }[];
  by_city: { city: string; n: number }[];
  subscriptions: { state: string; n: number }[];
  revenue: { month: string; ht: number; vat: number; ttc: number; invoices: number }[];
  waiting: { n: number; oldest_hours: number | null; average_hours: number | null };
}

/** The directory's figures in one statement: restaurants by state and commune, subscriptions, 12 months of invoiced revenue, the waiting requests. */
export async function directoryFigures(db: Db): Promise<FiguresRow> {
  const [row]: FiguresRow[] = await db.query(
    `SELECT
       (SELECT coalesce(json_agg(x ORDER BY x.n DESC), '[]') FROM (SELECT status, count(*)::int AS n FROM restaurant GROUP BY status) x) AS by_status,
       (SELECT coalesce(json_agg(x ORDER BY x.n DESC, x.city), '[]') FROM (SELECT c.name AS city, count(*)::int AS n FROM restaurant r JOIN city c ON c.id = r.city_id
          WHERE r.status = 'published' GROUP BY c.name ORDER BY count(*) DESC, c.name LIMIT 12) x) AS by_city,
       (SELECT coalesce(json_agg(x ORDER BY x.n DESC), '[]') FROM (SELECT state, count(*)::int AS n FROM subscription GROUP BY state) x) AS subscriptions,
       (SELECT coalesce(json_agg(x ORDER BY x.month), '[]') FROM (
          SELECT to_char(m, 'YYYY-MM') AS month, coalesce(sum(i.net_ht_cents), 0)::int AS ht, coalesce(sum(i.vat_cents), 0)::int AS vat,
                 coalesce(sum(i.total_ttc_cents), 0)::int AS ttc, count(i.id)::int AS invoices
          FROM generate_series(date_trunc('month', now() AT TIME ZONE 'Europe/Paris') - interval '11 months', date_trunc('month', now() AT TIME ZONE 'Europe/Paris'), interval '1 month') m
          LEFT JOIN invoice i ON date_trunc('month', i.issued_at AT TIME ZONE 'Europe/Paris') = m
          GROUP BY m) x) AS revenue,
       (SELECT json_build_object('n', count(*)::int, 'oldest_hours', round(extract(epoch FROM now() - min(requested_at)) / 3600),
                                 'average_hours', round(avg(extract(epoch FROM now() - requested_at)) / 3600))
          FROM publication_request WHERE status = 'pending') AS waiting`);
  return row;
}

export interface ClaimLinkRow { created_at: Date; email: string; expires_at: Date; account_created: boolean; handed_over: boolean }

/** The registration links admins sent for this restaurant (to hand it to its manager), newest first. */
export async function claimLinks(db: Db, restaurantId: number): Promise<ClaimLinkRow[]> {
  return db.query(
    `SELECT created_at, email, expires_at, user_id IS NOT NULL AS account_created, restaurant_id IS NOT NULL AS handed_over
     FROM registration WHERE claim_restaurant_id = $1 ORDER BY created_at DESC, id DESC LIMIT 20`, [restaurantId]);
}

import type { Db } from '../../db/transaction.js';
import { retentionInterval } from '../../../../common/retention-periods.js';

/** Adds one phone click to a restaurant's figures of the Paris day (the day's row is created on its first click). */
export async function addPhoneClick(db: Db, restaurantId: number): Promise<void> {
  await db.query(
    `INSERT INTO analytics_day (restaurant_id, day, phone_clicks) VALUES ($1, (now() AT TIME ZONE 'Europe/Paris')::date, 1)
     ON CONFLICT (restaurant_id, day) DO UPDATE SET phone_clicks = analytics_day.phone_clicks + 1`, [restaurantId]);
}

const VISIT = `restaurant_id = $1 AND day = $2::date AND session_hash = $3`;

/**
 * One page view of a session ($3) and visitor ($4) on the Paris day $2: +1 view; +1 session for the session's first view
 * of the day, +1 visitor when no other session of the same visitor came before it that day; a second view of the page
 * makes the session engaged. One statement: its parts read the same snapshot, taken before the visit's row is added.
 */
export async function addPageView(db: Db, restaurantId: number, day: string, sessionHash: string, visitorHash: string): Promise<void> {
  await db.query(
    `WITH known_session AS (SELECT 1 FROM page_visit WHERE ${VISIT}),
          known_visitor AS (SELECT 1 FROM page_visit WHERE restaurant_id = $1 AND day = $2::date AND visitor_hash = $4 LIMIT 1),
          added AS (INSERT INTO page_visit (restaurant_id, day, session_hash, visitor_hash) VALUES ($1, $2::date, $3, $4) ON CONFLICT DO NOTHING RETURNING 1),
          engaged AS (UPDATE page_visit SET engaged = true WHERE ${VISIT} AND NOT engaged AND EXISTS (SELECT 1 FROM known_session) RETURNING 1)
     INSERT INTO analytics_day (restaurant_id, day, views, sessions, visitors, engaged_sessions)
     VALUES ($1, $2::date, 1, (SELECT count(*) FROM added),
             CASE WHEN EXISTS (SELECT 1 FROM added) AND NOT EXISTS (SELECT 1 FROM known_visitor) THEN 1 ELSE 0 END, (SELECT count(*) FROM engaged))
     ON CONFLICT (restaurant_id, day) DO UPDATE SET views = analytics_day.views + 1, sessions = analytics_day.sessions + EXCLUDED.sessions,
       visitors = analytics_day.visitors + EXCLUDED.visitors, engaged_sessions = analytics_day.engaged_sessions + EXCLUDED.engaged_sessions`,
    [restaurantId, day, sessionHash, visitorHash]);
}

/** Whether the session ($3) has already viewed the restaurant's page on the Paris day $2. */
export async function knownVisit(db: Db, restaurantId: number, day: string, sessionHash: string): Promise<boolean> {
  const rows: unknown[] = await db.query(`SELECT 1 FROM page_visit WHERE ${VISIT}`, [restaurantId, day, sessionHash]);
  return rows.length > 0;
}

/**
 * The session's time on the page so far ($4 seconds, as the browser measured it, capped at $5): the session keeps the
 * largest figure it sent, the day gains the difference, and the session becomes engaged past $6 seconds. A session
 * with no view that day counts nothing.
 */
export async function setEngagement(db: Db, restaurantId: number, day: string, sessionHash: string, seconds: number, cap: number, engagedAfter: number): Promise<void> {
  await db.query(
    `WITH before AS (SELECT engagement_seconds AS s, engaged FROM page_visit WHERE ${VISIT} FOR UPDATE),
          after AS (UPDATE page_visit p SET engagement_seconds = greatest(before.s, least($4::int, $5::int)),
                      engaged = p.engaged OR greatest(before.s, least($4::int, $5::int)) >= $6::int
                    FROM before WHERE ${VISIT.replace(/restaurant_id|day|session_hash/g, (c) => `p.${c}`)}
                    RETURNING p.engagement_seconds - before.s AS added, (p.engaged AND NOT before.engaged) AS newly)
     UPDATE analytics_day d SET engagement_seconds = d.engagement_seconds + after.added, engaged_sessions = d.engaged_sessions + after.newly::int
     FROM after WHERE d.restaurant_id = $1 AND d.day = $2::date AND (after.added > 0 OR after.newly)`,
    [restaurantId, day, sessionHash, seconds, cap, engagedAfter]);
}

/** A click on the restaurant's booking link, once per session and day (after a view of the page). */
export async function addBookingClick(db: Db, restaurantId: number, day: string, sessionHash: string): Promise<void> {
  await db.query(
    `WITH clicked AS (UPDATE page_visit SET booking_clicked = true WHERE ${VISIT} AND NOT booking_clicked RETURNING 1)
     UPDATE analytics_day SET booking_clicks = booking_clicks + 1 FROM clicked WHERE restaurant_id = $1 AND day = $2::date`,
    [restaurantId, day, sessionHash]);
}

export interface AudienceTarget { id: number; id_url: string; owner_id: number | null }

/** The published restaurants among `idUrls` (the others are ignored: a page taken off line during a visit). */
export async function audienceTargets(db: Db, idUrls: string[]): Promise<AudienceTarget[]> {
  return db.query(`SELECT id, id_url, owner_id FROM restaurant WHERE id_url = ANY($1::text[]) AND status = 'published'`, [idUrls]);
}

export interface StatDayRow {
  day: string; views: number; visitors: number; sessions: number; engagedSessions: number; engagementSeconds: number;
  phoneClicks: number; bookingClicks: number; favourites: number;
}

/**
 * The restaurant's days from `from` to `to` (inclusive) that have figures. Favourites are the favourites added that
 * (Paris) day and still held, read from the favourites themselves: adding and removing one again counts nothing.
 */
export async function statDays(db: Db, restaurantId: number, from: string, to: string): Promise<StatDayRow[]> {
  return db.query(
    `WITH fav AS (SELECT (created_at AT TIME ZONE 'Europe/Paris')::date AS day, count(*)::int AS n FROM favourite
                  WHERE restaurant_id = $1 AND created_at >= ($2::date::timestamp AT TIME ZONE 'Europe/Paris') AND created_at < (($3::date + 1)::timestamp AT TIME ZONE 'Europe/Paris')
                  GROUP BY 1)
     SELECT to_char(coalesce(a.day, fav.day), 'YYYY-MM-DD') AS day, coalesce(a.views, 0) AS views, coalesce(a.visitors, 0) AS visitors,
            coalesce(a.sessions, 0) AS sessions, coalesce(a.engaged_sessions, 0) AS "engagedSessions", coalesce(a.engagement_seconds, 0) AS "engagementSeconds",
            coalesce(a.phone_clicks, 0) AS "phoneClicks", coalesce(a.booking_clicks, 0) AS "bookingClicks", coalesce(fav.n, 0) AS favourites
     FROM (SELECT * FROM analytics_day WHERE restaurant_id = $1 AND day BETWEEN $2::date AND $3::date) a
     FULL JOIN fav ON fav.day = a.day ORDER BY 1`, [restaurantId, from, to]);
}

export interface DemoDayRow { day: string; views: number; visitors: number; sessions: number; engaged: number; seconds: number; phoneClicks: number; bookingClicks: number }

/** The demo restaurant's past daily figures (analytics.demo.ts); a day already counted is kept as it is. */
export async function addDemoDays(db: Db, restaurantId: number, days: DemoDayRow[]): Promise<void> {
  const column = <K extends keyof DemoDayRow>(key: K) => days.map((d) => d[key]);
  await db.query(
    `INSERT INTO analytics_day (restaurant_id, day, views, visitors, sessions, engaged_sessions, engagement_seconds, phone_clicks, booking_clicks)
     SELECT $1, d.* FROM unnest($2::date[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[], $9::int[]) AS d
     ON CONFLICT (restaurant_id, day) DO NOTHING`,
    [restaurantId, column('day'), column('views'), column('visitors'), column('sessions'), column('engaged'), column('seconds'), column('phoneClicks'), column('bookingClicks')]);
}

/** Phone clicks' session fingerprints (common RETENTION_PERIODS.phoneClickFingerprints): needed only to count a click once per visit; the day's totals stay. */
export async function purgePhoneClickSessions(db: Db, limit: number): Promise<number> {
  const [row]: { n: number }[] = await db.query(
    `WITH gone AS (DELETE FROM phone_click WHERE ctid IN (SELECT ctid FROM phone_click WHERE clicked_at < now() - interval '${retentionInterval('phoneClickFingerprints')}' LIMIT $1) RETURNING 1)
     SELECT count(*)::int AS n FROM gone`, [limit]);
  return row.n;
}

/** Audience measurement's session and visitor fingerprints (page_visit): needed for the day only; the day's totals stay. */
export async function purgePageVisits(db: Db, limit: number): Promise<number> {
  const [row]: { n: number }[] = await db.query(
    `WITH gone AS (DELETE FROM page_visit WHERE ctid IN (SELECT ctid FROM page_visit WHERE created_at < now() - interval '${retentionInterval('pageVisitFingerprints')}' LIMIT $1) RETURNING 1)
     SELECT count(*)::int AS n FROM gone`, [limit]);
  return row.n;
}

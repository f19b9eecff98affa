import type { Queryable } from './publication.js';

/** A phone click on the restaurant's page `hoursAgo` hours ago, from the session whose fingerprint is `c` repeated. */
export async function insertPhoneClick(db: Queryable, restaurantId: number, c: string, hoursAgo: number): Promise<void> {
  await db.query(`INSERT INTO phone_click (restaurant_id, session_hash, clicked_at) VALUES ($1, repeat($2, 64), now() - make_interval(hours => $3))`, [restaurantId, c, hoursAgo]);
}

/** A measured visit of the page on `day` (days before today), recorded `hoursAgo` hours ago. */
export async function insertPageVisit(db: Queryable, restaurantId: number, visit: { daysAgo: number; session: string; visitor: string; hoursAgo: number }): Promise<void> {
  await db.query(`INSERT INTO page_visit (restaurant_id, day, session_hash, visitor_hash, created_at) VALUES ($1, current_date - $2::int, repeat($3, 64), repeat($4, 64), now() - make_interval(hours => $5))`,
    [restaurantId, visit.daysAgo, visit.session, visit.visitor, visit.hoursAgo]);
}

export interface DayFigures { views?: number; sessions?: number; engagementSeconds?: number; phoneClicks?: number }

/** A day's audience totals for the restaurant; `day` is yyyy-mm-dd or days before today. */
export async function insertAnalyticsDay(db: Queryable, restaurantId: number, day: string | number, figures: DayFigures): Promise<void> {
  const dayExpression = typeof day === 'number' ? 'current_date - $2::int' : '$2::date';
  await db.query(
    `INSERT INTO analytics_day (restaurant_id, day, views, sessions, engagement_seconds, phone_clicks) VALUES ($1, ${dayExpression}, $3, $4, $5, $6)`,
    [restaurantId, day, figures.views ?? 0, figures.sessions ?? 0, figures.engagementSeconds ?? 0, figures.phoneClicks ?? 0],
  );
}

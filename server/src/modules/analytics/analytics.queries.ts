import type { Db } from '../../db/transaction.js';

/** Adds one phone click to a restaurant's figures of the Paris day (the day's row is created on its first click). */
export async function addPhoneClick(db: Db, restaurantId: number): Promise<void> {
  await db.query(
    `INSERT INTO analytics_day (restaurant_id, day, phone_clicks) VALUES ($1, (now() AT TIME ZONE 'Europe/Paris')::date, 1)
     ON CONFLICT (restaurant_id, day) DO UPDATE SET phone_clicks = analytics_day.phone_clicks + 1`, [restaurantId]);
}

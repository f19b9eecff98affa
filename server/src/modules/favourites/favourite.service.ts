import type { RequestContext } from '../../graphql/context.js';
import { CARD_COLUMNS, type CardRow } from '../restaurants/card-row.js';
import { restaurantService } from '../restaurants/restaurant.service.js';

export class FavouriteService {
  /**
   * Toggles a favourite of the signed-in customer; answers the new state and the whole list of ids.
   * DELETE … RETURNING goes through a CTE: TypeORM answers [rows, count] for that command, rows for SELECT.
   */
  async toggle(ctx: RequestContext, userId: number, restaurant: string | number): Promise<{ isFav: boolean; idUrl: string; favourites: string[] }> {
    const target = await restaurantService.publishedRef(ctx, restaurant);
    const removed = await ctx.db.query('WITH d AS (DELETE FROM favourite WHERE user_id = $1 AND restaurant_id = $2 RETURNING 1) SELECT * FROM d', [userId, target.id]);
    if (!removed.length) await ctx.db.query('INSERT INTO favourite (user_id, restaurant_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, target.id]);
    return { isFav: !removed.length, idUrl: target.id_url, favourites: await this.idUrls(ctx, userId) };
  }

  /** The customer's published favourites as card rows, newest first. */
  async cards(ctx: RequestContext, userId: number): Promise<CardRow[]> {
    return ctx.db.query(
      `SELECT ${CARD_COLUMNS} FROM favourite f JOIN restaurant r ON r.id = f.restaurant_id JOIN city c ON c.id = r.city_id
       WHERE f.user_id = $1 AND r.status = 'published' ORDER BY f.created_at DESC`, [userId]);
  }

  async idUrls(ctx: RequestContext, userId: number): Promise<string[]> {
    const rows: { id_url: string }[] = await ctx.db.query(
      'SELECT r.id_url FROM favourite f JOIN restaurant r ON r.id = f.restaurant_id WHERE f.user_id = $1 ORDER BY f.created_at DESC', [userId]);
    return rows.map((r) => r.id_url);
  }
}

export const favouriteService = new FavouriteService();

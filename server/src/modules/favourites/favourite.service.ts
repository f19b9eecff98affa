import type { RequestContext } from '../../graphql/context.js';
import { ServiceError } from '../shared/service-errors.js';

export class FavouriteService {
  /** Toggles a favourite of the signed-in customer; answers the new state and the whole list of ids. */
  // DELETE/UPDATE … RETURNING go through a CTE: TypeORM answers [rows, count] for those commands, rows for SELECT.
  async toggle(ctx: RequestContext, userId: number, restaurant: string | number): Promise<{ isFav: boolean; idUrl: string; favourites: string[] }> {
    const byId = typeof restaurant === 'number';
    const rows: { id: number; id_url: string }[] = await ctx.db.query(
      `SELECT id, id_url FROM restaurant WHERE ${byId ? 'id = $1' : 'id_url = $1'} AND status = 'published'`, [restaurant]);
    if (!rows[0]) throw new ServiceError('NOT_FOUND', 'Restaurant introuvable.', 'idrestaurant');
    const removed = await ctx.db.query('WITH d AS (DELETE FROM favourite WHERE user_id = $1 AND restaurant_id = $2 RETURNING 1) SELECT * FROM d', [userId, rows[0].id]);
    if (!removed.length) await ctx.db.query('INSERT INTO favourite (user_id, restaurant_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, rows[0].id]);
    return { isFav: !removed.length, idUrl: rows[0].id_url, favourites: await this.idUrls(ctx, userId) };
  }

  async idUrls(ctx: RequestContext, userId: number): Promise<string[]> {
    const rows: { id_url: string }[] = await ctx.db.query(
      'SELECT r.id_url FROM favourite f JOIN restaurant r ON r.id = f.restaurant_id WHERE f.user_id = $1 ORDER BY f.created_at DESC', [userId]);
    return rows.map((r) => r.id_url);
  }
}

export const favouriteService = new FavouriteService();

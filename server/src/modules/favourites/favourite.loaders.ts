import type { RequestContext } from '../../graphql/context.js';
import { DataLoader } from '../../graphql/batch.js';

export function favouriteLoaders(ctx: RequestContext) {
  return {
    /** Whether each restaurant is a favourite of the signed-in customer (false for everyone else). */
    isFavourite: new DataLoader<number, boolean>(async (ids) => {
      if (!ctx.viewer || ctx.viewer.role !== 'customer') return ids.map(() => false);
      const rows: { restaurant_id: number }[] = await ctx.db.query(
        'SELECT restaurant_id FROM favourite WHERE user_id = $1 AND restaurant_id = ANY($2)', [ctx.viewer.id, ids]);
      const set = new Set(rows.map((r) => r.restaurant_id));
      return ids.map((id) => set.has(id));
    }),
  };
}

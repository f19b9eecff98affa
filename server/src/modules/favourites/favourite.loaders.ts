import { Any } from 'typeorm';
import { repository } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { DataLoader } from '../../graphql/batch.js';
import { FavouriteEntity } from './favourite.entity.js';

export function favouriteLoaders(ctx: RequestContext) {
  return {
    /** Whether each restaurant is a favourite of the signed-in customer (false for everyone else). */
    isFavourite: new DataLoader<number, boolean>(async (ids) => {
      if (!ctx.viewer || ctx.viewer.role !== 'customer') return ids.map(() => false);
      const rows = await repository(ctx, FavouriteEntity).find({
        select: { userId: true, restaurantId: true },
        where: { userId: ctx.viewer.id, restaurantId: Any([...ids]) },
      });
      const set = new Set(rows.map((f) => f.restaurantId));
      return ids.map((id) => set.has(id));
    }),
  };
}

declare module '../../graphql/context.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the loaders of this module, merged into every request's
  interface Loaders extends ReturnType<typeof favouriteLoaders> {}
}

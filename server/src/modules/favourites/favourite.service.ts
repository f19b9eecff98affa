import { repository } from '../../db/transaction.js';
import { viewerIdOf } from '../../auth/viewer.js';
import type { RequestContext } from '../../graphql/context.js';
import { type CardRow, restaurantService } from '../restaurants/index.js';
import { FavouriteEntity } from './favourite.entity.js';
import { favouriteCards } from './favourites.queries.js';

class FavouriteService {
  /**
   * Toggles a favourite of the signed-in customer; answers the new state and the whole list of ids.
   * One row is written (removed, or else added), so no transaction is needed.
   */
  async toggle(ctx: RequestContext, restaurant: string | number): Promise<{ isFav: boolean; idUrl: string; favourites: string[] }> {
    const userId = viewerIdOf(ctx);
    const target = await restaurantService.publishedRef(ctx, restaurant);
    const favourites = repository(ctx, FavouriteEntity);
    const removed = ((await favourites.delete({ userId, restaurantId: target.id })).affected ?? 0) > 0;
    if (!removed) {
      // Another request may have added it meanwhile: it is a favourite either way.
      await favourites.createQueryBuilder().insert().values({ userId, restaurantId: target.id }).orIgnore().updateEntity(false).execute();
    }
    return { isFav: !removed, idUrl: target.id_url, favourites: await this.idUrls(ctx, userId) };
  }

  /** The customer's published favourites as card rows, newest first. */
  async cards(ctx: RequestContext): Promise<CardRow[]> {
    const userId = viewerIdOf(ctx);
    return favouriteCards(ctx.db, userId);
  }

  /** The id_url of each of the customer's favourites (published or not), newest first. */
  async idUrls(ctx: RequestContext, userId: number): Promise<string[]> {
    const rows = await repository(ctx, FavouriteEntity).find({
      select: { userId: true, restaurantId: true, restaurant: { id: true, idUrl: true } },
      relations: { restaurant: true },
      where: { userId },
      order: { createdAt: 'DESC' },
    });
    return rows.map((f) => f.restaurant.idUrl);
  }
}

export const favouriteService = new FavouriteService();

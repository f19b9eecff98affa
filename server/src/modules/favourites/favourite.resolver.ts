import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { FavouriteResult, FavouriteToggle } from '../accounts/account.type.js';
import { CARD_COLUMNS, type CardRow } from '../restaurants/card-row.js';
import { toCard } from '../restaurants/restaurant.mapper.js';
import { RestaurantCard } from '../restaurants/restaurant.type.js';
import { favouriteService } from './favourite.service.js';

@Resolver()
export class FavouriteResolver {
  @Authorized('customer')
  @Mutation(() => FavouriteResult, { description: 'Ajoute ou retire un restaurant des favoris (jumeau de POST /api/updateFav)' })
  toggleFavourite(@Ctx() ctx: RequestContext, @Arg('idUrl', () => String) idUrl: string): Promise<typeof FavouriteResult> {
    return unionResult(async () => Object.assign(new FavouriteToggle(), await favouriteService.toggle(ctx, ctx.viewer!.id, idUrl)));
  }

  @Authorized('customer')
  @Query(() => [RestaurantCard], { description: 'Les favoris du client connecté, du plus récent au plus ancien' })
  async myFavourites(@Ctx() ctx: RequestContext): Promise<RestaurantCard[]> {
    const rows: CardRow[] = await ctx.db.query(
      `SELECT ${CARD_COLUMNS} FROM favourite f JOIN restaurant r ON r.id = f.restaurant_id JOIN city c ON c.id = r.city_id
       WHERE f.user_id = $1 AND r.status = 'published' ORDER BY f.created_at DESC`, [ctx.viewer!.id]);
    return rows.map((r) => toCard(r, ctx.catalog));
  }
}

import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { FAVOURITE_ERRORS, FavouriteResult, FavouriteToggle } from './favourite.type.js';
import { toCard, RestaurantCard } from '../restaurants/index.js';
import { favouriteService } from './favourite.service.js';

@Resolver()
export class FavouriteResolver {
  @Authorized('customer')
  @Mutation(() => FavouriteResult, { description: 'Ajoute ou retire un restaurant des favoris (jumeau de POST /api/updateFav)' })
  toggleFavourite(@Ctx() ctx: RequestContext, @Arg('idUrl', () => String) idUrl: string): Promise<typeof FavouriteResult> {
    return unionResult(FAVOURITE_ERRORS, async () => Object.assign(new FavouriteToggle(), await favouriteService.toggle(ctx, idUrl)));
  }

  @Authorized('customer')
  @Query(() => [RestaurantCard], { description: 'Les favoris du client connecté, du plus récent au plus ancien' })
  async myFavourites(@Ctx() ctx: RequestContext): Promise<RestaurantCard[]> {
    return (await favouriteService.cards(ctx)).map((r) => toCard(r, ctx.catalog));
  }
}

import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { Restaurant } from '../restaurants/index.js';
import { toReview } from './review.mapper.js';
import { Review } from './review.type.js';

/** A restaurant's published reviews, newest first (the field is declared here, with the reviews). */
@Resolver(() => Restaurant)
export class RestaurantReviewsResolver {
  @FieldResolver(() => [Review])
  async reviews(@Root() restaurant: Restaurant, @Ctx() ctx: RequestContext): Promise<Review[]> {
    return (await ctx.loaders.publishedReviews.load(restaurant.restaurantId)).map(toReview);
  }
}

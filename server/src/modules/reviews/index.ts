import { defineModule } from '../module.js';
import { reviewLoaders } from './review.loaders.js';
import { RestaurantReviewsResolver } from './review.resolver.js';

/** The reviews module's one entry (server/src/modules/module.ts). */
export const reviewsModule = defineModule({ name: 'reviews', resolvers: [RestaurantReviewsResolver], loaders: (ctx) => reviewLoaders(ctx.db) });

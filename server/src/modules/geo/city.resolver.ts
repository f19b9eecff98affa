import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { toCard } from '../restaurants/index.js';
import { cityService } from './city.service.js';
import { City, CITY_PAGE_ERRORS, CityPage, CityPageResult } from './city.type.js';

@Resolver()
export class CityResolver {
  @Query(() => [City], { description: 'Au plus 5 communes, celles qui commencent par le texte d’abord' })
  async citySuggestions(@Ctx() ctx: RequestContext, @Arg('text', () => String) text: string): Promise<City[]> {
    return (await cityService.suggestions(ctx, text)).map((c) => Object.assign(new City(), c));
  }

  @Query(() => CityPageResult)
  async cityPage(@Ctx() ctx: RequestContext, @Arg('slug', () => String) slug: string): Promise<typeof CityPageResult> {
    return unionResult(CITY_PAGE_ERRORS, async () => {
      const { city, stats, best, others } = await cityService.page(ctx, slug);
      return Object.assign(new CityPage(), {
        city: Object.assign(new City(), { name: city.name, slug: city.slug, postcodes: city.postcodes, lat: city.lat, lng: city.lng }),
        stats: {
          restaurantCount: stats.restaurant_count, averagePrice: stats.average_price, averageRating: stats.average_rating,
          reviewCount: stats.review_count, newCount: stats.new_count,
        },
        bestRated: best.map((r) => toCard(r, ctx.catalog)),
        otherCities: others.map((c) => Object.assign(new City(), { name: c.name, slug: c.slug, postcodes: [], distanceKm: Math.round(c.distance_km * 10) / 10 })),
      });
    });
  }
}

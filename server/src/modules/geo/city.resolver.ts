import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { toCard } from '../restaurants/index.js';
import { cityService } from './city.service.js';
import { DEPARTMENT_NAME } from '../../../../common/constants.js';
import type { CityStatsRow } from './city.queries.js';
import { City, CITY_PAGE_ERRORS, CityPage, CityPageResult, DepartmentPage, type CityStats } from './city.type.js';

const toStats = (stats: CityStatsRow): CityStats => ({
  restaurantCount: stats.restaurant_count, averagePrice: stats.average_price, averageRating: stats.average_rating,
  reviewCount: stats.review_count, newCount: stats.new_count,
});

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
        stats: toStats(stats),
        bestRated: best.map((r) => toCard(r, ctx.catalog)),
        otherCities: others.map((c) => Object.assign(new City(), { name: c.name, slug: c.slug, postcodes: [], distanceKm: Math.round(c.distance_km * 10) / 10 })),
      });
    });
  }

  @Query(() => DepartmentPage)
  async departmentPage(@Ctx() ctx: RequestContext): Promise<DepartmentPage> {
    const { stats, best, cities } = await cityService.departmentPage(ctx);
    return Object.assign(new DepartmentPage(), {
      name: DEPARTMENT_NAME,
      stats: toStats(stats),
      bestRated: best.map((r) => toCard(r, ctx.catalog)),
      topCities: cities.map((c) => Object.assign(new City(), { name: c.name, slug: c.slug, postcodes: [] })),
    });
  }
}

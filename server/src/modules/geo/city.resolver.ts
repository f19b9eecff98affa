import { Arg, Args, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { cityService } from './city.service.js';
import { City, CITY_PAGE_ERRORS, CitySuggestionArgs, CityPageResult, DepartmentPage } from './city.type.js';
import { toCityPage, toDepartmentPage } from './geo.mapper.js';

@Resolver()
export class CityResolver {
  @Query(() => [City], { description: 'Au plus 5 communes, celles qui commencent par le texte d’abord' })
  async citySuggestions(@Ctx() ctx: RequestContext, @Args(() => CitySuggestionArgs) { text }: CitySuggestionArgs): Promise<City[]> {
    return (await cityService.suggestions(ctx, text)).map((c) => Object.assign(new City(), c));
  }

  @Query(() => CityPageResult)
  async cityPage(@Ctx() ctx: RequestContext, @Arg('slug', () => String) slug: string): Promise<typeof CityPageResult> {
    return unionResult(CITY_PAGE_ERRORS, async () => toCityPage(ctx, await cityService.page(ctx, slug)));
  }

  @Query(() => DepartmentPage)
  async departmentPage(@Ctx() ctx: RequestContext): Promise<DepartmentPage> {
    return toDepartmentPage(ctx, await cityService.departmentPage(ctx));
  }
}

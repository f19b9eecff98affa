import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Args, Ctx, Query, Resolver, FieldResolver, Root, type ClassType } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { restaurantSearchService } from './search.instance.js';
import { restaurantService } from './restaurant.service.js';
import { scheduleOf, specialDatesOf, toCard, toPhoto, toPin, toRestaurantPage } from './restaurant.mapper.js';
import { NearArgs, SearchInput, SuggestionArgs } from './restaurant.inputs.js';
import { SearchSuggestion, SearchSuggestionKind } from './search-suggestion.type.js';
import { searchSuggestionService } from './search-suggestion.service.js';
import { MapPins, MapPinsResult, Photo, Restaurant, RESTAURANT_ERRORS, RestaurantCard, RestaurantResult, SEARCH_RESTAURANTS_ERRORS, SearchRestaurantsResult, SearchResult } from './restaurant.type.js';

@Resolver()
export class RestaurantQueryResolver {
  @Query(() => SearchRestaurantsResult, { description: 'Recherche paginée (30 par page) ; résultats les plus proches si rien ne correspond' })
  async searchRestaurants(@Ctx() ctx: RequestContext, @Arg('input', () => SearchInput) input: SearchInput): Promise<typeof SearchRestaurantsResult> {
    return unionResult(SEARCH_RESTAURANTS_ERRORS, async () => {
      const outcome = await restaurantSearchService.search(ctx, input);
      return Object.assign(new SearchResult(), {
        items: outcome.rows.map((r) => toCard(r, ctx.catalog)),
        total: outcome.total,
        page: outcome.page,
        pageSize: outcome.pageSize,
        pageCount: outcome.pageCount,
        closest: outcome.closest,
        relaxed: outcome.relaxed,
      });
    });
  }

  @Query(() => MapPinsResult, { description: 'Tous les restaurants d’une recherche pour la carte, en repères légers (au plus 5 000) ; la page est ignorée' })
  async mapPins(@Ctx() ctx: RequestContext, @Arg('input', () => SearchInput) input: SearchInput): Promise<typeof MapPinsResult> {
    return unionResult(SEARCH_RESTAURANTS_ERRORS, async () => {
      const outcome = await restaurantSearchService.pins(ctx, input);
      return Object.assign(new MapPins(), { pins: outcome.rows.map(toPin), total: outcome.total, truncated: outcome.truncated, closest: outcome.closest });
    });
  }

  @Query(() => [SearchSuggestion], { description: 'Ce qui correspond au texte de la case de recherche, à montrer pendant la saisie : noms de restaurants publiés, puis types, cuisines et autres filtres, puis plats des cartes ; au plus 4 de chaque sorte, pris dans la commune (citySlug) ou le cercle (near) quand l’un est donné' })
  async searchSuggestions(@Ctx() ctx: RequestContext, @Args(() => SuggestionArgs) args: SuggestionArgs): Promise<SearchSuggestion[]> {
    const found = await searchSuggestionService.suggestions(ctx, { name: args.text, citySlug: args.citySlug, near: args.near });
    return found.map((s) => Object.assign(new SearchSuggestion(), { ...s, kind: s.kind as SearchSuggestionKind }));
  }

  @Query(() => RestaurantResult, { description: 'Un restaurant publié, ou non publié avec un jeton d’aperçu valide ; pour un restaurant qui n’est plus en ligne, des restaurants proches' })
  async restaurant(
    @Ctx() ctx: RequestContext,
    @Arg('idUrl', () => String) idUrl: string,
    @Arg('previewToken', () => String, { nullable: true }) previewToken?: string | null,
  ): Promise<typeof RestaurantResult> {
    return unionResult(RESTAURANT_ERRORS, async () => {
      return toRestaurantPage(await restaurantService.page(ctx, idUrl, previewToken), ctx.catalog);
    });
  }

  @Query(() => [RestaurantCard], { description: 'Restaurants autour d’un point, du plus proche au plus lointain' })
  async restaurantsNear(
    @Ctx() ctx: RequestContext,
    @Args(() => NearArgs) args: NearArgs,
  ): Promise<RestaurantCard[]> {
    const rows = await restaurantService.near(ctx, args);
    return rows.map((r) => toCard(r, ctx.catalog));
  }
}

/** The list fields of cards, batched through the request's loaders; shared by RestaurantCard and Restaurant. */
function cardFieldResolver<T extends RestaurantCard>(type: ClassType<T>) {
  @Resolver(() => type)
  class CardFields {
    @FieldResolver(() => [Photo])
    async photos(@Root() card: RestaurantCard, @Ctx() ctx: RequestContext): Promise<Photo[]> {
      return (await ctx.loaders.photos.load(card.restaurantId)).filter((p) => p.kind === 'devanture' || p.kind === 'gallery').map(toPhoto);
    }

    @FieldResolver(() => Boolean, { description: 'Dans les favoris du client connecté' })
    async isFav(@Root() card: RestaurantCard, @Ctx() ctx: RequestContext): Promise<boolean> {
      return ctx.loaders.isFavourite.load(card.restaurantId);
    }

    @FieldResolver(() => GraphQLJSONObject)
    async schedule(@Root() card: RestaurantCard, @Ctx() ctx: RequestContext) {
      return scheduleOf(await ctx.loaders.hours.load(card.restaurantId));
    }

    @FieldResolver(() => GraphQLJSONObject)
    async specialDates(@Root() card: RestaurantCard, @Ctx() ctx: RequestContext) {
      return specialDatesOf(await ctx.loaders.hours.load(card.restaurantId));
    }
  }
  return CardFields;
}

export const RestaurantCardFields = cardFieldResolver(RestaurantCard);
export const RestaurantFields = cardFieldResolver(Restaurant);

import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import {
  RESTAURANT_INFO_ERRORS, RestaurantInfo, RestaurantInfoInput, RestaurantInfoResult, RestaurantInfoSaved, SAVE_RESTAURANT_INFO_ERRORS, SaveRestaurantInfoResult,
} from './restaurant-info.type.js';
import { restaurantInfoService } from './restaurant-info.service.js';

/** The restaurateur's information page (/modifyInfo): thin adapters over restaurantInfoService. */
@Resolver()
export class RestaurantInfoResolver {
  @Authorized('restaurateur')
  @Query(() => RestaurantInfoResult, { description: 'Nom, types, adresse, téléphone, prix, filtres, horaires et dates spéciales du restaurant dont on est propriétaire' })
  async myRestaurantInfo(@Ctx() ctx: RequestContext, @Arg('idUrl', () => String) idUrl: string): Promise<typeof RestaurantInfoResult> {
    return unionResult(RESTAURANT_INFO_ERRORS, async () => Object.assign(new RestaurantInfo(), await restaurantInfoService.info(ctx, idUrl)));
  }

  @Authorized('restaurateur')
  @Mutation(() => SaveRestaurantInfoResult, { description: 'Enregistre toutes les informations du restaurant en une transaction' })
  async saveRestaurantInfo(@Ctx() ctx: RequestContext, @Arg('input', () => RestaurantInfoInput) input: RestaurantInfoInput): Promise<typeof SaveRestaurantInfoResult> {
    return unionResult(SAVE_RESTAURANT_INFO_ERRORS, async () => {
      const saved = await restaurantInfoService.save(ctx, input);
      return Object.assign(new RestaurantInfoSaved(), { info: Object.assign(new RestaurantInfo(), saved.info), changed: saved.changed });
    });
  }
}

import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { toRestaurantRef } from '../../../../common/input-rules.js';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { descriptionService, type Description } from './description.service.js';
import {
  DELETE_PHOTO_ERRORS, DeletePhotoArgs, DeletePhotoResult, DescriptionArgs, DescriptionInput, DescriptionSaved, RestaurantDescription, RestaurantPhoto,
  SAVE_DESCRIPTION_ERRORS, SaveDescriptionResult,
} from './description.type.js';

const toType = (d: Description): RestaurantDescription =>
  Object.assign(new RestaurantDescription(), {
    ...d,
    devanture: d.devanture && Object.assign(new RestaurantPhoto(), d.devanture),
    gallery: d.gallery.map((p) => Object.assign(new RestaurantPhoto(), p)),
  });

@Resolver()
export class DescriptionResolver {
  @Authorized('restaurateur')
  @Query(() => RestaurantDescription, { description: 'La description et les photos du restaurant du propriétaire (/modifyDescription)' })
  async restaurantDescription(@Ctx() ctx: RequestContext, @Args(() => DescriptionArgs) { restaurant }: DescriptionArgs): Promise<RestaurantDescription> {
    return toType(await descriptionService.read(ctx, toRestaurantRef(restaurant)!));
  }

  @Authorized('restaurateur')
  @Mutation(() => SaveDescriptionResult, { description: 'Enregistre la description, les textes alternatifs et l’ordre de la galerie (une transaction)' })
  saveRestaurantDescription(@Ctx() ctx: RequestContext, @Arg('input', () => DescriptionInput) input: DescriptionInput): Promise<typeof SaveDescriptionResult> {
    return unionResult(SAVE_DESCRIPTION_ERRORS, async () => {
      const saved = await descriptionService.save(ctx, { ...input, restaurant: toRestaurantRef(input.restaurant)! });
      return Object.assign(new DescriptionSaved(), { description: toType(saved.description), changes: saved.changes });
    });
  }

  @Authorized('restaurateur')
  @Mutation(() => DeletePhotoResult, { description: 'Supprime une photo (devanture ou galerie) et ses fichiers' })
  deleteRestaurantPhoto(@Ctx() ctx: RequestContext, @Args(() => DeletePhotoArgs) { restaurant, photo }: DeletePhotoArgs): Promise<typeof DeletePhotoResult> {
    return unionResult(DELETE_PHOTO_ERRORS, async () => toType(await descriptionService.remove(ctx, toRestaurantRef(restaurant)!, photo)));
  }
}

import { RESTAURANT_STATUSES_TEXT } from '../../../../common/restaurant-status.js';
import { IsOptional, ValidateNested } from 'class-validator';
import { ArgsType, Field, InputType, Int, ObjectType, createUnionType } from 'type-graphql';
import { IsGalleryOrder, IsPhotoAlt, IsPhotoId, IsRestaurantBiography, IsRestaurantRef } from '../../validation/rules.js';
import { ActionError, InvalidInputError, NotFoundError } from '../shared/errors.type.js';

@ObjectType({ description: 'Une photo de la page du restaurant (devanture ou galerie)' })
export class RestaurantPhoto {
  @Field(() => Int) id: number;
  @Field(() => String, { description: 'devanture ou gallery' }) kind: string;
  @Field(() => String) url: string;
  @Field(() => Int) width: number;
  @Field(() => Int) height: number;
  @Field(() => String, { description: 'Texte alternatif (lecteurs d’écran)' }) alt: string;
}

@ObjectType({ description: 'La description et les photos du restaurant, telles que son propriétaire les modifie' })
export class RestaurantDescription {
  @Field(() => String) idUrl: string;
  @Field(() => String, { description: RESTAURANT_STATUSES_TEXT }) status: string;
  @Field(() => String, { nullable: true, description: 'Adresse de la page publique, une fois publiée' }) publicPath: string | null;
  @Field(() => String) biography: string;
  @Field(() => RestaurantPhoto, { nullable: true }) devanture: RestaurantPhoto | null;
  @Field(() => [RestaurantPhoto]) gallery: RestaurantPhoto[];
}

@ArgsType()
export class DescriptionArgs {
  @Field(() => String, { description: 'id numérique ou id_url du restaurant' }) @IsRestaurantRef() restaurant: string;
}

@ArgsType()
export class DeletePhotoArgs {
  @Field(() => String, { description: 'id numérique ou id_url du restaurant' }) @IsRestaurantRef() restaurant: string;
  @Field(() => Int) @IsPhotoId() photo: number;
}

@InputType()
export class GalleryPhotoInput {
  @Field(() => Int) @IsPhotoId() id: number;
  @Field(() => String) @IsPhotoAlt() alt: string;
}

@InputType()
export class DescriptionInput {
  @Field(() => String, { description: 'id numérique ou id_url du restaurant' }) @IsRestaurantRef() restaurant: string;
  @Field(() => String) @IsRestaurantBiography() biography: string;
  @Field(() => String, { nullable: true, description: 'Texte alternatif de la devanture' }) @IsOptional() @IsPhotoAlt() devantureAlt?: string | null;
  @Field(() => [GalleryPhotoInput], { description: 'Toute la galerie, dans le nouvel ordre' })
  @IsGalleryOrder() @ValidateNested({ each: true }) gallery: GalleryPhotoInput[];
}

@ObjectType()
export class DescriptionSaved {
  @Field(() => RestaurantDescription) description: RestaurantDescription;
  @Field(() => [String], { description: 'Ce qui a changé, en français (vide si rien)' }) changes: string[];
}

/** INVALID_INPUT (rules of common/description-rules), CONFLICT (the gallery changed meanwhile), NOT_FOUND (no such restaurant). */
export const SAVE_DESCRIPTION_ERRORS = [InvalidInputError, ActionError, NotFoundError] as const;
export const SaveDescriptionResult = createUnionType({ name: 'SaveDescriptionResult', types: () => [DescriptionSaved, ...SAVE_DESCRIPTION_ERRORS] as const });

/** NOT_FOUND: no such photo on the owner's page (already removed). */
export const DELETE_PHOTO_ERRORS = [NotFoundError] as const;
export const DeletePhotoResult = createUnionType({ name: 'DeletePhotoResult', types: () => [RestaurantDescription, ...DELETE_PHOTO_ERRORS] as const });

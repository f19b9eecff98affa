import { Field, InputType, Int, ObjectType, createUnionType } from 'type-graphql';
import {
  IsCarte, IsDailyDescription, IsDailyEnd, IsDailyTitle, IsDay, IsDbId, IsMenuStyle, IsPhotoAlt, IsPriceCents, IsSpaceRestaurant, IsText, IsYesNo,
} from '../../validation/rules.js';
import { ArrayMaxSize, IsArray, IsOptional, ValidateNested } from 'class-validator';
import { MENU_LIMITS, MENU_MESSAGES } from '../../../../common/menu-rules.js';
import { ActionError, InvalidInputError, NotFoundError } from '../shared/errors.type.js';
import { MenuSection } from './menu.type.js';

/** A stored picture of the carte or of a daily menu, with the id the editor names it by. */
@ObjectType()
export class MenuPhoto {
  @Field(() => Int) id: number;
  @Field(() => String) url: string;
  @Field(() => Int) width: number;
  @Field(() => Int) height: number;
  @Field(() => String) alt: string;
}

@ObjectType()
export class EditableDailyMenu {
  @Field(() => Int) id: number;
  @Field(() => String) title: string;
  @Field(() => String) description: string;
  @Field(() => Int, { nullable: true, description: 'Prix en centimes' }) priceCents: number | null;
  @Field(() => String, { description: 'aaaa-mm-jj' }) startsOn: string;
  @Field(() => String, { description: 'aaaa-mm-jj' }) endsOn: string;
  @Field(() => MenuPhoto, { nullable: true }) image: MenuPhoto | null;
}

/** The menu of the restaurateur's restaurant as /modifyMenu edits it (past daily menus included). */
@ObjectType()
export class MenuEditor {
  @Field(() => String) idUrl: string;
  @Field(() => String) name: string;
  @Field(() => String, { description: 'Adresse de la page publique du restaurant' }) path: string;
  @Field(() => Boolean) published: boolean;
  @Field(() => String, { description: 'classique, ardoise ou moderne' }) style: string;
  @Field(() => Boolean, { description: 'interactmenu : la carte détaillée est montrée (sinon les seules photos de la carte)' }) interactive: boolean;
  @Field(() => [MenuSection]) sections: MenuSection[];
  @Field(() => [MenuPhoto], { description: 'Photos de la carte, dans l’ordre' }) photos: MenuPhoto[];
  @Field(() => [EditableDailyMenu], { description: 'Menus du jour, du plus récent au plus ancien' }) daily: EditableDailyMenu[];
  @Field(() => Date, { nullable: true }) dateUpdate: Date | null;
}

@InputType()
export class MenuDishInput {
  @Field(() => String) name: string;
  @Field(() => String, { defaultValue: '' }) description: string;
  @Field(() => Int, { nullable: true, description: 'Prix en centimes ; vide : non affiché' }) priceCents?: number | null;
}

@InputType()
export class MenuSectionInput {
  @Field(() => String) title: string;
  @Field(() => [MenuDishInput]) dishes: MenuDishInput[];
}

/** A menu photo kept, in its new place, with its description (a photo left out is deleted). */
@InputType()
export class MenuPhotoInput {
  @Field(() => Int) @IsDbId() id: number;
  @Field(() => String, { defaultValue: '' }) @IsText() @IsPhotoAlt() alt: string;
}

/** The carte, saved whole in one transaction: style, interactmenu, sections and dishes in order, photos kept in order. */
@InputType()
export class MenuInput {
  @Field(() => String) @IsSpaceRestaurant() idUrl: string;
  @Field(() => String) @IsMenuStyle() style: string;
  @Field(() => Boolean) @IsYesNo() interactive: boolean;
  // The sections and their dishes are judged together by common/menu-rules checkCarte (limits, French messages, place).
  @Field(() => [MenuSectionInput]) @IsCarte() sections: MenuSectionInput[];
  @Field(() => [MenuPhotoInput])
  @IsArray({ message: MENU_MESSAGES.tooManyPhotos })
  @ArrayMaxSize(MENU_LIMITS.photos, { message: MENU_MESSAGES.tooManyPhotos })
  @ValidateNested({ each: true })
  photos: MenuPhotoInput[];
}

/** A daily menu: a new one without id, or one of the restaurant's by its id. */
@InputType()
export class DailyMenuInput {
  @Field(() => String) @IsSpaceRestaurant() idUrl: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsDbId() id?: number | null;
  @Field(() => String) @IsDailyTitle() title: string;
  @Field(() => String, { defaultValue: '' }) @IsDailyDescription() description: string;
  @Field(() => Int, { nullable: true, description: 'Prix en centimes ; vide : non affiché' }) @IsPriceCents() priceCents?: number | null;
  @Field(() => String, { description: 'aaaa-mm-jj' }) @IsDay() startsOn: string;
  @Field(() => String, { description: 'aaaa-mm-jj' }) @IsDailyEnd('startsOn') endsOn: string;
}

/** The failures the editor's fields can really carry (server/src/graphql/union-result.ts); another's restaurant is FORBIDDEN. */
export const MENU_EDITOR_ERRORS = [NotFoundError, InvalidInputError, ActionError] as const;
export const MenuEditorResult = createUnionType({ name: 'MenuEditorResult', types: () => [MenuEditor, ...MENU_EDITOR_ERRORS] as const });

/** A saved daily menu as the editor shows it (its id names it in the next saves and in POST /api/menuPhoto). */
export const DailyMenuSavedResult = createUnionType({ name: 'DailyMenuSavedResult', types: () => [EditableDailyMenu, ...MENU_EDITOR_ERRORS] as const });

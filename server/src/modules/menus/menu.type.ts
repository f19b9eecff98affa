import { Field, Int, ObjectType, createUnionType } from 'type-graphql';
import { Address, Photo } from '../restaurants/index.js';
import { NotFoundError } from '../shared/errors.type.js';

@ObjectType()
export class Dish {
  @Field(() => String) name: string;
  @Field(() => String) description: string;
  @Field(() => Int, { nullable: true, description: 'Prix en centimes' }) priceCents: number | null;
}

@ObjectType()
export class MenuSection {
  @Field(() => String) title: string;
  @Field(() => [Dish]) dishes: Dish[];
}

@ObjectType()
export class DailyMenu {
  @Field(() => String) title: string;
  @Field(() => String) description: string;
  @Field(() => Int, { nullable: true }) priceCents: number | null;
  @Field(() => String, { description: 'yyyy-mm-dd' }) startsOn: string;
  @Field(() => String, { description: 'yyyy-mm-dd' }) endsOn: string;
  @Field(() => [Photo]) images: Photo[];
}

@ObjectType()
export class Menu {
  @Field(() => String) idUrl: string;
  @Field(() => String) style: string;
  @Field(() => Boolean) interactive: boolean;
  @Field(() => [MenuSection]) sections: MenuSection[];
  @Field(() => [Photo]) images: Photo[];
  @Field(() => [DailyMenu], { description: 'Menus du jour en cours ou à venir' }) daily: DailyMenu[];
  @Field(() => Address) address: Address;
  @Field(() => String, { nullable: true }) phone: string | null;
  @Field(() => Date, { nullable: true }) dateUpdate: Date | null;
}

/** The failures MenuResult can really carry (server/src/graphql/union-result.ts). */
export const MENU_ERRORS = [NotFoundError] as const;
export const MenuResult = createUnionType({ name: 'MenuResult', types: () => [Menu, ...MENU_ERRORS] as const });

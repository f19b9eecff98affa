import { Field, ObjectType, createUnionType } from 'type-graphql';
import { ERROR_TYPES } from '../shared/errors.type.js';

@ObjectType()
export class FavouriteToggle {
  @Field(() => Boolean) isFav: boolean;
  @Field(() => String) idUrl: string;
  @Field(() => [String], { description: 'id_url de tous les favoris, du plus récent au plus ancien' }) favourites: string[];
}

export const FavouriteResult = createUnionType({ name: 'FavouriteResult', types: () => [FavouriteToggle, ...ERROR_TYPES] as const });

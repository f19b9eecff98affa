import { Field, ObjectType, createUnionType } from 'type-graphql';
import { InvalidInputError, NotFoundError } from '../shared/errors.type.js';

@ObjectType()
export class FavouriteToggle {
  @Field(() => Boolean) isFav: boolean;
  @Field(() => String) idUrl: string;
  @Field(() => [String], { description: 'id_url de tous les favoris, du plus récent au plus ancien' }) favourites: string[];
}

/** The failures FavouriteResult can really carry (server/src/graphql/union-result.ts). */
export const FAVOURITE_ERRORS = [NotFoundError, InvalidInputError] as const;
export const FavouriteResult = createUnionType({ name: 'FavouriteResult', types: () => [FavouriteToggle, ...FAVOURITE_ERRORS] as const });

import { Allow, IsOptional, ValidateNested } from 'class-validator';
import { ArgsType, Field, Float, InputType, Int } from 'type-graphql';
import { DEFAULT_DISTANCE_KM, PAGE_SIZE } from '../../../../common/constants.js';
import { IsNearLimit, IsSearchCriterion, IsSearchRadius, IsSearchText, IsServiceAreaLatitude } from '../../validation/rules.js';
import { SearchSort } from './restaurant.type.js';

/** The rules are common/'s (server/src/validation/rules.ts); REST getResto is converted to SearchInput and validated with it. */
@InputType()
export class NearInput {
  @Field(() => Float) @IsServiceAreaLatitude('lng') lat: number;
  @Field(() => Float) @Allow() lng: number;
  @Field(() => Int, { nullable: true, description: '5 à 100 km, 10 par défaut' }) @IsOptional() @IsSearchRadius() radiusKm?: number | null;
}

/** restaurantsNear's arguments; REST getRestoCoords is converted to them and validated with them. */
@ArgsType()
export class NearArgs {
  @Field(() => Float) @IsServiceAreaLatitude('lng') lat: number;
  @Field(() => Float) @Allow() lng: number;
  @Field(() => Int, { defaultValue: DEFAULT_DISTANCE_KM }) @IsSearchRadius() radiusKm: number = DEFAULT_DISTANCE_KM;
  @Field(() => Int, { defaultValue: PAGE_SIZE }) @IsNearLimit() limit: number = PAGE_SIZE;
}

@InputType({ description: 'Critères de recherche (DESIGN §5) ; les règles sont dans common/search.ts' })
export class SearchInput {
  @Field(() => String, { nullable: true }) @IsOptional() @IsSearchText() name?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsSearchCriterion() citySlug?: string | null;
  @Field(() => NearInput, { nullable: true }) @IsOptional() @ValidateNested() near?: NearInput | null;
  @Field(() => String, { nullable: true, description: 'yyyy-mm-dd, d’aujourd’hui à +3 mois' }) @IsOptional() @IsSearchCriterion() date?: string | null;
  @Field(() => String, { nullable: true, description: 'HH:MM par demi-heure' }) @IsOptional() @IsSearchCriterion() hour?: string | null;
  @Field(() => [String], { nullable: true, description: 'Libellés des filtres, tous requis' }) @IsOptional() @IsSearchCriterion() filters?: string[] | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsSearchCriterion() priceMin?: number | null;
  @Field(() => Int, { nullable: true, description: '100 = sans limite haute' }) @IsOptional() @IsSearchCriterion() priceMax?: number | null;
  @Field(() => SearchSort, { nullable: true }) @IsOptional() sort?: SearchSort | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsSearchCriterion() page?: number | null;
}

/** searchSuggestions' arguments: the box's text and the search's place, where the suggestions count. */
@ArgsType()
export class SuggestionArgs {
  @Field(() => String) @IsSearchText() text: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsSearchCriterion() citySlug?: string | null;
  @Field(() => NearInput, { nullable: true }) @IsOptional() @ValidateNested() near?: NearInput | null;
}

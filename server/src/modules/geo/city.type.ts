import { ArgsType, Field, Float, Int, ObjectType, createUnionType } from 'type-graphql';
import { IsSearchText, IsText } from '../../validation/rules.js';
import { RestaurantCard } from '../restaurants/index.js';
import { NotFoundError } from '../shared/errors.type.js';

/** citySuggestions' argument: the commune's name typed so far. */
@ArgsType()
export class CitySuggestionArgs {
  @Field(() => String) @IsText() @IsSearchText() text: string;
}

@ObjectType()
export class City {
  @Field(() => String) name: string;
  @Field(() => String) slug: string;
  @Field(() => [String]) postcodes: string[];
  @Field(() => Float, { nullable: true }) lat?: number;
  @Field(() => Float, { nullable: true }) lng?: number;
  @Field(() => Float, { nullable: true }) distanceKm?: number | null;
}

@ObjectType()
export class CityStats {
  @Field(() => Int) restaurantCount: number;
  @Field(() => Int, { nullable: true }) averagePrice: number | null;
  @Field(() => Float, { nullable: true }) averageRating: number | null;
  @Field(() => Int) reviewCount: number;
  @Field(() => Int, { description: 'Publiés depuis moins de 14 jours' }) newCount: number;
}

@ObjectType()
export class CityPage {
  @Field(() => City) city: City;
  @Field(() => CityStats) stats: CityStats;
  @Field(() => [RestaurantCard], { description: 'Au plus 4 restaurants les mieux notés de la commune, par note' }) bestRated: RestaurantCard[];
  @Field(() => [City], { description: 'Au plus 4 communes voisines ayant des restaurants' }) otherCities: City[];
}

@ObjectType({ description: 'Le bloc du département (pages d’accueil et « À proximité ») : ses chiffres, ses mieux notés, ses communes les plus fournies' })
export class DepartmentPage {
  @Field(() => String) name: string;
  @Field(() => CityStats) stats: CityStats;
  @Field(() => [RestaurantCard], { description: 'Au plus 4 restaurants les mieux notés du département, par note' }) bestRated: RestaurantCard[];
  @Field(() => [City], { description: 'Au plus 4 communes, celles qui ont le plus de restaurants d’abord' }) topCities: City[];
}

/** The failures CityPageResult can really carry (server/src/graphql/union-result.ts). */
export const CITY_PAGE_ERRORS = [NotFoundError] as const;
export const CityPageResult = createUnionType({ name: 'CityPageResult', types: () => [CityPage, ...CITY_PAGE_ERRORS] as const });

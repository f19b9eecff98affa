import { Field, Float, InputType, Int } from 'type-graphql';
import { SearchSort } from './restaurant.type.js';

@InputType()
export class NearInput {
  @Field(() => Float) lat: number;
  @Field(() => Float) lng: number;
  @Field(() => Int, { nullable: true, description: '5 à 100 km, 10 par défaut' }) radiusKm?: number | null;
}

@InputType({ description: 'Critères de recherche (DESIGN §5) ; les règles sont dans common/search.ts' })
export class SearchInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) citySlug?: string | null;
  @Field(() => NearInput, { nullable: true }) near?: NearInput | null;
  @Field(() => String, { nullable: true, description: 'yyyy-mm-dd, d’aujourd’hui à +3 mois' }) date?: string | null;
  @Field(() => String, { nullable: true, description: 'HH:MM par demi-heure' }) hour?: string | null;
  @Field(() => [String], { nullable: true, description: 'Libellés des filtres, tous requis' }) filters?: string[] | null;
  @Field(() => Int, { nullable: true }) priceMin?: number | null;
  @Field(() => Int, { nullable: true, description: '100 = sans limite haute' }) priceMax?: number | null;
  @Field(() => SearchSort, { nullable: true }) sort?: SearchSort | null;
  @Field(() => Int, { nullable: true }) page?: number | null;
}

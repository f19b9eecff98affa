import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Float, ID, Int, ObjectType, createUnionType, registerEnumType } from 'type-graphql';
import { InvalidInputError, NotFoundError } from '../shared/errors.type.js';

export enum SearchSort { RATING = 'RATING', PRICE = 'PRICE', DISTANCE = 'DISTANCE' }
registerEnumType(SearchSort, { name: 'SearchSort', description: 'Notes, Prix par personne, Distance' });

@ObjectType()
export class Photo {
  @Field(() => String) url: string;
  @Field(() => String) kind: string;
  @Field(() => Int) width: number;
  @Field(() => Int) height: number;
  @Field(() => String) alt: string;
}

@ObjectType()
export class Address {
  @Field(() => String) street: string;
  @Field(() => String) postalCode: string;
  @Field(() => String) city: string;
}

/** A restaurant as it appears in lists; list fields resolve through per-request DataLoaders. */
@ObjectType()
export class RestaurantCard {
  @Field(() => ID) id: string;
  @Field(() => String) idUrl: string;
  @Field(() => String) name: string;
  @Field(() => String) slug: string;
  @Field(() => String, { description: 'Chemin de la page : /restaurant/{ville}/{nom}_{id_url}' }) path: string;
  @Field(() => String) citySlug: string;
  @Field(() => String) cityName: string;
  @Field(() => [String], { description: '1 ou 2 types, le premier est le principal' }) types: string[];
  @Field(() => [String]) cuisines: string[];
  @Field(() => Int) averagePrice: number;
  @Field(() => Float, { description: 'Moyenne des avis publiés, 0 sans avis' }) rating: number;
  @Field(() => Int) reviewCount: number;
  @Field(() => Date, { nullable: true }) datePublished: Date | null;
  @Field(() => Boolean, { description: 'Publié depuis moins de 14 jours' }) isNew: boolean;
  @Field(() => Float, { nullable: true }) distanceKm: number | null;
  @Field(() => Float) lat: number;
  @Field(() => Float) lng: number;
  @Field(() => Address) address: Address;
  @Field(() => [String], { description: 'Libellés des filtres (hors types et cuisines)' }) filters: string[];
  // resolved by RestaurantCardResolver through loaders
  @Field(() => [Photo]) photos?: Photo[];
  @Field(() => Boolean) isFav?: boolean;
  @Field(() => GraphQLJSONObject, { description: '{ lundi: [["12:00","14:00"]], … dimanche: [] }' }) schedule?: Record<string, unknown>;
  @Field(() => GraphQLJSONObject, { description: '{ "25-12-2026": [false] | [true] | [true, ["11:00","15:00"]] }' }) specialDates?: Record<string, unknown>;
  /** internal id for loaders */
  restaurantId: number;
  phoneRaw: string | null;
}

@ObjectType()
export class Restaurant extends RestaurantCard {
  @Field(() => String, { nullable: true }) phone: string | null;
  @Field(() => String) biography: string;
  @Field(() => String, { nullable: true }) bookingUrl: string | null;
  @Field(() => Boolean) isResaPhone: boolean;
  @Field(() => Boolean) published: boolean;
  @Field(() => Date) dateUpdate: Date;
}

@ObjectType()
export class SearchResult {
  @Field(() => [RestaurantCard]) items: RestaurantCard[];
  @Field(() => Int) total: number;
  @Field(() => Int) page: number;
  @Field(() => Int) pageSize: number;
  @Field(() => Int) pageCount: number;
  @Field(() => Boolean, { description: 'Rien ne correspondait : voici les résultats les plus proches' }) closest: boolean;
  @Field(() => [String], { description: 'Pour les résultats les plus proches : les critères laissés de côté, en français' }) relaxed: string[];
}

/** A restaurant on the map (issue 25): its marker and its small card, without photos or hours. */
@ObjectType()
export class MapPin {
  @Field(() => String) idUrl: string;
  @Field(() => String) name: string;
  @Field(() => String, { description: 'Chemin de la page : /restaurant/{ville}/{nom}_{id_url}' }) path: string;
  @Field(() => Float) lat: number;
  @Field(() => Float) lng: number;
  @Field(() => Float, { description: 'Moyenne des avis publiés, 0 sans avis' }) rating: number;
  @Field(() => Int) reviewCount: number;
  @Field(() => Int) averagePrice: number;
  @Field(() => String, { description: 'Le type principal' }) type: string;
  @Field(() => String) cityName: string;
}

@ObjectType({ description: 'Tous les restaurants d’une recherche pour la carte (au plus 5 000), dans l’ordre de la liste' })
export class MapPins {
  @Field(() => [MapPin]) pins: MapPin[];
  @Field(() => Int) total: number;
  @Field(() => Boolean, { description: 'Plus de restaurants que de repères : les premiers de la liste sont donnés' }) truncated: boolean;
  @Field(() => Boolean, { description: 'Rien ne correspondait : voici les résultats les plus proches' }) closest: boolean;
}

/** The failures SearchRestaurantsResult can really carry (server/src/graphql/union-result.ts). */
export const SEARCH_RESTAURANTS_ERRORS = [NotFoundError, InvalidInputError] as const;
export const SearchRestaurantsResult = createUnionType({ name: 'SearchRestaurantsResult', types: () => [SearchResult, ...SEARCH_RESTAURANTS_ERRORS] as const });

/** The address of a restaurant that was on line and is no longer (issue 25): what it was, and restaurants around it. */
@ObjectType()
export class RestaurantOffline {
  @Field(() => String) name: string;
  @Field(() => String) cityName: string;
  @Field(() => String) citySlug: string;
  @Field(() => [RestaurantCard], { description: 'Au plus 4 restaurants publiés à moins de 20 km, du même type d’abord' }) similar: RestaurantCard[];
}

/** The failures RestaurantResult can really carry (server/src/graphql/union-result.ts). */
export const RESTAURANT_ERRORS = [NotFoundError] as const;
export const RestaurantResult = createUnionType({ name: 'RestaurantResult', types: () => [Restaurant, RestaurantOffline, ...RESTAURANT_ERRORS] as const });

export const MapPinsResult = createUnionType({ name: 'MapPinsResult', types: () => [MapPins, ...SEARCH_RESTAURANTS_ERRORS] as const });

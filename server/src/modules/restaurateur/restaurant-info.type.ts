import { Allow } from 'class-validator';
import { Field, Float, InputType, Int, ObjectType, createUnionType } from 'type-graphql';
import {
  IsAveragePrice, IsNumeric, IsPhoneNumber, IsRestaurantCuisines, IsRestaurantFilters, IsRestaurantName, IsRestaurantPostcode, IsRestaurantTypes,
  IsSearchText, IsServiceAreaLatitude, IsSpecialDates, IsStreetAddress, IsText, IsWeekHours,
} from '../../validation/rules.js';
import { ActionError, InvalidInputError, NotFoundError } from '../shared/errors.type.js';

@ObjectType({ description: 'Une plage horaire ; une fermeture qui n’est pas après l’ouverture passe minuit' })
export class TimeRange {
  @Field(() => String, { description: 'HH:MM, par quart d’heure' }) opens: string;
  @Field(() => String, { description: 'HH:MM, par quart d’heure' }) closes: string;
  @Field(() => Boolean, { description: 'La plage finit après minuit' }) pastMidnight: boolean;
}

@ObjectType()
export class DayHours {
  @Field(() => Int, { description: 'Lundi 0 … dimanche 6' }) weekday: number;
  @Field(() => String) label: string;
  @Field(() => [TimeRange], { description: 'Aucune (fermé), une ou deux plages' }) ranges: TimeRange[];
}

@ObjectType()
export class SpecialDateInfo {
  @Field(() => String, { description: 'aaaa-mm-jj' }) day: string;
  @Field(() => String, { description: 'closed (fermé), usual (horaires habituels) ou hours (horaires propres)' }) mode: string;
  @Field(() => [TimeRange]) ranges: TimeRange[];
}

@ObjectType({ description: 'Les informations du restaurant telles que son propriétaire les modifie (/modifyInfo)' })
export class RestaurantInfo {
  @Field(() => String) idUrl: string;
  @Field(() => String) name: string;
  @Field(() => [String], { description: 'Un ou deux types, le premier est le principal' }) types: string[];
  @Field(() => [String]) cuisines: string[];
  @Field(() => String) street: string;
  @Field(() => String) postalCode: string;
  @Field(() => String) city: string;
  @Field(() => Float) lat: number;
  @Field(() => Float) lng: number;
  @Field(() => String, { nullable: true }) phone: string | null;
  @Field(() => Int, { description: 'Prix moyen par personne, en euros' }) averagePrice: number;
  @Field(() => [String], { description: 'Filtres du vocabulaire (hors types, cuisines et notes)' }) filters: string[];
  @Field(() => [DayHours], { description: 'Les sept jours, du lundi au dimanche' }) hours: DayHours[];
  @Field(() => [SpecialDateInfo], { description: 'Dates spéciales à partir d’aujourd’hui' }) specialDates: SpecialDateInfo[];
  @Field(() => Boolean) published: boolean;
  @Field(() => String, { description: 'Adresse de la page publique' }) path: string;
  @Field(() => Date) dateUpdate: Date;
}

@ObjectType()
export class RestaurantInfoSaved {
  @Field(() => RestaurantInfo) info: RestaurantInfo;
  @Field(() => [String], { description: 'Les parties modifiées (« Horaires de la semaine »…), vide si rien n’a changé' }) changed: string[];
}

@InputType()
export class TimeRangeInput {
  @Field(() => String) opens: string;
  @Field(() => String) closes: string;
}

@InputType()
export class DayHoursInput {
  @Field(() => Int) weekday: number;
  @Field(() => [TimeRangeInput]) ranges: TimeRangeInput[];
}

@InputType()
export class SpecialDateInput {
  @Field(() => String, { description: 'aaaa-mm-jj, d’aujourd’hui à un an' }) day: string;
  @Field(() => String, { description: 'closed, usual ou hours' }) mode: string;
  @Field(() => [TimeRangeInput], { nullable: true, description: 'Une ou deux plages pour « hours », aucune sinon' }) ranges?: TimeRangeInput[] | null;
}

/** Everything /modifyInfo saves in one go (the rules are common/restaurant-info-rules.ts's, through server/src/validation/rules.ts). */
@InputType()
export class RestaurantInfoInput {
  @Field(() => String) @IsText() idUrl: string;
  @Field(() => String) @IsRestaurantName() name: string;
  @Field(() => [String]) @IsRestaurantTypes() types: string[];
  @Field(() => [String]) @IsRestaurantCuisines() cuisines: string[];
  @Field(() => String, { description: 'Numéro et voie, tels que les suggestions d’adresses les donnent' }) @IsStreetAddress() street: string;
  @Field(() => String) @IsRestaurantPostcode() postalCode: string;
  @Field(() => String) @IsText() @IsSearchText() city: string;
  @Field(() => Float) @IsNumeric() @IsServiceAreaLatitude('lng') lat: number;
  @Field(() => Float) @IsNumeric() @Allow() lng: number;
  @Field(() => String) @IsPhoneNumber() phone: string;
  @Field(() => Int) @IsAveragePrice() averagePrice: number;
  @Field(() => [String]) @IsRestaurantFilters() filters: string[];
  @Field(() => [DayHoursInput]) @IsWeekHours() hours: DayHoursInput[];
  @Field(() => [SpecialDateInput]) @IsSpecialDates() specialDates: SpecialDateInput[];
}

/** The failures each result union can really carry (server/src/graphql/union-result.ts). */
export const RESTAURANT_INFO_ERRORS = [NotFoundError] as const;
export const RestaurantInfoResult = createUnionType({ name: 'RestaurantInfoResult', types: () => [RestaurantInfo, ...RESTAURANT_INFO_ERRORS] as const });
export const SAVE_RESTAURANT_INFO_ERRORS = [NotFoundError, InvalidInputError, ActionError] as const;
export const SaveRestaurantInfoResult = createUnionType({ name: 'SaveRestaurantInfoResult', types: () => [RestaurantInfoSaved, ...SAVE_RESTAURANT_INFO_ERRORS] as const });

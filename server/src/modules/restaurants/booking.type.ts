import { Field, InputType, ObjectType, createUnionType } from 'type-graphql';
import { IsBookingUrl, IsSpaceRestaurant, IsYesNo } from '../../validation/rules.js';
import { ActionError, InvalidInputError, NotFoundError } from '../shared/errors.type.js';

/** The booking settings of the restaurateur's restaurant (/reservationPage) and what the Réservation tab shows from them. */
@ObjectType()
export class Booking {
  @Field(() => String) idUrl: string;
  @Field(() => String) name: string;
  @Field(() => String, { description: 'Adresse de la page publique du restaurant' }) path: string;
  @Field(() => Boolean) published: boolean;
  @Field(() => String, { nullable: true, description: 'Le numéro affiché sur l’onglet Réservation' }) phone: string | null;
  @Field(() => Boolean, { description: 'Réservation par téléphone (is_resa_phone)' }) isResaPhone: boolean;
  @Field(() => String, { nullable: true, description: 'L’outil de réservation en ligne du restaurant (https://)' }) bookingUrl: string | null;
  @Field(() => Date) dateUpdate: Date;
}

@InputType()
export class BookingInput {
  @Field(() => String) @IsSpaceRestaurant() idUrl: string;
  @Field(() => Boolean) @IsYesNo() isResaPhone: boolean;
  @Field(() => String, { nullable: true, description: 'Vide ou absent : pas de lien' }) @IsBookingUrl() bookingUrl?: string | null;
}

/** The failures BookingResult can really carry (server/src/graphql/union-result.ts); another's restaurant is FORBIDDEN. */
export const BOOKING_ERRORS = [NotFoundError, InvalidInputError, ActionError] as const;
export const BookingResult = createUnionType({ name: 'BookingResult', types: () => [Booking, ...BOOKING_ERRORS] as const });

import { RESTAURANT_STATUSES_TEXT } from '../../../../common/restaurant-status.js';
import { ArgsType, Field, ObjectType, createUnionType } from 'type-graphql';
import { IsRestaurantRef } from '../../validation/rules.js';
import { ActionError } from '../shared/errors.type.js';

/** The restaurant the page is about: its numeric id or its id_url (the owner's own; others are refused). */
@ArgsType()
export class PublicationArgs {
  @Field(() => String, { description: 'id numérique ou id_url du restaurant' }) @IsRestaurantRef() restaurant: string;
}

@ObjectType()
export class PublicationRequirementState {
  @Field(() => String, { description: 'menu, listdesc, devanture, schedule, filters ou type (SPEC §3)' }) key: string;
  @Field(() => Boolean) done: boolean;
}

@ObjectType({ description: 'Ce que la page de publication montre (SPEC §3 Publication info, §4)' })
export class PublicationInfo {
  @Field(() => String) idUrl: string;
  @Field(() => String, { description: RESTAURANT_STATUSES_TEXT }) status: string;
  @Field(() => [PublicationRequirementState]) requirements: PublicationRequirementState[];
  @Field(() => Boolean) complete: boolean;
  @Field(() => Boolean) subscriptionActive: boolean;
  @Field(() => Date, { nullable: true }) pendingSince: Date | null;
  @Field(() => String, { nullable: true }) rejectionReason: string | null;
  @Field(() => String, { description: 'La page telle que les visiteurs la verront : son adresse publique, ou un aperçu signé (7 jours) tant qu’elle n’est pas publiée' })
  previewPath: string;
}

@ObjectType()
export class PublicationSent {
  @Field(() => String) message: string;
}

/** PUBLICATION_PENDING ('Demande en cours de traitement'), NOT_SUBSCRIBED ('not-sub'), INCOMPLETE, CONFLICT (already published). */
export const SEND_PUBLICATION_ERRORS = [ActionError] as const;
export const SendPublicationResult = createUnionType({ name: 'SendPublicationResult', types: () => [PublicationSent, ...SEND_PUBLICATION_ERRORS] as const });

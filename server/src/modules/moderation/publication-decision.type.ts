import { Allow } from 'class-validator';
import { Field, InputType, Int, ObjectType, createUnionType } from 'type-graphql';
import { IsPublicationRejection } from '../../validation/rules.js';
import { ActionError, InvalidInputError, NotFoundError } from '../shared/errors.type.js';

@ObjectType({ description: 'Une demande de publication en attente, telle que la modération la voit' })
export class WaitingPublication {
  @Field(() => Int) requestId: number;
  @Field(() => Date) requestedAt: Date;
  @Field(() => String) idUrl: string;
  @Field(() => String) name: string;
  @Field(() => String) city: string;
  @Field(() => String, { nullable: true }) ownerName: string | null;
  @Field(() => String, { nullable: true }) ownerEmail: string | null;
  @Field(() => String, { description: 'La page telle qu’elle serait publiée (jeton d’aperçu signé)' }) previewPath: string;
  @Field(() => [String], { description: 'Ce que SPEC §5 exige et qui manque aujourd’hui (menu, listdesc, devanture, schedule, filters, type)' }) missing: string[];
}

@InputType()
export class PublicationDecisionInput {
  @Field(() => Int) requestId: number;
  @Field(() => Boolean) accept: boolean;
  @Field(() => String, { nullable: true, description: 'Motif du refus : incomplete, photos, consistency, area, terms ou other' }) @IsPublicationRejection('accept', 'details') reason?: string | null;
  @Field(() => String, { nullable: true, description: 'Précisions envoyées au restaurateur (obligatoires pour « other »)' }) @Allow() details?: string | null;
}

@ObjectType()
export class PublicationDecided {
  @Field(() => Int) requestId: number;
  @Field(() => String) idUrl: string;
  @Field(() => String, { description: 'accepted ou rejected' }) status: string;
  @Field(() => String, { nullable: true }) reason: string | null;
}

/** The failures DecidePublicationResult can really carry: an unknown request, a bad reason, a request already decided or no longer complete. */
export const DECIDE_PUBLICATION_ERRORS = [NotFoundError, InvalidInputError, ActionError] as const;
export const DecidePublicationResult = createUnionType({ name: 'DecidePublicationResult', types: () => [PublicationDecided, ...DECIDE_PUBLICATION_ERRORS] as const });

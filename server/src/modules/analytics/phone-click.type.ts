import { Field, ObjectType, createUnionType } from 'type-graphql';
import { InvalidInputError, NotFoundError } from '../shared/errors.type.js';

@ObjectType()
export class PhoneClickResult {
  @Field(() => Boolean, { description: 'Vrai si ce clic a été compté (une fois par session et restaurant)' }) counted: boolean;
  @Field(() => String, { nullable: true, description: 'Identifiant de session délivré par le serveur, à garder (sessionStorage) et à renvoyer avec les clics suivants' })
  sessionId: string | null;
}

/** The failures PhoneClickOutcome can really carry (server/src/graphql/union-result.ts). */
export const PHONE_CLICK_ERRORS = [NotFoundError, InvalidInputError] as const;
export const PhoneClickOutcome = createUnionType({ name: 'PhoneClickOutcome', types: () => [PhoneClickResult, ...PHONE_CLICK_ERRORS] as const });

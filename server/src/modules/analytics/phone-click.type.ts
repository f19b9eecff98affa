import { Field, ObjectType, createUnionType } from 'type-graphql';
import { ERROR_TYPES } from '../shared/errors.type.js';

@ObjectType()
export class PhoneClickResult {
  @Field(() => Boolean, { description: 'Vrai si ce clic a été compté (une fois par session et restaurant)' }) counted: boolean;
  @Field(() => String, { nullable: true, description: 'Identifiant de session délivré par le serveur, à garder (sessionStorage) et à renvoyer avec les clics suivants' })
  sessionId: string | null;
}

export const PhoneClickOutcome = createUnionType({
  name: 'PhoneClickOutcome',
  types: () => [PhoneClickResult, ...ERROR_TYPES] as const,
});

import { IsOptional } from 'class-validator';
import { ArgsType, Field, Float, ObjectType, createUnionType } from 'type-graphql';
import { IsSearchText, IsStreetAddress, IsText } from '../../validation/rules.js';
import { ActionError, InvalidInputError } from '../shared/errors.type.js';

/** addressSuggestions' arguments: the address typed so far, and the city when known. */
@ArgsType()
export class AddressSearchArgs {
  @Field(() => String) @IsStreetAddress() address: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsText() @IsSearchText() city?: string | null;
}

@ObjectType({ description: 'Une adresse du Maine-et-Loire trouvée par le service national des adresses' })
export class AddressSuggestion {
  @Field(() => String, { description: 'Libellé complet, à afficher' }) label: string;
  @Field(() => String, { description: 'Numéro et voie' }) street: string;
  @Field(() => String) postalCode: string;
  @Field(() => String) city: string;
  @Field(() => Float) lat: number;
  @Field(() => Float) lng: number;
  @Field(() => String, { description: 'exact, ancien-nom ou redirection (SPEC §5)' }) match: string;
}

@ObjectType()
export class AddressSuggestions {
  @Field(() => [AddressSuggestion]) items: AddressSuggestion[];
}

/** INVALID_INPUT for a bad address; UNAVAILABLE (ActionError) when the address service cannot be reached. */
export const ADDRESS_ERRORS = [InvalidInputError, ActionError] as const;
export const AddressSuggestionsResult = createUnionType({ name: 'AddressSuggestionsResult', types: () => [AddressSuggestions, ...ADDRESS_ERRORS] as const });

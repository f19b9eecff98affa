import { Allow, IsOptional, MaxLength } from 'class-validator';
import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES } from '../../../../common/account-rules.js';
import { ArgsType, Field, Float, InputType, Int, ObjectType, createUnionType, registerEnumType } from 'type-graphql';
import { REGISTRATION_MESSAGES } from '../../../../common/registration-rules.js';
import {
  IsAccepted, IsAccountEmail, IsNumeric, IsText, IsYesNo, IsAccountPassword, IsBirthDateIso, IsFirstName, IsLastName, IsLinkToken, IsPhoneNumber, IsRegistrationMessage,
  IsRestaurantName, IsRestaurantPostcode, IsSearchText, IsServiceAreaLatitude, IsStreetAddress, IsVerificationCode,
} from '../../validation/rules.js';
import { ActionError, InvalidInputError } from '../shared/errors.type.js';

export enum RegistrationStepEnum { account = 'account', restaurant = 'restaurant', payment = 'payment' }
registerEnumType(RegistrationStepEnum, { name: 'RegistrationStep', description: 'Étape où reprend l’inscription : compte, restaurant, paiement' });

/** /contact_inscription (the rules are common/'s: server/src/validation/rules.ts). */
@InputType()
export class RegistrationRequestInput {
  @Field(() => String) @IsRestaurantName() restaurantName: string;
  @Field(() => String, { description: 'Commune du Maine-et-Loire (slug, ex. « angers »)' }) @IsText() @IsSearchText() citySlug: string;
  @Field(() => String) @IsAccountEmail() email: string;
  @Field(() => String) @IsPhoneNumber() phone: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsRegistrationMessage() message?: string | null;
}

/** A registration link's token (registration). */
@ArgsType()
export class RegistrationTokenArgs {
  @Field(() => String) @IsLinkToken() token: string;
}

/** Step 1's code request (SPEC §7 send-code/verif-mail): the first name only greets in the e-mail. */
@ArgsType()
export class RegistrationCodeArgs {
  @Field(() => String) @IsLinkToken() token: string;
  @Field(() => String) @IsAccountEmail() email: string;
  @Field(() => String, { defaultValue: '' }) @IsText() @MaxLength(ACCOUNT_LIMITS.nameMax, { message: ACCOUNT_MESSAGES.firstNameInvalid }) firstName: string = '';
  /** Kept with the first name so that a wizard closed before the code is checked resumes with them (docs/adr/0028). */
  @Field(() => String, { nullable: true }) @IsOptional() @IsLastName() lastName?: string | null;
  @Field(() => String, { nullable: true, description: 'aaaa-mm-jj' }) @IsOptional() @IsBirthDateIso() birthDate?: string | null;
}

/** Step 1 (SPEC §7 registerTemp). */
@InputType()
export class RegistrationAccountInput {
  @Field(() => String) @IsLinkToken() token: string;
  @Field(() => String) @IsAccountEmail() email: string;
  @Field(() => String) @IsVerificationCode() code: string;
  @Field(() => String) @IsFirstName() firstName: string;
  @Field(() => String) @IsLastName() lastName: string;
  @Field(() => String) @IsAccountPassword() password: string;
  @Field(() => String, { description: 'aaaa-mm-jj' }) @IsBirthDateIso() birthDate: string;
}

/** Step 2 (SPEC §7 registerTempSecond): the address as the address service gave it. */
@InputType()
export class RegistrationRestaurantInput {
  @Field(() => String) @IsLinkToken() token: string;
  @Field(() => String) @IsRestaurantName() name: string;
  @Field(() => String) @IsStreetAddress() address: string;
  @Field(() => String) @IsText() @IsSearchText() city: string;
  @Field(() => String) @IsText() @IsRestaurantPostcode() postalCode: string;
  @Field(() => String) @IsPhoneNumber() phone: string;
  @Field(() => Float) @IsNumeric() @IsServiceAreaLatitude('lng') lat: number;
  @Field(() => Float) @IsNumeric() @Allow() lng: number;
  @Field(() => Boolean) @IsYesNo() newsletter: boolean;
  @Field(() => Boolean, { description: 'Conditions générales acceptées (obligatoire)' }) @IsAccepted(REGISTRATION_MESSAGES.termsRequired) terms: boolean;
}

@ObjectType()
export class RegistrationRestaurant {
  @Field(() => String) name: string;
  @Field(() => String, { nullable: true }) address: string | null;
  @Field(() => String, { nullable: true }) city: string | null;
  @Field(() => String, { nullable: true }) postalCode: string | null;
  @Field(() => String, { nullable: true }) phone: string | null;
  @Field(() => Float, { nullable: true }) lat: number | null;
  @Field(() => Float, { nullable: true }) lng: number | null;
}

@ObjectType({ description: 'L’étape 1 telle que saisie à la demande du code, avant que le compte existe (jamais le mot de passe)' })
export class RegistrationPendingAccount {
  @Field(() => String) email: string;
  @Field(() => String) firstName: string;
  @Field(() => String, { nullable: true }) lastName: string | null;
  @Field(() => String, { nullable: true, description: 'aaaa-mm-jj' }) birthDate: string | null;
}

@ObjectType({ description: 'Les coordonnées de facturation du dernier enregistrement de carte (SPEC §3 Billing form payload)' })
export class RegistrationBilling {
  @Field(() => String, { description: 'Dénomination sociale' }) company: string;
  @Field(() => String) lastName: string;
  @Field(() => String) firstName: string;
  @Field(() => String) address: string;
  @Field(() => String) zipcode: string;
  @Field(() => String) city: string;
  @Field(() => String) email: string;
  @Field(() => String) phone: string;
}

@ObjectType({ description: 'Une inscription en cours, vue par son lien (SPEC §7 getStartInscription)' })
export class Registration {
  @Field(() => RegistrationStepEnum) step: RegistrationStepEnum;
  @Field(() => RegistrationPendingAccount, { nullable: true, description: 'Étape 1 commencée (code demandé), compte pas encore créé' })
  pendingAccount: RegistrationPendingAccount | null;
  @Field(() => RegistrationBilling, { nullable: true, description: 'Coordonnées déjà données à l’étape 3 ; pour la session du compte seulement' })
  billing: RegistrationBilling | null;
  @Field(() => String) email: string;
  @Field(() => String, { nullable: true }) firstName: string | null;
  @Field(() => String, { nullable: true }) lastName: string | null;
  @Field(() => Boolean) newsletter: boolean;
  @Field(() => RegistrationRestaurant) restaurant: RegistrationRestaurant;
}

@ObjectType({ description: 'Étape 2 faite : la session du restaurateur (état de connexion 2)' })
export class RegistrationSession {
  @Field(() => String, { description: 'Jeton d’accès à garder sous la clé « token »' }) accessToken: string;
  @Field(() => Int) restaurantId: number;
}

/** The failures each result union can really carry (server/src/graphql/union-result.ts). */
export const REGISTRATION_ERRORS = [InvalidInputError, ActionError] as const;
export const RegistrationResult = createUnionType({ name: 'RegistrationResult', types: () => [Registration, ...REGISTRATION_ERRORS] as const });
export const REGISTRATION_SESSION_ERRORS = [InvalidInputError, ActionError] as const;
export const RegistrationSessionResult = createUnionType({ name: 'RegistrationSessionResult', types: () => [RegistrationSession, ...REGISTRATION_SESSION_ERRORS] as const });

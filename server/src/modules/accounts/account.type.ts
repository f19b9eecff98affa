import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES } from '../../../../common/account-rules.js';
import { ArgsType, Field, ID, InputType, ObjectType, createUnionType, registerEnumType } from 'type-graphql';
import { IsAcceptedTerms, IsAdultDeclared, IsAccountEmail, IsAccountPassword, IsBiography, IsFirstName, IsLastName, IsSalutation } from '../../validation/rules.js';
import { ActionError, InvalidInputError, NotFoundError } from '../shared/errors.type.js';

export enum LoginSpaceEnum { customer = 'customer', restaurateur = 'restaurateur', admin = 'admin' }
registerEnumType(LoginSpaceEnum, { name: 'LoginSpace', description: 'Espace de connexion : client, restaurateur ou administration' });

@ObjectType()
export class Account {
  @Field(() => ID) id: string;
  @Field(() => String) email: string;
  @Field(() => String) role: string;
  @Field(() => String) firstName: string;
  @Field(() => String) lastName: string;
  @Field(() => String, { nullable: true }) salutation: string | null;
  @Field(() => String, { nullable: true }) biography: string | null;
  @Field(() => String, { nullable: true }) photoUrl: string | null;
  @Field(() => Boolean) newsletter: boolean;
  @Field(() => Boolean) emailVerified: boolean;
}

@ObjectType()
export class Session {
  @Field(() => String, { description: 'Jeton d’accès à garder sous la clé « token »' }) accessToken: string;
  @Field(() => Account) account: Account;
}

@ObjectType()
export class SignUpSuccess {
  @Field(() => String, { description: 'Adresse à laquelle le code à 6 chiffres a été envoyé' }) email: string;
}

@ObjectType()
export class Done {
  @Field(() => String) message: string;
}

@ObjectType()
export class PublicReview {
  @Field(() => String) restaurantName: string;
  @Field(() => String) restaurantPath: string;
  @Field(() => Number) rating: number;
  @Field(() => String) text: string;
  @Field(() => String) visitDate: string;
  @Field(() => Date) publishedAt: Date;
}

@ObjectType()
export class PublicProfile {
  @Field(() => ID) id: string;
  @Field(() => String) firstName: string;
  @Field(() => String, { nullable: true }) photoUrl: string | null;
  @Field(() => String, { nullable: true }) biography: string | null;
  @Field(() => [PublicReview]) reviews: PublicReview[];
}

/** SPEC §5 rules from common/account-rules.ts (server/src/validation/rules.ts), applied before the resolver runs. */
@InputType()
export class SignUpInput {
  @Field(() => String) @IsAccountEmail() email: string;
  @Field(() => String) @IsAccountPassword() password: string;
  @Field(() => String) @IsFirstName() firstName: string;
  @Field(() => String) @IsLastName() lastName: string;
  @Field(() => String, { nullable: true, description: 'M., Mme ou Autre' }) @IsOptional() @IsSalutation() salutation?: 'M.' | 'Mme' | 'Autre' | null;
  @Field(() => Boolean, { nullable: true }) @IsOptional() newsletter?: boolean | null;
  @Field(() => Boolean, { description: 'Les conditions générales d’utilisation acceptées (case cochée) : leur version et la date sont enregistrées' })
  @IsAcceptedTerms() acceptTerms: boolean;
  @Field(() => Boolean, { description: 'La déclaration d’avoir 18 ans ou plus (case cochée ; le compte client est réservé aux personnes majeures) : sa date est enregistrée' })
  @IsAdultDeclared() adultDeclared: boolean;
}

@InputType()
export class ProfileInput {
  @Field(() => String, { nullable: true }) @IsOptional() @IsFirstName() firstName?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsLastName() lastName?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsSalutation() salutation?: 'M.' | 'Mme' | 'Autre' | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsBiography() biography?: string | null;
  @Field(() => Boolean, { nullable: true }) @IsOptional() newsletter?: boolean | null;
}

/** The failures SessionResult can really carry (server/src/graphql/union-result.ts). */
export const SESSION_ERRORS = [InvalidInputError, ActionError] as const;
export const SessionResult = createUnionType({ name: 'SessionResult', types: () => [Session, ...SESSION_ERRORS] as const });

@ObjectType({ description: 'Compte administrateur : le mot de passe est bon, le code du second facteur est attendu' })
export class SecondFactorRequired {
  @Field(() => String, { description: 'À renvoyer avec le code (confirmSecondFactor), valable 10 minutes' }) challenge: string;
  @Field(() => String, { nullable: true, description: 'Première connexion : la clé à ajouter à une application d’authentification' }) setupSecret: string | null;
  @Field(() => String, { nullable: true, description: 'La même clé en adresse otpauth://' }) setupUri: string | null;
  @Field(() => String, { nullable: true, description: 'La même clé en QR code (image data:)' }) setupQr: string | null;
}

export const LogInResult = createUnionType({ name: 'LogInResult', types: () => [Session, SecondFactorRequired, ...SESSION_ERRORS] as const });

@ObjectType({ description: 'La session ouverte après le second facteur ; à la première connexion, les codes de secours, montrés une seule fois' })
export class SecondFactorSession {
  @Field(() => String) accessToken: string;
  @Field(() => Account) account: Account;
  @Field(() => [String]) recoveryCodes: string[];
}

export const SecondFactorSessionResult = createUnionType({ name: 'SecondFactorSessionResult', types: () => [SecondFactorSession, ...SESSION_ERRORS] as const });
/** The failures SignUpResult can really carry (server/src/graphql/union-result.ts). */
export const SIGN_UP_ERRORS = [InvalidInputError, ActionError] as const;
export const SignUpResult = createUnionType({ name: 'SignUpResult', types: () => [SignUpSuccess, ...SIGN_UP_ERRORS] as const });
/** The failures DoneResult can really carry (server/src/graphql/union-result.ts). */
export const DONE_ERRORS = [InvalidInputError, ActionError] as const;
export const DoneResult = createUnionType({ name: 'DoneResult', types: () => [Done, ...DONE_ERRORS] as const });
/** The failures AccountResult can really carry (server/src/graphql/union-result.ts). */
export const ACCOUNT_ERRORS = [InvalidInputError] as const;
export const AccountResult = createUnionType({ name: 'AccountResult', types: () => [Account, ...ACCOUNT_ERRORS] as const });
/** The failures PublicProfileResult can really carry (server/src/graphql/union-result.ts). */
export const PUBLIC_PROFILE_ERRORS = [NotFoundError] as const;
export const PublicProfileResult = createUnionType({ name: 'PublicProfileResult', types: () => [PublicProfile, ...PUBLIC_PROFILE_ERRORS] as const });

/** changePassword's arguments: the new password follows the account rules; the current one is only compared. */
@ArgsType()
export class ChangePasswordArgs {
  @Field(() => String) @IsString() @MaxLength(ACCOUNT_LIMITS.passwordMax, { message: ACCOUNT_MESSAGES.passwordTooLong }) currentPassword: string;
  @Field(() => String) @IsAccountPassword() newPassword: string;
}

/** resendVerificationCode's and requestPasswordReset's argument: an address of SPEC §5 (the answer never says whether it has an account). */
@ArgsType()
export class EmailArgs {
  @Field(() => String) @IsAccountEmail() email: string;
}

/** npm run admin:create's address and password, checked by validateInput before createAdmin stores them (not a GraphQL type). */
export class NewAdmin {
  @IsAccountEmail() email: string;
  @IsAccountPassword() password: string;
}

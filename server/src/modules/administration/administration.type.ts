import { RESTAURANT_STATUSES_TEXT } from '../../../../common/restaurant-status.js';
import { Allow } from 'class-validator';
import { ArgsType, Field, InputType, Int, ObjectType, createUnionType, registerEnumType } from 'type-graphql';
import { IsAccountEmail, IsDecisionReasons, IsDirectoryPage, IsDirectorySearch, IsDirectorySort, IsModerationReason, IsStatPeriod, IsSubscriptionGround } from '../../validation/rules.js';
import { Statistics } from '../analytics/index.js';
import { ModerationLogEntry } from '../moderation/index.js';
import { ActionError, InvalidInputError, NotFoundError } from '../shared/errors.type.js';

@ObjectType({ description: 'Un restaurant de l’annuaire, vu par l’administration' })
export class DirectoryRestaurant {
  @Field(() => String) idUrl: string;
  @Field(() => String) name: string;
  @Field(() => String) city: string;
  @Field(() => String, { description: RESTAURANT_STATUSES_TEXT }) status: string;
  @Field(() => String, { nullable: true }) ownerName: string | null;
  @Field(() => String, { nullable: true }) ownerEmail: string | null;
  @Field(() => String, { nullable: true, description: 'pending_card_check, active, cancelled, lapsed, ended ; null sans abonnement' }) subscription: string | null;
  @Field(() => Date) dateUpdate: Date;
}

@ObjectType()
export class DirectoryPage {
  @Field(() => [DirectoryRestaurant]) items: DirectoryRestaurant[];
  @Field(() => Int) total: number;
  @Field(() => Int) page: number;
  @Field(() => Int) pageCount: number;
}

@InputType()
export class DirectoryInput {
  @Field(() => String, { defaultValue: '', description: 'Dans le nom, la commune ou l’e-mail du propriétaire' }) @IsDirectorySearch() search: string;
  @Field(() => String, { defaultValue: 'name', description: 'name, city, status ou updated' }) @IsDirectorySort() sort: string;
  @Field(() => Boolean, { defaultValue: false }) descending: boolean;
  @Field(() => Int, { defaultValue: 1 }) @IsDirectoryPage() page: number;
}

export const DIRECTORY_ERRORS = [InvalidInputError] as const;
export const DirectoryResult = createUnionType({ name: 'DirectoryResult', types: () => [DirectoryPage, ...DIRECTORY_ERRORS] as const });

@ObjectType()
export class FileInvoice {
  @Field(() => String) number: string;
  @Field(() => Date) issuedAt: Date;
  @Field(() => String) periodStart: string;
  @Field(() => String) periodEnd: string;
  @Field(() => Int) totalTtcCents: number;
  @Field(() => String) mode: string;
}

@ObjectType()
export class FileRequest {
  @Field(() => Date) requestedAt: Date;
  @Field(() => String) status: string;
  @Field(() => Date, { nullable: true }) decidedAt: Date | null;
  @Field(() => String, { nullable: true }) reason: string | null;
}

@ObjectType({ description: 'Un lien d’inscription envoyé depuis la fiche, pour confier le restaurant à son gérant' })
export class FileRegistrationLink {
  @Field(() => Date) sentAt: Date;
  @Field(() => String) email: string;
  @Field(() => Date) expiresAt: Date;
  @Field(() => Boolean, { description: 'Le compte restaurateur a été créé (étape 1)' }) accountCreated: boolean;
  @Field(() => Boolean, { description: 'Le restaurant a été confié à ce compte (étape 2)' }) handedOver: boolean;
}

export enum SubscriptionDecisionKindEnum { end_notice = 'end_notice', end_now = 'end_now', suspend = 'suspend', lift = 'lift' }
registerEnumType(SubscriptionDecisionKindEnum, {
  name: 'SubscriptionDecisionKind', description: 'Résiliation avec préavis de 30 jours, résiliation sans préavis, suspension, fin de la suspension',
});

@ObjectType({ description: 'Une décision de Mijote sur l’abonnement (motif et exposé des motifs envoyés au restaurateur)' })
export class FileSubscriptionDecision {
  @Field(() => SubscriptionDecisionKindEnum) kind: SubscriptionDecisionKindEnum;
  @Field(() => String, { nullable: true, description: 'Le motif des conditions générales de vente (clé), absent pour la fin d’une suspension' }) ground: string | null;
  @Field(() => String) reasons: string;
  @Field(() => String, { description: 'aaaa-mm-jj : le jour où elle prend effet' }) effectiveOn: string;
  @Field(() => String, { nullable: true, description: 'L’administrateur qui l’a prise' }) actor: string | null;
  @Field(() => Date) decidedAt: Date;
}

@ObjectType({ description: 'La fiche d’un restaurant dans l’espace d’administration' })
export class RestaurantFileView {
  @Field(() => DirectoryRestaurant) restaurant: DirectoryRestaurant;
  @Field(() => Date, { nullable: true }) datePublished: Date | null;
  @Field(() => String) previewPath: string;
  @Field(() => String, { nullable: true, description: 'Fin de la période payée' }) periodEnd: string | null;
  @Field(() => String, { nullable: true }) nextDueDate: string | null;
  @Field(() => String, { nullable: true, description: 'Les derniers chiffres de la carte, jamais plus' }) cardLastDigits: string | null;
  @Field(() => String, { nullable: true, description: 'aaaa-mm-jj : le jour où l’abonnement prend (ou a pris) fin par décision de Mijote' }) subscriptionEndsOn: string | null;
  @Field(() => [String], { description: 'Pourquoi aucune échéance n’est prélevée : suspended, offline, account' }) renewalHolds: string[];
  @Field(() => [FileSubscriptionDecision]) subscriptionDecisions: FileSubscriptionDecision[];
  @Field(() => [FileInvoice]) invoices: FileInvoice[];
  @Field(() => [FileRequest]) requests: FileRequest[];
  @Field(() => [ModerationLogEntry]) log: ModerationLogEntry[];
  @Field(() => Statistics) statistics: Statistics;
  @Field(() => [FileRegistrationLink], { description: 'Les liens d’inscription envoyés pour ce restaurant' }) registrationLinks: FileRegistrationLink[];
}

/** restaurantFile's arguments: the restaurant and the statistics' period. */
@ArgsType()
export class RestaurantFileArgs {
  @Field(() => String) @Allow() idUrl: string;
  @Field(() => Int, { defaultValue: 30 }) @IsStatPeriod() days: number;
}

export const RESTAURANT_FILE_ERRORS = [NotFoundError, InvalidInputError] as const;
export const RestaurantFileResult = createUnionType({ name: 'RestaurantFileResult', types: () => [RestaurantFileView, ...RESTAURANT_FILE_ERRORS] as const });

@InputType()
export class RestaurantOnlineInput {
  @Field(() => String) idUrl: string;
  @Field(() => Boolean, { description: 'true : remettre en ligne ; false : mettre hors ligne' }) online: boolean;
  @Field(() => String, { description: 'Motif envoyé au restaurateur et gardé au journal' }) @IsModerationReason() reason: string;
}

@ObjectType()
export class RestaurantOnlineChanged {
  @Field(() => String) idUrl: string;
  @Field(() => String) status: string;
}

export const SET_ONLINE_ERRORS = [NotFoundError, InvalidInputError, ActionError] as const;
export const SetRestaurantOnlineResult = createUnionType({ name: 'SetRestaurantOnlineResult', types: () => [RestaurantOnlineChanged, ...SET_ONLINE_ERRORS] as const });

@InputType({ description: 'Une décision de Mijote sur l’abonnement d’un restaurant, depuis sa fiche' })
export class SubscriptionDecisionInput {
  @Field(() => String) @Allow() idUrl: string;
  @Field(() => SubscriptionDecisionKindEnum) @Allow() kind: SubscriptionDecisionKindEnum;
  @Field(() => String, { nullable: true, description: 'Un motif des conditions générales de vente ; aucun pour lever une suspension' }) @IsSubscriptionGround('kind') ground: string | null;
  @Field(() => String, { description: 'L’exposé des motifs, envoyé au restaurateur et gardé avec la décision' }) @IsDecisionReasons() reasons: string;
}
@ObjectType()
export class SubscriptionDecided {
  @Field(() => String) message: string;
}
export const SubscriptionDecisionResult = createUnionType({ name: 'SubscriptionDecisionResult', types: () => [SubscriptionDecided, ...SET_ONLINE_ERRORS] as const });

@ObjectType({ description: 'Un compte, vu par l’administration (jamais de mot de passe ni de carte)' })
export class AdminAccount {
  @Field(() => Int) id: number;
  @Field(() => String) email: string;
  @Field(() => String) name: string;
  @Field(() => String, { description: 'customer, restaurateur ou admin' }) role: string;
  @Field(() => Boolean) emailVerified: boolean;
  @Field(() => Boolean) disabled: boolean;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date, { nullable: true }) lastLoginAt: Date | null;
  @Field(() => String, { nullable: true, description: 'Le restaurant d’un restaurateur' }) restaurantName: string | null;
}

@ObjectType()
export class AccountsPage {
  @Field(() => [AdminAccount]) items: AdminAccount[];
  @Field(() => Int) total: number;
  @Field(() => Int) page: number;
  @Field(() => Int) pageCount: number;
}

@InputType()
export class AccountsInput {
  @Field(() => String, { defaultValue: '', description: 'Dans l’e-mail ou le nom' }) @IsDirectorySearch() search: string;
  @Field(() => Int, { defaultValue: 1 }) @IsDirectoryPage() page: number;
}

export const AccountsResult = createUnionType({ name: 'AccountsResult', types: () => [AccountsPage, ...DIRECTORY_ERRORS] as const });

@InputType()
export class AccountDisabledInput {
  @Field(() => Int) userId: number;
  @Field(() => Boolean) disabled: boolean;
  @Field(() => String, { description: 'Motif envoyé au titulaire du compte et gardé au journal' }) @IsModerationReason() reason: string;
}

@ObjectType()
export class AccountDisabledChanged {
  @Field(() => Int) userId: number;
  @Field(() => Boolean) disabled: boolean;
}

export const AccountDisabledResult = createUnionType({ name: 'AccountDisabledResult', types: () => [AccountDisabledChanged, ...SET_ONLINE_ERRORS] as const });

@ObjectType()
export class VerificationResent {
  @Field(() => String) message: string;
}

export const RESEND_ERRORS = [NotFoundError, ActionError] as const;
export const ResendVerificationResult = createUnionType({ name: 'ResendVerificationResult', types: () => [VerificationResent, ...RESEND_ERRORS] as const });

@ObjectType()
export class CountByKey {
  @Field(() => String) key: string;
  @Field(() => Int) count: number;
}

@ObjectType({ description: 'Le chiffre d’affaires facturé d’un mois (Europe/Paris), en centimes' })
export class MonthRevenue {
  @Field(() => String, { description: 'AAAA-MM' }) month: string;
  @Field(() => Int) htCents: number;
  @Field(() => Int) vatCents: number;
  @Field(() => Int) ttcCents: number;
  @Field(() => Int) invoices: number;
}

@ObjectType({ description: 'Les chiffres de l’annuaire (espace d’administration 1)' })
export class DirectoryFigures {
  @Field(() => [CountByKey], { description: `Restaurants par état (${RESTAURANT_STATUSES_TEXT})` }) byStatus: CountByKey[];
  @Field(() => [CountByKey], { description: 'Restaurants en ligne par commune, les 12 premières' }) byCity: CountByKey[];
  @Field(() => [CountByKey], { description: 'Abonnements par état' }) subscriptions: CountByKey[];
  @Field(() => [MonthRevenue], { description: 'Les 12 derniers mois' }) revenue: MonthRevenue[];
  @Field(() => Int) waitingRequests: number;
  @Field(() => Int, { nullable: true, description: 'Âge de la plus ancienne demande en attente, en heures' }) oldestWaitingHours: number | null;
  @Field(() => Int, { nullable: true }) averageWaitingHours: number | null;
}

@InputType()
export class RegistrationLinkInput {
  @Field(() => String) idUrl: string;
  @Field(() => String, { description: 'L’adresse du gérant, qui recevra son lien d’inscription personnel' }) @IsAccountEmail() email: string;
}

@ObjectType()
export class RegistrationLinkSent {
  @Field(() => String) message: string;
}

export const SendRegistrationLinkResult = createUnionType({ name: 'SendRegistrationLinkResult', types: () => [RegistrationLinkSent, ...SET_ONLINE_ERRORS] as const });

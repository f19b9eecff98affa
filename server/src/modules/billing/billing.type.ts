import { ArgsType, Field, Int, ObjectType, createUnionType, registerEnumType } from 'type-graphql';
import { IsAccessCode, IsInvoiceNumber, IsPaymentToken, IsRestaurantId } from '../../validation/rules.js';
import { ActionError, InvalidInputError, NotFoundError } from '../shared/errors.type.js';

export enum SubscriptionStateEnum { pending_card_check = 'pending_card_check', active = 'active', cancelled = 'cancelled', lapsed = 'lapsed', ended = 'ended' }
registerEnumType(SubscriptionStateEnum, { name: 'SubscriptionState', description: 'Carte à vérifier, actif, résilié (fin de période atteinte), suspendu (paiements refusés), résilié par Mijote' });
export enum PaymentStateEnum { pending = 'pending', accepted = 'accepted', refused = 'refused', cancelled = 'cancelled' }
registerEnumType(PaymentStateEnum, { name: 'PaymentState', description: 'En attente de la notification du prestataire, acceptée, refusée, annulée' });
export enum InvoiceModeEnum { paid = 'paid' }
registerEnumType(InvoiceModeEnum, { name: 'InvoiceMode', description: 'Émise après paiement (acquittée, payée par carte) : aucune facture n’est émise avant paiement (docs/adr/0043)' });

@ObjectType({ description: 'L’abonnement d’un restaurant (montants en centimes)' })
export class Subscription {
  @Field(() => Int) id: number;
  @Field(() => Int) restaurantId: number;
  @Field(() => String) restaurantName: string;
  @Field(() => SubscriptionStateEnum) state: SubscriptionStateEnum;
  @Field(() => String, { nullable: true, description: 'aaaa-mm-jj' }) currentPeriodStart: string | null;
  @Field(() => String, { nullable: true, description: 'aaaa-mm-jj, inclus' }) currentPeriodEnd: string | null;
  @Field(() => String, { nullable: true, description: 'Prochaine échéance (aaaa-mm-jj), absente si résilié' }) nextDueDate: string | null;
  @Field(() => Boolean) cancelAtPeriodEnd: boolean;
  @Field(() => String, { nullable: true, description: 'Le jour (aaaa-mm-jj) où l’abonnement prend fin et la page est mise hors ligne : le lendemain de la période payée (résiliation demandée), le jour fixé par Mijote (endedByMijote), ou celui où Mijote y a mis fin' })
  endsOn: string | null;
  @Field(() => Boolean, { description: 'Mijote a mis fin à l’abonnement, ou fixé le jour où il prend fin (endsOn)' }) endedByMijote: boolean;
  @Field(() => [String], { description: 'Pourquoi aucune échéance n’est prélevée pour l’instant : suspended (suspendu par Mijote), offline (page mise hors ligne par la modération), account (compte désactivé)' })
  renewalHolds: string[];
  @Field(() => Boolean, { description: 'La page du restaurant est en ligne' }) restaurantOnline: boolean;
  @Field(() => Int) failedAttempts: number;
  @Field(() => String, { nullable: true, description: 'Derniers chiffres de la carte enregistrée' }) cardLastDigits: string | null;
  @Field(() => String, { nullable: true, description: 'MM/AA' }) cardExpiry: string | null;
  @Field(() => Int) amountTtcCents: number;
}

@ObjectType()
export class InvoiceLine {
  @Field(() => String) label: string;
  @Field(() => Int) unitHtCents: number;
  @Field(() => String, { nullable: true }) discountLabel: string | null;
  @Field(() => Int) discountHtCents: number;
  @Field(() => String, { nullable: true }) periodFrom: string | null;
  @Field(() => String, { nullable: true }) periodTo: string | null;
  @Field(() => Int) quantity: number;
  @Field(() => Int) discountQuantity: number;
}

@ObjectType()
export class InvoiceBuyer {
  @Field(() => String, { description: 'Dénomination sociale' }) company: string;
  @Field(() => String) name: string;
  @Field(() => String) address: string;
  @Field(() => String) zipcode: string;
  @Field(() => String) city: string;
  @Field(() => String) email: string;
}

@ObjectType({ description: 'Le vendeur (COMPANY_*), pour la facture' })
export class InvoiceSeller {
  @Field(() => String) name: string;
  @Field(() => String) address: string;
  @Field(() => String) siren: string;
  @Field(() => String) siret: string;
  @Field(() => String) rcs: string;
  @Field(() => String) capital: string;
  @Field(() => String) vatNumber: string;
  @Field(() => String) email: string;
}

@ObjectType({ description: 'Une facture émise (SPEC §3 Invoice : post_date = issuedAt, nbrbilling = number, before_payment : toujours faux, mode paid)' })
export class Invoice {
  @Field(() => String) number: string;
  @Field(() => Date) issuedAt: Date;
  @Field(() => InvoiceModeEnum) mode: InvoiceModeEnum;
  @Field(() => String) periodStart: string;
  @Field(() => String) periodEnd: string;
  @Field(() => String) restaurantName: string;
  @Field(() => InvoiceBuyer) buyer: InvoiceBuyer;
  @Field(() => InvoiceSeller) seller: InvoiceSeller;
  @Field(() => [InvoiceLine]) lines: InvoiceLine[];
  @Field(() => Int) vatRate: number;
  @Field(() => Int) totalHtCents: number;
  @Field(() => Int) totalDiscountCents: number;
  @Field(() => Int) netHtCents: number;
  @Field(() => Int) vatCents: number;
  @Field(() => Int) totalTtcCents: number;
  @Field(() => Boolean, { description: 'Facture de test, sans valeur : les paiements passent par le bac à sable (PAYMENT_PROVIDER=sandbox)' }) test: boolean;
}

@ObjectType({ description: 'La commande d’une page de retour de paiement (SPEC §3 Payment token payload)' })
export class PaymentResult {
  @Field(() => String, { description: 'Notre référence de commande (PBX_CMD)' }) ref: string;
  @Field(() => [InvoiceLine], { description: 'Les lignes de la commande' }) command: InvoiceLine[];
  @Field(() => String, { nullable: true, description: 'Numéro d’autorisation, une fois la notification arrivée' }) auto: string | null;
  @Field(() => String, { nullable: true, description: 'Code réponse du prestataire (00000 : accepté)' }) erreur: string | null;
  @Field(() => PaymentStateEnum) state: PaymentStateEnum;
  @Field(() => SubscriptionStateEnum) subscriptionState: SubscriptionStateEnum;
}

@ObjectType({ description: 'Réponse de POST /api/verify_payment_token : le jeton est-il valide, et sa commande' })
export class PaymentCheck {
  @Field(() => Boolean) valid: boolean;
  @Field(() => PaymentResult, { nullable: true }) payment: PaymentResult | null;
}

@ObjectType({ description: 'Le formulaire signé à soumettre à la page de paiement du prestataire (empreinte de 1 €)' })
export class CardCheck {
  @Field(() => String, { description: 'Le formulaire HTML qui se soumet à la page de paiement' }) html: string;
  @Field(() => String, { description: 'Jeton des pages de retour /payment/*' }) paymentToken: string;
}

@ArgsType()
export class RestaurantIdArgs {
  @Field(() => Int) @IsRestaurantId() restaurantId: number;
}
@ArgsType()
export class InvoiceNumberArgs {
  @Field(() => String) @IsInvoiceNumber() number: string;
}
@ArgsType()
export class PaymentTokenArgs {
  @Field(() => String) @IsPaymentToken() token: string;
}
@ArgsType()
export class PaymentSignInArgs {
  @Field(() => String, { description: 'Jeton de la page /payment/success' }) @IsPaymentToken() token: string;
  @Field(() => String, { description: 'Son code de connexion à usage unique (paramètre accesToken)' }) @IsAccessCode() accesToken: string;
}

export const SUBSCRIPTION_ERRORS = [NotFoundError, InvalidInputError, ActionError] as const;
export const SubscriptionResult = createUnionType({ name: 'SubscriptionResult', types: () => [Subscription, ...SUBSCRIPTION_ERRORS] as const });
export const CARD_CHECK_ERRORS = [NotFoundError, InvalidInputError, ActionError] as const;
export const CardCheckResult = createUnionType({ name: 'CardCheckResult', types: () => [CardCheck, ...CARD_CHECK_ERRORS] as const });
export const INVOICE_ERRORS = [NotFoundError, InvalidInputError] as const;
export const InvoiceResult = createUnionType({ name: 'InvoiceResult', types: () => [Invoice, ...INVOICE_ERRORS] as const });

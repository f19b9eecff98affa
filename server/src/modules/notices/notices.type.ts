import { IsNoticeBody, IsNoticeEffectiveOn, IsNoticeKind, IsNoticeSubject } from '../../validation/rules.js';
import { Field, InputType, Int, ObjectType, createUnionType, registerEnumType } from 'type-graphql';
import { ActionError, InvalidInputError, NotFoundError } from '../shared/errors.type.js';

export enum NoticeKindValue { CUSTOMER_TERMS = 'CUSTOMER_TERMS', BUSINESS_TERMS = 'BUSINESS_TERMS', PRICE = 'PRICE' }
registerEnumType(NoticeKindValue, {
  name: 'NoticeKind',
  description: 'Le type de préavis : CGU (comptes clients), CGU restaurateurs ou prix de l’abonnement (comptes restaurateurs, 15 jours au moins)',
});

@ObjectType({ description: 'Un préavis de modification des conditions ou du prix, et où en est son envoi' })
export class NoticeView {
  @Field(() => Int) id: number;
  @Field(() => NoticeKindValue) kind: NoticeKindValue;
  @Field(() => String, { description: 'Le type de préavis en clair' }) kindLabel: string;
  @Field(() => String, { description: 'Les destinataires en clair : les comptes clients ou restaurateurs' }) audienceLabel: string;
  @Field(() => String) subject: string;
  @Field(() => String) body: string;
  @Field(() => String, { description: 'La date d’entrée en vigueur (aaaa-mm-jj)' }) effectiveOn: string;
  @Field(() => String, { description: 'L’e-mail de l’administrateur qui l’a envoyé' }) author: string;
  @Field(() => Date) createdAt: Date;
  @Field(() => Int, { description: 'Les destinataires réunis jusqu’ici' }) total: number;
  @Field(() => Int, { description: 'Les courriels mis dans la file d’envoi' }) queued: number;
  @Field(() => Int, { description: 'Les courriels remis au serveur de messagerie' }) delivered: number;
  @Field(() => Int, { description: 'Les courriels abandonnés après tous leurs essais' }) failed: number;
  @Field(() => Boolean, { description: 'Tous les destinataires sont réunis (le total est définitif)' }) gathered: boolean;
  @Field(() => Boolean, { description: 'L’envoi est terminé : chaque courriel est remis ou abandonné' }) settled: boolean;
}

export const NOTICE_ERRORS = [NotFoundError] as const;
export const NoticeResult = createUnionType({ name: 'NoticeResult', types: () => [NoticeView, ...NOTICE_ERRORS] as const });

@InputType()
export class NoticeInput {
  @Field(() => String, { description: 'CUSTOMER_TERMS, BUSINESS_TERMS ou PRICE' }) @IsNoticeKind() kind: string;
  @Field(() => String) @IsNoticeSubject() subject: string;
  @Field(() => String) @IsNoticeBody() body: string;
  @Field(() => String, { description: 'La date d’entrée en vigueur (aaaa-mm-jj) : 15 jours après l’envoi au plus tôt pour les restaurateurs' }) @IsNoticeEffectiveOn() effectiveOn: string;
}

@ObjectType()
export class NoticeSent {
  @Field(() => NoticeView) notice: NoticeView;
  @Field(() => String) message: string;
}

export const SEND_NOTICE_ERRORS = [InvalidInputError, ActionError] as const;
export const SendNoticeResult = createUnionType({ name: 'SendNoticeResult', types: () => [NoticeSent, ...SEND_NOTICE_ERRORS] as const });

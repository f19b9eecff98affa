import { Field, InputType, Int, ObjectType, createUnionType } from 'type-graphql';
import { IsAppealAnswer } from '../../validation/rules.js';
import { Appeal } from '../appeals/index.js';
import { ActionError, InvalidInputError, NotFoundError } from '../shared/errors.type.js';
import { ModerationLogEntry } from './moderation-log.type.js';

@ObjectType({ description: 'Le signalement dont l’auteur conteste la conservation de l’avis' })
export class AppealedReport {
  @Field(() => String, { description: 'Le motif du signalement, en français' }) reasonLabel: string;
  @Field(() => String) details: string;
  @Field(() => Date) reportedAt: Date;
  @Field(() => String, { description: 'Le texte entier de l’avis conservé' }) reviewText: string;
}

@ObjectType({ description: 'Une décision de Mijote sur l’abonnement visé par une contestation' })
export class AppealedSubscriptionDecision {
  @Field(() => String, { description: 'La décision, en français' }) label: string;
  @Field(() => String, { nullable: true, description: 'Le motif des conditions générales de vente, en français' }) groundLabel: string | null;
  @Field(() => String) reasons: string;
  @Field(() => String, { description: 'aaaa-mm-jj : le jour où elle prend effet' }) effectiveOn: string;
  @Field(() => String, { nullable: true }) actor: string | null;
  @Field(() => Date) decidedAt: Date;
}

@ObjectType({ description: 'Area 2 : une contestation à examiner, à côté de la décision contestée et du journal de ce qu’elle visait' })
export class QueuedAppeal {
  @Field(() => Appeal) appeal: Appeal;
  @Field(() => String, { description: 'L’adresse à laquelle la réponse est envoyée' }) email: string;
  @Field(() => ModerationLogEntry, { nullable: true, description: 'La décision contestée, telle que le journal la garde' }) decision: ModerationLogEntry | null;
  @Field(() => [ModerationLogEntry], { description: 'Les décisions du journal sur ce qu’elle visait, les plus récentes d’abord' }) history: ModerationLogEntry[];
  @Field(() => Boolean, { description: 'true quand la personne connectée a pris la décision contestée (une autre doit examiner)' }) decidedByViewer: boolean;
  @Field(() => AppealedReport, { nullable: true, description: 'Contestation d’une conservation : le signalement de la personne et l’avis conservé' }) report: AppealedReport | null;
  @Field(() => [AppealedSubscriptionDecision], { description: 'Contestation sur l’abonnement : les décisions de Mijote sur celui-ci, les plus récentes d’abord' }) subscriptionHistory: AppealedSubscriptionDecision[];
}

@InputType()
export class AppealDecisionInput {
  @Field(() => Int) id: number;
  @Field(() => Boolean, { description: 'true : annuler la décision (et la lever) ; false : la maintenir' }) reverse: boolean;
  @Field(() => String, { description: 'La réponse motivée envoyée à la personne (20 à 3 000 caractères)' }) @IsAppealAnswer() answer: string;
}

@ObjectType()
export class AppealDecided {
  @Field(() => String) message: string;
  @Field(() => Int) id: number;
  @Field(() => String, { description: 'upheld ou reversed' }) outcome: string;
}

export const APPEAL_DECISION_ERRORS = [NotFoundError, InvalidInputError, ActionError] as const;
export const AppealDecisionResult = createUnionType({ name: 'AppealDecisionResult', types: () => [AppealDecided, ...APPEAL_DECISION_ERRORS] as const });

import { Allow } from 'class-validator';
import { Field, InputType, Int, ObjectType, createUnionType } from 'type-graphql';
import { IsReportField } from '../../validation/rules.js';
import { Appeal } from '../appeals/index.js';
import { ActionError, InvalidInputError, NotFoundError } from '../shared/errors.type.js';

@InputType()
export class ReportReviewInput {
  @Field(() => Int) @Allow() reviewId: number;
  @Field(() => String, { description: 'vulgar, hateful, fake, sexual, elsewhere, affiliated ou other (SPEC §3)' }) @IsReportField() reason: string;
  @Field(() => String, { nullable: true, description: 'Précisions (obligatoires pour other), 1000 caractères au plus' }) @IsReportField() details?: string | null;
  @Field(() => String, { nullable: true, description: 'Visiteur : l’adresse à laquelle recevoir la suite donnée (facultative)' }) @IsReportField() email?: string | null;
}

@ObjectType()
export class ReviewReported {
  @Field(() => String, { description: 'L’accusé de réception, en français' }) message: string;
  @Field(() => String, { description: 'Le jeton du lien personnel pour suivre le signalement (/signalement/…)' }) followToken: string;
}

@ObjectType({ description: 'Ce qu’est devenu un signalement, pour qui tient son lien personnel' })
export class ReportFollowUp {
  @Field(() => String) restaurantName: string;
  @Field(() => String, { description: 'Le motif du signalement, en français' }) reasonLabel: string;
  @Field(() => Date) reportedAt: Date;
  @Field(() => String, { description: 'open, kept ou removed' }) state: string;
  @Field(() => String, { description: 'L’état, en français' }) stateLabel: string;
  @Field(() => Date, { nullable: true }) decidedAt: Date | null;
  @Field(() => String, { nullable: true, description: 'Le motif de la décision de la modération' }) decisionReason: string | null;
  @Field(() => Appeal, { nullable: true, description: 'Avis conservé : la contestation que la personne qui a signalé peut écrire (si elle a laissé une adresse)' }) appeal: Appeal | null;
  @Field(() => String, { nullable: true, description: 'Le jeton du lien personnel de contestation (/contester/…), avec appeal' }) appealToken: string | null;
  @Field(() => String, { nullable: true, description: 'Avis conservé : comment contester, ou pourquoi ce n’est pas possible, en français' }) contestNote: string | null;
}

/** A link that is not a report's personal link (ActionError TOKEN_INVALID). */
export const REPORT_FOLLOW_ERRORS = [ActionError] as const;
export const ReportFollowUpResult = createUnionType({ name: 'ReportFollowUpResult', types: () => [ReportFollowUp, ...REPORT_FOLLOW_ERRORS] as const });

/** The failures ReportReviewResult can really carry: an unknown review, bad fields, a second report, too many reports. */
export const REPORT_REVIEW_ERRORS = [NotFoundError, InvalidInputError, ActionError] as const;
export const ReportReviewResult = createUnionType({ name: 'ReportReviewResult', types: () => [ReviewReported, ...REPORT_REVIEW_ERRORS] as const });

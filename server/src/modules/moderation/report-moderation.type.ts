import { Field, InputType, Int, ObjectType, createUnionType } from 'type-graphql';
import { IsReportDecisionReason } from '../../validation/rules.js';
import { ActionError, InvalidInputError, NotFoundError } from '../shared/errors.type.js';

@ObjectType()
export class ReviewReportView {
  @Field(() => String, { description: 'Le motif en français (SPEC §3)' }) reason: string;
  @Field(() => String) details: string;
  @Field(() => Date) createdAt: Date;
  @Field(() => Boolean, { description: 'Signalé par un compte connecté (sinon par un visiteur)' }) signedIn: boolean;
}

@ObjectType({ description: 'Un avis signalé et ses signalements en attente' })
export class ReportedReview {
  @Field(() => Int) reviewId: number;
  @Field(() => String) restaurantName: string;
  @Field(() => String) restaurantIdUrl: string;
  @Field(() => String) authorName: string;
  @Field(() => Int) rating: number;
  @Field(() => String) text: string;
  @Field(() => String) visitDate: string;
  @Field(() => Date) publishedAt: Date;
  @Field(() => [ReviewReportView]) reports: ReviewReportView[];
}

@InputType()
export class ReviewReportsDecisionInput {
  @Field(() => Int) reviewId: number;
  @Field(() => Boolean, { description: 'true : retirer l’avis ; false : le conserver' }) remove: boolean;
  @Field(() => String, { description: 'Motif envoyé à l’auteur (retrait) et aux personnes qui ont signalé' }) @IsReportDecisionReason() reason: string;
}

@ObjectType()
export class ReviewReportsDecided {
  @Field(() => Int) reviewId: number;
  @Field(() => Boolean) removed: boolean;
}

export const DECIDE_REPORTS_ERRORS = [NotFoundError, InvalidInputError, ActionError] as const;
export const DecideReviewReportsResult = createUnionType({ name: 'DecideReviewReportsResult', types: () => [ReviewReportsDecided, ...DECIDE_REPORTS_ERRORS] as const });

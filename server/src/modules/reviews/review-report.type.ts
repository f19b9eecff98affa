import { Allow } from 'class-validator';
import { Field, InputType, Int, ObjectType, createUnionType } from 'type-graphql';
import { IsReportField } from '../../validation/rules.js';
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
}

/** The failures ReportReviewResult can really carry: an unknown review, bad fields, a second report, too many reports. */
export const REPORT_REVIEW_ERRORS = [NotFoundError, InvalidInputError, ActionError] as const;
export const ReportReviewResult = createUnionType({ name: 'ReportReviewResult', types: () => [ReviewReported, ...REPORT_REVIEW_ERRORS] as const });

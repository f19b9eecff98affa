import { Field, InputType, Int, ObjectType, createUnionType } from 'type-graphql';
import { IsCharterDetails, IsCharterGround, IsReviewQueuePage, IsReviewQueueSearch } from '../../validation/rules.js';
import { MyReview } from '../reviews/index.js';
import { InvalidInputError } from '../shared/errors.type.js';

@ObjectType({ description: 'Un avis en attente de modération' })
export class QueuedReview extends MyReview {
  @Field(() => String) authorName: string;
  @Field(() => String, { nullable: true }) authorEmail: string | null;
  @Field(() => [String], { description: 'Ce que la modération doit regarder (lien, téléphone, e-mail…), en français' }) flags: string[];
}

@InputType()
export class ReviewDecisionInput {
  @Field(() => Int) id: number;
  @Field(() => Boolean, { description: 'true : publier ; false : refuser' }) publish: boolean;
  @Field(() => String, { nullable: true, description: 'Le motif du refus (un motif de la charte : vulgar, hateful, fake…)' }) @IsCharterGround('publish') reason?: string | null;
  @Field(() => String, { nullable: true, description: 'Précisions envoyées à l’auteur' }) @IsCharterDetails('publish') details?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Avis seulement : accorder « visite vérifiée » (un ticket a été envoyé)' }) verifiedVisit?: boolean | null;
}

@InputType({ description: 'Les avis à relire : recherche, filtres et page' })
export class ReviewQueueInput {
  @Field(() => String, { defaultValue: '', description: 'Dans le nom du restaurant ou la signature de l’auteur' }) @IsReviewQueueSearch() search: string;
  @Field(() => Boolean, { defaultValue: false, description: 'Seulement les avis avec un indice automatique (lien, téléphone…)' }) flaggedOnly: boolean;
  @Field(() => Boolean, { defaultValue: false, description: 'Seulement les avis qui attendent depuis plus de 72 heures' }) overdueOnly: boolean;
  @Field(() => Int, { defaultValue: 1 }) @IsReviewQueuePage() page: number;
}

@ObjectType({ description: 'Une page des avis à relire, les plus anciens d’abord' })
export class ReviewQueuePage {
  @Field(() => [QueuedReview]) items: QueuedReview[];
  @Field(() => Int, { description: 'Avis en attente qui répondent à la recherche et aux filtres' }) total: number;
  @Field(() => Int, { description: 'Avis en attente en tout' }) waiting: number;
  @Field(() => Int, { description: 'Avis en attente depuis plus que le délai de la charte (72 heures)' }) overdue: number;
  @Field(() => Int, { nullable: true, description: 'L’attente la plus longue, en heures entières ; null sans avis en attente' }) oldestWaitingHours: number | null;
  @Field(() => Int) page: number;
  @Field(() => Int) pageCount: number;
}

export const REVIEW_QUEUE_ERRORS = [InvalidInputError] as const;
export const ReviewQueueResult = createUnionType({ name: 'ReviewQueueResult', types: () => [ReviewQueuePage, ...REVIEW_QUEUE_ERRORS] as const });

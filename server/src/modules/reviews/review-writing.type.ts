import { Field, InputType, Int, ObjectType, createUnionType } from 'type-graphql';
import { ActionError, InvalidInputError, NotFoundError } from '../shared/errors.type.js';

@ObjectType({ description: 'Le restaurant sur lequel un client peut donner son avis' })
export class ReviewTarget {
  @Field(() => String) idUrl: string;
  @Field(() => String) name: string;
  @Field(() => String, { description: 'Adresse de sa page publique' }) path: string;
}

@InputType()
export class ReviewInput {
  @Field(() => Int, { description: '1 à 5 étoiles' }) rating: number;
  @Field(() => String) title: string;
  @Field(() => String) text: string;
  @Field(() => String, { description: 'Mois de la visite, aaaa-mm (au plus un an en arrière)' }) visitMonth: string;
  @Field(() => String, { description: 'petit-dejeuner, dejeuner, brunch, gouter, diner ou a-emporter' }) meal: string;
  @Field(() => Boolean, { description: 'Déclaration sur l’honneur que la visite a eu lieu' }) sworn: boolean;
}

@ObjectType({ description: 'Un avis de l’utilisateur connecté, avec son état' })
export class MyReview {
  @Field(() => Int) id: number;
  @Field(() => String) idUrl: string;
  @Field(() => String) restaurantName: string;
  @Field(() => String) restaurantPath: string;
  @Field(() => Int) rating: number;
  @Field(() => String, { nullable: true }) title: string | null;
  @Field(() => String) text: string;
  @Field(() => String, { description: 'Premier jour du mois de la visite, aaaa-mm-jj' }) visitDate: string;
  @Field(() => String, { nullable: true }) meal: string | null;
  @Field(() => String, { description: 'pending, published, rejected ou removed' }) status: string;
  @Field(() => String, { nullable: true, description: 'Le motif du refus, en français' }) rejectionReason: string | null;
  @Field(() => String, { nullable: true }) rejectionDetails: string | null;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date, { nullable: true }) publishedAt: Date | null;
  @Field(() => Date, { nullable: true }) editedAt: Date | null;
}

@ObjectType({ description: 'Un avis en attente de modération' })
export class QueuedReview extends MyReview {
  @Field(() => String) authorName: string;
  @Field(() => String, { nullable: true }) authorEmail: string | null;
  @Field(() => [String], { description: 'Ce que la modération doit regarder (lien, téléphone, e-mail…), en français' }) flags: string[];
}

@ObjectType()
export class ReviewSent {
  @Field(() => Int) id: number;
  @Field(() => String) message: string;
}

@ObjectType()
export class ReviewDone {
  @Field(() => String) message: string;
}

@InputType()
export class ReviewDecisionInput {
  @Field(() => Int) id: number;
  @Field(() => Boolean, { description: 'true : publier ; false : refuser' }) publish: boolean;
  @Field(() => String, { nullable: true, description: 'Le motif du refus (un motif de la charte : vulgar, hateful, fake…)' }) reason?: string | null;
  @Field(() => String, { nullable: true, description: 'Précisions envoyées à l’auteur' }) details?: string | null;
}

export const REVIEW_TARGET_ERRORS = [NotFoundError, ActionError] as const;
export const ReviewTargetResult = createUnionType({ name: 'ReviewTargetResult', types: () => [ReviewTarget, ...REVIEW_TARGET_ERRORS] as const });
export const WRITE_REVIEW_ERRORS = [InvalidInputError, NotFoundError, ActionError] as const;
export const WriteReviewResult = createUnionType({ name: 'WriteReviewResult', types: () => [ReviewSent, ...WRITE_REVIEW_ERRORS] as const });
export const MY_REVIEW_ERRORS = [NotFoundError] as const;
export const MyReviewResult = createUnionType({ name: 'MyReviewResult', types: () => [MyReview, ...MY_REVIEW_ERRORS] as const });
export const REVIEW_DONE_ERRORS = [InvalidInputError, NotFoundError, ActionError] as const;
export const ReviewDoneResult = createUnionType({ name: 'ReviewDoneResult', types: () => [ReviewDone, ...REVIEW_DONE_ERRORS] as const });

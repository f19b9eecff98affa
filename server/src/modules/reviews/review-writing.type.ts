import { Allow } from 'class-validator';
import { Field, InputType, Int, ObjectType, createUnionType } from 'type-graphql';
import { IsReplyText, IsReviewField } from '../../validation/rules.js';
import { ActionError, InvalidInputError, NotFoundError } from '../shared/errors.type.js';

@ObjectType({ description: 'Le restaurant sur lequel un client peut donner son avis' })
export class ReviewTarget {
  @Field(() => String) idUrl: string;
  @Field(() => String) name: string;
  @Field(() => String, { description: 'Adresse de sa page publique' }) path: string;
}

@InputType()
export class ReviewInput {
  @Field(() => Int, { description: '1 à 5 étoiles' }) @IsReviewField() rating: number;
  @Field(() => String) @IsReviewField() title: string;
  @Field(() => String) @IsReviewField() text: string;
  @Field(() => String, { description: 'Mois de la visite, aaaa-mm (au plus un an en arrière)' }) @IsReviewField() visitMonth: string;
  @Field(() => String, { description: 'brunch, dejeuner, diner ou buffet : le « Type de repas » de la recherche' }) @IsReviewField() meal: string;
  @Field(() => Boolean, { description: 'Déclaration sur l’honneur que la visite a eu lieu' }) @IsReviewField() sworn: boolean;
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
  @Field(() => [ReviewPicture]) photos: ReviewPicture[];
  @Field(() => Boolean, { description: 'Un ticket de caisse a été envoyé (jamais publié)' }) hasReceipt: boolean;
  @Field(() => Boolean) verifiedVisit: boolean;
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

export const REVIEW_TARGET_ERRORS = [NotFoundError, ActionError] as const;
export const ReviewTargetResult = createUnionType({ name: 'ReviewTargetResult', types: () => [ReviewTarget, ...REVIEW_TARGET_ERRORS] as const });
export const WRITE_REVIEW_ERRORS = [InvalidInputError, NotFoundError, ActionError] as const;
export const WriteReviewResult = createUnionType({ name: 'WriteReviewResult', types: () => [ReviewSent, ...WRITE_REVIEW_ERRORS] as const });
export const MY_REVIEW_ERRORS = [NotFoundError] as const;
export const MyReviewResult = createUnionType({ name: 'MyReviewResult', types: () => [MyReview, ...MY_REVIEW_ERRORS] as const });
export const REVIEW_DONE_ERRORS = [InvalidInputError, NotFoundError, ActionError] as const;
export const ReviewDoneResult = createUnionType({ name: 'ReviewDoneResult', types: () => [ReviewDone, ...REVIEW_DONE_ERRORS] as const });

@ObjectType({ description: 'La réponse publiée du restaurateur sous un avis' })
export class PublicReply {
  @Field(() => String) text: string;
  @Field(() => Date) publishedAt: Date;
  @Field(() => Date, { nullable: true }) editedAt: Date | null;
}

@ObjectType({ description: 'Un avis publié sur le restaurant du restaurateur connecté, avec sa réponse' })
export class OwnerReview {
  @Field(() => Int) id: number;
  @Field(() => String) authorName: string;
  @Field(() => Int) rating: number;
  @Field(() => String, { nullable: true }) title: string | null;
  @Field(() => String) text: string;
  @Field(() => String) visitDate: string;
  @Field(() => Date) publishedAt: Date;
  @Field(() => Date, { nullable: true }) editedAt: Date | null;
  @Field(() => Boolean, { description: 'Publié (ou modifié) depuis la dernière visite de la page des avis' }) isNew: boolean;
  @Field(() => String, { nullable: true }) replyText: string | null;
  @Field(() => String, { nullable: true, description: 'pending, published ou rejected' }) replyStatus: string | null;
  @Field(() => Date, { nullable: true }) replyPublishedAt: Date | null;
  @Field(() => Date, { nullable: true }) replyEditedAt: Date | null;
  @Field(() => String, { nullable: true, description: 'Le motif du refus de la réponse, en français' }) replyRejectionReason: string | null;
  @Field(() => String, { nullable: true }) replyRejectionDetails: string | null;
}

@ObjectType()
export class OwnerReviews {
  @Field(() => [OwnerReview]) items: OwnerReview[];
}

export const OWNER_REVIEWS_ERRORS = [NotFoundError] as const;
export const OwnerReviewsResult = createUnionType({ name: 'OwnerReviewsResult', types: () => [OwnerReviews, ...OWNER_REVIEWS_ERRORS] as const });

@InputType()
export class ReplyInput {
  @Field(() => String) @Allow() idUrl: string;
  @Field(() => Int) @Allow() reviewId: number;
  @Field(() => String) @IsReplyText() text: string;
}

@ObjectType({ description: 'Une photo d’avis' })
export class ReviewPicture {
  @Field(() => Int, { nullable: true, description: 'Son identifiant (pour la retirer), pour l’auteur seulement' }) id: number | null;
  @Field(() => String) url: string;
  @Field(() => Int) width: number;
  @Field(() => Int) height: number;
}

import { Field, InputType, Int, ObjectType, createUnionType } from 'type-graphql';
import { ActionError, InvalidInputError, NotFoundError } from '../shared/errors.type.js';

@ObjectType({ description: 'Une demande de publication en attente, telle que la modération la voit' })
export class WaitingPublication {
  @Field(() => Int) requestId: number;
  @Field(() => Date) requestedAt: Date;
  @Field(() => String) idUrl: string;
  @Field(() => String) name: string;
  @Field(() => String) city: string;
  @Field(() => String, { nullable: true }) ownerName: string | null;
  @Field(() => String, { nullable: true }) ownerEmail: string | null;
  @Field(() => String, { description: 'La page telle qu’elle serait publiée (jeton d’aperçu signé)' }) previewPath: string;
  @Field(() => [String], { description: 'Ce que SPEC §5 exige et qui manque aujourd’hui (menu, listdesc, devanture, schedule, filters, type)' }) missing: string[];
}

@InputType()
export class PublicationDecisionInput {
  @Field(() => Int) requestId: number;
  @Field(() => Boolean) accept: boolean;
  @Field(() => String, { nullable: true, description: 'Motif du refus : incomplete, photos, consistency, area, terms ou other' }) reason?: string | null;
  @Field(() => String, { nullable: true, description: 'Précisions envoyées au restaurateur (obligatoires pour « other »)' }) details?: string | null;
}

@ObjectType()
export class PublicationDecided {
  @Field(() => Int) requestId: number;
  @Field(() => String) idUrl: string;
  @Field(() => String, { description: 'accepted ou rejected' }) status: string;
  @Field(() => String, { nullable: true }) reason: string | null;
}

/** The failures DecidePublicationResult can really carry: an unknown request, a bad reason, a request already decided or no longer complete. */
export const DECIDE_PUBLICATION_ERRORS = [NotFoundError, InvalidInputError, ActionError] as const;
export const DecidePublicationResult = createUnionType({ name: 'DecidePublicationResult', types: () => [PublicationDecided, ...DECIDE_PUBLICATION_ERRORS] as const });

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
  @Field(() => String, { description: 'Motif envoyé à l’auteur (retrait) et aux personnes qui ont signalé' }) reason: string;
}

@ObjectType()
export class ReviewReportsDecided {
  @Field(() => Int) reviewId: number;
  @Field(() => Boolean) removed: boolean;
}

export const DECIDE_REPORTS_ERRORS = [NotFoundError, InvalidInputError, ActionError] as const;
export const DecideReviewReportsResult = createUnionType({ name: 'DecideReviewReportsResult', types: () => [ReviewReportsDecided, ...DECIDE_REPORTS_ERRORS] as const });

import { Field, InputType, Int, ObjectType, createUnionType } from 'type-graphql';
import { IsAppealText, IsAppealToken } from '../../validation/rules.js';
import { ActionError, InvalidInputError } from '../shared/errors.type.js';

@ObjectType({ description: 'Une décision que la personne visée peut contester (DSA art. 20, P2B art. 11)' })
export class Appeal {
  @Field(() => Int) id: number;
  @Field(() => String, { description: 'review_rejected, review_removed, reply_rejected, restaurant_offline, account_disabled, report_kept, subscription_ended ou subscription_suspended' }) action: string;
  @Field(() => String, { description: 'La décision, en français' }) decision: string;
  @Field(() => String, { description: 'Ce qu’elle visait (avis, réponse, page, compte)' }) targetLabel: string;
  @Field(() => String, { nullable: true, description: 'Le motif donné avec la décision' }) reason: string | null;
  @Field(() => Date) decidedAt: Date;
  @Field(() => Date, { description: 'Dernier moment pour la contester' }) openUntil: Date;
  @Field(() => String, { description: 'open, closed, waiting, upheld ou reversed' }) state: string;
  @Field(() => String, { description: 'L’état, en français' }) stateLabel: string;
  @Field(() => String, { nullable: true, description: 'Ce que la personne a écrit' }) statement: string | null;
  @Field(() => Date, { nullable: true }) submittedAt: Date | null;
  @Field(() => String, { nullable: true, description: 'La réponse motivée de la modération' }) answer: string | null;
  @Field(() => Date, { nullable: true }) answeredAt: Date | null;
}

@ObjectType({ description: 'Une décision de mon compte, avec son lien personnel de contestation' })
export class MyAppeal {
  @Field(() => Appeal) appeal: Appeal;
  @Field(() => String, { description: 'Le jeton du lien personnel (/contester/…)' }) token: string;
}

@InputType()
export class SubmitAppealInput {
  @Field(() => String, { description: 'Le jeton du lien personnel reçu avec la décision' }) @IsAppealToken() token: string;
  @Field(() => String, { description: 'Pourquoi la décision est contestée (20 à 3 000 caractères)' }) @IsAppealText() text: string;
}

@ObjectType()
export class AppealSent {
  @Field(() => String, { description: 'L’accusé de réception, en français' }) message: string;
  @Field(() => Appeal) appeal: Appeal;
}

/** A link that is not a personal link (ActionError TOKEN_INVALID). */
export const APPEAL_ERRORS = [ActionError] as const;
export const AppealResult = createUnionType({ name: 'AppealResult', types: () => [Appeal, ...APPEAL_ERRORS] as const });
/** Bad text, a bad link, a second appeal (CONFLICT), too late (APPEAL_CLOSED). */
export const SUBMIT_APPEAL_ERRORS = [InvalidInputError, ActionError] as const;
export const SubmitAppealResult = createUnionType({ name: 'SubmitAppealResult', types: () => [AppealSent, ...SUBMIT_APPEAL_ERRORS] as const });

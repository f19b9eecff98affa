/** Reviews: the moderation's decisions told to authors, reporters and owners, and a new review told to its restaurant's owner. */
import { appealSentence, noticeMail, type MailContent } from './mail-layout.js';

export const REVIEW_MODERATION_SUBJECTS = {
  removed: 'Votre avis sur Mijote a été retiré',
  outcome: 'Suite donnée à votre signalement sur Mijote',
  rejected: 'Votre avis sur Mijote n’a pas été publié',
  replyRejected: 'Votre réponse à un avis n’a pas été publiée',
  newReview: 'Nouvel avis sur votre restaurant',
  published: 'Votre avis est publié sur Mijote',
} as const;

export interface ReviewPublishedMailInput { firstName: string; restaurantName: string; excerpt: string; edited: boolean; pageUrl: string; profileUrl: string }
/** To the author, when the moderation publishes their review (or its edit): the moderation page says each decision is sent. */
export function reviewPublishedMail(i: ReviewPublishedMailInput): MailContent {
  return noticeMail(REVIEW_MODERATION_SUBJECTS.published, i.firstName, [
    `${i.edited ? 'Votre avis modifié' : 'Votre avis'} sur ${i.restaurantName} (« ${i.excerpt} ») a été relu par l’équipe de modération de Mijote : il est publié sur la page du restaurant.`,
    `Vous pouvez le lire ici : ${i.pageUrl}`,
    `Vous pouvez le modifier ou le supprimer à tout moment depuis votre profil (${i.profileUrl}) ; une modification est relue à nouveau avant sa publication.`,
  ]);
}

export interface ReviewRemovedMailInput { firstName: string; restaurantName: string; excerpt: string; grounds: string[]; reason: string; appealUrl: string }
/** The statement of reasons owed to the author of a removed review (DSA art. 17). */
export function reviewRemovedMail(i: ReviewRemovedMailInput): MailContent {
  return noticeMail(REVIEW_MODERATION_SUBJECTS.removed, i.firstName, [
    `Votre avis sur ${i.restaurantName} (« ${i.excerpt} ») a été retiré du site par l’équipe de modération de Mijote, après un ou plusieurs signalements.`,
    `Motifs des signalements : ${i.grounds.join(' ; ')}.`,
    `Motif de la décision : ${i.reason}`,
    'Cette décision a été prise par une personne de notre équipe, sans traitement automatisé, au regard de la charte des avis.',
    appealSentence(i.appealUrl),
  ]);
}

export interface ReviewRejectedMailInput { firstName: string; restaurantName: string; excerpt: string; ground: string; details: string; appealUrl: string; profileUrl: string }
/** The statement of reasons of a review refused before publication (DSA art. 17): ground, facts, no automation, how to contest. */
export function reviewRejectedMail(i: ReviewRejectedMailInput): MailContent {
  return noticeMail(REVIEW_MODERATION_SUBJECTS.rejected, i.firstName, [
    `Votre avis sur ${i.restaurantName} (« ${i.excerpt} ») n’a pas été publié : l’équipe de modération de Mijote l’a refusé.`,
    `Motif (charte des avis) : ${i.ground}.`,
    ...(i.details ? [`Précisions : ${i.details}`] : []),
    'Cette décision a été prise par une personne de notre équipe, sans traitement automatisé, au regard de la charte des avis.',
    `Vous pouvez modifier votre avis depuis votre profil (${i.profileUrl}) : il sera relu à nouveau.`,
    appealSentence(i.appealUrl),
  ]);
}

export interface ReplyRejectedMailInput { firstName: string; restaurantName: string; excerpt: string; ground: string; details: string; reviewsUrl: string; appealUrl: string }
/** The owner's reply refused: the ground, and that it can be rewritten. */
export function replyRejectedMail(i: ReplyRejectedMailInput): MailContent {
  return noticeMail(REVIEW_MODERATION_SUBJECTS.replyRejected, i.firstName, [
    `Votre réponse à un avis sur ${i.restaurantName} (« ${i.excerpt} ») n’a pas été publiée : l’équipe de modération de Mijote l’a refusée.`,
    `Motif (charte des avis) : ${i.ground}.`,
    ...(i.details ? [`Précisions : ${i.details}`] : []),
    'Cette décision a été prise par une personne de notre équipe, sans traitement automatisé.',
    `Vous pouvez réécrire votre réponse depuis votre espace (${i.reviewsUrl}).`,
    appealSentence(i.appealUrl),
  ]);
}

export interface NewReviewMailInput { firstName: string; restaurantName: string; rating: number; title: string; reviewsUrl: string }
/** To the owner, when a review of their restaurant is published. */
export function newReviewMail(i: NewReviewMailInput): MailContent {
  return noticeMail(REVIEW_MODERATION_SUBJECTS.newReview, i.firstName, [
    `Un nouvel avis sur ${i.restaurantName} vient d’être publié : ${i.rating}/5, « ${i.title} ».`,
    `Vous pouvez le lire et y répondre publiquement depuis votre espace restaurateur : ${i.reviewsUrl}`,
  ]);
}

export interface ReportOutcomeMailInput { restaurantName: string; removed: boolean; reason: string; appealUrl?: string; inAccount?: boolean }
/** The outcome, to a reporter who left an address; a review kept can be contested by its personal link (docs/adr/0049). */
export function reportOutcomeMail(i: ReportOutcomeMailInput): MailContent {
  return noticeMail(REVIEW_MODERATION_SUBJECTS.outcome, '', [
    `Merci pour votre signalement d’un avis sur ${i.restaurantName}.`,
    i.removed ? 'Après examen, l’équipe de modération a retiré cet avis du site.' : 'Après examen, l’équipe de modération a décidé de conserver cet avis.',
    `Motif : ${i.reason}`,
    ...(!i.removed && i.appealUrl ? [appealSentence(i.appealUrl, i.inAccount ?? false)] : []),
  ]);
}

/** Publication (issues 12 and 13): the moderation's decision on a restaurant's page. */
import { ofName } from '../../../../common/french.js';
import { appealSentence, restaurateurMail, type MailContent } from './mail-layout.js';

export const PUBLICATION_MAIL_SUBJECTS = {
  accepted: 'Votre restaurant est publié sur Mijote',
  rejected: 'Votre demande de publication Mijote',
  offline: 'Votre page Mijote a été mise hors ligne',
  online: 'Votre page Mijote est de nouveau en ligne',
} as const;

export interface PublicationAcceptedMailInput { firstName: string; restaurantName: string; pageUrl: string; dashboardUrl: string }
export function publicationAcceptedMail(i: PublicationAcceptedMailInput): MailContent {
  return restaurateurMail(PUBLICATION_MAIL_SUBJECTS.accepted, i.firstName, [
    `Bonne nouvelle : la page ${ofName(i.restaurantName)} est maintenant en ligne sur Mijote.`,
    `Elle est visible ici : ${i.pageUrl}`,
    'Vos prochaines modifications y apparaîtront aussitôt enregistrées.',
  ], i.dashboardUrl);
}

export interface PublicationRejectedMailInput { firstName: string; restaurantName: string; reason: string; dashboardUrl: string }
export function publicationRejectedMail(i: PublicationRejectedMailInput): MailContent {
  return restaurateurMail(PUBLICATION_MAIL_SUBJECTS.rejected, i.firstName, [
    `Nous avons examiné la page ${ofName(i.restaurantName)} : elle ne peut pas être publiée en l’état.`,
    `Motif : ${i.reason}`,
    'Complétez ou corrigez votre page depuis votre espace, puis envoyez une nouvelle demande de publication.',
  ], i.dashboardUrl);
}

export interface RestaurantOfflineMailInput { firstName: string; restaurantName: string; reason: string; dashboardUrl: string; appealUrl: string }
/** The moderation took the page off line (issue 13): why, and how to have it back. */
export function restaurantOfflineMail(i: RestaurantOfflineMailInput): MailContent {
  return restaurateurMail(PUBLICATION_MAIL_SUBJECTS.offline, i.firstName, [
    `L’équipe Mijote a retiré du site la page ${ofName(i.restaurantName)} : elle n’apparaît plus dans les recherches.`,
    `Motif : ${i.reason}`,
    'Corrigez votre page depuis votre espace, puis demandez à nouveau sa publication.',
    appealSentence(i.appealUrl),
  ], i.dashboardUrl);
}

export interface RestaurantOnlineMailInput { firstName: string; restaurantName: string; reason: string; pageUrl: string; dashboardUrl: string }
export function restaurantOnlineMail(i: RestaurantOnlineMailInput): MailContent {
  return restaurateurMail(PUBLICATION_MAIL_SUBJECTS.online, i.firstName, [
    `La page ${ofName(i.restaurantName)} est de nouveau en ligne sur Mijote : ${i.pageUrl}`,
    `Motif : ${i.reason}`,
  ], i.dashboardUrl);
}

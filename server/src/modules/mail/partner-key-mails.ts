/** Partner keys of the public API (issue 29, docs/adr/0047): the answer to a request made on /developpeurs/cle. */
import { noticeMail, type MailContent } from './mail-layout.js';

const PARTNER_KEY_MAIL_SUBJECTS = {
  approved: 'Votre clé d’API Mijote est prête',
  refused: 'Votre demande de clé d’API Mijote',
} as const;

export interface PartnerKeyApprovedMailInput { organisation: string; tierLabel: string; link: string; days: number }
export function partnerKeyApprovedMail(i: PartnerKeyApprovedMailInput): MailContent {
  return noticeMail(PARTNER_KEY_MAIL_SUBJECTS.approved, '', [
    `Votre demande de clé d’API pour « ${i.organisation} » est acceptée (niveau ${i.tierLabel}).`,
    'Ouvrez ce lien personnel pour afficher votre clé :',
    i.link,
    `La clé ne s’affiche qu’une fois : copiez-la aussitôt et gardez-la secrète. Le lien est valable ${i.days} jours et ne sert qu’une fois.`,
    'Envoyez la clé avec chaque requête, dans l’en-tête « Authorization: Bearer <clé> » ou « X-Api-Key: <clé> ».',
  ]);
}

export interface PartnerKeyRefusedMailInput { organisation: string; reason: string }
export function partnerKeyRefusedMail(i: PartnerKeyRefusedMailInput): MailContent {
  return noticeMail(PARTNER_KEY_MAIL_SUBJECTS.refused, '', [
    `Nous avons examiné votre demande de clé d’API pour « ${i.organisation} » et ne pouvons pas y donner suite.`,
    `Motif : ${i.reason}`,
    'Vous pouvez toujours lire les données publiques de Mijote sans clé, dans la limite du budget des visiteurs, ou faire une nouvelle demande.',
  ]);
}

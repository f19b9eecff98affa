/** The account's notices: what changed on it (issue 15), told to its address, and an admin's disabling or re-enabling (issue 13). */
import { appealSentence, noticeMail, type MailContent } from './mail-layout.js';

export const ACCOUNT_MAIL_SUBJECTS = {
  passwordChanged: 'Votre mot de passe Mijote a été modifié',
  accountDeleted: 'Votre compte Mijote est supprimé',
  inactivityWarning: 'Votre compte Mijote sera bientôt supprimé',
} as const;

export interface PasswordChangedMailInput { firstName: string; when: string; resetUrl: string }
/** After a change from the profile or a reset link: every other session has ended; a stranger's change can be undone. */
export function passwordChangedMail(i: PasswordChangedMailInput): MailContent {
  return noticeMail(ACCOUNT_MAIL_SUBJECTS.passwordChanged, i.firstName, [
    `Le mot de passe de votre compte Mijote a été modifié le ${i.when}. Vos autres sessions ont été fermées.`,
    `Ce n'est pas vous ? Choisissez sans attendre un nouveau mot de passe avec « Mot de passe oublié » : ${i.resetUrl}`,
  ]);
}

/** `identityKept`: published content stays, so its author's identification is kept apart a year (LCEN, docs/adr/0042). */
export interface AccountDeletedMailInput { firstName: string; keptReviews: number; inactive: boolean; identityKept: boolean }
export function accountDeletedMail(i: AccountDeletedMailInput): MailContent {
  return noticeMail(ACCOUNT_MAIL_SUBJECTS.accountDeleted, i.firstName, [
    i.inactive
      ? 'Sans connexion depuis deux ans, votre compte Mijote a été supprimé comme annoncé : votre profil, vos favoris et votre photo sont effacés.'
      : 'Votre compte Mijote a bien été supprimé, comme vous l’avez demandé : votre profil, vos favoris et votre photo sont effacés.',
    i.keptReviews > 0
      ? `Vos avis publiés (${i.keptReviews}) restent visibles, signés « Ancien membre », sans votre nom ni votre photo, comme l’annonce notre charte des avis.`
      : 'Aucun avis publié n’était lié à votre compte.',
    ...(i.identityKept
      ? ['Comme la loi l’impose à un hébergeur (décret n° 2021-1362), les données d’identification de votre compte (e-mail, nom, prénom, civilité, date de naissance et téléphone s’ils ont été donnés, date de création) et la liste de vos contributions restées en ligne sont gardées à part un an, consultables seulement pour répondre à une autorité, puis supprimés.']
      : []),
    'Vous pouvez créer un nouveau compte à tout moment.',
  ]);
}

export interface InactivityWarningMailInput { firstName: string; deleteOn: string; siteUrl: string }
/** 30 days before an inactive account's deletion (privacy policy): signing in once keeps it. */
export function inactivityWarningMail(i: InactivityWarningMailInput): MailContent {
  return noticeMail(ACCOUNT_MAIL_SUBJECTS.inactivityWarning, i.firstName, [
    'Vous ne vous êtes pas connecté à votre compte Mijote depuis bientôt deux ans.',
    `Comme l’annonce notre politique de confidentialité, il sera supprimé le ${i.deleteOn}, avec vos favoris et votre photo (vos avis publiés resteraient visibles, sans votre nom).`,
    `Pour le garder, il suffit de vous connecter d’ici là : ${i.siteUrl}`,
  ]);
}

export const ACCOUNT_MODERATION_SUBJECTS = {
  disabled: 'Votre compte Mijote a été désactivé',
  enabled: 'Votre compte Mijote est réactivé',
} as const;

export interface AccountDisabledMailInput { firstName: string; disabled: boolean; reason: string; appealUrl?: string }
/** An admin disabled or re-enabled the account (issue 13): why, and how to contest it. */
export function accountDisabledMail(i: AccountDisabledMailInput): MailContent {
  const subject = i.disabled ? ACCOUNT_MODERATION_SUBJECTS.disabled : ACCOUNT_MODERATION_SUBJECTS.enabled;
  const lines = i.disabled
    ? ['L’équipe Mijote a désactivé votre compte : vous ne pouvez plus vous y connecter.', `Motif : ${i.reason}`, appealSentence(i.appealUrl ?? '', false)]
    : ['L’équipe Mijote a réactivé votre compte : vous pouvez de nouveau vous y connecter.', `Motif : ${i.reason}`];
  return noticeMail(subject, i.firstName, lines);
}

export interface TermsNoticeMailInput { firstName: string; subject: string; body: string; effectiveOn: string; termsUrl: string; business: boolean }
/**
 * A notice of a change of terms or price (issue 28 item 3, modules/notices): the admin's text, the date of effect and
 * where the terms are; restaurateurs are reminded that they may cancel before it (CGU restaurateurs § 8, CGV § 2).
 */
export function termsNoticeMail(i: TermsNoticeMailInput): MailContent {
  const paragraphs = i.body.split(/\r?\n\s*\r?\n/).map((l) => l.replace(/\s*\r?\n\s*/g, ' ').trim()).filter(Boolean);
  return noticeMail(i.subject, i.firstName, [
    ...paragraphs,
    `Entrée en vigueur : ${i.effectiveOn}.`,
    ...(i.business ? ['Si vous refusez cette modification, vous pouvez résilier votre abonnement depuis votre espace restaurateur avant cette date, sans frais.'] : []),
    `Les conditions en vigueur : ${i.termsUrl}`,
  ]);
}

/** Contesting a decision (issue 28, DSA art. 20, docs/adr/0041): the moderators' reasoned answer to the person. */
import { noticeMail, type MailContent } from './mail-layout.js';

export const APPEAL_MAIL_SUBJECTS = {
  upheld: 'Votre contestation : la décision est maintenue',
  reversed: 'Votre contestation : la décision est annulée',
} as const;

export interface AppealAnswerMailInput { firstName: string; decision: string; targetLabel: string; decidedOn: string; reversed: boolean; effect: string; answer: string }
export function appealAnswerMail(i: AppealAnswerMailInput): MailContent {
  return noticeMail(i.reversed ? APPEAL_MAIL_SUBJECTS.reversed : APPEAL_MAIL_SUBJECTS.upheld, i.firstName, [
    `Vous avez contesté la décision du ${i.decidedOn} (${i.decision} : ${i.targetLabel}). Une autre personne de l’équipe de modération de Mijote l’a réexaminée.`,
    i.reversed ? `La décision est annulée : ${i.effect}.` : 'La décision est maintenue.',
    `Motifs : ${i.answer}`,
    'Cette réponse a été écrite par une personne de notre équipe, sans traitement automatisé. Si vous restez en désaccord, vous pouvez saisir la justice ou un organe de règlement extrajudiciaire des litiges certifié (règlement sur les services numériques, art. 21).',
  ]);
}

/**
 * Contesting a moderation decision (issue 28, DSA art. 20, docs/adr/0041-appeals.md): the decisions a person can
 * contest, the six months they have, the bounds of their text and of the moderators' answer, and the French messages
 * the appeal page, area 2 and the server share.
 */

/** The decisions that restrict someone and can be contested: as the person reads them, and what reversing does (told to them; `lift` for area 2). */
export const APPEALABLE_DECISIONS = {
  review_rejected: { label: 'Refus de votre avis', reversed: 'votre avis est publié sur la page du restaurant', lift: 'publier l’avis' },
  review_removed: { label: 'Retrait de votre avis', reversed: 'votre avis est de nouveau publié sur la page du restaurant', lift: 'republier l’avis' },
  reply_rejected: { label: 'Refus de votre réponse à un avis', reversed: 'votre réponse est publiée sous l’avis', lift: 'publier la réponse' },
  restaurant_offline: { label: 'Mise hors ligne de votre page', reversed: 'votre page est de nouveau en ligne', lift: 'remettre la page en ligne' },
  account_disabled: { label: 'Désactivation de votre compte', reversed: 'votre compte est réactivé : vous pouvez de nouveau vous y connecter', lift: 'réactiver le compte' },
  // A reporter contests the moderation's « keep » on their notice (DSA art. 20(1), docs/adr/0049).
  report_kept: { label: 'Conservation de l’avis que vous avez signalé', reversed: 'l’avis est retiré du site', lift: 'retirer l’avis' },
  // Mijote's decisions on a restaurateur's subscription (P2B art. 11, docs/adr/0043 and 0049).
  subscription_ended: {
    label: 'Fin de votre abonnement décidée par Mijote',
    reversed: 'votre abonnement est rétabli : il se renouvelle de nouveau à la fin de la période payée (ou dès aujourd’hui si elle est passée), rien n’est prélevé pour la période écoulée, et votre page revient en ligne si la fin l’avait retirée',
    lift: 'rétablir l’abonnement',
  },
  subscription_suspended: {
    label: 'Suspension de votre abonnement par Mijote',
    reversed: 'la suspension est levée : votre page revient en ligne si la suspension l’avait retirée et les échéances reprennent',
    lift: 'lever la suspension',
  },
} as const;
export type AppealableDecision = keyof typeof APPEALABLE_DECISIONS;

/** Each contestable decision as area 2 names it (the team's words, not the person's). */
export const APPEAL_TEAM_LABELS: Record<AppealableDecision, string> = {
  review_rejected: 'Avis refusé', review_removed: 'Avis retiré', reply_rejected: 'Réponse du restaurateur refusée', restaurant_offline: 'Page mise hors ligne',
  account_disabled: 'Compte désactivé', report_kept: 'Avis signalé conservé (contesté par la personne qui l’a signalé)',
  subscription_ended: 'Fin de l’abonnement décidée par Mijote', subscription_suspended: 'Suspension de l’abonnement par Mijote',
};

/** DSA art. 20: a complaint can be lodged for at least six months after the decision. */
export const APPEAL_MONTHS = 6;
export const APPEAL_LIMITS = { textMin: 20, textMax: 3000, answerMin: 20, answerMax: 3000, queueSize: 50 } as const;

const APPEAL_OUTCOMES = { upheld: 'Décision maintenue', reversed: 'Décision annulée' } as const;
export type AppealOutcome = keyof typeof APPEAL_OUTCOMES;

/** Where a contested decision stands, as the person and area 2 see it. */
export const APPEAL_STATES = { open: 'Vous pouvez la contester', closed: 'Délai de contestation dépassé', waiting: 'Contestation en cours d’examen', ...APPEAL_OUTCOMES } as const;
export type AppealState = keyof typeof APPEAL_STATES;

export const APPEAL_MESSAGES = {
  textLength: `Expliquez pourquoi vous contestez cette décision en ${APPEAL_LIMITS.textMin} à ${APPEAL_LIMITS.textMax.toLocaleString('fr-FR')} caractères.`,
  answerLength: `Motivez la réponse en ${APPEAL_LIMITS.answerMin} à ${APPEAL_LIMITS.answerMax.toLocaleString('fr-FR')} caractères : elle est envoyée à la personne.`,
  linkInvalid: 'Ce lien de contestation n’est pas valide. Ouvrez le lien reçu par e-mail avec la décision, ou la liste « Décisions de modération » de votre compte.',
  closed: `Le délai de contestation est dépassé : une décision peut être contestée pendant ${APPEAL_MONTHS} mois.`,
  alreadySent: 'Vous avez déjà contesté cette décision : une seule contestation est possible par décision.',
  sent: 'Votre contestation est envoyée. Une autre personne de l’équipe de modération réexamine la décision et vous répond par e-mail.',
  notFound: 'Contestation introuvable.',
  notWaiting: 'Cette contestation a déjà reçu une réponse.',
  sameModerator: 'Vous avez pris la décision contestée : une autre personne de l’équipe doit examiner la contestation.',
  cannotReverse: 'La décision ne peut plus être annulée : ce qu’elle visait a changé depuis (modifié, supprimé ou déjà rétabli). Maintenez-la en expliquant la situation.',
  upheld: 'Décision maintenue : la réponse est envoyée par e-mail.',
  reversed: 'Décision annulée : elle est levée et la réponse est envoyée par e-mail.',
  /** Area 2, answering a reporter's appeal. */
  reportReversalNote: 'Annuler la décision retire l’avis : cette réponse est aussi le motif envoyé à son auteur, qui peut contester le retrait à son tour. Ne nommez pas la personne qui a signalé.',
  /** The report-follow page, for a report kept: how to contest, or why it cannot be. */
  reportContest: `Vous n’êtes pas d’accord ? Vous pouvez contester cette décision gratuitement pendant ${APPEAL_MONTHS} mois : une autre personne de l’équipe de modération la réexaminera et vous répondra par e-mail.`,
  /** The report-follow page's state once the reporter's appeal removed the review. */
  reportReversedState: 'Examiné : l’avis a d’abord été conservé, puis retiré du site après votre contestation',
  reportNoAddress: 'Cette décision ne peut pas être contestée depuis ce lien : aucune adresse e-mail n’a été laissée avec le signalement pour recevoir la réponse. Écrivez à l’adresse de contact du site.',
} as const;

/**
 * The sentence every decision e-mail ends with (DSA art. 17 and 20, docs/adr/0041): the personal link, open six months,
 * re-examined by someone else than the person who decided; the account lists it too, unless the person has no account
 * to open (a disabled account, a visitor's report).
 */
export function appealInvitation(appealUrl: string, inAccount = true): string {
  return `Vous pouvez contester cette décision gratuitement pendant ${APPEAL_MONTHS} mois en expliquant pourquoi sur cette page personnelle : ${appealUrl}${inAccount ? ' (ou depuis votre compte, rubrique « Décisions de modération »)' : ''}. Une autre personne de l’équipe de modération la réexaminera et vous répondra par e-mail.`;
}

const length = (v: string): number => [...v.trim()].length;

/** The person's text: null when acceptable, the French message otherwise. */
export function checkAppealText(value: unknown): string | null {
  if (typeof value !== 'string') return APPEAL_MESSAGES.textLength;
  const n = length(value);
  return n < APPEAL_LIMITS.textMin || n > APPEAL_LIMITS.textMax ? APPEAL_MESSAGES.textLength : null;
}

/** The moderators' reasoned answer. */
export function checkAppealAnswer(value: unknown): string | null {
  if (typeof value !== 'string') return APPEAL_MESSAGES.answerLength;
  const n = length(value);
  return n < APPEAL_LIMITS.answerMin || n > APPEAL_LIMITS.answerMax ? APPEAL_MESSAGES.answerLength : null;
}

/** The last moment a decision taken at `decidedAt` can be contested: the same time, six calendar months later. */
export function appealDeadline(decidedAt: Date): Date {
  const end = new Date(decidedAt.getTime());
  end.setUTCMonth(end.getUTCMonth() + APPEAL_MONTHS);
  return end;
}

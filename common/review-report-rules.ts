/**
 * Reporting a review (issue 13, SPEC §3 "Review report reason", DSA art. 16): the seven reasons, the checks and the
 * French messages the restaurant page, the server and the moderation area share; the same grounds the charter lists.
 */
export const REPORT_REASONS = {
  vulgar: 'Propos vulgaires ou injurieux',
  hateful: 'Contenu discriminatoire ou haineux',
  fake: 'Faux avis',
  sexual: 'Contenu explicitement sexuel',
  elsewhere: 'Avis destiné à un autre établissement',
  affiliated: 'Avis rédigé par une personne liée à l’établissement',
  other: 'Autre motif (à préciser)',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;

export const REPORT_LIMITS = { details: 1000, email: 254 } as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const REPORT_MESSAGES = {
  reasonUnknown: 'Choisissez le motif du signalement.',
  detailsRequired: 'Précisez le motif : « Autre motif » demande une explication.',
  detailsTooLong: `Les précisions sont limitées à ${REPORT_LIMITS.details} caractères.`,
  emailInvalid: 'Adresse e-mail invalide.',
  alreadyReported: 'Vous avez déjà signalé cet avis : l’équipe de modération l’examine.',
  reviewNotFound: 'Avis introuvable.',
  received: 'Merci : votre signalement a bien été transmis à l’équipe de modération. Une personne l’examinera et décidera de conserver ou de retirer l’avis.',
  decisionReasonRequired: 'Indiquez le motif de la décision (au moins 10 caractères) : il est envoyé à l’auteur de l’avis et aux personnes qui l’ont signalé.',
  noOpenReport: 'Cet avis n’a plus de signalement en attente.',
  followInvalid: 'Ce lien de suivi de signalement n’est pas valide : ouvrez le lien affiché après l’envoi du signalement.',
} as const;

/** null when the report's fields are acceptable; the French reason and the field otherwise. */
export function checkReport(reason: unknown, details: unknown, email: unknown): { field: 'reason' | 'details' | 'email'; message: string } | null {
  if (typeof reason !== 'string' || !Object.hasOwn(REPORT_REASONS, reason)) return { field: 'reason', message: REPORT_MESSAGES.reasonUnknown };
  if (details !== undefined && details !== null && typeof details !== 'string') return { field: 'details', message: REPORT_MESSAGES.detailsRequired };
  const text = (details ?? '').trim();
  if (reason === 'other' && !text) return { field: 'details', message: REPORT_MESSAGES.detailsRequired };
  if (text.length > REPORT_LIMITS.details) return { field: 'details', message: REPORT_MESSAGES.detailsTooLong };
  if (email !== undefined && email !== null && email !== '') {
    if (typeof email !== 'string' || email.length > REPORT_LIMITS.email || !EMAIL.test(email.trim())) return { field: 'email', message: REPORT_MESSAGES.emailInvalid };
  }
  return null;
}

/** Where a report stands, as its author follows it by the personal link shown once it is sent (docs/adr/0041). */
export const REPORT_STATES = { open: 'En cours d’examen', kept: 'Examiné : l’avis est conservé', removed: 'Examiné : l’avis est retiré du site' } as const;

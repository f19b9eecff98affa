/**
 * SPEC §5: what a restaurant needs before it can be sent for publication, in the order the publication page lists
 * them (SPEC §3 "Publication info": schedule, menu, listdesc, devanture, filters, type), each with the page that fills it.
 */
export const PUBLICATION_REQUIREMENTS = ['menu', 'listdesc', 'devanture', 'schedule', 'filters', 'type'] as const;
export type PublicationRequirement = (typeof PUBLICATION_REQUIREMENTS)[number];

/** `to`: the page of the space that fills it. */
export const REQUIREMENT_LABELS: Record<PublicationRequirement, { label: string; fix: string; to: string }> = {
  menu: { label: 'La carte', fix: 'Ajoutez au moins un plat, une photo de la carte ou un menu du jour.', to: '/modifyMenu' },
  listdesc: { label: 'La description', fix: 'Présentez votre restaurant en quelques lignes.', to: '/modifyDescription' },
  devanture: { label: 'La photo de devanture', fix: 'Ajoutez la photo principale de votre restaurant.', to: '/modifyDescription' },
  schedule: { label: 'Les horaires', fix: 'Indiquez vos horaires d’ouverture.', to: '/modifyInfo/horaires' },
  filters: { label: 'Les caractéristiques', fix: 'Choisissez au moins une caractéristique (terrasse, régimes, paiements…).', to: '/modifyInfo/filtres' },
  type: { label: 'Le type de restaurant', fix: 'Choisissez le type de votre restaurant.', to: '/modifyInfo/type' },
};

/** SPEC §8: the server's words (codes) and what the page shows for them. */
export const PUBLICATION_MESSAGES = {
  /** The server's message for a request already waiting. */
  alreadyPending: 'Demande en cours de traitement',
  /** The server's message when the subscription is not active. */
  notSubscribed: 'not-sub',
  incomplete: 'Il manque des éléments avant de pouvoir demander la publication.',
  alreadyPublished: 'Votre restaurant est déjà en ligne : vos modifications y apparaissent aussitôt.',
  sent: 'Votre demande de publication a bien été envoyée.',
  shownAlreadyPending: 'Vous avez déjà envoyé une demande. Nous vous contacterons dès qu\'elle aura été traitée.',
  shownNotSubscribed: 'Vous ne pouvez pas envoyer de demande tant que votre abonnement n\'est pas actif.',
  shownOther: 'Une erreur est survenue. Veuillez réessayer plus tard.',
} as const;

/** SPEC §4: publication messages disappear after 5 s. */
export const PUBLICATION_MESSAGE_MS = 5000;

/** The moderation's decision on a request (issue 13): a rejection says why, in at most 1000 characters (the table's check). */
export const PUBLICATION_DECISION_LIMITS = { reason: 1000 } as const;

export const PUBLICATION_DECISION_MESSAGES = {
  reasonRequired: 'Indiquez le motif du refus : il est envoyé au restaurateur.',
  reasonTooLong: `Le motif est limité à ${PUBLICATION_DECISION_LIMITS.reason} caractères`,
  notPending: 'Cette demande a déjà été traitée.',
  requestNotFound: 'Demande de publication introuvable.',
  incompleteNow: 'La page ne remplit plus les conditions de publication : refusez la demande en indiquant ce qui manque.',
} as const;

/** A rejection's reason: required, trimmed, at most 1000 characters. */
export function checkRejectionReason(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return PUBLICATION_DECISION_MESSAGES.reasonRequired;
  return value.trim().length > PUBLICATION_DECISION_LIMITS.reason ? PUBLICATION_DECISION_MESSAGES.reasonTooLong : null;
}

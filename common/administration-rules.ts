/**
 * Area 1 of the administration (issue 13): the directory's tables and the moderation's actions on a restaurant, with
 * their French messages, for the server and the client alike.
 */
export const DIRECTORY_PAGE_SIZE = 25;
export const DIRECTORY_SEARCH_MAX = 80;
export const DIRECTORY_SORTS = { name: 'Nom', city: 'Commune', status: 'État', updated: 'Dernière modification' } as const;
export type DirectorySort = keyof typeof DIRECTORY_SORTS;

export const RESTAURANT_STATUS_LABELS: Record<string, string> = {
  draft: 'Brouillon', pending: 'En attente', published: 'En ligne', rejected: 'Refusée', offline: 'Hors ligne',
};
export const SUBSCRIPTION_STATE_LABELS: Record<string, string> = {
  pending_card_check: 'Carte à vérifier', active: 'Actif', cancelled: 'Résilié', lapsed: 'Impayé', ended: 'Résilié par Mijote',
};

export const MODERATION_REASON_LIMITS = { min: 10, max: 1000 } as const;

export const ADMINISTRATION_MESSAGES = {
  sortInvalid: `Tri invalide : ${Object.keys(DIRECTORY_SORTS).join(', ')}.`,
  searchTooLong: `La recherche est limitée à ${DIRECTORY_SEARCH_MAX} caractères.`,
  pageInvalid: 'Numéro de page invalide.',
  reasonRequired: `Indiquez le motif (au moins ${MODERATION_REASON_LIMITS.min} caractères) : il est envoyé au restaurateur.`,
  reasonTooLong: `Le motif est limité à ${MODERATION_REASON_LIMITS.max} caractères.`,
  notPublished: 'Seule une page en ligne peut être mise hors ligne.',
  notOffline: 'Seule une page mise hors ligne par la modération peut y être remise.',
  restaurantNotFound: 'Restaurant introuvable.',
  ownerExists: 'Ce restaurant est déjà géré par un compte restaurateur : le lien d’inscription n’est envoyé qu’aux restaurants sans compte.',
  /** What taking a page off line or back did, and who was told: a listing without an account tells nobody (issue 25). */
  onlineDone: (online: boolean, hasOwner: boolean) =>
    `${online ? 'La page est de nouveau en ligne' : 'La page est hors ligne'} ; ${hasOwner ? (online ? 'le restaurateur est prévenu.' : 'le restaurateur est prévenu du motif.') : 'aucun compte restaurateur ne gère ce restaurant : personne n’est prévenu, le motif est gardé au journal.'}`,
  reasonLabel: (online: boolean, hasOwner: boolean) =>
    `${online ? 'Motif de la remise en ligne' : 'Motif de la mise hors ligne'} (${hasOwner ? 'envoyé au restaurateur' : 'gardé au journal : aucun restaurateur à prévenir'})`,
  publicationAccepted: (name: string, hasOwner: boolean) =>
    `Publication acceptée : « ${name} » est en ligne${hasOwner ? ' et le restaurateur est prévenu.' : ' (aucun compte restaurateur à prévenir).'}`,
  publicationRefused: (name: string, hasOwner: boolean) =>
    `Demande refusée : ${hasOwner ? `le restaurateur de « ${name} » reçoit le motif par e-mail.` : `« ${name} » n’a pas de compte restaurateur, le motif est gardé au journal.`}`,
  linkSent: (email: string, days: number) => `Lien d’inscription envoyé à ${email}, valable ${days} jours : le restaurant passera à son compte à l’étape « Votre restaurant ».`,
} as const;

export function checkDirectorySort(value: unknown): string | null {
  return typeof value === 'string' && Object.hasOwn(DIRECTORY_SORTS, value) ? null : ADMINISTRATION_MESSAGES.sortInvalid;
}

export function checkDirectorySearch(value: unknown): string | null {
  return typeof value === 'string' && value.length <= DIRECTORY_SEARCH_MAX ? null : ADMINISTRATION_MESSAGES.searchTooLong;
}

/** A moderation's reason (taking a page off line or back): told to the owner, so it says something. */
export function checkModerationReason(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim().length < MODERATION_REASON_LIMITS.min) return ADMINISTRATION_MESSAGES.reasonRequired;
  return value.trim().length > MODERATION_REASON_LIMITS.max ? ADMINISTRATION_MESSAGES.reasonTooLong : null;
}

export const ACCOUNT_ROLE_LABELS: Record<string, string> = { customer: 'Client', restaurateur: 'Restaurateur', admin: 'Administrateur' };

export const ACCOUNT_ADMIN_MESSAGES = {
  accountNotFound: 'Compte introuvable.',
  adminUntouchable: 'Un compte administrateur ne se désactive pas ici (npm run admin:create le gère).',
  alreadyDisabled: 'Ce compte est déjà désactivé.',
  notDisabled: 'Ce compte n’est pas désactivé.',
  alreadyVerified: 'Cette adresse e-mail est déjà vérifiée.',
  verificationSent: 'Un nouveau code de vérification a été envoyé.',
} as const;

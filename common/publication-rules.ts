import { SOMETHING_WENT_WRONG } from './network-messages.js';
import { DESCRIPTION_PATH, MENU_EDITOR_PATH, restaurantInfoPath } from './page-addresses.js';
/**
 * SPEC §5: what a restaurant needs before it can be sent for publication, in the order the publication page lists
 * them (SPEC §3 "Publication info": schedule, menu, listdesc, devanture, filters, type), each with the page that fills it.
 */
export const PUBLICATION_REQUIREMENTS = ['menu', 'listdesc', 'devanture', 'schedule', 'filters', 'type'] as const;
export type PublicationRequirement = (typeof PUBLICATION_REQUIREMENTS)[number];

/** `to`: the page of the space that fills it. */
export const REQUIREMENT_LABELS: Record<PublicationRequirement, { label: string; fix: string; to: string }> = {
  menu: { label: 'La carte', fix: 'Ajoutez au moins un plat, une photo de la carte ou un menu du jour.', to: MENU_EDITOR_PATH },
  listdesc: { label: 'La description', fix: 'Présentez votre restaurant en quelques lignes.', to: DESCRIPTION_PATH },
  devanture: { label: 'La photo de devanture', fix: 'Ajoutez la photo principale de votre restaurant.', to: DESCRIPTION_PATH },
  schedule: { label: 'Les horaires', fix: 'Indiquez vos horaires d’ouverture.', to: restaurantInfoPath('horaires') },
  filters: { label: 'Les caractéristiques', fix: 'Choisissez au moins une caractéristique (terrasse, régimes, paiements…).', to: restaurantInfoPath('filtres') },
  type: { label: 'Le type de restaurant', fix: 'Choisissez le type de votre restaurant.', to: restaurantInfoPath('type') },
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
  shownOther: SOMETHING_WENT_WRONG,
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
function checkRejectionReason(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return PUBLICATION_DECISION_MESSAGES.reasonRequired;
  return value.trim().length > PUBLICATION_DECISION_LIMITS.reason ? PUBLICATION_DECISION_MESSAGES.reasonTooLong : null;
}

/** The grounds a moderator picks when refusing a publication (issue 13); the owner reads the label, then the details. */
export const PUBLICATION_REJECTION_REASONS = {
  incomplete: 'Informations incomplètes ou inexactes',
  photos: 'Photos de mauvaise qualité ou sans rapport avec le restaurant',
  consistency: 'Carte, horaires ou adresse incohérents',
  area: 'Établissement situé hors du Maine-et-Loire',
  terms: 'Contenu contraire aux conditions d’utilisation',
  other: 'Autre motif',
} as const;
export type PublicationRejectionReason = keyof typeof PUBLICATION_REJECTION_REASONS;

export const PUBLICATION_REJECTION_MESSAGES = {
  reasonUnknown: 'Choisissez un motif de refus dans la liste.',
  detailsRequired: 'Précisez le motif : « Autre motif » demande une explication.',
} as const;

/** null when the chosen ground and details make a valid refusal; the French reason otherwise. */
export function checkRejection(code: unknown, details: unknown): string | null {
  if (typeof code !== 'string' || !Object.hasOwn(PUBLICATION_REJECTION_REASONS, code)) return PUBLICATION_REJECTION_MESSAGES.reasonUnknown;
  if (details !== undefined && details !== null && typeof details !== 'string') return PUBLICATION_REJECTION_MESSAGES.detailsRequired;
  if (code === 'other' && !(details ?? '').trim()) return PUBLICATION_REJECTION_MESSAGES.detailsRequired;
  return checkRejectionReason(rejectionText(code as PublicationRejectionReason, details ?? null));
}

/** The reason as the owner reads it: « Photos de mauvaise qualité… : la devanture est floue. » */
export function rejectionText(code: PublicationRejectionReason, details: string | null): string {
  const more = details?.trim();
  return more ? `${PUBLICATION_REJECTION_REASONS[code]} : ${more}` : PUBLICATION_REJECTION_REASONS[code];
}

/** Where a photo of the owner's space was added. */
export type SpacePhotoPlace = 'carte' | 'daily' | 'gallery' | 'devanture';

const PHOTO_ADDED: Record<SpacePhotoPlace, string> = {
  carte: 'Photo ajoutée à votre carte',
  daily: 'Photo du menu du jour enregistrée',
  gallery: 'Photo ajoutée à la galerie',
  devanture: 'Photo de devanture enregistrée',
};
const AT_PUBLICATION = 'Elle paraîtra sur votre page dès sa publication.';

/**
 * What the owner's space says once a photo is saved, and how saving works (issue 25): « déjà en ligne » only when the
 * page is published; a draft's photo waits for the publication.
 */
export const SPACE_ONLINE_TEXTS = {
  photoAdded: (place: SpacePhotoPlace, online: boolean): string => (online ? `${PHOTO_ADDED[place]} (elle est déjà en ligne).` : `${PHOTO_ADDED[place]}. ${AT_PUBLICATION}`),
  photoTiming: (online: boolean): string => (online ? 'Une photo envoyée est en ligne aussitôt' : 'Une photo envoyée est enregistrée aussitôt et paraîtra sur votre page dès sa publication'),
} as const;

/** The « Carte détaillée » switch's explanation, which follows its state (issue 25). */
export const INTERACTIVE_MENU_HINTS = {
  on: 'Activée : votre page montre vos rubriques, vos plats et leurs prix, en plus des photos de la carte.',
  off: 'Désactivée : votre page ne montre que les photos de la carte.',
} as const;

/** Why « Demander la publication » cannot be pressed (issue 25): a request already waits. */
export const PUBLICATION_PENDING_HINT = 'Une demande est déjà en cours d’examen : vous pourrez en envoyer une nouvelle si elle est refusée.';

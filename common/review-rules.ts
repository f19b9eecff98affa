import { frenchMonthYear, parisDayOf } from './french-dates.js';
import { filterVocabulary } from './filters.js';
import { ofName } from './french.js';
import { slugify } from './slug.js';
import { REPORT_REASONS, type ReportReason } from './review-report-rules.js';
import { textLength as length } from './input-rules.js';
import { MESSAGES } from './validation.js';

/**
 * Writing a review (issue 14): the limits, the checks and the French messages the review form, the server and the
 * moderation area share. The charter (/CharteMijote) states the same rules.
 */
export const REVIEW_LIMITS = { titleMin: 5, titleMax: 100, textMin: 50, textMax: 2000, monthsBack: 12, decisionDetails: 1000, photos: 3 } as const;
/** The delay the charter promises between sending a review and its publication or refusal. */
export const REVIEW_MODERATION_HOURS = 72;
/** A review waiting this long is listed in the moderators' digest (server moderation.jobs.ts), before the 72 hours. */
export const REVIEW_DIGEST_FROM_HOURS = 48;
/** Under an imported review (issue 28): the moderation never read it, unlike every review written on Mijote. */
export const IMPORTED_REVIEW_NOTICE = 'Avis repris d’une source antérieure à Mijote : il n’a pas été relu par notre équipe.';
/** Area 2's reviews to read: pages of 20, a search of at most 80 characters (issue 25). */
export const REVIEW_QUEUE_LIMITS = { pageSize: 20, searchMax: 80, pages: 10_000 } as const;

/**
 * The meal a review names: the search's « Type de repas » (SPEC §2: Brunch, Déjeuner, Dîner, Buffet), one list for the
 * filters and the review form (issue 25), keyed by slug ('dejeuner').
 */
export const MEALS: Readonly<Record<string, string>> = Object.fromEntries(filterVocabulary.group('meal').labels.map((label) => [slugify(label), label]));
export type Meal = string;

export const REVIEW_STATUS_LABELS: Record<string, string> = {
  pending: 'En attente de relecture', published: 'Publié', rejected: 'Refusé', removed: 'Retiré par la modération',
};

/** What the moderation is told to look at (never a refusal by itself: a person decides). */
export const REVIEW_FLAGS = {
  link: 'Contient un lien',
  phone: 'Contient un numéro de téléphone',
  email: 'Contient une adresse e-mail',
  repetition: 'Texte répétitif',
  capitals: 'Écrit en majuscules',
} as const;
export type ReviewFlag = keyof typeof REVIEW_FLAGS;

/** The grounds a review is refused on: the charter's (the same as a report's). */
export const REVIEW_REJECTION_REASONS = REPORT_REASONS;
export type ReviewRejectionReason = ReportReason;

export const REVIEW_MESSAGES = {
  rating: 'Choisissez une note de 1 à 5 étoiles.',
  title: `Donnez un titre à votre avis (${REVIEW_LIMITS.titleMin} à ${REVIEW_LIMITS.titleMax} caractères).`,
  textShort: `Racontez votre visite en ${REVIEW_LIMITS.textMin} caractères au moins.`,
  textLong: `Votre avis est limité à ${REVIEW_LIMITS.textMax.toLocaleString('fr-FR')} caractères.`,
  visitMonth: 'Choisissez le mois de votre visite : ni dans le futur, ni il y a plus d’un an.',
  meal: 'Indiquez le repas que vous avez pris.',
  sworn: 'Cochez la déclaration sur l’honneur : un avis porte sur une visite réelle.',
  notCustomer: 'Seuls les comptes clients peuvent donner un avis.',
  unverified: 'Vérifiez d’abord votre adresse e-mail pour pouvoir donner un avis.',
  ownRestaurant: 'Votre compte est lié à ce restaurant : vous ne pouvez pas lui donner d’avis.',
  alreadyReviewed: 'Vous avez déjà donné un avis sur ce restaurant pour ce mois de visite : vous pouvez le modifier depuis votre profil.',
  restaurantNotFound: MESSAGES.restaurantNotFound,
  notFound: 'Avis introuvable.',
  removedFinal: 'Cet avis a été retiré par la modération : il ne peut plus être modifié.',
  sent: `Merci ! Votre avis est envoyé. Notre équipe le relit avant de le publier, sous ${REVIEW_MODERATION_HOURS} heures au plus ; vous le retrouvez dans votre profil.`,
  edited: `Votre avis modifié est envoyé. Il sera relu à nouveau avant sa publication, sous ${REVIEW_MODERATION_HOURS} heures au plus.`,
  deleted: 'Votre avis est supprimé.',
  /** On the restaurant's page, to its author only (issue 25). */
  pendingOnPage: `Votre avis, en attente de relecture : vous seul le voyez ici jusqu’à sa publication, sous ${REVIEW_MODERATION_HOURS} heures au plus.`,
  reasonRequired: 'Choisissez un motif de refus dans la liste.',
  detailsTooLong: `Les précisions sont limitées à ${REVIEW_LIMITS.decisionDetails} caractères.`,
  notPending: 'Cet avis n’attend plus de décision.',
  decisionRequired: 'Choisissez de publier ou de refuser.',
  queueSearchTooLong: `La recherche est limitée à ${REVIEW_QUEUE_LIMITS.searchMax} caractères.`,
  queuePageInvalid: 'Numéro de page invalide.',
  published: (restaurantName: string) => `Avis publié sur la page ${ofName(restaurantName)} : son auteur en est prévenu par e-mail.`,
  rejected: 'Avis refusé : son auteur en reçoit le motif par e-mail.',
} as const;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** yyyy-mm of a Paris day (yyyy-mm-dd). */
const monthOf = (day: string) => day.slice(0, 7);
const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthAt = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/** The months a visit can be in, newest first: this month (Paris) back to the same month a year ago. */
export function visitMonths(now: Date = new Date()): { value: string; label: string }[] {
  const current = monthIndex(monthOf(parisDayOf(now)));
  return Array.from({ length: REVIEW_LIMITS.monthsBack + 1 }, (_, i) => {
    const value = monthAt(current - i);
    return { value, label: frenchMonthYear(`${value}-01`) };
  });
}

export function checkVisitMonth(value: unknown, now: Date = new Date()): string | null {
  if (typeof value !== 'string' || !MONTH.test(value)) return REVIEW_MESSAGES.visitMonth;
  const age = monthIndex(monthOf(parisDayOf(now))) - monthIndex(value);
  return age >= 0 && age <= REVIEW_LIMITS.monthsBack ? null : REVIEW_MESSAGES.visitMonth;
}

export interface ReviewInput { rating: number; title: string; text: string; visitMonth: string; meal: string; sworn: boolean }
export type ReviewField = keyof ReviewInput;


const checkReviewRating = (value: unknown): string | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5 ? null : REVIEW_MESSAGES.rating;

export function checkReviewTitle(value: unknown): string | null {
  if (typeof value !== 'string') return REVIEW_MESSAGES.title;
  const n = length(value);
  return n < REVIEW_LIMITS.titleMin || n > REVIEW_LIMITS.titleMax || /[\r\n]/.test(value) ? REVIEW_MESSAGES.title : null;
}

export function checkReviewText(value: unknown): string | null {
  const n = typeof value === 'string' ? length(value) : 0;
  return n < REVIEW_LIMITS.textMin ? REVIEW_MESSAGES.textShort : n > REVIEW_LIMITS.textMax ? REVIEW_MESSAGES.textLong : null;
}

export const checkMeal = (value: unknown): string | null => (typeof value === 'string' && Object.hasOwn(MEALS, value) ? null : REVIEW_MESSAGES.meal);
export const checkSworn = (value: unknown): string | null => (value === true ? null : REVIEW_MESSAGES.sworn);

/** The first problem of a review, with its field, or null. */
export function checkReview(input: ReviewInput, now: Date = new Date()): { field: ReviewField; message: string } | null {
  const checks: [ReviewField, string | null][] = [
    ['rating', checkReviewRating(input.rating)], ['title', checkReviewTitle(input.title)], ['text', checkReviewText(input.text)],
    ['visitMonth', checkVisitMonth(input.visitMonth, now)], ['meal', checkMeal(input.meal)], ['sworn', checkSworn(input.sworn)],
  ];
  const found = checks.find(([, message]) => message !== null);
  return found ? { field: found[0], message: found[1]! } : null;
}

const LINK = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:fr|com|net|org|eu|io|be|info)\b/i;
const EMAIL = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i;
// French numbers written with or without separators (06 12 34 56 78, 06.12.34.56.78, +33 6 12 34 56 78).
const PHONE = /(?:\+33\s?|\b0)[1-9](?:[\s.-]?\d{2}){4}\b/;

/** What the moderation should look at in a review's title and text (flags, never a refusal). */
export function reviewFlags(title: string, text: string): ReviewFlag[] {
  const all = `${title}\n${text}`;
  const flags: ReviewFlag[] = [];
  if (EMAIL.test(all)) flags.push('email');
  if (LINK.test(all.replace(EMAIL, ''))) flags.push('link');
  if (PHONE.test(all)) flags.push('phone');
  const words = text.toLocaleLowerCase('fr').split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 2);
  if (words.length >= 10 && new Set(words).size / words.length < 0.35) flags.push('repetition');
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 30 && letters === letters.toLocaleUpperCase('fr')) flags.push('capitals');
  return flags;
}

/** « Visite en novembre 2026 » from the visit's first day (yyyy-mm-dd). */
export const visitLabel = (visitDate: string): string => `Visite en ${frenchMonthYear(visitDate)}`;

/** The owner's public reply to a review (issue 14): one per review, read by the moderation before it shows. */
export const REPLY_LIMITS = { min: 10, max: 1000 } as const;
export const REPLY_STATUS_LABELS: Record<string, string> = { pending: 'Réponse en attente de relecture', published: 'Réponse publiée', rejected: 'Réponse refusée' };
export const REPLY_MESSAGES = {
  text: `Votre réponse compte entre ${REPLY_LIMITS.min} et ${REPLY_LIMITS.max.toLocaleString('fr-FR')} caractères.`,
  reviewNotFound: 'Avis introuvable parmi ceux de votre restaurant.',
  sent: `Votre réponse est envoyée. Notre équipe la relit avant de la publier sous l’avis, sous ${REVIEW_MODERATION_HOURS} heures au plus.`,
  notPending: 'Cette réponse n’attend plus de décision.',
  published: (restaurantName: string) => `Réponse publiée sous l’avis, sur la page ${ofName(restaurantName)}.`,
  rejected: 'Réponse refusée : le restaurateur en reçoit le motif par e-mail.',
  seen: 'Ces avis ne seront plus signalés comme nouveaux lors de votre prochaine visite.',
} as const;

export function checkReplyText(value: unknown): string | null {
  const n = typeof value === 'string' ? length(value) : 0;
  return n < REPLY_LIMITS.min || n > REPLY_LIMITS.max ? REPLY_MESSAGES.text : null;
}

export const REVIEW_PHOTO_MESSAGES = {
  tooMany: `Un avis compte ${REVIEW_LIMITS.photos} photos au plus.`,
  kind: 'Type de photo inconnu : photo ou ticket.',
  notEditable: 'Les photos d’un avis s’ajoutent tant qu’il attend sa relecture (ou après un refus, en le modifiant).',
  removed: 'Photo retirée.',
  noReceipt: 'Aucun ticket de caisse pour cet avis.',
  photoNotFound: 'Photo introuvable, ou adresse expirée : rechargez la page.',
} as const;

/**
 * Mijote's decisions on a subscription (issue 28, docs/adr/0043): ending it with 30 days' notice, or at once on the two
 * grounds P2B art. 4(4) allows, suspending it and lifting the suspension — each with its ground and the statement of
 * reasons the restaurateur receives. Shared by the server's validation and the administration's form.
 */
import { MODERATION_REASON_LIMITS } from './administration-rules.js';

/** The notice before an end at Mijote's initiative takes effect (P2B art. 4(2), CGV « Durée, renouvellement et résiliation »). */
export const END_NOTICE_DAYS = 30;

/** The grounds the CGV list (P2B art. 3(1)(c)); `immediate`: an end without notice is allowed on it (P2B art. 4(4)). */
export const SUBSCRIPTION_GROUNDS = {
  false_information: { label: 'Informations fausses ou trompeuses sur la fiche', immediate: false },
  illegal_content: { label: 'Contenu illicite ou photos publiées sans en détenir les droits', immediate: false },
  closed: { label: 'Restaurant fermé', immediate: false },
  breach: { label: 'Manquement aux conditions générales', immediate: false },
  repeated_breach: { label: 'Manquements répétés aux conditions générales', immediate: true },
  legal_obligation: { label: 'Obligation légale ou réglementaire, ou décision d’une autorité', immediate: true },
} as const;
export type SubscriptionGround = keyof typeof SUBSCRIPTION_GROUNDS;
export const SUBSCRIPTION_GROUND_KEYS = Object.keys(SUBSCRIPTION_GROUNDS) as SubscriptionGround[];

/** What an admin decides: end with notice, end at once, suspend, lift the suspension. */
export type SubscriptionDecisionKind = 'end_notice' | 'end_now' | 'suspend' | 'lift';
export const SUBSCRIPTION_DECISION_LABELS: Record<SubscriptionDecisionKind, string> = {
  end_notice: `Résiliation avec préavis de ${END_NOTICE_DAYS} jours`,
  end_now: 'Résiliation sans préavis',
  suspend: 'Suspension',
  lift: 'Fin de la suspension',
};

/**
 * An appeal restored a subscription Mijote had ended (docs/adr/0049): it renews on its next due date while that is
 * still ahead (the paid period simply continues), otherwise the day of the restoration, for a month from that day —
 * nothing is charged for the time between the end and the restoration. Dates as yyyy-mm-dd.
 */
export function restoredDueDate(nextDueDate: string | null, today: string): string {
  return nextDueDate && nextDueDate > today ? nextDueDate : today;
}

/** Why renewals are held: Mijote's suspension, the page taken off line by the moderation, the account disabled. */
export type RenewalHold = 'suspended' | 'offline' | 'account';
export const RENEWAL_HOLD_LABELS: Record<RenewalHold, string> = {
  suspended: 'abonnement suspendu par Mijote',
  offline: 'page mise hors ligne par la modération',
  account: 'compte désactivé',
};

export const SUBSCRIPTION_DECISION_MESSAGES = {
  groundRequired: 'Choisissez le motif de la décision parmi ceux des conditions générales de vente.',
  groundNotImmediate: 'Ce motif ne permet pas de résilier sans préavis : seuls des manquements répétés ou une obligation légale le permettent.',
  reasonsRequired: `Rédigez l’exposé des motifs (au moins ${MODERATION_REASON_LIMITS.min} caractères) : il est envoyé au restaurateur.`,
  reasonsTooLong: `L’exposé des motifs est limité à ${MODERATION_REASON_LIMITS.max} caractères.`,
  noSubscription: 'Ce restaurant n’a pas d’abonnement.',
  notActive: 'Seul un abonnement actif peut être résilié ou suspendu.',
  alreadyEnding: (endsOn: string) => `La fin de cet abonnement est déjà fixée au ${endsOn}.`,
  alreadySuspended: 'Cet abonnement est déjà suspendu.',
  notSuspended: 'Cet abonnement n’est pas suspendu.',
  endedByMijote: 'Mijote a mis fin à cet abonnement : il ne peut pas être repris depuis votre espace.',
  endScheduled: (endsOn: string) => `Mijote a mis fin à cet abonnement à compter du ${endsOn} : aucune autre échéance ne sera prélevée.`,
  done: (kind: SubscriptionDecisionKind, date: string) => ({
    end_notice: `Résiliation enregistrée : l’abonnement prendra fin le ${date}, sans autre prélèvement ; le restaurateur a reçu l’exposé des motifs.`,
    end_now: 'Abonnement résilié : la page est hors ligne et le restaurateur a reçu l’exposé des motifs.',
    suspend: 'Abonnement suspendu : la page est hors ligne, les prélèvements sont arrêtés et le restaurateur a reçu l’exposé des motifs.',
    lift: 'Suspension levée : la page revient en ligne si elle l’était, les prélèvements reprennent et le restaurateur est prévenu.',
  })[kind],
} as const;

/** The ground of a decision: one the CGV list; lifting a suspension needs none. */
export function checkSubscriptionGround(kind: SubscriptionDecisionKind, ground: unknown): string | null {
  if (kind === 'lift') return ground === null || ground === undefined ? null : SUBSCRIPTION_DECISION_MESSAGES.groundRequired;
  if (typeof ground !== 'string' || !Object.hasOwn(SUBSCRIPTION_GROUNDS, ground)) return SUBSCRIPTION_DECISION_MESSAGES.groundRequired;
  if (kind === 'end_now' && !SUBSCRIPTION_GROUNDS[ground as SubscriptionGround].immediate) return SUBSCRIPTION_DECISION_MESSAGES.groundNotImmediate;
  return null;
}

/** The statement of reasons told to the restaurateur (P2B art. 4(1)–(2)): 10 to 1000 characters once trimmed. */
export function checkDecisionReasons(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim().length < MODERATION_REASON_LIMITS.min) return SUBSCRIPTION_DECISION_MESSAGES.reasonsRequired;
  return value.trim().length > MODERATION_REASON_LIMITS.max ? SUBSCRIPTION_DECISION_MESSAGES.reasonsTooLong : null;
}

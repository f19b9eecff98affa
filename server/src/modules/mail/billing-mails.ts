/** Billing (issue 11): the subscription's messages. */
import { ofName } from '../../../../common/french.js';
import { CANCELLATION_TEXTS } from '../../../../common/billing-rules.js';
import { appealSentence, restaurateurMail, type MailContent } from './mail-layout.js';

export const BILLING_MAIL_SUBJECTS = {
  cardRegistered: 'Votre carte est enregistrée : abonnement Mijote activé',
  renewalReceipt: 'Votre abonnement Mijote est renouvelé',
  chargeFailed: 'Le paiement de votre abonnement Mijote a échoué',
  lapsed: 'Votre abonnement Mijote est suspendu',
  cancelled: 'Résiliation de votre abonnement Mijote',
  endedByMijote: 'Mijote met fin à votre abonnement',
  suspended: 'Mijote suspend votre abonnement',
  suspensionLifted: 'Votre abonnement Mijote n’est plus suspendu',
} as const;

export interface CardRegisteredMailInput { firstName: string; restaurantName: string; cardLastDigits: string; periodEnd: string; nextDue: string; amount: string; invoiceNumber: string; dashboardUrl: string }
/** The card check succeeded: the subscription is active, the first period is free. */
export function cardRegisteredMail(i: CardRegisteredMailInput): MailContent {
  return restaurateurMail(BILLING_MAIL_SUBJECTS.cardRegistered, i.firstName, [
    `Votre carte se terminant par ${i.cardLastDigits} est enregistrée et l’abonnement ${ofName(i.restaurantName)} est actif. L’empreinte bancaire de 1 € n’a pas été débitée.`,
    `Le premier mois vous est offert, jusqu’au ${i.periodEnd} inclus (facture ${i.invoiceNumber}, 0,00 € à payer). Le prochain prélèvement, de ${i.amount} TTC, aura lieu le ${i.nextDue}.`,
    'L’abonnement est sans engagement : vous pouvez le résilier à tout moment depuis votre espace, il prend fin à l’échéance payée.',
  ], i.dashboardUrl);
}

export interface RenewalReceiptMailInput { firstName: string; restaurantName: string; amount: string; invoiceNumber: string; periodStart: string; periodEnd: string; dashboardUrl: string }
export function renewalReceiptMail(i: RenewalReceiptMailInput): MailContent {
  return restaurateurMail(BILLING_MAIL_SUBJECTS.renewalReceipt, i.firstName, [
    `Nous avons bien reçu le paiement de ${i.amount} TTC pour l’abonnement ${ofName(i.restaurantName)}, du ${i.periodStart} au ${i.periodEnd}.`,
    `Votre facture ${i.invoiceNumber} est disponible dans votre espace restaurateur.`,
  ], i.dashboardUrl);
}

export interface ChargeFailedMailInput { firstName: string; restaurantName: string; amount: string; nextAttempt: string | null; lapseDate: string | null; dashboardUrl: string }
export function chargeFailedMail(i: ChargeFailedMailInput): MailContent {
  return restaurateurMail(BILLING_MAIL_SUBJECTS.chargeFailed, i.firstName, [
    `Le paiement de ${i.amount} TTC pour l’abonnement ${ofName(i.restaurantName)} a été refusé par votre banque.`,
    i.nextAttempt ? `Nous réessaierons le ${i.nextAttempt}. Vérifiez d’ici là votre carte ou enregistrez-en une nouvelle depuis votre espace.` : 'Enregistrez une nouvelle carte depuis votre espace.',
    i.lapseDate ? `Sans paiement, l’abonnement sera suspendu et votre page retirée du site après le dernier essai, vers le ${i.lapseDate}.` : '',
  ].filter(Boolean), i.dashboardUrl);
}

export interface LapsedMailInput { firstName: string; restaurantName: string; offline: boolean; dashboardUrl: string }
export function subscriptionLapsedMail(i: LapsedMailInput): MailContent {
  return restaurateurMail(BILLING_MAIL_SUBJECTS.lapsed, i.firstName, [
    `Après plusieurs essais, le paiement de l’abonnement ${ofName(i.restaurantName)} n’a pas pu aboutir : l’abonnement est suspendu.`,
    i.offline ? 'Votre page n’est plus visible sur Mijote. Elle sera remise en ligne dès que l’abonnement sera réglé.' : 'Votre page ne pourra pas être publiée tant que l’abonnement n’est pas réglé.',
    'Pour le réactiver, enregistrez une carte depuis votre espace restaurateur.',
  ], i.dashboardUrl);
}

export interface CancelledMailInput {
  firstName: string; restaurantName: string;
  /** The last paid day, and the next one: when the subscription ends and the page goes off line (dd/mm/yyyy). */
  endDate: string; offlineDate: string;
  /** The page is (was, once ended) on line. */
  online: boolean;
  effective: boolean; dashboardUrl: string;
}
/** The cancellation: asked (it ends on offlineDate, the page then off line) or effective (it ended, the page is off line). */
export function subscriptionCancelledMail(i: CancelledMailInput): MailContent {
  return restaurateurMail(BILLING_MAIL_SUBJECTS.cancelled, i.firstName, i.effective
    ? [
      `L’abonnement ${ofName(i.restaurantName)} a pris fin le ${i.offlineDate}, au terme de la période payée, comme vous l’aviez demandé.`,
      ...(i.online ? [CANCELLATION_TEXTS.pageWentOffline(i.offlineDate)] : []),
      'Vous pouvez vous réabonner à tout moment depuis votre espace restaurateur.',
    ]
    : [
      `Votre demande de résiliation est enregistrée pour ${i.restaurantName}. ${CANCELLATION_TEXTS.activeUntil(i.endDate, i.offlineDate)}`,
      i.online ? CANCELLATION_TEXTS.pageOnline(i.endDate, i.offlineDate) : CANCELLATION_TEXTS.pageNotOnline(i.endDate),
      'Vous avez changé d’avis ? Reprenez l’abonnement depuis votre espace avant cette date.',
    ],
  i.dashboardUrl);
}

export interface EndedByMijoteMailInput {
  firstName: string; restaurantName: string;
  /** notice: ends on `endsOn` (dd/mm/yyyy); now: ended today; effective: the notice has run out, it ended on `endsOn`. */
  when: 'notice' | 'now' | 'effective';
  endsOn: string; ground: string; reasons: string; online: boolean; dashboardUrl: string;
  /** The personal link to contest the decision (docs/adr/0049), when it opened an appeal. */
  appealUrl?: string | null;
}
/** Mijote ends the subscription (docs/adr/0043, P2B art. 4): with notice, at once, or the notice run out — with its ground and reasons. */
export function subscriptionEndedByMijoteMail(i: EndedByMijoteMailInput): MailContent {
  const name = ofName(i.restaurantName);
  const lines = {
    notice: [
      `Mijote met fin à l’abonnement ${name}, avec un préavis : il prendra fin le ${i.endsOn}. D’ici là, le service continue et aucune autre échéance ne sera prélevée.`,
      `Motif : ${i.ground}.`, `Exposé des motifs : ${i.reasons}`,
      i.online ? `Votre page reste en ligne jusqu’à cette date ; elle sera alors mise hors ligne.` : '',
    ],
    now: [
      `Mijote met fin dès aujourd’hui, ${i.endsOn}, à l’abonnement ${name}, sans préavis, comme les conditions générales de vente le permettent pour ce motif. Aucune autre échéance ne sera prélevée.`,
      `Motif : ${i.ground}.`, `Exposé des motifs : ${i.reasons}`,
      i.online ? CANCELLATION_TEXTS.pageWentOffline(i.endsOn) : '',
    ],
    effective: [
      `Comme annoncé, l’abonnement ${name} a pris fin le ${i.endsOn}, au terme du préavis.`,
      `Motif : ${i.ground}.`, `Exposé des motifs : ${i.reasons}`,
      i.online ? CANCELLATION_TEXTS.pageWentOffline(i.endsOn) : '',
    ],
  }[i.when];
  return restaurateurMail(BILLING_MAIL_SUBJECTS.endedByMijote, i.firstName, [
    ...lines.filter(Boolean),
    ...(i.appealUrl ? [appealSentence(i.appealUrl)] : []),
    'Vos factures restent disponibles dans votre espace restaurateur.',
  ], i.dashboardUrl);
}

export interface SuspendedMailInput { firstName: string; restaurantName: string; suspended: boolean; ground: string | null; reasons: string; online: boolean; dashboardUrl: string; appealUrl?: string | null }
/** Mijote suspends the subscription (page off line, no charge) or lifts the suspension (back on line, renewals again). */
export function subscriptionSuspendedMail(i: SuspendedMailInput): MailContent {
  const name = ofName(i.restaurantName);
  return i.suspended
    ? restaurateurMail(BILLING_MAIL_SUBJECTS.suspended, i.firstName, [
      `Mijote suspend l’abonnement ${name} à compter d’aujourd’hui : aucune échéance n’est prélevée pendant la suspension.`,
      `Motif : ${i.ground ?? ''}.`, `Exposé des motifs : ${i.reasons}`,
      i.online ? 'Votre page n’apparaît plus sur Mijote pendant la suspension ; elle reviendra en ligne quand elle sera levée.' : 'Votre page ne peut pas être publiée pendant la suspension.',
      ...(i.appealUrl ? [appealSentence(i.appealUrl)] : []),
    ], i.dashboardUrl)
    : restaurateurMail(BILLING_MAIL_SUBJECTS.suspensionLifted, i.firstName, [
      `Mijote lève la suspension de l’abonnement ${name}.`,
      `Motif : ${i.reasons}`,
      i.online ? 'Votre page est de nouveau en ligne.' : '',
      'Les échéances reprennent : une échéance arrivée pendant la suspension est prélevée à partir d’aujourd’hui, pour un mois.',
    ].filter(Boolean), i.dashboardUrl);
}

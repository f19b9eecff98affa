/** Billing (issue 11): the subscription's messages. */
import { ofName } from '../../../../common/french.js';
import { CANCELLATION_TEXTS } from '../../../../common/billing-rules.js';
import { restaurateurMail, type MailContent } from './mail-layout.js';

export const BILLING_MAIL_SUBJECTS = {
  cardRegistered: 'Votre carte est enregistrée : abonnement Mijote activé',
  renewalReceipt: 'Votre abonnement Mijote est renouvelé',
  chargeFailed: 'Le paiement de votre abonnement Mijote a échoué',
  lapsed: 'Votre abonnement Mijote est suspendu',
  cancelled: 'Résiliation de votre abonnement Mijote',
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

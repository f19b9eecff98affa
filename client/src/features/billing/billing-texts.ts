import { SOMETHING_WENT_WRONG } from '../../../../common/network-messages';
/** The billing screens' French texts (SPEC §2 payment result pages, the dashboard's subscription panel). */
export const PAYMENT_PAGES = {
  success: { title: 'Paiement accepté !', text: 'Votre carte est enregistrée. Le premier mois vous est offert : aucun montant n’a été débité.' },
  refuse: { title: 'Paiement refusé', text: 'Votre banque a refusé l’empreinte bancaire. Vous allez revenir au formulaire pour réessayer ou modifier vos informations.' },
  cancel: { title: 'Paiement annulé', text: 'Vous avez annulé l’enregistrement de votre carte. Vous allez revenir au formulaire pour réessayer.' },
} as const;
export type PaymentPageKind = keyof typeof PAYMENT_PAGES;

export const BILLING_TEXTS = {
  waiting: 'Nous attendons la confirmation de la banque… Cette page se met à jour toute seule.',
  confirmed: 'La banque a confirmé : votre abonnement est actif.',
  redirectDashboard: 'Vous allez être redirigé vers votre espace restaurateur dans 10 secondes.',
  redirectBack: 'Vous allez être redirigé dans 10 secondes.',
  goDashboard: 'Aller à mon espace restaurateur',
  goBack: 'Revenir au formulaire',
  panelTitle: 'Mon abonnement',
  testPaymentsTitle: 'Paiements de test',
  testPayments: 'Les cartes passent par le bac à sable de paiement de Mijote : aucun paiement réel, aucune carte débitée. Les factures sont des documents de test, sans valeur.',
  testInvoice: ' — facture de test',
  invoicesTitle: 'Mes factures',
  noSubscription: 'Aucun abonnement pour l’instant : il commence avec l’enregistrement de votre carte à la fin de l’inscription.',
  noInvoice: 'Aucune facture pour l’instant.',
  cancel: 'Résilier l’abonnement',
  cancelDialogTitle: 'Résilier l’abonnement ?',
  cancelKeep: 'Garder mon abonnement',
  cancelConfirm: 'Confirmer la résiliation',
  cancelResumeUntil: 'Vous pourrez reprendre l’abonnement depuis cet espace jusqu’à cette date.',
  cancelAsked: 'Résiliation demandée.',
  cancelAskedShort: 'résiliation demandée',
  cancelling: 'Résiliation…',
  noNextDue: (endsOn: string) => `aucune : l’abonnement prend fin le ${endsOn}`,
  held: (reasons: string) => `aucune pour l’instant : ${reasons}`,
  heldNotice: (reasons: string) => `Aucune échéance n’est prélevée pour l’instant (${reasons}). Les prélèvements reprennent quand cela prend fin ; une échéance arrivée entre-temps est alors prélevée à partir de ce jour-là, pour un mois.`,
  endingByMijote: (endsOn: string) => `Mijote a mis fin à cet abonnement : il prend fin le ${endsOn}, sans autre prélèvement d’ici là. Le motif vous a été envoyé par e-mail.`,
  endedByMijote: (endedOn: string) => `Mijote a mis fin à cet abonnement le ${endedOn} ; le motif vous a été envoyé par e-mail. Il ne peut pas être repris depuis cet espace.`,
  resume: 'Reprendre l’abonnement',
  newCard: 'Enregistrer une nouvelle carte',
  reactivate: 'Réactiver mon abonnement (nouvelle carte)',
  download: 'Télécharger (PDF)',
  preparing: 'Préparation…',
  pdfFailed: 'La facture n’a pas pu être préparée. Veuillez réessayer.',
  actionFailed: SOMETHING_WENT_WRONG,
} as const;

export const SUBSCRIPTION_STATES: Record<string, string> = {
  pending_card_check: 'En attente de l’enregistrement de la carte',
  active: 'Actif',
  cancelled: 'Résilié',
  lapsed: 'Suspendu (paiement refusé)',
  ended: 'Résilié par Mijote',
};

export const REDIRECT_SECONDS = 10;
export const POLL_MS = 2000;

/** SPEC §8 and the billing screens' messages. */
export const BILLING_SERVICE_MESSAGES = {
  subscriptionNotFound: 'Aucun abonnement pour ce restaurant.',
  alreadyActive: 'L’abonnement de ce restaurant est déjà actif.',
  notActive: 'L’abonnement n’est pas actif.',
  registrationFirst: 'Terminez d’abord l’inscription : l’enregistrement de la carte se fait à sa dernière étape.',
  alreadyCancelled: 'La résiliation est déjà enregistrée.',
  notCancelled: 'Aucune résiliation à annuler.',
  invoiceNotFound: 'Facture introuvable.',
  forged: 'Notification refusée : signature invalide.',
  unknownOrder: 'Notification refusée : commande inconnue.',
  wrongAmount: 'Notification refusée : montant inattendu.',
  incomplete: 'Notification refusée : autorisation absente.',
  replay: 'Notification refusée : cette commande est déjà réglée.',
  accessCodeRefused: 'Ce lien de connexion n’est plus valable : connectez-vous avec votre adresse e-mail et votre mot de passe.',
} as const;

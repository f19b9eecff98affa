/**
 * The moderation log (issue 13): every decision of the moderation, in French as both admin areas show it. The log is
 * append-only (a database trigger refuses any change or deletion) and keeps its own copy of who and what, so an entry
 * outlives the account, the restaurant or the review it names.
 */
export const MODERATION_ACTIONS = {
  publication_accepted: 'Publication acceptée',
  publication_rejected: 'Publication refusée',
  restaurant_offline: 'Page mise hors ligne',
  restaurant_online: 'Page remise en ligne',
  review_removed: 'Avis retiré',
  review_kept: 'Avis conservé',
  review_published: 'Avis publié',
  review_rejected: 'Avis refusé',
  reply_published: 'Réponse du restaurateur publiée',
  reply_rejected: 'Réponse du restaurateur refusée',
  account_disabled: 'Compte désactivé',
  account_enabled: 'Compte réactivé',
  appeal_upheld: 'Contestation : décision maintenue',
  appeal_reversed: 'Contestation : décision annulée',
  personal_data_read: 'Données personnelles lues dans l’explorateur',
} as const;
export type ModerationAction = keyof typeof MODERATION_ACTIONS;

export const MODERATION_TARGETS = { restaurant: 'Restaurant', review: 'Avis', account: 'Compte', operation: 'Opération GraphQL' } as const;
export type ModerationTarget = keyof typeof MODERATION_TARGETS;

/** Entries one page of the log shows. */
export const MODERATION_LOG_PAGE = 50;

export const MODERATION_LOG_MESSAGES = {
  appendOnly: 'Le journal de modération ne peut être ni modifié ni effacé.',
} as const;

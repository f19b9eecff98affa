/**
 * What a screen says when the server could not be reached (a network failure, not a refusal): what did not happen,
 * then one same advice everywhere.
 */
export const CHECK_CONNECTION = 'Vérifiez votre connexion puis réessayez.';

export const networkProblem = (whatFailed: string): string => `${whatFailed} ${CHECK_CONNECTION}`;

// One constant each (not one object): a page's bundle carries only the messages it shows.
export const DECISION_NOT_SAVED = `La décision n’a pas pu être enregistrée. ${CHECK_CONNECTION}`;
export const ACTION_NOT_SAVED = `L’action n’a pas pu être enregistrée. ${CHECK_CONNECTION}`;
export const LINK_NOT_SENT = `Le lien n’a pas pu être envoyé. ${CHECK_CONNECTION}`;
export const REVIEW_NOT_DELETED = `L’avis n’a pas pu être supprimé. ${CHECK_CONNECTION}`;
export const REVIEW_NOT_SENT = `Votre avis n’a pas pu être envoyé. ${CHECK_CONNECTION}`;
export const PAGE_NOT_LOADED = `La page n’a pas pu être chargée. ${CHECK_CONNECTION}`;
export const VERSION_NOT_PUBLISHED = `La version n’a pas pu être publiée. ${CHECK_CONNECTION}`;
export const PINS_NOT_LOADED = `Impossible de placer les restaurants sur la carte. ${CHECK_CONNECTION}`;
export const RESTAURANTS_NOT_LOADED = `Impossible de charger les restaurants. ${CHECK_CONNECTION}`;
export const REPORT_NOT_SENT = `Le signalement n’a pas pu être envoyé. ${CHECK_CONNECTION}`;
export const RESTAURANT_NOT_LOADED = `Impossible de charger ce restaurant. ${CHECK_CONNECTION}`;
export const PROFILE_NOT_LOADED = `Impossible de charger ce profil. ${CHECK_CONNECTION}`;

/**
 * What a screen says when the server could not be reached (a network failure, not a refusal): what did not happen,
 * then one same advice everywhere.
 */
export const CHECK_CONNECTION = 'Vérifiez votre connexion puis réessayez.';

export const networkProblem = (whatFailed: string): string => `${whatFailed} ${CHECK_CONNECTION}`;

export const NETWORK_MESSAGES = {
  decisionNotSaved: networkProblem('La décision n’a pas pu être enregistrée.'),
  actionNotSaved: networkProblem('L’action n’a pas pu être enregistrée.'),
  linkNotSent: networkProblem('Le lien n’a pas pu être envoyé.'),
  reviewNotDeleted: networkProblem('L’avis n’a pas pu être supprimé.'),
  reviewNotSent: networkProblem('Votre avis n’a pas pu être envoyé.'),
  pageNotLoaded: networkProblem('La page n’a pas pu être chargée.'),
  versionNotPublished: networkProblem('La version n’a pas pu être publiée.'),
  pinsNotLoaded: networkProblem('Impossible de placer les restaurants sur la carte.'),
  restaurantsNotLoaded: networkProblem('Impossible de charger les restaurants.'),
  reportNotSent: networkProblem('Le signalement n’a pas pu être envoyé.'),
  restaurantNotLoaded: networkProblem('Impossible de charger ce restaurant.'),
  profileNotLoaded: networkProblem('Impossible de charger ce profil.'),
} as const;

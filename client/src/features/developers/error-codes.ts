import type { ErrorCode } from '../../graphql/__generated__/graphql';

/**
 * What each code of the schema's ErrorCode enum means (the enum is generated from server/src/modules/shared/
 * service-errors.ts, docs/adr/0008): a code added there fails the client's typecheck until it is explained here.
 */
export const ERROR_CODE_MEANINGS: Record<ErrorCode, string> = {
  APPEAL_CLOSED: 'La contestation n’est plus possible (délai passé ou déjà tranchée).',
  CODE_EXPIRED: 'Le code reçu par e-mail a expiré : demandez-en un nouveau.',
  CODE_INCORRECT: 'Le code saisi ne correspond pas.',
  CONFLICT: 'L’opération contredit l’état actuel des données (déjà faite, ou modifiée entre-temps).',
  EMAIL_NOT_VERIFIED: 'L’adresse e-mail du compte n’est pas encore vérifiée.',
  EMAIL_TAKEN: 'Un compte existe déjà avec cette adresse e-mail.',
  FORBIDDEN: 'Accès refusé : ce champ demande un autre rôle que le vôtre.',
  INCOMPLETE: 'Des informations manquent avant cette étape.',
  INVALID_INPUT: 'Un argument ne respecte pas ses règles ; `field` nomme lequel, `message` dit pourquoi.',
  LOGIN_FAILED: 'E-mail ou mot de passe incorrect.',
  NOT_FOUND: 'Rien ne correspond (restaurant, commune ou profil introuvable ou plus en ligne).',
  NOT_SUBSCRIBED: 'Le restaurant n’a pas d’abonnement actif.',
  PASSWORD_INCORRECT: 'Le mot de passe actuel ne correspond pas.',
  PUBLICATION_PENDING: 'Une demande de publication attend déjà la modération.',
  RATE_LIMITED: 'Budget épuisé : attendez le nombre de secondes de l’en-tête Retry-After.',
  TOKEN_INVALID: 'Le lien ou le jeton n’est pas valable.',
  TOKEN_USED: 'Le lien ou le jeton a déjà servi.',
  TOO_MANY_ATTEMPTS: 'Trop d’essais : réessayez plus tard.',
  UNAUTHENTICATED: 'Une session est requise (champs réservés aux comptes : jamais avec une clé seule).',
  UNAVAILABLE: 'Service momentanément indisponible : réessayez un peu plus tard.',
  WRONG_SPACE: 'Ce compte appartient à un autre espace (client, restaurateur ou administration).',
};

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

/** Codes of `errors[].extensions.code` raised before any field runs (server/src/graphql/format-error.ts, protection.ts). */
export const REQUEST_ERROR_CODES: { code: string; status: string; meaning: string }[] = [
  { code: 'GRAPHQL_PARSE_FAILED', status: '400', meaning: 'Le document GraphQL est illisible : vérifiez sa syntaxe.' },
  { code: 'GRAPHQL_VALIDATION_FAILED', status: '400', meaning: 'Un champ, un argument ou un type ne correspond pas au schéma (voir la référence).' },
  { code: 'BAD_USER_INPUT', status: '400', meaning: 'Une variable manque, vaut null là où une valeur est requise, ou n’a pas le type attendu.' },
  { code: 'COST_LIMIT', status: '400', meaning: 'L’opération coûte plus que le maximum par opération : demandez moins d’éléments ou moins de champs.' },
  { code: 'RATE_LIMITED', status: '429', meaning: 'Budget de la minute épuisé ; les en-têtes Retry-After et RateLimit disent quand réessayer.' },
  { code: 'UNAVAILABLE', status: '503', meaning: 'Service momentanément indisponible ; réessayez plus tard.' },
  { code: 'INTERNAL_SERVER_ERROR', status: '500', meaning: 'Erreur inattendue de notre côté : le message est générique, nous sommes prévenus.' },
];

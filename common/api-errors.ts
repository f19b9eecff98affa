/**
 * The refusals of a whole GraphQL request, as the developer portal lists them (/developpeurs#erreurs): raised before
 * any field runs (server/src/graphql/format-error.ts, protection.ts, unavailable-status.ts), with their HTTP status.
 * tests/api/developer-portal.test.ts checks the statuses against a real server.
 */
export const REQUEST_ERROR_CODES: { code: string; status: string; meaning: string }[] = [
  { code: 'GRAPHQL_PARSE_FAILED', status: '400', meaning: 'Le document GraphQL est illisible : vérifiez sa syntaxe.' },
  { code: 'GRAPHQL_VALIDATION_FAILED', status: '400', meaning: 'Un champ, un argument ou un type ne correspond pas au schéma (voir la référence).' },
  { code: 'BAD_USER_INPUT', status: '400', meaning: 'Une variable manque, vaut null là où une valeur est requise, ou n’a pas le type attendu.' },
  { code: 'TRUSTED_DOCUMENT_REQUIRED', status: '400', meaning: 'Sans clé d’API, seules les requêtes du site Mijote sont acceptées : envoyez votre clé (X-Api-Key ou Authorization: Bearer).' },
  { code: 'PERSISTED_QUERY_NOT_FOUND', status: '400', meaning: 'Aucune requête n’est enregistrée sous l’empreinte envoyée (extensions.persistedQuery) : envoyez son texte.' },
  { code: 'API_KEY_INVALID', status: '401', meaning: 'La clé envoyée est inconnue, révoquée ou expirée : vérifiez-la, ou demandez-en une nouvelle.' },
  { code: 'ORIGIN_REFUSED', status: '403', meaning: 'La clé est utilisée depuis un site (en-tête Origin) qu’elle n’autorise pas.' },
  { code: 'INTROSPECTION_DISABLED', status: '403', meaning: 'L’introspection du schéma demande une clé ; sans clé, lisez la référence de cette page.' },
  { code: 'INTROSPECTION_TOO_DEEP', status: '400', meaning: 'Dans l’introspection, un type atteint par type, ofType, interfaces ou possibleTypes ne donne que kind, name et ofType (comme la requête d’introspection standard).' },
  { code: 'COST_LIMIT', status: '400', meaning: 'L’opération coûte plus que le maximum par opération : demandez moins d’éléments ou moins de champs.' },
  { code: 'RATE_LIMITED', status: '429', meaning: 'Budget de la minute épuisé ; les en-têtes Retry-After et RateLimit disent quand réessayer.' },
  { code: 'UNAVAILABLE', status: '503', meaning: 'Service momentanément indisponible ; réessayez plus tard.' },
  { code: 'INTERNAL_SERVER_ERROR', status: '500', meaning: 'Erreur inattendue de notre côté : le message est générique, nous sommes prévenus.' },
];

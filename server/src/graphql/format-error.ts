import type { GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { ServiceError } from '../modules/shared/service-errors.js';
import { invalidInputOf } from './union-result.js';
import { SERVICE_UNAVAILABLE, SOMETHING_WENT_WRONG } from '../../../common/network-messages.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';

/** French messages for the errors Apollo Server and graphql-js raise themselves (their English detail is kept apart). */
const FRENCH_BY_CODE: Record<string, string> = {
  GRAPHQL_PARSE_FAILED: 'Requête GraphQL illisible : vérifiez sa syntaxe.',
  GRAPHQL_VALIDATION_FAILED: 'Requête GraphQL invalide : un champ, un argument ou un type ne correspond pas au schéma.',
  BAD_USER_INPUT: 'Paramètres invalides : une variable ou un argument n’a pas le type attendu.',
  BAD_REQUEST: 'Requête GraphQL invalide.',
  OPERATION_RESOLUTION_FAILURE: 'Opération introuvable dans la requête : vérifiez operationName.',
  PERSISTED_QUERY_NOT_FOUND: 'Requête enregistrée introuvable : envoyez la requête complète.',
  PERSISTED_QUERY_NOT_SUPPORTED: 'Les requêtes enregistrées ne sont pas prises en charge.',
};

/** French messages of this mapping that tests and callers name. */
export const GRAPHQL_MESSAGES = {
  argumentValue: 'Paramètres invalides : une variable vaut null ou manque là où un argument attend une valeur, ou n’a pas le type attendu.',
} as const;

/**
 * graphql-js's refusals of an argument's value (getArgumentValues): a variable null or not given where the argument
 * needs a value, an input object one of whose fields is such a variable. Raised when the cost is computed
 * (protection.ts), or when the field is run; without a code of their own they would read as internal errors.
 */
const ARGUMENT_VALUE = /^Argument "[^"]+" (?:of (?:non-null|required) type |has invalid value )/;

const OWN_PREFIX = 'Requête GraphQL';
/** Errors our own code raises with a French message (auth-checker.ts, protection.ts). */
const OWN_CODES: ReadonlySet<string> = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'INVALID_INPUT', 'COST_LIMIT', 'RATE_LIMITED', 'UNAVAILABLE']);

/** The one mapping of GraphQL errors: service failures keep their code and French message, the rest gets one. */
export function formatGraphQLError(error: GraphQLFormattedError, original: unknown, production: boolean): GraphQLFormattedError {
  // class-validator refusals type-graphql raises outside a root field (withInvalidInputMembers maps the root ones).
  if (original instanceof ArgumentValidationError) original = invalidInputOf(original);
  if (original instanceof ServiceError) {
    return { message: original.message, path: error.path, extensions: { code: original.code, ...(original.field ? { field: original.field } : {}) } };
  }
  if (isDatabaseUnavailable(original)) return { message: SERVICE_UNAVAILABLE, path: error.path, extensions: { code: 'UNAVAILABLE' } };
  const code = String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
  // Refusals of graphql-armor and of protection.ts are already French (the token limit arrives as a syntax error).
  const own = error.message.replace(/^Syntax Error: /, '');
  if (own.startsWith(OWN_PREFIX)) return { ...error, message: own };
  if (code === 'UNAUTHORIZED' || error.message.startsWith('Access denied')) {
    return { ...error, message: 'Accès refusé : connectez-vous avec un compte autorisé.', extensions: { ...error.extensions, code: 'FORBIDDEN' } };
  }
  if (OWN_CODES.has(code)) return error;
  if (error.message.includes('Cross-Site Request Forgery')) {
    return { message: 'Requête GraphQL refusée : envoyez-la en POST avec l’en-tête Content-Type: application/json.', extensions: { code } };
  }
  if ((code === 'INTERNAL_SERVER_ERROR' || code === 'BAD_USER_INPUT') && ARGUMENT_VALUE.test(error.message)) {
    return { message: GRAPHQL_MESSAGES.argumentValue, locations: error.locations, path: error.path, extensions: { ...error.extensions, code: 'BAD_USER_INPUT', detail: error.message } };
  }
  // graphql-js stops coercing variables after 50 errors with an error Apollo does not classify.
  const french = error.message.startsWith('Too many errors processing variables') ? FRENCH_BY_CODE.BAD_USER_INPUT : FRENCH_BY_CODE[code];
  if (french) return { message: french, locations: error.locations, path: error.path, extensions: { ...error.extensions, code, detail: error.message } };
  return {
    message: SOMETHING_WENT_WRONG,
    path: error.path,
    extensions: { code, ...(production ? {} : { detail: error.message }) },
  };
}

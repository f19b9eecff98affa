/**
 * What a screen says when the server could not be reached (a network failure, not a refusal): what did not happen,
 * in the screen's own words (kept in its own chunk), then one same advice everywhere.
 */
export const CHECK_CONNECTION = 'Vérifiez votre connexion puis réessayez.';

export const networkProblem = (whatFailed: string): string => `${whatFailed} ${CHECK_CONNECTION}`;

/** SPEC §8's answer to a failure the visitor can do nothing about (a server error, an unexpected answer). */
export const SOMETHING_WENT_WRONG = 'Une erreur est survenue. Veuillez réessayer plus tard.';

/** A request that failed because the database was away for a moment (a restart, a failover): answered 503 with it. */
export const SERVICE_UNAVAILABLE = 'Le service est momentanément indisponible. Réessayez dans quelques instants.';
/** The seconds a client is told to wait (Retry-After) when the database is away. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

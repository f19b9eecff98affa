/**
 * What a screen says when the server could not be reached (a network failure, not a refusal): what did not happen,
 * in the screen's own words (kept in its own chunk), then one same advice everywhere.
 */
export const CHECK_CONNECTION = 'Vérifiez votre connexion puis réessayez.';

export const networkProblem = (whatFailed: string): string => `${whatFailed} ${CHECK_CONNECTION}`;

/** SPEC §8's answer to a failure the visitor can do nothing about (a server error, an unexpected answer). */
export const SOMETHING_WENT_WRONG = 'Une erreur est survenue. Veuillez réessayer plus tard.';

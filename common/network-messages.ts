/**
 * What a screen says when the server could not be reached (a network failure, not a refusal): what did not happen,
 * in the screen's own words (kept in its own chunk), then one same advice everywhere.
 */
export const CHECK_CONNECTION = 'Vérifiez votre connexion puis réessayez.';

export const networkProblem = (whatFailed: string): string => `${whatFailed} ${CHECK_CONNECTION}`;

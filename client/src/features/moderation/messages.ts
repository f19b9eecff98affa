import { networkProblem } from '../../../../common/network-messages';

/** The decision queues' network failure (the same words in each queue). */
export const DECISION_NOT_SAVED = networkProblem('La décision n’a pas pu être enregistrée.');

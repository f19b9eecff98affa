import { BUDGET_WINDOW_SECONDS } from '../../../common/api-budget.js';

/**
 * What a request spent of its client's budget and what is left (issue 29): told in every GraphQL answer's
 * `extensions.cost`, in the `RateLimit-Policy` / `RateLimit` headers (IETF draft « RateLimit header fields », the
 * `limit, remaining, reset` form) on GraphQL and /api answers, and by the `rateLimit` query.
 */
export interface BudgetState {
  /** Points per minute of the client's tier. */
  limit: number;
  /** Points left in the current minute. */
  remaining: number;
  /** Seconds until the minute's points are all restored. */
  resetSeconds: number;
}

export interface BudgetReport extends BudgetState {
  /** The operation's computed cost (server/src/graphql/cost.ts), before it ran. */
  requestedCost: number;
  /** The points it took: 1, plus one per 1,000 of cost. */
  pointsSpent: number;
  /** The largest cost one operation may have in the client's tier. */
  maxOperationCost: number;
}


export function budgetHeaders(state: BudgetState): [name: string, value: string][] {
  return [
    ['RateLimit-Policy', `${state.limit};w=${BUDGET_WINDOW_SECONDS}`],
    ['RateLimit', `limit=${state.limit}, remaining=${state.remaining}, reset=${state.resetSeconds}`],
  ];
}

/** The budget as a refusal leaves it: nothing left until the retry. */
export const spentBudget = (limit: number, retryAfterSeconds: number | null): BudgetState => ({ limit, remaining: 0, resetSeconds: retryAfterSeconds ?? 1 });

/** `extensions.cost` of a GraphQL answer (English names, like the rest of the API). */
export function costExtension(r: BudgetReport) {
  return {
    requestedQueryCost: r.requestedCost,
    pointsSpent: r.pointsSpent,
    maximumQueryCost: r.maxOperationCost,
    throttleStatus: { maximumAvailable: r.limit, currentlyAvailable: r.remaining, windowSeconds: BUDGET_WINDOW_SECONDS, resetInSeconds: r.resetSeconds },
  };
}

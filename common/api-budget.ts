/**
 * The public API's budget (issue 29), read by the server's quota (server/src/auth/client-quota.ts, budget-report.ts)
 * and shown by the developer portal: points per minute, one point per request plus one per COST_PER_POINT of an
 * operation's cost (server/src/graphql/cost.ts), and the largest cost of one operation.
 */

/** A visitor's points per minute (API_RATE_LIMIT_PER_MINUTE overrides it, server/src/config.ts). */
export const VISITOR_POINTS_PER_MINUTE = 300;
/** The most a single GraphQL operation may cost for a visitor. */
export const VISITOR_MAX_OPERATION_COST = 10_000;
/** One point per request, plus one per this much GraphQL cost (a page of 30 cards costs about 2,000). */
export const COST_PER_POINT = 1_000;
/** The budget's window: points are counted per minute and all restored at its end. */
export const BUDGET_WINDOW_SECONDS = 60;

/** Points of a request: 1, plus its GraphQL cost in COST_PER_POINT units. */
export const pointsForCost = (cost: number): number => 1 + Math.floor(Math.max(0, cost) / COST_PER_POINT);

/**
 * Whether an error says the database cannot be reached right now (stopped, restarting, connection lost, pool unable to
 * connect), not that a statement was wrong: the request is answered 503 « réessayez dans quelques instants » with
 * Retry-After instead of a 500 (issue 27's outage drill).
 */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** SQLSTATE class 08 (connection exception) and 57P01–57P03 (admin shutdown, crash shutdown, cannot connect now). */
const SQLSTATE = /^(08\d{3}|57P0[123])$/;
const MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/, /^Client has encountered a connection error/, /Connection terminated unexpectedly/, /the database system is (starting up|shutting down)/];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; driverError?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (SOCKET_CODES.has(e.code) || SQLSTATE.test(e.code))) return true;
  if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string))) return true;
  // TypeORM's QueryFailedError keeps pg's error as driverError; AggregateError (a refused IPv4 and IPv6) its errors.
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return isDatabaseUnavailable(e.driverError, depth + 1) || isDatabaseUnavailable(e.cause, depth + 1);
}

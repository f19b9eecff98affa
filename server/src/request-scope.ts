import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a log line is about, carried through every await of the work it belongs to: an HTTP request (its id, also in the
 * `x-request-id` answer header) or a job. The logger (logger.ts) adds it to every line, the SQL lines included.
 */
export interface RequestScope { requestId: string }

const scope = new AsyncLocalStorage<RequestScope>();

export function currentScope(): RequestScope | undefined {
  return scope.getStore();
}

export function runInScope<T>(value: RequestScope, work: () => T): T {
  return scope.run(value, work);
}

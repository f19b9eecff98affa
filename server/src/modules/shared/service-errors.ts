/** Thrown by services for expected failures; each transport maps it once (union member or 4xx JSON). */
export class ServiceError extends Error {
  constructor(
    readonly code: 'NOT_FOUND' | 'INVALID_INPUT' | 'UNAVAILABLE' | 'FORBIDDEN' | 'UNAUTHENTICATED',
    message: string,
    readonly field: string | null = null,
  ) {
    super(message);
  }
  get status(): number {
    return { NOT_FOUND: 404, INVALID_INPUT: 400, UNAVAILABLE: 503, FORBIDDEN: 403, UNAUTHENTICATED: 401 }[this.code];
  }
}

const STATUS = {
  NOT_FOUND: 404, INVALID_INPUT: 400, UNAVAILABLE: 503, FORBIDDEN: 403, UNAUTHENTICATED: 401, RATE_LIMITED: 429, CONFLICT: 409,
  LOGIN_FAILED: 401, EMAIL_NOT_VERIFIED: 403, EMAIL_TAKEN: 409, CODE_INCORRECT: 400, CODE_EXPIRED: 400, TOO_MANY_ATTEMPTS: 429,
  TOKEN_INVALID: 400, PASSWORD_INCORRECT: 400, PUBLICATION_PENDING: 409, NOT_SUBSCRIBED: 409, INCOMPLETE: 409, TOKEN_USED: 409,
  WRONG_SPACE: 403, APPEAL_CLOSED: 410,
} as const;

export type ServiceErrorCode = keyof typeof STATUS;

/** Every code a service may fail with: the REST status table above and GraphQL's ErrorCode enum are built from it. */
export const SERVICE_ERROR_CODES = Object.keys(STATUS) as ServiceErrorCode[];

/** The HTTP status of each code (the REST mapping; exhaustive by its type). */
export const statusOf = (code: ServiceErrorCode): number => STATUS[code];

/** Thrown by services for expected failures; each transport maps it once (union member or 4xx JSON). */
export class ServiceError extends Error {
  constructor(
    readonly code: ServiceErrorCode,
    message: string,
    readonly field: string | null = null,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
  get status(): number {
    return STATUS[this.code];
  }
}

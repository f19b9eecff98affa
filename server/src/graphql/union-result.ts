import { ActionError, InvalidInputError, NotFoundError, type ErrorType } from '../modules/shared/errors.type.js';
import { ServiceError, type ServiceErrorCode } from '../modules/shared/service-errors.js';

/**
 * The one GraphQL mapping of service failures. Authentication and authorisation failures are never union members:
 * they are GraphQL errors with `extensions.code` UNAUTHENTICATED / FORBIDDEN (the client refreshes and retries on
 * them). Every other code becomes its union member.
 */
export function memberFor(code: ServiceErrorCode): ErrorType | 'graphql-error' {
  switch (code) {
    case 'UNAUTHENTICATED':
    case 'FORBIDDEN':
      return 'graphql-error';
    case 'NOT_FOUND':
      return NotFoundError;
    case 'INVALID_INPUT':
      return InvalidInputError;
    case 'UNAVAILABLE': case 'RATE_LIMITED': case 'CONFLICT': case 'LOGIN_FAILED': case 'EMAIL_NOT_VERIFIED': case 'EMAIL_TAKEN':
    case 'CODE_INCORRECT': case 'CODE_EXPIRED': case 'TOO_MANY_ATTEMPTS': case 'TOKEN_INVALID': case 'PASSWORD_INCORRECT':
      return ActionError;
    default: {
      const unknown: never = code;
      throw new Error(`Code d’erreur sans correspondance GraphQL : ${String(unknown)}`);
    }
  }
}

function toMember(error: ServiceError, member: ErrorType): NotFoundError | InvalidInputError | ActionError {
  if (member === NotFoundError) return NotFoundError.of(error.message);
  if (member === InvalidInputError) return InvalidInputError.of(error.message, error.field);
  return ActionError.of(error.code, error.message, error.field, error.retryAfterSeconds);
}

/**
 * Runs a field's work and turns its expected failures into the members its union lists (`members`). A failure whose
 * member the union does not list is a GraphQL error with its code and message — a union to widen, never a 500.
 */
export async function unionResult<T, M extends readonly ErrorType[]>(
  members: M,
  work: () => Promise<T>,
): Promise<T | InstanceType<M[number]>> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    const member = memberFor(error.code);
    if (member !== 'graphql-error' && members.includes(member)) return toMember(error, member) as InstanceType<M[number]>;
    // formatGraphQLError gives it its code and French message.
    throw error;
  }
}

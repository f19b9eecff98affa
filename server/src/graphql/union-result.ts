import { getNamedType, isUnionType, type GraphQLSchema } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import type { ValidationError } from 'class-validator';
import { firstProblem } from '../validation/problems.js';
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
    case 'PUBLICATION_PENDING': case 'NOT_SUBSCRIBED': case 'INCOMPLETE': case 'TOKEN_USED': case 'WRONG_SPACE': case 'APPEAL_CLOSED':
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

/**
 * type-graphql's `validate: true` refusal (ArgumentValidationError, before the resolver runs) as the French service
 * failure parseBody gives REST: INVALID_INPUT, the first message of the common/ rules and its field.
 */
export function invalidInputOf(error: ArgumentValidationError): ServiceError {
  const problem = firstProblem((error.extensions.validationErrors ?? []) as ValidationError[]);
  return new ServiceError('INVALID_INPUT', problem?.message ?? 'Paramètres invalides.', problem?.field);
}

/**
 * Root fields whose union lists InvalidInputError answer that member when their input fails its class-validator rules
 * (type-graphql validates before the resolver, so unionResult cannot see it); other fields get the French GraphQL error.
 * Only Query and Mutation fields are wrapped: nested field resolvers keep their cost.
 */
export function withInvalidInputMembers(schema: GraphQLSchema): GraphQLSchema {
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const resolve = field.resolve;
      if (!resolve || !field.args.length) continue;
      const type = getNamedType(field.type);
      const member = isUnionType(type) && type.getTypes().some((t) => t.name === InvalidInputError.name);
      field.resolve = async (...args) => {
        try {
          return await resolve(...args);
        } catch (error) {
          if (!(error instanceof ArgumentValidationError)) throw error;
          const failure = invalidInputOf(error);
          if (member) return toMember(failure, InvalidInputError);
          throw failure;
        }
      };
    }
  }
  return schema;
}

import { ActionError, InvalidInputError, NotFoundError } from '../modules/shared/errors.type.js';
import { ServiceError } from '../modules/shared/service-errors.js';

/** The one mapping from expected service failures to GraphQL union members; anything else stays an error. */
export async function unionResult<T>(work: () => Promise<T>): Promise<T | NotFoundError | InvalidInputError | ActionError> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ServiceError) {
      if (error.code === 'NOT_FOUND') return NotFoundError.of(error.message);
      if (error.code === 'INVALID_INPUT') return InvalidInputError.of(error.message, error.field);
      return ActionError.of(error.code, error.message, error.field, error.retryAfterSeconds);
    }
    throw error;
  }
}

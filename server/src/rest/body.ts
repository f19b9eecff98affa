import { FORBIDDEN_KEYS } from '../http/request-guards.js';
import { ServiceError } from '../modules/shared/service-errors.js';
import { problemOf } from '../validation/problems.js';

/**
 * Builds the DTO from the payload's own keys only, defined (never assigned) so no key can reach a setter
 * such as `__proto__` and strip the DTO of its class and so of its validation rules.
 */
export function toDto<T extends object>(Dto: new () => T, body: Record<string, unknown>): T {
  const dto = new Dto();
  for (const key of Object.keys(body)) {
    if (FORBIDDEN_KEYS.has(key)) continue;
    Object.defineProperty(dto, key, { value: body[key], enumerable: true, writable: true, configurable: true });
  }
  return dto;
}

/** Validates a JSON payload against a class-validator DTO; the first problem becomes a French 400. */
export async function parseBody<T extends object>(Dto: new () => T, body: unknown): Promise<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || Buffer.isBuffer(body)) {
    throw new ServiceError('INVALID_INPUT', 'Requête invalide : un objet JSON est attendu.');
  }
  const dto = toDto(Dto, body as Record<string, unknown>);
  await validateInput(dto);
  return dto;
}

/**
 * Validates an instance of a decorated class (a REST DTO, or the GraphQL input a REST body is converted to) with the
 * same options for every transport; the first problem becomes a French 400 INVALID_INPUT with its field.
 */
export async function validateInput<T extends object>(input: T): Promise<T> {
  const problem = await problemOf(input);
  if (problem) throw new ServiceError('INVALID_INPUT', problem.message, problem.field);
  return input;
}

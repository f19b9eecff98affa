import { validate, type ValidationError } from 'class-validator';
import { FORBIDDEN_KEYS } from '../http/request-guards.js';
import { ServiceError } from '../modules/shared/service-errors.js';

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
  const errors = await validate(dto, { whitelist: true, forbidUnknownValues: true, validationError: { target: false, value: false } });
  if (errors.length) {
    const first = firstMessage(errors[0]);
    throw new ServiceError('INVALID_INPUT', first.message, first.field);
  }
  return dto;
}

function firstMessage(error: ValidationError, prefix = ''): { field: string; message: string } {
  const field = prefix ? `${prefix}.${error.property}` : error.property;
  if (error.constraints) return { field, message: Object.values(error.constraints)[0] };
  if (error.children?.length) return firstMessage(error.children[0], field);
  return { field, message: `Champ invalide : ${field}` };
}

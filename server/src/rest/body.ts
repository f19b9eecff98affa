import { validate, type ValidationError } from 'class-validator';
import { ServiceError } from '../modules/shared/service-errors.js';

/** Validates a JSON payload against a class-validator DTO; the first problem becomes a French 400. */
export async function parseBody<T extends object>(Dto: new () => T, body: unknown): Promise<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ServiceError('INVALID_INPUT', 'Requête invalide : un objet JSON est attendu.');
  }
  const dto = Object.assign(new Dto(), body);
  const errors = await validate(dto, { whitelist: true, forbidUnknownValues: false });
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

import { validate, type ValidationError } from 'class-validator';

export interface InputProblem { field: string; message: string }

/** The first French message of class-validator's errors, with its dotted path (near.lat, filters…). */
export function firstProblem(errors: readonly ValidationError[], prefix = ''): InputProblem | null {
  const error = errors[0];
  if (!error) return null;
  const field = prefix ? `${prefix}.${error.property}` : error.property;
  if (error.constraints && Object.keys(error.constraints).length) return { field, message: Object.values(error.constraints)[0] };
  if (error.children?.length) return firstProblem(error.children, field);
  return { field, message: `Champ invalide : ${field}` };
}

/** Validates a class instance with the options both transports share; the first problem, or null. */
export async function problemOf(instance: object): Promise<InputProblem | null> {
  const errors = await validate(instance, { whitelist: true, forbidUnknownValues: true, validationError: { target: false, value: false } });
  return firstProblem(errors);
}

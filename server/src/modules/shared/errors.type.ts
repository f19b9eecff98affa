import { Field, Int, InterfaceType, ObjectType, registerEnumType } from 'type-graphql';
import { SERVICE_ERROR_CODES, type ServiceErrorCode } from './service-errors.js';

/** The codes of expected failures, one enum for the whole schema (server/src/modules/shared/service-errors.ts). */
const ErrorCode = Object.fromEntries(SERVICE_ERROR_CODES.map((c) => [c, c])) as { [K in ServiceErrorCode]: K };
registerEnumType(ErrorCode, { name: 'ErrorCode', description: 'Code machine des échecs attendus (le message, lui, est en français)' });

/** Expected failures are union members carrying a machine-readable code and a French message. */
@InterfaceType()
abstract class UserError {
  @Field(() => ErrorCode) code: ServiceErrorCode;
  @Field(() => String) message: string;
}

@ObjectType({ implements: UserError })
export class NotFoundError implements UserError {
  @Field(() => ErrorCode) code: ServiceErrorCode;
  @Field(() => String) message: string;
  static of(message: string): NotFoundError {
    return Object.assign(new NotFoundError(), { code: 'NOT_FOUND', message });
  }
}

@ObjectType({ implements: UserError })
export class InvalidInputError implements UserError {
  @Field(() => ErrorCode) code: ServiceErrorCode;
  @Field(() => String) message: string;
  @Field(() => String, { nullable: true }) field: string | null;
  static of(message: string, field: string | null = null): InvalidInputError {
    return Object.assign(new InvalidInputError(), { code: 'INVALID_INPUT', message, field });
  }
}

/** Any other refusal of an action: LOGIN_FAILED, CODE_EXPIRED, RATE_LIMITED, EMAIL_TAKEN… */
@ObjectType({ implements: UserError })
export class ActionError implements UserError {
  @Field(() => ErrorCode) code: ServiceErrorCode;
  @Field(() => String) message: string;
  @Field(() => String, { nullable: true }) field: string | null;
  @Field(() => Int, { nullable: true, description: 'Secondes à attendre avant de réessayer (limites de fréquence)' }) retryAfterSeconds: number | null;
  static of(code: ServiceErrorCode, message: string, field: string | null, retryAfterSeconds: number | null): ActionError {
    return Object.assign(new ActionError(), { code, message, field, retryAfterSeconds });
  }
}

/** The failure members a union result may list; each union lists only those its field can really return. */
export type ErrorType = typeof NotFoundError | typeof InvalidInputError | typeof ActionError;

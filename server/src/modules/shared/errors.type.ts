import { Field, Int, InterfaceType, ObjectType } from 'type-graphql';

/** Expected failures are union members carrying a machine-readable code and a French message. */
@InterfaceType()
export abstract class UserError {
  @Field(() => String) code: string;
  @Field(() => String) message: string;
}

@ObjectType({ implements: UserError })
export class NotFoundError implements UserError {
  @Field(() => String) code: string;
  @Field(() => String) message: string;
  static of(message: string): NotFoundError {
    return Object.assign(new NotFoundError(), { code: 'NOT_FOUND', message });
  }
}

@ObjectType({ implements: UserError })
export class InvalidInputError implements UserError {
  @Field(() => String) code: string;
  @Field(() => String) message: string;
  @Field(() => String, { nullable: true }) field: string | null;
  static of(message: string, field: string | null = null): InvalidInputError {
    return Object.assign(new InvalidInputError(), { code: 'INVALID_INPUT', message, field });
  }
}

/** Any other refusal of an action: LOGIN_FAILED, CODE_EXPIRED, RATE_LIMITED, EMAIL_TAKEN… */
@ObjectType({ implements: UserError })
export class ActionError implements UserError {
  @Field(() => String) code: string;
  @Field(() => String) message: string;
  @Field(() => String, { nullable: true }) field: string | null;
  @Field(() => Int, { nullable: true, description: 'Secondes à attendre avant de réessayer (limites de fréquence)' }) retryAfterSeconds: number | null;
  static of(code: string, message: string, field: string | null, retryAfterSeconds: number | null): ActionError {
    return Object.assign(new ActionError(), { code, message, field, retryAfterSeconds });
  }
}

/** Every union result ends with the same three failure members, so one mapping serves them all. */
export const ERROR_TYPES = [NotFoundError, InvalidInputError, ActionError] as const;

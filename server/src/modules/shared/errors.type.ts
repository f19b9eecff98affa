import { Field, InterfaceType, ObjectType } from 'type-graphql';

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

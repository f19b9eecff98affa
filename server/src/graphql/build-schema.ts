import { buildSchema, type NonEmptyArray } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { authChecker } from '../auth/auth-checker.js';
import { withInvalidInputMembers } from './union-result.js';

/** The schema of the given resolvers (the modules' ones, composition.ts). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql takes resolver classes as Function
export function buildAppSchema(resolvers: readonly Function[]): Promise<GraphQLSchema> {
  // Absent and null properties are judged too, as REST's validateInput judges them (type-graphql skips them by default): a
  // rule such as « a ground is required to refuse » must see the ground missing. Optional fields carry @IsOptional().
  return buildSchema({
    // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- as above
    resolvers: [...resolvers] as NonEmptyArray<Function>, authChecker, validate: { skipMissingProperties: false }, emitSchemaFile: false,
  }).then(withInvalidInputMembers);
}

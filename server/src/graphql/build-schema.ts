import { buildSchema, type NonEmptyArray } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { authChecker } from '../auth/auth-checker.js';
import { withInvalidInputMembers } from './union-result.js';

/** The schema of the given resolvers (the modules' ones, composition.ts). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql takes resolver classes as Function
export function buildAppSchema(resolvers: readonly Function[]): Promise<GraphQLSchema> {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- as above
  return buildSchema({ resolvers: [...resolvers] as NonEmptyArray<Function>, authChecker, validate: true, emitSchemaFile: false }).then(withInvalidInputMembers);
}

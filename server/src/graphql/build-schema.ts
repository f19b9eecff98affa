import { buildSchema, type NonEmptyArray } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { authChecker } from '../auth/auth-checker.js';
import { modules } from '../modules/index.js';
import { withInvalidInputMembers } from './union-result.js';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql takes resolver classes as Function
export const resolvers = modules.flatMap((m) => m.resolvers ?? []) as unknown as NonEmptyArray<Function>;

export function buildAppSchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers, authChecker, validate: true, emitSchemaFile: false }).then(withInvalidInputMembers);
}

import { getMetadataStorage } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';

/**
 * The root fields a caller without a session may use (no @Authorized; the deny-by-default list of
 * server/src/auth/guard.test.ts), written beside the schema as schema/public-fields.json by npm run schema:emit: the
 * SDL does not tell who may call a field, and the developer portal's reference lists only these and what they reach
 * (docs/adr/0050). A partner's key reads what a visitor reads.
 */
function publicRootFields(schema: GraphQLSchema): { Query: string[]; Mutation: string[] } {
  const authorized = new Set(getMetadataStorage().authorizedFields.map((f) => f.fieldName));
  const open = (type: { getFields(): object } | null | undefined) => Object.keys(type?.getFields() ?? {}).filter((name) => !authorized.has(name)).sort();
  return { Query: open(schema.getQueryType()), Mutation: open(schema.getMutationType()) };
}

export const printPublicFields = (schema: GraphQLSchema): string => `${JSON.stringify(publicRootFields(schema), null, 2)}\n`;

import type { ApolloServerPlugin } from '@apollo/server';
import { getNamedType, Kind, TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { PersonalDataAudit, RequestContext } from './context.js';

/**
 * The fields that carry personal data, in one place (issue 29, docs/adr/0053): an admin's own document (the explorer,
 * not one of the site's registered documents) that reads one of them is written in the moderation log. A field is
 * personal when its name is in PERSONAL_FIELD_NAMES on any type, or is listed under its type in PERSONAL_FIELDS_OF_TYPES
 * (a person's name, where `name` elsewhere names a restaurant or a city).
 */
const PERSONAL_FIELD_NAMES: ReadonlySet<string> = new Set(['email', 'ownerEmail', 'ownerName', 'phone', 'firstName', 'lastName']);
const PERSONAL_FIELDS_OF_TYPES: Readonly<Record<string, readonly string[]>> = {
  AdminAccount: ['name'],
  Booking: ['name'],
  InvoiceBuyer: ['name', 'address'],
};

const isPersonal = (typeName: string, fieldName: string) =>
  PERSONAL_FIELD_NAMES.has(fieldName) || (PERSONAL_FIELDS_OF_TYPES[typeName]?.includes(fieldName) ?? false);

/** The personal fields a document selects, as `Type.field`, sorted, each once (the fragments' selections included). */
function personalFieldsRead(schema: GraphQLSchema, document: DocumentNode): string[] {
  const typeInfo = new TypeInfo(schema);
  const read = new Set<string>();
  visit(document, visitWithTypeInfo(typeInfo, {
    [Kind.FIELD]: (node) => {
      const parent = typeInfo.getParentType();
      if (parent && typeInfo.getFieldDef() && getNamedType(parent) && isPersonal(parent.name, node.name.value)) read.add(`${parent.name}.${node.name.value}`);
    },
  }));
  return [...read].sort();
}

/**
 * Before an admin's own document runs (ctx.ownDocument, set by /graphql for a document that is not registered), the
 * personal fields it reads are written in the moderation log; a failure to write refuses the operation.
 */
export function personalDataAuditPlugin(schema: GraphQLSchema, audit: PersonalDataAudit): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operationName, contextValue: ctx }) {
          if (!ctx.ownDocument || ctx.viewer?.role !== 'admin') return;
          const fields = personalFieldsRead(schema, document);
          if (fields.length > 0) await audit.record({ actorId: ctx.viewer.id, operationName: operationName ?? null, fields });
        },
      };
    },
  };
}

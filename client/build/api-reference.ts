import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema, getNamedType, isEnumType, isInputObjectType, isInterfaceType, isObjectType, isScalarType, isSpecifiedScalarType, isUnionType,
  type GraphQLArgument, type GraphQLField, type GraphQLInputField, type GraphQLNamedType, type GraphQLSchema,
} from 'graphql';
import type { Plugin } from 'vite';
import type { ApiReference, PortalData, ReferenceArgument, ReferenceField, ReferenceType, SchemaChangelogEntry } from '../../common/api-reference';

/** The module the developer portal imports (client/src/features/developers/portal-data.d.ts types it). */
const MODULE_ID = 'virtual:mijote-api-reference';
const RESOLVED_ID = `\0${MODULE_ID}`;

const argumentOf = (arg: GraphQLArgument | GraphQLInputField): ReferenceArgument => ({
  name: arg.name,
  type: String(arg.type),
  description: arg.description ?? null,
  defaultValue: arg.astNode?.defaultValue ? JSON.stringify(arg.defaultValue) : null,
  deprecationReason: arg.deprecationReason ?? null,
});

const fieldOf = (field: GraphQLField<unknown, unknown>): ReferenceField => ({
  name: field.name,
  type: String(field.type),
  description: field.description ?? null,
  args: field.args.map(argumentOf),
  deprecationReason: field.deprecationReason ?? null,
});

const inputFieldOf = (field: GraphQLInputField): ReferenceField => ({ ...argumentOf(field), args: [] });

/**
 * The public part of the schema: the public root fields of Query (schema/public-fields.json, written by npm run
 * schema:emit from the @Authorized marks) and every type they reach through fields, arguments, input fields, union
 * members and interfaces. Built-in scalars are left out.
 */
export function apiReference(sdl: string, publicQueries: readonly string[]): ApiReference {
  const schema: GraphQLSchema = buildSchema(sdl);
  const query = schema.getQueryType();
  if (!query) throw new Error('Le schéma n’a pas de type Query.');
  const fields = query.getFields();
  const queries = publicQueries.map((name) => {
    const field = fields[name];
    if (!field) throw new Error(`schema/public-fields.json nomme Query.${name}, absent du schéma : lancez npm run schema:emit.`);
    return field;
  });
  const seen = new Map<string, GraphQLNamedType>();
  const visit = (type: GraphQLNamedType) => {
    if (seen.has(type.name) || isSpecifiedScalarType(type)) return;
    seen.set(type.name, type);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const f of Object.values(type.getFields())) {
        visit(getNamedType(f.type));
        for (const a of f.args) visit(getNamedType(a.type));
      }
      for (const i of type.getInterfaces()) visit(i);
    }
    if (isInterfaceType(type)) for (const t of schema.getPossibleTypes(type)) visit(t);
    if (isUnionType(type)) for (const t of type.getTypes()) visit(t);
    if (isInputObjectType(type)) for (const f of Object.values(type.getFields())) visit(getNamedType(f.type));
  };
  for (const field of queries) {
    visit(getNamedType(field.type));
    for (const a of field.args) visit(getNamedType(a.type));
  }
  const types = [...seen.values()].sort((a, b) => a.name.localeCompare(b.name)).map((type): ReferenceType => {
    const base: ReferenceType = { name: type.name, kind: 'scalar', description: type.description ?? null, fields: [], values: [], possibleTypes: [], interfaces: [] };
    if (isObjectType(type)) return { ...base, kind: 'object', fields: Object.values(type.getFields()).map(fieldOf), interfaces: type.getInterfaces().map((i) => i.name) };
    if (isInterfaceType(type)) return { ...base, kind: 'interface', fields: Object.values(type.getFields()).map(fieldOf), possibleTypes: schema.getPossibleTypes(type).map((t) => t.name) };
    if (isUnionType(type)) return { ...base, kind: 'union', possibleTypes: type.getTypes().map((t) => t.name) };
    if (isEnumType(type)) return { ...base, kind: 'enum', values: type.getValues().map((v) => ({ name: v.name, description: v.description ?? null, deprecationReason: v.deprecationReason ?? null })) };
    if (isInputObjectType(type)) return { ...base, kind: 'input', fields: Object.values(type.getFields()).map(inputFieldOf) };
    if (isScalarType(type)) return base;
    throw new Error(`Type inattendu : ${String(type)}`);
  });
  return { queries: queries.map(fieldOf), types };
}

/** What the portal renders, read from the repository's schema/ folder. */
export function portalData(root: string): PortalData {
  const read = (file: string) => readFileSync(path.join(root, 'schema', file), 'utf8');
  const publicFields = JSON.parse(read('public-fields.json')) as { Query: string[] };
  const changelog = JSON.parse(read('CHANGELOG.json')) as SchemaChangelogEntry[];
  const release = JSON.parse(read('released/release.json')) as { date: string };
  return { reference: apiReference(read('schema.graphql'), publicFields.Query), changelog: [...changelog].reverse(), releasedOn: release.date };
}

/**
 * The build's step that turns schema/ into the module `virtual:mijote-api-reference` (docs/adr/0050): the reference
 * is made when the client is built (and on each change of those files under npm run dev), never written by hand.
 */
export function apiReferencePlugin(root: string): Plugin {
  const files = ['schema.graphql', 'public-fields.json', 'CHANGELOG.json', 'released/release.json'].map((f) => path.join(root, 'schema', f));
  return {
    name: 'mijote-api-reference',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(portalData(root))};`;
    },
  };
}

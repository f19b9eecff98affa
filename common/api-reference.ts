/**
 * The developer portal's reference of the public API (docs/adr/0050): built by the client's build
 * (client/build/api-reference.ts) from schema/schema.graphql and schema/public-fields.json, never written by hand.
 */
export interface ReferenceArgument { name: string; type: string; description: string | null; defaultValue: string | null; deprecationReason: string | null }
export interface ReferenceField { name: string; type: string; description: string | null; args: ReferenceArgument[]; deprecationReason: string | null }
interface ReferenceValue { name: string; description: string | null; deprecationReason: string | null }
type ReferenceKind = 'object' | 'interface' | 'union' | 'enum' | 'input' | 'scalar';
export interface ReferenceType {
  name: string;
  kind: ReferenceKind;
  description: string | null;
  fields: ReferenceField[];
  /** Enum values. */
  values: ReferenceValue[];
  /** Union members, or an interface's implementations. */
  possibleTypes: string[];
  interfaces: string[];
}
export interface ApiReference {
  /** The public root fields of Query. */
  queries: ReferenceField[];
  /** Every type they reach, by name. */
  types: ReferenceType[];
}

/**
 * The schema change policy (docs/adr/0050, server/src/graphql/schema-policy.ts): a field, argument or enum value is
 * removed or changed incompatibly only after being deprecated (@deprecated, and a dated « dépréciation » entry of
 * schema/CHANGELOG.json) for at least this many days. The portal states it.
 */
export const DEPRECATION_PERIOD_DAYS = 90;

/** One entry of schema/CHANGELOG.json (server/src/graphql/schema-policy.ts checks them). */
export interface SchemaChangelogEntry { date: string; kind: 'ajout' | 'modification' | 'dépréciation' | 'suppression'; paths: string[]; description: string }

/** What the client's build gives the portal (the module `virtual:mijote-api-reference`). */
export interface PortalData {
  reference: ApiReference;
  /** Newest first. */
  changelog: SchemaChangelogEntry[];
  /** The last release of the schema (schema/released/release.json). */
  releasedOn: string;
}

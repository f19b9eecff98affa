import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEPRECATION_PERIOD_DAYS, type SchemaChangelogEntry } from '../../../common/api-reference.js';
import { buildSchema, getNamedType, isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema, type GraphQLType } from 'graphql';

/**
 * The schema change policy (docs/adr/0050): the committed schema is compared with the last released one
 * (schema/released/). A breaking change passes only for an element deprecated in the released schema, whose
 * deprecation the changelog dated at least DEPRECATION_PERIOD_DAYS before; every change needs a changelog entry
 * added since the release. Descriptions are documentation, not contract: their edits need no entry.
 */

/**
 * An entry of schema/CHANGELOG.json: a day (yyyy-mm-dd), a kind, the schema coordinates concerned in `paths` (Type,
 * Type.field, Type.field.argument, Enum.VALUE) and what changed, in French.
 */
type ChangelogEntry = SchemaChangelogEntry;

/**
 * schema/released/release.json: when the released schema was released, and how many changelog entries (the file is
 * append-only, oldest first) it holds; the entries after those describe the changes since.
 */
export interface ReleaseRecord { date: string; changelogEntries: number }

export interface PolicyInput {
  released: string;
  current: string;
  release: ReleaseRecord;
  changelog: ChangelogEntry[];
  /** yyyy-mm-dd: the day of the check. */
  today: string;
}

export interface PolicyProblem { path: string; change: string; problem: string }

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.floor((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The coordinate and its parents, longest first: Query.restaurant.previewToken, Query.restaurant, Query. */
const withParents = (path: string): string[] => path.split('.').map((_, i, parts) => parts.slice(0, parts.length - i).join('.'));

/** Whether the released schema marks this coordinate (or a parent field or value) with @deprecated. */
function deprecatedInReleased(schema: GraphQLSchema, path: string): boolean {
  return withParents(path).some((coordinate) => {
    const [typeName, member, argument] = coordinate.split('.');
    const type = schema.getType(typeName);
    if (!type || !member) return false;
    if (isEnumType(type)) return !!type.getValue(member)?.deprecationReason;
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      const field = type.getFields()[member];
      if (!field) return false;
      if (argument && 'args' in field) return !!field.args.find((a) => a.name === argument)?.deprecationReason || !!field.deprecationReason;
      return !!field.deprecationReason;
    }
    return false;
  });
}

/**
 * A type cannot carry @deprecated: its removal passes when every released field, argument or input field that uses it
 * was deprecated (the removal of those is checked on its own, with its period).
 */
const namedOf = (type: GraphQLType): string => getNamedType(type).name;

function onlyUsedByDeprecated(schema: GraphQLSchema, typeName: string): boolean {
  const uses: boolean[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!(isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (namedOf(field.type) === typeName) uses.push(!!field.deprecationReason);
      if ('args' in field) for (const arg of field.args) if (namedOf(arg.type) === typeName) uses.push(!!arg.deprecationReason || !!field.deprecationReason);
    }
  }
  return uses.length > 0 && uses.every(Boolean);
}

const isDescriptionChange = (change: Change) => /DESCRIPTION/.test(change.type);

const KINDS: ReadonlySet<string> = new Set(['ajout', 'modification', 'dépréciation', 'suppression']);

/** Entries the portal could not show or the check could not read: a bad day or kind, no description, paths not a list. */
function changelogProblems(changelog: ChangelogEntry[], release: ReleaseRecord): PolicyProblem[] {
  const problems = changelog.flatMap((e, i): PolicyProblem[] => {
    const wrong = [
      !/^\d{4}-\d{2}-\d{2}$/.test(e.date) || Number.isNaN(Date.parse(e.date)) ? 'date attendue au format aaaa-mm-jj' : null,
      !KINDS.has(e.kind) ? `kind doit être l’un de : ${[...KINDS].join(', ')}` : null,
      !Array.isArray(e.paths) || e.paths.some((p) => typeof p !== 'string' || !p) ? 'paths doit être une liste de coordonnées du schéma' : null,
      typeof e.description !== 'string' || !e.description.trim() ? 'description (en français) manquante' : null,
    ].filter((w): w is string => w !== null);
    return wrong.map((problem) => ({ path: `schema/CHANGELOG.json[${i}]`, change: e.description ?? '', problem }));
  });
  const dates = changelog.map((e) => e.date);
  if (dates.some((d, i) => i > 0 && d < dates[i - 1])) problems.push({ path: 'schema/CHANGELOG.json', change: '', problem: 'les entrées s’ajoutent à la fin, de la plus ancienne à la plus récente' });
  if (release.changelogEntries > changelog.length) problems.push({ path: 'schema/released/release.json', change: '', problem: 'la publication compte plus d’entrées que le journal n’en a' });
  return problems;
}

/** Every way the current schema breaks the policy; empty when it may be merged. */
export async function checkSchemaPolicy(input: PolicyInput): Promise<PolicyProblem[]> {
  const releasedSchema = buildSchema(input.released);
  const changes = (await diff(releasedSchema, buildSchema(input.current))).filter((c) => !isDescriptionChange(c));
  const sinceRelease = input.changelog.slice(input.release.changelogEntries);
  const problems: PolicyProblem[] = changelogProblems(input.changelog, input.release);
  for (const change of changes) {
    const path = change.path ?? '';
    const covered = sinceRelease.some((e) => e.paths.some((p) => withParents(path).includes(p)));
    if (!covered) {
      problems.push({ path, change: change.message, problem: `aucune entrée ajoutée à schema/CHANGELOG.json depuis la publication du ${input.release.date} ne nomme ${path}` });
    }
    if (change.criticality.level !== CriticalityLevel.Breaking) continue;
    if (change.type === 'TYPE_REMOVED') {
      if (!onlyUsedByDeprecated(releasedSchema, path)) {
        problems.push({ path, change: change.message, problem: 'type supprimé alors que des champs non dépréciés l’utilisaient dans le schéma publié' });
      }
      continue;
    }
    const deprecations = input.changelog.filter((e) => e.kind === 'dépréciation' && e.paths.some((p) => withParents(path).includes(p)));
    const oldest = deprecations.map((e) => e.date).sort()[0];
    if (!deprecatedInReleased(releasedSchema, path)) {
      problems.push({ path, change: change.message, problem: 'changement cassant d’un élément qui n’était pas marqué @deprecated dans le schéma publié' });
    } else if (!oldest) {
      problems.push({ path, change: change.message, problem: 'changement cassant sans entrée « dépréciation » datée dans schema/CHANGELOG.json' });
    } else if (daysBetween(oldest, input.today) < DEPRECATION_PERIOD_DAYS) {
      problems.push({ path, change: change.message, problem: `déprécié le ${oldest} : il faut attendre ${DEPRECATION_PERIOD_DAYS} jours avant de le casser` });
    }
  }
  return problems;
}

/** The policy's files, read from the repository's root. */
export const POLICY_FILES = {
  current: 'schema/schema.graphql',
  released: 'schema/released/schema.graphql',
  release: 'schema/released/release.json',
  changelog: 'schema/CHANGELOG.json',
} as const;

/** The policy's inputs as the repository holds them, checked on `today`. */
export function readPolicyInput(root: string, today: string): PolicyInput {
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  return {
    current: read(POLICY_FILES.current),
    released: read(POLICY_FILES.released),
    release: JSON.parse(read(POLICY_FILES.release)) as ReleaseRecord,
    changelog: JSON.parse(read(POLICY_FILES.changelog)) as ChangelogEntry[],
    today,
  };
}

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEPRECATION_PERIOD_DAYS, type SchemaChangelogEntry as ChangelogEntry } from '../../../common/api-reference.js';
import { checkSchemaPolicy, readPolicyInput, type PolicyInput } from './schema-policy.js';

const root = path.resolve(import.meta.dirname, '../../..');

const released = `
type Query {
  restaurant(idUrl: String!): Restaurant
  oldName: String @deprecated(reason: "Utilisez restaurant.name")
  legacy: Legacy @deprecated(reason: "Retiré bientôt")
}
type Restaurant { name: String! rating: Float! }
type Legacy { x: Int }
`;

const release = { date: '2026-01-01', changelogEntries: 1 };
const first: ChangelogEntry = { date: '2026-01-01', kind: 'ajout', paths: [], description: 'Première version' };

const input = (current: string, changelog: ChangelogEntry[], today = '2026-06-01'): PolicyInput => ({ released, current, release, changelog: [first, ...changelog], today });
const deprecatedOn = (date: string, ...paths: string[]): ChangelogEntry => ({ date, kind: 'dépréciation', paths, description: 'Dépréciés' });
const removed = (...paths: string[]): ChangelogEntry => ({ date: '2026-06-01', kind: 'suppression', paths, description: 'Retirés' });

describe('schema change policy', () => {
  it('the committed schema respects it against the released one (today)', async () => {
    const problems = await checkSchemaPolicy(readPolicyInput(root, new Date().toISOString().slice(0, 10)));
    expect(problems).toEqual([]);
  });

  it('passes when nothing changed', async () => {
    expect(await checkSchemaPolicy(input(released, []))).toEqual([]);
  });

  it('refuses a field removed without deprecation, even with a changelog entry', async () => {
    const current = released.replace('rating: Float! ', '');
    const problems = await checkSchemaPolicy(input(current, [removed('Restaurant.rating')]));
    expect(problems.map((p) => p.path)).toEqual(['Restaurant.rating']);
    expect(problems[0].problem).toMatch(/@deprecated/);
  });

  it('refuses a breaking argument change on a field that was not deprecated', async () => {
    const current = released.replace('restaurant(idUrl: String!)', 'restaurant(idUrl: String!, city: String!)');
    const problems = await checkSchemaPolicy(input(current, [{ date: '2026-06-01', kind: 'modification', paths: ['Query.restaurant.city'], description: 'Commune requise' }]));
    expect(problems.map((p) => p.path)).toEqual(['Query.restaurant.city']);
  });

  it(`passes a removal deprecated for ${DEPRECATION_PERIOD_DAYS} days or more, with its entries`, async () => {
    const current = released.replace(/ {2}oldName.*\n/, '');
    expect(await checkSchemaPolicy(input(current, [deprecatedOn('2026-03-03', 'Query.oldName'), removed('Query.oldName')]))).toEqual([]);
  });

  it(`refuses a removal deprecated for less than ${DEPRECATION_PERIOD_DAYS} days`, async () => {
    const current = released.replace(/ {2}oldName.*\n/, '');
    const problems = await checkSchemaPolicy(input(current, [deprecatedOn('2026-03-04', 'Query.oldName'), removed('Query.oldName')]));
    expect(problems).toHaveLength(1);
    expect(problems[0].problem).toMatch(/déprécié le 2026-03-04/);
  });

  it('refuses a removal marked @deprecated but without a dated deprecation entry', async () => {
    const current = released.replace(/ {2}oldName.*\n/, '');
    const problems = await checkSchemaPolicy(input(current, [removed('Query.oldName')]));
    expect(problems.map((p) => p.problem)).toEqual([expect.stringMatching(/dépréciation/)]);
  });

  it('passes the removal of a type once every field using it was deprecated and removed', async () => {
    const current = released.replace(/ {2}legacy.*\n/, '').replace(/type Legacy.*\n/, '');
    const problems = await checkSchemaPolicy(input(current, [deprecatedOn('2026-01-15', 'Query.legacy'), removed('Query.legacy', 'Legacy')]));
    expect(problems).toEqual([]);
  });

  it('refuses a change without a changelog entry added since the release', async () => {
    const current = released.replace('rating: Float! ', 'rating: Float! reviewCount: Int! ');
    const problems = await checkSchemaPolicy(input(current, []));
    expect(problems.map((p) => [p.path, p.problem])).toEqual([['Restaurant.reviewCount', expect.stringMatching(/CHANGELOG/)]]);
    // An entry already released does not cover a new change.
    const stale = { ...input(current, [{ date: '2026-01-01', kind: 'ajout', paths: ['Restaurant.reviewCount'], description: 'x' }]), release: { ...release, changelogEntries: 2 } };
    expect(await checkSchemaPolicy(stale)).toHaveLength(1);
  });

  it('passes an addition with its entry', async () => {
    const current = released.replace('rating: Float! ', 'rating: Float! reviewCount: Int! ');
    expect(await checkSchemaPolicy(input(current, [{ date: '2026-06-01', kind: 'ajout', paths: ['Restaurant.reviewCount'], description: 'Nombre d’avis' }]))).toEqual([]);
  });

  it('refuses a changelog entry the portal could not show: bad day or kind, no description, out of order', async () => {
    const bad = { date: '2026-13-01', kind: 'autre', paths: ['Query.oldName'], description: ' ' } as unknown as ChangelogEntry;
    const problems = await checkSchemaPolicy(input(released, [bad]));
    expect(problems.map((p) => p.problem)).toEqual([expect.stringMatching(/date/), expect.stringMatching(/kind/), expect.stringMatching(/description/)]);
    const outOfOrder = await checkSchemaPolicy(input(released, [{ ...first, date: '2025-12-31' }]));
    expect(outOfOrder.map((p) => p.problem)).toEqual([expect.stringMatching(/plus ancienne à la plus récente/)]);
  });

  it('needs no entry for a description edit', async () => {
    const current = released.replace('type Restaurant', '"""Un restaurant"""\ntype Restaurant');
    expect(await checkSchemaPolicy(input(current, []))).toEqual([]);
  });
});

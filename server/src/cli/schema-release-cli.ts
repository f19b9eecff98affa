import { copyFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkSchemaPolicy, POLICY_FILES, readPolicyInput, type ReleaseRecord } from '../graphql/schema-policy.js';

/**
 * npm run schema:release — releases the committed schema (docs/adr/0050): once the policy passes, schema/schema.graphql
 * becomes schema/released/schema.graphql, and release.json records the day and the changelog entries it holds.
 * `npm run schema:release -- --check` only checks.
 */
const root = process.env.INIT_CWD ?? process.cwd();
const today = new Date().toISOString().slice(0, 10);
const input = readPolicyInput(root, today);
const problems = await checkSchemaPolicy(input);
if (problems.length) {
  console.error('Le schéma ne respecte pas la politique de changement (docs/adr/0050) :');
  for (const p of problems) console.error(`- ${p.path} : ${p.change} — ${p.problem}`);
  process.exit(1);
}
if (process.argv.includes('--check')) {
  console.log('Politique de changement du schéma respectée.');
} else {
  copyFileSync(path.join(root, POLICY_FILES.current), path.join(root, POLICY_FILES.released));
  const record: ReleaseRecord = { date: today, changelogEntries: input.changelog.length };
  writeFileSync(path.join(root, POLICY_FILES.release), `${JSON.stringify(record, null, 2)}\n`);
  console.log(`Schéma publié le ${today} (${record.changelogEntries} entrées du journal des changements).`);
}

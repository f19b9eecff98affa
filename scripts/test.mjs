// npm test: typecheck, lint, production build, unit + API tests (vitest, real PostgreSQL; the page-shell test reads the
// build's dist/client), end-to-end (Playwright, against the same build).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const steps = [
  ['Vérification des types', 'npm', ['run', 'typecheck']],
  ['Lint', 'npm', ['run', 'lint']],
  ['Construction de production', 'npm', ['run', 'build']],
  ['Tests unitaires et API', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json']],
  ['Tests de bout en bout', 'npm', ['run', 'test:e2e']],
];
/** A crashed test worker can leave files unrun without a failing exit code: every file must have passed. */
function vitestComplete() {
  try {
    const report = JSON.parse(readFileSync(path.join(root, 'test-results/vitest.json'), 'utf8'));
    const ok = report.success && report.numTotalTestSuites > 0 && report.numPassedTestSuites === report.numTotalTestSuites;
    if (!ok) console.error(`Fichiers de test : ${report.numPassedTestSuites}/${report.numTotalTestSuites} réussis.`);
    return ok;
  } catch (error) {
    console.error(`Rapport vitest illisible : ${error.message}`);
    return false;
  }
}

rmSync(path.join(root, 'test-results/vitest.json'), { force: true });
for (const [label, cmd, args] of steps) {
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (r.status !== 0 || (label.startsWith('Tests unitaires') && !vitestComplete())) {
    console.error(`\nÉchec : ${label}`);
    process.exit(r.status || 1);
  }
}
console.log('\nTous les tests sont passés.');

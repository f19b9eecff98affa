// npm test: typecheck, lint, unit + API tests (vitest, real PostgreSQL), production build, end-to-end (Playwright).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const steps = [
  ['Vérification des types', 'npm', ['run', 'typecheck']],
  ['Lint', 'npm', ['run', 'lint']],
  ['Tests unitaires et API', 'npx', ['vitest', 'run']],
  ['Construction de production', 'npm', ['run', 'build']],
  ['Tests de bout en bout', 'npm', ['run', 'test:e2e']],
];
for (const [label, cmd, args] of steps) {
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (r.status !== 0) {
    console.error(`\nÉchec : ${label}`);
    process.exit(r.status ?? 1);
  }
}
console.log('\nTous les tests sont passés.');

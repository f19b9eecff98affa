import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const generated = path.join(root, 'client/src/graphql/__generated__');

describe('generated client code', () => {
  it('is what codegen makes from schema/schema.graphql and the client documents (run npm run codegen)', () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'mijote-codegen-'));
    try {
      execFileSync(process.execPath, [path.join(root, 'node_modules/@graphql-codegen/cli/cjs/bin.js'), '--config', path.join(root, 'codegen.ts')], {
        cwd: root, env: { ...process.env, CODEGEN_OUT: out }, stdio: 'pipe',
      });
      const files = readdirSync(generated).sort();
      expect(readdirSync(out).sort()).toEqual(files);
      for (const f of files) expect(readFileSync(path.join(out, f), 'utf8'), f).toBe(readFileSync(path.join(generated, f), 'utf8'));
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const generated = { client: path.join(root, 'client/src/graphql/__generated__'), shared: path.join(root, 'common/graphql/__generated__') };

describe('generated client code', () => {
  it('is what codegen makes from schema/schema.graphql and the client documents (run npm run codegen)', () => {
    const out = { client: mkdtempSync(path.join(os.tmpdir(), 'mijote-codegen-')), shared: mkdtempSync(path.join(os.tmpdir(), 'mijote-codegen-shared-')) };
    try {
      execFileSync(process.execPath, [path.join(root, 'node_modules/@graphql-codegen/cli/cjs/bin.js'), '--config', path.join(root, 'codegen.ts')], {
        cwd: root, env: { ...process.env, CODEGEN_OUT: out.client, CODEGEN_SHARED_OUT: out.shared }, stdio: 'pipe',
      });
      for (const side of ['client', 'shared'] as const) {
        const files = readdirSync(generated[side]).sort();
        expect(readdirSync(out[side]).sort()).toEqual(files);
        for (const f of files) expect(readFileSync(path.join(out[side], f), 'utf8'), f).toBe(readFileSync(path.join(generated[side], f), 'utf8'));
      }
    } finally {
      for (const dir of Object.values(out)) rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

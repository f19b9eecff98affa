import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Issue 26: tests set up their data through tests/factories (and the product's own paths), not with SQL written in the
 * test. A write left in a test is the behaviour under test (a trigger refusing it, a transaction probe) and says so with
 * `// write under test` on its line or the line before.
 */
const WRITE = /\b(?:INSERT INTO|UPDATE\s+[a-z_]+\s+SET|DELETE FROM|TRUNCATE)\b/;
const MARK = '// write under test';

export function rawWrites(files: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [file, text] of Object.entries(files)) {
    const lines = text.split('\n');
    lines.forEach((line, i) => {
      if (WRITE.test(line) && !line.includes(MARK) && !(lines[i - 1] ?? '').includes(MARK)) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 120)}`);
    });
  }
  return found;
}

describe('test data through factories', () => {
  it('finds no SQL write in the API and e2e tests outside tests/factories, except writes under test', () => {
    const files = execFileSync('git', ['ls-files', 'tests/api', 'tests/e2e'], { encoding: 'utf8' }).split('\n').filter((f) => /\.ts$/.test(f));
    const texts = Object.fromEntries(files.map((f) => [f, readFileSync(f, 'utf8')]));
    expect(rawWrites(texts)).toEqual([]);
  });

  it('fails on a write in a test, and lets a marked one through', () => {
    expect(rawWrites({ 'a.test.ts': "await db.query(`UPDATE restaurant SET status = 'draft'`);" })).toHaveLength(1);
    expect(rawWrites({ 'a.test.ts': 'await db.query(`DELETE FROM rate_limit`);' })).toHaveLength(1);
    expect(rawWrites({ 'a.test.ts': `${MARK}\nawait db.query(\`DELETE FROM invoice\`);` })).toEqual([]);
    expect(rawWrites({ 'a.test.ts': 'const UPDATE = 1; // a word, not SQL' })).toEqual([]);
  });
});

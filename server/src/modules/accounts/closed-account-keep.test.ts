import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The host's keep of closed accounts (LCEN, docs/adr/0042) is not readable by the application: outside its migration,
 * the table is named only by its entity (registered with the accounts module) and by accounts.queries.ts, whose two
 * statements insert a copy and delete the expired ones. No resolver, REST route, export or admin page reads it.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SELF = path.relative(ROOT, fileURLToPath(import.meta.url));
const SKIPPED = new Set(['node_modules', '__generated__', 'dist', 'build', '.git']);

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name)) yield* sources(relative);
    } else if (/\.(?:[cm]?[jt]sx?|graphql|sql)$/.test(entry.name)) yield relative;
  }
}

describe('closed_account_keep', () => {
  it('is named only by its entity, the module list and the queries that write and purge it', () => {
    const naming: string[] = [];
    for (const dir of ['server', 'client/src', 'common', 'scripts', 'schema']) {
      for (const file of sources(dir)) {
        if (file === SELF) continue;
        if (/\bclosed_account_keep\b|\bClosedAccountKeepEntity\b/.test(readFileSync(path.join(ROOT, file), 'utf8'))) naming.push(file);
      }
    }
    expect(naming.sort()).toEqual([
      'server/src/modules/accounts/accounts.queries.ts',
      'server/src/modules/accounts/closed-account-keep.entity.ts',
      'server/src/modules/accounts/index.ts',
    ]);
  });

  it('is only inserted into and deleted from by those queries, never read back', () => {
    const text = readFileSync(path.join(ROOT, 'server/src/modules/accounts/accounts.queries.ts'), 'utf8').replace(/\s+/g, ' ');
    // The only FROM is the purge's own sub-select of the expired ids, inside the DELETE.
    expect(text).toMatch(/DELETE FROM closed_account_keep WHERE id IN \( SELECT id FROM closed_account_keep WHERE closed_at < now\(\)/);
    expect(text.match(/FROM closed_account_keep/g)).toHaveLength(2);
    expect(text.match(/INSERT INTO closed_account_keep/g)).toHaveLength(1);
    expect(text).not.toMatch(/JOIN closed_account_keep|UPDATE closed_account_keep/);
  });
});

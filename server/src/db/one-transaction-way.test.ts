import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// Issue 26, one way each: a request's work opens its transaction with withTransaction, other work with inTransaction
// (both run the afterCommit queue); nothing calls TypeORM's transaction() itself.
/** git grep's lines (untracked files included); none found is an empty answer, not a failure. */
function grep(pattern: string): string {
  try {
    return execFileSync('git', ['grep', '--untracked', '-nE', pattern, '--', 'server/src', ':!*.test.ts'], { encoding: 'utf8' });
  } catch (error) {
    if ((error as { status?: number }).status === 1) return '';
    throw error;
  }
}

describe('one way to open a transaction', () => {
  it('leaves .transaction( to db/in-transaction.ts alone', () => {
    const found = grep('\\.transaction\\(')
      .split('\n').filter((line) => line && !line.startsWith('server/src/db/in-transaction.ts:'));
    expect(found).toEqual([]);
  });
});

import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// Issue 26, one way each (docs/adr/0035): the rules below hold for the whole server.
/** git grep's lines (untracked files included); none found is an empty answer, not a failure. */
function grep(pattern: string): string {
  try {
    return execFileSync('git', ['grep', '--untracked', '-nE', pattern, '--', 'server/src', ':!*.test.ts', ':!server/src/cli/**', ':!*-cli.ts'], { encoding: 'utf8' });
  } catch (error) {
    if ((error as { status?: number }).status === 1) return '';
    throw error;
  }
}

describe('one way each on the server', () => {
  it('opens transactions with withTransaction (a request) or inTransaction (the rest): .transaction( only in db/in-transaction.ts', () => {
    const found = grep('\\.transaction\\(')
      .split('\n').filter((line) => line && !line.startsWith('server/src/db/in-transaction.ts:'));
    expect(found).toEqual([]);
  });

  it('logs through logger.ts (JSON lines): no console.* outside the commands, which talk to their operator', () => {
    expect(grep('console\\.(log|info|warn|error|debug)\\(').split('\n').filter(Boolean)).toEqual([]);
  });

  it('locks a row with a *.queries.ts statement (FOR UPDATE) before reading it: no TypeORM lock', () => {
    expect(grep('setLock\\(|lock: \\{').split('\n').filter(Boolean)).toEqual([]);
  });

  it('names the caller inside the service (viewerIdOf(ctx)): no resolver or REST handler hands the viewer’s id over', () => {
    const found = grep('viewer(!|\\?)?\\.id\\b|viewerIdOf\\(')
      .split('\n').filter((line) => /^[^:]+\.(resolver|rest)\.ts:/.test(line));
    expect(found).toEqual([]);
  });
});

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

  it('maps rows in the module’s *.mapper.ts: no resolver reads a row’s snake_case column, no service builds an API object', () => {
    expect(readsSnakeCase('restaurantPath(r.city_slug, r.name, r.id_url)')).toBe(true);
    expect(readsSnakeCase('const { id_url } = await parseBody(Body, body); // a REST body key') && readsSnakeCase('input.idUrl')).toBe(false);
    const inResolvers = grep('\\.[a-z]+_[a-z_]+').split('\n').filter((line) => /^[^:]+\.resolver\.ts:\d+:/.test(line) && readsSnakeCase(line.replace(/^[^:]+:\d+:/, '')));
    expect(inResolvers).toEqual([]);
    const builtInServices = grep('Object\\.assign\\(new [A-Z]').split('\n').filter((line) => /^[^:]+\.service\.ts:/.test(line));
    expect(builtInServices).toEqual([]);
  });
});

/** A member access such as `row.id_url` or `r.reply_text` (a row read column by column), strings and comments aside. */
function readsSnakeCase(code: string): boolean {
  const withoutStrings = code.replace(/\/\/.*$/, '').replace(/'[^']*'|`[^`]*`|"[^"]*"/g, "''");
  return /\b[a-z]\w*\??\.[a-z][a-z0-9]*_[a-z0-9_]+\b/.test(withoutStrings);
}

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECK_CONNECTION } from '../../../common/network-messages.js';

const root = path.resolve(import.meta.dirname, '../../..');

describe('network failure messages (issue 26: one place, common/network-messages.ts)', () => {
  it('are written nowhere else in the client', () => {
    const grep = spawnSync('git', ['grep', '-l', '-F', CHECK_CONNECTION, '--', 'client/src', 'server/src'], { cwd: root, encoding: 'utf8' });
    // git grep answers 1 when nothing matches, 0 with the files that do.
    expect(grep.status, grep.stderr).toBe(1);
    expect(grep.stdout).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { clientSources } from './client-sources.js';

/**
 * Issue 26: the client calls the server one way each: GraphQL through the generated Apollo hooks, REST through
 * client/src/features/accounts/auth/auth-fetch.ts (`authFetch` with the bearer, `apiFetch` without; RequestInit passes
 * through, `keepalive` included). No other file calls `fetch(` itself.
 */
const THE_WAY = 'client/src/features/accounts/auth/auth-fetch.ts';

/** `fetch(`, `window.fetch(`, `globalThis.fetch (` called (not `refetch(` nor `prefetch(`). */
const RAW_FETCH = /(?<![\w$])fetch\s*\(/;

export function rawFetches(files: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [file, text] of Object.entries(files)) {
    if (file === THE_WAY) continue;
    text.split('\n').forEach((line, i) => {
      if (RAW_FETCH.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line)) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 120)}`);
    });
  }
  return found;
}

describe('the client calls the server one way', () => {
  it('finds no raw fetch( outside auth-fetch.ts', () => {
    expect(rawFetches(clientSources(['.ts', '.tsx']))).toEqual([]);
  });

  it('catches a raw call and lets refetch and comments through', () => {
    expect(rawFetches({ 'a.ts': "void fetch('/api/x', { keepalive: true });" })).toHaveLength(1);
    expect(rawFetches({ 'a.ts': 'const r = await window.fetch (url);\nconst s = await globalThis.fetch(url);' })).toHaveLength(2);
    expect(rawFetches({ 'a.tsx': 'onDone={() => void refetch()}\n// a fetch(url) in a comment' })).toEqual([]);
  });
});

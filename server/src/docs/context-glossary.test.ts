import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * CONTEXT.md maps the product's French words to the code's names (issue 26). Every backticked name of its « code
 * names » column (the third of each table) must exist in server/, client/ or common/: as a word of a file (an
 * identifier, a value, a module's folder name), as a file name (`x.service.ts`), or, for `Name*`, as the start of one.
 */
const root = path.resolve(import.meta.dirname, '../../..');

/** The backticked names of the third column of every table row (header and separator rows left out). */
function codeNames(markdown: string): string[] {
  return markdown.split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[\s|:-]+\|$/.test(line))
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .filter((cells) => cells[1] !== 'product word')
    .flatMap((cells) => [...(cells[3] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]));
}

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The names found nowhere in the given files. */
function missingNames(names: string[], files: { file: string; text: string }[]): string[] {
  const text = files.map((f) => f.text).join('\n');
  return names.filter((name) => {
    if (/^[\w.-]+\.(?:ts|tsx|mjs|css)$/.test(name)) return !files.some((f) => f.file.endsWith(`/${name}`));
    const pattern = name.endsWith('*')
      ? new RegExp(`(?<![\\w$])${escaped(name.slice(0, -1))}[\\w$]`)
      : new RegExp(`(?<![\\w$])${escaped(name)}(?![\\w$])`);
    return !pattern.test(text);
  });
}

describe('the glossary checker (on a small table)', () => {
  const table = [
    '| product word | meaning | code names | not in code |',
    '|---|---|---|---|',
    '| carte | the menu | `Menu*`, `MenuEntity`; the `menus` module | `Carte` |',
    '| avis | a review | `ReviewEntity`, `review.service.ts`, `Ghost` | `Comment` |',
  ].join('\n');
  const files = [
    { file: 'server/src/modules/menus/menu.entity.ts', text: 'export class MenuEntity {}\nimport x from "../menus/index.js";' },
    { file: 'server/src/modules/reviews/review.service.ts', text: 'class ReviewEntityLike {}' },
  ];

  it('reads the third column only, not the header nor the words to avoid', () => {
    expect(codeNames(table)).toEqual(['Menu*', 'MenuEntity', 'menus', 'ReviewEntity', 'review.service.ts', 'Ghost']);
  });

  it('reports a name found nowhere, or only as the start of a longer one', () => {
    expect(missingNames(codeNames(table), files)).toEqual(['ReviewEntity', 'Ghost']);
    expect(missingNames(['Menu*', 'Review*', 'Menus*', 'other.ts'], files)).toEqual(['Menus*', 'other.ts']);
  });
});

describe('CONTEXT.md', () => {
  const names = codeNames(readFileSync(path.join(root, 'CONTEXT.md'), 'utf8'));

  it('cites only code names that exist in server/, client/ or common/', () => {
    const self = path.relative(root, import.meta.filename);
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'server', 'client', 'common'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(?:ts|tsx|mjs|js|json|graphql|css|html)$/.test(f) && f !== self)
      .flatMap((file) => {
        try {
          return [{ file, text: readFileSync(path.join(root, file), 'utf8') }];
        } catch {
          return []; // listed by git but deleted in the work tree
        }
      });
    expect(names.length).toBeGreaterThan(50);
    expect(missingNames(names, files)).toEqual([]);
  });
});

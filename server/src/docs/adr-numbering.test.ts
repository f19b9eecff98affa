import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The decision records are numbered 0001, 0002… without gaps or duplicates, each file's title carries its number, and
 * every « ADR 00NN » or « docs/adr/00NN-….md » written anywhere in the repository names a record that exists (issue 26:
 * numbers 0016–0020 and 0038 were missing, 0013 had been used twice). The checkers are tested on small lists first,
 * so a passing run on the real tree means something.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const ADR_DIR = 'docs/adr';
const FILE = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;

/** Problems with the records' file names: a name not « NNNN-slug.md », a number used twice, a number skipped. */
function numberingProblems(files: string[]): string[] {
  const problems: string[] = [];
  const byNumber = new Map<number, string[]>();
  for (const file of files) {
    const m = FILE.exec(file);
    if (!m) {
      problems.push(`${file} : nom attendu NNNN-titre.md`);
      continue;
    }
    const n = Number(m[1]);
    byNumber.set(n, [...(byNumber.get(n) ?? []), file]);
  }
  for (const [n, names] of byNumber) if (names.length > 1) problems.push(`${String(n).padStart(4, '0')} utilisé ${names.length} fois : ${names.join(', ')}`);
  const highest = Math.max(0, ...byNumber.keys());
  for (let n = 1; n <= highest; n++) if (!byNumber.has(n)) problems.push(`${String(n).padStart(4, '0')} manque`);
  return problems;
}

/** A record's first line is « # NNNN — title » with its own file's number. */
function titleProblems(records: { file: string; text: string }[]): string[] {
  return records.flatMap(({ file, text }) => {
    const number = FILE.exec(file)?.[1];
    return number && text.startsWith(`# ${number} — `) ? [] : [`${file} : le titre doit commencer par « # ${number ?? 'NNNN'} — »`];
  });
}

// « ADR 0012 », and « adr/0012 » alone or as « adr/0012-some-title.md » (links, comments).
const REFERENCE = /\bADR (\d{4})\b|\badr\/(\d{4})(-[a-z0-9-]+\.md)?/g;

/** References that point to no record: an unknown number, or a file name that is not the record's. */
function referenceProblems(sources: { file: string; text: string }[], records: string[]): string[] {
  const numbers = new Set(records.map((r) => FILE.exec(r)?.[1]));
  return sources.flatMap(({ file, text }) => [...text.matchAll(REFERENCE)].flatMap((m) => {
    const number = m[1] ?? m[2];
    const line = text.slice(0, m.index).split('\n').length;
    if (!numbers.has(number)) return [`${file}:${line} : « ${m[0]} » ne désigne aucun ADR`];
    if (m[3] && !records.includes(`${number}${m[3]}`)) return [`${file}:${line} : « ${m[0]} » n’est pas le nom du fichier de l’ADR ${number}`];
    return [];
  }));
}

describe('the ADR checkers (on small lists)', () => {
  it('accept a contiguous list and report a gap, a duplicate and a badly named file', () => {
    expect(numberingProblems(['0001-a.md', '0002-b-c.md', '0003-d.md'])).toEqual([]);
    expect(numberingProblems(['0001-a.md', '0003-c.md'])).toEqual(['0002 manque']);
    expect(numberingProblems(['0001-a.md', '0002-b.md', '0002-c.md'])).toEqual(['0002 utilisé 2 fois : 0002-b.md, 0002-c.md']);
    expect(numberingProblems(['0001-a.md', 'notes.md', '2-b.md'])).toEqual(['notes.md : nom attendu NNNN-titre.md', '2-b.md : nom attendu NNNN-titre.md']);
  });

  it('report a title without its file\'s number', () => {
    expect(titleProblems([{ file: '0002-b.md', text: '# 0002 — B\n' }])).toEqual([]);
    expect(titleProblems([{ file: '0002-b.md', text: '# 0003 — B\n' }])).toHaveLength(1);
  });

  it('report references to a missing number or to a wrong file name, whatever their form', () => {
    const records = ['0001-a.md', '0002-b-c.md'];
    const text = [
      'see ADR 0001 and docs/adr/0002-b-c.md', // fine
      'as ADR 0009 says', // missing number
      '// docs/adr/0003', // missing number, path form
      '[docs/adr/0002](docs/adr/0002-old-title.md)', // the number exists, the file name does not
    ].join('\n');
    expect(referenceProblems([{ file: 'x.ts', text }], records)).toEqual([
      'x.ts:2 : « ADR 0009 » ne désigne aucun ADR',
      'x.ts:3 : « adr/0003 » ne désigne aucun ADR',
      'x.ts:4 : « adr/0002-old-title.md » n’est pas le nom du fichier de l’ADR 0002',
    ]);
  });
});

describe('docs/adr', () => {
  const records = readdirSync(path.join(root, ADR_DIR)).filter((f) => f.endsWith('.md') && f !== 'README.md').sort();

  it('numbers its records 0001… without gaps or duplicates', () => {
    expect(records.length).toBeGreaterThan(30);
    expect(numberingProblems(records)).toEqual([]);
  });

  it('gives each record its own number in its title', () => {
    expect(titleProblems(records.map((file) => ({ file, text: readFileSync(path.join(root, ADR_DIR, file), 'utf8') })))).toEqual([]);
  });

  it('is referred to only by numbers and file names that exist, everywhere in the repository', () => {
    // Tracked and new files (not the ignored ones: node_modules, dist, data); this file's examples excepted.
    const self = path.relative(root, import.meta.filename);
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(?:ts|tsx|mts|cts|js|mjs|cjs|md|json|graphql|css|html|ya?ml|sql|txt)$/.test(f) && f !== 'package-lock.json' && f !== self);
    const sources = files.flatMap((file) => {
      try {
        return [{ file, text: readFileSync(path.join(root, file), 'utf8') }];
      } catch {
        return []; // listed by git but deleted in the work tree
      }
    });
    expect(sources.length).toBeGreaterThan(100);
    expect(referenceProblems(sources, records)).toEqual([]);
  });
});

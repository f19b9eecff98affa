import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * README's « Layout » lists every server module (server/src/modules/<name>/) and every client feature
 * (client/src/features/<name>/), and nothing else (issue 26: 5 modules and 3 features were missing). In the layout's
 * code block, the entries are the lines indented one step (2 spaces) under the `modules/<name>/` and
 * `features/<name>/` lines, a name first; the deeper lines continue a description.
 */
const root = path.resolve(import.meta.dirname, '../../..');

/** The fenced code block of the `## Layout` section. */
function layoutBlock(readme: string): string {
  const section = readme.split(/^## /m).find((s) => s.startsWith('Layout\n'));
  const block = section && /^```\n([\s\S]*?)^```/m.exec(section);
  if (!block) throw new Error('README.md : pas de bloc de code dans la section « Layout »');
  return block[1];
}

/** The names listed one step under the line that starts (after its indent) with `heading`. */
function listedUnder(block: string, heading: string): string[] {
  const lines = block.split('\n');
  const at = lines.findIndex((l) => l.trimStart().startsWith(heading));
  if (at < 0) throw new Error(`README.md : pas de ligne « ${heading} » dans la section « Layout »`);
  const indent = (l: string) => l.length - l.trimStart().length;
  const step = indent(lines[at]) + 2;
  const names: string[] = [];
  for (const line of lines.slice(at + 1)) {
    if (!line.trim()) continue;
    if (indent(line) < step) break;
    if (indent(line) === step) names.push(line.trim().split(/\s+/)[0]);
  }
  return names;
}

/** What the layout lists and the folders hold, compared both ways. */
function differences(listed: string[], folders: string[], where: string): string[] {
  return [
    ...folders.filter((f) => !listed.includes(f)).map((f) => `${where}${f}/ existe mais README ne le cite pas`),
    ...listed.filter((l) => !folders.includes(l)).map((l) => `README cite ${where}${l}/, qui n’existe pas`),
    ...listed.filter((l, i) => listed.indexOf(l) !== i).map((l) => `README cite ${where}${l}/ deux fois`),
  ];
}

const folders = (dir: string) => readdirSync(path.join(root, dir), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();

describe('the layout reader (on a small README)', () => {
  const readme = [
    '# X', '', '## Layout', '', '```',
    'server/src/',
    '  app.ts           Express',
    '  modules/<name>/  one folder per module:',
    '    accounts       sign-in,',
    '                   sessions',
    '    billing        payments',
    '  rest/            the router',
    'client/src/        React',
    '  features/<name>/ features:',
    '    map            the map',
    '```', '', '## Glossary', '', '```', '  modules/<name>/', '    ghost', '```',
  ].join('\n');

  it('reads the names one step under a heading, not the continuations nor what follows', () => {
    const block = layoutBlock(readme);
    expect(listedUnder(block, 'modules/<name>/')).toEqual(['accounts', 'billing']);
    expect(listedUnder(block, 'features/<name>/')).toEqual(['map']);
  });

  it('reports a missing folder, a listed one that does not exist, and one listed twice', () => {
    expect(differences(['a', 'b'], ['a', 'b'], 'm/')).toEqual([]);
    expect(differences(['a', 'c', 'a'], ['a', 'b'], 'm/')).toEqual([
      'm/b/ existe mais README ne le cite pas',
      'README cite m/c/, qui n’existe pas',
      'README cite m/a/ deux fois',
    ]);
  });

  it('fails loudly when the section or the heading is gone', () => {
    expect(() => layoutBlock('# X\n\n## Other\n')).toThrow();
    expect(() => listedUnder(layoutBlock(readme), 'pages/<name>/')).toThrow();
  });
});

describe('README.md\'s layout', () => {
  const block = layoutBlock(readFileSync(path.join(root, 'README.md'), 'utf8'));

  it('lists every server module, and only those', () => {
    const listed = listedUnder(block, 'modules/<name>/');
    expect(listed.length).toBeGreaterThan(10);
    expect(differences(listed, folders('server/src/modules'), 'server/src/modules/')).toEqual([]);
  });

  it('lists every client feature, and only those', () => {
    const listed = listedUnder(block, 'features/<name>/');
    expect(listed.length).toBeGreaterThan(10);
    expect(differences(listed, folders('client/src/features'), 'client/src/features/')).toEqual([]);
  });
});

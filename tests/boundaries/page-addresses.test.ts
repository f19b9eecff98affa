import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PAGE_PATTERNS } from '../../common/page-patterns.js';

/**
 * common/page-addresses.ts declares every page address of the site (issue 26): the code of client/src, server/src and
 * common/ takes them from there, so a renamed page cannot leave a stale link behind. This reads their string and
 * template literals (comments, imports, the schema's descriptions and tests left aside) and reports any that holds a
 * page's first segment as an address (`'/CharteMijote'`, `` `${publicUrl}/profilScreen#mes-avis` ``, `` `/${slug}` ``).
 * The home page's lone `'/'` is too common a string to tell apart: HOME_PATH is used by convention only. Tests may
 * state public URLs.
 */
const root = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['client/src', 'server/src', 'common'];
const DECLARATION = 'common/page-addresses.ts';

/** Literals that look like page addresses and are something else, by file. */
const NOT_PAGES: Record<string, string[]> = {
  // REST endpoints, mounted under /api.
  'server/src/modules/accounts/account.rest.ts': ['/reset-password'],
  'server/src/modules/billing/billing.rest.ts': ['/payment/notification'],
};

/** The first segments of the router's pages (`/a/…`, `/modifyMenu`, `/ContactezNous`…); `:param` segments left aside. */
const SEGMENTS = [...new Set(PAGE_PATTERNS.map((p) => p.split('/')[1]).filter((s) => s && !s.startsWith(':')))];
const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `/segment` at the start of the literal or after a character that cannot end a path segment, then its end. */
const PAGE_ADDRESS = new RegExp(`(?<![\\w.~%-])/(?:${SEGMENTS.map(escaped).join('|')})(?=$|[/?#\\s'"])`, 'i');

const isModuleSpecifier = (node: ts.Node) =>
  (ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent)) && node.parent.moduleSpecifier === node
  || (ts.isCallExpression(node.parent) && node.parent.expression.kind === ts.SyntaxKind.ImportKeyword);
/** The GraphQL schema's French descriptions (`{ description: '… /payment/success …' }`) are prose. */
const isDescription = (node: ts.Node) =>
  ts.isPropertyAssignment(node.parent) && node.parent.initializer === node && node.parent.name.getText() === 'description';

/** The literals of a file's code that hold a page address. */
function pageLiterals(fileName: string, text: string): string[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isTemplateLiteralToken(node)) {
      const value = node.text;
      const cityLike = ts.isTemplateHead(node) && value === '/';
      if (!isModuleSpecifier(node) && !isDescription(node) && (PAGE_ADDRESS.test(value) || cityLike)) found.push(value);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function codeFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((f) => `${dir}/${f.split(path.sep).join('/')}`)
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .filter((f) => !f.includes('/__generated__/') && !f.includes('/node_modules/'));
}

describe('the page-literal finder (on small samples)', () => {
  it('finds addresses in attributes, strings and templates, whatever their case', () => {
    const code = [
      'const a = <Link to="/CharteMijote">charte</Link>;',
      "const b = `${url}/profilScreen#mes-avis`, c = navigate('/modifyinfo/horaires'), d = `/${slug}`;",
      "const e = '/a/' + secret, f = { to: '/map?via=home' };",
    ].join('\n');
    expect(pageLiterals('x.tsx', code)).toEqual(['/CharteMijote', '/profilScreen#mes-avis', '/modifyinfo/horaires', '/', '/a/', '/map?via=home']);
  });
  it('leaves comments, imports, API paths and longer names alone', () => {
    const code = [
      "import { x } from '../map/routes'; // see /CharteMijote",
      '/** /restaurateurLogin: the dashboard. */',
      "const a = fetch('/api/restaurant/x'), b = '/restaurantPhoto', c = '/media/map/x.webp', d = 'Restaurants/Accueil';",
      "const e = lazy(() => import('./map')), f = '/payment-sandbox', g = 'https://example.org/a-propos';",
      "@Field(() => String, { description: 'Jeton de la page /payment/success' }) token: string;",
    ].join('\n');
    expect(pageLiterals('x.tsx', code)).toEqual([]);
  });
});

describe('page addresses', () => {
  it('are written in page-addresses.ts only', () => {
    const files = SCANNED.flatMap(codeFiles).filter((f) => f !== DECLARATION);
    expect(files.length).toBeGreaterThan(300);
    const stray = files.flatMap((file) => {
      const allowed = NOT_PAGES[file] ?? [];
      return pageLiterals(file, readFileSync(path.join(root, file), 'utf8')).filter((l) => !allowed.includes(l)).map((l) => `${file}: ${l}`);
    });
    expect(stray).toEqual([]);
    // Parses every source file: seconds on a busy machine.
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import { chunkCycle, entryBindings, onlyReexports, publicChunkNames, type ModuleNode } from './public-page-chunks';

const node = (importedIds: string[] = [], extra: Partial<ModuleNode> = {}): ModuleNode => ({ isEntry: false, importedIds, dynamicImporters: [], size: 3000, ...extra });

/** An app: an entry with React, two public pages and a private one, a barrel of generated hooks. */
function app(): Map<string, ModuleNode> {
  return new Map<string, ModuleNode>([
    ['/src/main.tsx', node(['/src/App.tsx', '/nm/react.js'], { isEntry: true })],
    ['/src/App.tsx', node(['/nm/react.js'])],
    ['/nm/react.js', node()],
    ['/src/pages/HomePage.tsx', node(['/src/card.ts', '/src/format.ts', '/nm/react.js'], { dynamicImporters: ['/src/App.tsx'] })],
    ['/src/pages/RestaurantPage.tsx', node(['/src/format.ts', '/src/hours.ts', '/src/tiny.ts', '/src/Footer.tsx'], { dynamicImporters: ['/src/App.tsx'] })],
    ['/src/pages/ProfilePage.tsx', node(['/src/hours.ts'], { dynamicImporters: ['/src/App.tsx'] })],
    ['/src/card.ts', node(['/src/graphql/__generated__/hooks.ts', '/src/card.css'])],
    ['/src/card.css', node()],
    ['/src/format.ts', node(['/nm/react.js'])],
    ['/src/hours.ts', node()],
    ['/src/tiny.ts', node([], { size: 100 })],
    // Lazy on home, static on the restaurant page.
    ['/src/Footer.tsx', node([], { dynamicImporters: ['/src/pages/HomePage.tsx'], size: 100 })],
    ['/src/graphql/__generated__/hooks.ts', node(['/src/graphql/__generated__/hooks-a.ts'])],
    ['/src/graphql/__generated__/hooks-a.ts', node()],
  ]);
}
const options = { pages: ['src/pages/HomePage.tsx', 'src/pages/RestaurantPage.tsx'], barrel: /__generated__[\\/]hooks\.ts$/, minSize: 2000 };

describe('publicChunkNames', () => {
  it('groups each module by the set of public pages importing it', () => {
    const names = publicChunkNames(app(), options);
    expect(names.get('/src/card.ts')).toBe('pages-h');
    expect(names.get('/src/format.ts')).toBe('pages-hr');
  });

  it('groups a module lazy on one page and static on another like any other', () => {
    expect(publicChunkNames(app(), { ...options, minSize: 50 }).get('/src/Footer.tsx')).toBe('pages-r');
  });

  it('puts apart what other lazy modules also import', () => {
    expect(publicChunkNames(app(), options).get('/src/hours.ts')).toBe('pages-r-shared');
  });

  it('merges a set too small for a request into the smallest larger set holding its pages', () => {
    expect(publicChunkNames(app(), options).get('/src/tiny.ts')).toBe('pages-hr');
    expect(publicChunkNames(app(), { ...options, minSize: 50 }).get('/src/tiny.ts')).toBe('pages-r');
  });

  it('keeps a small set the budgeted page does not use out of its download: a chunk of its own', () => {
    // Not pages-hr: the restaurant page's own shared set takes it.
    expect(publicChunkNames(app(), { ...options, budgeted: 'src/pages/HomePage.tsx' }).get('/src/tiny.ts')).toBe('pages-r-shared');
    // A small set the budgeted page uses merges as before.
    const graph = app();
    graph.set('/src/pages/HomePage.tsx', node(['/src/card.ts', '/src/format.ts', '/src/tiny.ts', '/nm/react.js'], { dynamicImporters: ['/src/App.tsx'] }));
    expect(publicChunkNames(graph, { ...options, budgeted: 'src/pages/HomePage.tsx' }).get('/src/tiny.ts')).toBe('pages-hr');
  });

  it('puts a small set of every page with its shared twin', () => {
    const graph = app();
    graph.set('/src/pages/HomePage.tsx', node(['/src/card.ts', '/src/format.ts', '/src/both.ts', '/nm/react.js'], { dynamicImporters: ['/src/App.tsx'] }));
    graph.set('/src/pages/RestaurantPage.tsx', node(['/src/format.ts', '/src/hours.ts', '/src/both.ts'], { dynamicImporters: ['/src/App.tsx'] }));
    graph.set('/src/both.ts', node([], { size: 100 }));
    graph.set('/src/pages/ProfilePage.tsx', node(['/src/hours.ts', '/src/format.ts'], { dynamicImporters: ['/src/App.tsx'] }));
    const names = publicChunkNames(graph, options);
    expect(names.get('/src/format.ts')).toBe('pages-hr-shared');
    expect(names.get('/src/both.ts')).toBe('pages-hr-shared');
  });

  it("leaves the entry's modules, the pages themselves and what only a barrel reaches to the bundler", () => {
    const names = publicChunkNames(app(), options);
    for (const id of ['/src/main.tsx', '/src/App.tsx', '/nm/react.js', '/src/pages/HomePage.tsx', '/src/pages/RestaurantPage.tsx', '/src/pages/ProfilePage.tsx']) {
      expect(names.has(id), id).toBe(false);
    }
    expect(names.has('/src/graphql/__generated__/hooks.ts')).toBe(false);
    expect(names.has('/src/graphql/__generated__/hooks-a.ts')).toBe(false);
  });

  it('gives each stylesheet a chunk of its own, which would otherwise apply to every page loading a shared chunk', () => {
    expect(publicChunkNames(app(), options).get('/src/card.css')).toBe('style-card');
  });

  it('refuses a page it cannot find, or two pages with the same initial', () => {
    expect(() => publicChunkNames(app(), { ...options, pages: ['src/pages/HomePage.tsx', 'src/pages/MapPage.tsx'] })).toThrow(/MapPage : 0 modules/);
    expect(() => publicChunkNames(app(), { ...options, pages: ['src/pages/HomePage.tsx', 'src/pages/HelpPage.tsx'] })).toThrow(/initiales/);
  });
});

describe('feature entries', () => {
  const entry = '/src/features/a/index.ts';
  const isEntry = (id: string) => id === entry;

  it('walks an entry only to the modules of the names taken from it', () => {
    const graph = app();
    graph.set('/src/pages/HomePage.tsx', node([entry], { dynamicImporters: ['/src/App.tsx'], takes: new Map([[entry, ['used']]]) }));
    graph.set(entry, node(['/src/features/a/used.ts', '/src/features/a/other.ts'], { reexports: new Map([['used', '/src/features/a/used.ts'], ['other', '/src/features/a/other.ts']]) }));
    graph.set('/src/features/a/used.ts', node());
    graph.set('/src/features/a/other.ts', node());
    const names = publicChunkNames(graph, options);
    expect(names.get('/src/features/a/used.ts')).toBe('pages-h');
    expect(names.has('/src/features/a/other.ts')).toBe(false);
    expect(names.has(entry)).toBe(false);
  });

  it('reads the names a module takes from an entry, and what an entry re-exports', () => {
    const page = entryBindings('/src/pages/HomePage.tsx', `import { used, type T, b as c } from "../features/a";\nimport x from "./x";`, [entry, '/src/pages/x.ts'], isEntry);
    expect(page.takes?.get(entry)).toEqual(['used', 'b']);
    expect(page.reexports).toBeUndefined();
    const barrel = entryBindings(entry, `export { used } from './used';\nexport {\n  default as Other,\n} from './other';`, ['/src/features/a/used.ts', '/src/features/a/other.tsx'], isEntry);
    expect([...(barrel.reexports ?? [])]).toEqual([['used', '/src/features/a/used.ts'], ['Other', '/src/features/a/other.tsx']]);
  });

  it('knows an entry without side effects: re-exports only', () => {
    expect(onlyReexports(`// The entry.\nexport { a } from './a';\nexport type { T } from './t';\nexport {\n  b, c,\n} from './b';\n`)).toBe(true);
    expect(onlyReexports(`import './a.css';\nexport { a } from './a';`)).toBe(false);
  });
});

describe('chunkCycle', () => {
  it('finds chunks importing each other', () => {
    const imports = new Map([
      ['a.js', ['b.js']],
      ['b.js', ['c.js']],
      ['c.js', ['a.js']],
    ]);
    expect(chunkCycle(imports)).toEqual(['a.js', 'b.js', 'c.js', 'a.js']);
  });

  it('accepts shared imports without a cycle', () => {
    const imports = new Map([
      ['page.js', ['shared.js', 'lib.js']],
      ['shared.js', ['lib.js']],
      ['lib.js', []],
    ]);
    expect(chunkCycle(imports)).toBeNull();
  });
});

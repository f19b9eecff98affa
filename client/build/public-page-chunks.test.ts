import { describe, expect, it } from 'vitest';
import { chunkCycle, publicChunkNames, type ModuleNode } from './public-page-chunks';

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

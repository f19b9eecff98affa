import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The public pages' chunks (ADR 0021). Every module a public page imports (besides the entry's) goes into one chunk per
 * set of public pages importing it, named by the pages' initials (`pages-hcnmr` = every public page, `pages-r` = the
 * restaurant page only); what other lazy modules (private pages, dialogs) import too goes into a `-shared` twin, so that
 * they load it alone. A set too small to be worth a request joins the smallest larger set holding its pages. A public
 * page then loads a handful of chunks with only code it runs, instead of the dozens of small chunks the bundler cuts for
 * the ways the private pages share the same modules: each one more request before the first paint on a slow connection.
 */

export interface ModuleNode {
  isEntry: boolean;
  importedIds: readonly string[];
  dynamicImporters: readonly string[];
  /** Transformed source length, before minification. */
  size: number;
  /** Of the feature entries it imports: the names it takes from each (when they could be read). */
  takes?: ReadonlyMap<string, readonly string[]>;
  /** A feature entry: the module of each name it re-exports. */
  reexports?: ReadonlyMap<string, string>;
}

export interface ChunkOptions {
  /** The pages' component modules, as Vite's manifest names them (common/page-addresses.ts); their initials are unique. */
  pages: readonly string[];
  /** Modules not walked through: a barrel re-exporting many modules, of which a page uses only a few. */
  barrel: RegExp;
  /** Source bytes below which a set of modules joins a larger set. */
  minSize: number;
  /**
   * The page with a download budget (the home, ADR 0021): a small set it does not use never joins a set it loads; it
   * stays a chunk of its own, one more request for its other pages rather than bytes the budgeted page never runs.
   */
  budgeted?: string;
}

export interface PluginOptions extends ChunkOptions {
  /**
   * Feature entries (`features/<f>/index.ts`): a module importing one is walked to the modules of the names it takes,
   * not to everything the entry re-exports (the bundler drops the rest).
   */
  entries: RegExp;
}

const STYLESHEET = /\.css(?:$|\?)/;
const stylesheetName = (id: string) => id.replace(/\?.*$/, '').split(/[\\/]/).pop()!.replace(/\.css$/, '');

/** The chunk name of each grouped module; the other modules are left to the bundler. */
export function publicChunkNames(graph: ReadonlyMap<string, ModuleNode>, options: ChunkOptions): Map<string, string> {
  const names = options.pages.map((page) => page.split('/').pop()!.replace(/\.tsx?$/, ''));
  const letters = names.map((name) => name[0].toLowerCase());
  if (new Set(letters).size !== letters.length) throw new Error(`initiales des pages publiques en double : ${options.pages.join(', ')}`);
  const staticImports = (id: string): readonly string[] => {
    const node = graph.get(id);
    return (node?.importedIds ?? []).flatMap((to) => {
      const reexports = graph.get(to)?.reexports;
      const targets = node?.takes?.get(to)?.map((name) => reexports?.get(name));
      return targets?.every((t) => t !== undefined) ? (targets as string[]) : [to];
    });
  };
  const reach = (starts: readonly string[], stop: ReadonlySet<string>) => {
    const seen = new Set<string>();
    const queue = [...starts];
    while (queue.length) {
      const id = queue.pop()!;
      if (seen.has(id) || stop.has(id) || options.barrel.test(id) || !graph.has(id)) continue;
      seen.add(id);
      queue.push(...staticImports(id));
    }
    return seen;
  };
  const ids = [...graph.keys()];
  const initial = reach(ids.filter((id) => graph.get(id)!.isEntry), new Set());

  const pagesOf = new Map<string, string>();
  const starts = new Set<string>();
  options.pages.forEach((page, i) => {
    const found = ids.filter((id) => id.replace(/\\/g, '/').endsWith(`/${page}`));
    if (found.length !== 1) throw new Error(`page publique ${names[i]} : ${found.length} modules trouvés au lieu d'un`);
    starts.add(found[0]);
    for (const id of reach(staticImports(found[0]), initial)) pagesOf.set(id, (pagesOf.get(id) ?? '') + letters[i]);
  });
  const lazy = ids.filter((id) => graph.get(id)!.dynamicImporters.length > 0 && !starts.has(id));
  const elsewhere = reach(lazy.flatMap(staticImports), initial);

  // A public page keeps its own chunk: the manifest and the server's preload hints name it. A stylesheet gets a chunk of
  // its own (Vite then ships it as a bare .css file): in a group, or merged by the bundler into a shared chunk, it would
  // apply to every page loading that chunk.
  const keyed = [...pagesOf]
    .filter(([id]) => !starts.has(id) && !STYLESHEET.test(id))
    .map(([id, pages]): [string, string] => [id, elsewhere.has(id) ? `${pages}+` : pages]);
  const size = new Map<string, number>();
  for (const [id, key] of keyed) size.set(key, (size.get(key) ?? 0) + graph.get(id)!.size);
  const all = letters.join('');
  // Every page's set has no larger set but its shared twin: a small one joins the twin when there is one.
  const big = [...size]
    .filter(([key, bytes]) => bytes >= options.minSize || key === `${all}+` || (key === all && !size.has(`${all}+`)))
    .map(([key]) => key);
  const spared = options.budgeted ? letters[options.pages.indexOf(options.budgeted)] : undefined;
  const joins = (key: string, b: string) => [...key].every((l) => b.includes(l)) && (!spared || key.includes(spared) || !b.includes(spared));
  const target = (key: string) =>
    big.includes(key)
      ? key
      : (big.filter((b) => joins(key, b)).sort((a, b) => a.length - b.length || a.localeCompare(b))[0] ??
        (spared && !key.includes(spared) ? key : key.endsWith('+') ? `${all}+` : all));
  const chunkName = (key: string) => (key.endsWith('+') ? `pages-${key.slice(0, -1)}-shared` : `pages-${key}`);
  const styles = [...pagesOf.keys()].filter((id) => STYLESHEET.test(id)).map((id): [string, string] => [id, `style-${stylesheetName(id)}`]);
  return new Map([...keyed.map(([id, key]): [string, string] => [id, chunkName(target(key))]), ...styles]);
}

const NAMED_BINDINGS = /\b(import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/** The module a relative specifier names, among a module's imports. */
function resolveIn(from: string, specifier: string, ids: readonly string[]): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const target = path.posix.join(path.posix.dirname(from), specifier);
  return ids.find((id) => {
    const bare = id.replace(/\?.*$/, '').replace(/\.[cm]?[jt]sx?$/, '');
    return bare === target || bare === `${target}/index`;
  });
}

/**
 * What a module's code says of the feature entries it imports (`import { a, b as c } from`, `export { a } from`): the
 * names taken from each, and for an entry the module of each name it re-exports. A default or namespace import of an
 * entry is not read: the walk then goes through the whole entry.
 */
export function entryBindings(id: string, code: string, importedIds: readonly string[], isEntry: (id: string) => boolean): Pick<ModuleNode, 'takes' | 'reexports'> {
  const takes = new Map<string, string[]>();
  const reexports = new Map<string, string>();
  for (const [, kind, list, specifier] of code.matchAll(NAMED_BINDINGS)) {
    const from = resolveIn(id, specifier, importedIds);
    if (!from) continue;
    for (const item of list.split(',').map((s) => s.trim()).filter((s) => s && !s.startsWith('type '))) {
      const [name, alias] = item.split(/\s+as\s+/);
      if (isEntry(from)) takes.set(from, [...(takes.get(from) ?? []), name]);
      if (kind === 'export' && isEntry(id)) reexports.set(alias ?? name, from);
    }
  }
  return { takes, ...(isEntry(id) ? { reexports } : {}) };
}

const REEXPORT = /export\s+(?:type\s+)?\{[^}]*\}\s*from\s*["'][^"']+["'];?/g;
const COMMENT = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;

/** True for a module made only of `export { … } from` statements (a stylesheet import, for one, is a side effect). */
export function onlyReexports(code: string): boolean {
  return code.replace(COMMENT, '').replace(REEXPORT, '').trim() === '';
}

/** A cycle among chunks' static imports (file names, the first one repeated at the end), or null. */
export function chunkCycle(imports: ReadonlyMap<string, readonly string[]>): string[] | null {
  const done = new Set<string>();
  const visit = (file: string, path: string[]): string[] | null => {
    const at = path.indexOf(file);
    if (at >= 0) return [...path.slice(at), file];
    if (done.has(file)) return null;
    for (const next of imports.get(file) ?? []) {
      const cycle = visit(next, [...path, file]);
      if (cycle) return cycle;
    }
    done.add(file);
    return null;
  };
  for (const file of imports.keys()) {
    const cycle = visit(file, []);
    if (cycle) return cycle;
  }
  return null;
}

/** The Vite plugin that reads the module graph once it is built, and the code-splitting group that uses its answer. */
export function publicPageChunks(options: PluginOptions): { plugin: Plugin; group: { name: (id: string) => string | null } } {
  let names = new Map<string, string>();
  const plugin: Plugin = {
    name: 'mijote-public-page-chunks',
    apply: 'build',
    // A feature entry that only re-exports has no side effect: a name imported from it runs that name's module alone,
    // as if imported from there (without this, every module it names would run, and be downloaded, with it).
    transform(code, id) {
      return options.entries.test(id) && onlyReexports(code) ? { moduleSideEffects: false } : null;
    },
    buildEnd(error) {
      if (error) return;
      const graph = new Map<string, ModuleNode>();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        const bindings = entryBindings(id, info.code ?? '', info.importedIds, (m) => options.entries.test(m));
        graph.set(id, { isEntry: info.isEntry, importedIds: info.importedIds, dynamicImporters: info.dynamicImporters, size: info.code?.length ?? 0, ...bindings });
      }
      names = publicChunkNames(graph, options);
    },
    generateBundle(_options, bundle) {
      // Chunks importing each other could run a module before one it depends on: the build refuses them.
      const cycle = chunkCycle(new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c.imports] as const] : []))));
      if (cycle) this.error(`chunks circulaires : ${cycle.join(' → ')}`);
    },
  };
  return { plugin, group: { name: (id) => names.get(id) ?? null } };
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

/** The client's hand-written files whose name ends with one of `endings` (tests and generated files left aside), by path. */
export function clientSources(endings: readonly string[]): Record<string, string> {
  const files = readdirSync(path.join(root, 'client/src'), { recursive: true, encoding: 'utf8' })
    .map((f) => `client/src/${f.split(path.sep).join('/')}`)
    .filter((f) => endings.some((e) => f.endsWith(e)) && !/\.test\.tsx?$/.test(f) && !f.includes('/__generated__/'));
  return Object.fromEntries(files.map((f) => [f, readFileSync(path.join(root, f), 'utf8')]));
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * The Node.js versions package.json's `engines` promises are the ones every installed package accepts (issue 25:
 * `npm ci` on Node 20 printed EBADENGINE warnings while README said 20 was fine). The lowest version of each range
 * `engines` names is checked against every package of the lockfile; platform binaries for other systems excepted.
 */
const root = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[]; os?: string[] }>;
};

describe('supported Node.js versions', () => {
  const lowest = new semver.Range(pkg.engines.node).set.map((comparators) => semver.minVersion(new semver.Range(comparators.map((c) => c.value).join(' ')))!.version);

  it('names ranges that start at a version (Node 20 included, as README says)', () => {
    expect(lowest).toContain('20.19.0');
    expect(semver.satisfies(process.versions.node, pkg.engines.node)).toBe(true);
  });

  it('is accepted by every package of the lockfile, at the lowest version of each range', () => {
    const refused = Object.entries(lock.packages).flatMap(([name, p]) => {
      const range = p.engines && !Array.isArray(p.engines) ? p.engines.node : undefined;
      if (!name || !range || p.os) return [];
      return lowest.filter((v) => !semver.satisfies(v, range)).map((v) => `${name.replace(/^.*node_modules\//, '')} (${range}) refuse ${v}`);
    });
    expect(refused).toEqual([]);
  });
});

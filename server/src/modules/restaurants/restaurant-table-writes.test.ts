import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 26: the restaurants module owns the restaurant. Its tables are written only inside server/src/modules/restaurants/
 * (and by migrations). This test walks the repository for writes to them — SQL (INSERT INTO, UPDATE, DELETE FROM,
 * TRUNCATE) and TypeORM (a repository, manager or query builder of their entities writing) — and fails on any elsewhere.
 *
 * tests/ is left out for now: the API and e2e tests still set up their data with raw SQL (issue 26's « test data through
 * factories » moves it to tests/factories, which should then be the only exception there).
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SELF = path.relative(ROOT, fileURLToPath(import.meta.url));
const SCANNED = ['server', 'common', 'scripts', 'client/src', 'migrations'];
const ALLOWED = ['server/src/modules/restaurants/', 'migrations/'];
const SKIPPED_DIRS = new Set(['node_modules', '__generated__', 'dist', 'build', '.git']);

const TABLES = ['restaurant', 'opening_range', 'special_date', 'special_date_range', 'restaurant_filter'];
const ENTITIES = ['RestaurantEntity', 'OpeningRangeEntity', 'SpecialDateEntity', 'SpecialDateRangeEntity', 'RestaurantFilterEntity'];
const WRITE_METHODS = 'save|insert|update|delete|upsert|remove|softDelete|softRemove|restore|increment|decrement|clear';

const tables = TABLES.join('|');
const entities = ENTITIES.join('|');
const SQL_WRITE = new RegExp(`\\b(?:INSERT\\s+INTO|UPDATE|DELETE\\s+FROM|TRUNCATE(?:\\s+TABLE)?)\\s+(?:ONLY\\s+)?(?:public\\.)?"?(?:${tables})"?(?![\\w"])`, 'i');
const TYPEORM_WRITES = [
  // repository(tx, RestaurantEntity).update(…), x.getRepository(RestaurantEntity).save(…)
  new RegExp(`(?:repository\\([^()]*,\\s*|getRepository\\(\\s*)(?:${entities})\\s*\\)\\s*\\.\\s*(?:${WRITE_METHODS})\\s*\\(`),
  // manager.update(RestaurantEntity, …), manager.insert(RestaurantEntity, …)
  new RegExp(`\\.\\s*(?:${WRITE_METHODS})\\s*\\(\\s*(?:${entities})\\b`),
  // createQueryBuilder().update(RestaurantEntity) / .insert().into(RestaurantEntity) / .delete().from(RestaurantEntity)
  new RegExp(`\\.\\s*(?:into|from)\\s*\\(\\s*(?:${entities})\\b`),
  // repository(tx, RestaurantEntity).createQueryBuilder().update() / .insert() / .delete()
  new RegExp(`(?:repository\\([^()]*,\\s*|getRepository\\(\\s*)(?:${entities})\\s*\\)\\s*\\.\\s*createQueryBuilder\\([^()]*\\)\\s*\\.\\s*(?:update|insert|delete|softDelete)\\s*\\(`),
];
/** `const restaurants = repository(tx, RestaurantEntity)` (or getRepository): the variable's writes count too. */
const REPOSITORY_VARIABLE = new RegExp(`\\b(?:const|let|var)\\s+(\\w+)\\s*=\\s*(?:repository\\([^()]*,\\s*|[\\w.]*getRepository\\(\\s*)(?:${entities})\\s*\\)`, 'g');

/** The places in a file's text that write the restaurants module's tables, as « line: text ». */
function restaurantTableWrites(text: string): string[] {
  const found: string[] = [];
  const lines = text.split('\n');
  const variables = [...text.matchAll(REPOSITORY_VARIABLE)].map((m) => m[1]);
  const variableWrite = variables.length
    ? new RegExp(`\\b(?:${variables.join('|')})\\s*\\.\\s*(?:(?:${WRITE_METHODS})\\s*\\(|createQueryBuilder\\([^()]*\\)\\s*\\.\\s*(?:update|insert|delete|softDelete)\\s*\\()`)
    : null;
  const writes = (text: string) => SQL_WRITE.test(text) || TYPEORM_WRITES.some((r) => r.test(text)) || (variableWrite?.test(text) ?? false);
  // A statement may span lines (`UPDATE\n restaurant`, `repository(…)\n .createQueryBuilder()\n .update()`): lines are also
  // read three at a time, and a write seen only so is reported on the last line from which it is still seen.
  const spans = (from: number) => writes(lines.slice(from, from + 3).join('\n').replace(/\n\s*/g, ' '));
  const alone = lines.map((line) => writes(line));
  lines.forEach((line, i) => {
    if (alone[i] || (spans(i) && !spans(i + 1) && !alone.slice(i, i + 3).some(Boolean))) found.push(`${i + 1}: ${line.trim()}`);
  });
  return found;
}

function* sourceFiles(dir: string): Generator<string> {
  let entries;
  try {
    entries = readdirSync(path.join(ROOT, dir), { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* sourceFiles(relative);
    } else if (/\.(?:[cm]?[jt]sx?|sql)$/.test(entry.name)) yield relative;
  }
}

describe('writes to the restaurants module’s tables (issue 26)', () => {
  it('finds SQL writes, whatever their case and layout', () => {
    expect(restaurantTableWrites('await db.query(`UPDATE restaurant SET status = $2 WHERE id = $1`)')).toHaveLength(1);
    expect(restaurantTableWrites("db.query('insert into restaurant_filter (restaurant_id, filter_id) VALUES ($1, $2)')")).toHaveLength(1);
    expect(restaurantTableWrites('`DELETE FROM special_date WHERE restaurant_id = $1`')).toHaveLength(1);
    expect(restaurantTableWrites('`WITH x AS (UPDATE "restaurant" SET owner_id = $1 RETURNING id) SELECT id FROM x`')).toHaveLength(1);
    expect(restaurantTableWrites('`INSERT INTO special_date_range (special_date_id, opens, closes)`')).toHaveLength(1);
    expect(restaurantTableWrites('`UPDATE\n   opening_range SET opens = 0`')).toEqual(['1: `UPDATE']);
    expect(restaurantTableWrites('`TRUNCATE restaurant CASCADE`')).toHaveLength(1);
  });

  it('finds TypeORM writes: repository, manager, query builder, repository variable', () => {
    expect(restaurantTableWrites("await repository(tx, RestaurantEntity).update({ id }, { status: 'offline' });")).toHaveLength(1);
    expect(restaurantTableWrites('await manager.getRepository(SpecialDateEntity).insert(rows);')).toHaveLength(1);
    expect(restaurantTableWrites('await tx.update(RestaurantEntity, { id }, { name });')).toHaveLength(1);
    expect(restaurantTableWrites('await ds.createQueryBuilder().insert().into(OpeningRangeEntity).values(rows).execute();')).toHaveLength(1);
    expect(restaurantTableWrites('await repository(tx, RestaurantEntity)\n  .createQueryBuilder()\n  .update()')).toHaveLength(1);
    expect(restaurantTableWrites('const restaurants = repository(tx, RestaurantEntity);\nawait restaurants.update({ id }, changes);')).toEqual(['2: await restaurants.update({ id }, changes);']);
    expect(restaurantTableWrites('const links = tx.db.getRepository(RestaurantFilterEntity);\nawait links.delete({ restaurantId });')).toHaveLength(1);
  });

  it('leaves reads and other tables alone', () => {
    expect(restaurantTableWrites("await repository(ctx, RestaurantEntity).findOne({ where: { id } });")).toEqual([]);
    expect(restaurantTableWrites('`SELECT id FROM restaurant WHERE id_url = $1 FOR UPDATE`')).toEqual([]);
    expect(restaurantTableWrites('`UPDATE restaurant_owner_note SET seen = true`')).toEqual([]);
    expect(restaurantTableWrites('`UPDATE review SET status = $2 FROM restaurant r WHERE r.id = review.restaurant_id`')).toEqual([]);
    expect(restaurantTableWrites('`DELETE FROM photo WHERE restaurant_id = $1`')).toEqual([]);
    expect(restaurantTableWrites('const subs = repository(tx, SubscriptionEntity);\nawait subs.update({ id }, { state });')).toEqual([]);
  });

  it('occur only in the restaurants module (and migrations)', () => {
    const outside: string[] = [];
    let scanned = 0;
    for (const dir of SCANNED) {
      for (const file of sourceFiles(dir)) {
        if (file === SELF) continue;
        scanned++;
        if (ALLOWED.some((allowed) => file.startsWith(allowed))) continue;
        for (const hit of restaurantTableWrites(readFileSync(path.join(ROOT, file), 'utf8'))) outside.push(`${file}:${hit}`);
      }
    }
    expect(scanned).toBeGreaterThan(300);
    expect(outside).toEqual([]);
  });
});

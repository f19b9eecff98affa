import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 26: each table has one owning module, which every other module asks (ADR 0006). The owner is the folder of the
 * table's entity (`@Entity('restaurant')` in server/src/modules/restaurants/ → the restaurants module). This test walks
 * the source for writes to a table — SQL (INSERT INTO, UPDATE, DELETE FROM, TRUNCATE) and TypeORM (a repository,
 * manager or query builder of its entity writing) — and for any use of another module's entity repository, and fails
 * on one outside the owner (migrations aside). Reading another module's tables in SQL (a join) stays allowed.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SELF = path.relative(ROOT, fileURLToPath(import.meta.url));
const SCANNED = ['server', 'common', 'scripts', 'client/src'];
const SKIPPED_DIRS = new Set(['node_modules', '__generated__', 'dist', 'build', '.git']);
/**
 * Uses outside the owner still to move, by file and table; this list may only shrink. The reference tables are loaded
 * at every boot from shared/data by db/reference-data.ts, as the migrations load the schema, before any module runs.
 */
const ALLOWED: Record<string, string[]> = {
  'server/src/db/reference-data.queries.ts': ['city', 'filter'],
};
const WRITE_METHODS = 'save|insert|update|delete|upsert|remove|softDelete|softRemove|restore|increment|decrement|clear';

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
    } else if (/\.(?:[cm]?[jt]sx?|sql)$/.test(entry.name) && !/\.test\.[jt]sx?$/.test(entry.name)) yield relative;
  }
}

/** The module (or infrastructure folder) a file belongs to: server/src/modules/reviews/x.ts → modules/reviews. */
function placeOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'server' && parts[1] === 'src') return parts[2] === 'modules' ? `modules/${parts[3]}` : parts[2];
  return parts[0];
}

interface Owned { table: string; entity: string; owner: string }

/** Every entity of server/src with its table and owner. */
function ownedTables(): Owned[] {
  const owned: Owned[] = [];
  for (const file of sourceFiles('server/src')) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const m of text.matchAll(/@Entity\('(\w+)'\)[\s\S]*?export class (\w+)/g)) owned.push({ table: m[1], entity: m[2], owner: placeOf(file) });
  }
  return owned;
}

/** Where a text writes one of these tables or uses one of these entities' repositories: « line: table: text ». */
export function tableUses(text: string, owned: readonly Owned[]): { line: number; table: string; text: string }[] {
  const tables = owned.map((o) => o.table).join('|');
  const entities = owned.map((o) => o.entity).join('|');
  const tableOf = (name: string) => owned.find((o) => o.table === name.toLowerCase() || o.entity === name)!.table;
  const patterns = [
    new RegExp(`\\b(?:INSERT\\s+INTO|UPDATE|DELETE\\s+FROM|TRUNCATE(?:\\s+TABLE)?)\\s+(?:ONLY\\s+)?(?:public\\.)?"?(${tables})"?(?![\\w"])`, 'gi'),
    // repository(tx, XEntity), x.getRepository(XEntity): any use, read or write.
    new RegExp(`(?:\\brepository\\([^()]*,\\s*|getRepository\\(\\s*)(${entities})\\b`, 'g'),
    // manager.update(XEntity, …), createQueryBuilder().insert().into(XEntity), .delete().from(XEntity)
    new RegExp(`\\.\\s*(?:${WRITE_METHODS}|into|from)\\s*\\(\\s*(${entities})\\b`, 'g'),
  ];
  // A statement may span lines (`UPDATE\n restaurant`): the text is read with its line breaks made spaces.
  const flat = text.replace(/\n/g, ' ');
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  const found = new Map<string, { line: number; table: string; text: string }>();
  for (const pattern of patterns) {
    for (const m of flat.matchAll(pattern)) {
      const line = lineAt(m.index);
      found.set(`${line}:${m[1]}`, { line, table: tableOf(m[1]), text: text.split('\n')[line - 1].trim() });
    }
  }
  return [...found.values()].sort((a, b) => a.line - b.line);
}

const SAMPLE: Owned[] = [
  { table: 'restaurant', entity: 'RestaurantEntity', owner: 'modules/restaurants' },
  { table: 'special_date', entity: 'SpecialDateEntity', owner: 'modules/restaurants' },
  { table: 'app_user', entity: 'UserEntity', owner: 'modules/accounts' },
];
const tablesIn = (text: string) => tableUses(text, SAMPLE).map((u) => u.table);

describe('each table is written and its repository used only by its owning module (issue 26)', () => {
  it('finds SQL writes, whatever their case and layout', () => {
    expect(tablesIn('await db.query(`UPDATE restaurant SET status = $2 WHERE id = $1`)')).toEqual(['restaurant']);
    expect(tablesIn("db.query('insert into app_user (email) VALUES ($1)')")).toEqual(['app_user']);
    expect(tablesIn('`DELETE FROM special_date WHERE restaurant_id = $1`')).toEqual(['special_date']);
    expect(tablesIn('`WITH x AS (UPDATE "restaurant" SET owner_id = $1 RETURNING id) SELECT id FROM x`')).toEqual(['restaurant']);
    expect(tableUses('`UPDATE\n   restaurant SET name = $1`', SAMPLE)).toEqual([{ line: 1, table: 'restaurant', text: '`UPDATE' }]);
    expect(tablesIn('`TRUNCATE restaurant CASCADE`')).toEqual(['restaurant']);
  });

  it('finds TypeORM uses: repository, manager, query builder', () => {
    expect(tablesIn("await repository(tx, RestaurantEntity).update({ id }, { status: 'offline' });")).toEqual(['restaurant']);
    expect(tablesIn('await repository(ctx, UserEntity).findOne({ where: { id } });')).toEqual(['app_user']);
    expect(tablesIn('const users = tx.db.getRepository(UserEntity);')).toEqual(['app_user']);
    expect(tablesIn('await tx.update(RestaurantEntity, { id }, { name });')).toEqual(['restaurant']);
    expect(tablesIn('await ds.createQueryBuilder().insert().into(SpecialDateEntity).values(rows).execute();')).toEqual(['special_date']);
  });

  it('leaves SQL reads and other tables alone', () => {
    expect(tablesIn('`SELECT id FROM restaurant WHERE id_url = $1 FOR UPDATE`')).toEqual([]);
    expect(tablesIn('`UPDATE restaurant_owner_note SET seen = true`')).toEqual([]);
    expect(tablesIn('`UPDATE review SET status = $2 FROM restaurant r WHERE r.id = review.restaurant_id`')).toEqual([]);
    expect(tablesIn('`SELECT u.email FROM review v JOIN app_user u ON u.id = v.author_id`')).toEqual([]);
    expect(tablesIn('const subs = repository(tx, SubscriptionEntity);')).toEqual([]);
  });

  it('happen only in the owner (and migrations)', () => {
    const owned = ownedTables();
    expect(owned.find((o) => o.table === 'restaurant')?.owner).toBe('modules/restaurants');
    expect(owned.length).toBeGreaterThan(30);
    const outside: string[] = [];
    let scanned = 0;
    for (const dir of SCANNED) {
      for (const file of sourceFiles(dir)) {
        if (file === SELF) continue;
        scanned++;
        const place = placeOf(file);
        for (const use of tableUses(readFileSync(path.join(ROOT, file), 'utf8'), owned)) {
          const owner = owned.find((o) => o.table === use.table)!.owner;
          if (owner !== place && !ALLOWED[file]?.includes(use.table)) outside.push(`${file}:${use.line} ${use.table} (owned by ${owner}): ${use.text}`);
        }
      }
    }
    expect(scanned).toBeGreaterThan(300);
    expect(outside).toEqual([]);
  });

  it('keeps no allowance that is no longer used', () => {
    const owned = ownedTables();
    const unused = Object.entries(ALLOWED).flatMap(([file, tables]) => {
      const used = new Set(tableUses(readFileSync(path.join(ROOT, file), 'utf8'), owned).map((u) => u.table));
      return tables.filter((t) => !used.has(t)).map((t) => `${file} ${t}`);
    });
    expect(unused).toEqual([]);
  });
});

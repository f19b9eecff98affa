import { EntityManager, type DataSource, type QueryRunner } from 'typeorm';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChangeListener } from '../../db/change-channel.js';
import { inTransaction, withTransaction, type Db } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { onRestaurantPageChanged, pageTextsChanged, restaurantPageChanged } from '../shared/page-data-changes.js';
import { changeRestaurantStatus } from './restaurant-writes.js';

/** The statements a fake handle was given, and what its UPDATE … RETURNING answers. */
function fakeManager(changed: boolean): { manager: EntityManager; statements: string[] } {
  const statements: string[] = [];
  const manager = new EntityManager({} as DataSource, { isTransactionActive: true } as QueryRunner);
  manager.query = (async (sql: string) => {
    statements.push(sql);
    return changed ? [{ id_url: 'abcd1234' }] : [];
  }) as EntityManager['query'];
  return { manager, statements };
}

function fakeContext(manager: EntityManager, fails = false): RequestContext {
  const db = { transaction: async (work: (m: EntityManager) => Promise<unknown>) => {
    const result = await work(manager);
    if (fails) throw new Error('rolled back');
    return result;
  } };
  return { db } as unknown as RequestContext;
}

const heard: [string | null, boolean][] = [];
let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  heard.length = 0;
});
/** No other instance here: the in-process path alone (the channel has its own test, tests/api/change-channel.test.ts). */
const noOtherInstance = { subscribe: () => () => {} } as unknown as ChangeListener;
const listen = () => {
  stop = onRestaurantPageChanged(({ idUrl, listed }) => heard.push([idUrl, listed]), noOtherInstance);
};

describe('changeRestaurantStatus: the one status change (issue 26)', () => {
  it('raises « listing changed » once the caller’s transaction has committed, not before', async () => {
    listen();
    const { manager, statements } = fakeManager(true);
    let heardInside = -1;
    await withTransaction(fakeContext(manager), async (tx) => {
      expect(await changeRestaurantStatus(tx.db, 7, 'draft', { from: ['published'] })).toBe(true);
      heardInside = heard.length;
    });
    expect(heardInside).toBe(0);
    expect(heard).toEqual([['abcd1234', true]]);
    expect(statements[0]).toMatch(/UPDATE restaurant r SET status = \$2, date_update = now\(\) FROM old WHERE r\.id = \$1 AND old\.id = r\.id AND r\.status = ANY\(\$3::text\[\]\)/);
    // The other instances are told by the transaction's last statement, which PostgreSQL delivers only if it commits.
    expect(statements.at(-1)).toBe('SELECT pg_notify($1, $2)');
  });

  it('waits for the commit in a transaction outside a request too (the importer, the seed: inTransaction)', async () => {
    listen();
    const { manager } = fakeManager(true);
    let heardInside = -1;
    await inTransaction(fakeContext(manager).db, async (m) => {
      await changeRestaurantStatus(m, 7, 'published');
      heardInside = heard.length;
    });
    expect(heardInside).toBe(0);
    expect(heard).toEqual([['abcd1234', true]]);
    const rolledBack = fakeManager(true);
    heard.length = 0;
    await expect(inTransaction(fakeContext(rolledBack.manager, true).db, (m) => changeRestaurantStatus(m, 7, 'offline'))).rejects.toThrow('rolled back');
    expect(heard).toEqual([]);
  });

  it('raises nothing when the transaction rolls back, or when no row changed', async () => {
    listen();
    const rolledBack = fakeManager(true);
    await expect(withTransaction(fakeContext(rolledBack.manager, true), (tx) => changeRestaurantStatus(tx.db, 7, 'offline'))).rejects.toThrow('rolled back');
    const unchanged = fakeManager(false);
    await withTransaction(fakeContext(unchanged.manager), async (tx) => {
      expect(await changeRestaurantStatus(tx.db, 7, 'published', { from: ['draft'], publishedBefore: true })).toBe(false);
    });
    expect(heard).toEqual([]);
    expect(unchanged.statements[0]).toContain('AND r.date_published IS NOT NULL');
  });

  it('outside a transaction (the pool), raises it at once', async () => {
    listen();
    const db = { query: async () => [{ id_url: 'abcd1234' }] } as unknown as Db;
    await changeRestaurantStatus(db, 7, 'published', { datePublished: 'first-publication' });
    expect(heard).toEqual([['abcd1234', true]]);
  });
});

describe('restaurantPageChanged and pageTextsChanged: raised inside the write’s transaction, heard once it commits', () => {
  it('are heard after the commit, never after a rollback', async () => {
    listen();
    let heardInside = -1;
    await withTransaction(fakeContext(fakeManager(true).manager), async (tx) => {
      restaurantPageChanged(tx.db, 'abcd1234');
      pageTextsChanged(tx.db);
      heardInside = heard.length;
    });
    expect(heardInside).toBe(0);
    expect(heard).toEqual([['abcd1234', false], [null, true]]);
    heard.length = 0;
    await expect(withTransaction(fakeContext(fakeManager(true).manager, true), async (tx) => restaurantPageChanged(tx.db, 'abcd1234'))).rejects.toThrow('rolled back');
    expect(heard).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../server/src/db/transaction.js';
import { createRequestContext, type RequestContext } from '../../server/src/graphql/context.js';
import { createServices } from '../../server/src/services.js';
import { startTestServer, type TestServer } from './harness.js';

let t: TestServer;
let ctx: RequestContext;
beforeAll(async () => {
  t = await startTestServer();
  ctx = createRequestContext(await createServices(t.db, t.config, () => {}));
  await t.db.query('CREATE TABLE tx_probe (n int PRIMARY KEY)');
}, 120_000);
afterAll(() => t?.close());

const count = async () => (await t.db.query('SELECT count(*)::int AS n FROM tx_probe'))[0].n as number;

describe('withTransaction', () => {
  it('writes everything the work wrote, or nothing when it fails', async () => {
    await withTransaction(ctx, async (tx) => {
      await tx.db.query('INSERT INTO tx_probe VALUES (1)'); // write under test
      await tx.db.query('INSERT INTO tx_probe VALUES (2)'); // write under test
    });
    expect(await count()).toBe(2);
    await expect(withTransaction(ctx, async (tx) => {
      await tx.db.query('INSERT INTO tx_probe VALUES (3)'); // write under test
      await tx.db.query('INSERT INTO tx_probe VALUES (1)'); // write under test: a duplicate key
    })).rejects.toThrow();
    expect(await count()).toBe(2);
  });

  it('joins the transaction under way instead of opening another', async () => {
    await expect(withTransaction(ctx, async (tx) => {
      await withTransaction(tx, async (inner) => {
        expect(inner.db).toBe(tx.db);
        await inner.db.query('INSERT INTO tx_probe VALUES (10)'); // write under test
      });
      throw new Error('annulé');
    })).rejects.toThrow('annulé');
    expect(await count()).toBe(2);
  });
});

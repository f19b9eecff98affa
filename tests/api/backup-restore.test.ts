import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/auth/passwords.js';
import { entities } from '../../server/src/composition.js';
import { createDataSource } from '../../server/src/db/data-source.js';
import { inTransaction } from '../../server/src/db/transaction.js';
import { issueInvoice } from '../../server/src/modules/billing/issue-invoice.js';
import { SubscriptionEntity } from '../../server/src/modules/billing/subscription.entity.js';
import { insertOwner } from '../factories/accounts.js';
import { insertRestaurants, restaurantRecord } from '../factories/restaurants.js';
import { activateSubscription } from '../factories/subscriptions.js';
import { AccountClient, PASSWORD } from './accounts-client.js';
import { freshDatabase, startTestServer, type TestServer } from './harness.js';
import { startInstance } from '../support/instances.js';

/**
 * The restore drill (issue 27): a database with accounts, invoices and photos is backed up with `npm run backup`'s
 * command, restored with `npm run restore`'s into an empty database and media folder, and an instance started on the
 * copy serves the same pages, signs in the same accounts, serves the same photos, and numbers the next invoice
 * without a gap.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const cli = (name: string, args: string[], env: Record<string, string>) => spawnSync(process.execPath, [path.join(ROOT, `dist/server/server/src/cli/${name}`), ...args], {
  cwd: ROOT, encoding: 'utf8', timeout: 120_000, env: { ...process.env, LOG_LEVEL: 'warn', ...env },
});
const APP_SECRET = randomBytes(32).toString('hex');
const SEARCH = '{ searchRestaurants(input: { page: 1 }) { ... on SearchResult { total items { idUrl name path averagePrice } } } }';
const work = mkdtempSync(path.join(os.tmpdir(), 'mijote-drill-'));
let source: TestServer;
let target: { url: string; drop(): Promise<void> };
let photoUrl: string;
let folder: string;

beforeAll(async () => {
  source = await startTestServer({ APP_SECRET, API_RATE_LIMIT_PER_MINUTE: '100000' });
  const ids = await insertRestaurants(source.db, [restaurantRecord({ externalId: 'garde', name: 'La Sauvegarde' }), restaurantRecord({ externalId: 'copie', name: 'La Copie Conforme' })], source.config.mediaDir);
  const { restaurantId } = await insertOwner(source.db, { email: 'patron@sauvegarde.fr', passwordHash: await hashPassword(PASSWORD) }, { idUrl: ids.get('garde')! });
  await activateSubscription(source.db, restaurantId);
  for (const period of [1, 2]) await issueNext(source.db.options as { url: string }, period);
  const owner = new AccountClient(source);
  await owner.logIn('patron@sauvegarde.fr', PASSWORD, 'restaurateur');
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 10, g: 120, b: 60 } } }).png().toBuffer();
  const uploaded = await fetch(`${source.url}/api/profilePhoto`, { method: 'POST', headers: { 'content-type': 'image/png', authorization: `Bearer ${owner.token}` }, body: new Uint8Array(png) });
  photoUrl = ((await uploaded.json()) as { photo: string }).photo;
  expect(photoUrl).toMatch(/^\/media\//);
  target = await freshDatabase();
}, 180_000);
afterAll(async () => {
  await target?.drop();
  await source?.close();
  rmSync(work, { recursive: true, force: true });
});

/** The next invoice of the one subscription, issued as the billing does (its own transaction, the counter locked). */
async function issueNext(db: { url: string }, periodNumber: number): Promise<string> {
  const ds = createDataSource(db.url, entities);
  await ds.initialize();
  try {
    return await inTransaction(ds, async (m) => {
      const sub = await m.getRepository(SubscriptionEntity).findOneByOrFail({});
      return (await issueInvoice({ db: m }, sub, null, periodNumber, { from: '2026-11-01', to: '2026-11-30' }, [{ label: 'Abonnement', unitHtCents: 6000, discountLabel: null, discountHtCents: 0, period: null, quantity: 1, discountQuantity: 0 }])).number;
    });
  } finally {
    await ds.destroy();
  }
}

describe('npm run backup, then npm run restore into an empty database', () => {
  it('writes one dated folder: the dump, the media, a manifest', () => {
    const run = cli('backup-cli.js', [path.join(work, 'backups')], { DATABASE_URL: source.config.databaseUrl!, MEDIA_DIR: source.config.mediaDir, DATA_DIR: path.join(work, 'data') });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    folder = path.join(work, 'backups', readdirSync(path.join(work, 'backups'))[0]);
    expect(path.basename(folder)).toMatch(/^mijote-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);
    expect(readdirSync(folder).sort()).toEqual(['database.dump', 'manifest.json', 'media']);
  });

  it('refuses a database that is not empty, and a dump altered since', () => {
    const over = cli('restore-cli.js', [folder], { DATABASE_URL: source.config.databaseUrl!, MEDIA_DIR: path.join(work, 'x'), DATA_DIR: path.join(work, 'data') });
    expect(over.status).toBe(1);
    expect(over.stderr).toContain('La base de destination n’est pas vide');
    const copy = path.join(work, 'altered');
    spawnSync('cp', ['-r', folder, copy]);
    writeFileSync(path.join(copy, 'database.dump'), 'pas une sauvegarde');
    const altered = cli('restore-cli.js', [copy], { DATABASE_URL: target.url, MEDIA_DIR: path.join(work, 'x'), DATA_DIR: path.join(work, 'data') });
    expect(altered.status).toBe(1);
    expect(altered.stderr).toContain('altéré');
  });

  it('restores a copy that serves the same pages, signs in, serves the photos and numbers the next invoice without a gap', async () => {
    const media = path.join(work, 'restored-media');
    const run = cli('restore-cli.js', [folder], { DATABASE_URL: target.url, MEDIA_DIR: media, DATA_DIR: path.join(work, 'data') });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const copy = await startInstance(target.url, { APP_SECRET, MEDIA_DIR: media });
    try {
      const [before, after] = await Promise.all([source.gql(SEARCH, {}), fetch(`${copy.url}/graphql`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: SEARCH }),
      }).then((r) => r.json())]);
      // The same data (each answer's budget figures are its own instance's: extensions.cost).
      expect((after as { data: unknown }).data).toEqual((before as { data: unknown }).data);
      expect((before as { data: { searchRestaurants: { total: number } } }).data.searchRestaurants.total).toBe(2);
      const login = await fetch(`${copy.url}/graphql`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation ($p: String!) { logIn(email: "patron@sauvegarde.fr", password: $p, space: restaurateur) { __typename } }', variables: { p: PASSWORD } }),
      });
      expect(((await login.json()) as { data: unknown }).data).toEqual({ logIn: { __typename: 'Session' } });
      const photo = await fetch(`${copy.url}${photoUrl}`);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toContain('image/');
    } finally {
      await copy.stop();
    }
    const numbers: { number: string; year: number }[] = await source.db.query('SELECT number, year FROM invoice ORDER BY sequence');
    const year = numbers[0].year;
    expect(numbers.map((n) => n.number)).toEqual([`${year}-00001`, `${year}-00002`]);
    expect(await issueNext({ url: target.url }, 3)).toBe(`${year}-00003`);
  });
});

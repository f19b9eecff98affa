import type { QueryRunner } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WaitingRestaurantsHaveARequest1795770549955 } from '../../migrations/1795770549955-waiting-restaurants-have-a-request.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../server/src/data/seed/demo-accounts.js';
import { insertRestaurants, restaurantRecord, setRestaurantStatus } from '../factories/restaurants.js';
import { readOutbox } from '../support/outbox.js';
import { AccountClient } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';

/**
 * A restaurant « En attente » is one a publication request waits for (issue 25, docs/adr/0032): imported so, or left so
 * by an older import, it gets its request and area 2 lists it with its actions. No account manages it: nobody is told.
 */
let t: TestServer;
let admin: AccountClient;

const QUEUE = `{ publicationQueue { requestId idUrl name ownerEmail } }`;
const DECIDE = `mutation ($input: PublicationDecisionInput!) { decidePublication(input: $input) { __typename
  ... on PublicationDecided { requestId idUrl status reason } ... on UserError { code message } } }`;
type Gql = { data: Record<string, unknown> | null; errors?: { message: string }[] };
const decide = (c: AccountClient, input: Record<string, unknown>) => c.gql(DECIDE, { input }) as Promise<Gql>;
const statusOf = async (idUrl: string) => (await t.db.query('SELECT status FROM restaurant WHERE id_url = $1', [idUrl]))[0].status;

beforeAll(async () => {
  t = await startTestServer();
  await seedDemoAccounts(t.db, () => {});
  admin = new AccountClient(t);
  expect(await admin.logInAdmin(DEMO_ACCOUNTS[2].email)).toMatchObject({ __typename: 'SecondFactorSession' });
}, 120_000);
afterAll(() => t?.close());

describe('restaurants « En attente » without a request (issue 25)', () => {
  it('an imported listing « En attente » waits in area 2 with its actions; refused, nobody is e-mailed and the decision is logged', async () => {
    const schedule = { lundi: [['12:00', '14:00']], mardi: [], mercredi: [], jeudi: [], vendredi: [], samedi: [], dimanche: [] } as never;
    const added = await insertRestaurants(t.db, [restaurantRecord({ externalId: 'imported-pending', name: 'L’Attente Importée', published: false, datePublished: undefined, status: 'pending', schedule } as never)], t.config.mediaDir);
    const idUrl = added.get('imported-pending')!;
    // Imported again: still one waiting request.
    await insertRestaurants(t.db, [restaurantRecord({ externalId: 'imported-pending', name: 'L’Attente Importée', published: false, datePublished: undefined, status: 'pending', schedule } as never)], t.config.mediaDir);
    const answer = (await admin.gql(QUEUE)) as Gql;
    expect(answer.errors).toBeUndefined();
    const waiting = (answer.data!.publicationQueue as { requestId: number; idUrl: string; ownerEmail: string | null }[]).filter((q) => q.idUrl === idUrl);
    expect(waiting).toHaveLength(1);
    expect(waiting[0].ownerEmail).toBeNull();
    const before = (await readOutbox(t.config.dataDir)).length;
    expect((await decide(admin, { requestId: waiting[0].requestId, accept: false, reason: 'incomplete', details: 'La carte manque.' })).data!.decidePublication).toMatchObject({ status: 'rejected' });
    expect(await statusOf(idUrl)).toBe('rejected');
    // No account manages it: nobody to e-mail.
    expect((await readOutbox(t.config.dataDir)).length).toBe(before);
    const [log] = await t.db.query(`SELECT action FROM moderation_log WHERE target_kind = 'restaurant' AND target_label = 'L’Attente Importée'`);
    expect(log).toEqual({ action: 'publication_rejected' });
  });

  it('the migration gives every restaurant left « En attente » without a request the request it lacked, once', async () => {
    const added = await insertRestaurants(t.db, [restaurantRecord({ externalId: 'left-pending', name: 'Le Laissé En Attente', published: false, datePublished: undefined })], t.config.mediaDir);
    const idUrl = added.get('left-pending')!;
    await setRestaurantStatus(t.db, idUrl, 'pending');
    const migration = new WaitingRestaurantsHaveARequest1795770549955();
    const runner = { query: (sql: string) => t.db.query(sql) } as unknown as QueryRunner;
    await migration.up(runner);
    await migration.up(runner);
    const requests = await t.db.query(`SELECT q.status FROM publication_request q JOIN restaurant r ON r.id = q.restaurant_id WHERE r.id_url = $1`, [idUrl]);
    expect(requests).toEqual([{ status: 'pending' }]);
    const queue = ((await admin.gql(QUEUE)) as Gql).data!.publicationQueue as { idUrl: string }[];
    expect(queue.map((q) => q.idUrl)).toContain(idUrl);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_ACTIONS, MODERATION_LOG_MESSAGES } from '../../common/moderation-rules.js';
import { PUBLICATION_DECISION_MESSAGES, PUBLICATION_REJECTION_MESSAGES, PUBLICATION_REJECTION_REASONS } from '../../common/publication-rules.js';
import { hashPassword } from '../../server/src/auth/passwords.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../server/src/data/seed/demo-accounts.js';
import { PUBLICATION_MAIL_SUBJECTS } from '../../server/src/modules/mail/mail.templates.js';
import { giveRestaurant, insertAccount } from '../factories/accounts.js';
import { completeRestaurant, pendingRequest } from '../factories/publication.js';
import { insertRestaurants, restaurantRecord } from '../factories/restaurants.js';
import { messagesFor } from '../support/outbox.js';
import { AccountClient, PASSWORD } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';

/**
 * Area 2 of the administration (issue 13) through real HTTP on real PostgreSQL: the publication queue, oldest first,
 * with SPEC §5 checked again; accept and reject (a listed ground, details, French refusals); every decision in the
 * moderation log, which no path can change or delete; the admin alone may read or decide.
 */
let t: TestServer;
let ids: Map<string, string>;
const clients = {} as Record<'admin' | 'owner' | 'customer' | 'visitor', AccountClient>;

const QUEUE = `{ publicationQueue { requestId requestedAt idUrl name city ownerName ownerEmail previewPath missing } }`;
const DECIDE = `mutation ($input: PublicationDecisionInput!) { decidePublication(input: $input) { __typename
  ... on PublicationDecided { requestId idUrl status reason } ... on UserError { code message } ... on InvalidInputError { field } } }`;
const LOG = `query ($before: Int) { moderationLog(before: $before) { id at actor action actionLabel targetKind targetId targetLabel reason } }`;
type Gql = { data: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
const codes = (r: Gql) => r.errors?.map((e) => e.extensions?.code);
const decide = (c: AccountClient, input: Record<string, unknown>) => c.gql(DECIDE, { input }) as Promise<Gql>;
const statusOf = async (idUrl: string) => (await t.db.query('SELECT status FROM restaurant WHERE id_url = $1', [idUrl]))[0].status;

beforeAll(async () => {
  t = await startTestServer();
  const schedule = { lundi: [['12:00', '14:00']], mardi: [], mercredi: [], jeudi: [], vendredi: [['19:00', '23:00']], samedi: [], dimanche: [] } as never;
  ids = await insertRestaurants(t.db, [
    restaurantRecord({ externalId: 'first', name: 'La Première Demande', published: false, datePublished: undefined, schedule }),
    restaurantRecord({ externalId: 'second', name: 'La Seconde Demande', published: false, datePublished: undefined, schedule }),
    restaurantRecord({ externalId: 'third', name: 'La Troisième Demande', published: false, datePublished: undefined, schedule }),
  ], t.config.mediaDir);
  await seedDemoAccounts(t.db, () => {});
  const ownerId = await insertAccount(t.db, { email: 'patron@demandes.fr', role: 'restaurateur', firstName: 'Paul', lastName: 'Durand', passwordHash: await hashPassword(PASSWORD) });
  for (const key of ['first', 'second', 'third']) {
    await giveRestaurant(t.db, ownerId, { idUrl: ids.get(key)! });
    if (key !== 'third') await completeRestaurant(t.db, ids.get(key)!);
    await pendingRequest(t.db, ids.get(key)!);
  }
  clients.admin = new AccountClient(t);
  expect(await clients.admin.logInAdmin(DEMO_ACCOUNTS[2].email)).toMatchObject({ __typename: 'SecondFactorSession' });
  clients.owner = new AccountClient(t);
  await clients.owner.logIn('patron@demandes.fr', PASSWORD, 'restaurateur');
  clients.customer = new AccountClient(t);
  await clients.customer.logIn(DEMO_ACCOUNTS[0].email, PASSWORD, 'customer');
  clients.visitor = new AccountClient(t);
}, 120_000);
afterAll(() => t?.close());

describe('area 2: publication requests', () => {
  it('lists the waiting requests oldest first, with the preview and what SPEC §5 still lacks', async () => {
    const queue = ((await clients.admin.gql(QUEUE)) as Gql).data!.publicationQueue as { idUrl: string; name: string; ownerName: string; ownerEmail: string; previewPath: string; missing: string[] }[];
    expect(queue.map((q) => q.name)).toEqual(['La Première Demande', 'La Seconde Demande', 'La Troisième Demande']);
    expect(queue[0]).toMatchObject({ ownerName: 'Paul Durand', ownerEmail: 'patron@demandes.fr', missing: [] });
    expect(queue[2].missing).toEqual(['menu', 'devanture', 'filters']);
    // The preview opens the unpublished page.
    const token = decodeURIComponent(queue[0].previewPath.split('/').pop()!).split('_').slice(2).join('_');
    const page = (await t.gql(`query ($id: String!, $token: String) { restaurant(idUrl: $id, previewToken: $token) { __typename ... on Restaurant { name published } } }`, { id: ids.get('first'), token })) as Gql;
    expect(page.data!.restaurant).toEqual({ __typename: 'Restaurant', name: 'La Première Demande', published: false });
  });

  it('refuses a rejection without a listed ground, or « Autre motif » without details, in French', async () => {
    const [first] = ((await clients.admin.gql(QUEUE)) as Gql).data!.publicationQueue as { requestId: number }[];
    expect((await decide(clients.admin, { requestId: first.requestId, accept: false, reason: 'flou' })).data!.decidePublication)
      .toEqual({ __typename: 'InvalidInputError', code: 'INVALID_INPUT', message: PUBLICATION_REJECTION_MESSAGES.reasonUnknown, field: 'reason' });
    expect((await decide(clients.admin, { requestId: first.requestId, accept: false, reason: 'other', details: '  ' })).data!.decidePublication)
      .toMatchObject({ code: 'INVALID_INPUT', message: PUBLICATION_REJECTION_MESSAGES.detailsRequired });
    expect((await decide(clients.admin, { requestId: first.requestId, accept: false, reason: 'photos', details: 'x'.repeat(1000) })).data!.decidePublication)
      .toMatchObject({ code: 'INVALID_INPUT', message: PUBLICATION_DECISION_MESSAGES.reasonTooLong });
    expect((await decide(clients.admin, { requestId: 2_147_483_647, accept: true })).data!.decidePublication).toMatchObject({ __typename: 'NotFoundError' });
    expect(await statusOf(ids.get('first')!)).toBe('pending');
  });

  it('accepts: the page is published and in search, the owner e-mailed, the decision logged', async () => {
    const [first] = ((await clients.admin.gql(QUEUE)) as Gql).data!.publicationQueue as { requestId: number }[];
    expect((await decide(clients.admin, { requestId: first.requestId, accept: true })).data!.decidePublication)
      .toEqual({ __typename: 'PublicationDecided', requestId: first.requestId, idUrl: ids.get('first'), status: 'accepted', reason: null });
    expect(await statusOf(ids.get('first')!)).toBe('published');
    const search = (await t.gql(`{ searchRestaurants(input: { name: "Première Demande" }) { ... on SearchResult { closest items { name } } } }`)) as Gql;
    expect(JSON.stringify(search.data)).toContain('La Première Demande');
    expect((await messagesFor(t.config.dataDir, 'patron@demandes.fr')).map((m) => m.subject)).toContain(PUBLICATION_MAIL_SUBJECTS.accepted);
    // Decided once only.
    expect((await decide(clients.admin, { requestId: first.requestId, accept: true })).data!.decidePublication).toMatchObject({ code: 'CONFLICT', message: PUBLICATION_DECISION_MESSAGES.notPending });
  });

  it('rejects for a ground with details: the owner reads both on the dashboard and in the e-mail; an incomplete page cannot be accepted', async () => {
    const queue = ((await clients.admin.gql(QUEUE)) as Gql).data!.publicationQueue as { requestId: number; idUrl: string }[];
    const second = queue.find((q) => q.idUrl === ids.get('second'))!;
    const third = queue.find((q) => q.idUrl === ids.get('third'))!;
    const reason = `${PUBLICATION_REJECTION_REASONS.photos} : la devanture est floue.`;
    expect((await decide(clients.admin, { requestId: second.requestId, accept: false, reason: 'photos', details: ' la devanture est floue. ' })).data!.decidePublication)
      .toMatchObject({ status: 'rejected', reason });
    const info = (await clients.owner.gql(`{ publicationInfo(restaurant: "${ids.get('second')}") { status rejectionReason } }`)) as Gql;
    expect(info.data!.publicationInfo).toEqual({ status: 'rejected', rejectionReason: reason });
    const mail = (await messagesFor(t.config.dataDir, 'patron@demandes.fr')).find((m) => m.subject === PUBLICATION_MAIL_SUBJECTS.rejected);
    expect(mail?.text).toContain('la devanture est floue.');
    expect((await decide(clients.admin, { requestId: third.requestId, accept: true })).data!.decidePublication).toMatchObject({ code: 'INCOMPLETE', message: PUBLICATION_DECISION_MESSAGES.incompleteNow });
    expect(((await clients.admin.gql(QUEUE)) as Gql).data!.publicationQueue).toHaveLength(1);
  });
});

describe('the moderation log', () => {
  it('holds every decision with who, what and why, newest first', async () => {
    // The test's own admin queries read e-mails outside the site's documents: the log notes them (docs/adr/0053); the
    // decisions are what this test is about.
    const decisionsOnly = (entries: Record<string, unknown>[]) => entries.filter((e) => e.action !== 'personal_data_read');
    const log = decisionsOnly(((await clients.admin.gql(LOG)) as Gql).data!.moderationLog as Record<string, unknown>[]);
    expect(log.map(({ action, actionLabel, targetLabel, actor }) => ({ action, actionLabel, targetLabel, actor }))).toEqual([
      { action: 'publication_rejected', actionLabel: MODERATION_ACTIONS.publication_rejected, targetLabel: 'La Seconde Demande', actor: DEMO_ACCOUNTS[2].email },
      { action: 'publication_accepted', actionLabel: MODERATION_ACTIONS.publication_accepted, targetLabel: 'La Première Demande', actor: DEMO_ACCOUNTS[2].email },
    ]);
    expect(log[0].reason).toContain('la devanture est floue.');
    const older = decisionsOnly(((await clients.admin.gql(LOG, { before: log[0].id })) as Gql).data!.moderationLog as Record<string, unknown>[]);
    expect(older).toHaveLength(1);
  });

  it('cannot be changed or deleted, even by the database owner, and outlives what it names', async () => {
    // write under test
    for (const sql of ['UPDATE moderation_log SET reason = NULL', 'DELETE FROM moderation_log', 'TRUNCATE moderation_log']) {
      await expect(t.db.query(sql)).rejects.toThrow(MODERATION_LOG_MESSAGES.appendOnly);
    }
    // write under test: what the log names disappears
    await t.db.query('DELETE FROM restaurant WHERE id_url = $1', [ids.get('second')]);
    await t.db.query(`DELETE FROM app_user WHERE email = $1`, [DEMO_ACCOUNTS[2].email]).catch(() => undefined); // write under test
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM moderation_log WHERE target_label = 'La Seconde Demande'`);
    expect(n).toBe(1);
  });
});

describe('who may moderate', () => {
  it('refuses the queue, the decision and the log to a restaurateur, a customer and a visitor', async () => {
    for (const [who, code] of [['owner', 'FORBIDDEN'], ['customer', 'FORBIDDEN'], ['visitor', 'UNAUTHENTICATED']] as const) {
      expect(codes((await clients[who].gql(QUEUE)) as Gql)).toEqual([code]);
      expect(codes((await clients[who].gql(LOG)) as Gql)).toEqual([code]);
      expect(codes(await decide(clients[who], { requestId: 1, accept: true }))).toEqual([code]);
    }
  });
});

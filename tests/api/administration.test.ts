import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMINISTRATION_MESSAGES, DIRECTORY_PAGE_SIZE } from '../../common/administration-rules.js';
import { STATISTICS_MESSAGES } from '../../common/statistics-rules.js';
import { hashPassword } from '../../server/src/auth/passwords.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../server/src/db/seed/demo-accounts.js';
import { PUBLICATION_MAIL_SUBJECTS } from '../../server/src/modules/mail/mail.templates.js';
import { insertRestaurants, restaurantRecord } from '../factories/restaurants.js';
import { activateSubscription } from '../factories/subscriptions.js';
import { messagesFor } from '../support/outbox.js';
import { AccountClient, PASSWORD } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';

/**
 * Area 1 of the administration (issue 13) through real HTTP on real PostgreSQL: the directory (search, sort, pages),
 * a restaurant's file (owner, subscription, statistics, history) and taking a page off line and back — gone from search
 * and its page, the owner e-mailed the reason, both decisions logged; admin only.
 */
let t: TestServer;
let ids: Map<string, string>;
const clients = {} as Record<'admin' | 'owner' | 'customer' | 'visitor', AccountClient>;

const DIRECTORY = `query ($input: DirectoryInput!) { directoryRestaurants(input: $input) { __typename
  ... on DirectoryPage { total page pageCount items { idUrl name city status ownerEmail subscription } } ... on UserError { code message } ... on InvalidInputError { field } } }`;
const FILE = `query ($idUrl: String!, $days: Int!) { restaurantFile(idUrl: $idUrl, days: $days) { __typename
  ... on RestaurantFileView { restaurant { name status ownerEmail subscription } previewPath periodEnd cardLastDigits invoices { number } requests { status }
    log { actionLabel reason actor } statistics { period current { views } } }
  ... on UserError { code message } } }`;
const SET_ONLINE = `mutation ($input: RestaurantOnlineInput!) { setRestaurantOnline(input: $input) { __typename
  ... on RestaurantOnlineChanged { idUrl status } ... on UserError { code message } ... on InvalidInputError { field } } }`;
type Gql = { data: Record<string, Record<string, unknown>> | null; errors?: { extensions?: { code?: string } }[] };
const codes = (r: Gql) => r.errors?.map((e) => e.extensions?.code);
const directory = async (input: Record<string, unknown>, c = clients.admin) => (await c.gql(DIRECTORY, { input })) as Gql;
const setOnline = async (input: Record<string, unknown>, c = clients.admin) => (await c.gql(SET_ONLINE, { input })) as Gql;

beforeAll(async () => {
  t = await startTestServer();
  const records = Array.from({ length: 30 }, (_, i) => restaurantRecord({ externalId: `annu-${i}`, name: `Annuaire ${String(i).padStart(2, '0')}` }));
  ids = await insertRestaurants(t.db, [...records, restaurantRecord({ externalId: 'target', name: 'La Cible du Contrôle' })], t.config.mediaDir);
  await seedDemoAccounts(t.db, () => {});
  const [{ id }] = await t.db.query(`INSERT INTO app_user (email, role, first_name, last_name, password_hash, email_verified) VALUES ('patron@cible.fr', 'restaurateur', 'Léon', 'Cible', $1, true) RETURNING id`, [await hashPassword(PASSWORD)]);
  await t.db.query('UPDATE restaurant SET owner_id = $1 WHERE id_url = $2', [id, ids.get('target')]);
  const [{ id: rid }] = await t.db.query('SELECT id FROM restaurant WHERE id_url = $1', [ids.get('target')]);
  await activateSubscription(t.db, rid);
  clients.admin = new AccountClient(t);
  await clients.admin.logIn(DEMO_ACCOUNTS[2].email, PASSWORD, 'admin');
  clients.owner = new AccountClient(t);
  await clients.owner.logIn('patron@cible.fr', PASSWORD, 'restaurateur');
  clients.customer = new AccountClient(t);
  await clients.customer.logIn(DEMO_ACCOUNTS[0].email, PASSWORD, 'customer');
  clients.visitor = new AccountClient(t);
}, 120_000);
afterAll(() => t?.close());

describe('area 1: the directory', () => {
  it('searches names, communes and owners’ e-mails, sorts and pages by 25', async () => {
    const all = (await directory({ search: 'Annuaire', sort: 'name' })).data!.directoryRestaurants;
    expect(all).toMatchObject({ __typename: 'DirectoryPage', total: 30, page: 1, pageCount: 2 });
    const items = all.items as { name: string }[];
    expect(items).toHaveLength(DIRECTORY_PAGE_SIZE);
    expect(items[0].name).toBe('Annuaire 00');
    const second = (await directory({ search: 'annuaire', sort: 'name', descending: true, page: 2 })).data!.directoryRestaurants;
    expect((second.items as { name: string }[]).map((i) => i.name)).toEqual(['Annuaire 04', 'Annuaire 03', 'Annuaire 02', 'Annuaire 01', 'Annuaire 00']);
    const owner = (await directory({ search: 'patron@cible' })).data!.directoryRestaurants;
    expect(owner.items).toEqual([{ idUrl: ids.get('target'), name: 'La Cible du Contrôle', city: 'Angers', status: 'published', ownerEmail: 'patron@cible.fr', subscription: 'active' }]);
    // A search's % and _ are letters, not patterns.
    expect((await directory({ search: '%' })).data!.directoryRestaurants).toMatchObject({ total: 0 });
  });

  it('refuses an unknown sort, a long search and a bad page in French', async () => {
    expect((await directory({ sort: 'owner_id; DROP TABLE restaurant' })).data!.directoryRestaurants).toEqual({ __typename: 'InvalidInputError', code: 'INVALID_INPUT', message: ADMINISTRATION_MESSAGES.sortInvalid, field: 'sort' });
    expect((await directory({ search: 'x'.repeat(81) })).data!.directoryRestaurants).toMatchObject({ message: ADMINISTRATION_MESSAGES.searchTooLong });
    expect((await directory({ page: 0 })).data!.directoryRestaurants).toMatchObject({ message: ADMINISTRATION_MESSAGES.pageInvalid });
  });

  it('opens a restaurant’s file with its owner, subscription and statistics; never a card number', async () => {
    const file = (await clients.admin.gql(FILE, { idUrl: ids.get('target'), days: 7 })) as Gql;
    expect(file.data!.restaurantFile).toMatchObject({
      __typename: 'RestaurantFileView', restaurant: { name: 'La Cible du Contrôle', status: 'published', ownerEmail: 'patron@cible.fr', subscription: 'active' },
      cardLastDigits: '44', statistics: { period: 7, current: { views: 0 } },
    });
    expect(((await clients.admin.gql(FILE, { idUrl: ids.get('target'), days: 8 })) as Gql).data!.restaurantFile).toMatchObject({ message: STATISTICS_MESSAGES.periodInvalid });
    expect(((await clients.admin.gql(FILE, { idUrl: 'zzzzzzzz', days: 7 })) as Gql).data!.restaurantFile).toMatchObject({ __typename: 'NotFoundError' });
  });
});

describe('area 1: taking a page off line and back', () => {
  const target = () => ids.get('target')!;
  const published = async () => ((await t.gql(`{ restaurant(idUrl: "${target()}") { __typename } }`)) as Gql).data!.restaurant.__typename;

  it('needs a reason the owner can read', async () => {
    expect((await setOnline({ idUrl: target(), online: false, reason: 'non' })).data!.setRestaurantOnline).toMatchObject({ code: 'INVALID_INPUT', message: ADMINISTRATION_MESSAGES.reasonRequired, field: 'reason' });
    expect((await setOnline({ idUrl: target(), online: true, reason: 'Page vérifiée, tout est en ordre.' })).data!.setRestaurantOnline).toMatchObject({ code: 'CONFLICT', message: ADMINISTRATION_MESSAGES.notOffline });
  });

  it('off line: gone from its page and search, the owner told why on the dashboard and by e-mail; back on line likewise; both logged', async () => {
    const reason = 'Les photos de la carte ne correspondent pas à ce restaurant.';
    expect((await setOnline({ idUrl: target(), online: false, reason })).data!.setRestaurantOnline).toEqual({ __typename: 'RestaurantOnlineChanged', idUrl: target(), status: 'offline' });
    expect(await published()).toBe('NotFoundError');
    const search = (await t.gql(`{ searchRestaurants(input: { name: "Cible du Contrôle" }) { ... on SearchResult { closest items { name } } } }`)) as Gql;
    expect(JSON.stringify(search.data)).not.toContain('La Cible du Contrôle');
    expect(((await clients.owner.gql(`{ publicationInfo(restaurant: "${target()}") { status rejectionReason } }`)) as Gql).data!.publicationInfo).toEqual({ status: 'offline', rejectionReason: reason });
    expect((await messagesFor(t.config.dataDir, 'patron@cible.fr')).find((m) => m.subject === PUBLICATION_MAIL_SUBJECTS.offline)?.text).toContain(reason);
    expect((await setOnline({ idUrl: target(), online: false, reason })).data!.setRestaurantOnline).toMatchObject({ code: 'CONFLICT', message: ADMINISTRATION_MESSAGES.notPublished });

    expect((await setOnline({ idUrl: target(), online: true, reason: 'Les photos ont été remplacées par le restaurateur.' })).data!.setRestaurantOnline).toMatchObject({ status: 'published' });
    expect(await published()).toBe('Restaurant');
    expect((await messagesFor(t.config.dataDir, 'patron@cible.fr')).map((m) => m.subject)).toContain(PUBLICATION_MAIL_SUBJECTS.online);
    const file = ((await clients.admin.gql(FILE, { idUrl: target(), days: 7 })) as Gql).data!.restaurantFile as { log: { actionLabel: string; reason: string; actor: string }[] };
    expect(file.log).toEqual([
      { actionLabel: 'Page remise en ligne', reason: 'Les photos ont été remplacées par le restaurateur.', actor: DEMO_ACCOUNTS[2].email },
      { actionLabel: 'Page mise hors ligne', reason, actor: DEMO_ACCOUNTS[2].email },
    ]);
  });
});

describe('who may run the directory', () => {
  it('refuses the directory, the file and the action to a restaurateur, a customer and a visitor', async () => {
    for (const [who, code] of [['owner', 'FORBIDDEN'], ['customer', 'FORBIDDEN'], ['visitor', 'UNAUTHENTICATED']] as const) {
      expect(codes(await directory({}, clients[who]))).toEqual([code]);
      expect(codes((await clients[who].gql(FILE, { idUrl: ids.get('target'), days: 7 })) as Gql)).toEqual([code]);
      expect(codes(await setOnline({ idUrl: ids.get('target'), online: false, reason: 'Un motif assez long.' }, clients[who]))).toEqual([code]);
    }
    expect(await t.db.query(`SELECT status FROM restaurant WHERE id_url = $1`, [ids.get('target')])).toEqual([{ status: 'published' }]);
  });
});

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../common/account-rules.js';
import { ACCOUNT_ADMIN_MESSAGES, ADMINISTRATION_MESSAGES, DIRECTORY_PAGE_SIZE } from '../../common/administration-rules.js';
import { REGISTRATION_MESSAGES } from '../../common/registration-rules.js';
import { STATISTICS_MESSAGES } from '../../common/statistics-rules.js';
import { MESSAGES } from '../../common/validation.js';
import { hashPassword } from '../../server/src/auth/passwords.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../server/src/data/seed/demo-accounts.js';
import { ACCOUNT_MODERATION_SUBJECTS, MAIL_SUBJECTS, PUBLICATION_MAIL_SUBJECTS } from '../../server/src/modules/mail/mail.templates.js';
import { insertRestaurants, restaurantRecord } from '../factories/restaurants.js';
import { activateSubscription } from '../factories/subscriptions.js';
import { insertOwner } from '../factories/accounts.js';
import { pendingRequest } from '../factories/publication.js';
import { latestCodeFor, messagesFor } from '../support/outbox.js';
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
  const { restaurantId: rid } = await insertOwner(t.db, { email: 'patron@cible.fr', firstName: 'Léon', lastName: 'Cible', passwordHash: await hashPassword(PASSWORD) }, { idUrl: ids.get('target')! });
  await activateSubscription(t.db, rid);
  clients.admin = new AccountClient(t);
  expect(await clients.admin.logInAdmin(DEMO_ACCOUNTS[2].email)).toMatchObject({ __typename: 'SecondFactorSession' });
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
    // Its address now only says it is no longer on line, with restaurants around it (ADR 0031).
    expect(await published()).toBe('RestaurantOffline');
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

describe('area 1: accounts', () => {
  const ACCOUNTS = `query ($input: AccountsInput!) { directoryAccounts(input: $input) { __typename
    ... on AccountsPage { total items { id email name role emailVerified disabled restaurantName } } ... on UserError { code message } } }`;
  const DISABLE = `mutation ($input: AccountDisabledInput!) { setAccountDisabled(input: $input) { __typename
    ... on AccountDisabledChanged { userId disabled } ... on UserError { code message } } }`;
  const RESEND = `mutation ($id: Int!) { resendVerification(userId: $id) { __typename ... on VerificationResent { message } ... on UserError { code message } } }`;
  const find = async (search: string) => (((await clients.admin.gql(ACCOUNTS, { input: { search } })) as Gql).data!.directoryAccounts.items as { id: number; email: string; role: string; disabled: boolean; restaurantName: string | null }[]);

  it('finds accounts by e-mail or name, with no password anywhere', async () => {
    const [owner] = await find('patron@cible');
    expect(owner).toMatchObject({ email: 'patron@cible.fr', role: 'restaurateur', disabled: false, restaurantName: 'La Cible du Contrôle' });
    expect((await find('Léon Cible')).map((a) => a.email)).toEqual(['patron@cible.fr']);
    expect(JSON.stringify(await clients.admin.gql(ACCOUNTS, { input: { search: '' } }))).not.toMatch(/argon2|password/i);
  });

  it('disables an account: its sessions end at once, it cannot sign in again, it is told why; re-enabled, it signs in; both logged', async () => {
    const c = new AccountClient(t);
    await c.createVerifiedCustomer('gourmand@exemple.fr');
    expect(((await c.gql('{ me { email } }')) as Gql).data!.me).toMatchObject({ email: 'gourmand@exemple.fr' });
    const [account] = await find('gourmand@exemple.fr');
    expect(((await clients.admin.gql(DISABLE, { input: { userId: account.id, disabled: true, reason: 'court' } })) as Gql).data!.setAccountDisabled).toMatchObject({ code: 'INVALID_INPUT' });
    const reason = 'Avis injurieux répétés malgré nos avertissements.';
    expect(((await clients.admin.gql(DISABLE, { input: { userId: account.id, disabled: true, reason } })) as Gql).data!.setAccountDisabled).toEqual({ __typename: 'AccountDisabledChanged', userId: account.id, disabled: true });
    // The bearer it held stops working, and signing in again is refused in French.
    expect(((await c.gql('{ me { email } }')) as Gql).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await new AccountClient(t).logIn('gourmand@exemple.fr')).toEqual({ __typename: 'ActionError', code: 'LOGIN_FAILED', message: ACCOUNT_MESSAGES.accountDisabled });
    expect((await messagesFor(t.config.dataDir, 'gourmand@exemple.fr')).find((m) => m.subject === ACCOUNT_MODERATION_SUBJECTS.disabled)?.text).toContain(reason);
    expect(((await clients.admin.gql(DISABLE, { input: { userId: account.id, disabled: true, reason } })) as Gql).data!.setAccountDisabled).toMatchObject({ code: 'CONFLICT', message: ACCOUNT_ADMIN_MESSAGES.alreadyDisabled });

    expect(((await clients.admin.gql(DISABLE, { input: { userId: account.id, disabled: false, reason: 'Contestation reçue et acceptée.' } })) as Gql).data!.setAccountDisabled).toMatchObject({ disabled: false });
    expect(await new AccountClient(t).logIn('gourmand@exemple.fr')).toMatchObject({ __typename: 'Session' });
    const log = ((await clients.admin.gql('{ moderationLog { actionLabel targetLabel reason } }')) as Gql).data!.moderationLog as unknown as { actionLabel: string; targetLabel: string }[];
    expect(log.slice(0, 2).map((e) => [e.actionLabel, e.targetLabel])).toEqual([['Compte réactivé', 'gourmand@exemple.fr'], ['Compte désactivé', 'gourmand@exemple.fr']]);
  });

  it('leaves admin accounts alone and resends a verification code only to an unverified address', async () => {
    const [admin] = await find(DEMO_ACCOUNTS[2].email);
    expect(((await clients.admin.gql(DISABLE, { input: { userId: admin.id, disabled: true, reason: 'Un motif assez long.' } })) as Gql).data!.setAccountDisabled).toMatchObject({ code: 'CONFLICT', message: ACCOUNT_ADMIN_MESSAGES.adminUntouchable });
    const c = new AccountClient(t);
    await c.signUp('pas.encore@exemple.fr');
    const [unverified] = await find('pas.encore@exemple.fr');
    const before = (await messagesFor(t.config.dataDir, 'pas.encore@exemple.fr')).length;
    expect(((await clients.admin.gql(RESEND, { id: unverified.id })) as Gql).data!.resendVerification).toEqual({ __typename: 'VerificationResent', message: ACCOUNT_ADMIN_MESSAGES.verificationSent });
    expect((await messagesFor(t.config.dataDir, 'pas.encore@exemple.fr')).length).toBe(before + 1);
    const [owner] = await find('patron@cible');
    expect(((await clients.admin.gql(RESEND, { id: owner.id })) as Gql).data!.resendVerification).toMatchObject({ code: 'CONFLICT', message: ACCOUNT_ADMIN_MESSAGES.alreadyVerified });
  });

  it('refuses the accounts’ tools to a restaurateur, a customer and a visitor', async () => {
    for (const [who, code] of [['owner', 'FORBIDDEN'], ['customer', 'FORBIDDEN'], ['visitor', 'UNAUTHENTICATED']] as const) {
      expect(codes((await clients[who].gql(ACCOUNTS, { input: {} })) as Gql)).toEqual([code]);
      expect(codes((await clients[who].gql(DISABLE, { input: { userId: 1, disabled: true, reason: 'Un motif assez long.' } })) as Gql)).toEqual([code]);
      expect(codes((await clients[who].gql(RESEND, { id: 1 })) as Gql)).toEqual([code]);
    }
  });
});

describe('area 1: the directory’s figures', () => {
  const FIGURES = `{ directoryFigures { byStatus { key count } byCity { key count } subscriptions { key count } revenue { month htCents vatCents ttcCents invoices }
    waitingRequests oldestWaitingHours averageWaitingHours } }`;

  it('counts restaurants by state and commune, subscriptions, 12 months of invoiced revenue and the waiting requests, as the tables hold them', async () => {
    await pendingRequest(t.db, ids.get('annu-3')!, 30);
    const f = ((await clients.admin.gql(FIGURES)) as Gql).data!.directoryFigures as unknown as {
      byStatus: { key: string; count: number }[]; byCity: { key: string; count: number }[]; subscriptions: { key: string; count: number }[];
      revenue: { month: string; ttcCents: number; invoices: number }[]; waitingRequests: number; oldestWaitingHours: number;
    };
    const [{ published }] = await t.db.query(`SELECT count(*)::int AS published FROM restaurant WHERE status = 'published'`);
    expect(f.byStatus.find((s) => s.key === 'published')?.count).toBe(published);
    expect(f.byStatus.find((s) => s.key === 'pending')?.count).toBe(1);
    expect(f.byCity[0]).toEqual({ key: 'Angers', count: published });
    expect(f.subscriptions).toEqual([{ key: 'active', count: 1 }]);
    expect(f.revenue).toHaveLength(12);
    const [{ ttc, n }] = await t.db.query(`SELECT coalesce(sum(total_ttc_cents), 0)::int AS ttc, count(*)::int AS n FROM invoice`);
    expect(f.revenue.reduce((s, m) => s + m.ttcCents, 0)).toBe(ttc);
    expect(f.revenue.reduce((s, m) => s + m.invoices, 0)).toBe(n);
    expect(f).toMatchObject({ waitingRequests: 1, oldestWaitingHours: 30 });
    expect(codes((await clients.customer.gql(FIGURES)) as Gql)).toEqual(['FORBIDDEN']);
  });
});

describe('area 1: a registration link hands a listed restaurant to its manager', () => {
  const SEND = `mutation ($input: RegistrationLinkInput!) { sendRegistrationLink(input: $input) { __typename
    ... on RegistrationLinkSent { message } ... on UserError { code message } ... on InvalidInputError { field } } }`;
  const LINKS = `query ($idUrl: String!) { restaurantFile(idUrl: $idUrl, days: 7) { ... on RestaurantFileView { restaurant { ownerEmail status }
    registrationLinks { email accountCreated handedOver } } } }`;
  const send = async (idUrl: string, email: string, c = clients.admin) => ((await c.gql(SEND, { input: { idUrl, email } })) as Gql);
  const ACCOUNT = { name: 'Gérant', firstname: 'Hugo', password: PASSWORD, birthDate: '1979-03-02' };
  const PLACE = { address: '3 place du Ralliement', city: 'Angers', postalCode: '49100', phone: '0241000001', lat: 47.4712, lng: -0.5518, newsletter: false, terms: true };
  async function tokenFor(email: string): Promise<string> {
    const mail = (await messagesFor(t.config.dataDir, email)).reverse().find((m) => m.subject === MAIL_SUBJECTS.registrationLink)!;
    return new URL(/^(https?:\/\/\S+)$/m.exec(mail.text)![1]).searchParams.get('token')!;
  }
  /** Step 1: the account, whose own session then carries the wizard on (the link alone no longer does, issue 24). */
  async function createAccount(token: string, email: string): Promise<AccountClient> {
    expect((await t.post('/send-code/verif-mail', { token, email, needVerif: true })).body).toMatchObject({ success: true });
    const c = new AccountClient(t);
    expect((await c.api('POST', '/registerTemp', { token, email, code: await latestCodeFor(t.config.dataDir, email), ...ACCOUNT })).body).toMatchObject({ success: true });
    c.token = ((await c.api('POST', '/tokenRestau', {})).body as { accessToken: string }).accessToken;
    return c;
  }

  it('mails the manager a link that shows the listed page, and step 2 hands that page (still online) to the new account', async () => {
    const idUrl = ids.get('annu-20')!;
    const [before] = await t.db.query(`SELECT id, name, status, street, phone FROM restaurant WHERE id_url = $1`, [idUrl]);
    const [{ n: restaurants }] = await t.db.query(`SELECT count(*)::int AS n FROM restaurant`);
    const sent = (await send(idUrl, ' Gerant@Annuaire20.fr ')).data!.sendRegistrationLink;
    expect(sent).toEqual({ __typename: 'RegistrationLinkSent', message: ADMINISTRATION_MESSAGES.linkSent('gerant@annuaire20.fr', 7) });
    const mail = (await messagesFor(t.config.dataDir, 'gerant@annuaire20.fr')).find((m) => m.subject === MAIL_SUBJECTS.registrationLink)!;
    expect(mail.text).toContain(`${before.name} figure déjà sur Mijote`);
    const token = await tokenFor('gerant@annuaire20.fr');
    expect((await t.post('/getStartInscription', { token })).body).toMatchObject({ code: 'start', data: { email: 'gerant@annuaire20.fr', namer: before.name, city: 'Angers' } });

    const manager = await createAccount(token, 'gerant@annuaire20.fr');
    const second = await manager.api('POST', '/registerTempSecond', { token, name: before.name, ...PLACE });
    expect(second.status).toBe(200);
    const login = (second.body as { login: { idr: number; idrestaurant: number } }).login;
    expect(login.idrestaurant).toBe(before.id);
    // Handed over as the directory lists it (docs/adr/0022): the step's address and phone wait for the card check.
    const [after] = await t.db.query(`SELECT owner_id, status, street, phone FROM restaurant WHERE id = $1`, [before.id]);
    expect(after).toEqual({ owner_id: login.idr, status: 'published', street: before.street, phone: before.phone });
    expect((await t.db.query(`SELECT count(*)::int AS n FROM restaurant`))[0].n).toBe(restaurants);
    // The step revisited keeps the same page, which stays online, unchanged.
    expect((await manager.api('POST', '/registerTempSecond', { token, name: before.name, ...PLACE, phone: '0241000002' })).status).toBe(200);
    expect((await t.db.query(`SELECT status, phone FROM restaurant WHERE id = $1`, [before.id]))[0]).toEqual({ status: 'published', phone: before.phone });
    expect((await t.post('/getStartInscription', { token })).body).toMatchObject({ code: 'complete' });

    const file = ((await clients.admin.gql(LINKS, { idUrl })) as Gql).data!.restaurantFile;
    expect(file).toEqual({ restaurant: { ownerEmail: 'gerant@annuaire20.fr', status: 'published' }, registrationLinks: [{ email: 'gerant@annuaire20.fr', accountCreated: true, handedOver: true }] });
    // A managed restaurant gets no more links.
    expect((await send(idUrl, 'autre@annuaire20.fr')).data!.sendRegistrationLink).toEqual({ __typename: 'ActionError', code: 'CONFLICT', message: ADMINISTRATION_MESSAGES.ownerExists });
  });

  it('keeps a page claimed through a link on line as listed until the card check: the new owner\'s edits are refused in French, then allowed (issue 24, ADR 0022)', async () => {
    const idUrl = ids.get('annu-23')!;
    const PAGE = `SELECT name, street, phone, status, biography, is_resa_phone, booking_url, date_update FROM restaurant WHERE id_url = $1`;
    const [listed] = await t.db.query(PAGE, [idUrl]);
    expect(listed.status).toBe('published');
    await send(idUrl, 'gerant@annuaire23.fr');
    const token = await tokenFor('gerant@annuaire23.fr');
    const manager = await createAccount(token, 'gerant@annuaire23.fr');
    // Steps 1 and 2 only: the page is the new account's, with no subscription.
    expect((await manager.api('POST', '/registerTempSecond', { token, name: 'Annuaire 23 rebaptisé', ...PLACE })).status).toBe(200);
    const owner = new AccountClient(t);
    expect((await owner.logIn('gerant@annuaire23.fr', PASSWORD, 'restaurateur')).__typename).toBe('Session');

    const BOOKING = `mutation ($input: BookingInput!) { saveBooking(input: $input) { __typename ... on Booking { bookingUrl } ... on UserError { code message } } }`;
    const DESCRIBE = `mutation ($input: DescriptionInput!) { saveRestaurantDescription(input: $input) { __typename ... on DescriptionSaved { description { biography } } ... on UserError { code message } } }`;
    const booking = { idUrl, isResaPhone: false, bookingUrl: 'https://resa.annuaire23.fr/' };
    const description = { restaurant: idUrl, biography: 'Une description du nouveau gérant, assez longue pour être acceptée par les règles.', gallery: [] };
    const locked = { __typename: 'ActionError', code: 'NOT_SUBSCRIBED', message: MESSAGES.claimedPageLocked };
    expect(((await owner.gql(BOOKING, { input: booking })) as Gql).data!.saveBooking).toEqual(locked);
    expect(((await owner.gql(DESCRIBE, { input: description })) as Gql).data!.saveRestaurantDescription).toEqual(locked);
    // Over REST (a gallery photo): the same code, with its status.
    const photo = await fetch(`${t.url}/api/restaurantPhoto?${new URLSearchParams({ restaurant: idUrl, kind: 'gallery', alt: 'La salle' })}`, {
      method: 'POST', headers: { 'content-type': 'image/jpeg', authorization: `Bearer ${owner.token}` },
      body: new Uint8Array(await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 180, g: 90, b: 40 } } }).jpeg().toBuffer()),
    });
    expect(photo.status).toBe(409);
    expect(await photo.json()).toMatchObject({ code: 'NOT_SUBSCRIBED', message: MESSAGES.claimedPageLocked });
    expect((await t.db.query(`SELECT count(*)::int AS n FROM photo p JOIN restaurant r ON r.id = p.restaurant_id WHERE r.id_url = $1 AND p.kind = 'gallery'`, [idUrl]))[0].n).toBe(0);
    // The public page is the listed one, unchanged.
    expect((await t.db.query(PAGE, [idUrl]))[0]).toEqual(listed);

    // Step 3: the card check through the sandbox; its notification activates the subscription, and the edits go through.
    const billing = { token, denomination: 'SARL Annuaire', lastName: 'Gérant', firstName: 'Hugo', phone: '02 41 00 00 01', address: '3 place du Ralliement', email: 'gerant@annuaire23.fr', city: 'Angers', zipcode: '49100' };
    const form = await (await fetch(`${t.url}/api/formulaire_hmac`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${manager.token}` }, body: JSON.stringify(billing) })).text();
    const fields = [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2].replace(/&quot;/g, '"').replace(/&#39;/g, '\'').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')]);
    const page = await (await fetch(`${t.url}/payment-sandbox/cgi/MYchoix_pagepaiement.cgi`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() })).text();
    const paid = await fetch(`${t.url}/payment-sandbox/cgi/pay`, {
      method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ form: /name="form" value="([^"]+)"/.exec(page)![1], card: '1111222233334444', expiry: '12/30', cvv: '123', action: 'pay' }).toString(),
    });
    expect(paid.status).toBe(303);
    expect((await t.db.query(`SELECT s.state FROM subscription s JOIN restaurant r ON r.id = s.restaurant_id WHERE r.id_url = $1`, [idUrl]))[0].state).toBe('active');
    expect(((await owner.gql(BOOKING, { input: booking })) as Gql).data!.saveBooking).toEqual({ __typename: 'Booking', bookingUrl: 'https://resa.annuaire23.fr/' });
    expect(((await owner.gql(DESCRIBE, { input: description })) as Gql).data!.saveRestaurantDescription).toMatchObject({ __typename: 'DescriptionSaved', description: { biography: description.biography } });
    expect((await t.db.query(PAGE, [idUrl]))[0]).toMatchObject({ status: 'published', booking_url: 'https://resa.annuaire23.fr/', biography: description.biography });
  });

  it('refuses the second of two links once the first has taken the restaurant, and a bad address or restaurant', async () => {
    const idUrl = ids.get('annu-21')!;
    await send(idUrl, 'premier@annuaire21.fr');
    await send(idUrl, 'second@annuaire21.fr');
    const [first, second] = [await tokenFor('premier@annuaire21.fr'), await tokenFor('second@annuaire21.fr')];
    const firstManager = await createAccount(first, 'premier@annuaire21.fr');
    const secondManager = await createAccount(second, 'second@annuaire21.fr');
    expect((await firstManager.api('POST', '/registerTempSecond', { token: first, name: 'Annuaire 21', ...PLACE })).status).toBe(200);
    const late = await secondManager.api('POST', '/registerTempSecond', { token: second, name: 'Annuaire 21', ...PLACE });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'CONFLICT', message: REGISTRATION_MESSAGES.restaurantTaken });
    const [{ owner }] = await t.db.query(`SELECT u.email AS owner FROM restaurant r JOIN app_user u ON u.id = r.owner_id WHERE r.id_url = $1`, [idUrl]);
    expect(owner).toBe('premier@annuaire21.fr');

    expect((await send(ids.get('annu-22')!, 'pas-une-adresse')).data!.sendRegistrationLink).toMatchObject({ __typename: 'InvalidInputError', field: 'email', message: ACCOUNT_MESSAGES.emailInvalid });
    expect((await send('zzzzzzzz', 'gerant@exemple.fr')).data!.sendRegistrationLink).toMatchObject({ __typename: 'NotFoundError' });
    for (const who of ['visitor', 'customer', 'owner'] as const) {
      expect(codes(await send(ids.get('annu-22')!, 'gerant@exemple.fr', clients[who]))).toEqual([who === 'visitor' ? 'UNAUTHENTICATED' : 'FORBIDDEN']);
    }
    expect(await messagesFor(t.config.dataDir, 'gerant@exemple.fr')).toEqual([]);
  });
});

import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLICATION_DECISION_MESSAGES, PUBLICATION_MESSAGES } from '../../common/publication-rules.js';
import { createRequestContext, type RequestContext } from '../../server/src/graphql/context.js';
import { PUBLICATION_MAIL_SUBJECTS } from '../../server/src/modules/mail/mail.templates.js';
import { publicationDecisionService } from '../../server/src/modules/moderation/index.js';
import { ServiceError } from '../../server/src/modules/shared/service-errors.js';
import { createServices } from '../../server/src/services.js';
import { messagesFor } from '../support/outbox.js';
import { hashPassword } from '../../server/src/auth/passwords.js';
import { insertOwner } from '../factories/accounts.js';
import { insertRestaurants, restaurantRecord, setRestaurantFilters } from '../factories/restaurants.js';
import { completeRestaurant } from '../factories/publication.js';
import { activateSubscription } from '../factories/subscriptions.js';
import { AccountClient, PASSWORD } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';

let t: TestServer;
let ids: Map<string, string>;
let ctx: RequestContext;
const restaurantId = async (idUrl: string): Promise<number> => (await t.db.query('SELECT id FROM restaurant WHERE id_url = $1', [idUrl]))[0].id;

async function restaurateur(email: string, idUrl: string): Promise<AccountClient> {
  await insertOwner(t.db, { email, passwordHash: await hashPassword(PASSWORD) }, { idUrl });
  const c = new AccountClient(t);
  expect(await c.logIn(email, PASSWORD, 'restaurateur')).toMatchObject({ __typename: 'Session' });
  return c;
}

const complete = (idUrl: string) => completeRestaurant(t.db, idUrl);

const info = (c: AccountClient, ref: string) => c.api('POST', '/getInfoBeforePublication', { idrestaurant: ref });
const send = (c: AccountClient, ref: string) => c.api('POST', '/sendPublication', { idrestaurant: ref });

beforeAll(async () => {
  t = await startTestServer({ API_RATE_LIMIT_PER_MINUTE: '100000' });
  const schedule = { lundi: [['12:00', '14:00']], mardi: [], mercredi: [], jeudi: [], vendredi: [['19:00', '01:00']], samedi: [], dimanche: [] } as never;
  ids = await insertRestaurants(t.db, [
    restaurantRecord({ externalId: 'pub-a', name: 'Le Brouillon', published: false, datePublished: undefined, schedule }),
    restaurantRecord({ externalId: 'pub-b', name: 'L’Autre Table', published: false, datePublished: undefined, schedule }),
  ], t.config.mediaDir);
  ctx = createRequestContext(await createServices(t.db, t.config, () => {}));
}, 120_000);
afterAll(() => t?.close());

describe('publication request (SPEC §4, §5, §7, §8)', () => {
  it('lists what is missing, refuses without a subscription, then sends once and only once', async () => {
    const a = ids.get('pub-a')!;
    const owner = await restaurateur('patron@brouillon.fr', a);
    expect((await info(owner, a)).body).toEqual({
      success: true, menu: false, listdesc: true, devanture: false, schedule: true, filters: false, type: true, status: 'draft', subscriptionActive: false,
    });
    expect((await send(owner, a)).body).toMatchObject({ success: false, code: 'NOT_SUBSCRIBED', message: PUBLICATION_MESSAGES.notSubscribed });
    await activateSubscription(t.db, await restaurantId(a));
    const incomplete = await send(owner, a);
    expect(incomplete.status).toBe(409);
    expect(incomplete.body).toMatchObject({ code: 'INCOMPLETE' });
    await complete(a);
    expect((await info(owner, a)).body).toMatchObject({ menu: true, devanture: true, filters: true, subscriptionActive: true });
    expect((await send(owner, a)).body).toEqual({ success: true, message: PUBLICATION_MESSAGES.sent });
    expect((await t.db.query(`SELECT status FROM restaurant WHERE id_url = $1`, [a]))[0].status).toBe('pending');
    const again = await send(owner, a);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'PUBLICATION_PENDING', message: PUBLICATION_MESSAGES.alreadyPending });
    expect((await t.db.query(`SELECT count(*)::int AS n FROM publication_request WHERE restaurant_id = $1`, [await restaurantId(a)]))[0].n).toBe(1);
  });

  it('refuses another restaurateur, and is the owner’s own through GraphQL too', async () => {
    const a = ids.get('pub-a')!;
    const b = ids.get('pub-b')!;
    const other = await restaurateur('patron@autre.fr', b);
    expect((await info(other, a)).status).toBe(403);
    expect((await send(other, a)).status).toBe(403);
    const gql = await other.gql<{ publicationInfo: unknown }>(`{ publicationInfo(restaurant: "${a}") { status } }`);
    expect(gql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const mine = await other.gql<{ publicationInfo: { status: string; complete: boolean; requirements: { key: string; done: boolean }[] } }>(
      `{ publicationInfo(restaurant: "${b}") { status complete requirements { key done } } }`);
    expect(mine.data.publicationInfo).toMatchObject({ status: 'draft', complete: false });
    expect(mine.data.publicationInfo.requirements.map((r) => r.key)).toEqual(['menu', 'listdesc', 'devanture', 'schedule', 'filters', 'type']);
    const sent = await other.gql<{ sendPublication: Record<string, unknown> }>(`mutation { sendPublication(restaurant: "${b}") { __typename ... on ActionError { code message } } }`);
    expect(sent.data.sendPublication).toEqual({ __typename: 'ActionError', code: 'NOT_SUBSCRIBED', message: PUBLICATION_MESSAGES.notSubscribed });
  });

  it('refuses bad input in French and visitors or customers', async () => {
    const a = ids.get('pub-a')!;
    const owner = new AccountClient(t);
    await owner.logIn('patron@brouillon.fr', PASSWORD, 'restaurateur');
    const bad = await owner.api('POST', '/sendPublication', { idrestaurant: -4 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'INVALID_INPUT' });
    expect((await owner.api('POST', '/sendPublication', { idrestaurant: 'zzzzzzzz' })).status).toBe(404);
    expect((await new AccountClient(t).api('POST', '/sendPublication', { idrestaurant: a })).status).toBe(401);
  });
});

const PAGE = `query ($idUrl: String!, $previewToken: String) { restaurant(idUrl: $idUrl, previewToken: $previewToken) { __typename ... on Restaurant { name published } } }`;
const pageOf = async (idUrl: string, previewToken: string | null) =>
  ((await t.gql<{ restaurant: { __typename: string; published?: boolean } }>(PAGE, { idUrl, previewToken })).data.restaurant);
const tokenOf = (path: string) => decodeURIComponent(path.split('/').pop()!).split('_').slice(2).join('_');
const requestOf = async (idUrl: string) =>
  (await t.db.query(`SELECT q.id FROM publication_request q JOIN restaurant r ON r.id = q.restaurant_id WHERE r.id_url = $1 ORDER BY q.id DESC LIMIT 1`, [idUrl]))[0].id as number;
const fail = (work: Promise<unknown>) => work.then(() => null, (e: unknown) => (e instanceof ServiceError ? { code: e.code, message: e.message } : e));

describe('preview link and the moderation’s decision (issues 12 and 13)', () => {
  it('the owner’s preview path opens the unpublished page; without it, or signed for another page, it stays hidden', async () => {
    const a = ids.get('pub-a')!;
    const b = ids.get('pub-b')!;
    const owner = new AccountClient(t);
    await owner.logIn('patron@brouillon.fr', PASSWORD, 'restaurateur');
    const res = await owner.gql<{ publicationInfo: { previewPath: string } }>(`{ publicationInfo(restaurant: "${a}") { previewPath } }`);
    const path = res.data.publicationInfo.previewPath;
    expect(path).toMatch(new RegExp(`^/restaurant/[a-z0-9-]+/le-brouillon_${a}_.+`));
    expect(await pageOf(a, tokenOf(path))).toEqual({ __typename: 'Restaurant', name: 'Le Brouillon', published: false });
    expect((await pageOf(a, null)).__typename).toBe('NotFoundError');
    expect((await pageOf(b, tokenOf(path))).__typename).toBe('NotFoundError');
  });

  it('a rejection needs a reason, sets the page rejected, e-mails the owner the reason; a new request can follow', async () => {
    const a = ids.get('pub-a')!;
    const request = await requestOf(a);
    // The reason's shape is the transport's (PublicationDecisionInput): tests/api/moderation.test.ts asks decidePublication.
    expect(await publicationDecisionService.decide(ctx, 1, request, { accept: false, reason: ' Les photos sont floues. ' }))
      .toMatchObject({ status: 'rejected', reason: 'Les photos sont floues.' });
    expect(await fail(publicationDecisionService.decide(ctx, 1, request, { accept: true }))).toEqual({ code: 'CONFLICT', message: PUBLICATION_DECISION_MESSAGES.notPending });
    const owner = new AccountClient(t);
    await owner.logIn('patron@brouillon.fr', PASSWORD, 'restaurateur');
    const seen = await owner.gql<{ publicationInfo: { status: string; rejectionReason: string } }>(`{ publicationInfo(restaurant: "${a}") { status rejectionReason } }`);
    expect(seen.data.publicationInfo).toEqual({ status: 'rejected', rejectionReason: 'Les photos sont floues.' });
    const mail = (await messagesFor(t.config.dataDir, 'patron@brouillon.fr')).find((m) => m.subject === PUBLICATION_MAIL_SUBJECTS.rejected);
    expect(mail?.text).toContain('Motif : Les photos sont floues.');
    expect((await send(owner, a)).body).toEqual({ success: true, message: PUBLICATION_MESSAGES.sent });
  });

  it('an acceptance checks SPEC §5 again, publishes with date_published, e-mails the page’s address; the page is public', async () => {
    const a = ids.get('pub-a')!;
    const request = await requestOf(a);
    const id = await restaurantId(a);
    await setRestaurantFilters(t.db, id, []);
    expect(await fail(publicationDecisionService.decide(ctx, 1, request, { accept: true }))).toEqual({ code: 'INCOMPLETE', message: PUBLICATION_DECISION_MESSAGES.incompleteNow });
    await setRestaurantFilters(t.db, id, ['Terrasse']);
    expect(await fail(publicationDecisionService.decide(ctx, 1, 999_999, { accept: true }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await publicationDecisionService.decide(ctx, 1, request, { accept: true })).toMatchObject({ status: 'accepted', idUrl: a });
    const [row] = await t.db.query(`SELECT status, date_published FROM restaurant WHERE id = $1`, [id]);
    expect(row.status).toBe('published');
    expect(row.date_published).not.toBeNull();
    expect(await pageOf(a, null)).toMatchObject({ __typename: 'Restaurant', published: true });
    const mail = (await messagesFor(t.config.dataDir, 'patron@brouillon.fr')).find((m) => m.subject === PUBLICATION_MAIL_SUBJECTS.accepted);
    expect(mail?.text).toContain(`_${a}`);
    const owner = new AccountClient(t);
    await owner.logIn('patron@brouillon.fr', PASSWORD, 'restaurateur');
    const res = await owner.gql<{ publicationInfo: { previewPath: string } }>(`{ publicationInfo(restaurant: "${a}") { previewPath } }`);
    expect(res.data.publicationInfo.previewPath).toMatch(new RegExp(`le-brouillon_${a}$`));
  });
});

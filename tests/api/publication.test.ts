import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLICATION_MESSAGES } from '../../common/publication-rules.js';
import { hashPassword } from '../../server/src/auth/passwords.js';
import { insertRestaurants, restaurantRecord } from '../factories/restaurants.js';
import { activateSubscription } from '../factories/subscriptions.js';
import { AccountClient, PASSWORD } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';

let t: TestServer;
let ids: Map<string, string>;
const restaurantId = async (idUrl: string): Promise<number> => (await t.db.query('SELECT id FROM restaurant WHERE id_url = $1', [idUrl]))[0].id;

async function restaurateur(email: string, idUrl: string): Promise<AccountClient> {
  const [{ id }] = await t.db.query(`INSERT INTO app_user (email, role, first_name, password_hash, email_verified) VALUES ($1, 'restaurateur', 'Paul', $2, true) RETURNING id`, [email, await hashPassword(PASSWORD)]);
  await t.db.query('UPDATE restaurant SET owner_id = $1 WHERE id_url = $2', [id, idUrl]);
  const c = new AccountClient(t);
  expect(await c.logIn(email, PASSWORD, 'restaurateur')).toMatchObject({ __typename: 'Session' });
  return c;
}

/** What a complete restaurant has beyond the factory's record: a carte, a devanture and a filter. */
async function complete(idUrl: string) {
  const id = await restaurantId(idUrl);
  await t.db.query(`INSERT INTO menu (restaurant_id) VALUES ($1) ON CONFLICT DO NOTHING`, [id]);
  const [section] = await t.db.query(`INSERT INTO menu_section (restaurant_id, position, title) VALUES ($1, 0, 'Plats') RETURNING id`, [id]);
  await t.db.query(`INSERT INTO menu_dish (section_id, position, name, price_cents) VALUES ($1, 0, 'Tarte fine', 1200)`, [section.id]);
  await t.db.query(`INSERT INTO photo (restaurant_id, kind, path, width, height, size_bytes, position, alt) VALUES ($1, 'devanture', 'restaurants/x/devanture.webp', 1600, 1200, 1000, 0, 'Devanture')`, [id]);
  await t.db.query(`INSERT INTO restaurant_filter (restaurant_id, filter_id) SELECT $1, id FROM filter WHERE label = 'Terrasse'`, [id]);
}

const info = (c: AccountClient, ref: string) => c.api('POST', '/getInfoBeforePublication', { idrestaurant: ref });
const send = (c: AccountClient, ref: string) => c.api('POST', '/sendPublication', { idrestaurant: ref });

beforeAll(async () => {
  t = await startTestServer({ API_RATE_LIMIT_PER_MINUTE: '100000' });
  const schedule = { lundi: [['12:00', '14:00']], mardi: [], mercredi: [], jeudi: [], vendredi: [['19:00', '01:00']], samedi: [], dimanche: [] } as never;
  ids = await insertRestaurants(t.db, [
    restaurantRecord({ externalId: 'pub-a', name: 'Le Brouillon', published: false, datePublished: undefined, schedule }),
    restaurantRecord({ externalId: 'pub-b', name: 'L’Autre Table', published: false, datePublished: undefined, schedule }),
  ], t.config.mediaDir);
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

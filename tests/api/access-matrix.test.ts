import 'reflect-metadata';
import { getMetadataStorage } from 'type-graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ROOT_FIELDS } from '../../server/src/auth/public-fields.js';
import { restRoutes } from '../../server/src/rest/routes.js';
import { seedDemoAccounts, DEMO_ACCOUNTS } from '../../server/src/db/seed/demo-accounts.js';
import { buildAppSchema } from '../../server/src/graphql/build-schema.js';
import { insertRestaurants, restaurantRecord } from '../factories/restaurants.js';
import { AccountClient, PASSWORD } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';

type State = 'visitor' | 'customer' | 'restaurateur' | 'admin';
const STATES: State[] = ['visitor', 'customer', 'restaurateur', 'admin'];

/** One harmless call per guarded root field (wrong passwords keep the destructive ones from acting). */
const GUARDED_CALLS: Record<string, string> = {
  'Query.me': '{ me { email } }',
  'Query.myData': '{ myData }',
  'Query.myFavourites': '{ myFavourites { idUrl } }',
  'Mutation.updateProfile': 'mutation { updateProfile(input: {}) { __typename } }',
  'Mutation.changePassword': 'mutation { changePassword(currentPassword: "Mauvais1!", newPassword: "Mijote49!") { __typename } }',
  'Mutation.deleteAccount': 'mutation { deleteAccount(password: "Mauvais1!") { __typename } }',
  'Mutation.toggleFavourite': 'mutation { toggleFavourite(idUrl: "zzzzzzzz") { __typename } }',
};

let t: TestServer;
const clients = {} as Record<State, AccountClient>;

beforeAll(async () => {
  t = await startTestServer();
  await insertRestaurants(t.db, [restaurantRecord({ externalId: 'owned', name: 'La Table du Patron' })], t.config.mediaDir);
  await seedDemoAccounts(t.db, () => {});
  for (const state of STATES) {
    clients[state] = new AccountClient(t);
    if (state === 'visitor') continue;
    const account = DEMO_ACCOUNTS.find((a) => a.role === state)!;
    const session = await clients[state].logIn(account.email, PASSWORD, state);
    expect(session.__typename).toBe('Session');
  }
}, 120_000);
afterAll(() => t?.close());

describe('access matrix: every guarded GraphQL root field × the four login states', async () => {
  const schema = await buildAppSchema();
  const authorized = getMetadataStorage().authorizedFields;
  const guarded = [schema.getQueryType()!, schema.getMutationType()!].flatMap((type) =>
    Object.keys(type.getFields()).map((name) => `${type.name}.${name}`)).filter((key) => !PUBLIC_ROOT_FIELDS.has(key));

  it('has a call for every guarded field', () => {
    expect(guarded.sort()).toEqual(Object.keys(GUARDED_CALLS).sort());
  });

  for (const key of Object.keys(GUARDED_CALLS)) {
    const roles = authorized.find((f) => f.fieldName === key.split('.')[1])?.roles ?? [];
    for (const state of STATES) {
      const allowed = state !== 'visitor' && (roles.length === 0 || roles.includes(state));
      it(`${key} is ${allowed ? 'allowed' : 'denied'} for ${state}`, async () => {
        const r = await clients[state].gql(GUARDED_CALLS[key]);
        const code = (r.errors ?? [])[0]?.extensions?.code;
        expect(code).toBe(allowed ? undefined : state === 'visitor' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
        if (allowed) expect(r.errors ?? []).toEqual([]);
      });
    }
  }
});

describe('access matrix: every /api path × the four login states', () => {
  const guardedRoutes = restRoutes.filter((r) => r.access !== 'public');
  for (const route of guardedRoutes) {
    for (const state of STATES) {
      const roles = route.access === 'public' ? [] : route.access;
      const allowed = state !== 'visitor' && (roles as string[]).includes(state);
      it(`${route.method.toUpperCase()} /api${route.path} is ${allowed ? 'allowed' : 'denied'} for ${state}`, async () => {
        const query = route.path === '/admin/area' ? `?secret=${t.config.adminPath}` : '';
        const body = route.path === '/updateFav' ? { idrestaurant: 'zzzzzzzz' } : route.method === 'post' ? {} : undefined;
        const r = await clients[state].api(route.method.toUpperCase(), `${route.path}${query}`, body);
        if (allowed) expect([401, 403]).not.toContain(r.status);
        else expect(r.status).toBe(state === 'visitor' ? 401 : 403);
      });
    }
  }

  it('public paths answer every state without asking for a login', async () => {
    for (const route of restRoutes.filter((r) => r.access === 'public' && !r.sameSiteOnly && r.method === 'post')) {
      for (const state of STATES) {
        const r = await clients[state].api('POST', route.path, {});
        expect([401, 403], `${route.path} for ${state}`).not.toContain(r.status);
      }
    }
  });

  it('the admin area answers only for the two secret segments', async () => {
    expect((await clients.admin.api('GET', `/admin/area?secret=${t.config.adminPath}`)).body).toEqual({ success: true, area: 'dashboard' });
    expect((await clients.admin.api('GET', `/admin/area?secret=${t.config.adminModerationPath}`)).body).toEqual({ success: true, area: 'moderation' });
    expect((await clients.admin.api('GET', '/admin/area?secret=admin')).status).toBe(404);
  });

  it('restaurateur info names the owned restaurant', async () => {
    const r = await clients.restaurateur.api('GET', '/infoRestau');
    expect(r.body).toMatchObject({ success: true, restauInfo: { firstname: 'Julien', nameresto: 'La Table du Patron', published: true } });
    const refreshed = await clients.restaurateur.api('POST', '/tokenRestau', {});
    expect(refreshed.status).toBe(200);
    expect((await clients.customer.api('POST', '/tokenRestau', {})).status).toBe(401);
  });
});

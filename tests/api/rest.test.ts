import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPreviewToken } from '../../server/src/auth/preview-token.js';
import { ANGERS, insertRestaurants, restaurantRecord, reviewsWithRatings } from '../factories/restaurants.js';
import { startFakeGeocoder, type FakeGeocoder } from '../support/fake-geocoder.js';
import { startTestServer, type TestServer } from './harness.js';

let t: TestServer;
let geo: FakeGeocoder;
let ids: Map<string, string>;

beforeAll(async () => {
  geo = await startFakeGeocoder();
  t = await startTestServer({ GEOCODER_URL: geo.url });
  ids = await insertRestaurants(t.db, [
    restaurantRecord({
      externalId: 'table', name: 'La Table du Ralliement', filters: ['Terrasse', 'Végétarien'], averagePrice: 28,
      schedule: { mardi: [['12:00', '14:00'], ['19:00', '22:30']] }, reviews: reviewsWithRatings([5, 4]),
      menu: { sections: [{ title: 'Entrées', dishes: [{ name: 'Rillauds d’Anjou', price: 9.5 }] }] },
    }),
    restaurantRecord({ externalId: 'cache', name: 'Le Caché', published: false }),
    restaurantRecord({ externalId: 'loin', name: 'Le Lointain', location: { lat: ANGERS.lat + 0.5, lng: ANGERS.lng } }),
  ], t.config.mediaDir);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await geo?.close();
});

const expectFrench400 = (r: { status: number; body: Record<string, unknown> }) => {
  expect(r.status).toBe(400);
  expect(r.body).toMatchObject({ success: false, code: 'INVALID_INPUT' });
  expect(String(r.body.message)).toMatch(/[a-zé]/);
};

describe('POST /api/getResto', () => {
  it('lists published restaurants as DESIGN §6 cards', async () => {
    const r = await t.post('/getResto', {});
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, total: 2, page: 1, pageCount: 1, closest: false });
    const card = (r.body.restaurants as Record<string, unknown>[]).find((c) => c.name === 'La Table du Ralliement')!;
    expect(card).toMatchObject({
      id_url: ids.get('table'), city: 'angers', visibleCity: 'Angers', note: 4.5, nbr_review: 2, total_price: 28,
      type: ['Traditionnel'], cuisines: ['Française'], isFav: false, filters: ['Végétarien', 'Terrasse'],
      schedule: { lundi: [], mardi: [['12:00', '14:00'], ['19:00', '22:30']], dimanche: [] }, special_date: {},
    });
    expect(card.address).toEqual([expect.stringContaining('rue Saint-Laud'), '49100 Angers']);
  });
  it('takes the search criteria', async () => {
    const r = await t.post('/getResto', { city: 'angers', filters: ['Terrasse'], price: [20, 30], sort: 'Notes' });
    expect((r.body.restaurants as { name: string }[]).map((c) => c.name)).toEqual(['La Table du Ralliement']);
  });
  it('refuses bad payloads with a French 400', async () => {
    expectFrench400(await t.post('/getResto', { page: 0 }));
    expectFrench400(await t.post('/getResto', { filters: 'Terrasse' }));
    expectFrench400(await t.post('/getResto', { sort: 'Popularité' }));
    expectFrench400(await t.post('/getResto', { hour: '25:00' }));
    expectFrench400(await t.post('/getResto', []));
    const broken = await t.post('/getResto', '{"city":');
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });
  it('answers 404 for an unknown city', async () => {
    expect(await t.post('/getResto', { city: 'atlantide' })).toMatchObject({ status: 404, body: { success: false, code: 'NOT_FOUND' } });
  });
});

describe('POST /api/getRestoCoords', () => {
  it('lists restaurants around a point within the distance', async () => {
    const r = await t.post('/getRestoCoords', { latitude: ANGERS.lat, longitude: ANGERS.lng, distance: 10 });
    expect((r.body.restaurants as { name: string; distance: number }[]).map((c) => c.name)).toEqual(['La Table du Ralliement']);
    const far = await t.post('/getRestoCoords', { latitude: ANGERS.lat, longitude: ANGERS.lng, distance: 60 });
    expect((far.body.restaurants as unknown[]).length).toBe(2);
  });
  it('refuses missing or out-of-range coordinates', async () => {
    expectFrench400(await t.post('/getRestoCoords', { longitude: 0 }));
    expectFrench400(await t.post('/getRestoCoords', { latitude: 95, longitude: 0 }));
    expectFrench400(await t.post('/getRestoCoords', { latitude: 47, longitude: 0, distance: 500 }));
  });
});

describe('POST /api/getVille and /api/getListCity', () => {
  it('suggests at most 5 communes, those starting with the text first', async () => {
    const r = await t.post('/getVille', { name: 'ang' });
    const cities = r.body.cities as { name: string; slug: string }[];
    expect(cities[0]).toEqual({ name: 'Angers', slug: 'angers' });
    expect(cities.length).toBeLessThanOrEqual(5);
    expect((await t.post('/getVille', { name: 'murs' })).body.cities).toContainEqual({ name: 'Mûrs-Erigné', slug: 'murs-erigne' });
  });
  it('answers the communes in the address service shape', async () => {
    const r = await t.post('/getListCity', { cityName: 'Saumur' });
    expect((r.body.features as unknown[])[0]).toMatchObject({ properties: { postcode: '49400', city: 'Saumur', score: 1 }, geometry: { coordinates: [expect.any(Number), expect.any(Number)] } });
  });
  it('refuses bad payloads', async () => {
    expectFrench400(await t.post('/getVille', {}));
    expectFrench400(await t.post('/getVille', { name: 'x'.repeat(51) }));
    expectFrench400(await t.post('/getListCity', { cityName: '' }));
  });
});

describe('POST /api/getInfoPageResto and /api/getMenuVisitor', () => {
  it('gives the full restaurant of SPEC §3', async () => {
    const r = await t.post('/getInfoPageResto', { id_url: ids.get('table') });
    expect(r.body).toMatchObject({ success: true, infopage: {
      name: 'La Table du Ralliement', id_url: ids.get('table'), type: ['Traditionnel'], note: 4.5, nbr_review: 2,
      location: { coordinates: [ANGERS.lng, ANGERS.lat] }, phone: '0241000000', is_resa_phone: true, visiblecity: 'Angers', published: true,
    } });
    expect((r.body.infopage as { reviews: unknown[] }).reviews).toHaveLength(2);
  });
  it('gives the menu', async () => {
    const r = await t.post('/getMenuVisitor', { idResto: ids.get('table') });
    expect(r.body).toMatchObject({ success: true, infomenu: { menu: [{ title: 'Entrées', dishes: [{ name: 'Rillauds d’Anjou', price: 950 }] }], phone: '0241000000' } });
  });
  it('hides an unpublished restaurant unless a valid preview token is given', async () => {
    const id = ids.get('cache')!;
    expect(await t.post('/getInfoPageResto', { id_url: id })).toMatchObject({ status: 404, body: { success: false, code: 'NOT_FOUND' } });
    const token = signPreviewToken(t.config.appSecret, id);
    expect((await t.post('/getInfoPageResto', { id_url: id, previewToken: token })).body).toMatchObject({ success: true, infopage: { published: false } });
    const other = signPreviewToken(t.config.appSecret, ids.get('table')!);
    expect((await t.post('/getInfoPageResto', { id_url: id, previewToken: other })).status).toBe(404);
  });
  it('takes the numeric idResto every card carries as well as the id_url', async () => {
    const card = ((await t.post('/getResto', {})).body.restaurants as { idResto: number; id_url: string }[]).find((c) => c.id_url === ids.get('table'))!;
    const byId = await t.post('/getMenuVisitor', { idResto: card.idResto });
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual((await t.post('/getMenuVisitor', { idResto: card.id_url })).body);
    expect((await t.post('/getMenuVisitor', { idResto: String(card.idResto) })).status).toBe(200);
    expect((await t.post('/getMenuVisitor', { idResto: 99999999 })).status).toBe(404);
    expectFrench400(await t.post('/getMenuVisitor', { idResto: 2147483648 }));
  });
  it('answers 404 JSON for an unknown id_url and 400 for a malformed one', async () => {
    expect(await t.post('/getInfoPageResto', { id_url: 'zzzzzzzz' })).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect(await t.post('/getMenuVisitor', { idResto: 'zzzzzzzz' })).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expectFrench400(await t.post('/getInfoPageResto', { id_url: 'x' }));
    expectFrench400(await t.post('/getMenuVisitor', {}));
  });
});

describe('POST /api/updatePhoneClick', () => {
  it('counts once per visitor session and restaurant, into the day statistics', async () => {
    const id = ids.get('table')!;
    const first = await t.post('/updatePhoneClick', { idrestaurant: id });
    expect(first.body).toMatchObject({ success: true, counted: true, sessionId: expect.stringMatching(/\./) });
    const sessionId = first.body.sessionId as string;
    expect((await t.post('/updatePhoneClick', { idrestaurant: id, sessionId })).body).toMatchObject({ success: true, counted: false, sessionId });
    // An id the server did not sign is not a new session.
    expect((await t.post('/updatePhoneClick', { idrestaurant: id, sessionId: 'session-inventee' })).body).toMatchObject({ success: true, counted: false });
    // Another browser at the same address is another session.
    expect((await t.post('/updatePhoneClick', { idrestaurant: id }, { 'user-agent': 'Autre navigateur' })).body).toMatchObject({ success: true, counted: true });
    const [row] = await t.db.query(`SELECT a.phone_clicks FROM analytics_day a JOIN restaurant r ON r.id = a.restaurant_id WHERE r.id_url = $1`, [id]);
    expect(row.phone_clicks).toBe(2);
  });
  it('refuses unknown or missing restaurants', async () => {
    expect((await t.post('/updatePhoneClick', { idrestaurant: 'zzzzzzzz' })).status).toBe(404);
    expect((await t.post('/updatePhoneClick', { idrestaurant: ids.get('cache') })).status).toBe(404);
    expectFrench400(await t.post('/updatePhoneClick', {}));
  });
});

describe('POST /api/getAddress', () => {
  it('keeps Maine-et-Loire results above 0.5 and tells the kind of match', async () => {
    geo.mode = 'up';
    const r = await t.post('/getAddress', { address: 'place du Ralliement', city: 'Angers' });
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('OK');
    const results = r.body.results as { formatted_address: string; match: string; geometry: { location: { lat: number; lng: number } }; address_components: { types: string[]; long_name: string }[] }[];
    expect(results.map((x) => [x.formatted_address, x.match])).toEqual([
      ['Place du Ralliement 49100 Angers', 'exact'],
      ['19 Rue Léopold Palustre 49400 Saumur', 'ancien-nom'],
      ['Ralliement 49000 Ailleurs', 'redirection'],
    ]);
    expect(results[0].geometry.location).toEqual({ lat: 47.4712, lng: -0.5518 });
    expect(results[1].address_components.find((c) => c.types.includes('postal_code'))?.long_name).toBe('49400');
    expect(geo.queries.at(-1)).toBe('place du Ralliement Angers');
  });
  it('says when nothing is found', async () => {
    const r = await t.post('/getAddress', { address: '12 rue Introuvable', city: 'Angers' });
    expect(r.body).toEqual({ status: 'ZERO_RESULTS', results: [], message: "L'adresse est introuvable. Veuillez vérifier l'orthographe." });
  });
  it('answers a clear French 503 when the service cannot be reached', async () => {
    geo.mode = 'down';
    const r = await t.post('/getAddress', { address: 'place du Ralliement', city: 'Angers' });
    expect(r.status).toBe(503);
    expect(r.body).toMatchObject({ success: false, code: 'UNAVAILABLE', message: expect.stringContaining('indisponible') });
    geo.mode = 'up';
  });
  it('refuses an address that is too short or too long', async () => {
    const short = await t.post('/getAddress', { address: 'rue', city: 'Angers' });
    expectFrench400(short);
    expect(short.body.message).toBe('Adresse incorrecte');
    expectFrench400(await t.post('/getAddress', { address: 'x'.repeat(121) }));
  });
});

describe('GraphQL addressSuggestions (getAddress\'s twin, used by the registration wizard)', () => {
  const ask = (address: string) => t.request('POST', '/graphql', { body: {
    query: `query ($a: String!) { addressSuggestions(address: $a, city: "Angers") { __typename ... on AddressSuggestions { items { label street postalCode city lat lng match } } ... on UserError { code message } } }`,
    variables: { a: address },
  } });
  it('gives the same Maine-et-Loire addresses, split into street, postcode and city', async () => {
    geo.mode = 'up';
    const r = await ask('19 rue du Ralliement');
    const items = (r.body as { data: { addressSuggestions: { items: Record<string, unknown>[] } } }).data.addressSuggestions.items;
    expect(items.map((i) => i.label)).toEqual(['Place du Ralliement 49100 Angers', '19 Rue Léopold Palustre 49400 Saumur', 'Ralliement 49000 Ailleurs']);
    expect(items[1]).toEqual({ label: '19 Rue Léopold Palustre 49400 Saumur', street: '19 Rue Léopold Palustre', postalCode: '49400', city: 'Saumur', lat: 47.2525, lng: -0.10105, match: 'ancien-nom' });
  });
  it('answers UNAVAILABLE in French when the service is down, and refuses a short address', async () => {
    geo.mode = 'down';
    expect((await ask('place du Ralliement')).body).toMatchObject({ data: { addressSuggestions: { __typename: 'ActionError', code: 'UNAVAILABLE' } } });
    geo.mode = 'up';
    expect((await ask('rue')).body).toMatchObject({ data: { addressSuggestions: { __typename: 'InvalidInputError', message: 'Adresse incorrecte' } } });
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('list the public pages and keep private ones out', async () => {
    const robots = await (await fetch(`${t.url}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /a/');
    expect(robots).toContain(`Sitemap: ${t.config.publicUrl}/sitemap.xml`);
    const sitemap = await (await fetch(`${t.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<url><loc>${t.config.publicUrl}/</loc><changefreq>daily</changefreq></url>`);
    expect(sitemap).toContain(`<url><loc>${t.config.publicUrl}/angers</loc><changefreq>daily</changefreq></url>`);
    expect(sitemap).toContain(`<url><loc>${t.config.publicUrl}/CharteMijote</loc></url>`);
    expect(sitemap).toMatch(new RegExp(`/la-table-du-ralliement_${ids.get('table')}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod></url>`));
    expect(sitemap).toContain(`/restaurant/angers/la-table-du-ralliement_${ids.get('table')}`);
    expect(sitemap).not.toContain(ids.get('cache'));
  });
});

describe('unknown /api paths', () => {
  it('answer 404 JSON', async () => {
    expect(await t.post('/nimportequoi', {})).toMatchObject({ status: 404, body: { success: false, code: 'NOT_FOUND' } });
  });
});

describe('the map without a Google key (issue 15)', () => {
  it('tells the client its tile address and attribution, and the CSP lets the page load those tiles only', async () => {
    const r = await t.request('POST', '/graphql', { body: { query: '{ siteInfo { mapsEnabled mapTileUrl mapTileAttribution } }' } });
    expect(r.body.data).toEqual({ siteInfo: { mapsEnabled: false, mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', mapTileAttribution: '© les contributeurs d’OpenStreetMap' } });
    const csp = r.headers.get('content-security-policy') ?? '';
    expect(/img-src ([^;]+)/.exec(csp)?.[1].split(' ')).toContain('https://tile.openstreetmap.org');
    expect(/script-src ([^;]+)/.exec(csp)?.[1]).not.toContain('openstreetmap');
  });
});

import { expect, test } from '@playwright/test';

/**
 * The public API's limits on the production build (the API tests run the sources under Vitest, where every
 * package shares one graphql; the built server once computed no cost at all because of a second graphql).
 */
test.describe('limites de l’API publique (build de production)', () => {
  test.skip(({ isMobile }) => isMobile, 'Sans rapport avec la taille de l’écran.');

  const card = 'id idUrl name path citySlug cityName types cuisines averagePrice rating reviewCount photos { url width height alt }';
  const near = (n: number) => Array.from({ length: n }, (_, i) => `a${i}: restaurantsNear(lat: 47.47, lng: -0.55, radiusKm: 100, limit: 100) { ${card} }`).join('\n');

  test('une opération trop coûteuse est refusée en français avant de s’exécuter', async ({ request }) => {
    const ok = await request.post('/graphql', { data: { query: `{ ${near(1)} }` } });
    expect(ok.status()).toBe(200);
    const refused = await request.post('/graphql', { data: { query: `{ ${near(2)} }` } });
    expect(refused.status()).toBe(400);
    const body = (await refused.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]).toMatchObject({ extensions: { code: 'COST_LIMIT' }, message: expect.stringMatching(/trop coûteuse/) });
  });

  test('les caractères de contrôle, les alias en trop et les corps non JSON sont refusés', async ({ request }) => {
    const nul = await request.post('/graphql', { data: { query: 'query ($t: String!) { citySuggestions(text: $t) { name } }', variables: { t: 'an\u0000' } } });
    expect(nul.status()).toBe(400);
    const aliases = await request.post('/graphql', { data: { query: `{ ${Array.from({ length: 11 }, (_, i) => `s${i}: siteInfo { companyName }`).join(' ')} }` } });
    expect(aliases.status()).toBe(400);
    const form = await request.post('/api/getResto', { headers: { 'content-type': 'text/plain' }, data: 'city=angers' });
    expect(form.status()).toBe(415);
    const pole = await request.post('/api/getResto', { data: { latitude: 90, longitude: 0 } });
    expect(pole.status()).toBe(400);
    expect(((await pole.json()) as { message: string }).message).toMatch(/zone couverte/);
  });
});

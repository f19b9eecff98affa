import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_TOO_LONG } from '../../common/search.js';
import { deleteRestaurant, insertRestaurants, restaurantIdOf, restaurantRecord, reviewsWithRatings, setMenuInteractive } from '../factories/restaurants.js';
import { startTestServer, type TestServer } from './harness.js';

// Issue 15: the search box matches names, types, cuisines, filter labels and the dishes of published menus,
// accent- and case-insensitive, names first; the suggestions say what matched.

const SEARCH = `query ($input: SearchInput!) {
  searchRestaurants(input: $input) {
    __typename
    ... on SearchResult { total closest items { name } }
    ... on UserError { code message }
  }
}`;
const SUGGEST = `query ($text: String!, $citySlug: String, $near: NearInput) {
  searchSuggestions(text: $text, citySlug: $citySlug, near: $near) { kind text line count }
}`;

let t: TestServer;
const CHOLET = { lat: 47.0600, lng: -0.8790 };
const cholet = (overrides: Parameters<typeof restaurantRecord>[0]) =>
  restaurantRecord({ address: { street: '1 rue Nationale', postalCode: '49300', city: 'Cholet' }, location: { ...CHOLET }, ...overrides });
const dishes = (...names: string[]) => ({ style: 'classique' as const, sections: [{ title: 'Plats', dishes: names.map((name) => ({ name, price: 12 })) }] });

async function search(input: Record<string, unknown>): Promise<{ total: number; closest: boolean; items: { name: string }[] }> {
  const res = await t.gql<{ searchRestaurants: { total: number; closest: boolean; items: { name: string }[] } }>(SEARCH, { input: { citySlug: 'cholet', ...input } });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data.searchRestaurants;
}
const names = async (text: string) => (await search({ name: text })).items.map((i) => i.name);

beforeAll(async () => {
  t = await startTestServer();
  await insertRestaurants(t.db, [
    cholet({ externalId: 'toscana', name: 'Pizza Toscana', types: ['Traditionnel'], cuisines: ['Française'] }),
    cholet({ externalId: 'mario', name: 'Chez Mario', types: ['Pizzeria'], cuisines: ['Française'] }),
    cholet({ externalId: 'luigi', name: 'Da Luigi', types: ['Pizzeria'], cuisines: ['Italienne'], reviews: reviewsWithRatings([5, 5, 5, 5, 5, 5]) }),
    cholet({ externalId: 'jardin', name: 'Le Jardin', filters: ['Végétarien'], menu: dishes('Tiramisu maison', 'Salade du marché') }),
    cholet({ externalId: 'table', name: 'La Table', menu: dishes('TIRAMISÙ', 'Pizza du chef') }),
    cholet({ externalId: 'brasserie', name: 'Brasserie du Centre', types: ['Brasserie'], menu: dishes('Entrecôte') }),
    cholet({ externalId: 'photos', name: 'Le Comptoir', menu: dishes('Tiramisu du comptoir') }),
    cholet({ externalId: 'chez-pizza', name: 'Chez Pizza Nino', types: ['Traditionnel'] }),
    cholet({ externalId: 'cachee', name: 'Pizzeria Cachée', types: ['Pizzeria'], published: false, menu: dishes('Tiramisu') }),
    restaurantRecord({ externalId: 'angers-pizza', name: 'Il Forno', types: ['Pizzeria'], menu: dishes('Tiramisu') }),
  ], t.config.mediaDir);
  // Le Comptoir shows its menu as photos only: its dishes are not on its page.
  await setMenuInteractive(t.db, await restaurantIdOf(t.db, 'photos'), false);
}, 120_000);
afterAll(() => t?.close());

describe('the search box beyond names', () => {
  it('« pizza » finds the name, every pizzeria and the menus with a pizza, the name first', async () => {
    const found = await names('pizza');
    // Starting with the text, then containing it (« Chez Pizza Nino », unrated, before « Da Luigi » and its six 5★ reviews).
    expect(found.slice(0, 2)).toEqual(['Pizza Toscana', 'Chez Pizza Nino']);
    expect(found[2]).toBe('Da Luigi');
    expect([...found].sort()).toEqual(['Chez Mario', 'Chez Pizza Nino', 'Da Luigi', 'La Table', 'Pizza Toscana']);
  });
  it('matches filter labels and cuisines without accents or capitals', async () => {
    expect(await names('vegetarien')).toEqual(['Le Jardin']);
    expect(await names('ITALIEN')).toEqual(['Da Luigi']);
  });
  it('does not read the dishes of a menu shown as photos only (its dishes are not on the page)', async () => {
    expect(await names('comptoir')).toEqual(['Le Comptoir']);
    expect(await search({ name: 'tiramisu du comptoir' })).toMatchObject({ closest: true });
    const suggested = await t.gql<{ searchSuggestions: { kind: string }[] }>(SUGGEST, { text: 'comptoir', citySlug: 'cholet' });
    expect(suggested.data.searchSuggestions.map((s) => s.kind)).toEqual(['NAME']);
  });
  it('matches labels at the start of their words, not inside one: « art » is not « Carte bancaire »', async () => {
    await insertRestaurants(t.db, [cholet({ externalId: 'carte', name: 'Le Relais', filters: ['Carte bancaire'] })], t.config.mediaDir);
    expect(await search({ name: 'art' })).toMatchObject({ closest: true });
    expect(await search({ name: 'carte' })).toMatchObject({ closest: false, items: [{ name: 'Le Relais' }] });
    await deleteRestaurant(t.db, 'carte');
  });
  it('matches dishes of published menus only, accent- and case-insensitive', async () => {
    expect((await names('tiramisu')).sort()).toEqual(['La Table', 'Le Jardin']);
    expect(await names('entrecote')).toEqual(['Brasserie du Centre']);
  });
  it('finds « Pizzeria » from « pizzas »: the last word without its ending', async () => {
    expect((await names('pizzas')).sort()).toEqual(['Chez Mario', 'Chez Pizza Nino', 'Da Luigi', 'La Table', 'Pizza Toscana']);
  });
  it('matches names only below three characters (« pi » is not every pizzeria)', async () => {
    expect(await names('pi')).toEqual(['Pizza Toscana', 'Chez Pizza Nino']);
  });
  it('takes LIKE wildcards literally', async () => {
    expect(await search({ name: '%%%' })).toMatchObject({ closest: true });
    expect(await search({ name: 'pi_za' })).toMatchObject({ closest: true });
  });
  it('keeps the other criteria: a Pizzeria in Cholet with the Végétarien filter matches nothing', async () => {
    expect(await search({ name: 'pizzeria', filters: ['Végétarien'] })).toMatchObject({ closest: true });
  });
});

describe('searchSuggestions', () => {
  async function suggest(variables: Record<string, unknown>) {
    const res = await t.gql<{ searchSuggestions: { kind: string; text: string; line: string; count: number | null }[] }>(SUGGEST, variables);
    return res;
  }

  it('says what matched: names first, then types and cuisines, then dishes with their counts', async () => {
    const res = await suggest({ text: 'pizza', citySlug: 'cholet' });
    expect(res.errors).toBeUndefined();
    expect(res.data.searchSuggestions).toEqual([
      { kind: 'NAME', text: 'Pizza Toscana', line: 'Pizza Toscana — restaurant à Cholet', count: null },
      { kind: 'NAME', text: 'Chez Pizza Nino', line: 'Chez Pizza Nino — restaurant à Cholet', count: null },
      { kind: 'TYPE', text: 'Pizzeria', line: 'Pizzeria — type de restaurant', count: null },
      { kind: 'DISH', text: 'Pizza du chef', line: 'Pizza du chef — à la carte de 1 restaurant', count: 1 },
    ]);
  });
  it('counts in the search’s commune, in a circle, or in the whole department', async () => {
    const tiramisu = async (v: Record<string, unknown>) => (await suggest({ text: 'tiramisu', ...v })).data.searchSuggestions.filter((s) => s.kind === 'DISH');
    // « Tiramisu maison » and « TIRAMISÙ » are two dishes; the unpublished restaurant's never counts.
    expect(await tiramisu({ citySlug: 'cholet' })).toEqual([
      { kind: 'DISH', text: 'TIRAMISÙ', line: 'TIRAMISÙ — à la carte de 1 restaurant', count: 1 },
      { kind: 'DISH', text: 'Tiramisu maison', line: 'Tiramisu maison — à la carte de 1 restaurant', count: 1 },
    ]);
    // In the department, « TIRAMISÙ » (Cholet) and « Tiramisu » (Angers) are one dish, shown in the spelling not in capitals.
    expect(await tiramisu({})).toEqual([
      { kind: 'DISH', text: 'Tiramisu', line: 'Tiramisu — à la carte de 2 restaurants', count: 2 },
      { kind: 'DISH', text: 'Tiramisu maison', line: 'Tiramisu maison — à la carte de 1 restaurant', count: 1 },
    ]);
    expect(await tiramisu({ near: { ...CHOLET, radiusKm: 5 } })).toHaveLength(2);
  });
  it('shows a label only when a restaurant of the place has it', async () => {
    expect((await suggest({ text: 'pizzeria', citySlug: 'angers' })).data.searchSuggestions).toContainEqual({ kind: 'TYPE', text: 'Pizzeria', line: 'Pizzeria — type de restaurant', count: null });
    expect((await suggest({ text: 'vegetarien', citySlug: 'angers' })).data.searchSuggestions).toEqual([]);
  });
  it('names other filter groups by their title', async () => {
    const res = await suggest({ text: 'végé', citySlug: 'cholet' });
    expect(res.data.searchSuggestions).toEqual([{ kind: 'FILTER', text: 'Végétarien', line: 'Végétarien — régime alimentaire', count: null }]);
    const cuisine = await suggest({ text: 'italienne' });
    expect(cuisine.data.searchSuggestions).toEqual([{ kind: 'CUISINE', text: 'Italienne', line: 'Italienne — cuisine', count: null }]);
  });
  it('answers nothing for an empty text and refuses a text too long or an unknown commune, in French', async () => {
    expect((await suggest({ text: '   ' })).data.searchSuggestions).toEqual([]);
    const long = await suggest({ text: 'p'.repeat(51) });
    expect(long.errors?.[0]).toMatchObject({ message: SEARCH_TOO_LONG, extensions: { code: 'INVALID_INPUT' } });
    const bad = await suggest({ text: 'pizza', citySlug: 'Pas une commune!' });
    expect(bad.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
  });
});

import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INFO_MESSAGES } from '../../common/restaurant-info-rules.js';
import { REGISTRATION_MESSAGES } from '../../common/registration-rules.js';
import { INPUT_MESSAGES } from '../../common/input-rules.js';
import { MESSAGES } from '../../common/validation.js';
import { hashPassword } from '../../server/src/auth/passwords.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../server/src/data/seed/demo-accounts.js';
import { giveRestaurant, insertAccount } from '../factories/accounts.js';
import { addDays, frenchKey, insertRestaurants, nextWeekday, restaurantRecord, reviewsWithRatings } from '../factories/restaurants.js';
import { AccountClient, PASSWORD } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';

/** The information page of the restaurateur's space (issue 12): myRestaurantInfo and saveRestaurantInfo. */

const INFO = `query ($idUrl: String!) {
  myRestaurantInfo(idUrl: $idUrl) {
    __typename
    ... on RestaurantInfo { idUrl name types cuisines street postalCode city lat lng phone averagePrice filters published path
      hours { weekday label ranges { opens closes pastMidnight } } specialDates { day mode ranges { opens closes pastMidnight } } }
    ... on UserError { code message }
  }
}`;

const SAVE = `mutation ($input: RestaurantInfoInput!) {
  saveRestaurantInfo(input: $input) {
    __typename
    ... on RestaurantInfoSaved { changed info { name types cuisines city postalCode phone averagePrice filters
      hours { weekday ranges { opens closes pastMidnight } } specialDates { day mode ranges { opens closes } } } }
    ... on UserError { code message }
    ... on InvalidInputError { field }
  }
}`;

const SEARCH = `query ($input: SearchInput!) { searchRestaurants(input: $input) { __typename ... on SearchResult { closest items { idUrl } } } }`;

let t: TestServer;
let mine = '';
let theirs = '';
const owner = () => new AccountClient(t);
let resto: AccountClient;
let other: AccountClient;
let customer: AccountClient;

const friday = nextWeekday(4);
const saturday = addDays(friday, 1);
/** A day with no weekly hours, given its own by a special date. */
const special = nextWeekday(1, addDays(friday, 1));

beforeAll(async () => {
  t = await startTestServer();
  const ids = await insertRestaurants(t.db, [
    // The best-rated of Angers: the demo restaurateur's.
    restaurantRecord({ externalId: 'mine', name: 'La Table du Patron', reviews: reviewsWithRatings([5, 5]), filters: ['Terrasse'] }),
    restaurantRecord({ externalId: 'theirs', name: 'Chez les Voisins' }),
  ], t.config.mediaDir);
  mine = ids.get('mine')!;
  theirs = ids.get('theirs')!;
  await seedDemoAccounts(t.db, () => {});
  const otherId = await insertAccount(t.db, { email: 'voisin@mijote.test', role: 'restaurateur', firstName: 'Paul', lastName: 'Voisin', passwordHash: await hashPassword(PASSWORD) });
  await giveRestaurant(t.db, otherId, { idUrl: theirs });
  resto = owner();
  expect((await resto.logIn('resto@mijote.test', PASSWORD, 'restaurateur')).__typename).toBe('Session');
  other = owner();
  expect((await other.logIn('voisin@mijote.test', PASSWORD, 'restaurateur')).__typename).toBe('Session');
  customer = owner();
  expect((await customer.logIn(DEMO_ACCOUNTS[0].email, PASSWORD, 'customer')).__typename).toBe('Session');
}, 120_000);
afterAll(() => t?.close());

/** A whole valid input for `mine`, which each test bends. */
function input(overrides: Record<string, unknown> = {}) {
  return {
    idUrl: mine, name: 'La Table du Patron', types: ['Bistrot', 'Brasserie'], cuisines: ['Française', 'Italienne'],
    street: '2 rue Lenepveu', postalCode: '49100', city: 'Angers', lat: 47.4716, lng: -0.5525, phone: '02 41 12 34 56', averagePrice: 28,
    filters: ['Terrasse', 'Végétarien', 'Parking vélo'],
    hours: [
      { weekday: 4, ranges: [{ opens: '12:00', closes: '14:00' }, { opens: '19:00', closes: '02:00' }] },
      { weekday: 5, ranges: [{ opens: '19:00', closes: '23:30' }] },
    ],
    specialDates: [
      { day: special, mode: 'hours', ranges: [{ opens: '18:00', closes: '01:00' }] },
      { day: saturday, mode: 'closed' },
    ],
    ...overrides,
  };
}

type Saved = { __typename: string; code?: string; message?: string; field?: string | null; changed?: string[]; info?: Record<string, unknown> };
async function save(client: AccountClient, overrides: Record<string, unknown> = {}) {
  return client.gql<{ saveRestaurantInfo: Saved | null }>(SAVE, { input: input(overrides) });
}

describe('myRestaurantInfo', () => {
  it('gives the owner their restaurant as the page edits it: seven days, filters, special dates, public path', async () => {
    const r = await resto.gql<{ myRestaurantInfo: Record<string, unknown> & { hours: unknown[] } }>(INFO, { idUrl: mine });
    expect(r.errors).toBeUndefined();
    const info = r.data.myRestaurantInfo;
    expect(info).toMatchObject({ __typename: 'RestaurantInfo', idUrl: mine, name: 'La Table du Patron', types: ['Traditionnel'], city: 'Angers', filters: ['Terrasse'], published: true });
    expect(info.hours).toHaveLength(7);
    expect(info.path).toMatch(new RegExp(`^/restaurant/angers/la-table-du-patron_${mine}$`));
  });

  it('refuses another restaurateur’s restaurant (FORBIDDEN), a customer (FORBIDDEN) and a visitor (UNAUTHENTICATED)', async () => {
    const r = await other.gql(INFO, { idUrl: mine });
    expect(r.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(r.errors?.[0].message).toBe(INFO_MESSAGES.notOwner);
    expect((await customer.gql(INFO, { idUrl: mine })).errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    expect((await owner().gql(INFO, { idUrl: mine })).errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });

  it('answers NotFoundError for an unknown restaurant', async () => {
    const r = await resto.gql<{ myRestaurantInfo: { __typename: string; message: string } }>(INFO, { idUrl: 'zzzzzzzz' });
    expect(r.data.myRestaurantInfo).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND', message: MESSAGES.restaurantNotFound });
  });
});

describe('saveRestaurantInfo', () => {
  it('saves everything in one go and says which parts changed; saving again changes nothing', async () => {
    const r = await save(resto);
    expect(r.errors).toBeUndefined();
    const saved = r.data.saveRestaurantInfo!;
    expect(saved.__typename).toBe('RestaurantInfoSaved');
    expect(saved.changed).toEqual(['Nom, types et cuisines', 'Adresse', 'Téléphone et prix moyen', 'Filtres', 'Horaires de la semaine', 'Dates spéciales']);
    expect(saved.info).toMatchObject({
      types: ['Bistrot', 'Brasserie'], cuisines: ['Française', 'Italienne'], postalCode: '49100', city: 'Angers', phone: '0241123456', averagePrice: 28,
      filters: ['Végétarien', 'Terrasse', 'Parking vélo'],
    });
    const hours = saved.info!.hours as { weekday: number; ranges: { opens: string; closes: string; pastMidnight: boolean }[] }[];
    expect(hours[4].ranges).toEqual([{ opens: '12:00', closes: '14:00', pastMidnight: false }, { opens: '19:00', closes: '02:00', pastMidnight: true }]);
    expect(hours[0].ranges).toEqual([]);
    expect(saved.info!.specialDates).toEqual([
      ...[{ day: special, mode: 'hours', ranges: [{ opens: '18:00', closes: '01:00' }] }, { day: saturday, mode: 'closed', ranges: [] }].sort((a, b) => a.day.localeCompare(b.day)),
    ]);
    const again = await save(resto);
    expect(again.data.saveRestaurantInfo!.changed).toEqual([]);
  });

  it('is found by the public search’s open-at: past midnight, and the special dates over the weekly hours', async () => {
    await save(resto);
    const openAt = async (date: string, hour: string) => {
      const r = await t.gql<{ searchRestaurants: { closest: boolean; items: { idUrl: string }[] } }>(SEARCH, { input: { citySlug: 'angers', date, hour } });
      // Nothing open: the search shows the closest results instead, flagged.
      return !r.data.searchRestaurants.closest && r.data.searchRestaurants.items.some((i) => i.idUrl === mine);
    };
    expect(await openAt(friday, '12:30')).toBe(true);
    expect(await openAt(friday, '16:00')).toBe(false);
    expect(await openAt(saturday, '01:30')).toBe(true); // Friday's night
    expect(await openAt(saturday, '20:00')).toBe(false); // the special date closes Saturday
    expect(await openAt(special, '23:30')).toBe(true); // its own hours on a day without weekly ones
    expect(await openAt(addDays(special, 1), '00:30')).toBe(true); // … past midnight
    expect(await openAt(special, '12:30')).toBe(false);
    const page = await t.post('/getInfoPageResto', { id_url: mine });
    const infopage = page.body.infopage as { schedule: Record<string, unknown>; special_date: Record<string, unknown>; type: string[] };
    expect(infopage.schedule.vendredi).toEqual([['12:00', '14:00'], ['19:00', '02:00']]);
    expect(infopage.special_date[frenchKey(saturday)]).toEqual([false]);
    expect(infopage.special_date[frenchKey(special)]).toEqual([true, ['18:00', '01:00']]);
    expect(infopage.type).toEqual(['Bistrot', 'Brasserie']);
  });

  it('keeps a filter search right: the types, cuisines and filters saved are what the search matches', async () => {
    await save(resto, { filters: ['Sans gluten'], types: ['Crêperie'] });
    const has = async (filters: string[]) => {
      const r = await t.gql<{ searchRestaurants: { closest: boolean; items: { idUrl: string }[] } }>(SEARCH, { input: { citySlug: 'angers', filters } });
      return !r.data.searchRestaurants.closest && r.data.searchRestaurants.items.some((i) => i.idUrl === mine);
    };
    expect(await has(['Sans gluten', 'Crêperie'])).toBe(true);
    expect(await has(['Terrasse'])).toBe(false);
    expect(await has(['Bistrot'])).toBe(false);
  });

  it('refuses another restaurateur (FORBIDDEN, nothing written), a customer and a visitor', async () => {
    const r = await save(other, { idUrl: mine, name: 'Pris par le voisin' });
    expect(r.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(r.data?.saveRestaurantInfo ?? null).toBeNull();
    const [row] = await t.db.query('SELECT name FROM restaurant WHERE id_url = $1', [mine]);
    expect(row.name).not.toBe('Pris par le voisin');
    expect((await save(customer)).errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    expect((await save(owner())).errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    // The neighbour edits their own restaurant.
    expect((await save(other, { idUrl: theirs, name: 'Chez les Voisins', street: '5 rue Voltaire' })).data.saveRestaurantInfo!.__typename).toBe('RestaurantInfoSaved');
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['name', { name: 'A' }, REGISTRATION_MESSAGES.restaurantNameInvalid],
    ['types', { types: [] }, INFO_MESSAGES.typesCount],
    ['types', { types: ['Friterie'] }, INFO_MESSAGES.typeUnknown],
    ['types', { types: ['Bistrot', 'Brasserie', 'Pizzeria'] }, INFO_MESSAGES.typesCount],
    ['cuisines', { cuisines: ['Française', 'Italienne', 'Grecque'] }, INFO_MESSAGES.cuisinesCount],
    ['cuisines', { cuisines: ['Klingonne'] }, INFO_MESSAGES.cuisineUnknown],
    ['street', { street: 'rue' }, MESSAGES.addressInvalid],
    ['postalCode', { postalCode: '75001' }, REGISTRATION_MESSAGES.postcodeOutside],
    ['lat', { lat: 43.3, lng: 5.4 }, INPUT_MESSAGES.outsideServiceArea],
    ['phone', { phone: '02 41' }, MESSAGES.phoneInvalid],
    ['averagePrice', { averagePrice: 0 }, INFO_MESSAGES.averagePriceInvalid],
    ['filters', { filters: ['5 étoiles'] }, INFO_MESSAGES.filterUnknown],
    ['filters', { filters: ['Ouvert ce soir'] }, INFO_MESSAGES.filterUnknown],
    ['hours', { hours: [{ weekday: 0, ranges: [{ opens: '12:10', closes: '14:00' }] }] }, `Lundi : ${INFO_MESSAGES.timeInvalid}`],
    ['hours', { hours: [{ weekday: 0, ranges: [{ opens: '12:00', closes: '12:00' }] }] }, `Lundi : ${INFO_MESSAGES.rangeEmpty}`],
    ['hours', { hours: [{ weekday: 2, ranges: [{ opens: '12:00', closes: '15:00' }, { opens: '14:00', closes: '22:00' }] }] }, `Mercredi : ${INFO_MESSAGES.overlap}`],
    ['hours', { hours: [{ weekday: 2, ranges: [{ opens: '08:00', closes: '09:00' }, { opens: '12:00', closes: '14:00' }, { opens: '19:00', closes: '22:00' }] }] }, `Mercredi : ${INFO_MESSAGES.tooManyRanges}`],
    ['hours', { hours: [{ weekday: 9, ranges: [] }] }, INFO_MESSAGES.weekdayInvalid],
    ['specialDates', { specialDates: [{ day: '2020-01-01', mode: 'closed' }] }, `mercredi 1er janvier 2020 : ${INFO_MESSAGES.dayOutOfRange}`],
    ['specialDates', { specialDates: [{ day: saturday, mode: 'ouvert' }] }, INFO_MESSAGES.modeInvalid],
    ['specialDates', { specialDates: [{ day: saturday, mode: 'hours', ranges: [] }] }, INFO_MESSAGES.rangesRequired],
  ];
  for (const [field, overrides, message] of refusals) {
    it(`refuses ${field} ${JSON.stringify(Object.values(overrides)[0])} with its French message, writing nothing`, async () => {
      const r = await save(resto, { ...overrides, name: 'name' in overrides ? overrides.name : 'Nom jamais écrit' });
      expect(r.errors).toBeUndefined();
      const answer = r.data.saveRestaurantInfo!;
      expect(answer.__typename).toBe('InvalidInputError');
      expect(answer.field).toBe(field);
      expect(answer.message?.endsWith(message), answer.message).toBe(true);
      const [row] = await t.db.query('SELECT name FROM restaurant WHERE id_url = $1', [mine]);
      expect(row.name).not.toBe('Nom jamais écrit');
    });
  }

  it('refuses an address whose postal code names no commune of the Maine-et-Loire', async () => {
    const r = await save(resto, { postalCode: '49999', city: 'Nulle-Part' });
    expect(r.data.saveRestaurantInfo).toMatchObject({ __typename: 'InvalidInputError', message: MESSAGES.addressNotFound, field: 'street' });
  });

  it('resolves the commune from the postal code and the city name, as registration does', async () => {
    const r = await save(resto, { street: '1 quai Mayaud', postalCode: '49400', city: 'Saumur', lat: 47.26, lng: -0.0769 });
    expect(r.data.saveRestaurantInfo!.info).toMatchObject({ city: 'Saumur', postalCode: '49400' });
    await save(resto);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, checkPassword } from '../../common/account-rules.js';
import { INPUT_MESSAGES } from '../../common/input-rules.js';
import { SEARCH_TOO_LONG } from '../../common/search.js';
import { startTestServer, type TestServer } from './harness.js';

/** One declaration per rule: the GraphQL input and the REST body answer the same French message (issue 10). */
let t: TestServer;
beforeAll(async () => { t = await startTestServer(); }, 120_000);
afterAll(() => t?.close());

const SEARCH = `query ($input: SearchInput!) { searchRestaurants(input: $input) { __typename ... on UserError { code message } ... on InvalidInputError { field } } }`;
const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { __typename ... on UserError { code message } ... on InvalidInputError { field } } }`;
const signUp = (extra: Record<string, unknown>) =>
  t.gql<{ signUp: Record<string, unknown> }>(SIGN_UP, { input: { email: 'regle@exemple.fr', password: 'Valide49!', firstName: 'Léa', lastName: 'Durand', acceptTerms: true, adultDeclared: true, ...extra } });

describe('SearchInput (GraphQL) and getResto (REST) share their rules', () => {
  const cases: [string, Record<string, unknown>, Record<string, unknown>, string][] = [
    ['a name over 50 characters', { name: 'x'.repeat(51) }, { name: 'x'.repeat(51) }, SEARCH_TOO_LONG],
    ['an hour off the half-hour', { hour: '12:10' }, { hour: '12:10' }, 'Heure invalide : choisissez un créneau à l’heure ou à la demi-heure.'],
    ['a past date', { date: '2020-01-01' }, { date: '2020-01-01' }, 'La date doit être comprise entre aujourd’hui et dans 3 mois.'],
    ['an unknown filter', { filters: ['Piscine'] }, { filters: ['Piscine'] }, 'Filtre inconnu : Piscine'],
    ['a point outside the service area', { near: { lat: 43.6, lng: 1.44 } }, { latitude: 43.6, longitude: 1.44 }, INPUT_MESSAGES.outsideServiceArea],
    ['a radius over 100 km', { near: { lat: 47.47, lng: -0.55, radiusKm: 500 } }, { latitude: 47.47, longitude: -0.55, distance: 500 }, 'La distance doit être comprise entre 5 et 100 km.'],
    ['a price range under 10 €', { priceMin: 20, priceMax: 25 }, { price: [20, 25] }, 'Fourchette de prix invalide (0 à 100 €, au moins 10 € d’écart).'],
    ['page 0', { page: 0 }, { page: 0 }, 'Numéro de page invalide.'],
  ];
  it.each(cases)('%s', async (_label, input, body, message) => {
    const gql = await t.gql<{ searchRestaurants: Record<string, unknown> }>(SEARCH, { input });
    expect(gql.errors).toBeUndefined();
    expect(gql.data.searchRestaurants).toMatchObject({ __typename: 'InvalidInputError', code: 'INVALID_INPUT', message });
    const rest = await t.post('/getResto', body);
    expect(rest).toMatchObject({ status: 400, body: { success: false, code: 'INVALID_INPUT', message } });
    // Same rule, same field (near.lat, near.radiusKm, priceMin… on both sides).
    if (!('near' in input) && !('priceMin' in input)) expect(rest.body.field).toBe(gql.data.searchRestaurants.field);
  });

  it('the city box of getVille answers the same search-text message', async () => {
    expect(await t.post('/getVille', { name: 'x'.repeat(51) })).toMatchObject({ status: 400, body: { message: SEARCH_TOO_LONG, field: 'name' } });
  });

  it('citySuggestions judges its text by the same rule, before the service', async () => {
    const long = await t.gql('query ($text: String!) { citySuggestions(text: $text) { slug } }', { text: 'x'.repeat(51) });
    expect(long.errors?.[0]).toMatchObject({ message: SEARCH_TOO_LONG, extensions: { code: 'INVALID_INPUT' } });
    const fine = await t.gql<{ citySuggestions: { slug: string }[] }>('query ($text: String!) { citySuggestions(text: $text) { slug } }', { text: 'x'.repeat(50) });
    expect(fine).toMatchObject({ data: { citySuggestions: [] } });
  });
});

describe('SignUpInput: the SPEC §5 rules before the resolver, as a union member', () => {
  it.each([
    ['email', { email: 'pas-une-adresse' }, ACCOUNT_MESSAGES.emailInvalid],
    ['password', { password: 'faible' }, checkPassword('faible')],
    ['firstName', { firstName: 'L' }, ACCOUNT_MESSAGES.firstNameInvalid],
    ['lastName', { lastName: 'x'.repeat(31) }, ACCOUNT_MESSAGES.lastNameInvalid],
    ['salutation', { salutation: 'Dr' }, ACCOUNT_MESSAGES.salutationInvalid],
    ['acceptTerms', { acceptTerms: false }, ACCOUNT_MESSAGES.termsRequired],
    ['adultDeclared', { adultDeclared: false }, ACCOUNT_MESSAGES.adultRequired],
  ] as const)('%s', async (field, extra, message) => {
    const r = await signUp(extra);
    expect(r.errors).toBeUndefined();
    expect(r.data.signUp).toEqual({ __typename: 'InvalidInputError', code: 'INVALID_INPUT', message, field });
  });

  it('a weak password gets the same French message from GraphQL signUp and REST reset-password', async () => {
    const gql = await signUp({ password: 'faible' });
    const rest = await t.request('POST', '/api/reset-password', { body: { token: 'x'.repeat(40), password: 'faible' } });
    expect(rest).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT', field: 'password', message: gql.data.signUp.message } });
  });

  it('a valid sign-up still goes through', async () => {
    expect((await signUp({})).data.signUp).toMatchObject({ __typename: 'SignUpSuccess' });
  });
});

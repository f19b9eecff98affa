import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ELEMENT_LIMITS, PAGE_ELEMENT_MESSAGES, PAGE_ELEMENTS } from '../../common/page-element-rules.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../server/src/data/seed/demo-accounts.js';
import { insertRestaurants, restaurantRecord } from '../factories/restaurants.js';
import { AccountClient, PASSWORD } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';

/**
 * Page elements (issue 13, area 1's pageElem/{id}/{name}) through real HTTP on real PostgreSQL: the public search pages
 * read the version online (the original text until a first save), a save is a new version served at once — by
 * siteTexts and by the page data the server writes into index.html, kept pages included — the history stays whole,
 * two admins saving over the same version cannot overwrite each other, bad content gets its French message, admin only.
 */
const clientDir = path.resolve(import.meta.dirname, '../../dist/client');
let t: TestServer;
const clients = {} as Record<'admin' | 'owner' | 'customer' | 'visitor', AccountClient>;

const TEXTS = `query ($page: SiteTextsPage!) { siteTexts(page: $page) { banner intro faq { question answer } } }`;
const ELEMENT = `query ($id: Int!) { pageElement(id: $id) { __typename
  ... on PageElementView { id name kind current { version author text entries { question } } versions { version author } }
  ... on UserError { code message } } }`;
const LIST = `{ pageElements { id name kind label current { version } } }`;
const SAVE = `mutation ($input: PageElementInput!) { savePageElement(input: $input) { __typename
  ... on PageElementSaved { id version message } ... on UserError { code message } ... on InvalidInputError { field } } }`;
type Gql = { data: Record<string, Record<string, unknown>> | null; errors?: { extensions?: { code?: string } }[] };
type Texts = { banner: string | null; intro: string | null; faq: { question: string; answer: string }[] };

const texts = async (page: 'HOME' | 'CITY' | 'NEARBY') => (await clients.visitor.gql<{ siteTexts: Texts }>(TEXTS, { page })).data.siteTexts;
const save = async (input: Record<string, unknown>, c = clients.admin) => (await c.gql(SAVE, { input })) as Gql;
const entry = (n: number) => ({ question: `Question numéro ${n} ?`, answer: `La réponse numéro ${n}, assez longue.` });
/** The page data the server writes into a page's HTML. */
async function pageData(url: string): Promise<{ city?: { texts: string; data: { siteTexts: Texts } } }> {
  const html = await (await fetch(`${t.url}${url}`)).text();
  const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html);
  expect(json, `page-data de ${url}`).not.toBeNull();
  return JSON.parse(json![1]) as never;
}

beforeAll(async () => {
  if (!existsSync(path.join(clientDir, 'index.html'))) throw new Error('dist/client introuvable : lancez d’abord npm run build:client.');
  t = await startTestServer({}, { clientDir });
  await insertRestaurants(t.db, [restaurantRecord({ externalId: 'one', name: 'Le Seul' })], t.config.mediaDir);
  await seedDemoAccounts(t.db, () => {});
  clients.admin = new AccountClient(t);
  expect(await clients.admin.logInAdmin(DEMO_ACCOUNTS[2].email)).toMatchObject({ __typename: 'SecondFactorSession' });
  clients.owner = new AccountClient(t);
  await clients.owner.logIn(DEMO_ACCOUNTS[1].email, PASSWORD, 'restaurateur');
  clients.customer = new AccountClient(t);
  await clients.customer.logIn(DEMO_ACCOUNTS[0].email, PASSWORD, 'customer');
  clients.visitor = new AccountClient(t);
}, 120_000);
afterAll(() => t?.close());

describe('page elements', () => {
  it('before any save, the pages show the texts the code ships with (version 0)', async () => {
    const home = await texts('HOME');
    expect(home.faq).toEqual(PAGE_ELEMENTS[0].origin.entries);
    expect(home.intro).toBe(PAGE_ELEMENTS[3].origin.text);
    expect(home.banner).toBeNull();
    expect((await texts('NEARBY')).faq).toEqual(PAGE_ELEMENTS[2].origin.entries);
    expect(await texts('CITY')).toMatchObject({ intro: null, banner: null });
    const list = (await clients.admin.gql<{ pageElements: { name: string; current: { version: number } }[] }>(LIST)).data.pageElements;
    expect(list.map((e) => [e.name, e.current.version])).toEqual(PAGE_ELEMENTS.map((e) => [e.name, 0]));
  });

  it('a save is a new version, served at once to siteTexts and to the page data of home (kept pages dropped)', async () => {
    // Home's page data is kept 30 s: read it first so that it is kept.
    expect((await pageData('/')).city!.data.siteTexts.faq[0].question).toBe(PAGE_ELEMENTS[0].origin.entries[0].question);
    const saved = (await save({ id: 1, baseVersion: 0, entries: [entry(1), entry(2)], text: 'ignoré pour une FAQ' })).data!.savePageElement;
    expect(saved).toEqual({ __typename: 'PageElementSaved', id: 1, version: 1, message: PAGE_ELEMENT_MESSAGES.saved(1) });
    expect((await texts('HOME')).faq).toEqual([entry(1), entry(2)]);
    const home = await pageData('/');
    expect(home.city!.texts).toBe('HOME');
    expect(home.city!.data.siteTexts.faq).toEqual([{ __typename: 'FaqEntry', ...entry(1) }, { __typename: 'FaqEntry', ...entry(2) }]);
    // City pages have their own FAQ, still the original.
    expect((await texts('CITY')).faq).toEqual(PAGE_ELEMENTS[1].origin.entries);

    const banner = (await save({ id: 5, baseVersion: 0, entries: [entry(9)], text: '  Fermeture du site dimanche de 2 h à 4 h.  ' })).data!.savePageElement;
    expect(banner).toMatchObject({ __typename: 'PageElementSaved', version: 1 });
    expect((await texts('CITY')).banner).toBe('Fermeture du site dimanche de 2 h à 4 h.');
    expect((await pageData('/angers')).city!.data.siteTexts.banner).toBe('Fermeture du site dimanche de 2 h à 4 h.');
    // An empty text takes the banner down.
    expect((await save({ id: 5, baseVersion: 1, entries: [], text: '' })).data!.savePageElement).toMatchObject({ version: 2 });
    expect((await texts('HOME')).banner).toBeNull();
  });

  it('keeps every version with its author, ending with the original text', async () => {
    const view = (await clients.admin.gql(ELEMENT, { id: 5 })).data.pageElement as { current: { version: number; text: string; entries: unknown[] }; versions: { version: number; author: string | null }[] };
    expect(view.current).toMatchObject({ version: 2, text: '', entries: [] });
    expect(view.versions).toEqual([{ version: 2, author: DEMO_ACCOUNTS[2].email }, { version: 1, author: DEMO_ACCOUNTS[2].email }, { version: 0, author: null }]);
    const [{ content }] = await t.db.query(`SELECT content FROM page_element_version WHERE element_id = 5 AND version = 1`);
    // Only what the element's kind uses is stored.
    expect(content).toEqual({ entries: [], text: 'Fermeture du site dimanche de 2 h à 4 h.' });
  });

  it('refuses a save over a version that is no longer the latest (two admins at once)', async () => {
    const stale = (await save({ id: 1, baseVersion: 0, entries: [entry(3)], text: '' })).data!.savePageElement;
    expect(stale).toEqual({ __typename: 'ActionError', code: 'CONFLICT', message: PAGE_ELEMENT_MESSAGES.conflict });
    const ahead = (await save({ id: 1, baseVersion: 7, entries: [entry(3)], text: '' })).data!.savePageElement;
    expect(ahead).toMatchObject({ code: 'CONFLICT' });
    expect((await texts('HOME')).faq).toEqual([entry(1), entry(2)]);
  });

  it('refuses bad content with its French message, and saves nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ id: 1, entries: [entry(1), { question: 'Q ?', answer: 'Une réponse suffisante.' }], text: '' }, PAGE_ELEMENT_MESSAGES.question(2)],
      [{ id: 1, entries: [{ question: 'Une vraie question ?', answer: 'Court' }], text: '' }, PAGE_ELEMENT_MESSAGES.answer(1)],
      [{ id: 1, entries: [entry(1), entry(1)], text: '' }, PAGE_ELEMENT_MESSAGES.duplicate(2)],
      [{ id: 1, entries: Array.from({ length: PAGE_ELEMENT_LIMITS.faqEntries + 1 }, (_, i) => entry(i)), text: '' }, PAGE_ELEMENT_MESSAGES.tooManyEntries],
      [{ id: 4, entries: [], text: 'x'.repeat(PAGE_ELEMENT_LIMITS.introMax + 1) }, PAGE_ELEMENT_MESSAGES.introTooLong],
      [{ id: 5, entries: [], text: 'Première ligne\nseconde ligne' }, PAGE_ELEMENT_MESSAGES.lineBreaks],
    ];
    for (const [input, message] of cases) {
      const r = (await save({ baseVersion: input.id === 1 ? 1 : input.id === 5 ? 2 : 0, ...input })).data!.savePageElement;
      expect(r, message).toMatchObject({ __typename: 'InvalidInputError', code: 'INVALID_INPUT', message });
    }
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM page_element_version`);
    expect(n).toBe(3);
  });

  it('answers an unknown element as not found', async () => {
    for (const id of [0, 6, -1, 2 ** 31 - 1]) {
      expect((await clients.admin.gql(ELEMENT, { id })).data.pageElement).toMatchObject({ __typename: 'NotFoundError' });
      expect((await save({ id, baseVersion: 0, entries: [], text: '' })).data!.savePageElement).toMatchObject({ __typename: 'NotFoundError' });
    }
  });

  it('is admin only: visitors, customers and restaurateurs are refused every admin field; the public texts stay open', async () => {
    for (const who of ['visitor', 'customer', 'owner'] as const) {
      const c = clients[who];
      for (const [query, variables] of [[LIST, {}], [ELEMENT, { id: 1 }], [SAVE, { input: { id: 4, baseVersion: 0, entries: [], text: 'Piraté' } }]] as const) {
        const r = (await c.gql(query, variables)) as Gql;
        expect(r.errors?.map((e) => e.extensions?.code), `${who}`).toEqual([who === 'visitor' ? 'UNAUTHENTICATED' : 'FORBIDDEN']);
      }
      expect(((await c.gql(TEXTS, { page: 'HOME' })) as Gql).errors).toBeUndefined();
    }
    expect((await texts('HOME')).intro).toBe(PAGE_ELEMENTS[3].origin.text);
  });
});

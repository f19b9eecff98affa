import { DESCRIPTION_MESSAGES } from '../../common/description-rules.js';
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '../../common/booking-rules.js';
import { MENU_LIMITS, MENU_MESSAGES } from '../../common/menu-rules.js';
import { addMonths, parisToday } from '../../common/search.js';
import { hashPassword } from '../../server/src/auth/passwords.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../server/src/data/seed/demo-accounts.js';
import { giveRestaurant, insertAccount } from '../factories/accounts.js';
import { addDays, insertRestaurants, restaurantRecord } from '../factories/restaurants.js';
import { AccountClient, PASSWORD } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';

/**
 * The restaurateur's space of issue 12 — the menu editor (/modifyMenu) and the booking page (/reservationPage) — through
 * real HTTP on real PostgreSQL: what the owner saves is what the public Menu and Réservation tabs show; bad input is
 * refused in French; another restaurateur, a customer and a visitor are refused.
 */
let t: TestServer;
let mine = '';
let theirs = '';
const clients = {} as Record<'owner' | 'other' | 'customer' | 'visitor', AccountClient>;
const today = parisToday();

const EDITOR = `idUrl style interactive sections { title dishes { name description priceCents } } photos { id url width height alt }
  daily { id title description priceCents startsOn endsOn image { id url } }`;
const MY_MENU = `query ($idUrl: String!) { myMenu(idUrl: $idUrl) { __typename ... on MenuEditor { ${EDITOR} } ... on UserError { code message } ... on InvalidInputError { field } } }`;
const SAVE_MENU = `mutation ($input: MenuInput!) { saveMenu(input: $input) { __typename ... on MenuEditor { ${EDITOR} } ... on UserError { code message } ... on InvalidInputError { field } } }`;
const SAVE_DAILY = `mutation ($input: DailyMenuInput!) { saveDailyMenu(input: $input) { __typename ... on EditableDailyMenu { id title description priceCents startsOn endsOn image { id url } } ... on UserError { code message } ... on InvalidInputError { field } } }`;
const DELETE_DAILY = `mutation ($idUrl: String!, $id: Int!) { deleteDailyMenu(idUrl: $idUrl, id: $id) { __typename ... on MenuEditor { daily { id } } ... on UserError { code message } } }`;
const MY_BOOKING = `query ($idUrl: String!) { myBooking(idUrl: $idUrl) { __typename ... on Booking { idUrl name path phone isResaPhone bookingUrl } ... on UserError { code message } } }`;
const SAVE_BOOKING = `mutation ($input: BookingInput!) { saveBooking(input: $input) { __typename ... on Booking { idUrl isResaPhone bookingUrl } ... on UserError { code message } ... on InvalidInputError { field } } }`;
const PUBLIC_MENU = `query ($idUrl: String!) { restaurantMenu(idUrl: $idUrl) { __typename ... on Menu { style interactive sections { title dishes { name description priceCents } } images { url alt } daily { title description priceCents startsOn endsOn images { url } } } } }`;

const CARTE = [
  { title: 'Entrées', dishes: [{ name: 'Rillauds d’Anjou', description: 'Poitrine confite, salade', priceCents: 950 }] },
  { title: 'Desserts', dishes: [{ name: 'Crémet d’Anjou', description: '', priceCents: 750 }, { name: 'Tarte Tatin', description: 'Crème crue', priceCents: null }] },
];

type Gql = { data: Record<string, Record<string, unknown> | null>; errors?: { message: string; extensions?: { code?: string } }[] };
const codes = (r: Gql) => r.errors?.map((e) => e.extensions?.code);

async function png(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2f5d50' } }).png().toBuffer();
}

/** POST /api/menuPhoto with a raw image body, as the editor sends it. */
async function upload(client: AccountClient, query: string, body: Buffer | string, type = 'image/png'): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${t.url}/api/menuPhoto?${query}`, {
    method: 'POST',
    headers: { 'content-type': type, ...(client.token ? { authorization: `Bearer ${client.token}` } : {}) },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  // The built client (npm run build:client), for the page shell's data of the public page.
  t = await startTestServer({}, { clientDir: path.resolve(import.meta.dirname, '../../dist/client') });
  const ids = await insertRestaurants(t.db, [
    restaurantRecord({ externalId: 'mine', name: 'La Table du Patron', phone: '02 41 11 22 33' }),
    restaurantRecord({ externalId: 'theirs', name: 'Chez les Voisins' }),
  ], t.config.mediaDir);
  mine = ids.get('mine')!;
  theirs = ids.get('theirs')!;
  // The demo restaurateur owns the first (best-rated, then lowest id) restaurant of Angers; a second one owns the other.
  await seedDemoAccounts(t.db, () => {});
  const otherId = await insertAccount(t.db, { email: 'voisin@example.fr', role: 'restaurateur', firstName: 'Paul', lastName: 'Voisin', passwordHash: await hashPassword(PASSWORD) });
  await giveRestaurant(t.db, otherId, { idUrl: theirs });
  const [{ owner_id: demoOwner }]: { owner_id: number | null }[] = await t.db.query('SELECT owner_id FROM restaurant WHERE id_url = $1', [mine]);
  expect(demoOwner).not.toBeNull();

  clients.owner = new AccountClient(t);
  await clients.owner.logIn(DEMO_ACCOUNTS[1].email, PASSWORD, 'restaurateur');
  clients.other = new AccountClient(t);
  await clients.other.logIn('voisin@example.fr', PASSWORD, 'restaurateur');
  clients.customer = new AccountClient(t);
  await clients.customer.logIn(DEMO_ACCOUNTS[0].email, PASSWORD, 'customer');
  clients.visitor = new AccountClient(t);
  for (const c of [clients.owner, clients.other, clients.customer]) expect(c.token).toBeTruthy();
}, 120_000);
afterAll(() => t?.close());

describe('the restaurateur guard and who may read the space', () => {
  it('POST /api/resto/verify answers the restaurateur only', async () => {
    expect((await clients.owner.api('POST', '/resto/verify', {})).body).toEqual({ success: true, role: 'restaurateur' });
    expect((await clients.customer.api('POST', '/resto/verify', {})).status).toBe(403);
    expect((await clients.visitor.api('POST', '/resto/verify', {})).status).toBe(401);
  });

  it('myMenu and myBooking read the owner’s restaurant; another restaurateur, a customer and a visitor are refused', async () => {
    const menu = (await clients.owner.gql(MY_MENU, { idUrl: mine })) as Gql;
    expect(menu.data.myMenu).toMatchObject({ __typename: 'MenuEditor', idUrl: mine, style: 'classique', sections: [], photos: [], daily: [] });
    const booking = (await clients.owner.gql(MY_BOOKING, { idUrl: mine })) as Gql;
    expect(booking.data.myBooking).toMatchObject({ __typename: 'Booking', idUrl: mine, name: 'La Table du Patron', phone: '0241112233', isResaPhone: true, bookingUrl: null });
    for (const query of [MY_MENU, MY_BOOKING]) {
      expect(codes((await clients.other.gql(query, { idUrl: mine })) as Gql)).toEqual(['FORBIDDEN']);
      expect(codes((await clients.customer.gql(query, { idUrl: mine })) as Gql)).toEqual(['FORBIDDEN']);
      expect(codes((await clients.visitor.gql(query, { idUrl: mine })) as Gql)).toEqual(['UNAUTHENTICATED']);
      const unknown = (await clients.owner.gql(query, { idUrl: 'zzzzzzzz' })) as Gql;
      expect(Object.values(unknown.data)[0]).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    }
  });
});

describe('saveMenu: the carte, saved whole', () => {
  it('saves style, interactmenu, sections and dishes in order; the public Menu tab and getMenuVisitor show exactly that', async () => {
    const r = (await clients.owner.gql(SAVE_MENU, { input: { idUrl: mine, style: 'ardoise', interactive: true, sections: CARTE, photos: [] } })) as Gql;
    expect(r.errors).toBeUndefined();
    expect(r.data.saveMenu).toMatchObject({ __typename: 'MenuEditor', style: 'ardoise', interactive: true, sections: CARTE });

    const visitor = (await clients.visitor.gql(PUBLIC_MENU, { idUrl: mine })) as Gql;
    expect(visitor.data.restaurantMenu).toMatchObject({ __typename: 'Menu', style: 'ardoise', interactive: true, sections: CARTE });
    const rest = await t.post('/getMenuVisitor', { idResto: mine });
    expect(rest.body).toMatchObject({
      success: true,
      infomenu: {
        stylemenu: 'ardoise', interactmenu: true,
        menu: CARTE.map((s) => ({ title: s.title, dishes: s.dishes.map((d) => ({ name: d.name, description: d.description, price: d.priceCents })) })),
      },
    });

    // Reordered (the editor's 'Monter' / 'Descendre'), trimmed, one dish removed: replaced whole.
    const reordered = [{ title: ' Desserts ', dishes: [{ name: 'Tarte Tatin ', description: ' Crème crue', priceCents: 800 }] }, CARTE[0]];
    const again = (await clients.owner.gql(SAVE_MENU, { input: { idUrl: mine, style: 'moderne', interactive: false, sections: reordered, photos: [] } })) as Gql;
    expect(again.data.saveMenu).toMatchObject({
      style: 'moderne', interactive: false,
      sections: [{ title: 'Desserts', dishes: [{ name: 'Tarte Tatin', description: 'Crème crue', priceCents: 800 }] }, CARTE[0]],
    });
    const count: { n: number }[] = await t.db.query('SELECT count(*)::int AS n FROM menu_dish d JOIN menu_section s ON s.id = d.section_id JOIN restaurant r ON r.id = s.restaurant_id WHERE r.id_url = $1', [mine]);
    expect(count[0].n).toBe(2);
  });

  it('the public page’s prepared data (kept 30 s by the page shell) follows a save at once', async () => {
    const pagePath = ((await clients.owner.gql(MY_BOOKING, { idUrl: mine })) as Gql).data.myBooking!.path as string;
    const pageData = async () => {
      const html = await (await fetch(`${t.url}${pagePath}`)).text();
      return /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    };
    expect(await pageData()).toContain('Tarte Tatin');
    await clients.owner.gql(SAVE_MENU, { input: { idUrl: mine, style: 'moderne', interactive: false, sections: [{ title: 'Fromages', dishes: [] }, ...CARTE], photos: [] } });
    const after = await pageData();
    expect(after).toContain('Fromages');
    expect(after).toContain('"style":"moderne"');
  });

  it('the public page’s prepared data follows the description’s saves too (biography, photos)', async () => {
    const pagePath = ((await clients.owner.gql(MY_BOOKING, { idUrl: mine })) as Gql).data.myBooking!.path as string;
    const pageData = async () => {
      const html = await (await fetch(`${t.url}${pagePath}`)).text();
      return /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    };
    await pageData();
    const desc = (await clients.owner.gql(`query ($r: String!) { restaurantDescription(restaurant: $r) { devantureAlt: devanture { alt } gallery { id alt } } }`, { r: mine })) as Gql;
    const gallery = (desc.data.restaurantDescription as { gallery: { id: number; alt: string }[] }).gallery;
    const saved = (await clients.owner.gql(`mutation ($input: DescriptionInput!) { saveRestaurantDescription(input: $input) { __typename } }`, {
      input: { restaurant: mine, biography: 'Une présentation toute neuve, au bord de la Maine.', gallery },
    })) as Gql;
    expect(saved.data.saveRestaurantDescription).toEqual({ __typename: 'DescriptionSaved' });
    expect(await pageData()).toContain('Une présentation toute neuve, au bord de la Maine.');
  });

  it('refuses a bad carte with the French message of common/menu-rules and its place, writing nothing', async () => {
    const cases: [unknown, string][] = [
      [[{ title: '', dishes: [] }], `Rubrique 1 : ${MENU_MESSAGES.sectionTitleInvalid}`],
      [[{ title: 'Plats', dishes: [{ name: 'Soupe', description: '', priceCents: 100_001 }] }], `Rubrique 1, plat 1 : ${MENU_MESSAGES.priceInvalid}`],
      [[{ title: 'Plats', dishes: [{ name: 'x'.repeat(121), description: '', priceCents: null }] }], `Rubrique 1, plat 1 : ${MENU_MESSAGES.dishNameInvalid}`],
      [Array.from({ length: MENU_LIMITS.sections + 1 }, () => ({ title: 'R', dishes: [] })), MENU_MESSAGES.tooManySections],
    ];
    const before = ((await clients.owner.gql(MY_MENU, { idUrl: mine })) as Gql).data.myMenu;
    for (const [sections, message] of cases) {
      const r = (await clients.owner.gql(SAVE_MENU, { input: { idUrl: mine, style: 'classique', interactive: true, sections, photos: [] } })) as Gql;
      expect(r.data.saveMenu).toEqual({ __typename: 'InvalidInputError', code: 'INVALID_INPUT', message, field: 'sections' });
    }
    const style = (await clients.owner.gql(SAVE_MENU, { input: { idUrl: mine, style: 'baroque', interactive: true, sections: [], photos: [] } })) as Gql;
    expect(style.data.saveMenu).toMatchObject({ __typename: 'InvalidInputError', message: MENU_MESSAGES.styleInvalid, field: 'style' });
    expect(((await clients.owner.gql(MY_MENU, { idUrl: mine })) as Gql).data.myMenu).toEqual(before);
  });

  it('another restaurateur cannot change this carte (FORBIDDEN, nothing written); a customer or a visitor cannot save any', async () => {
    const before = ((await clients.owner.gql(MY_MENU, { idUrl: mine })) as Gql).data.myMenu;
    const input = { idUrl: mine, style: 'classique', interactive: true, sections: [{ title: 'Piratage', dishes: [] }], photos: [] };
    expect(codes((await clients.other.gql(SAVE_MENU, { input })) as Gql)).toEqual(['FORBIDDEN']);
    expect(codes((await clients.customer.gql(SAVE_MENU, { input })) as Gql)).toEqual(['FORBIDDEN']);
    expect(codes((await clients.visitor.gql(SAVE_MENU, { input })) as Gql)).toEqual(['UNAUTHENTICATED']);
    expect(((await clients.owner.gql(MY_MENU, { idUrl: mine })) as Gql).data.myMenu).toEqual(before);
    // Their own restaurant is theirs to edit.
    const own = (await clients.other.gql(SAVE_MENU, { input: { ...input, idUrl: theirs, sections: [{ title: 'Plats', dishes: [] }] } })) as Gql;
    expect(own.data.saveMenu).toMatchObject({ __typename: 'MenuEditor', idUrl: theirs });
  });
});

describe('POST /api/menuPhoto and the photos of the carte', () => {
  it('checks the image, re-encodes it to webp, adds it to the carte; saveMenu reorders, describes and removes photos', async () => {
    const first = await upload(clients.owner, `idUrl=${mine}`, await png(3000, 1500));
    expect(first.status).toBe(200);
    const photo = (first.body as { photo: { id: number; url: string; width: number; height: number } }).photo;
    expect(photo.url).toMatch(new RegExp(`^/media/restaurants/${mine}/menu-[0-9a-f]{18}\\.webp$`));
    expect([photo.width, photo.height]).toEqual([2560, 1280]);
    const file = path.join(t.config.mediaDir, photo.url.slice('/media/'.length));
    expect((await sharp(file).metadata()).format).toBe('webp');
    const second = (await upload(clients.owner, `idUrl=${mine}`, await png())).body as { photo: { id: number; url: string } };

    const saved = (await clients.owner.gql(SAVE_MENU, {
      input: { idUrl: mine, style: 'classique', interactive: true, sections: CARTE, photos: [{ id: second.photo.id, alt: 'La carte des vins' }, { id: photo.id, alt: '' }] },
    })) as Gql;
    expect((saved.data.saveMenu as { photos: { id: number; alt: string }[] }).photos.map((p) => [p.id, p.alt])).toEqual([[second.photo.id, 'La carte des vins'], [photo.id, '']]);
    const visitor = (await clients.visitor.gql(PUBLIC_MENU, { idUrl: mine })) as Gql;
    expect((visitor.data.restaurantMenu as { images: { url: string; alt: string }[] }).images).toEqual([{ url: second.photo.url, alt: 'La carte des vins' }, { url: photo.url, alt: '' }]);

    // Left out: its row and its file are gone.
    await clients.owner.gql(SAVE_MENU, { input: { idUrl: mine, style: 'classique', interactive: true, sections: CARTE, photos: [{ id: second.photo.id, alt: 'La carte des vins' }] } });
    expect(existsSync(file)).toBe(false);
  });

  it('refuses what is not a photo, too many photos and photos of another restaurant, in French', async () => {
    const text = await upload(clients.owner, `idUrl=${mine}`, 'pas une image', 'image/png');
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({ success: false, code: 'INVALID_INPUT', message: 'Ce fichier n’est pas une photo acceptée : envoyez une image JPEG, PNG ou WebP.' });
    const fake = await upload(clients.owner, `idUrl=${mine}`, Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]));
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe('Ce fichier n’est pas une image lisible (JPEG, PNG ou WebP).');
    expect((await upload(clients.owner, 'idUrl=pas-un-id', await png())).status).toBe(400);

    const theirsPhoto = (await upload(clients.other, `idUrl=${theirs}`, await png())).body as { photo: { id: number } };
    const r = (await clients.owner.gql(SAVE_MENU, { input: { idUrl: mine, style: 'classique', interactive: true, sections: [], photos: [{ id: theirsPhoto.photo.id, alt: '' }] } })) as Gql;
    expect(r.data.saveMenu).toMatchObject({ __typename: 'InvalidInputError', message: MENU_MESSAGES.photoUnknown, field: 'photos' });
    const alt = (await clients.owner.gql(SAVE_MENU, { input: { idUrl: mine, style: 'classique', interactive: true, sections: [], photos: [{ id: theirsPhoto.photo.id, alt: 'x'.repeat(201) }] } })) as Gql;
    expect(alt.data.saveMenu).toMatchObject({ __typename: 'InvalidInputError', message: DESCRIPTION_MESSAGES.altTooLong });

    const [{ n }]: { n: number }[] = await t.db.query(`SELECT count(*)::int AS n FROM photo p JOIN restaurant r ON r.id = p.restaurant_id WHERE r.id_url = $1 AND kind = 'menu'`, [mine]);
    for (let i = n; i < MENU_LIMITS.photos; i++) expect((await upload(clients.owner, `idUrl=${mine}`, await png(64, 64))).status).toBe(200);
    const eleventh = await upload(clients.owner, `idUrl=${mine}`, await png(64, 64));
    expect(eleventh.status).toBe(400);
    expect(eleventh.body.message).toBe(MENU_MESSAGES.tooManyPhotos);
  });

  it('another restaurateur, a customer and a visitor cannot add a photo to this carte', async () => {
    const before: { n: number }[] = await t.db.query('SELECT count(*)::int AS n FROM photo');
    expect((await upload(clients.other, `idUrl=${mine}`, await png())).body).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await upload(clients.customer, `idUrl=${mine}`, await png())).status).toBe(403);
    expect((await upload(clients.visitor, `idUrl=${mine}`, await png())).status).toBe(401);
    expect(await t.db.query('SELECT count(*)::int AS n FROM photo')).toEqual(before);
  });
});

describe('the daily menus', () => {
  let dailyId = 0;

  it('creates and changes a daily menu, with its picture; the public Menu tab shows exactly that', async () => {
    const input = { idUrl: mine, title: 'Menu du marché', description: 'Velouté, joue de bœuf, crème brûlée', priceCents: 1890, startsOn: today, endsOn: addDays(today, 2) };
    const created = (await clients.owner.gql(SAVE_DAILY, { input })) as Gql;
    expect(created.errors).toBeUndefined();
    const saved = created.data.saveDailyMenu as { id: number };
    dailyId = saved.id;
    expect(saved).toEqual({ __typename: 'EditableDailyMenu', id: dailyId, title: 'Menu du marché', description: input.description, priceCents: 1890, startsOn: today, endsOn: addDays(today, 2), image: null });
    const editor = (await clients.owner.gql(MY_MENU, { idUrl: mine })) as Gql;
    expect((editor.data.myMenu as { daily: { id: number }[] }).daily.map((d) => d.id)).toEqual([dailyId]);

    const picture = await upload(clients.owner, `idUrl=${mine}&dailyMenuId=${dailyId}`, await png());
    expect(picture.status).toBe(200);
    const url = (picture.body as { photo: { url: string } }).photo.url;
    expect(url).toMatch(new RegExp(`^/media/restaurants/${mine}/daily-${dailyId}-`));
    // A second picture replaces the first (one image per daily menu), its file included.
    const replacement = await upload(clients.owner, `idUrl=${mine}&dailyMenuId=${dailyId}`, await png(320, 200));
    expect(existsSync(path.join(t.config.mediaDir, url.slice(7)))).toBe(false);

    const changed = (await clients.owner.gql(SAVE_DAILY, { input: { ...input, id: dailyId, title: 'Menu du jeudi', priceCents: null, endsOn: today } })) as Gql;
    expect((changed.data.saveDailyMenu as { id: number }).id).toBe(dailyId);
    const visitor = (await clients.visitor.gql(PUBLIC_MENU, { idUrl: mine })) as Gql;
    expect((visitor.data.restaurantMenu as { daily: unknown[] }).daily).toEqual([
      { title: 'Menu du jeudi', description: 'Velouté, joue de bœuf, crème brûlée', priceCents: null, startsOn: today, endsOn: today, images: [{ url: (replacement.body as { photo: { url: string } }).photo.url }] },
    ]);
  });

  it('refuses bad dates, titles and prices in French', async () => {
    const base = { idUrl: mine, title: 'Menu', description: '', priceCents: 1500, startsOn: today, endsOn: today };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ endsOn: addDays(today, -1), startsOn: addDays(today, -3) }, MENU_MESSAGES.dailyEndsInPast, 'endsOn'],
      [{ endsOn: addDays(today, 1), startsOn: addDays(today, 2) }, MENU_MESSAGES.dailyEndsBeforeStart, 'endsOn'],
      [{ endsOn: addDays(today, 40) }, MENU_MESSAGES.dailyTooLong, 'endsOn'],
      [{ startsOn: addMonths(today, 13), endsOn: addMonths(today, 13) }, MENU_MESSAGES.dailyTooFarAhead, 'endsOn'],
      [{ startsOn: '2026-02-30' }, MENU_MESSAGES.dateInvalid, 'startsOn'],
      [{ title: '  ' }, MENU_MESSAGES.dailyTitleInvalid, 'title'],
      [{ priceCents: -5 }, MENU_MESSAGES.priceInvalid, 'priceCents'],
    ];
    for (const [change, message, field] of cases) {
      const r = (await clients.owner.gql(SAVE_DAILY, { input: { ...base, ...change } })) as Gql;
      expect(r.data.saveDailyMenu, message).toEqual({ __typename: 'InvalidInputError', code: 'INVALID_INPUT', message, field });
    }
  });

  it('another restaurateur can neither change nor delete this daily menu, nor reach it through their own restaurant', async () => {
    const input = { idUrl: mine, id: dailyId, title: 'Piratage', description: '', startsOn: today, endsOn: today };
    expect(codes((await clients.other.gql(SAVE_DAILY, { input })) as Gql)).toEqual(['FORBIDDEN']);
    const through = (await clients.other.gql(SAVE_DAILY, { input: { ...input, idUrl: theirs } })) as Gql;
    expect(through.data.saveDailyMenu).toMatchObject({ __typename: 'NotFoundError', message: MENU_MESSAGES.dailyUnknown });
    expect(codes((await clients.other.gql(DELETE_DAILY, { idUrl: mine, id: dailyId })) as Gql)).toEqual(['FORBIDDEN']);
    expect(((await clients.other.gql(DELETE_DAILY, { idUrl: theirs, id: dailyId })) as Gql).data.deleteDailyMenu).toMatchObject({ __typename: 'NotFoundError' });
    expect((await upload(clients.other, `idUrl=${theirs}&dailyMenuId=${dailyId}`, await png())).status).toBe(404);
    expect(codes((await clients.customer.gql(SAVE_DAILY, { input })) as Gql)).toEqual(['FORBIDDEN']);
    expect(codes((await clients.visitor.gql(DELETE_DAILY, { idUrl: mine, id: dailyId })) as Gql)).toEqual(['UNAUTHENTICATED']);
    const [{ title }]: { title: string }[] = await t.db.query('SELECT title FROM daily_menu WHERE id = $1', [dailyId]);
    expect(title).toBe('Menu du jeudi');
  });

  it('the owner deletes it, with its picture', async () => {
    const [{ path: picture }]: { path: string }[] = await t.db.query('SELECT path FROM photo WHERE daily_menu_id = $1', [dailyId]);
    const r = (await clients.owner.gql(DELETE_DAILY, { idUrl: mine, id: dailyId })) as Gql;
    expect(r.data.deleteDailyMenu).toEqual({ __typename: 'MenuEditor', daily: [] });
    expect(existsSync(path.join(t.config.mediaDir, picture))).toBe(false);
    expect(((await clients.visitor.gql(PUBLIC_MENU, { idUrl: mine })) as Gql).data.restaurantMenu).toMatchObject({ daily: [] });
  });
});

describe('saveBooking: phone booking and the booking link', () => {
  it('saves both; the public restaurant page and getInfoPageResto show exactly that', async () => {
    const r = (await clients.owner.gql(SAVE_BOOKING, { input: { idUrl: mine, isResaPhone: false, bookingUrl: ' https://resa.exemple.fr/la-table?source=mijote ' } })) as Gql;
    expect(r.data.saveBooking).toEqual({ __typename: 'Booking', idUrl: mine, isResaPhone: false, bookingUrl: 'https://resa.exemple.fr/la-table?source=mijote' });
    const page = (await clients.visitor.gql(`{ restaurant(idUrl: "${mine}") { ... on Restaurant { isResaPhone bookingUrl phone } } }`)) as Gql;
    expect(page.data.restaurant).toEqual({ isResaPhone: false, bookingUrl: 'https://resa.exemple.fr/la-table?source=mijote', phone: '0241112233' });
    const rest = await t.post('/getInfoPageResto', { id_url: mine });
    expect(rest.body).toMatchObject({ success: true, infopage: { is_resa_phone: false, booking_url: 'https://resa.exemple.fr/la-table?source=mijote' } });

    const cleared = (await clients.owner.gql(SAVE_BOOKING, { input: { idUrl: mine, isResaPhone: true, bookingUrl: '' } })) as Gql;
    expect(cleared.data.saveBooking).toMatchObject({ isResaPhone: true, bookingUrl: null });
  });

  it('completes an address typed without https:// (issue 25), and refuses anything but an https:// address, in French', async () => {
    const typed = (await clients.owner.gql(SAVE_BOOKING, { input: { idUrl: mine, isResaPhone: true, bookingUrl: ' resa.exemple.fr/la-table ' } })) as Gql;
    expect(typed.data.saveBooking).toEqual({ __typename: 'Booking', idUrl: mine, isResaPhone: true, bookingUrl: 'https://resa.exemple.fr/la-table' });
    await clients.owner.gql(SAVE_BOOKING, { input: { idUrl: mine, isResaPhone: true, bookingUrl: '' } });
    for (const bookingUrl of ['http://resa.exemple.fr', 'resa', 'javascript:alert(1)', 'https://localhost/resa', `https://exemple.fr/${'a'.repeat(500)}`]) {
      const r = (await clients.owner.gql(SAVE_BOOKING, { input: { idUrl: mine, isResaPhone: true, bookingUrl } })) as Gql;
      expect(r.data.saveBooking, bookingUrl).toMatchObject({ __typename: 'InvalidInputError', field: 'bookingUrl' });
      expect([BOOKING_MESSAGES.urlInvalid, BOOKING_MESSAGES.urlTooLong]).toContain((r.data.saveBooking as { message: string }).message);
    }
  });

  it('another restaurateur, a customer and a visitor cannot change these settings', async () => {
    const input = { idUrl: mine, isResaPhone: false, bookingUrl: 'https://pirate.exemple.fr' };
    expect(codes((await clients.other.gql(SAVE_BOOKING, { input })) as Gql)).toEqual(['FORBIDDEN']);
    expect(codes((await clients.customer.gql(SAVE_BOOKING, { input })) as Gql)).toEqual(['FORBIDDEN']);
    expect(codes((await clients.visitor.gql(SAVE_BOOKING, { input })) as Gql)).toEqual(['UNAUTHENTICATED']);
    const [row]: { booking_url: string | null; is_resa_phone: boolean }[] = await t.db.query('SELECT booking_url, is_resa_phone FROM restaurant WHERE id_url = $1', [mine]);
    expect(row).toEqual({ booking_url: null, is_resa_phone: true });
  });
});

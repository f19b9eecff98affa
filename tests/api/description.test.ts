import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESCRIPTION_LIMITS, DESCRIPTION_MESSAGES } from '../../common/description-rules.js';
import { IMAGE_VARIANT_WIDTHS } from '../../common/media.js';
import { hashPassword } from '../../server/src/auth/passwords.js';
import { giveRestaurant, insertAccount } from '../factories/accounts.js';
import { insertRestaurants, restaurantRecord } from '../factories/restaurants.js';
import { AccountClient, PASSWORD } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';

let t: TestServer;
let ids: Map<string, string>;
let owner: AccountClient;
let other: AccountClient;
let customer: AccountClient;

async function account(email: string, role: 'restaurateur' | 'customer', idUrl?: string): Promise<AccountClient> {
  const id = await insertAccount(t.db, { email, role, passwordHash: await hashPassword(PASSWORD) });
  if (idUrl) await giveRestaurant(t.db, id, { idUrl });
  const c = new AccountClient(t);
  expect(await c.logIn(email, PASSWORD, role)).toMatchObject({ __typename: 'Session' });
  return c;
}

const image = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } } })[format]().toBuffer();

type Upload = { status: number; body: { success: boolean; code?: string; message?: string; photo?: { id: number; url: string; width: number; height: number; alt: string; kind: string } } };
async function upload(c: AccountClient | null, idUrl: string, kind: string, body: Buffer, alt = '', type = 'image/webp'): Promise<Upload> {
  const query = new URLSearchParams({ restaurant: idUrl, kind, alt });
  const res = await fetch(`${t.url}/api/restaurantPhoto?${query}`, {
    method: 'POST', headers: { 'content-type': type, ...(c?.token ? { authorization: `Bearer ${c.token}` } : {}) }, body: new Uint8Array(body),
  });
  return { status: res.status, body: (await res.json()) as Upload['body'] };
}

const DESCRIPTION = `restaurantDescription(restaurant: $r) { idUrl status publicPath biography devanture { id url alt width height } gallery { id url alt } }`;
type Desc = { idUrl: string; status: string; publicPath: string | null; biography: string; devanture: { id: number; url: string; alt: string } | null; gallery: { id: number; url: string; alt: string }[] };
const read = async (c: AccountClient, idUrl: string) => c.gql<{ restaurantDescription: Desc }>(`query ($r: String!) { ${DESCRIPTION} }`, { r: idUrl });
const SAVE = `mutation ($input: DescriptionInput!) { saveRestaurantDescription(input: $input) { __typename
  ... on DescriptionSaved { changes description { biography devanture { id alt } gallery { id alt } } }
  ... on UserError { code message } ... on InvalidInputError { field } } }`;
type Saved = { saveRestaurantDescription: { __typename: string; changes?: string[]; description?: Desc; code?: string; message?: string; field?: string } };
const save = (c: AccountClient, input: Record<string, unknown>) => c.gql<Saved>(SAVE, { input });
const DELETE = `mutation ($r: String!, $p: Int!) { deleteRestaurantPhoto(restaurant: $r, photo: $p) { __typename ... on RestaurantDescription { gallery { id } devanture { id } } ... on UserError { code message } } }`;
type Deleted = { deleteRestaurantPhoto: { __typename: string; gallery?: { id: number }[]; devanture?: { id: number } | null; code?: string } };

/** The photo's file and every variant under MEDIA_DIR, as paths relative to it. */
const filesOf = (url: string) => {
  const relative = url.replace(/^\/media\//, '');
  return [path.join(t.config.mediaDir, relative), ...IMAGE_VARIANT_WIDTHS.map((w) => path.join(t.config.mediaDir, '.variants', `w${w}`, relative))];
};
const photoRows = async (idUrl: string) =>
  (await t.db.query(`SELECT p.kind, p.path, p.position, p.alt FROM photo p JOIN restaurant r ON r.id = p.restaurant_id WHERE r.id_url = $1 ORDER BY p.kind, p.position`, [idUrl])) as { kind: string; path: string; position: number; alt: string }[];

beforeAll(async () => {
  t = await startTestServer({ API_RATE_LIMIT_PER_MINUTE: '100000' });
  ids = await insertRestaurants(t.db, [
    restaurantRecord({ externalId: 'desc-a', name: 'La Table de Léa', biography: 'Avant.' }),
    restaurantRecord({ externalId: 'desc-b', name: 'Chez Paul' }),
  ], t.config.mediaDir);
  owner = await account('lea@table.fr', 'restaurateur', ids.get('desc-a'));
  other = await account('paul@chez.fr', 'restaurateur', ids.get('desc-b'));
  customer = await account('client@exemple.fr', 'customer');
}, 120_000);
afterAll(() => t?.close());

describe('description and photos (/modifyDescription)', () => {
  it('uploads a devanture and gallery photos: re-encoded webp, every variant written, shown on the public page', async () => {
    const a = ids.get('desc-a')!;
    const devanture = await upload(owner, a, 'devanture', await image(1600, 1200, 'jpeg'), 'La façade', 'image/jpeg');
    expect(devanture.status).toBe(200);
    expect(devanture.body.photo).toMatchObject({ kind: 'devanture', width: 1600, height: 1200, alt: 'La façade' });
    expect(devanture.body.photo!.url).toMatch(new RegExp(`^/media/restaurants/${a}/devanture-[0-9a-f]{12}-[0-9a-f]{6}\\.webp$`));
    for (const file of filesOf(devanture.body.photo!.url)) expect(existsSync(file), file).toBe(true);
    const stored = await sharp(filesOf(devanture.body.photo!.url)[0]).metadata();
    expect(stored.format).toBe('webp');

    // A large PNG is bounded to 2560 px on its longest side.
    const big = await upload(owner, a, 'gallery', await image(3000, 1000), 'La salle', 'image/png');
    expect(big.status).toBe(200);
    expect(big.body.photo).toMatchObject({ width: 2560, height: 853 });
    const second = await upload(owner, a, 'gallery', await image(800, 800, 'webp'), 'La terrasse');
    expect(second.status).toBe(200);

    const page = await t.request('POST', '/api/getInfoPageResto', { body: { id_url: a } });
    const infopage = (page.body as { infopage: { devanture: string; listimg: string[] } }).infopage;
    expect(infopage.devanture).toBe(devanture.body.photo!.url);
    expect(infopage.listimg).toEqual([big.body.photo!.url, second.body.photo!.url]);
    const mine = (await read(owner, a)).data.restaurantDescription;
    expect(mine).toMatchObject({ idUrl: a, status: 'published', biography: 'Avant.', devanture: { url: devanture.body.photo!.url, alt: 'La façade' } });
    expect(mine.publicPath).toBe(`/restaurant/angers/la-table-de-lea_${a}`);
    expect(mine.gallery.map((p) => p.alt)).toEqual(['La salle', 'La terrasse']);
  });

  it('replaces the devanture: the old files are gone', async () => {
    const a = ids.get('desc-a')!;
    const before = (await read(owner, a)).data.restaurantDescription.devanture!;
    const next = await upload(owner, a, 'devanture', await image(1200, 900), 'Nouvelle façade', 'image/png');
    expect(next.status).toBe(200);
    for (const file of filesOf(before.url)) expect(existsSync(file), file).toBe(false);
    for (const file of filesOf(next.body.photo!.url)) expect(existsSync(file), file).toBe(true);
    expect((await photoRows(a)).filter((p) => p.kind === 'devanture')).toHaveLength(1);
  });

  it('refuses what is not an accepted photo with a French 4xx, leaving no row and no file', async () => {
    const a = ids.get('desc-a')!;
    const rowsBefore = await photoRows(a);
    const filesBefore = await readdir(path.join(t.config.mediaDir, 'restaurants', a));
    const text = await upload(owner, a, 'gallery', Buffer.from('pas une image du tout'), '', 'image/png');
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({ success: false, code: 'INVALID_INPUT', message: DESCRIPTION_MESSAGES.photoNotAccepted });
    const svg = await upload(owner, a, 'gallery', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800"/></svg>'), '', 'image/svg+xml');
    expect(svg.status).toBe(400);
    expect(svg.body.message).toBe(DESCRIPTION_MESSAGES.photoNotAccepted);
    // PNG magic bytes, then nothing sharp can read.
    const broken = Buffer.concat([(await image(400, 400)).subarray(0, 40), Buffer.alloc(200)]);
    expect((await upload(owner, a, 'gallery', broken, '', 'image/png')).body.message).toBe(DESCRIPTION_MESSAGES.photoUnreadable);
    const small = await upload(owner, a, 'gallery', await image(300, 200), '', 'image/png');
    expect(small.status).toBe(400);
    expect(small.body.message).toBe(DESCRIPTION_MESSAGES.photoTooSmall);
    const huge = await upload(owner, a, 'gallery', Buffer.concat([await image(400, 400), Buffer.alloc(DESCRIPTION_LIMITS.photoBytes)]), '', 'image/png');
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ success: false, code: 'TOO_LARGE', message: 'Le corps de la requête est trop volumineux (8 Mo au plus).' });
    const kind = await upload(owner, a, 'menu', await image(400, 400), '', 'image/png');
    expect(kind.status).toBe(400);
    expect(kind.body.message).toBe(DESCRIPTION_MESSAGES.kindInvalid);
    const alt = await upload(owner, a, 'gallery', await image(400, 400), 'x'.repeat(DESCRIPTION_LIMITS.alt + 1), 'image/png');
    expect(alt.body.message).toBe(DESCRIPTION_MESSAGES.altTooLong);
    expect(await photoRows(a)).toEqual(rowsBefore);
    expect(await readdir(path.join(t.config.mediaDir, 'restaurants', a))).toEqual(filesBefore);
  });

  it('refuses another restaurateur (403), a customer (403) and a visitor (401), on every field', async () => {
    const a = ids.get('desc-a')!;
    const png = await image(400, 400);
    expect((await upload(other, a, 'gallery', png)).status).toBe(403);
    expect((await upload(customer, a, 'gallery', png)).status).toBe(403);
    expect((await upload(null, a, 'gallery', png)).status).toBe(401);
    const mine = (await read(owner, a)).data.restaurantDescription;
    expect((await read(other, a)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await read(customer, a)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await read(new AccountClient(t), a)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const input = { restaurant: a, biography: 'Pirate', gallery: mine.gallery.map((p) => ({ id: p.id, alt: p.alt })) };
    expect((await save(other, input)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await save(customer, input)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await save(new AccountClient(t), input)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const del = (c: AccountClient) => c.gql<Deleted>(DELETE, { r: a, p: mine.gallery[0].id });
    expect((await del(other)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await del(customer)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await del(new AccountClient(t))).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // Another restaurateur's photo id on their own page: not theirs to delete.
    expect((await other.gql<Deleted>(DELETE, { r: ids.get('desc-b')!, p: mine.gallery[0].id })).data.deleteRestaurantPhoto).toMatchObject({ code: 'NOT_FOUND' });
    expect((await read(owner, a)).data.restaurantDescription).toEqual(mine);
  });

  it('saves the biography, the alternative texts and the gallery order in one go, saying what changed', async () => {
    const a = ids.get('desc-a')!;
    const mine = (await read(owner, a)).data.restaurantDescription;
    const [first, second] = mine.gallery;
    const r = await save(owner, {
      restaurant: a, biography: 'Cuisine de saison, produits d’Anjou.', devantureAlt: 'Façade bleue',
      gallery: [{ id: second.id, alt: 'Terrasse ombragée' }, { id: first.id, alt: first.alt }],
    });
    expect(r.data.saveRestaurantDescription).toMatchObject({
      __typename: 'DescriptionSaved',
      changes: ['Description du restaurant modifiée', 'Texte alternatif de la devanture modifié', 'Ordre de la galerie modifié', 'Texte alternatif d’une photo de la galerie modifié'],
    });
    expect(r.data.saveRestaurantDescription.description!.gallery).toEqual([{ id: second.id, alt: 'Terrasse ombragée' }, { id: first.id, alt: first.alt }]);
    const rows = (await photoRows(a)).filter((p) => p.kind === 'gallery');
    expect(rows.map((p) => p.position)).toEqual([0, 1]);
    const page = (await t.request('POST', '/api/getInfoPageResto', { body: { id_url: a } })).body as { infopage: { biography: string; listimg: string[] } };
    expect(page.infopage.biography).toBe('Cuisine de saison, produits d’Anjou.');
    expect(page.infopage.listimg).toEqual([second.url, first.url]);
    const same = await save(owner, { restaurant: a, biography: 'Cuisine de saison, produits d’Anjou.', devantureAlt: 'Façade bleue', gallery: [{ id: second.id, alt: 'Terrasse ombragée' }, { id: first.id, alt: first.alt }] });
    expect(same.data.saveRestaurantDescription.changes).toEqual([]);
  });

  it('refuses bad input in French and a stale gallery, changing nothing', async () => {
    const a = ids.get('desc-a')!;
    const mine = (await read(owner, a)).data.restaurantDescription;
    const gallery = mine.gallery.map((p) => ({ id: p.id, alt: p.alt }));
    const long = await save(owner, { restaurant: a, biography: 'x'.repeat(DESCRIPTION_LIMITS.biography + 1), gallery });
    expect(long.data.saveRestaurantDescription).toMatchObject({ __typename: 'InvalidInputError', message: DESCRIPTION_MESSAGES.biographyTooLong, field: 'biography' });
    const alt = await save(owner, { restaurant: a, biography: 'ok', gallery: [{ id: gallery[0].id, alt: 'x'.repeat(201) }, gallery[1]] });
    expect(alt.data.saveRestaurantDescription).toMatchObject({ __typename: 'InvalidInputError', message: DESCRIPTION_MESSAGES.altTooLong });
    const twice = await save(owner, { restaurant: a, biography: 'ok', gallery: [gallery[0], gallery[0]] });
    expect(twice.data.saveRestaurantDescription).toMatchObject({ __typename: 'InvalidInputError', message: DESCRIPTION_MESSAGES.galleryListInvalid });
    const stale = await save(owner, { restaurant: a, biography: 'ok', gallery: [gallery[0]] });
    expect(stale.data.saveRestaurantDescription).toMatchObject({ __typename: 'ActionError', code: 'CONFLICT', message: DESCRIPTION_MESSAGES.galleryChanged });
    expect((await read(owner, a)).data.restaurantDescription).toEqual(mine);
  });

  it('caps the gallery at 12 photos', async () => {
    const b = ids.get('desc-b')!;
    const png = await image(400, 400);
    for (let i = 0; i < DESCRIPTION_LIMITS.galleryPhotos; i++) expect((await upload(other, b, 'gallery', png, `Photo ${i}`, 'image/png')).status).toBe(200);
    const full = await upload(other, b, 'gallery', png, '', 'image/png');
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ code: 'CONFLICT', message: DESCRIPTION_MESSAGES.galleryFull });
    expect((await photoRows(b)).filter((p) => p.kind === 'gallery').map((p) => p.position)).toEqual([...Array(12).keys()]);
  });

  it('deletes a photo with its files and variants', async () => {
    const a = ids.get('desc-a')!;
    const mine = (await read(owner, a)).data.restaurantDescription;
    const gone = mine.gallery[0];
    const r = await owner.gql<Deleted>(DELETE, { r: a, p: gone.id });
    expect(r.data.deleteRestaurantPhoto.gallery).toEqual([{ id: mine.gallery[1].id }]);
    for (const file of filesOf(gone.url)) expect(existsSync(file), file).toBe(false);
    for (const file of filesOf(mine.gallery[1].url)) expect(existsSync(file), file).toBe(true);
    const again = await owner.gql<Deleted>(DELETE, { r: a, p: gone.id });
    expect(again.data.deleteRestaurantPhoto).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    const dev = await owner.gql<Deleted>(DELETE, { r: a, p: mine.devanture!.id });
    expect(dev.data.deleteRestaurantPhoto.devanture).toBeNull();
    for (const file of filesOf(mine.devanture!.url)) expect(existsSync(file), file).toBe(false);
  });
});

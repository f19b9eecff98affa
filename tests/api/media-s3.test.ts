import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS } from '../../common/media.js';
import { hashPassword } from '../../server/src/auth/passwords.js';
import type { RequestContext } from '../../server/src/graphql/context.js';
import { mediaStores, reviewPhotoUrl } from '../../server/src/modules/media/index.js';
import { giveRestaurant, insertAccount } from '../factories/accounts.js';
import { insertRestaurants, restaurantRecord } from '../factories/restaurants.js';
import { startFakeS3, type FakeS3 } from '../support/s3-server.js';
import { AccountClient, PASSWORD } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';

/** Photos in an S3-compatible bucket (issue 27, ADR 0039): nothing on the instance's disk, /media served from the bucket. */
let s3: FakeS3;
let t: TestServer;
let bucket: S3Client;
let idUrl: string;
let owner: AccountClient;

/** The bucket's keys under a prefix, read with a client of the test's own (not the app's storage). */
async function keys(prefix: string): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((o) => o.Key!).sort();
}
const diskFiles = async () => (await readdir(t.config.mediaDir, { recursive: true }).catch(() => [] as string[])).filter((f) => f.endsWith('.webp'));
const png = (width: number, height: number, background = '#b45a28') => sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();

async function post(pathAndQuery: string, body: Buffer): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${t.url}/api${pathAndQuery}`, { method: 'POST', headers: { 'content-type': 'image/png', authorization: `Bearer ${owner.token}` }, body: new Uint8Array(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  s3 = await startFakeS3();
  t = await startTestServer(s3.env);
  bucket = new S3Client({ endpoint: s3.endpoint, forcePathStyle: true, region: 'us-east-1', credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  idUrl = (await insertRestaurants(t.db, [restaurantRecord({ externalId: 'seau', name: 'Le Seau Partagé' })], t.config.mediaDir)).get('seau')!;
  const id = await insertAccount(t.db, { email: 'patron@seau.fr', role: 'restaurateur', passwordHash: await hashPassword(PASSWORD) });
  await giveRestaurant(t.db, id, { idUrl });
  owner = new AccountClient(t);
  expect(await owner.logIn('patron@seau.fr', PASSWORD, 'restaurateur')).toMatchObject({ __typename: 'Session' });
}, 120_000);
afterAll(async () => {
  bucket?.destroy();
  await t?.close();
  await s3?.close();
});

describe('photos kept in an S3-compatible bucket', () => {
  it('stores an uploaded restaurant photo and its variants in the bucket under media/, nothing on disk', async () => {
    const sent = await post(`/restaurantPhoto?${new URLSearchParams({ restaurant: idUrl, kind: 'devanture', alt: 'La façade' })}`, await png(1200, 800));
    expect(sent.status).toBe(200);
    const url = (sent.body.photo as { url: string }).url;
    const key = url.slice('/media/'.length);
    expect(key).toMatch(new RegExp(`^restaurants/${idUrl}/`));
    expect(await keys(`media/restaurants/${idUrl}/`)).toEqual([`media/${key}`]);
    for (const width of IMAGE_VARIANT_WIDTHS) expect(await keys(`media/.variants/w${width}/`)).toContain(`media/.variants/w${width}/${key}`);
    expect(await diskFiles()).toEqual([]);
  });

  it('serves /media from the bucket with the headers of the disk: webp, cached a year, validators, 304 when unchanged', async () => {
    const [key] = (await keys(`media/restaurants/${idUrl}/`)).map((k) => k.slice('media/'.length));
    const res = await fetch(`${t.url}/media/${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('last-modified')).toBeTruthy();
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect((await sharp(body).metadata()).width).toBe(1200);
    // A browser's revalidation (fetch would add « Cache-Control: no-cache » to a conditional request, which forbids a 304).
    expect((await fetch(`${t.url}/media/${key}`, { headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' } })).status).toBe(304);
    const variant = await fetch(`${t.url}/media/w360/${key}`);
    expect([variant.status, variant.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(360);
    for (const missing of [`/media/restaurants/${idUrl}/absent-0-00000000.webp`, `/media/.variants/w360/${key}`, '/media/w720/restaurants/x/absent.webp']) {
      expect((await fetch(`${t.url}${missing}`)).status, missing).toBe(404);
    }
  });

  it('keeps a private review photo under private/, never served by /media, read only at its signed address', async () => {
    const name = 'avis-41-0a1b2c3d4e5f.webp';
    const stores = mediaStores(t.config);
    await stores.private.put(`review-photos/${name}`, await sharp(await png(300, 200)).webp().toBuffer(), 'image/webp');
    expect(await keys('private/review-photos/')).toEqual([`private/review-photos/${name}`]);
    expect(await keys(`media/review-photos/`)).toEqual([]);
    for (const url of [`/media/review-photos/${name}`, `/media/..%2Fprivate%2Freview-photos%2F${name}`, `/media/../private/review-photos/${name}`, `/media/w360/review-photos/${name}`]) {
      expect((await fetch(`${t.url}${url}`)).status, url).toBe(404);
    }
    const signed = await fetch(`${t.url}${reviewPhotoUrl({ config: t.config } as RequestContext, `review-photos/${name}`)}`);
    expect(signed.status).toBe(200);
    expect(signed.headers.get('cache-control')).toBe('no-store');
    expect((await sharp(Buffer.from(await signed.arrayBuffer())).metadata()).width).toBe(300);
  });

  it('deletes the objects with the content: a removed photo and its variants leave the bucket', async () => {
    const DELETE = `mutation ($r: String!, $p: Int!) { deleteRestaurantPhoto(restaurant: $r, photo: $p) { __typename } }`;
    const gallery = await post(`/restaurantPhoto?${new URLSearchParams({ restaurant: idUrl, kind: 'gallery', alt: '' })}`, await png(900, 600, '#2850b4'));
    const photo = gallery.body.photo as { id: number; url: string };
    const key = photo.url.slice('/media/'.length);
    expect(await keys(`media/${key}`)).toEqual([`media/${key}`]);
    expect((await owner.gql(DELETE, { r: idUrl, p: photo.id })).data).toMatchObject({ deleteRestaurantPhoto: { __typename: 'RestaurantDescription' } });
    expect(await keys(`media/${key}`)).toEqual([]);
    for (const width of IMAGE_VARIANT_WIDTHS) expect(await keys(`media/.variants/w${width}/${key}`)).toEqual([]);
    expect((await fetch(`${t.url}${photo.url}`)).status).toBe(404);
  });

  it('replaces a profile picture: the new one in the bucket, the old one gone', async () => {
    const customer = new AccountClient(t);
    await insertAccount(t.db, { email: 'cliente@seau.fr', role: 'customer', passwordHash: await hashPassword(PASSWORD) });
    expect(await customer.logIn('cliente@seau.fr', PASSWORD, 'customer')).toMatchObject({ __typename: 'Session' });
    const send = async (colour: string) => {
      const res = await fetch(`${t.url}/api/profilePhoto`, { method: 'POST', headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'image/png' }, body: new Uint8Array(await png(600, 600, colour)) });
      expect(res.status).toBe(200);
      return ((await res.json()) as { photo: string }).photo.slice('/media/'.length);
    };
    const first = await send('#123456');
    expect((await fetch(`${t.url}/media/${first}`)).status).toBe(200);
    const second = await send('#654321');
    expect(await keys('media/users/')).toEqual([`media/${second}`]);
    expect(await diskFiles()).toEqual([]);
  });
});

describe('npm run media:to-s3', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const entry = path.join(root, 'dist/server/server/src/cli/media-to-s3-cli.js');
  const sources = ['server/src/cli/media-to-s3-cli.ts', 'server/src/modules/media/media-copy.ts', 'server/src/modules/media/s3-storage.ts', 'server/src/config.ts'];
  let dataDir: string;

  beforeAll(async () => {
    const newest = Math.max(...sources.map((f) => statSync(path.join(root, f)).mtimeMs));
    if (!existsSync(entry) || statSync(entry).mtimeMs < newest) execFileSync('npx', ['tsc', '-p', 'server/tsconfig.json'], { cwd: root, stdio: 'ignore' });
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'mijote-to-s3-'));
    await mkdir(path.join(dataDir, 'media', 'restaurants', 'Disque01'), { recursive: true });
    await writeFile(path.join(dataDir, 'media', 'restaurants', 'Disque01', 'devanture-0-0a0b0c0d.webp'), 'photo publique');
    await mkdir(path.join(dataDir, 'private', 'receipts'), { recursive: true });
    await writeFile(path.join(dataDir, 'private', 'receipts', 'avis-9-abcdef.webp'), 'ticket');
  }, 180_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** The built command in its own process; asynchronous, since the fake S3 server answers from this one. */
  const run = (env: Record<string, string>) => new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    const { S3_BUCKET: _, MEDIA_STORAGE: __, ...rest } = process.env;
    execFile(process.execPath, [entry], { cwd: root, timeout: 60_000, env: { ...rest, DATA_DIR: dataDir, ...env } }, (error, stdout, stderr) => {
      resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });

  it('copies MEDIA_DIR and the private pictures into the bucket, each under its prefix, then skips them the next time', async () => {
    const first = await run(s3.env);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain('2 fichiers copiés');
    expect(await keys('media/restaurants/Disque01/')).toEqual(['media/restaurants/Disque01/devanture-0-0a0b0c0d.webp']);
    expect(await keys('private/receipts/')).toEqual(['private/receipts/avis-9-abcdef.webp']);
    const again = await run(s3.env);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain('0 fichier copié (0.0 Mo), 2 déjà présents');
  });

  it('refuses to run without a bucket, in French', async () => {
    const refused = await run({});
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('Copie impossible : S3_BUCKET manquant');
  });
});

import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES, UPLOAD_PIXEL_BUDGET } from '../../common/photo-rules.js';
import { hashPassword } from '../../server/src/auth/passwords.js';
import { insertRestaurants, restaurantRecord } from '../factories/restaurants.js';
import { giveRestaurant, insertAccount } from '../factories/accounts.js';
import * as clock from '../factories/clock.js';
import { AccountClient, PASSWORD } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';
import { headerOnlyPng } from '../support/images.js';

let t: TestServer;
let idUrl: string;
let owner: AccountClient;
let passwordHash: string;
let counter = 0;

async function account(role: 'restaurateur' | 'customer', restaurant?: string): Promise<AccountClient> {
  counter += 1;
  const email = `envoi${counter}@exemple.fr`;
  const id = await insertAccount(t.db, { email, role, passwordHash });
  if (restaurant) await giveRestaurant(t.db, id, { idUrl: restaurant });
  const c = new AccountClient(t);
  expect(await c.logIn(email, PASSWORD, role)).toMatchObject({ __typename: 'Session' });
  return c;
}

async function post(c: AccountClient, pathAndQuery: string, body: Buffer): Promise<{ status: number; body: Record<string, unknown>; retryAfter: string | null }> {
  const res = await fetch(`${t.url}/api${pathAndQuery}`, {
    method: 'POST', headers: { 'content-type': 'image/png', authorization: `Bearer ${c.token}` }, body: new Uint8Array(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, retryAfter: res.headers.get('retry-after') };
}

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } } }).png().toBuffer();


const mediaFiles = async () => (await readdir(t.config.mediaDir, { recursive: true }).catch(() => [] as string[])).filter((f) => !f.split(path.sep).includes('.variants')).sort();

beforeAll(async () => {
  t = await startTestServer({ API_RATE_LIMIT_PER_MINUTE: '100000' });
  passwordHash = await hashPassword(PASSWORD);
  const ids = await insertRestaurants(t.db, [restaurantRecord({ externalId: 'envoi-a', name: 'La Table des Envois' })], t.config.mediaDir);
  idUrl = ids.get('envoi-a')!;
  owner = await account('restaurateur', idUrl);
}, 120_000);
afterAll(() => t?.close());

beforeEach(async () => {
  await clock.forgetRateLimits(t.db, 'upload');
});

describe('the pixel budget of uploaded images (issue 24)', () => {
  const paths = () => [`/profilePhoto`, `/menuPhoto?idUrl=${idUrl}`, `/restaurantPhoto?restaurant=${idUrl}&kind=devanture&alt=`];

  it('refuses an image over the budget on every upload path with a French 400, before decoding it, and stores nothing', async () => {
    // 5000 × 4000 = 20 million pixels: a real, readable PNG (small, one colour), over the budget.
    const big = await png(5000, 4000);
    expect(5000 * 4000).toBeGreaterThan(UPLOAD_PIXEL_BUDGET);
    // Its header alone says 100 million pixels: refused for its size, not as unreadable, so it was never decoded.
    const forged = headerOnlyPng(10_000, 10_000);
    const before = await mediaFiles();
    for (const p of paths()) {
      for (const body of [big, forged]) {
        expect(await post(owner, p, body), p).toMatchObject({ status: 400, body: { success: false, code: 'INVALID_INPUT', field: 'photo', message: UPLOAD_MESSAGES.tooManyPixels } });
      }
    }
    expect(await mediaFiles()).toEqual(before);
    expect((await t.db.query(`SELECT photo FROM app_user WHERE email = 'envoi1@exemple.fr'`))[0].photo).toBeNull();
  });

  it('still takes an image within the budget', async () => {
    for (const p of paths()) expect((await post(owner, p, await png(4000, 3000))).status, p).toBe(200);
  });
});

describe('how many images an account and an address may upload (issue 24)', () => {
  it(`takes ${UPLOAD_LIMITS.perAccount} uploads per account and window, then a French 429 with Retry-After; another account still uploads`, async () => {
    const c = await account('customer');
    const small = await png(64, 64);
    for (let i = 0; i < UPLOAD_LIMITS.perAccount; i++) expect((await post(c, '/profilePhoto', small)).status).toBe(200);
    const blocked = await post(c, '/profilePhoto', small);
    expect(blocked).toMatchObject({ status: 429, body: { success: false, code: 'RATE_LIMITED', message: UPLOAD_MESSAGES.tooManyUploads } });
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
    expect((await post(await account('customer'), '/profilePhoto', small)).status).toBe(200);
    // The window ends: the stored counters expire.
    await clock.endRateLimitWindows(t.db, 'uploadAccount:');
    expect((await post(c, '/profilePhoto', small)).status).toBe(200);
  });

  it(`takes ${UPLOAD_LIMITS.perAddress} uploads per address and window, whichever the accounts`, async () => {
    const small = await png(64, 64);
    const perAccount = UPLOAD_LIMITS.perAccount;
    const accounts = await Promise.all(Array.from({ length: Math.ceil(UPLOAD_LIMITS.perAddress / perAccount) + 1 }, () => account('customer')));
    for (let i = 0; i < UPLOAD_LIMITS.perAddress; i++) expect((await post(accounts[Math.floor(i / perAccount)], '/profilePhoto', small)).status).toBe(200);
    const fresh = accounts[accounts.length - 1];
    expect(await post(fresh, '/profilePhoto', small)).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED', message: UPLOAD_MESSAGES.tooManyUploads } });
  });
});

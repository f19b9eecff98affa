import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS } from '../../common/media.js';
import { ImageVariants, VARIANT_DIR } from '../../server/src/modules/media/image-variants.js';
import { mediaStores } from '../../server/src/modules/media/index.js';
import { startTestServer, type TestServer } from './harness.js';

let t: TestServer;
const PHOTO = 'restaurants/TestId01/devanture-0-0123abcd.webp';
const SMALL = 'restaurants/TestId01/plat-1-4567cdef.webp';

async function storePhoto(relative: string, width: number, height: number) {
  const file = path.join(t.config.mediaDir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, await sharp({ create: { width, height, channels: 3, background: '#b91c1c' } }).webp({ quality: 80 }).toBuffer());
}

async function fetchImage(url: string) {
  const res = await fetch(`${t.url}${url}`);
  const body = Buffer.from(await res.arrayBuffer());
  return { res, body };
}

beforeAll(async () => {
  t = await startTestServer();
  await storePhoto(PHOTO, 1200, 800);
  await storePhoto(SMALL, 300, 200);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('GET /media/w<width>/<photo>', () => {
  it('serves each width of common/media.ts as a webp of that width, same aspect, cached a year', async () => {
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const { res, body } = await fetchImage(`/media/w${width}/${PHOTO}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(body).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: Math.round((width * 800) / 1200) });
    }
  });

  it('keeps the made variant on disk and answers from it the next time', async () => {
    const file = path.join(t.config.mediaDir, VARIANT_DIR, 'w360', PHOTO);
    expect(existsSync(file)).toBe(true);
    const original = (await fetchImage(`/media/${PHOTO}`)).body.length;
    const again = await fetchImage(`/media/w360/${PHOTO}`);
    expect(again.res.status).toBe(200);
    expect(again.body.length).toBeLessThan(original);
  });

  it('answers concurrent first requests for one variant with the same picture', async () => {
    await storePhoto('restaurants/TestId01/plat-3-89abcdef.webp', 1000, 1000);
    const made = await Promise.all(Array.from({ length: 5 }, () => fetchImage('/media/w480/restaurants/TestId01/plat-3-89abcdef.webp')));
    expect(made.map((r) => r.res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(made.map((r) => r.body.toString('base64'))).size).toBe(1);
  });

  it('never enlarges: a photo narrower than the width is served as it is', async () => {
    const { res, body } = await fetchImage(`/media/w720/${SMALL}`);
    expect(res.status).toBe(200);
    expect((await sharp(body).metadata()).width).toBe(300);
  });

  it('answers 404 for a width that is not offered, an unknown photo, a way out of the media folder or a hidden file', async () => {
    for (const url of [
      `/media/w500/${PHOTO}`,
      `/media/w7200/${PHOTO}`,
      '/media/w720/restaurants/TestId01/absent-0-00000000.webp',
      '/media/w720/restaurants/TestId01/notes.txt',
      '/media/w720/..%2F..%2Fsecret.webp',
      '/media/w720/restaurants/%2E%2E/%2E%2E/x.webp',
      `/media/w720/${VARIANT_DIR}/w360/${PHOTO}`,
      `/media/${VARIANT_DIR}/w360/${PHOTO}`,
    ]) {
      const res = await fetch(`${t.url}${url}`);
      expect(res.status, url).toBe(404);
      expect(await res.json(), url).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('answers 404 for a file that is not a readable picture', async () => {
    const relative = 'restaurants/TestId01/broken-0-deadbeef.webp';
    await writeFile(path.join(t.config.mediaDir, relative), 'not a picture');
    expect((await fetch(`${t.url}/media/w360/${relative}`)).status).toBe(404);
  });

  it('removes the variants of a photo that is removed', async () => {
    const variants = new ImageVariants(mediaStores(t.config).public);
    expect(await variants.key(720, PHOTO)).toBe(`${VARIANT_DIR}/w720/${PHOTO}`);
    expect(existsSync(path.join(t.config.mediaDir, VARIANT_DIR, 'w720', PHOTO))).toBe(true);
    await variants.remove(PHOTO);
    for (const width of IMAGE_VARIANT_WIDTHS) expect(existsSync(path.join(t.config.mediaDir, VARIANT_DIR, `w${width}`, PHOTO))).toBe(false);
  });
});

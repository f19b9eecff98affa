import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../../graphql/context.js';
import { PRIVATE_PHOTO_URL_SECONDS, readPrivateReviewPhoto, reviewPhotoUrl, storeReviewPhoto } from './review-picture-files.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'mijote-review-pictures-'));
const ctx = { config: { dataDir: dir, mediaDir: path.join(dir, 'media'), appSecret: 'secret-de-test' } } as unknown as RequestContext;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The signed address of a private review photo (ADR 0023): valid about an hour, for that file only. */
describe('private review photos', () => {
  it('are read at their signed address until it expires, and at no other', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } }).png().toBuffer();
    const stored = await storeReviewPhoto(ctx, 12, png);
    expect(stored.path).toMatch(/^review-photos\/avis-12-[0-9a-f]+\.webp$/);
    const now = Date.UTC(2026, 10, 27, 10, 1, 0);
    const url = new URL(reviewPhotoUrl(ctx, stored.path, now), 'http://x');
    expect(url.pathname).toBe('/api/reviewPhotoFile');
    const [file, expires, signature] = ['file', 'expires', 'signature'].map((k) => url.searchParams.get(k)!);
    const until = Number(expires) * 1000;
    expect(until - now).toBeGreaterThanOrEqual(PRIVATE_PHOTO_URL_SECONDS * 1000);
    expect(until - now).toBeLessThan((PRIVATE_PHOTO_URL_SECONDS + 600) * 1000);
    // The same address for a few minutes (images stay put on a re-render).
    expect(reviewPhotoUrl(ctx, stored.path, now + 60_000)).toBe(`${url.pathname}${url.search}`);
    expect((await readPrivateReviewPhoto(ctx, file, expires, signature, now))?.length).toBe(stored.sizeBytes);
    expect(await readPrivateReviewPhoto(ctx, file, expires, signature, until + 1)).toBeNull();
    expect(await readPrivateReviewPhoto(ctx, file, String(Number(expires) + 600), signature, now)).toBeNull();
    expect(await readPrivateReviewPhoto(ctx, 'avis-12-abcdef.webp', expires, signature, now)).toBeNull();
    expect(await readPrivateReviewPhoto(ctx, '../secret', expires, signature, now)).toBeNull();
    expect(await readPrivateReviewPhoto(ctx, file, expires, undefined, now)).toBeNull();
    // A public photo is served under /media.
    expect(reviewPhotoUrl(ctx, 'restaurants/AbCd1234/avis-12-abcdef.webp', now)).toBe('/media/restaurants/AbCd1234/avis-12-abcdef.webp');
  });
});

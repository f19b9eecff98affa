import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPhotoDimensions, DESCRIPTION_LIMITS, DESCRIPTION_MESSAGES } from '../../../../common/description-rules.js';
import { IMAGE_VARIANT_WIDTHS } from '../../../../common/media.js';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../../../../common/photo-rules.js';
import { ServiceError } from '../shared/service-errors.js';
import { VARIANT_DIR } from './image-variants.js';
import { removeImages, restaurantImagePath, uploadImage } from './image-store.js';
import { readImageUpload, type ImageRules } from './image-upload.js';
import { headerOnlyPng } from '../../../../tests/support/images.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'mijote-image-upload-'));
const dirs = { dataDir: dir, mediaDir: path.join(dir, 'media') };
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#8a3b12' } });


/** The refusal a body gets, as the REST answer says it: code, field and French message. */
async function refusal(body: unknown, rules: ImageRules = {}): Promise<{ code: string; field: string | null; message: string }> {
  const error = await readImageUpload(body, rules).then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ServiceError);
  const { code, field, message } = error as ServiceError;
  return { code, field, message };
}

const photoError = (message: string) => ({ code: 'INVALID_INPUT', field: 'photo', message });

describe('reading an upload (read, verify, re-encode)', () => {
  it('refuses nothing received and a body over its limit, with the French messages of common/photo-rules.ts', async () => {
    expect(await refusal(Buffer.alloc(0))).toEqual(photoError('Aucune image reçue.'));
    expect(await refusal('not bytes')).toEqual(photoError(UPLOAD_MESSAGES.missing));
    const big = Buffer.concat([await picture(64, 64).png().toBuffer(), Buffer.alloc(UPLOAD_MAX_BYTES)]);
    expect(await refusal(big)).toEqual(photoError('L’image dépasse 5 Mo.'));
    // A route that allows more says so (the description's 8 Mo), with its own figure.
    expect((await refusal(Buffer.alloc(DESCRIPTION_LIMITS.photoBytes + 1, 0xff), { maxBytes: DESCRIPTION_LIMITS.photoBytes })).message).toBe('L’image dépasse 8 Mo.');
  });

  it('refuses what its first bytes do not announce as JPEG, PNG or WebP, and what sharp does not read as announced', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64"/></svg>');
    expect(await refusal(svg)).toEqual(photoError(UPLOAD_MESSAGES.notAccepted));
    expect(await refusal(await picture(64, 64).gif().toBuffer())).toEqual(photoError(UPLOAD_MESSAGES.notAccepted));
    expect(await refusal(Buffer.from('%PDF-1.7 pas une image'))).toEqual(photoError(UPLOAD_MESSAGES.notAccepted));
    const pngMagic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await refusal(Buffer.concat([pngMagic, svg]))).toEqual(photoError(UPLOAD_MESSAGES.unreadable));
    expect(await refusal(Buffer.concat([pngMagic, Buffer.from('rien de lisible')]))).toEqual(photoError(UPLOAD_MESSAGES.unreadable));
    // A JPEG's first bytes in front of a PNG: sharp reads a PNG, not what was announced.
    expect(await refusal(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), await picture(64, 64).png().toBuffer()]))).toEqual(photoError(UPLOAD_MESSAGES.unreadable));
  });

  it('refuses an image over the pixel budget from its header alone, before decoding it', async () => {
    expect(await refusal(await picture(5000, 4000).png().toBuffer())).toEqual(photoError(UPLOAD_MESSAGES.tooManyPixels));
    // 100 million pixels announced and no pixel data: refused for its size, so it was never decoded.
    expect(await refusal(headerOnlyPng(10_000, 10_000))).toEqual(photoError(UPLOAD_MESSAGES.tooManyPixels));
    // Within the budget, the same kind of file is merely unreadable once decoded.
    expect(await refusal(headerOnlyPng(100, 100))).toEqual(photoError(UPLOAD_MESSAGES.unreadable));
  });

  it('applies the caller’s sides to the upright image', async () => {
    const seen: [number, number][] = [];
    const rules: ImageRules = { checkSides: (width, height) => (seen.push([width, height]), checkPhotoDimensions(width, height)) };
    expect(await refusal(await picture(1000, 300).png().toBuffer(), rules)).toEqual(photoError(DESCRIPTION_MESSAGES.photoTooSmall));
    expect(await refusal(await picture(6001, 400).png().toBuffer(), rules)).toEqual(photoError(DESCRIPTION_MESSAGES.photoTooBig));
    // Stored 1000 × 320 and turned a quarter (EXIF orientation 6): the sides checked are the upright 320 × 1000.
    const turned = await readImageUpload(await picture(1000, 320).jpeg().withMetadata({ orientation: 6 }).toBuffer(), rules);
    expect(seen.at(-1)).toEqual([320, 1000]);
    expect([turned.width, turned.height]).toEqual([320, 1000]);
  });

  it('re-encodes JPEG, PNG and WebP as upright webp without their metadata, within the caller’s side', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const source = await picture(2600, 1300)[format]().withMetadata({ exif: { IFD0: { Copyright: 'Mijote', Artist: 'Paul' } } }).toBuffer();
      const image = await readImageUpload(source, {});
      expect([image.width, image.height], format).toEqual([2560, 1280]);
      const meta = await sharp(image.webp).metadata();
      expect(meta.format, format).toBe('webp');
      expect(meta.exif, format).toBeUndefined();
    }
    const small = await readImageUpload(await picture(400, 300).png().toBuffer(), {});
    expect([small.width, small.height]).toEqual([400, 300]);
    const square = await readImageUpload(await picture(400, 300).png().toBuffer(), { encode: { side: 512, fit: 'cover', quality: 80 } });
    expect([square.width, square.height]).toEqual([512, 512]);
    const upright = await readImageUpload(await picture(800, 600).jpeg().withMetadata({ orientation: 6 }).toBuffer(), {});
    expect([upright.width, upright.height]).toEqual([600, 800]);
  });
});

describe('storing an upload', () => {
  it('writes a public image with the variants asked for, and removes them with it', async () => {
    const body = await picture(1200, 900).jpeg().toBuffer();
    const gallery = restaurantImagePath('AbCd1234', (hash, random) => `gallery-${hash}-${random}`);
    const stored = await uploadImage(dirs, body, { visibility: 'public', path: gallery, variants: IMAGE_VARIANT_WIDTHS });
    expect(stored.path).toMatch(/^restaurants\/AbCd1234\/gallery-[0-9a-f]{12}-[0-9a-f]{6}\.webp$/);
    expect([stored.width, stored.height]).toEqual([1200, 900]);
    expect(stored.sizeBytes).toBe((await readFile(path.join(dirs.mediaDir, stored.path))).length);
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const variant = path.join(dirs.mediaDir, VARIANT_DIR, `w${width}`, stored.path);
      expect((await sharp(variant).metadata()).width, `w${width}`).toBe(width);
    }
    // The same picture sent twice is two files: deleting one never takes the other's.
    const again = await uploadImage(dirs, body, { visibility: 'public', path: gallery });
    expect(again.path).not.toBe(stored.path);
    await removeImages(dirs, [stored.path, again.path]);
    expect(await readdir(path.join(dirs.mediaDir, 'restaurants')).catch(() => [])).toEqual([]);
    expect(await stat(path.join(dirs.mediaDir, VARIANT_DIR, 'w360', stored.path)).catch(() => null)).toBeNull();
  });

  it('writes a private image outside the media folder, readable by the server only', async () => {
    const stored = await uploadImage(dirs, await picture(800, 600).webp().toBuffer(), { visibility: 'private', path: () => 'review-photos/avis-7-abcdef.webp' });
    const file = path.join(dir, 'private', 'review-photos', 'avis-7-abcdef.webp');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(file))).mode & 0o777).toBe(0o700);
    expect(stored).toMatchObject({ path: 'review-photos/avis-7-abcdef.webp', width: 800, height: 600 });
    expect(await readdir(dirs.mediaDir).catch(() => [])).not.toContain('review-photos');
  });

  it('writes nothing for a refused upload', async () => {
    const refused = uploadImage(dirs, Buffer.from('GIF89a'), { visibility: 'public', path: restaurantImagePath('Refus123', (hash, random) => `menu-${hash}${random}`) });
    await expect(refused).rejects.toMatchObject({ code: 'INVALID_INPUT', message: UPLOAD_MESSAGES.notAccepted });
    expect(await stat(path.join(dirs.mediaDir, 'restaurants', 'Refus123')).catch(() => null)).toBeNull();
  });
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readdir, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { startFakeS3, type FakeS3 } from '../../../../tests/support/s3-server.js';
import { copyMedia } from './media-copy.js';
import { FolderStorage, readObject, type MediaStorage } from './media-storage.js';
import { mediaStores } from './media-stores.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'mijote-media-storage-'));
let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
}, 30_000);
afterAll(async () => {
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The bucket's stores as the app makes them from its configuration. */
const bucketStores = () => mediaStores(loadConfig({ DATA_DIR: path.join(dir, 'bucket-app'), ...s3.env }));

/** What every backend does the same (ADR 0039): the app never asks which one it has. */
function behavesAsMediaStorage(name: string, make: () => MediaStorage) {
  describe(`${name}: the media storage contract`, () => {
    it('writes, reads with its size, lists by prefix, deletes (a missing object is no error)', async () => {
      const storage = make();
      await storage.put('restaurants/AbCd1234/plat-0-00aa.webp', Buffer.from('première'), 'image/webp');
      await storage.put('restaurants/AbCd1234/plat-1-00bb.webp', Buffer.from('seconde photo'), 'image/webp');
      await storage.put('users/7/profile-00cc.webp', Buffer.from('profil'), 'image/webp');
      expect((await readObject(storage, 'restaurants/AbCd1234/plat-0-00aa.webp'))?.toString()).toBe('première');
      const object = await storage.get('restaurants/AbCd1234/plat-1-00bb.webp');
      expect(object?.size).toBe(13);
      object?.body.destroy();
      expect(await storage.size('users/7/profile-00cc.webp')).toBe(6);
      expect(await storage.list('restaurants/AbCd1234/')).toEqual([
        { key: 'restaurants/AbCd1234/plat-0-00aa.webp', size: 9 }, { key: 'restaurants/AbCd1234/plat-1-00bb.webp', size: 13 },
      ]);
      await storage.put('users/7/profile-00cc.webp', Buffer.from('nouveau profil'), 'image/webp');
      expect(await storage.size('users/7/profile-00cc.webp')).toBe(14);
      await storage.delete('users/7/profile-00cc.webp');
      await storage.delete('users/7/profile-00cc.webp');
      expect(await storage.get('users/7/profile-00cc.webp')).toBeNull();
      expect(await storage.size('users/7/profile-00cc.webp')).toBeNull();
      expect(await storage.list('users/')).toEqual([]);
    });

    it('refuses a key that leads out of its place', async () => {
      const storage = make();
      for (const key of ['../secret.webp', 'a/../../b.webp', '/etc/passwd', 'a//b.webp', 'a\\b.webp', '']) {
        await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(/Clé de média invalide/);
        expect(await storage.get(key), key).toBeNull();
      }
    });
  });
}

behavesAsMediaStorage('the folder (MEDIA_DIR)', () => new FolderStorage(path.join(dir, `folder-${Math.random().toString(36).slice(2)}`)));
behavesAsMediaStorage('an S3-compatible bucket', () => bucketStores().public);

describe('the folder backend', () => {
  it('keeps private files to the server (0600 in 0700 folders) and leaves no empty folder behind a deletion', async () => {
    const root = path.join(dir, 'private-folder');
    const storage: MediaStorage = new FolderStorage(root, true);
    await storage.put('receipts/avis-1-abcdef.webp', Buffer.from('ticket'), 'image/webp');
    expect((await stat(path.join(root, 'receipts', 'avis-1-abcdef.webp'))).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(root, 'receipts'))).mode & 0o777).toBe(0o700);
    await storage.delete('receipts/avis-1-abcdef.webp');
    expect(await readdir(root)).toEqual([]);
  });

  it('lists only whole files: a write in progress (its temporary file) is not an object', async () => {
    const root = path.join(dir, 'in-progress');
    const storage: MediaStorage = new FolderStorage(root);
    await storage.put('restaurants/x/a.webp', Buffer.from('a'), 'image/webp');
    await writeFile(path.join(root, 'restaurants', 'x', 'b.webp.1a2b3c4d.tmp'), 'half');
    expect((await storage.list('')).map((o) => o.key)).toEqual(['restaurants/x/a.webp']);
  });
});

describe('the bucket keeps the two sides apart', () => {
  it('writes the public side under media/ and the private side under private/', async () => {
    const stores = bucketStores();
    await stores.private.put('receipts/avis-2-abcdef.webp', Buffer.from('ticket'), 'image/webp');
    expect(await stores.public.get('receipts/avis-2-abcdef.webp')).toBeNull();
    expect(await stores.public.get('../private/receipts/avis-2-abcdef.webp')).toBeNull();
    expect((await readObject(stores.private, 'receipts/avis-2-abcdef.webp'))?.toString()).toBe('ticket');
    await stores.private.delete('receipts/avis-2-abcdef.webp');
  });
});

describe('copyMedia (npm run media:to-s3)', () => {
  it('copies each side of the disk into the same side of the bucket, then skips what is already there with the same size', async () => {
    const dataDir = path.join(dir, 'to-copy');
    const disk = mediaStores({ dataDir, mediaDir: path.join(dataDir, 'media') });
    await disk.public.put('restaurants/Copie123/devanture-0-0a0b.webp', Buffer.from('devanture'), 'image/webp');
    await disk.public.put('.variants/w360/restaurants/Copie123/devanture-0-0a0b.webp', Buffer.from('petite'), 'image/webp');
    await disk.private.put('review-photos/avis-3-abcdef.webp', Buffer.from('en attente'), 'image/webp');
    const bucket = bucketStores();
    expect(await copyMedia(disk, bucket)).toEqual({ copied: 3, skipped: 0, bytes: 25 });
    expect((await readObject(bucket.public, 'restaurants/Copie123/devanture-0-0a0b.webp'))?.toString()).toBe('devanture');
    expect((await readObject(bucket.private, 'review-photos/avis-3-abcdef.webp'))?.toString()).toBe('en attente');
    expect(await bucket.public.size('review-photos/avis-3-abcdef.webp')).toBeNull();
    // Again: nothing to copy; an object of another size (a copy cut short) is copied again.
    await bucket.public.put('restaurants/Copie123/devanture-0-0a0b.webp', Buffer.from('dev'), 'image/webp');
    expect(await copyMedia(disk, bucket)).toEqual({ copied: 1, skipped: 2, bytes: 9 });
    expect(await copyMedia(disk, bucket)).toMatchObject({ copied: 0, skipped: 3 });
  });
});

describe('one way to the media (ADR 0039)', () => {
  it('leaves MEDIA_DIR and DATA_DIR/private to the storage: no other server file names them', () => {
    const root = path.resolve(import.meta.dirname, '../../../..');
    const files = execFileSync('git', ['ls-files', 'server/src'], { cwd: root, encoding: 'utf8' }).split('\n').filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const naming = files.filter((f) => /\bmediaDir\b|dataDir\b[^\n]*['"]private['"]/.test(readFileSync(path.join(root, f), 'utf8')));
    // The configuration reads them, the stores are made from them, the migration command copies from them.
    expect(naming.sort()).toEqual(['server/src/cli/media-to-s3-cli.ts', 'server/src/config.ts', 'server/src/modules/media/media-stores.ts']);
  });
});

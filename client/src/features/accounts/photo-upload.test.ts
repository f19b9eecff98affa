import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../../common/photo-rules';
import { PROFILE_PHOTO_LIMIT, uploadImage, uploadTooLarge } from './photo-upload';

/** A stand-in XMLHttpRequest: records what is sent, reports half then all of it, answers 200 with `answer`. */
let sent: { url: string; size: number; bearer: string | null }[];
const answer = JSON.stringify({ success: true, photo: '/media/users/1/profile-abc.webp' });

class FakeXhr {
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  private url = '';
  private headers = new Map<string, string>();
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  send(blob: Blob) {
    sent.push({ url: this.url, size: blob.size, bearer: this.headers.get('authorization') ?? null });
    this.upload.onprogress?.({ lengthComputable: true, loaded: blob.size / 2, total: blob.size });
    this.upload.onprogress?.({ lengthComputable: true, loaded: blob.size, total: blob.size });
    this.status = 200;
    this.responseText = answer;
    this.onload?.();
  }
}

beforeEach(() => {
  sent = [];
  vi.stubGlobal('window', { localStorage: { getItem: () => 'jeton' } });
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

const blobOf = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: 'image/webp' });

describe('the one upload helper', () => {
  it('says in French when a blob is over its path’s limit (common/photo-rules.ts), and nothing otherwise', () => {
    expect(uploadTooLarge(blobOf(UPLOAD_MAX_BYTES))).toBeNull();
    expect(uploadTooLarge(blobOf(UPLOAD_MAX_BYTES + 1))).toBe('L’image dépasse 5 Mo, même réduite.');
    expect(uploadTooLarge(blobOf(UPLOAD_MAX_BYTES + 1), PROFILE_PHOTO_LIMIT)).toBe('L’image dépasse 5 Mo, même après recadrage.');
    expect(uploadTooLarge(blobOf(UPLOAD_MAX_BYTES + 1), { maxBytes: 8 * 1024 * 1024, tooLarge: 'L’image dépasse 8 Mo.' })).toBeNull();
  });

  it('refuses a blob over the limit before sending anything', async () => {
    const progress: number[] = [];
    await expect(uploadImage('/api/menuPhoto?idUrl=AbCd1234', 'restau', blobOf(UPLOAD_MAX_BYTES + 1), (r) => progress.push(r), () => true)).rejects.toThrow(
      'L’image dépasse 5 Mo, même réduite.',
    );
    expect(sent).toEqual([]);
    expect(progress).toEqual([]);
  });

  it('sends a blob within the limit with its bearer, reporting its progress', async () => {
    const progress: number[] = [];
    const body = await uploadImage<{ photo?: string }>('/api/profilePhoto', 'user', blobOf(1000), (r) => progress.push(r), (b) => Boolean(b.photo), PROFILE_PHOTO_LIMIT);
    expect(body.photo).toBe('/media/users/1/profile-abc.webp');
    expect(sent).toEqual([{ url: '/api/profilePhoto', size: 1000, bearer: 'Bearer jeton' }]);
    expect(progress).toEqual([0.5, 1]);
  });
});

import { describe, expect, it } from 'vitest';
import { signPreviewToken, verifyPreviewToken } from './preview-token.js';

describe('preview tokens', () => {
  it('accept only the id_url they were signed for, before expiry, with the right secret', () => {
    const token = signPreviewToken('s3cret', 'aB3dE5gH', 60, 1_000_000);
    expect(verifyPreviewToken('s3cret', token, 'aB3dE5gH', 1_000_000)).toBe(true);
    expect(verifyPreviewToken('s3cret', token, 'zzzzzzzz', 1_000_000)).toBe(false);
    expect(verifyPreviewToken('other', token, 'aB3dE5gH', 1_000_000)).toBe(false);
    expect(verifyPreviewToken('s3cret', token, 'aB3dE5gH', 1_000_000 + 61_000)).toBe(false);
    expect(verifyPreviewToken('s3cret', `${token}x`, 'aB3dE5gH', 1_000_000)).toBe(false);
  });
});

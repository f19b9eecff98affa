import { describe, expect, it } from 'vitest';
import { checkUploadBytes, checkUploadPixels, cropMaxSide, cropOutputSize, cropWebpQuality, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, UPLOAD_PIXEL_BUDGET } from './photo-rules.js';

describe('SPEC §5 cropping output', () => {
  it('chooses the webp quality from the size of the source', () => {
    expect(cropWebpQuality(500 * 1024)).toBe(0.8);
    expect(cropWebpQuality(1000 * 1024)).toBe(0.8);
    expect(cropWebpQuality(1000 * 1024 + 1)).toBe(0.6);
    expect(cropWebpQuality(3000 * 1024)).toBe(0.6);
    expect(cropWebpQuality(3000 * 1024 + 1)).toBe(0.4);
  });
  it('uses 0.93 in high-quality mode whatever the source size', () => {
    expect(cropWebpQuality(100, true)).toBe(0.93);
    expect(cropWebpQuality(5000 * 1024, true)).toBe(0.93);
  });
  it('bounds the longest side to 1920 px, 2560 in high-quality mode', () => {
    expect(cropMaxSide()).toBe(1920);
    expect(cropMaxSide(true)).toBe(2560);
    expect(cropOutputSize(4000, 3000, 1920)).toEqual({ width: 1920, height: 1440 });
    expect(cropOutputSize(3000, 4000, 2560)).toEqual({ width: 1920, height: 2560 });
    expect(cropOutputSize(800, 600, 1920)).toEqual({ width: 800, height: 600 });
    expect(cropOutputSize(0.2, 0.2, 1920)).toEqual({ width: 1, height: 1 });
  });
});

describe('the pixel budget of uploads', () => {
  it('takes a 12 MP phone photo and a 4000 × 4000 image, refuses one pixel more with the French message', () => {
    expect(checkUploadPixels(4032, 3024)).toBeNull();
    expect(checkUploadPixels(4000, 4000)).toBeNull();
    expect(4000 * 4000).toBe(UPLOAD_PIXEL_BUDGET);
    expect(checkUploadPixels(4000, 4001)).toBe(UPLOAD_MESSAGES.tooManyPixels);
    expect(checkUploadPixels(7000, 7000)).toBe(UPLOAD_MESSAGES.tooManyPixels);
  });
});

describe('the size of uploads: one limit, one message', () => {
  it('takes up to 5 Mo, refuses nothing received and one byte more', () => {
    expect(UPLOAD_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(checkUploadBytes(1)).toBeNull();
    expect(checkUploadBytes(UPLOAD_MAX_BYTES)).toBeNull();
    expect(checkUploadBytes(0)).toBe('Aucune image reçue.');
    expect(checkUploadBytes(UPLOAD_MAX_BYTES + 1)).toBe('L’image dépasse 5 Mo.');
    expect(UPLOAD_MESSAGES.tooLarge).toBe('L’image dépasse 5 Mo.');
  });
  it('says what the browser found too large after reducing or cropping it', () => {
    expect(UPLOAD_MESSAGES.tooLargeReduced).toBe('L’image dépasse 5 Mo, même réduite.');
    expect(UPLOAD_MESSAGES.tooLargeCropped).toBe('L’image dépasse 5 Mo, même après recadrage.');
  });
});

import path from 'node:path';
import { readObject } from './media-storage.js';
import type { MediaStores } from './media-stores.js';

const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png' };

export interface MediaCopySummary { copied: number; skipped: number; bytes: number }

/**
 * Copies every object of `from` into `to`, each side into the same side (public stays public, private stays private):
 * `npm run media:to-s3` moves a MEDIA_DIR and DATA_DIR/private into the bucket (ADR 0039). An object already there with
 * the same size is skipped, so a copy stopped half way is simply run again.
 */
export async function copyMedia(from: MediaStores, to: MediaStores, log: (message: string) => void = () => {}): Promise<MediaCopySummary> {
  const summary: MediaCopySummary = { copied: 0, skipped: 0, bytes: 0 };
  for (const side of ['public', 'private'] as const) {
    for (const { key, size } of await from[side].list('')) {
      if ((await to[side].size(key)) === size) {
        summary.skipped++;
        continue;
      }
      const bytes = await readObject(from[side], key);
      if (!bytes) continue;
      await to[side].put(key, bytes, CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream');
      summary.copied++;
      summary.bytes += bytes.length;
      if (summary.copied % 500 === 0) log(`… ${summary.copied} fichiers copiés`);
    }
  }
  return summary;
}

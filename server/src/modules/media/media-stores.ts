import path from 'node:path';
import type { Config } from '../../config.js';
import { FolderStorage, type MediaStorage } from './media-storage.js';
import { S3MediaStorage } from './s3-storage.js';

/**
 * The two sides of the media: `public` is served to all under /media (MEDIA_DIR, or the bucket's `media/` prefix);
 * `private` (unpublished review photos, receipts) is never served by /media, only read by the services that check
 * who asks (DATA_DIR/private, or the bucket's `private/` prefix).
 */
export interface MediaStores {
  public: MediaStorage;
  private: MediaStorage;
  /** What the logs and the migration command say about the backend. */
  description: string;
}

/** What the stores are made from: the folders, and the backend when the configuration names one. */
export type MediaDirs = Pick<Config, 'mediaDir' | 'dataDir'> & Partial<Pick<Config, 'mediaStorage'>>;

const made = new WeakMap<object, MediaStores>();

/** The configured stores, made once per configuration (an S3 client keeps its connections). */
export function mediaStores(config: MediaDirs): MediaStores {
  let stores = made.get(config);
  if (!stores) {
    const s3 = config.mediaStorage?.kind === 's3' ? config.mediaStorage : null;
    stores = s3
      ? { public: new S3MediaStorage(s3, 'media/'), private: new S3MediaStorage(s3, 'private/'), description: `compartiment S3 « ${s3.bucket} »` }
      : { public: new FolderStorage(config.mediaDir), private: new FolderStorage(path.join(config.dataDir, 'private'), true), description: `dossier ${config.mediaDir}` };
    made.set(config, stores);
  }
  return stores;
}

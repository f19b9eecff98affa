import path from 'node:path';
import type { Config } from '../config.js';
import { copyMedia, FolderStorage, mediaStores } from '../modules/media/index.js';
import type { MediaBackup } from '../ops/backup.js';

/** A backup's media folder: `public/` and `private/` (0700), as the media module's two sides. */
const folderStores = (folder: string) => ({
  public: new FolderStorage(path.join(folder, 'public')), private: new FolderStorage(path.join(folder, 'private'), true), description: folder,
});

/** The configured media (MEDIA_DIR and DATA_DIR/private, or the bucket) copied to and from a backup's folder. */
export function mediaBackup(config: Config): MediaBackup {
  return {
    async saveTo(folder) {
      await copyMedia(mediaStores(config), folderStores(folder));
    },
    async restoreFrom(folder) {
      await copyMedia(folderStores(folder), mediaStores(config));
    },
  };
}

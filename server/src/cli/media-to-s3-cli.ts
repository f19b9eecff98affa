import { loadConfig } from '../config.js';
import { copyMedia, mediaStores } from '../modules/media/index.js';

/**
 * npm run media:to-s3 — copies the photos kept on this disk (MEDIA_DIR, and the private pictures of DATA_DIR/private)
 * into the bucket named by S3_BUCKET (with S3_ENDPOINT, S3_FORCE_PATH_STYLE, AWS_*), each side under its prefix
 * (ADR 0039). Idempotent: an object already in the bucket with the same size is skipped. Nothing is deleted from the disk.
 */
let exitCode = 0;
try {
  const config = loadConfig();
  if (config.mediaStorage.kind !== 's3') throw new Error('S3_BUCKET manquant : indiquez le compartiment de destination (et S3_ENDPOINT, AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY).');
  const disk = mediaStores({ mediaDir: config.mediaDir, dataDir: config.dataDir });
  const bucket = mediaStores(config);
  console.log(`Copie des photos : ${disk.description} → ${bucket.description}`);
  const summary = await copyMedia(disk, bucket, (m) => console.log(m));
  console.log(`${summary.copied} fichier${summary.copied > 1 ? 's' : ''} copié${summary.copied > 1 ? 's' : ''} (${(summary.bytes / 1048576).toFixed(1)} Mo), ${summary.skipped} déjà présent${summary.skipped > 1 ? 's' : ''}.`);
} catch (error) {
  console.error(`Copie impossible : ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
}
process.exit(exitCode);

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** An S3-compatible server in this process (s3rver) on a loopback port, its bucket kept in a temporary folder. */
export interface FakeS3 {
  bucket: string;
  endpoint: string;
  /** The environment that points Mijote at it (S3_BUCKET, S3_ENDPOINT, S3_FORCE_PATH_STYLE, AWS_*). */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startFakeS3(bucket = 'mijote-test'): Promise<FakeS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'mijote-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true', AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

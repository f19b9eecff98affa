import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../../config.js';
import { isSafeKey, type MediaObject, type MediaStorage } from './media-storage.js';

const clients = new WeakMap<S3StorageConfig, S3Client>();

/** One client per configuration: S3_ENDPOINT (MinIO, Garage, Scaleway, OVH…), S3_FORCE_PATH_STYLE, AWS_* (else the SDK's own chain). */
function clientFor(config: S3StorageConfig): S3Client {
  let client = clients.get(config);
  if (!client) {
    client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // Checksums only where the protocol needs them: not every S3-compatible server knows the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    clients.set(config, client);
  }
  return client;
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/** An S3-compatible bucket, under one prefix (`media/` is public, `private/` is not; ADR 0039). */
export class S3MediaStorage implements MediaStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3StorageConfig, private readonly prefix: string) {
    this.client = clientFor(config);
    this.bucket = config.bucket;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    if (!isSafeKey(key)) throw new Error(`Clé de média invalide : « ${key} »`);
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.prefix + key, Body: bytes, ContentType: contentType, ContentLength: bytes.length }));
  }

  async get(key: string): Promise<MediaObject | null> {
    if (!isSafeKey(key)) return null;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }));
      return { body: answer.Body as Readable, size: answer.ContentLength ?? 0, lastModified: answer.LastModified ?? null };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    if (!isSafeKey(key)) return null;
    try {
      return (await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }))).ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isSafeKey(key)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }));
  }

  async list(prefix: string): Promise<{ key: string; size: number }[]> {
    const found: { key: string; size: number }[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix + prefix, ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (object.Key) found.push({ key: object.Key.slice(this.prefix.length), size: object.Size ?? 0 });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }
}

import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where media bytes live (issue 27, ADR 0039): one interface, two backends. Every reader and writer of photos goes
 * through it (uploads, variants, review pictures, the importer and the seed, the /media pages), so an instance answers
 * for a photo another instance received. A key is a relative path with `/` separators (`restaurants/<id_url>/x.webp`).
 */
export interface MediaObject {
  body: Readable;
  size: number;
  lastModified: Date | null;
}

export interface MediaStorage {
  /** Writes the whole object; a reader sees the old bytes or the new ones, never a part. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object as a stream with its size, or null when there is none (or the key is not a safe one). */
  get(key: string): Promise<MediaObject | null>;
  /** The object's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** Deletes the object; a missing one is no error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`, with its size. */
  list(prefix: string): Promise<{ key: string; size: number }[]>;
}

/** A key this storage accepts: relative, `/` separators, no empty, `.` or `..` segment, no backslash. */
export function isSafeKey(key: string): boolean {
  return key.length > 0 && !key.includes('\\') && !key.includes('\0') && key.split('/').every((s) => s !== '' && s !== '.' && s !== '..');
}

/** Reads a whole object into memory (photos are at most a few megabytes), or null when there is none. */
export async function readObject(storage: MediaStorage, key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A folder on this machine's disk: the embedded default (one instance, or a shared volume). */
export class FolderStorage implements MediaStorage {
  readonly root: string;

  /** `secret`: folders 0700 and files 0600 (the private side). */
  constructor(root: string, private readonly secret = false) {
    this.root = path.resolve(root);
  }

  private file(key: string): string | null {
    if (!isSafeKey(key)) return null;
    const file = path.resolve(this.root, key);
    return file.startsWith(this.root + path.sep) ? file : null;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.file(key);
    if (!file) throw new Error(`Clé de média invalide : « ${key} »`);
    await mkdir(path.dirname(file), { recursive: true, ...(this.secret ? { mode: 0o700 } : {}) });
    const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, bytes, this.secret ? { mode: 0o600 } : {});
      await rename(temporary, file);
    } catch (error) {
      await unlink(temporary).catch(() => {});
      throw error;
    }
  }

  async get(key: string): Promise<MediaObject | null> {
    const file = this.file(key);
    const info = file ? await stat(file).catch(() => null) : null;
    if (!file || !info?.isFile()) return null;
    return { body: createReadStream(file), size: info.size, lastModified: info.mtime };
  }

  async size(key: string): Promise<number | null> {
    const file = this.file(key);
    const info = file ? await stat(file).catch(() => null) : null;
    return info?.isFile() ? info.size : null;
  }

  /** Removes the file, then its folders up to the root as long as they are empty. */
  async delete(key: string): Promise<void> {
    const file = this.file(key);
    if (!file) return;
    await rm(file, { force: true });
    for (let dir = path.dirname(file); dir.startsWith(this.root + path.sep); dir = path.dirname(dir)) {
      // rmdir refuses a folder that still holds something: the climb stops there.
      if (!(await rmdir(dir).then(() => true, () => false))) break;
    }
  }

  async list(prefix: string): Promise<{ key: string; size: number }[]> {
    // Only the folder the prefix names is read (`users/12/` reads users/12, `` the whole root).
    const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
    if (folder && !isSafeKey(folder.slice(0, -1))) return [];
    const names = await readdir(path.join(this.root, folder), { recursive: true }).catch(() => [] as string[]);
    const found: { key: string; size: number }[] = [];
    for (const name of names.map((n) => folder + n.split(path.sep).join('/')).sort()) {
      if (!name.startsWith(prefix) || name.endsWith('.tmp')) continue;
      const info = await stat(path.join(this.root, name)).catch(() => null);
      if (info?.isFile()) found.push({ key: name, size: info.size });
    }
    return found;
  }
}

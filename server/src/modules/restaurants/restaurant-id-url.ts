import { randomBytes } from 'node:crypto';

const ID_URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-';

/** A new restaurant's id_url: 8 characters of [A-Za-z0-9-] from crypto.randomBytes (rejection sampling, no modulo bias). */
export function randomIdUrl(): string {
  let out = '';
  while (out.length < 8) {
    for (const byte of randomBytes(16)) {
      if (byte < 252 && out.length < 8) out += ID_URL_ALPHABET[byte % 63];
    }
  }
  return out;
}

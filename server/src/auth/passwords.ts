import { Algorithm, hash, verify } from '@node-rs/argon2';

/** Passwords are stored as argon2id hashes (DESIGN §7). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: Algorithm.Argon2id });
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

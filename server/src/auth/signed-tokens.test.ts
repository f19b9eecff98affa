import { describe, expect, it } from 'vitest';
import { idOfSignedToken, sameSecret, secretSignature } from './signed-tokens.js';

describe('signed tokens', () => {
  it('sign a message with the secret, 32 base64url characters, different for another secret or message', () => {
    const s = secretSignature('secret-a', 'appeal:1');
    expect(s).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(secretSignature('secret-b', 'appeal:1')).not.toBe(s);
    expect(secretSignature('secret-a', 'appeal:2')).not.toBe(s);
    expect(sameSecret(s, s)).toBe(true);
    expect(sameSecret(s, `${s}x`)).toBe(false);
    expect(sameSecret(s, secretSignature('secret-a', 'appeal:2'))).toBe(false);
  });

  it('read the id of `<id>-<signature>` only when it is a database integer', () => {
    const sig = secretSignature('k', 'x');
    expect(idOfSignedToken(`42-${sig}`)).toBe(42);
    expect(idOfSignedToken(`0-${sig}`)).toBeNull();
    expect(idOfSignedToken(`2147483648-${sig}`)).toBeNull();
    expect(idOfSignedToken(`42-${sig.slice(1)}`)).toBeNull();
    expect(idOfSignedToken('42')).toBeNull();
  });
});

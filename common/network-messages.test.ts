import { describe, expect, it } from 'vitest';
import { CHECK_CONNECTION, networkProblem } from './network-messages.js';

describe('network failure messages (issue 26: the advice in one place)', () => {
  it('say what failed, then the same advice', () => {
    expect(networkProblem('Impossible de charger ce profil.')).toBe('Impossible de charger ce profil. Vérifiez votre connexion puis réessayez.');
    expect(CHECK_CONNECTION).toBe('Vérifiez votre connexion puis réessayez.');
  });
});

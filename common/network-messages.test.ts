import { describe, expect, it } from 'vitest';
import * as messages from './network-messages.js';

const { CHECK_CONNECTION, networkProblem, ...NETWORK_MESSAGES } = messages;

describe('network failure messages (issue 26: one place)', () => {
  it('end with the same advice', () => {
    expect(Object.keys(NETWORK_MESSAGES).length).toBeGreaterThan(10);
    for (const message of Object.values(NETWORK_MESSAGES)) expect(message).toBe(networkProblem(message.slice(0, -CHECK_CONNECTION.length - 1)));
  });
});

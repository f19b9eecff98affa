import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../common/account-rules.js';
import { hashPassword } from '../../server/src/auth/passwords.js';
import * as clock from '../factories/clock.js';
import { AccountClient } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';

// The server runs in this process: every argon2 hash it makes is counted (the real function still runs).
vi.mock('../../server/src/auth/passwords.js', async (original) => {
  const real = await original<typeof import('../../server/src/auth/passwords.js')>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

let t: TestServer;

beforeAll(async () => {
  // Many calls come from one address: the per-client API budget is not what these tests look at.
  t = await startTestServer({ API_RATE_LIMIT_PER_MINUTE: '100000' });
}, 120_000);
afterAll(() => t?.close());

beforeEach(async () => {
  await clock.forgetRateLimits(t.db);
  vi.mocked(hashPassword).mockClear();
});

const randomToken = () => randomBytes(32).toString('base64url');
const reset = (token: string, password = 'Nouveau49!') => t.request('POST', '/api/reset-password', { body: { token, password } });

describe('POST /api/reset-password with links that do not exist (issue 24)', () => {
  it('checks the link before hashing: an unknown or expired link costs no argon2 hash', async () => {
    expect(await reset(randomToken())).toMatchObject({ status: 400, body: { code: 'TOKEN_INVALID' } });
    const c = new AccountClient(t);
    await c.createVerifiedCustomer('expire@exemple.fr');
    vi.mocked(hashPassword).mockClear();
    await c.gql(`mutation { requestPasswordReset(email: "expire@exemple.fr") { __typename } }`);
    const token = (await c.latestLink('expire@exemple.fr'))!.split('/').pop()!;
    await clock.expirePasswordResets(t.db);
    expect(await reset(token)).toMatchObject({ status: 400, body: { code: 'TOKEN_INVALID' } });
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('refuses more than 10 uses per address and window with a French 429, then a valid link works again once the window passes', async () => {
    for (let i = 0; i < 10; i++) expect((await reset(randomToken())).body).toMatchObject({ code: 'TOKEN_INVALID' });
    const blocked = await reset(randomToken());
    expect(blocked).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED', message: ACCOUNT_MESSAGES.tooManyRequests } });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);

    const c = new AccountClient(t);
    await c.createVerifiedCustomer('fenetre@exemple.fr');
    await c.gql(`mutation { requestPasswordReset(email: "fenetre@exemple.fr") { __typename } }`);
    const token = (await c.latestLink('fenetre@exemple.fr'))!.split('/').pop()!;
    expect((await reset(token)).status).toBe(429);
    // The window ends: the stored counters expire.
    await clock.endRateLimitWindows(t.db, 'resetUseIp:');
    expect(await reset(token)).toMatchObject({ status: 200, body: { success: true } });
  });

  it('gives back the point of a successful reset (a shared address is not blocked by its successes)', async () => {
    const c = new AccountClient(t);
    for (let i = 0; i < 12; i++) {
      const email = `succes${i}@exemple.fr`;
      await c.createVerifiedCustomer(email);
      await clock.forgetRateLimitsExcept(t.db, 'resetUseIp:');
      await c.gql(`mutation { requestPasswordReset(email: "${email}") { __typename } }`);
      const token = (await c.latestLink(email))!.split('/').pop()!;
      expect((await reset(token)).status).toBe(200);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../common/account-rules.js';
import { createAdmin, generatePassword } from '../../server/src/modules/accounts/index.js';
import { TestAuthenticator } from '../support/totp.js';
import { AccountClient } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, 120_000);
afterAll(() => t?.close());

describe('npm run admin:create', () => {
  it('creates an admin who can log in to the admin space, with a generated password that meets the rules', async () => {
    const password = generatePassword();
    expect(await createAdmin(t.db, ' Chef@Mijote.FR ', password)).toEqual({ email: 'chef@mijote.fr', created: true });
    const c = new AccountClient(t);
    expect(await c.logInAdmin('chef@mijote.fr', password)).toMatchObject({ __typename: 'SecondFactorSession' });
    expect((await c.api('GET', '/admin/verify')).body).toEqual({ success: true, role: 'admin' });
  });

  it('promotes an existing account and ends its sessions', async () => {
    const c = new AccountClient(t);
    await c.createVerifiedCustomer('promu@exemple.fr');
    const cookie = c.cookies.get('mj_rt_user')!;
    expect(await createAdmin(t.db, 'promu@exemple.fr', 'Promu2026!')).toEqual({ email: 'promu@exemple.fr', created: false });
    expect((await t.request('POST', '/api/tokenUser', { body: {}, headers: { cookie: `mj_rt_user=${cookie}` } })).status).toBe(401);
    expect(await new AccountClient(t).logInAdmin('promu@exemple.fr', 'Promu2026!')).toMatchObject({ __typename: 'SecondFactorSession' });
  });

  it('refuses a bad address or a weak password', async () => {
    await expect(createAdmin(t.db, 'pas-une-adresse', 'Promu2026!')).rejects.toThrow(ACCOUNT_MESSAGES.emailInvalid);
    await expect(createAdmin(t.db, 'x@exemple.fr', 'faible')).rejects.toThrow(ACCOUNT_MESSAGES.passwordTooShort);
  });
});

describe('production cookies', () => {
  it('are Secure when NODE_ENV=production', async () => {
    const prod = await startTestServer({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', MEDIA_STORAGE: 'local', GRAPHQL_TRUSTED_DOCUMENTS: '0' });
    try {
      await createAdmin(prod.db, 'prod@mijote.fr', 'Prod2026!x');
      const first = await prod.request('POST', '/graphql', { body: { query: 'mutation { logIn(email: "prod@mijote.fr", password: "Prod2026!x", space: admin) { ... on SecondFactorRequired { challenge setupSecret } } }' } });
      const { challenge, setupSecret } = (first.body as { data: { logIn: { challenge: string; setupSecret: string } } }).data.logIn;
      const code = await new TestAuthenticator(setupSecret).nextCode();
      const res = await prod.request('POST', '/graphql', { body: { query: 'mutation ($c: String!, $k: String!) { confirmSecondFactor(challenge: $c, code: $k) { __typename } }', variables: { c: challenge, k: code } } });
      expect(res.cookies.find((c) => c.startsWith('mj_rt_user='))).toMatch(/; Secure/);
    } finally {
      await prod.close();
    }
  });
});

import { latestCodeFor, latestLinkFor } from '../support/outbox.js';
import type { HttpResult, TestServer } from './harness.js';
import { TestAuthenticator } from '../support/totp.js';

/** Each test server's admins' authenticator apps, by e-mail (set up at their first sign-in). */
const authenticators = new Map<string, TestAuthenticator>();

export const PASSWORD = 'Mijote49!';

/** A browser-like client of the test server: keeps the refresh cookies and the access token. */
export class AccountClient {
  cookies = new Map<string, string>();
  token: string | null = null;
  constructor(readonly t: TestServer) {}

  private keep(result: HttpResult): HttpResult {
    for (const c of result.cookies) {
      const [pair] = c.split(';');
      const [name, value] = pair.split('=');
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    return result;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async gql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}): Promise<{ data: T; errors?: { message: string; extensions?: { code?: string } }[] }> {
    const r = this.keep(await this.t.request('POST', '/graphql', {
      body: { query, variables },
      headers: { ...(this.token ? { authorization: `Bearer ${this.token}` } : {}), ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}) },
    }));
    return r.body as never;
  }

  async api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<HttpResult> {
    return this.keep(await this.t.request(method, `/api${path}`, {
      body,
      headers: { ...(this.token ? { authorization: `Bearer ${this.token}` } : {}), ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}), ...headers },
    }));
  }

  async signUp(email: string, extra: Record<string, unknown> = {}) {
    return this.gql<{ signUp: Record<string, unknown> }>(
      `mutation ($input: SignUpInput!) { signUp(input: $input) { __typename ... on SignUpSuccess { email } ... on UserError { code message } ... on InvalidInputError { field } } }`,
      { input: { email, password: PASSWORD, firstName: 'Léa', lastName: 'Durand', salutation: 'Mme', newsletter: true, acceptTerms: true, adultDeclared: true, ...extra } });
  }

  async verify(email: string, code: string) {
    const r = await this.gql<{ verifyEmail: { __typename: string; accessToken?: string; code?: string; message?: string } }>(
      `mutation ($email: String!, $code: String!) { verifyEmail(email: $email, code: $code) { __typename ... on Session { accessToken account { email emailVerified } } ... on UserError { code message } } }`,
      { email, code });
    if (r.data.verifyEmail.accessToken) this.token = r.data.verifyEmail.accessToken;
    return r.data.verifyEmail;
  }

  /**
   * An admin's whole sign-in: the password, then the second factor (set up at the first sign-in, the authenticator kept
   * for the next ones). Answers confirmSecondFactor's result, with the recovery codes of a first set-up.
   */
  async logInAdmin(email: string, password = PASSWORD): Promise<{ __typename: string; accessToken?: string; recoveryCodes?: string[]; code?: string; message?: string }> {
    const first = (await this.logIn(email, password, 'admin')) as { __typename: string; challenge?: string; setupSecret?: string | null };
    if (first.__typename !== 'SecondFactorRequired') return first;
    const key = `${this.t.url}|${email}`;
    if (first.setupSecret) authenticators.set(key, new TestAuthenticator(first.setupSecret));
    const app = authenticators.get(key);
    if (!app) throw new Error(`Pas d’application d’authentification pour ${email}`);
    return this.confirmSecondFactor(first.challenge!, await app.nextCode());
  }

  async confirmSecondFactor(challenge: string, code: string) {
    const r = await this.gql<{ confirmSecondFactor: { __typename: string; accessToken?: string; recoveryCodes?: string[]; code?: string; message?: string } }>(
      `mutation ($challenge: String!, $code: String!) { confirmSecondFactor(challenge: $challenge, code: $code) { __typename ... on SecondFactorSession { accessToken recoveryCodes } ... on UserError { code message } } }`,
      { challenge, code });
    if (r.data.confirmSecondFactor.accessToken) this.token = r.data.confirmSecondFactor.accessToken;
    return r.data.confirmSecondFactor;
  }

  async logIn(email: string, password = PASSWORD, space = 'customer') {
    const r = await this.gql<{ logIn: { __typename: string; accessToken?: string; code?: string; message?: string } }>(
      `mutation ($email: String!, $password: String!, $space: LoginSpace!) { logIn(email: $email, password: $password, space: $space) { __typename ... on Session { accessToken account { email role } } ... on SecondFactorRequired { challenge setupSecret } ... on UserError { code message } } }`,
      { email, password, space });
    if (r.data.logIn.accessToken) this.token = r.data.logIn.accessToken;
    return r.data.logIn;
  }

  /** Signs up and verifies through the e-mail outbox, like a person would. */
  async createVerifiedCustomer(email: string) {
    await this.signUp(email);
    const code = await latestCodeFor(this.t.config.dataDir, email);
    return this.verify(email, code!);
  }

  latestCode(email: string) {
    return latestCodeFor(this.t.config.dataDir, email);
  }

  latestLink(email: string) {
    return latestLinkFor(this.t.config.dataDir, email);
  }
}

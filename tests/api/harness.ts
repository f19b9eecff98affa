import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { createApp } from '../../server/src/app.js';
import { scratchDatabase } from '../support/scratch-database.js';
import { loadConfig, type Config } from '../../server/src/config.js';
import { entities } from '../../server/src/composition.js';
import { openDatabase, type Database } from '../../server/src/db/database.js';
import { createServices } from '../../server/src/services.js';
import type { AppServices } from '../../server/src/graphql/context.js';
import { createHttpServer } from '../../server/src/http/http-server.js';
import { mailDeliveriesSettled } from '../../server/src/modules/mail/mail-outbox.service.js';

export interface HttpResult { status: number; body: Record<string, unknown>; cookies: string[]; headers: Headers }

export interface TestServer {
  url: string;
  db: DataSource;
  config: Config;
  /** The server's own services, for tests that call a service or a job directly (renewals). */
  services: AppServices;
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<{ data: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }>;
  request(method: string, path: string, options?: { body?: unknown; headers?: Record<string, string> }): Promise<HttpResult>;
  close(): Promise<void>;
}

function baseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL manquant : la configuration globale des tests API ne l’a pas fourni.');
  return url;
}

/** A fresh database on the test PostgreSQL server, dropped by the returned function. */
export function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  return scratchDatabase(baseUrl(), 'mj_t_');
}

/** The real app over real HTTP on a fresh, migrated database. */
export async function startTestServer(env: Record<string, string> = {}, options: { clientDir?: string } = {}): Promise<TestServer> {
  const fresh = await freshDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mijote-test-'));
  const config = loadConfig({ ...process.env, ...env, DATABASE_URL: fresh.url, DATA_DIR: dataDir, SEED_DEMO: '0' });
  let database: Database | null = null;
  let server: Server | null = null;
  try {
    database = await openDatabase(config, () => {}, entities);
    const services = await createServices(database.dataSource, config, () => {});
    const app = await createApp(services, { clientDir: options.clientDir ?? path.join(dataDir, 'no-client') });
    server = await new Promise<Server>((resolve) => {
      const s = createHttpServer(app.express).listen(0, '127.0.0.1', () => resolve(s));
    });
    const port = (server.address() as AddressInfo).port;
    const url = `http://127.0.0.1:${port}`;
    // The server's own address as the payment sandbox and its notifications need it (PUBLIC_URL unless a test sets it).
    if (!env.PUBLIC_URL) config.publicUrl = url;
    const db = database.dataSource;
    return {
      url,
      db,
      config,
      services,
      async gql(query, variables) {
        const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
        return res.json();
      },
      async post(p, body, headers = {}) {
        const res = await fetch(`${url}/api${p}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        });
        return { status: res.status, body: (await res.json()) as Record<string, unknown> };
      },
      async request(method, p, options = {}) {
        const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
        const res = await fetch(`${url}${p}`, {
          method,
          headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers },
          body,
        });
        const text = await res.text();
        let json: Record<string, unknown>;
        try {
          json = text ? JSON.parse(text) : {};
        } catch {
          json = { raw: text };
        }
        return { status: res.status, body: json, cookies: res.headers.getSetCookie(), headers: res.headers };
      },
      async close() {
        server!.closeAllConnections();
        await mailDeliveriesSettled();
        await new Promise<void>((resolve) => server!.close(() => resolve()));
        await app.apollo.stop();
        await services.quota.flush();
        await services.changes.stop();
        await database!.close();
        await fresh.drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database?.close();
    await fresh.drop();
    throw error;
  }
}

/** Another instance of the app in this process, on `t`'s database: its own services, caches and LISTEN connection. */
export interface OtherInstance { url: string; services: AppServices; close(): Promise<void> }

export async function secondInstance(t: TestServer): Promise<OtherInstance> {
  const services: AppServices = await createServices(t.db, t.config, () => {});
  await services.changes.start();
  const app = await createApp(services, { clientDir: '/nonexistent' });
  const server = await new Promise<Server>((resolve) => {
    const s = createHttpServer(app.express).listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    services,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.apollo.stop();
      await services.quota.flush();
      await services.changes.stop();
    },
  };
}

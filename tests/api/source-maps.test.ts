import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

/**
 * The client build's source maps give away its source: never served to the public in production (issue 24), whatever
 * the build holds; outside production a local build keeps them for debugging.
 */
const clientDir = mkdtempSync(path.join(os.tmpdir(), 'mijote-maps-client-'));
let prod: TestServer;
let dev: TestServer;

beforeAll(async () => {
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html lang="fr"><head><title>Mijote</title></head><body></body></html>');
  writeFileSync(path.join(clientDir, 'assets/index-abc123.js'), 'console.log(1);\n');
  writeFileSync(path.join(clientDir, 'assets/index-abc123.js.map'), '{"version":3,"sources":["../../client/src/main.tsx"],"sourcesContent":["secret"]}');
  prod = await startTestServer({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', MEDIA_STORAGE: 'local', GRAPHQL_TRUSTED_DOCUMENTS: '0' }, { clientDir });
  dev = await startTestServer({}, { clientDir });
}, 120_000);
afterAll(async () => {
  await prod?.close();
  await dev?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('source maps', () => {
  it('are not served in production, however the address is written; the scripts are', async () => {
    for (const address of ['/assets/index-abc123.js.map', '/assets/index-abc123.js%2Emap', '/assets/index-abc123.js.%6dap', '/assets/INDEX-abc123.js.MAP', '/assets/./index-abc123.js.map']) {
      const res = await fetch(`${prod.url}${address}`);
      expect(res.status, address).toBe(404);
      expect(await res.text()).not.toContain('sourcesContent');
    }
    expect((await fetch(`${prod.url}/assets/index-abc123.js`)).status).toBe(200);
  });

  it('are served outside production (a local build, for debugging)', async () => {
    expect((await fetch(`${dev.url}/assets/index-abc123.js.map`)).status).toBe(200);
  });
});

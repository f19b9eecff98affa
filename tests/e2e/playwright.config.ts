import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { consentGivenState } from './helpers.js';

const here = path.dirname(fileURLToPath(import.meta.url));
// Ports of this run's server and embedded PostgreSQL, chosen once in the main process (workers inherit the
// environment), so two runs on one machine do not meet.
process.env.E2E_PORT ??= String(20000 + (process.pid % 20000));
process.env.E2E_PG_PORT ??= String(41000 + (process.pid % 9000));
const port = Number(process.env.E2E_PORT);

/** Base address: E2E_BASE_URL when given (an already running server), else the server started by global-setup.ts. */
export const baseURL = process.env.E2E_BASE_URL || `http://localhost:${port}`;

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: here,
  testMatch: '**/*.spec.ts',
  outputDir: path.join(here, '.screenshots', 'results'),
  globalSetup: path.join(here, 'global-setup.ts'),
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    screenshot: 'on',
    trace: 'retain-on-failure',
    // The cookie choice is already made (refused) so the banner does not cover other specs; consent.spec.ts clears it.
    storageState: consentGivenState(baseURL),
    launchOptions: { executablePath: process.env.E2E_CHROMIUM || '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    // Touch gestures (tagged @phone) exist only on phones.
    { name: 'desktop', grepInvert: /@phone/, use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
});

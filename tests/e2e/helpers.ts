import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page, Request, TestInfo } from '@playwright/test';
import { CONSENT_COOKIE } from '../../common/constants.js';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '.screenshots');

/** Saves a screenshot as tests/e2e/.screenshots/<project>-<name>.png (gitignored). */
export async function shot(page: Page, testInfo: TestInfo, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: path.join(dir, `${testInfo.project.name}-${name}.png`), fullPage });
}

/** The GraphQL operation a request of the page sends (its operationName), or null for any other request. */
export function operationOf(request: Request): string | null {
  if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return null;
  try {
    return ((request.postDataJSON() as { operationName?: unknown } | null)?.operationName as string | undefined) ?? null;
  } catch {
    return null;
  }
}

/** Cards of the result list. */
export function cards(page: Page) {
  return page.locator('.results__grid article.card');
}

/** The consent cookie written by the banner (client/src/features/consent/consent-cookie.ts). */
export { CONSENT_COOKIE };

function consentCookie(baseURL: string, analytics: boolean) {
  const value = encodeURIComponent(JSON.stringify({ 'perform-analytics': analytics, preferences: false, date: new Date().toISOString() }));
  return {
    name: CONSENT_COOKIE,
    value,
    domain: new URL(baseURL).hostname,
    path: '/',
    expires: Math.floor(Date.now() / 1000) + 180 * 86_400,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  };
}

/**
 * Storage state used by default in playwright.config.ts: consent already refused, so the cookie
 * banner never covers what the other specs click. consent.spec.ts starts from an empty state.
 */
export function consentGivenState(baseURL: string, analytics = false) {
  return { cookies: [consentCookie(baseURL, analytics)], origins: [] };
}

/** Stores a consent choice in a context (e.g. analytics accepted before opening the map). */
export async function setConsent(context: BrowserContext, baseURL: string, analytics: boolean): Promise<void> {
  await context.addCookies([consentCookie(baseURL, analytics)]);
}

import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, isPageLoadError, lazyPage, PageLoadError, retryFailedPages, withTimeout } from './lazy-page';

const Page: ComponentType = () => null;

afterEach(() => {
  vi.useRealTimers();
  retryFailedPages();
});

describe('lazy pages', () => {
  it('give up on a page whose code has not come after 120 s (SPEC §9)', async () => {
    vi.useFakeTimers();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const page = lazyPage(() => new Promise(() => {}));
    const result = page.preload().then(
      () => 'chargée',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(PageLoadError);
    expect((error as PageLoadError).reason).toBe('timeout');
  });

  it('turn a failed import into a PageLoadError, keep it until retried, then import again', async () => {
    const factory = vi.fn<() => Promise<{ default: ComponentType }>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/AboutPage-x.js'));
    factory.mockResolvedValue({ default: Page });
    const page = lazyPage(factory);
    const failure = await page.preload().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PageLoadError);
    expect((failure as PageLoadError).reason).toBe('failed');
    // Without a retry the failure stays (the error boundary shows it rather than looping on imports).
    await expect(page.preload()).rejects.toBeInstanceOf(PageLoadError);
    expect(factory).toHaveBeenCalledTimes(1);
    retryFailedPages();
    await expect(page.preload()).resolves.toBeUndefined();
    expect(factory).toHaveBeenCalledTimes(2);
  });

  it('import a page once, however often it is preloaded', async () => {
    const factory = vi.fn(() => Promise.resolve({ default: Page }));
    const page = lazyPage(factory);
    await Promise.all([page.preload(), page.preload()]);
    await page.preload();
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('let an answer that comes in time through, and clear the timer', async () => {
    vi.useFakeTimers();
    await expect(withTimeout(Promise.resolve(42), 10)).resolves.toBe(42);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('recognise the browsers’ failed imports as page load errors, not other errors', () => {
    expect(isPageLoadError(new PageLoadError('timeout'))).toBe(true);
    expect(isPageLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/A.js'))).toBe(true);
    expect(isPageLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isPageLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isPageLoadError(new Error('Unable to preload CSS for /assets/MapPage.css'))).toBe(true);
    expect(isPageLoadError(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isPageLoadError('texte')).toBe(false);
  });
});

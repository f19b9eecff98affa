import { createElement, lazy, useState, type ComponentType } from 'react';

/** SPEC §9: a page whose code has not arrived after 120 s is given up, and the visitor is offered to retry. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A lazily loaded page that can also be loaded ahead (preloadPage), then renders without suspending. */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * The code of a page could not be loaded: the network failed (offline), the file is gone (a deploy replaced the old
 * chunks), or nothing came within CHUNK_LOAD_TIMEOUT_MS. The error boundary shows a French message with 'Réessayer'.
 */
export class PageLoadError extends Error {
  constructor(
    readonly reason: 'failed' | 'timeout',
    options?: { cause?: unknown },
  ) {
    // Only the console sees the message: the error boundary writes the French text.
    super(`page code ${reason}`, options);
    this.name = 'PageLoadError';
  }
}

/** The promise, or a PageLoadError('timeout') if it has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PageLoadError('timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Pages whose load failed, each with the function that forgets the failure. */
const failedPages = new Set<() => void>();

/** Forgets every failed page load, so the next render imports those pages again ('Réessayer'). */
export function retryFailedPages(): void {
  for (const forget of failedPages) forget();
  failedPages.clear();
}

/**
 * Like React.lazy, plus:
 * - `preload()`: main.tsx loads the page of the address before the first render, so the first paint is the page itself,
 *   not the 'Chargement…' fallback followed by the page (which React also holds back 300 ms after a fallback, to avoid
 *   flashes);
 * - a load that fails or does not answer within `timeoutMs` throws a PageLoadError to the error boundary, and
 *   retryFailedPages() lets the next render import the page again (React.lazy alone keeps its failure forever).
 */
export function lazyPage(factory: () => Promise<{ default: ComponentType }>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): LazyPage {
  let loaded: ComponentType | null = null;
  // One import at a time, shared by preload() and the lazy component.
  let pending: Promise<{ default: ComponentType }> | null = null;
  const load = () => {
    pending ??= withTimeout(factory(), timeoutMs).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        failedPages.add(forget);
        throw error instanceof PageLoadError ? error : new PageLoadError('failed', { cause: error });
      },
    );
    return pending;
  };
  let Lazy = lazy(load);
  function forget() {
    pending = null;
    Lazy = lazy(load);
  }
  function Page() {
    // Chosen once per mount: switching from the lazy wrapper to the loaded page later would remount the page.
    const [ready] = useState(() => loaded);
    return createElement(ready ?? Lazy);
  }
  Page.preload = () => load().then(() => undefined);
  return Page;
}

/** Messages of the browsers when a dynamic import fails, and Vite's when a page's stylesheet does not load. */
const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

/** Whether an error caught while rendering is a page's code that could not be loaded (lazyPage or plain React.lazy). */
export function isPageLoadError(error: unknown): boolean {
  return error instanceof PageLoadError || (error instanceof Error && CHUNK_FAILURE.test(error.message));
}

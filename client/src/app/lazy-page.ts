import { createElement, lazy, useState, type ComponentType } from 'react';

/** A lazily loaded page that can also be loaded ahead (preloadPage), then renders without suspending. */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * Like React.lazy, plus `preload()`: main.tsx loads the page of the address before the first render, so the first
 * paint is the page itself, not the 'Chargement…' fallback followed by the page (which React also holds back 300 ms
 * after a fallback, to avoid flashes).
 */
export function lazyPage(factory: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | null = null;
  const load = () =>
    factory().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(load);
  function Page() {
    // Chosen once per mount: switching from the lazy wrapper to the loaded page later would remount the page.
    const [ready] = useState(() => loaded);
    return createElement(ready ?? Lazy);
  }
  Page.preload = () => load().then(() => undefined);
  return Page;
}

import { Suspense } from 'react';
import { createRoutesFromElements, matchRoutes, Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary';
import { lazyPage } from './lazy-page';
import { featureRoutes } from './feature-routes';
import { PageFallback } from './PageFallback';

const NotFoundPage = lazyPage(() => import('./NotFoundPage'));

const routes = [...featureRoutes, <Route key="not-found" path="*" element={<NotFoundPage />} />];

/**
 * Every route of the public site; pages are lazy and share one Suspense fallback. A page whose code cannot be loaded
 * (lazyPage: failure or 120 s without an answer) shows a message with 'Réessayer' instead.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageFallback />}>
        <Routes>{routes}</Routes>
      </Suspense>
    </ErrorBoundary>
  );
}

/** Loads the page of the current address when it can be loaded ahead (lazyPage); resolves at once otherwise. */
export function preloadCurrentPage(): Promise<void> {
  const matches = matchRoutes(createRoutesFromElements(routes), window.location);
  const element = matches?.[matches.length - 1]?.route.element as { type?: { preload?: () => Promise<void> } } | undefined;
  return element?.type?.preload?.() ?? Promise.resolve();
}

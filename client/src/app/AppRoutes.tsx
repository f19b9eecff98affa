import { lazy, Suspense } from 'react';
import { createRoutesFromElements, matchRoutes, Route, Routes } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary';
import { PageFallback } from './PageFallback';
import { accountRoutes } from '../features/accounts/routes';
import { legalRoutes } from '../features/legal/routes';
import { mapRoutes } from '../features/map/routes';
import { restaurantRoutes } from '../features/restaurants/routes';

const NotFoundPage = lazy(() => import('./NotFoundPage'));

const routes = [...accountRoutes, ...legalRoutes, ...mapRoutes, ...restaurantRoutes, <Route key="not-found" path="*" element={<NotFoundPage />} />];

/** Every route of the public site; pages are lazy and share one Suspense fallback. */
export function AppRoutes() {
  return (
    <ErrorBoundary>
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

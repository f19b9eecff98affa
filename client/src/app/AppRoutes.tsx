import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary';
import { PageFallback } from './PageFallback';
import { accountRoutes } from '../features/accounts/routes';
import { legalRoutes } from '../features/legal/routes';
import { mapRoutes } from '../features/map/routes';
import { restaurantRoutes } from '../features/restaurants/routes';

const NotFoundPage = lazy(() => import('./NotFoundPage'));

/** Every route of the public site; pages are lazy and share one Suspense fallback. */
export function AppRoutes() {
  return (
    <ErrorBoundary>
      <Suspense fallback={<PageFallback />}>
        <Routes>
          {accountRoutes}
          {legalRoutes}
          {mapRoutes}
          {restaurantRoutes}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}

import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary';
import { PageFallback } from './PageFallback';
import { restaurantRoutes } from '../features/restaurants/routes';

const NotFoundPage = lazy(() => import('./NotFoundPage'));

/** Every route of the public site; pages are lazy and share one Suspense fallback. */
export function AppRoutes() {
  return (
    <ErrorBoundary>
      <Suspense fallback={<PageFallback />}>
        <Routes>
          {restaurantRoutes}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}

import { Route } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';

const PublicationPage = lazyPage(() => import('./pages/PublicationPage'));

/** The publication request of the restaurateur's space (SPEC §2). */
export const publicationRoutes = [<Route key="publication" path="/restaurateur/publication" element={<PublicationPage />} />];

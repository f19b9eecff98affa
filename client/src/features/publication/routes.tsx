import { Route } from 'react-router-dom';
import { PrivatePage } from '../../app/private-page';

/** The publication request of the restaurateur's space (SPEC §2); its code: ./pages.ts. */
export const PUBLICATION_PATHS = ['/restaurateur/publication'] as const;
export const publicationRoutes = PUBLICATION_PATHS.map((path) => <Route key={path} path={path} element={<PrivatePage />} />);

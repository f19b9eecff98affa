import { Route } from 'react-router-dom';
import { PrivatePage } from '../../app/private-page';
import { PUBLICATION_PATHS } from './paths';

/** The publication request of the restaurateur's space (SPEC §2); its code: ./pages.ts. */
export const publicationRoutes = PUBLICATION_PATHS.map((path) => <Route key={path} path={path} element={<PrivatePage />} />);

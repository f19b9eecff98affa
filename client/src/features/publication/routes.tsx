import { Route } from 'react-router-dom';
import { PUBLICATION_PATH } from '../../../../common/page-addresses';
import { PrivatePage } from '../../app/private-page';

/** The publication request of the restaurateur's space (SPEC §2); its code: ./pages.ts. */
export const publicationRoutes = [<Route key={PUBLICATION_PATH} path={PUBLICATION_PATH} element={<PrivatePage />} />];

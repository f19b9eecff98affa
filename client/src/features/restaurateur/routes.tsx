import { Route } from 'react-router-dom';
import { PUBLICATION_PATH, RESTAURATEUR_SPACE_PATTERNS } from '../../../../common/page-addresses';
import { PrivatePage } from '../../app/private-page';

/** The pages of the restaurateur's space but the publication request (the publication feature's). */
const RESTAURATEUR_PAGE_PATTERNS = RESTAURATEUR_SPACE_PATTERNS.filter((path) => path !== PUBLICATION_PATH);

/** The restaurateur's space (SPEC §2, issue 12), each page behind RestaurateurGuard; their code: ./pages.ts. /modifyInfo/{encodedData}: INFO_SECTIONS names the part opened. */
export const restaurateurRoutes = RESTAURATEUR_PAGE_PATTERNS.map((path) => <Route key={path} path={path} element={<PrivatePage />} />);

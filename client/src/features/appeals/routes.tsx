import { Route } from 'react-router-dom';
import { APPEAL_PATTERN } from '../../../../common/page-addresses';
import { PrivatePage } from '../../app/private-page';

/** Contesting a moderation decision by its personal link (docs/adr/0041); its code: ./pages.ts. */
export const appealRoutes = [<Route key={APPEAL_PATTERN} path={APPEAL_PATTERN} element={<PrivatePage />} />];

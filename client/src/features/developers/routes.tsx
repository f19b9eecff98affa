import { Route } from 'react-router-dom';
import { DEVELOPER_PATHS, PARTNER_KEY_REQUEST_PATH, PARTNER_KEY_REVEAL_PATTERN } from '../../../../common/page-addresses';
import { PrivatePage } from '../../app/private-page';

/**
 * The developer pages (issue 29): the portal's guide and generated reference, asking for a partner key and the one-time
 * link that shows it (docs/adr/0047); their code: ./pages.ts.
 */
export const developerRoutes = [...DEVELOPER_PATHS, PARTNER_KEY_REQUEST_PATH, PARTNER_KEY_REVEAL_PATTERN]
  .map((path) => <Route key={path} path={path} element={<PrivatePage />} />);

import { Route } from 'react-router-dom';
import { PARTNER_KEY_REQUEST_PATH, PARTNER_KEY_REVEAL_PATTERN } from '../../../../common/page-addresses';
import { PrivatePage } from '../../app/private-page';

/** Asking for a partner key and the one-time link that shows it (docs/adr/0047); their code: ./key-request-pages.ts. */
export const keyRequestRoutes = [
  <Route key={PARTNER_KEY_REQUEST_PATH} path={PARTNER_KEY_REQUEST_PATH} element={<PrivatePage />} />,
  <Route key={PARTNER_KEY_REVEAL_PATTERN} path={PARTNER_KEY_REVEAL_PATTERN} element={<PrivatePage />} />,
];

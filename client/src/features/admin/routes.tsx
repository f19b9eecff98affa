import { Route } from 'react-router-dom';
import { ADMIN_PATTERN } from '../../../../common/page-addresses';
import { PrivatePage } from '../../app/private-page';

/** The admin areas (SPEC §2), under /a/{secret segment}; their code: ./pages.ts. */
export const adminRoutes = [<Route key={ADMIN_PATTERN} path={ADMIN_PATTERN} element={<PrivatePage />} />];

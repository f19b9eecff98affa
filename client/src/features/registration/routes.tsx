import { Route } from 'react-router-dom';
import { REGISTER_PATH } from '../../../../common/page-addresses';
import { PrivatePage } from '../../app/private-page';

/** The registration wizard (SPEC §2), behind its own link check; its code: ./pages.ts. */
export const registrationRoutes = [<Route key={REGISTER_PATH} path={REGISTER_PATH} element={<PrivatePage />} />];

import { Route } from 'react-router-dom';
import { PrivatePage } from '../../app/private-page';
import { REGISTRATION_PATHS } from './paths';

/** The registration wizard (SPEC §2), behind its own link check; its code: ./pages.ts. */
export const registrationRoutes = REGISTRATION_PATHS.map((path) => <Route key={path} path={path} element={<PrivatePage />} />);

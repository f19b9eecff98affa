import { Route } from 'react-router-dom';
import { DEVELOPER_PATHS } from '../../../../common/page-addresses';
import { PrivatePage } from '../../app/private-page';

/** The developer portal (issue 29): the guide and the generated reference; its code: ./pages.ts. */
export const developerRoutes = DEVELOPER_PATHS.map((path) => <Route key={path} path={path} element={<PrivatePage />} />);

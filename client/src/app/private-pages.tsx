import { matchPath, useLocation } from 'react-router-dom';
import { accountPages } from '../features/accounts/pages';
import { adminPages } from '../features/admin/pages';
import { appealPages } from '../features/appeals/pages';
import { billingPages } from '../features/billing/pages';
import { developerPages } from '../features/developers/pages';
import { legalPages } from '../features/legal/pages';
import { profilePages } from '../features/profile/pages';
import { publicationPages } from '../features/publication/pages';
import { registrationPages } from '../features/registration/pages';
import { restaurateurPages } from '../features/restaurateur/pages';
import { reviewPages } from '../features/reviews/pages';
import NotFoundPage from './NotFoundPage';
import type { LazyPage } from './lazy-page';

/** Each private feature's pages, by the address pattern its routes.tsx declares. */
const PAGES: [pattern: string, Page: LazyPage][] = Object.entries({ ...legalPages, ...accountPages, ...profilePages, ...adminPages, ...registrationPages, ...billingPages, ...publicationPages, ...restaurateurPages, ...reviewPages, ...appealPages, ...developerPages });

const pageAt = (pathname: string) => PAGES.find(([pattern]) => matchPath({ path: pattern, caseSensitive: false, end: true }, pathname));

/**
 * Loads the code of the page at this address ahead (the first render then shows it at once).
 * @public private-page.tsx reaches it through import(), which knip does not follow.
 */
export function preloadPage(pathname: string): Promise<void> {
  return pageAt(pathname)?.[1].preload() ?? Promise.resolve();
}

/** The page of the current address (the route that matched already gave its parameters to useParams). */
export default function PrivatePages() {
  const { pathname } = useLocation();
  const found = pageAt(pathname);
  if (!found) return <NotFoundPage />;
  const Page = found[1];
  return <Page />;
}

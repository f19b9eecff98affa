import { ApolloProvider } from '@apollo/client/react';
import { useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from '../features/accounts/auth/AuthProvider';
import { ConsentProvider } from '../features/consent/ConsentProvider';
import { createApolloClient } from '../graphql/apollo-client';
import { PageFrameContext } from '../ui/page-frame';
import { AppRoutes } from './AppRoutes';
import { pageFrameParts } from './page-frame-parts';
// Before the router mounts: its popstate listener must come first (docs/adr/0015).
import './leave-guard';
// Before the router's own popstate listener (BrowserRouter adds it when it mounts).
import { ScrollToTop } from './ScrollToTop';

export function App() {
  const client = useMemo(() => createApolloClient(), []);
  return (
    <ApolloProvider client={client}>
      <BrowserRouter>
        <ConsentProvider>
          <AuthProvider>
            <PageFrameContext.Provider value={pageFrameParts}>
              <a className="skip-link" href="#contenu">
                Aller au contenu
              </a>
              <ScrollToTop />
              <AppRoutes />
            </PageFrameContext.Provider>
          </AuthProvider>
        </ConsentProvider>
      </BrowserRouter>
    </ApolloProvider>
  );
}

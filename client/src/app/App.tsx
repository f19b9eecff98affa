import { ApolloProvider } from '@apollo/client/react';
import { useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createApolloClient } from '../graphql/apollo-client';
import { AppRoutes } from './AppRoutes';
import { ScrollToTop } from './ScrollToTop';

export function App() {
  const client = useMemo(() => createApolloClient(), []);
  return (
    <ApolloProvider client={client}>
      <BrowserRouter>
        <a className="skip-link" href="#contenu">
          Aller au contenu
        </a>
        <ScrollToTop />
        <AppRoutes />
      </BrowserRouter>
    </ApolloProvider>
  );
}

import { ApolloProvider } from '@apollo/client/react';
import { useMemo } from 'react';
import { createApolloClient } from '../graphql/apollo-client';

export function App() {
  const client = useMemo(() => createApolloClient(), []);
  return (
    <ApolloProvider client={client}>
      <main><h1>Mijote</h1></main>
    </ApolloProvider>
  );
}

import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

export function createApolloClient() {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql' }),
    cache: new InMemoryCache({
      possibleTypes: { UserError: ['NotFoundError', 'InvalidInputError'] },
      typePolicies: { RestaurantCard: { keyFields: ['idUrl'] }, Restaurant: { keyFields: ['idUrl'] } },
    }),
  });
}

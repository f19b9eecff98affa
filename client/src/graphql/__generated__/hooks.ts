/* Généré par npm run codegen (scripts/codegen-hooks-plugin.cjs) : ne pas modifier à la main. */
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import * as Ops from './graphql';

export function useCityPageQuery(options?: useQuery.Options<Ops.CityPageQuery, Ops.CityPageQueryVariables>) {
  return useQuery<Ops.CityPageQuery, Ops.CityPageQueryVariables>(Ops.CityPageDocument, options as useQuery.Options<Ops.CityPageQuery, Ops.CityPageQueryVariables>);
}
export function useCityPageLazyQuery(options?: useLazyQuery.Options<Ops.CityPageQuery, Ops.CityPageQueryVariables>) {
  return useLazyQuery<Ops.CityPageQuery, Ops.CityPageQueryVariables>(Ops.CityPageDocument, options);
}
export function useCitySuggestionsQuery(options?: useQuery.Options<Ops.CitySuggestionsQuery, Ops.CitySuggestionsQueryVariables>) {
  return useQuery<Ops.CitySuggestionsQuery, Ops.CitySuggestionsQueryVariables>(Ops.CitySuggestionsDocument, options as useQuery.Options<Ops.CitySuggestionsQuery, Ops.CitySuggestionsQueryVariables>);
}
export function useCitySuggestionsLazyQuery(options?: useLazyQuery.Options<Ops.CitySuggestionsQuery, Ops.CitySuggestionsQueryVariables>) {
  return useLazyQuery<Ops.CitySuggestionsQuery, Ops.CitySuggestionsQueryVariables>(Ops.CitySuggestionsDocument, options);
}
export function useReportPhoneClickMutation(options?: useMutation.Options<Ops.ReportPhoneClickMutation, Ops.ReportPhoneClickMutationVariables>) {
  return useMutation<Ops.ReportPhoneClickMutation, Ops.ReportPhoneClickMutationVariables>(Ops.ReportPhoneClickDocument, options);
}
export function useRestaurantMenuQuery(options?: useQuery.Options<Ops.RestaurantMenuQuery, Ops.RestaurantMenuQueryVariables>) {
  return useQuery<Ops.RestaurantMenuQuery, Ops.RestaurantMenuQueryVariables>(Ops.RestaurantMenuDocument, options as useQuery.Options<Ops.RestaurantMenuQuery, Ops.RestaurantMenuQueryVariables>);
}
export function useRestaurantMenuLazyQuery(options?: useLazyQuery.Options<Ops.RestaurantMenuQuery, Ops.RestaurantMenuQueryVariables>) {
  return useLazyQuery<Ops.RestaurantMenuQuery, Ops.RestaurantMenuQueryVariables>(Ops.RestaurantMenuDocument, options);
}
export function useRestaurantPageQuery(options?: useQuery.Options<Ops.RestaurantPageQuery, Ops.RestaurantPageQueryVariables>) {
  return useQuery<Ops.RestaurantPageQuery, Ops.RestaurantPageQueryVariables>(Ops.RestaurantPageDocument, options as useQuery.Options<Ops.RestaurantPageQuery, Ops.RestaurantPageQueryVariables>);
}
export function useRestaurantPageLazyQuery(options?: useLazyQuery.Options<Ops.RestaurantPageQuery, Ops.RestaurantPageQueryVariables>) {
  return useLazyQuery<Ops.RestaurantPageQuery, Ops.RestaurantPageQueryVariables>(Ops.RestaurantPageDocument, options);
}
export function useSearchRestaurantsQuery(options?: useQuery.Options<Ops.SearchRestaurantsQuery, Ops.SearchRestaurantsQueryVariables>) {
  return useQuery<Ops.SearchRestaurantsQuery, Ops.SearchRestaurantsQueryVariables>(Ops.SearchRestaurantsDocument, options as useQuery.Options<Ops.SearchRestaurantsQuery, Ops.SearchRestaurantsQueryVariables>);
}
export function useSearchRestaurantsLazyQuery(options?: useLazyQuery.Options<Ops.SearchRestaurantsQuery, Ops.SearchRestaurantsQueryVariables>) {
  return useLazyQuery<Ops.SearchRestaurantsQuery, Ops.SearchRestaurantsQueryVariables>(Ops.SearchRestaurantsDocument, options);
}

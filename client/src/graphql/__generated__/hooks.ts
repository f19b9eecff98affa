/* Généré par npm run codegen (scripts/codegen-hooks-plugin.cjs) : ne pas modifier à la main. */
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import * as Ops from './graphql';

export function useChangePasswordMutation(options?: useMutation.Options<Ops.ChangePasswordMutation, Ops.ChangePasswordMutationVariables>) {
  return useMutation<Ops.ChangePasswordMutation, Ops.ChangePasswordMutationVariables>(Ops.ChangePasswordDocument, options);
}
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
export function useDeleteAccountMutation(options?: useMutation.Options<Ops.DeleteAccountMutation, Ops.DeleteAccountMutationVariables>) {
  return useMutation<Ops.DeleteAccountMutation, Ops.DeleteAccountMutationVariables>(Ops.DeleteAccountDocument, options);
}
export function useLogInMutation(options?: useMutation.Options<Ops.LogInMutation, Ops.LogInMutationVariables>) {
  return useMutation<Ops.LogInMutation, Ops.LogInMutationVariables>(Ops.LogInDocument, options);
}
export function useLogOutMutation(options?: useMutation.Options<Ops.LogOutMutation, Ops.LogOutMutationVariables>) {
  return useMutation<Ops.LogOutMutation, Ops.LogOutMutationVariables>(Ops.LogOutDocument, options);
}
export function useMeQuery(options?: useQuery.Options<Ops.MeQuery, Ops.MeQueryVariables>) {
  return useQuery<Ops.MeQuery, Ops.MeQueryVariables>(Ops.MeDocument, options as useQuery.Options<Ops.MeQuery, Ops.MeQueryVariables>);
}
export function useMeLazyQuery(options?: useLazyQuery.Options<Ops.MeQuery, Ops.MeQueryVariables>) {
  return useLazyQuery<Ops.MeQuery, Ops.MeQueryVariables>(Ops.MeDocument, options);
}
export function useMyDataQuery(options?: useQuery.Options<Ops.MyDataQuery, Ops.MyDataQueryVariables>) {
  return useQuery<Ops.MyDataQuery, Ops.MyDataQueryVariables>(Ops.MyDataDocument, options as useQuery.Options<Ops.MyDataQuery, Ops.MyDataQueryVariables>);
}
export function useMyDataLazyQuery(options?: useLazyQuery.Options<Ops.MyDataQuery, Ops.MyDataQueryVariables>) {
  return useLazyQuery<Ops.MyDataQuery, Ops.MyDataQueryVariables>(Ops.MyDataDocument, options);
}
export function useMyFavouritesQuery(options?: useQuery.Options<Ops.MyFavouritesQuery, Ops.MyFavouritesQueryVariables>) {
  return useQuery<Ops.MyFavouritesQuery, Ops.MyFavouritesQueryVariables>(Ops.MyFavouritesDocument, options as useQuery.Options<Ops.MyFavouritesQuery, Ops.MyFavouritesQueryVariables>);
}
export function useMyFavouritesLazyQuery(options?: useLazyQuery.Options<Ops.MyFavouritesQuery, Ops.MyFavouritesQueryVariables>) {
  return useLazyQuery<Ops.MyFavouritesQuery, Ops.MyFavouritesQueryVariables>(Ops.MyFavouritesDocument, options);
}
export function usePublicProfileQuery(options?: useQuery.Options<Ops.PublicProfileQuery, Ops.PublicProfileQueryVariables>) {
  return useQuery<Ops.PublicProfileQuery, Ops.PublicProfileQueryVariables>(Ops.PublicProfileDocument, options as useQuery.Options<Ops.PublicProfileQuery, Ops.PublicProfileQueryVariables>);
}
export function usePublicProfileLazyQuery(options?: useLazyQuery.Options<Ops.PublicProfileQuery, Ops.PublicProfileQueryVariables>) {
  return useLazyQuery<Ops.PublicProfileQuery, Ops.PublicProfileQueryVariables>(Ops.PublicProfileDocument, options);
}
export function useReportPhoneClickMutation(options?: useMutation.Options<Ops.ReportPhoneClickMutation, Ops.ReportPhoneClickMutationVariables>) {
  return useMutation<Ops.ReportPhoneClickMutation, Ops.ReportPhoneClickMutationVariables>(Ops.ReportPhoneClickDocument, options);
}
export function useRequestPasswordResetMutation(options?: useMutation.Options<Ops.RequestPasswordResetMutation, Ops.RequestPasswordResetMutationVariables>) {
  return useMutation<Ops.RequestPasswordResetMutation, Ops.RequestPasswordResetMutationVariables>(Ops.RequestPasswordResetDocument, options);
}
export function useResendVerificationCodeMutation(options?: useMutation.Options<Ops.ResendVerificationCodeMutation, Ops.ResendVerificationCodeMutationVariables>) {
  return useMutation<Ops.ResendVerificationCodeMutation, Ops.ResendVerificationCodeMutationVariables>(Ops.ResendVerificationCodeDocument, options);
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
export function useSignUpMutation(options?: useMutation.Options<Ops.SignUpMutation, Ops.SignUpMutationVariables>) {
  return useMutation<Ops.SignUpMutation, Ops.SignUpMutationVariables>(Ops.SignUpDocument, options);
}
export function useSiteInfoQuery(options?: useQuery.Options<Ops.SiteInfoQuery, Ops.SiteInfoQueryVariables>) {
  return useQuery<Ops.SiteInfoQuery, Ops.SiteInfoQueryVariables>(Ops.SiteInfoDocument, options as useQuery.Options<Ops.SiteInfoQuery, Ops.SiteInfoQueryVariables>);
}
export function useSiteInfoLazyQuery(options?: useLazyQuery.Options<Ops.SiteInfoQuery, Ops.SiteInfoQueryVariables>) {
  return useLazyQuery<Ops.SiteInfoQuery, Ops.SiteInfoQueryVariables>(Ops.SiteInfoDocument, options);
}
export function useToggleFavouriteMutation(options?: useMutation.Options<Ops.ToggleFavouriteMutation, Ops.ToggleFavouriteMutationVariables>) {
  return useMutation<Ops.ToggleFavouriteMutation, Ops.ToggleFavouriteMutationVariables>(Ops.ToggleFavouriteDocument, options);
}
export function useUpdateProfileMutation(options?: useMutation.Options<Ops.UpdateProfileMutation, Ops.UpdateProfileMutationVariables>) {
  return useMutation<Ops.UpdateProfileMutation, Ops.UpdateProfileMutationVariables>(Ops.UpdateProfileDocument, options);
}
export function useVerifyEmailMutation(options?: useMutation.Options<Ops.VerifyEmailMutation, Ops.VerifyEmailMutationVariables>) {
  return useMutation<Ops.VerifyEmailMutation, Ops.VerifyEmailMutationVariables>(Ops.VerifyEmailDocument, options);
}

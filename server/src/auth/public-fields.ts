/**
 * Deny by default: a root field is public only when listed here; every other one must carry
 * @Authorized. tests/api/schema-guard.test.ts walks the schema and fails on any field in neither.
 */
export const PUBLIC_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'Query.searchRestaurants',
  'Query.restaurant',
  'Query.restaurantsNear',
  'Query.restaurantMenu',
  'Query.citySuggestions',
  'Query.cityPage',
  'Query.publicProfile',
  'Query.siteInfo',
  'Mutation.reportPhoneClick',
  'Mutation.signUp',
  'Mutation.verifyEmail',
  'Mutation.resendVerificationCode',
  'Mutation.logIn',
  'Mutation.logOut',
  'Mutation.requestPasswordReset',
]);

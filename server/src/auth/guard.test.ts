import 'reflect-metadata';
import { getMetadataStorage } from 'type-graphql';
import { describe, expect, it } from 'vitest';
import { buildAppSchema } from '../graphql/build-schema.js';
import { resolvers, restRoutes } from '../composition.js';

/**
 * Deny by default: a root field is public only when listed here; every other one must carry
 * @Authorized. This test walks the schema and fails on any field in neither.
 */
const PUBLIC_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'Query.searchRestaurants',
  // Every restaurant of a search as light pins for the map (issue 25): the same public data as the list.
  'Query.mapPins',
  'Query.restaurant',
  'Query.restaurantsNear',
  'Query.restaurantMenu',
  'Query.citySuggestions',
  'Query.searchSuggestions',
  'Query.cityPage',
  'Query.departmentPage',
  'Query.publicProfile',
  'Query.siteInfo',
  'Query.rateLimit',
  // Partner keys (issue 29): the public request form and the one-time link that shows an approved key.
  'Mutation.requestPartnerKey',
  'Mutation.revealPartnerKey',
  'Query.siteTexts',
  'Mutation.reportPhoneClick',
  'Mutation.reportReview',
  'Mutation.confirmSecondFactor',
  'Mutation.signUp',
  'Mutation.verifyEmail',
  'Mutation.resendVerificationCode',
  'Mutation.logIn',
  'Mutation.logOut',
  'Mutation.requestPasswordReset',
  // Restaurant registration: the link's token is the credential (services check it).
  'Query.registration',
  'Query.addressSuggestions',
  'Mutation.requestRegistrationLink',
  'Mutation.sendRegistrationCode',
  'Mutation.createRegistrationAccount',
  'Mutation.saveRegistrationRestaurant',
  // The payment result pages' token check (SPEC §6: reachable with a payment token, no login).
  'Query.paymentResult',
  // The success page's one-time code is the credential: spent once, after the card check is accepted (ADR 0025).
  'Mutation.signInAfterPayment',
  // Contesting a decision: the personal link is the credential, so that a disabled account can contest (ADR 0041).
  'Query.appeal',
  'Mutation.submitAppeal',
  // Following a report: the personal link shown once it is sent is the credential (ADR 0041).
  'Query.reportFollowUp',
]);

/** Reviewed list of public /api paths; a new path must be added here on purpose or carry a role. */
const PUBLIC_REST = ['POST /getResto', 'POST /getRestoCoords', 'POST /getInfoPageResto', 'POST /updatePhoneClick',
  'POST /getMenuVisitor', 'POST /getVille', 'POST /getListCity', 'POST /getAddress', 'POST /tokenUser', 'POST /tokenUser/logout',
  'POST /tokenRestau', 'POST /tokenRestau/logout', 'GET /verify-reset-token', 'POST /reset-password',
  'POST /registrationRequest', 'GET /verifyInscription', 'POST /analytics/collect', 'POST /getStartInscription', 'POST /send-code/verif-mail', 'POST /registerTemp',
  'POST /registerTempSecond',
  // Billing: the provider's signed notification, and the payment result pages' token check.
  'GET /payment/notification', 'POST /verify_payment_token',
  // Registration's step 3: the link's token is the credential.
  'POST /formulaire_hmac', 'POST /registerResto',
  // A photo of a review not published yet: the address's signature is the credential (ADR 0023).
  'GET /reviewPhotoFile'];

describe('deny by default', () => {
  it('every GraphQL root field is either @Authorized or on the public list', async () => {
    const schema = await buildAppSchema(resolvers);
    const authorized = new Set(getMetadataStorage().authorizedFields.map((f) => f.fieldName));
    const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter((t) => !!t);
    const unguarded: string[] = [];
    for (const type of roots) {
      for (const name of Object.keys(type.getFields())) {
        const key = `${type.name}.${name}`;
        if (!PUBLIC_ROOT_FIELDS.has(key) && !authorized.has(name)) unguarded.push(key);
      }
    }
    expect(unguarded).toEqual([]);
    const all = roots.flatMap((t) => Object.keys(t.getFields()).map((n) => `${t.name}.${n}`));
    expect([...PUBLIC_ROOT_FIELDS].filter((f) => !all.includes(f))).toEqual([]);
  });

  it('every /api route states its access, and the public ones are the reviewed list', () => {
    for (const r of restRoutes) {
      if (r.access === 'public') continue;
      expect(r.access.length).toBeGreaterThan(0);
      for (const role of r.access) expect(['customer', 'restaurateur', 'admin']).toContain(role);
    }
    expect(restRoutes.filter((r) => r.access === 'public').map((r) => `${r.method.toUpperCase()} ${r.path}`).sort()).toEqual([...PUBLIC_REST].sort());
  });
});

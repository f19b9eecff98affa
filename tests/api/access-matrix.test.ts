import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRoutes } from '../../server/src/composition.js';
import { seedDemoAccounts, DEMO_ACCOUNTS } from '../../server/src/data/seed/demo-accounts.js';
import { insertRestaurants, restaurantRecord } from '../factories/restaurants.js';
import { AccountClient, PASSWORD } from './accounts-client.js';
import { startTestServer, type HttpResult, type TestServer } from './harness.js';

/**
 * Who may call what, written by hand from SPEC §6 and §7 — never read from the decorators or the route table it
 * checks. Every GraphQL root field and every /api path has a row; a new one fails the completeness tests below
 * until someone decides its row here.
 *
 *   A  allowed: 2xx, or a 4xx that is neither 401 nor 403 (a refused input); never a 5xx, and GraphQL answers without errors
 *   D  denied: UNAUTHENTICATED (401) for a visitor, FORBIDDEN (403) for a signed-in account of another role
 *   U  UNAUTHENTICATED (401) whoever asks: the refresh endpoints read only their own space's refresh cookie
 *      (customers and admins share the customer space), which the other spaces do not hold
 */
type State = 'visitor' | 'customer' | 'restaurateur' | 'admin';
const STATES: State[] = ['visitor', 'customer', 'restaurateur', 'admin'];
type Cell = 'A' | 'D' | 'U';
/** One cell per state, in the order of STATES. */
type Row = [visitor: Cell, customer: Cell, restaurateur: Cell, admin: Cell];

interface Case {
  row: Row;
  /** The call closes the session it is made with: it gets its own login. */
  ownSession?: boolean;
}
interface GraphqlCase extends Case { query: (state: State) => string }
interface RestCase extends Case { call: (state: State) => { query?: string; body?: unknown } }

/** Set once the fixtures exist. */
let idUrl = '';
/** The demo restaurateur's restaurant (no subscription: cancel and resume answer NOT_FOUND). */
let ownRestaurantId = 0;
/** A distinct unknown address per state, so per-address limits (reset, code, login) never add up across states. */
const nobody = (state: State) => `personne-${state}@example.fr`;

/** One harmless call per root field (wrong passwords and unknown addresses keep the destructive ones from acting). */
const GRAPHQL: Record<string, GraphqlCase> = {
  //                                 visitor customer restaurateur admin
  // Too short: refused before the address service is asked.
  'Query.addressSuggestions': { row: ['A', 'A', 'A', 'A'], query: () => '{ addressSuggestions(address: "rue") { __typename } }' },
  'Query.cityPage': { row: ['A', 'A', 'A', 'A'], query: () => '{ cityPage(slug: "angers") { __typename } }' },
  'Query.departmentPage': { row: ['A', 'A', 'A', 'A'], query: () => '{ departmentPage { name } }' },
  'Query.citySuggestions': { row: ['A', 'A', 'A', 'A'], query: () => '{ citySuggestions(text: "ang") { slug } }' },
  'Query.searchSuggestions': { row: ['A', 'A', 'A', 'A'], query: () => '{ searchSuggestions(text: "pizza") { line } }' },
  'Query.me': { row: ['D', 'A', 'A', 'A'], query: () => '{ me { email } }' },
  'Query.myData': { row: ['D', 'A', 'A', 'A'], query: () => '{ myData }' },
  // The restaurateur's space (issue 12): the demo restaurateur owns idUrl; the writes send a refused input (nothing written).
  'Query.myBooking': { row: ['D', 'D', 'A', 'D'], query: () => `{ myBooking(idUrl: "${idUrl}") { __typename } }` },
  'Query.myMenu': { row: ['D', 'D', 'A', 'D'], query: () => `{ myMenu(idUrl: "${idUrl}") { __typename } }` },
  'Query.myStatistics': { row: ['D', 'D', 'A', 'D'], query: () => `{ myStatistics(idUrl: "${idUrl}", days: 7) { __typename } }` },
  'Query.myFavourites': { row: ['D', 'A', 'D', 'D'], query: () => '{ myFavourites { idUrl } }' },
  // The information page (issue 12): the demo restaurateur owns idUrl; the save sends a refused input (nothing written).
  'Query.myRestaurantInfo': { row: ['D', 'D', 'A', 'D'], query: () => `{ myRestaurantInfo(idUrl: "${idUrl}") { __typename } }` },
  'Query.registration': { row: ['A', 'A', 'A', 'A'], query: () => '{ registration(token: "inconnu") { __typename } }' },
  'Query.publicProfile': { row: ['A', 'A', 'A', 'A'], query: () => '{ publicProfile(idUser: "999999") { __typename } }' },
  'Query.restaurant': { row: ['A', 'A', 'A', 'A'], query: () => `{ restaurant(idUrl: "${idUrl}") { __typename } }` },
  'Query.restaurantMenu': { row: ['A', 'A', 'A', 'A'], query: () => `{ restaurantMenu(idUrl: "${idUrl}") { __typename } }` },
  'Query.restaurantsNear': { row: ['A', 'A', 'A', 'A'], query: () => '{ restaurantsNear(lat: 47.47, lng: -0.55) { idUrl } }' },
  'Query.searchRestaurants': { row: ['A', 'A', 'A', 'A'], query: () => '{ searchRestaurants(input: { citySlug: "angers" }) { __typename } }' },
  'Query.mapPins': { row: ['A', 'A', 'A', 'A'], query: () => '{ mapPins(input: { citySlug: "angers" }) { __typename } }' },
  'Query.siteInfo': { row: ['A', 'A', 'A', 'A'], query: () => '{ siteInfo { companyName } }' },
  'Query.rateLimit': { row: ['A', 'A', 'A', 'A'], query: () => '{ rateLimit { remaining } }' },
  'Query.publicationQueue': { row: ['D', 'D', 'D', 'A'], query: () => '{ publicationQueue { requestId } }' },
  'Query.moderationLog': { row: ['D', 'D', 'D', 'A'], query: () => '{ moderationLog { id } }' },
  'Mutation.decidePublication': { row: ['D', 'D', 'D', 'A'], query: () => 'mutation { decidePublication(input: { requestId: 2147483647, accept: true }) { __typename } }' },
  'Query.directoryRestaurants': { row: ['D', 'D', 'D', 'A'], query: () => '{ directoryRestaurants(input: {}) { __typename } }' },
  'Query.restaurantFile': { row: ['D', 'D', 'D', 'A'], query: () => '{ restaurantFile(idUrl: "zzzzzzzz") { __typename } }' },
  // A partner key's webhooks (docs/adr/0051): no account opens them, only a key (tests/api/webhooks.test.ts).
  'Query.myWebhooks': { row: ['U', 'U', 'U', 'U'], query: () => '{ myWebhooks { id } }' },
  'Query.myWebhookDeliveries': { row: ['U', 'U', 'U', 'U'], query: () => '{ myWebhookDeliveries { id } }' },
  'Mutation.registerWebhook': { row: ['U', 'U', 'U', 'U'], query: () => 'mutation { registerWebhook(input: { url: "https://exemple.fr/x", events: ["review.published"] }) { __typename } }' },
  'Mutation.deleteWebhook': { row: ['U', 'U', 'U', 'U'], query: () => 'mutation { deleteWebhook(id: 1) { __typename } }' },
  'Mutation.setRestaurantOnline': { row: ['D', 'D', 'D', 'A'], query: () => 'mutation { setRestaurantOnline(input: { idUrl: "zzzzzzzz", online: false, reason: "Un motif assez long." }) { __typename } }' },
  'Query.directoryAccounts': { row: ['D', 'D', 'D', 'A'], query: () => '{ directoryAccounts(input: {}) { __typename } }' },
  'Mutation.setAccountDisabled': { row: ['D', 'D', 'D', 'A'], query: () => 'mutation { setAccountDisabled(input: { userId: 2147483647, disabled: true, reason: "Un motif assez long." }) { __typename } }' },
  'Mutation.decideSubscription': { row: ['D', 'D', 'D', 'A'], query: () => 'mutation { decideSubscription(input: { idUrl: "zzzzzzzz", kind: suspend, ground: "breach", reasons: "Un motif assez long." }) { __typename } }' },
  'Mutation.resendVerification': { row: ['D', 'D', 'D', 'A'], query: () => 'mutation { resendVerification(userId: 2147483647) { __typename } }' },
  'Query.reviewReports': { row: ['D', 'D', 'D', 'A'], query: () => '{ reviewReports { reviewId } }' },
  'Query.directoryFigures': { row: ['D', 'D', 'D', 'A'], query: () => '{ directoryFigures { waitingRequests } }' },
  'Mutation.sendRegistrationLink': { row: ['D', 'D', 'D', 'A'], query: () => 'mutation { sendRegistrationLink(input: { idUrl: "zzzzzzzz", email: "gerant@exemple.fr" }) { __typename } }' },
  // Reviews (issue 14): harmless calls (an unknown restaurant or review, a review refused as an input).
  'Query.reviewTarget': { row: ['D', 'A', 'D', 'D'], query: () => '{ reviewTarget(idUrl: "zzzzzzzz") { __typename } }' },
  'Query.myReviews': { row: ['D', 'A', 'D', 'D'], query: () => '{ myReviews { id } }' },
  'Query.myReview': { row: ['D', 'A', 'D', 'D'], query: () => '{ myReview(id: 2147483647) { __typename } }' },
  'Mutation.writeReview': {
    row: ['D', 'A', 'D', 'D'],
    query: () => 'mutation { writeReview(idUrl: "zzzzzzzz", input: { rating: 0, title: "", text: "", visitMonth: "", meal: "", sworn: false }) { __typename } }',
  },
  'Mutation.editReview': {
    row: ['D', 'A', 'D', 'D'],
    query: () => 'mutation { editReview(id: 2147483647, input: { rating: 0, title: "", text: "", visitMonth: "", meal: "", sworn: false }) { __typename } }',
  },
  'Mutation.deleteReviewPhoto': { row: ['D', 'A', 'D', 'D'], query: () => 'mutation { deleteReviewPhoto(id: 2147483647) { __typename } }' },
  'Mutation.deleteReview': { row: ['D', 'A', 'D', 'D'], query: () => 'mutation { deleteReview(id: 2147483647) { __typename } }' },
  'Query.myRestaurantReviews': { row: ['D', 'D', 'A', 'D'], query: () => '{ myRestaurantReviews(idUrl: "zzzzzzzz") { __typename } }' },
  'Mutation.markReviewsSeen': { row: ['D', 'D', 'A', 'D'], query: () => 'mutation { markReviewsSeen(idUrl: "zzzzzzzz") { __typename } }' },
  'Mutation.replyToReview': { row: ['D', 'D', 'A', 'D'], query: () => 'mutation { replyToReview(input: { idUrl: "zzzzzzzz", reviewId: 1, text: "" }) { __typename } }' },
  'Query.replyQueue': { row: ['D', 'D', 'D', 'A'], query: () => '{ replyQueue { id } }' },
  'Mutation.decideReply': { row: ['D', 'D', 'D', 'A'], query: () => 'mutation { decideReply(input: { id: 2147483647, publish: true }) { __typename } }' },
  'Query.reviewQueue': { row: ['D', 'D', 'D', 'A'], query: () => '{ reviewQueue { __typename } }' },
  'Mutation.decideReview': { row: ['D', 'D', 'D', 'A'], query: () => 'mutation { decideReview(input: { id: 2147483647, publish: true }) { __typename } }' },
  'Query.siteTexts': { row: ['A', 'A', 'A', 'A'], query: () => '{ siteTexts(page: HOME) { banner } }' },
  'Query.pageElements': { row: ['D', 'D', 'D', 'A'], query: () => '{ pageElements { id } }' },
  'Query.pageElement': { row: ['D', 'D', 'D', 'A'], query: () => '{ pageElement(id: 1) { __typename } }' },
  // A save over a version that is not the latest: refused as a conflict, nothing published.
  'Mutation.savePageElement': { row: ['D', 'D', 'D', 'A'], query: () => 'mutation { savePageElement(input: { id: 4, baseVersion: 999, entries: [], text: "" }) { __typename } }' },
  // Notices (issue 28 item 3): the send is refused (a date of effect in the past), nothing is recorded.
  'Query.notices': { row: ['D', 'D', 'D', 'A'], query: () => '{ notices { id } }' },
  'Query.notice': { row: ['D', 'D', 'D', 'A'], query: () => '{ notice(id: 1) { __typename } }' },
  'Mutation.sendNotice': { row: ['D', 'D', 'D', 'A'], query: () => 'mutation { sendNotice(input: { kind: "PRICE", subject: "Nouveau prix", body: "Le prix de l’abonnement change.", effectiveOn: "2020-01-01" }) { __typename } }' },
  // Partner keys (issue 29, docs/adr/0047): the request is refused (too short a use), the reveal's link is unknown,
  // the decisions name no request or key, the creation's input is refused: nothing is written.
  'Mutation.requestPartnerKey': { row: ['A', 'A', 'A', 'A'], query: () => 'mutation { requestPartnerKey(input: { organisation: "A", email: "x", intendedUse: "court", website: "" }) { __typename } }' },
  'Mutation.revealPartnerKey': { row: ['A', 'A', 'A', 'A'], query: () => 'mutation { revealPartnerKey(token: "inconnu") { __typename } }' },
  'Query.partnerKeys': { row: ['D', 'D', 'D', 'A'], query: () => '{ partnerKeys { id } }' },
  'Query.partnerKeyRequests': { row: ['D', 'D', 'D', 'A'], query: () => '{ partnerKeyRequests { id } }' },
  'Query.partnerKeyUsage': { row: ['D', 'D', 'D', 'A'], query: () => '{ partnerKeyUsage(id: 1) { keyId } }' },
  'Query.partnerKeyWebhooks': { row: ['D', 'D', 'D', 'A'], query: () => '{ partnerKeyWebhooks(id: 1) { webhook { id } } }' },
  'Mutation.approvePartnerKeyRequest': { row: ['D', 'D', 'D', 'A'], query: () => 'mutation { approvePartnerKeyRequest(input: { requestId: 999999, tier: "partenaire", origins: "" }) { __typename } }' },
  'Mutation.refusePartnerKeyRequest': { row: ['D', 'D', 'D', 'A'], query: () => 'mutation { refusePartnerKeyRequest(input: { requestId: 999999, reason: "Motif du refus." }) { __typename } }' },
  'Mutation.createPartnerKey': { row: ['D', 'D', 'D', 'A'], query: () => 'mutation { createPartnerKey(input: { name: "A", ownerEmail: "x", tier: "aucun", origins: "" }) { __typename } }' },
  'Mutation.rotatePartnerKey': { row: ['D', 'D', 'D', 'A'], query: () => 'mutation { rotatePartnerKey(id: 999999) { __typename } }' },
  'Mutation.revokePartnerKey': { row: ['D', 'D', 'D', 'A'], query: () => 'mutation { revokePartnerKey(id: 999999) { __typename } }' },
  'Mutation.decideReviewReports': { row: ['D', 'D', 'D', 'A'], query: () => 'mutation { decideReviewReports(input: { reviewId: 2147483647, remove: true, reason: "Un motif assez long." }) { __typename } }' },
  // Contesting a decision (ADR 0041): the personal link is the credential, whoever holds it; area 2 decides.
  'Query.appeal': { row: ['A', 'A', 'A', 'A'], query: () => '{ appeal(token: "1-inconnu") { __typename } }' },
  'Mutation.submitAppeal': { row: ['A', 'A', 'A', 'A'], query: () => 'mutation { submitAppeal(input: { token: "1-inconnu", text: "Trop court." }) { __typename } }' },
  'Query.reportFollowUp': { row: ['A', 'A', 'A', 'A'], query: () => '{ reportFollowUp(token: "1-inconnu") { __typename } }' },
  'Query.myAppeals': { row: ['D', 'A', 'A', 'A'], query: () => '{ myAppeals { token } }' },
  'Query.appealQueue': { row: ['D', 'D', 'D', 'A'], query: () => '{ appealQueue { email } }' },
  'Mutation.decideAppeal': { row: ['D', 'D', 'D', 'A'], query: () => 'mutation { decideAppeal(input: { id: 2147483647, reverse: false, answer: "Trop court." }) { __typename } }' },
  'Mutation.reportReview': { row: ['A', 'A', 'A', 'A'], query: () => 'mutation { reportReview(input: { reviewId: 2147483647, reason: "vulgar" }) { __typename } }' },
  'Mutation.confirmSecondFactor': { row: ['A', 'A', 'A', 'A'], query: () => 'mutation { confirmSecondFactor(challenge: "faux", code: "123456") { __typename } }' },
  'Mutation.changePassword': { row: ['D', 'A', 'A', 'A'], query: () => 'mutation { changePassword(currentPassword: "Mauvais1!", newPassword: "Mijote49!") { __typename } }' },
  'Mutation.saveBooking': { row: ['D', 'D', 'A', 'D'], query: () => `mutation { saveBooking(input: { idUrl: "${idUrl}", isResaPhone: true, bookingUrl: "http://x.fr" }) { __typename } }` },
  'Mutation.saveMenu': { row: ['D', 'D', 'A', 'D'], query: () => `mutation { saveMenu(input: { idUrl: "${idUrl}", style: "baroque", interactive: true, sections: [], photos: [] }) { __typename } }` },
  'Mutation.saveDailyMenu': {
    row: ['D', 'D', 'A', 'D'],
    query: () => `mutation { saveDailyMenu(input: { idUrl: "${idUrl}", title: "", startsOn: "2026-01-01", endsOn: "2026-01-01" }) { __typename } }`,
  },
  'Mutation.deleteDailyMenu': { row: ['D', 'D', 'A', 'D'], query: () => `mutation { deleteDailyMenu(idUrl: "${idUrl}", id: 999999) { __typename } }` },
  'Mutation.deleteAccount': { row: ['D', 'A', 'A', 'A'], query: () => 'mutation { deleteAccount(password: "Mauvais1!") { __typename } }' },
  'Mutation.logIn': { row: ['A', 'A', 'A', 'A'], query: (s) => `mutation { logIn(email: "${nobody(s)}", password: "Mauvais1!") { __typename } }` },
  'Mutation.logOut': { row: ['A', 'A', 'A', 'A'], ownSession: true, query: (s) => `mutation { logOut(space: ${s === 'visitor' ? 'customer' : s}) }` },
  // The description page of the demo restaurateur's own restaurant: read; a save refused as an input (a photo twice); an unknown photo.
  'Query.restaurantDescription': { row: ['D', 'D', 'A', 'D'], query: () => `{ restaurantDescription(restaurant: "${ownRestaurantId}") { biography } }` },
  'Mutation.saveRestaurantDescription': {
    row: ['D', 'D', 'A', 'D'],
    query: () => `mutation { saveRestaurantDescription(input: { restaurant: "${ownRestaurantId}", biography: "x", gallery: [{ id: 1, alt: "" }, { id: 1, alt: "" }] }) { __typename } }`,
  },
  'Mutation.deleteRestaurantPhoto': { row: ['D', 'D', 'A', 'D'], query: () => `mutation { deleteRestaurantPhoto(restaurant: "${ownRestaurantId}", photo: 2147483647) { __typename } }` },
  // Unknown links: refused (TOKEN_INVALID, or INVALID_INPUT for a bad address) before anything is written or sent.
  'Mutation.createRegistrationAccount': {
    row: ['A', 'A', 'A', 'A'],
    query: (s) => `mutation { createRegistrationAccount(input: { token: "inconnu", email: "${nobody(s)}", code: "000000", firstName: "Léa", lastName: "Durand", password: "Mijote49!", birthDate: "1980-01-01" }) { __typename } }`,
  },
  'Mutation.requestRegistrationLink': {
    row: ['A', 'A', 'A', 'A'],
    query: () => 'mutation { requestRegistrationLink(input: { restaurantName: "Chez Léa", citySlug: "angers", email: "pas-une-adresse", phone: "0241000000" }) { __typename } }',
  },
  'Mutation.saveRegistrationRestaurant': {
    row: ['A', 'A', 'A', 'A'],
    query: () => 'mutation { saveRegistrationRestaurant(input: { token: "inconnu", name: "Chez Léa", address: "1 rue Lenepveu", city: "Angers", postalCode: "49100", phone: "0241000000", lat: 47.47, lng: -0.55, newsletter: false, terms: true }) { __typename } }',
  },
  'Mutation.sendRegistrationCode': { row: ['A', 'A', 'A', 'A'], query: (s) => `mutation { sendRegistrationCode(token: "inconnu", email: "${nobody(s)}") { __typename } }` },
  'Mutation.reportPhoneClick': { row: ['A', 'A', 'A', 'A'], query: () => 'mutation { reportPhoneClick(idUrl: "zzzzzzzz") { __typename } }' },
  'Mutation.requestPasswordReset': { row: ['A', 'A', 'A', 'A'], query: (s) => `mutation { requestPasswordReset(email: "${nobody(s)}") { __typename } }` },
  'Mutation.resendVerificationCode': { row: ['A', 'A', 'A', 'A'], query: (s) => `mutation { resendVerificationCode(email: "${nobody(s)}") { __typename } }` },
  'Mutation.signUp': {
    row: ['A', 'A', 'A', 'A'],
    // An invalid address: refused before anything is written or sent.
    query: () => 'mutation { signUp(input: { email: "pas-une-adresse", password: "Mijote49!", firstName: "Léa", lastName: "Durand", acceptTerms: true, adultDeclared: true }) { __typename } }',
  },
  'Mutation.saveRestaurantInfo': {
    row: ['D', 'D', 'A', 'D'],
    query: () => `mutation { saveRestaurantInfo(input: { idUrl: "${idUrl}", name: "A", types: [], cuisines: [], street: "1 rue Lenepveu", postalCode: "49100", city: "Angers", lat: 47.47, lng: -0.55, phone: "0241000000", averagePrice: 20, filters: [], hours: [], specialDates: [] }) { __typename } }`,
  },
  'Mutation.toggleFavourite': { row: ['D', 'A', 'D', 'D'], query: () => 'mutation { toggleFavourite(idUrl: "zzzzzzzz") { __typename } }' },
  'Mutation.updateProfile': { row: ['D', 'A', 'A', 'A'], query: () => 'mutation { updateProfile(input: {}) { __typename } }' },
  // Billing: the demo restaurateur has no subscription (empty lists, NOT_FOUND, an unknown restaurant refused by the service).
  'Query.mySubscriptions': { row: ['D', 'D', 'A', 'D'], query: () => '{ mySubscriptions { state } }' },
  'Query.myInvoices': { row: ['D', 'D', 'A', 'D'], query: () => '{ myInvoices { number } }' },
  'Query.invoice': { row: ['D', 'D', 'A', 'D'], query: () => '{ invoice(number: "2026-00001") { __typename } }' },
  'Query.publicationInfo': { row: ['D', 'D', 'A', 'D'], query: () => `{ publicationInfo(restaurant: "${ownRestaurantId}") { status } }` },
  'Mutation.sendPublication': { row: ['D', 'D', 'A', 'D'], query: () => `mutation { sendPublication(restaurant: "${ownRestaurantId}") { __typename } }` },
  'Query.paymentResult': { row: ['A', 'A', 'A', 'A'], query: () => '{ paymentResult(token: "inconnu") { valid } }' },
  'Mutation.cancelSubscription': { row: ['D', 'D', 'A', 'D'], query: () => `mutation { cancelSubscription(restaurantId: ${ownRestaurantId}) { __typename } }` },
  'Mutation.startCardUpdate': { row: ['D', 'D', 'A', 'D'], query: () => `mutation { startCardUpdate(restaurantId: ${ownRestaurantId}) { __typename } }` },
  'Mutation.signInAfterPayment': { row: ['A', 'A', 'A', 'A'], query: () => 'mutation { signInAfterPayment(token: "inconnu", accesToken: "AAAAAAAAAAAAAAAA") { __typename } }' },
  'Mutation.resumeSubscription': { row: ['D', 'D', 'A', 'D'], query: () => `mutation { resumeSubscription(restaurantId: ${ownRestaurantId}) { __typename } }` },
  'Mutation.verifyEmail': { row: ['A', 'A', 'A', 'A'], query: (s) => `mutation { verifyEmail(email: "${nobody(s)}", code: "000000") { __typename } }` },
};

const REST: Record<string, RestCase> = {
  //                                      visitor customer restaurateur admin
  'POST /getResto': { row: ['A', 'A', 'A', 'A'], call: () => ({ body: {} }) },
  'POST /getRestoCoords': { row: ['A', 'A', 'A', 'A'], call: () => ({ body: { latitude: 47.47, longitude: -0.55 } }) },
  'POST /getInfoPageResto': { row: ['A', 'A', 'A', 'A'], call: () => ({ body: { id_url: idUrl } }) },
  'POST /updatePhoneClick': { row: ['A', 'A', 'A', 'A'], call: () => ({ body: { idrestaurant: 'zzzzzzzz' } }) },
  'POST /analytics/collect': { row: ['A', 'A', 'A', 'A'], call: () => ({ body: { events: [{ type: 'view', restaurant: 'zzzzzzzz' }] } }) },
  'POST /getMenuVisitor': { row: ['A', 'A', 'A', 'A'], call: () => ({ body: { idResto: idUrl } }) },
  'POST /getVille': { row: ['A', 'A', 'A', 'A'], call: () => ({ body: { name: 'ang' } }) },
  'POST /getListCity': { row: ['A', 'A', 'A', 'A'], call: () => ({ body: { cityName: 'angers' } }) },
  // Without its fields: refused (400) before the address service is asked, which the tests do not reach.
  'POST /getAddress': { row: ['A', 'A', 'A', 'A'], call: () => ({ body: {} }) },
  'POST /tokenUser': { row: ['U', 'A', 'U', 'A'], call: () => ({ body: {} }) },
  'POST /tokenUser/logout': { row: ['A', 'A', 'A', 'A'], ownSession: true, call: () => ({ body: {} }) },
  'POST /tokenRestau': { row: ['U', 'U', 'A', 'U'], call: () => ({ body: {} }) },
  'POST /tokenRestau/logout': { row: ['A', 'A', 'A', 'A'], ownSession: true, call: () => ({ body: {} }) },
  'GET /verify-reset-token': { row: ['A', 'A', 'A', 'A'], call: () => ({ query: '?token=inconnu' }) },
  'POST /reset-password': { row: ['A', 'A', 'A', 'A'], call: () => ({ body: { token: 'inconnu', password: 'Nouveau49!' } }) },
  'GET /infoUser': { row: ['D', 'A', 'D', 'A'], call: () => ({}) },
  'GET /infoRestau': { row: ['D', 'D', 'A', 'D'], call: () => ({}) },
  'POST /resto/verify': { row: ['D', 'D', 'A', 'D'], call: () => ({ body: {} }) },
  'GET /admin/verify': { row: ['D', 'D', 'D', 'A'], call: () => ({}) },
  'GET /admin/area': { row: ['D', 'D', 'D', 'A'], call: () => ({ query: `?secret=${t.config.adminPath}` }) },
  // No picture: refused as an input (400) once the role is accepted.
  'POST /profilePhoto': { row: ['D', 'A', 'A', 'A'], call: () => ({}) },
  // No picture: refused as an input (400) once the role is accepted.
  'POST /menuPhoto': { row: ['D', 'D', 'A', 'D'], call: () => ({ query: `?idUrl=${idUrl}` }) },
  // An unknown review: 404 for a customer (no upload stored), refused to everyone else.
  'POST /reviewPhoto': { row: ['D', 'A', 'D', 'D'], call: () => ({ query: '?reviewId=2147483647&kind=photo' }) },
  'GET /admin/reviewReceipt': { row: ['D', 'D', 'D', 'A'], call: () => ({ query: '?reviewId=2147483647' }) },
  // The signature is the permission (ADR 0023): a forged one is not found (404), for everyone alike.
  'GET /reviewPhotoFile': { row: ['A', 'A', 'A', 'A'], call: () => ({ query: '?file=avis-1-abcdef.webp&expires=9999999999&signature=x' }) },
  // No picture: refused as an input (400) once the role is accepted, before the owner's page is touched.
  'POST /restaurantPhoto': { row: ['D', 'D', 'A', 'D'], call: () => ({ query: `?restaurant=${ownRestaurantId}&kind=gallery` }) },
  'POST /updateFav': { row: ['D', 'A', 'D', 'D'], call: () => ({ body: { idrestaurant: 'zzzzzzzz' } }) },
  // Registration: an invalid address or an unknown link, refused before anything is written or sent.
  'POST /registrationRequest': { row: ['A', 'A', 'A', 'A'], call: () => ({ body: { restaurantName: 'Chez Léa', city: 'angers', email: 'pas-une-adresse', phone: '0241000000' } }) },
  'GET /verifyInscription': { row: ['A', 'A', 'A', 'A'], call: () => ({ query: '?token=inconnu' }) },
  'POST /getStartInscription': { row: ['A', 'A', 'A', 'A'], call: () => ({ body: { token: 'inconnu' } }) },
  'POST /send-code/verif-mail': { row: ['A', 'A', 'A', 'A'], call: (s) => ({ body: { token: 'inconnu', email: nobody(s), needVerif: true } }) },
  'POST /registerTemp': {
    row: ['A', 'A', 'A', 'A'],
    call: (s) => ({ body: { token: 'inconnu', email: nobody(s), code: '000000', name: 'Durand', firstname: 'Léa', password: 'Mijote49!', birthDate: '1980-01-01' } }),
  },
  'POST /registerTempSecond': {
    row: ['A', 'A', 'A', 'A'],
    call: () => ({ body: { token: 'inconnu', name: 'Chez Léa', address: '1 rue Lenepveu', city: 'Angers', postalCode: '49100', phone: '0241000000', lat: 47.47, lng: -0.55, terms: true } }),
  },
  // Billing: a notification without a valid signature is refused as an input (400), whoever sends it; an unknown token is not valid.
  // An unknown link: refused (TOKEN_USED) before anything is written.
  'POST /formulaire_hmac': {
    row: ['A', 'A', 'A', 'A'],
    call: () => ({ body: { token: 'inconnu', denomination: 'SARL Test', lastName: 'Durand', firstName: 'Léa', phone: '0241000000', address: '1 rue Lenepveu', email: 'lea@exemple.fr', city: 'Angers', zipcode: '49100' } }),
  },
  'POST /registerResto': { row: ['A', 'A', 'A', 'A'], call: () => ({ body: { token: 'inconnu' } }) },
  // The demo restaurateur's own (published) restaurant: answered, or refused as already published.
  'POST /getInfoBeforePublication': { row: ['D', 'D', 'A', 'D'], call: () => ({ body: { idrestaurant: ownRestaurantId } }) },
  'POST /sendPublication': { row: ['D', 'D', 'A', 'D'], call: () => ({ body: { idrestaurant: ownRestaurantId } }) },
  'GET /payment/notification': { row: ['A', 'A', 'A', 'A'], call: () => ({ query: '?M=100&R=MJC-1-x&E=00000&K=AAAA' }) },
  'POST /verify_payment_token': { row: ['A', 'A', 'A', 'A'], call: () => ({ body: { token: 'inconnu' } }) },
};

let t: TestServer;
const clients = {} as Record<State, AccountClient>;

/** A client of the test server signed in as `state` (a visitor: no login). */
async function signedIn(state: State): Promise<AccountClient> {
  const client = new AccountClient(t);
  if (state === 'visitor') return client;
  const account = DEMO_ACCOUNTS.find((a) => a.role === state)!;
  const session = state === 'admin' ? await client.logInAdmin(account.email) : await client.logIn(account.email, PASSWORD, state);
  expect(session.__typename).toBe(state === 'admin' ? 'SecondFactorSession' : 'Session');
  return client;
}

beforeAll(async () => {
  // Hundreds of calls in a few seconds: the per-client request budget is tested in client-quota.test.ts.
  t = await startTestServer({ API_RATE_LIMIT_PER_MINUTE: '100000' });
  const ids = await insertRestaurants(t.db, [restaurantRecord({ externalId: 'owned', name: 'La Table du Patron' })], t.config.mediaDir);
  idUrl = ids.get('owned')!;
  await seedDemoAccounts(t.db, () => {});
  for (const state of STATES) clients[state] = await signedIn(state);
  ownRestaurantId = (await t.db.query(`SELECT r.id FROM restaurant r JOIN app_user u ON u.id = r.owner_id WHERE u.role = 'restaurateur' LIMIT 1`))[0].id;
}, 120_000);
afterAll(() => t?.close());

/** An allowed call is answered: no login asked, no refusal of the role, no server failure. */
function expectAnswered(status: number, what: string) {
  expect(status, what).toBeGreaterThanOrEqual(200);
  expect(status, what).toBeLessThan(500);
  expect([401, 403], what).not.toContain(status);
}

const cellName = (cell: Cell) => (cell === 'A' ? 'allowed' : 'denied');
const deniedCode = (cell: Cell, state: State) => (cell === 'U' || state === 'visitor' ? 'UNAUTHENTICATED' : 'FORBIDDEN');

describe('access matrix: every GraphQL root field × the four login states', () => {
  it('has a hand-written row for every root field of the served schema, and none for a field that does not exist', async () => {
    const r = await t.request('POST', '/graphql', { body: { query: '{ __schema { queryType { fields { name } } mutationType { fields { name } } subscriptionType { name } } }' } });
    expect(r.status).toBe(200);
    const schema = (r.body as { data: { __schema: { queryType: { fields: { name: string }[] }; mutationType: { fields: { name: string }[] }; subscriptionType: unknown } } }).data.__schema;
    expect(schema.subscriptionType).toBeNull();
    const served = [
      ...schema.queryType.fields.map((f) => `Query.${f.name}`),
      ...schema.mutationType.fields.map((f) => `Mutation.${f.name}`),
    ];
    expect(served.sort()).toEqual(Object.keys(GRAPHQL).sort());
  });

  for (const [key, c] of Object.entries(GRAPHQL)) {
    STATES.forEach((state, i) => {
      const cell = c.row[i];
      it(`${key} is ${cellName(cell)} for ${state}`, async () => {
        const client = c.ownSession ? await signedIn(state) : clients[state];
        const raw = await t.request('POST', '/graphql', {
          body: { query: c.query(state) },
          headers: { ...(client.token ? { authorization: `Bearer ${client.token}` } : {}), ...(client.cookies.size ? { cookie: client.cookieHeader() } : {}) },
        });
        const body = raw.body as { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
        const field = key.split('.')[1];
        if (cell === 'A') {
          expectAnswered(raw.status, key);
          expect(body.errors ?? [], key).toEqual([]);
          expect(body.data?.[field], key).not.toBeUndefined();
          expect(body.data?.[field], key).not.toBeNull();
        } else {
          expect(raw.status, key).toBeLessThan(500);
          expect(body.errors?.map((e) => e.extensions?.code), key).toEqual([deniedCode(cell, state)]);
          expect(body.data?.[field] ?? null, key).toBeNull();
        }
      });
    });
  }
});

describe('access matrix: every /api path × the four login states', () => {
  it('has a hand-written row for every /api path the server serves, and none for a path that does not exist', () => {
    const served = restRoutes.map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(served.sort()).toEqual(Object.keys(REST).sort());
  });

  for (const [key, c] of Object.entries(REST)) {
    const [method, route] = key.split(' ');
    STATES.forEach((state, i) => {
      const cell = c.row[i];
      it(`${key} is ${cellName(cell)} for ${state}`, async () => {
        const client = c.ownSession ? await signedIn(state) : clients[state];
        const { query = '', body } = c.call(state);
        const r: HttpResult = await client.api(method, `${route}${query}`, body);
        if (cell === 'A') {
          expectAnswered(r.status, `${key} → ${r.status} ${JSON.stringify(r.body)}`);
        } else {
          expect(r.status, JSON.stringify(r.body)).toBe(deniedCode(cell, state) === 'UNAUTHENTICATED' ? 401 : 403);
          expect(r.body).toMatchObject({ success: false, code: deniedCode(cell, state) });
        }
      });
    });
  }

  it('the admin area answers only for the two secret segments', async () => {
    // Each area links to the other (issue 25).
    expect((await clients.admin.api('GET', `/admin/area?secret=${t.config.adminPath}`)).body).toEqual({ success: true, area: 'dashboard', other: `/a/${t.config.adminModerationPath}` });
    expect((await clients.admin.api('GET', `/admin/area?secret=${t.config.adminModerationPath}`)).body).toEqual({ success: true, area: 'moderation', other: `/a/${t.config.adminPath}` });
    expect((await clients.admin.api('GET', '/admin/area?secret=admin')).status).toBe(404);
  });

  it('restaurateur info names the owned restaurant', async () => {
    const r = await clients.restaurateur.api('GET', '/infoRestau');
    expect(r.body).toMatchObject({ success: true, restauInfo: { firstname: 'Julien', nameresto: 'La Table du Patron', published: true } });
    const refreshed = await clients.restaurateur.api('POST', '/tokenRestau', {});
    expect(refreshed.status).toBe(200);
    expect((await clients.customer.api('POST', '/tokenRestau', {})).status).toBe(401);
  });
});

import { ValidateBy, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { WEBHOOK_MESSAGES, webhookEventsProblem, webhookUrlProblem } from '../../../common/webhook-rules.js';
import {
  ACCOUNT_MESSAGES, checkBiography, checkTermsAccepted, checkAdultDeclared, checkEmail, checkFirstName, checkLastName, checkPassword, checkSalutation, normaliseEmail,
} from '../../../common/account-rules.js';
import { ID_URL_PATTERN, SEARCH_MAX_LENGTH } from '../../../common/constants.js';
import { checkCoordinates, INPUT_MESSAGES, toDbId, toRestaurantRef } from '../../../common/input-rules.js';
import { checkBookingUrl } from '../../../common/booking-rules.js';
import {
  checkCarte, checkDailyDates, checkDailyDescription, checkDailyTitle, checkDay, checkMenuStyle, checkPriceCents,
} from '../../../common/menu-rules.js';
import { SEARCH_TOO_LONG, checkNearLimit, checkRadius, checkSearchCriteria, parisToday, type SearchCriteria } from '../../../common/search.js';
import { checkAddress, checkPhone, MESSAGES } from '../../../common/validation.js';
import { NOTICE_CHECKS, NOTICE_MESSAGES } from '../../../common/notice-rules.js';
import { PARTNER_KEY_CHECKS, PARTNER_KEY_MESSAGES } from '../../../common/partner-key-rules.js';
import {
  BILLING_MESSAGES, checkBillingAddress, checkInvoiceNumber, checkPaymentTokenShape, checkAccessCodeShape, checkRestaurantId, checkBillingCity, checkBillingEmail, checkBillingFirstName, checkBillingLastName, checkBillingPhone, checkCompanyName, checkZipcode,
} from '../../../common/billing-rules.js';
import { checkBirthDateIso, checkRegistrationMessage, checkRestaurantName, REGISTRATION_MESSAGES } from '../../../common/registration-rules.js';
import {
  checkAveragePrice, checkCuisines, checkRestaurantFilters, checkRestaurantPostcode, checkSpecialDates, checkTypes, checkWeekHours,
} from '../../../common/restaurant-info-rules.js';
import { checkAudienceEvents, checkStatPeriod, checkVisitorId } from '../../../common/statistics-rules.js';
import { checkDirectorySearch, checkDirectorySort, checkModerationReason, ADMINISTRATION_MESSAGES } from '../../../common/administration-rules.js';
import { checkRejection } from '../../../common/publication-rules.js';
import { checkDecisionReasons, checkSubscriptionGround, type SubscriptionDecisionKind } from '../../../common/subscription-decision-rules.js';
import { checkReplyText, checkReview, REVIEW_LIMITS, REVIEW_MESSAGES, REVIEW_PHOTO_MESSAGES, REVIEW_QUEUE_LIMITS, REVIEW_REJECTION_REASONS, type ReviewInput } from '../../../common/review-rules.js';
import { checkReport, REPORT_MESSAGES } from '../../../common/review-report-rules.js';
import { APPEAL_MESSAGES, checkAppealAnswer, checkAppealText } from '../../../common/appeal-rules.js';
import { checkGalleryOrder, checkPhotoAlt, checkPhotoKind, checkRestaurantBiography, DESCRIPTION_MESSAGES } from '../../../common/description-rules.js';

/**
 * class-validator decorators made of the common/ rules: each rule and its French message is written once in common/
 * (shared with the client forms) and applied here to the GraphQL inputs and the REST bodies alike.
 */

/** A decorator from a common/ check that answers null when valid and the French reason otherwise. */
function fromCheck(name: string, check: (value: unknown, args: ValidationArguments) => string | null, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({
    name,
    validator: {
      validate: (value, args) => check(value, args!) === null,
      defaultMessage: (args) => check(args!.value, args!) ?? '',
    },
  }, options);
}

const text = (check: (value: string) => string | null, otherwise: string) => (value: unknown) => (typeof value === 'string' ? check(value) : otherwise);

/** SPEC §5 e-mail, checked as the service stores it (normaliseEmail: trimmed, lowercase, sanitised). */
export const IsAccountEmail = (options?: ValidationOptions) => fromCheck('isAccountEmail', text((v) => checkEmail(normaliseEmail(v)), ACCOUNT_MESSAGES.emailInvalid), options);
/** SPEC §5 password: the first problem passwordProblems lists. */
export const IsAccountPassword = (options?: ValidationOptions) => fromCheck('isAccountPassword', text(checkPassword, ACCOUNT_MESSAGES.passwordTooShort), options);
export const IsFirstName = (options?: ValidationOptions) => fromCheck('isFirstName', text(checkFirstName, ACCOUNT_MESSAGES.firstNameInvalid), options);
export const IsAcceptedTerms = (options?: ValidationOptions) => fromCheck('isAcceptedTerms', checkTermsAccepted, options);
export const IsAdultDeclared = (options?: ValidationOptions) => fromCheck('isAdultDeclared', checkAdultDeclared, options);
export const IsLastName = (options?: ValidationOptions) => fromCheck('isLastName', text(checkLastName, ACCOUNT_MESSAGES.lastNameInvalid), options);
/** M., Mme or Autre; null and absent are allowed (checkSalutation). */
export const IsSalutation = (options?: ValidationOptions) => fromCheck('isSalutation', (v) => (v == null || typeof v === 'string' ? checkSalutation(v) : ACCOUNT_MESSAGES.salutationInvalid), options);

export const IsBiography = (options?: ValidationOptions) => fromCheck('isBiography', text(checkBiography, ACCOUNT_MESSAGES.biographyTooLong), options);

/** A restaurant named by its numeric id or its id_url (getMenuVisitor, updatePhoneClick, updateFav). */
export const IsRestaurantRef = (options?: ValidationOptions) =>
  fromCheck('isRestaurantRef', (v) => (toRestaurantRef(v) === null ? INPUT_MESSAGES.restaurantRefInvalid : null), options);

/** A search text (restaurant name, city box): at most SEARCH_MAX_LENGTH characters, SEARCH_TOO_LONG otherwise. */
export const IsSearchText = (options?: ValidationOptions) =>
  fromCheck('isSearchText', (v) => (typeof v === 'string' && v.length > SEARCH_MAX_LENGTH ? SEARCH_TOO_LONG : null), options);

/** A latitude inside the service area, checked with the longitude named `lngProperty` of the same object (checkCoordinates). */
export const IsServiceAreaLatitude = (lngProperty: string, options?: ValidationOptions) =>
  fromCheck('isServiceAreaLatitude', (lat, args) => checkCoordinates(lat, (args.object as Record<string, unknown>)[lngProperty]), options);
/** 5 to 100 km (checkRadius); null and absent are allowed. */
export const IsSearchRadius = (options?: ValidationOptions) =>
  fromCheck('isSearchRadius', (v) => (v == null || typeof v === 'number' ? checkRadius(v as number | null) : checkRadius(NaN)), options);

/** A street address to geocode (checkAddress: 5 to 120 characters). */
export const IsStreetAddress = (options?: ValidationOptions) => fromCheck('isStreetAddress', text(checkAddress, MESSAGES.addressInvalid), options);

/** A nearby list's size (checkNearLimit). */
export const IsNearLimit = (options?: ValidationOptions) => fromCheck('isNearLimit', (v) => checkNearLimit(typeof v === 'number' ? v : NaN), options);

/** Criteria judged together by checkSearchCriteria (the price range is one rule over both bounds). */
const TOGETHER: Partial<Record<keyof SearchCriteria, (keyof SearchCriteria)[]>> = { priceMin: ['priceMin', 'priceMax'], priceMax: ['priceMin', 'priceMax'] };

/**
 * One search criterion, judged by common/search.ts checkSearchCriteria alone (the one set of search rules): the
 * decorated property (and the criteria it goes with) is checked, nothing else.
 */
export const IsSearchCriterion = (options?: ValidationOptions) =>
  fromCheck('isSearchCriterion', (_value, args) => {
    const property = args.property as keyof SearchCriteria;
    const object = args.object as Record<string, unknown>;
    const criteria = Object.fromEntries((TOGETHER[property] ?? [property]).map((k) => [k, object[k]])) as SearchCriteria;
    return checkSearchCriteria(criteria)?.message ?? null;
  }, options);

/** SPEC §5 phone: 10 digits once spaces are removed. */
export const IsPhoneNumber = (options?: ValidationOptions) => fromCheck('isPhoneNumber', text(checkPhone, MESSAGES.phoneInvalid), options);
/** The restaurateur's information page (common/restaurant-info-rules.ts): types, cuisines, filters, price, hours, special dates. */
export const IsRestaurantTypes = (options?: ValidationOptions) => fromCheck('isRestaurantTypes', checkTypes, options);
export const IsRestaurantCuisines = (options?: ValidationOptions) => fromCheck('isRestaurantCuisines', checkCuisines, options);
export const IsRestaurantFilters = (options?: ValidationOptions) => fromCheck('isRestaurantFilters', checkRestaurantFilters, options);
export const IsRestaurantPostcode = (options?: ValidationOptions) => fromCheck('isRestaurantPostcode', checkRestaurantPostcode, options);
export const IsAveragePrice = (options?: ValidationOptions) => fromCheck('isAveragePrice', checkAveragePrice, options);
/** The whole week at once (a night past midnight is judged with the next morning). */
export const IsWeekHours = (options?: ValidationOptions) => fromCheck('isWeekHours', checkWeekHours, options);
/** The special dates, from today in Paris to a year ahead. */
export const IsSpecialDates = (options?: ValidationOptions) => fromCheck('isSpecialDates', (v) => checkSpecialDates(v, parisToday()), options);
/** SPEC §5 restaurant name: 2 to 50 characters. */
export const IsRestaurantName = (options?: ValidationOptions) => fromCheck('isRestaurantName', text(checkRestaurantName, REGISTRATION_MESSAGES.restaurantNameInvalid), options);
/** SPEC §5 birth date (yyyy-mm-dd from the three boxes): a real date, age 18 to 140. */
export const IsBirthDateIso = (options?: ValidationOptions) => fromCheck('isBirthDateIso', text((v) => checkBirthDateIso(v), ACCOUNT_MESSAGES.birthDateInvalid), options);
/** The free message of a registration request: at most REGISTRATION_LIMITS.message characters. */
export const IsRegistrationMessage = (options?: ValidationOptions) => fromCheck('isRegistrationMessage', text(checkRegistrationMessage, REGISTRATION_MESSAGES.messageTooLong), options);
/** A link token as the wizard received it (its validity is the service's to judge). */
export const IsLinkToken = (options?: ValidationOptions) =>
  fromCheck('isLinkToken', (v) => (typeof v === 'string' && v.length <= 200 ? null : REGISTRATION_MESSAGES.linkInvalid), options);
/** The 6-digit e-mail code. */
export const IsVerificationCode = (options?: ValidationOptions) =>
  fromCheck('isVerificationCode', (v) => (typeof v === 'string' && /^\d{6}$/.test(v) ? null : ACCOUNT_MESSAGES.codeIncorrect), options);
/** A required checkbox (the general terms). */
export const IsAccepted = (message: string, options?: ValidationOptions) => fromCheck('isAccepted', (v) => (v === true ? null : message), options);

/** Wire types of REST bodies, with the field named in French when the payload gives something else. */
export const IsText = (options?: ValidationOptions) => fromCheck('isText', (v, args) => (typeof v === 'string' ? null : `Le champ « ${args.property} » doit être un texte.`), options);
export const IsNumeric = (options?: ValidationOptions) =>
  fromCheck('isNumeric', (v, args) => (typeof v === 'number' && Number.isFinite(v) ? null : `Le champ « ${args.property} » doit être un nombre.`), options);
export const IsYesNo = (options?: ValidationOptions) => fromCheck('isYesNo', (v, args) => (typeof v === 'boolean' ? null : `Le champ « ${args.property} » doit valoir true ou false.`), options);

/** SPEC §5 billing form (the wizard's step 3): each field's common/billing-rules check and message. */
export const IsBillingLastName = (options?: ValidationOptions) => fromCheck('isBillingLastName', text(checkBillingLastName, BILLING_MESSAGES.lastNameInvalid), options);
export const IsBillingFirstName = (options?: ValidationOptions) => fromCheck('isBillingFirstName', text(checkBillingFirstName, BILLING_MESSAGES.firstNameInvalid), options);
export const IsCompanyName = (options?: ValidationOptions) => fromCheck('isCompanyName', text(checkCompanyName, BILLING_MESSAGES.companyInvalid), options);
export const IsBillingAddress = (options?: ValidationOptions) => fromCheck('isBillingAddress', text(checkBillingAddress, BILLING_MESSAGES.addressInvalid), options);
export const IsBillingCity = (options?: ValidationOptions) => fromCheck('isBillingCity', text(checkBillingCity, BILLING_MESSAGES.cityInvalid), options);
export const IsBillingEmail = (options?: ValidationOptions) => fromCheck('isBillingEmail', text(checkBillingEmail, BILLING_MESSAGES.emailInvalid), options);
export const IsZipcode = (options?: ValidationOptions) => fromCheck('isZipcode', text(checkZipcode, BILLING_MESSAGES.zipcodeInvalid), options);
export const IsRestaurantId = (options?: ValidationOptions) => fromCheck('isRestaurantId', checkRestaurantId, options);
export const IsInvoiceNumber = (options?: ValidationOptions) => fromCheck('isInvoiceNumber', checkInvoiceNumber, options);
export const IsPaymentToken = (options?: ValidationOptions) => fromCheck('isPaymentToken', checkPaymentTokenShape, options);
export const IsAccessCode = (options?: ValidationOptions) => fromCheck('isAccessCode', checkAccessCodeShape, options);
export const IsBillingPhone = (options?: ValidationOptions) => fromCheck('isBillingPhone', text(checkBillingPhone, BILLING_MESSAGES.phoneInvalid), options);

/** The restaurateur's space (issue 12): the menu editor's and the booking page's common/ rules. */
export const IsSpaceRestaurant = (options?: ValidationOptions) =>
  fromCheck('isSpaceRestaurant', (v) => (typeof v === 'string' && ID_URL_PATTERN.test(v) ? null : INPUT_MESSAGES.restaurantRefInvalid), options);
export const IsMenuStyle = (options?: ValidationOptions) => fromCheck('isMenuStyle', checkMenuStyle, options);
/** The whole carte (sections and their dishes), judged by checkCarte: the first problem, named by its place. */
export const IsCarte = (options?: ValidationOptions) => fromCheck('isCarte', checkCarte, options);
export const IsPriceCents = (options?: ValidationOptions) => fromCheck('isPriceCents', checkPriceCents, options);
/** devanture or gallery (a restaurant photo's kind, checkPhotoKind). */
export const IsRestaurantPhotoKind = (options?: ValidationOptions) => fromCheck('isRestaurantPhotoKind', checkPhotoKind, options);
/** photo or receipt (a review picture's kind). */
export const IsReviewPictureKind = (options?: ValidationOptions) =>
  fromCheck('isReviewPictureKind', (v) => (v === 'photo' || v === 'receipt' ? null : REVIEW_PHOTO_MESSAGES.kind), options);
export const IsPhotoAlt = (options?: ValidationOptions) => fromCheck('isPhotoAlt', checkPhotoAlt, options);
export const IsDailyTitle = (options?: ValidationOptions) => fromCheck('isDailyTitle', checkDailyTitle, options);
export const IsDailyDescription = (options?: ValidationOptions) => fromCheck('isDailyDescription', checkDailyDescription, options);
export const IsDay = (options?: ValidationOptions) => fromCheck('isDay', checkDay, options);
/** A daily menu's last day, judged with its first day (the property named `startsProperty`) by checkDailyDates. */
export const IsDailyEnd = (startsProperty: string, options?: ValidationOptions) =>
  fromCheck('isDailyEnd', (end, args) => checkDailyDates((args.object as Record<string, unknown>)[startsProperty], end), options);
/** A database id sent by a client (toDbId). */
export const IsDbId = (options?: ValidationOptions) => fromCheck('isDbId', (v) => (toDbId(v) === null ? INPUT_MESSAGES.idInvalid : null), options);
/** The restaurant's own booking tool: none, or a checked https:// address (checkBookingUrl). */
export const IsBookingUrl = (options?: ValidationOptions) => fromCheck('isBookingUrl', checkBookingUrl, options);

/** The description page (common/description-rules.ts): the biography, a photo's id and kind, the gallery's order. */
export const IsRestaurantBiography = (options?: ValidationOptions) => fromCheck('isRestaurantBiography', checkRestaurantBiography, options);
/** A photo's id: an integer within PostgreSQL's `integer`, positive. */
export const IsPhotoId = (options?: ValidationOptions) => fromCheck('isPhotoId', (v) => (toDbId(v) === null ? DESCRIPTION_MESSAGES.photoIdInvalid : null), options);
/** The gallery as saved: a list of { id, alt }, at most 12, each photo once. */
export const IsGalleryOrder = (options?: ValidationOptions) =>
  fromCheck('isGalleryOrder', (v) => {
    const ids = Array.isArray(v) ? v.map((p) => toDbId((p as { id?: unknown } | null)?.id)) : [null];
    return ids.every((id) => id !== null) ? checkGalleryOrder(ids as number[]) : DESCRIPTION_MESSAGES.galleryListInvalid;
  }, options);

/** The audience measurement (common/statistics-rules.ts): a batch of events, a browser's visitor id, a period of the statistics. */
export const IsAudienceEvents = (options?: ValidationOptions) => fromCheck('isAudienceEvents', checkAudienceEvents, options);
export const IsVisitorId = (options?: ValidationOptions) => fromCheck('isVisitorId', checkVisitorId, options);

/** A statistics period: 7, 30 or 90 days (checkStatPeriod). */
export const IsStatPeriod = (options?: ValidationOptions) => fromCheck('isStatPeriod', checkStatPeriod, options);

/** Area 1's lists (common/administration-rules.ts): the search box, the sort, the page number (1 to 10 000). */
export const IsDirectorySearch = (options?: ValidationOptions) => fromCheck('isDirectorySearch', checkDirectorySearch, options);
export const IsDirectorySort = (options?: ValidationOptions) => fromCheck('isDirectorySort', checkDirectorySort, options);
export const IsDirectoryPage = (options?: ValidationOptions) =>
  fromCheck('isDirectoryPage', (v) => (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 10_000 ? null : ADMINISTRATION_MESSAGES.pageInvalid), options);
/** A moderation's reason told to the owner or account holder: 10 to 1000 characters once trimmed (checkModerationReason). */
export const IsModerationReason = (options?: ValidationOptions) => fromCheck('isModerationReason', checkModerationReason, options);
/** The ground of a decision on a subscription, judged with its kind (`kindProperty`; checkSubscriptionGround). */
export const IsSubscriptionGround = (kindProperty: string, options?: ValidationOptions) =>
  fromCheck('isSubscriptionGround', (ground, args) => checkSubscriptionGround((args?.object as Record<string, SubscriptionDecisionKind>)[kindProperty], ground), options);
/** The statement of reasons of a decision on a subscription, told to the restaurateur (checkDecisionReasons). */
export const IsDecisionReasons = (options?: ValidationOptions) => fromCheck('isDecisionReasons', checkDecisionReasons, options);
/** The reason of a decision on reported reviews: the same rule, one message (REPORT_MESSAGES.decisionReasonRequired). */
export const IsReportDecisionReason = (options?: ValidationOptions) =>
  fromCheck('isReportDecisionReason', (v) => (checkModerationReason(v) ? REPORT_MESSAGES.decisionReasonRequired : null), options);
/** A refused publication's ground and details, judged together by checkRejection; nothing to judge when the request is accepted (`acceptProperty`). */
export const IsPublicationRejection = (acceptProperty: string, detailsProperty: string, options?: ValidationOptions) =>
  fromCheck('isPublicationRejection', (reason, args) => {
    const object = args.object as Record<string, unknown>;
    return object[acceptProperty] === true ? null : checkRejection(reason, object[detailsProperty]);
  }, options);

/** One field of a rule that judges the whole object and names the field at fault: this property's message, if it is the one named. */
const fieldOf = (judge: (object: Record<string, unknown>) => { field: string; message: string } | null) =>
  (_value: unknown, args: ValidationArguments) => {
    const problem = judge(args.object as Record<string, unknown>);
    return problem?.field === args.property ? problem.message : null;
  };
/** A review's field (rating, title, text, visitMonth, meal, sworn), judged by checkReview in its order. */
export const IsReviewField = (options?: ValidationOptions) => fromCheck('isReviewField', fieldOf((o) => checkReview(o as unknown as ReviewInput)), options);
/** A review report's field (reason, details, email), judged by checkReport (details are required for « other »). */
export const IsReportField = (options?: ValidationOptions) => fromCheck('isReportField', fieldOf((o) => checkReport(o.reason, o.details, o.email)), options);
/** An owner's reply to a review (checkReplyText). */
export const IsReplyText = (options?: ValidationOptions) => fromCheck('isReplyText', checkReplyText, options);
/** Area 2's review queue: the search box and the page number. */
export const IsReviewQueueSearch = (options?: ValidationOptions) =>
  fromCheck('isReviewQueueSearch', (v) => (typeof v === 'string' && v.trim().length > REVIEW_QUEUE_LIMITS.searchMax ? REVIEW_MESSAGES.queueSearchTooLong : null), options);
export const IsReviewQueuePage = (options?: ValidationOptions) =>
  fromCheck('isReviewQueuePage', (v) => (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= REVIEW_QUEUE_LIMITS.pages ? null : REVIEW_MESSAGES.queuePageInvalid), options);
/** A refused review's or reply's charter ground and details; nothing to judge when it is published (`publishProperty`). */
export const IsCharterGround = (publishProperty: string, options?: ValidationOptions) =>
  fromCheck('isCharterGround', (v, args) =>
    ((args.object as Record<string, unknown>)[publishProperty] === true || (typeof v === 'string' && Object.hasOwn(REVIEW_REJECTION_REASONS, v)) ? null : REVIEW_MESSAGES.reasonRequired), options);
export const IsCharterDetails = (publishProperty: string, options?: ValidationOptions) =>
  fromCheck('isCharterDetails', (v, args) =>
    ((args.object as Record<string, unknown>)[publishProperty] === true || [...(typeof v === 'string' ? v.trim() : '')].length <= REVIEW_LIMITS.decisionDetails ? null : REVIEW_MESSAGES.detailsTooLong), options);

/** Contesting a decision (docs/adr/0041): the link's token (its signature is the service's to check), the person's text, the moderators' answer. */
export const IsAppealToken = (options?: ValidationOptions) =>
  fromCheck('isAppealToken', (v) => (typeof v === 'string' && v.length <= 100 ? null : APPEAL_MESSAGES.linkInvalid), options);
export const IsAppealText = (options?: ValidationOptions) => fromCheck('isAppealText', checkAppealText, options);
export const IsAppealAnswer = (options?: ValidationOptions) => fromCheck('isAppealAnswer', checkAppealAnswer, options);

/** Notices to account holders (common/notice-rules.ts): the date of effect is checked against the notice's kind and today. */
export const IsNoticeKind = (options?: ValidationOptions) => fromCheck('isNoticeKind', text(NOTICE_CHECKS.kind, NOTICE_MESSAGES.kind), options);
export const IsNoticeSubject = (options?: ValidationOptions) => fromCheck('isNoticeSubject', text(NOTICE_CHECKS.subject, NOTICE_MESSAGES.subject), options);
export const IsNoticeBody = (options?: ValidationOptions) => fromCheck('isNoticeBody', text(NOTICE_CHECKS.body, NOTICE_MESSAGES.body), options);
export const IsNoticeEffectiveOn = (options?: ValidationOptions) => fromCheck('isNoticeEffectiveOn', (value, args) => (
  typeof value === 'string' ? NOTICE_CHECKS.effectiveOn(value, args.object as { kind: string }) : NOTICE_MESSAGES.date), options);

/** Partner keys of the public API (common/partner-key-rules.ts, docs/adr/0047). */
export const IsPartnerOrganisation = (options?: ValidationOptions) => fromCheck('isPartnerOrganisation', text(PARTNER_KEY_CHECKS.organisation, PARTNER_KEY_MESSAGES.organisation), options);
export const IsPartnerEmail = (options?: ValidationOptions) => fromCheck('isPartnerEmail', text(PARTNER_KEY_CHECKS.email, PARTNER_KEY_MESSAGES.email), options);
export const IsPartnerIntendedUse = (options?: ValidationOptions) => fromCheck('isPartnerIntendedUse', text(PARTNER_KEY_CHECKS.intendedUse, PARTNER_KEY_MESSAGES.intendedUse), options);
export const IsPartnerWebsite = (options?: ValidationOptions) => fromCheck('isPartnerWebsite', text(PARTNER_KEY_CHECKS.website, PARTNER_KEY_MESSAGES.website), options);
export const IsPartnerOrigins = (options?: ValidationOptions) => fromCheck('isPartnerOrigins', text(PARTNER_KEY_CHECKS.origins, PARTNER_KEY_MESSAGES.origins), options);
export const IsPartnerTier = (options?: ValidationOptions) => fromCheck('isPartnerTier', text(PARTNER_KEY_CHECKS.tier, PARTNER_KEY_MESSAGES.tier), options);
export const IsPartnerRefusalReason = (options?: ValidationOptions) => fromCheck('isPartnerRefusalReason', text(PARTNER_KEY_CHECKS.reason, PARTNER_KEY_MESSAGES.reason), options);

export const IsWebhookUrl = (options?: ValidationOptions) => fromCheck('isWebhookUrl', text(webhookUrlProblem, WEBHOOK_MESSAGES.url), options);
export const IsWebhookEvents = (options?: ValidationOptions) => fromCheck('isWebhookEvents',
  (value) => (Array.isArray(value) && value.every((v) => typeof v === 'string') ? webhookEventsProblem(value as string[]) : WEBHOOK_MESSAGES.events), options);

/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AccountDisabledInput = {
  disabled: boolean;
  /** Motif envoyé au titulaire du compte et gardé au journal */
  reason: string;
  userId: number;
};

export type AccountsInput = {
  page?: number;
  /** Dans l’e-mail ou le nom */
  search?: string;
};

export type BookingInput = {
  /** Vide ou absent : pas de lien */
  bookingUrl?: string | null | undefined;
  idUrl: string;
  isResaPhone: boolean;
};

export type DailyMenuInput = {
  description?: string;
  /** aaaa-mm-jj */
  endsOn: string;
  id?: number | null | undefined;
  idUrl: string;
  /** Prix en centimes ; vide : non affiché */
  priceCents?: number | null | undefined;
  /** aaaa-mm-jj */
  startsOn: string;
  title: string;
};

export type DayHoursInput = {
  ranges: Array<TimeRangeInput>;
  weekday: number;
};

export type DescriptionInput = {
  biography: string;
  /** Texte alternatif de la devanture */
  devantureAlt?: string | null | undefined;
  /** Toute la galerie, dans le nouvel ordre */
  gallery: Array<GalleryPhotoInput>;
  /** id numérique ou id_url du restaurant */
  restaurant: string;
};

export type DirectoryInput = {
  descending?: boolean;
  page?: number;
  /** Dans le nom, la commune ou l’e-mail du propriétaire */
  search?: string;
  /** name, city, status ou updated */
  sort?: string;
};

/** Code machine des échecs attendus (le message, lui, est en français) */
export type ErrorCode =
  | 'CODE_EXPIRED'
  | 'CODE_INCORRECT'
  | 'CONFLICT'
  | 'EMAIL_NOT_VERIFIED'
  | 'EMAIL_TAKEN'
  | 'FORBIDDEN'
  | 'INCOMPLETE'
  | 'INVALID_INPUT'
  | 'LOGIN_FAILED'
  | 'NOT_FOUND'
  | 'NOT_SUBSCRIBED'
  | 'PASSWORD_INCORRECT'
  | 'PUBLICATION_PENDING'
  | 'RATE_LIMITED'
  | 'TOKEN_INVALID'
  | 'TOKEN_USED'
  | 'TOO_MANY_ATTEMPTS'
  | 'UNAUTHENTICATED'
  | 'UNAVAILABLE'
  | 'WRONG_SPACE';

export type FaqEntryInput = {
  answer: string;
  question: string;
};

export type GalleryPhotoInput = {
  alt: string;
  id: number;
};

/** Espace de connexion : client, restaurateur ou administration */
export type LoginSpace =
  | 'admin'
  | 'customer'
  | 'restaurateur';

export type MenuDishInput = {
  description?: string;
  name: string;
  /** Prix en centimes ; vide : non affiché */
  priceCents?: number | null | undefined;
};

export type MenuInput = {
  idUrl: string;
  interactive: boolean;
  photos: Array<MenuPhotoInput>;
  sections: Array<MenuSectionInput>;
  style: string;
};

export type MenuPhotoInput = {
  alt?: string;
  id: number;
};

export type MenuSectionInput = {
  dishes: Array<MenuDishInput>;
  title: string;
};

export type NearInput = {
  lat: number;
  lng: number;
  /** 5 à 100 km, 10 par défaut */
  radiusKm?: number | null | undefined;
};

export type PageElementInput = {
  /** La version modifiée : refusé si une autre a été publiée entre-temps */
  baseVersion: number;
  /** Les questions (foires aux questions ; vide ailleurs) */
  entries: Array<FaqEntryInput>;
  id: number;
  /** Le texte (introduction, bandeau ; vide pour une foire aux questions) */
  text: string;
};

/** En attente de la notification du prestataire, acceptée, refusée, annulée */
export type PaymentState =
  | 'accepted'
  | 'cancelled'
  | 'pending'
  | 'refused';

export type ProfileInput = {
  biography?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  newsletter?: boolean | null | undefined;
  salutation?: string | null | undefined;
};

export type PublicationDecisionInput = {
  accept: boolean;
  /** Précisions envoyées au restaurateur (obligatoires pour « other ») */
  details?: string | null | undefined;
  /** Motif du refus : incomplete, photos, consistency, area, terms ou other */
  reason?: string | null | undefined;
  requestId: number;
};

export type RegistrationAccountInput = {
  /** aaaa-mm-jj */
  birthDate: string;
  code: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  token: string;
};

export type RegistrationLinkInput = {
  /** L’adresse du gérant, qui recevra son lien d’inscription personnel */
  email: string;
  idUrl: string;
};

export type RegistrationRequestInput = {
  /** Commune du Maine-et-Loire (slug, ex. « angers ») */
  citySlug: string;
  email: string;
  message?: string | null | undefined;
  phone: string;
  restaurantName: string;
};

export type RegistrationRestaurantInput = {
  address: string;
  city: string;
  lat: number;
  lng: number;
  name: string;
  newsletter: boolean;
  phone: string;
  postalCode: string;
  /** Conditions générales acceptées (obligatoire) */
  terms: boolean;
  token: string;
};

/** Étape où reprend l’inscription : compte, restaurant, paiement */
export type RegistrationStep =
  | 'account'
  | 'payment'
  | 'restaurant';

export type ReplyInput = {
  idUrl: string;
  reviewId: number;
  text: string;
};

export type ReportReviewInput = {
  /** Précisions (obligatoires pour other), 1000 caractères au plus */
  details?: string | null | undefined;
  /** Visiteur : l’adresse à laquelle recevoir la suite donnée (facultative) */
  email?: string | null | undefined;
  /** vulgar, hateful, fake, sexual, elsewhere, affiliated ou other (SPEC §3) */
  reason: string;
  reviewId: number;
};

export type RestaurantInfoInput = {
  averagePrice: number;
  city: string;
  cuisines: Array<string>;
  filters: Array<string>;
  hours: Array<DayHoursInput>;
  idUrl: string;
  lat: number;
  lng: number;
  name: string;
  phone: string;
  postalCode: string;
  specialDates: Array<SpecialDateInput>;
  /** Numéro et voie, tels que les suggestions d’adresses les donnent */
  street: string;
  types: Array<string>;
};

export type RestaurantOnlineInput = {
  idUrl: string;
  /** true : remettre en ligne ; false : mettre hors ligne */
  online: boolean;
  /** Motif envoyé au restaurateur et gardé au journal */
  reason: string;
};

export type ReviewDecisionInput = {
  /** Précisions envoyées à l’auteur */
  details?: string | null | undefined;
  id: number;
  /** true : publier ; false : refuser */
  publish: boolean;
  /** Le motif du refus (un motif de la charte : vulgar, hateful, fake…) */
  reason?: string | null | undefined;
  /** Avis seulement : accorder « visite vérifiée » (un ticket a été envoyé) */
  verifiedVisit?: boolean | null | undefined;
};

export type ReviewInput = {
  /** brunch, dejeuner, diner ou buffet : le « Type de repas » de la recherche */
  meal: string;
  /** 1 à 5 étoiles */
  rating: number;
  /** Déclaration sur l’honneur que la visite a eu lieu */
  sworn: boolean;
  text: string;
  title: string;
  /** Mois de la visite, aaaa-mm (au plus un an en arrière) */
  visitMonth: string;
};

/** Les avis à relire : recherche, filtres et page */
export type ReviewQueueInput = {
  /** Seulement les avis avec un indice automatique (lien, téléphone…) */
  flaggedOnly?: boolean;
  /** Seulement les avis qui attendent depuis plus de 72 heures */
  overdueOnly?: boolean;
  page?: number;
  /** Dans le nom du restaurant ou la signature de l’auteur */
  search?: string;
};

export type ReviewReportsDecisionInput = {
  /** Motif envoyé à l’auteur (retrait) et aux personnes qui ont signalé */
  reason: string;
  /** true : retirer l’avis ; false : le conserver */
  remove: boolean;
  reviewId: number;
};

/** Critères de recherche (DESIGN §5) ; les règles sont dans common/search.ts */
export type SearchInput = {
  citySlug?: string | null | undefined;
  /** yyyy-mm-dd, d’aujourd’hui à +3 mois */
  date?: string | null | undefined;
  /** Libellés des filtres, tous requis */
  filters?: Array<string> | null | undefined;
  /** HH:MM par demi-heure */
  hour?: string | null | undefined;
  name?: string | null | undefined;
  near?: NearInput | null | undefined;
  page?: number | null | undefined;
  /** 100 = sans limite haute */
  priceMax?: number | null | undefined;
  priceMin?: number | null | undefined;
  sort?: SearchSort | null | undefined;
};

/** Notes, Prix par personne, Distance */
export type SearchSort =
  | 'DISTANCE'
  | 'PRICE'
  | 'RATING';

/** Nom d’un restaurant, type, cuisine, autre filtre ou plat d’une carte */
export type SearchSuggestionKind =
  | 'CUISINE'
  | 'DISH'
  | 'FILTER'
  | 'NAME'
  | 'TYPE';

export type SignUpInput = {
  /** Les conditions générales d’utilisation acceptées (case cochée) : leur version et la date sont enregistrées */
  acceptTerms: boolean;
  /** La déclaration d’avoir 18 ans ou plus (case cochée ; le compte client est réservé aux personnes majeures) : sa date est enregistrée */
  adultDeclared: boolean;
  email: string;
  firstName: string;
  lastName: string;
  newsletter?: boolean | null | undefined;
  password: string;
  /** M., Mme ou Autre */
  salutation?: string | null | undefined;
};

/** La page de recherche dont on veut les textes : accueil, page de ville, à proximité */
export type SiteTextsPage =
  | 'CITY'
  | 'HOME'
  | 'NEARBY';

export type SpecialDateInput = {
  /** aaaa-mm-jj, d’aujourd’hui à un an */
  day: string;
  /** closed, usual ou hours */
  mode: string;
  /** Une ou deux plages pour « hours », aucune sinon */
  ranges?: Array<TimeRangeInput> | null | undefined;
};

/** Une décision de Mijote sur l’abonnement d’un restaurant, depuis sa fiche */
export type SubscriptionDecisionInput = {
  /** Un motif des conditions générales de vente ; aucun pour lever une suspension */
  ground?: string | null | undefined;
  idUrl: string;
  kind: SubscriptionDecisionKind;
  /** L’exposé des motifs, envoyé au restaurateur et gardé avec la décision */
  reasons: string;
};

/** Résiliation avec préavis de 30 jours, résiliation sans préavis, suspension, fin de la suspension */
export type SubscriptionDecisionKind =
  | 'end_notice'
  | 'end_now'
  | 'lift'
  | 'suspend';

/** Carte à vérifier, actif, résilié (fin de période atteinte), suspendu (paiements refusés), résilié par Mijote */
export type SubscriptionState =
  | 'active'
  | 'cancelled'
  | 'ended'
  | 'lapsed'
  | 'pending_card_check';

export type TimeRangeInput = {
  closes: string;
  opens: string;
};

export type AccountFieldsFragment = { id: string, email: string, firstName: string, lastName: string, salutation: string | null, biography: string | null, newsletter: boolean, photoUrl: string | null, role: string, emailVerified: boolean };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { signUp:
    | { __typename: 'ActionError', field: string | null, retryAfterSeconds: number | null, code: ErrorCode, message: string }
    | { __typename: 'InvalidInputError', field: string | null, code: ErrorCode, message: string }
    | { __typename: 'SignUpSuccess', email: string }
   };

export type VerifyEmailMutationVariables = Exact<{
  email: string;
  code: string;
}>;


export type VerifyEmailMutation = { verifyEmail:
    | { __typename: 'ActionError', field: string | null, retryAfterSeconds: number | null, code: ErrorCode, message: string }
    | { __typename: 'InvalidInputError', field: string | null, code: ErrorCode, message: string }
    | { __typename: 'Session', accessToken: string, account: { id: string, email: string, firstName: string, lastName: string, salutation: string | null, biography: string | null, newsletter: boolean, photoUrl: string | null, role: string, emailVerified: boolean } }
   };

export type ResendVerificationCodeMutationVariables = Exact<{
  email: string;
}>;


export type ResendVerificationCodeMutation = { resendVerificationCode:
    | { __typename: 'ActionError', retryAfterSeconds: number | null, code: ErrorCode, message: string }
    | { __typename: 'Done', message: string }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string }
   };

export type LogInMutationVariables = Exact<{
  email: string;
  password: string;
  space: LoginSpace;
}>;


export type LogInMutation = { logIn:
    | { __typename: 'ActionError', field: string | null, retryAfterSeconds: number | null, code: ErrorCode, message: string }
    | { __typename: 'InvalidInputError', field: string | null, code: ErrorCode, message: string }
    | { __typename: 'SecondFactorRequired', challenge: string, setupSecret: string | null, setupUri: string | null, setupQr: string | null }
    | { __typename: 'Session', accessToken: string, account: { id: string, email: string, firstName: string, lastName: string, salutation: string | null, biography: string | null, newsletter: boolean, photoUrl: string | null, role: string, emailVerified: boolean } }
   };

export type ConfirmSecondFactorMutationVariables = Exact<{
  challenge: string;
  code: string;
}>;


export type ConfirmSecondFactorMutation = { confirmSecondFactor:
    | { __typename: 'ActionError', field: string | null, retryAfterSeconds: number | null, code: ErrorCode, message: string }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string }
    | { __typename: 'SecondFactorSession', accessToken: string, recoveryCodes: Array<string> }
   };

export type LogOutMutationVariables = Exact<{
  space: LoginSpace;
}>;


export type LogOutMutation = { logOut: boolean };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset:
    | { __typename: 'ActionError', retryAfterSeconds: number | null, code: ErrorCode, message: string }
    | { __typename: 'Done', message: string }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string }
   };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, email: string, firstName: string, lastName: string, salutation: string | null, biography: string | null, newsletter: boolean, photoUrl: string | null, role: string, emailVerified: boolean } };

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile:
    | { __typename: 'Account', id: string, email: string, firstName: string, lastName: string, salutation: string | null, biography: string | null, newsletter: boolean, photoUrl: string | null, role: string, emailVerified: boolean }
    | { __typename: 'InvalidInputError', field: string | null, code: ErrorCode, message: string }
   };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangePasswordMutation = { changePassword:
    | { __typename: 'ActionError', field: string | null, retryAfterSeconds: number | null, code: ErrorCode, message: string }
    | { __typename: 'InvalidInputError', field: string | null, code: ErrorCode, message: string }
    | { __typename: 'Session', accessToken: string, account: { id: string, email: string, firstName: string, lastName: string, salutation: string | null, biography: string | null, newsletter: boolean, photoUrl: string | null, role: string, emailVerified: boolean } }
   };

export type MyDataQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDataQuery = { myData: Record<string, unknown> };

export type DeleteAccountMutationVariables = Exact<{
  password: string;
}>;


export type DeleteAccountMutation = { deleteAccount:
    | { __typename: 'ActionError', field: string | null, retryAfterSeconds: number | null, code: ErrorCode, message: string }
    | { __typename: 'Done', message: string }
    | { __typename: 'InvalidInputError', field: string | null, code: ErrorCode, message: string }
   };

export type PublicProfileQueryVariables = Exact<{
  idUser: string | number;
}>;


export type PublicProfileQuery = { publicProfile:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PublicProfile', id: string, firstName: string, photoUrl: string | null, biography: string | null, reviews: Array<{ restaurantName: string, restaurantPath: string, rating: number, text: string, visitDate: string, publishedAt: string }> }
   };

export type DirectoryRestaurantsQueryVariables = Exact<{
  input: DirectoryInput;
}>;


export type DirectoryRestaurantsQuery = { directoryRestaurants:
    | { __typename: 'DirectoryPage', total: number, page: number, pageCount: number, items: Array<{ idUrl: string, name: string, city: string, status: string, ownerName: string | null, ownerEmail: string | null, subscription: string | null, dateUpdate: string }> }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string }
   };

export type DirectoryRestaurantPartsFragment = { idUrl: string, name: string, city: string, status: string, ownerName: string | null, ownerEmail: string | null, subscription: string | null, dateUpdate: string };

export type RestaurantFileQueryVariables = Exact<{
  idUrl: string;
  days: number;
}>;


export type RestaurantFileQuery = { restaurantFile:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'RestaurantFileView', datePublished: string | null, previewPath: string, periodEnd: string | null, nextDueDate: string | null, cardLastDigits: string | null, subscriptionEndsOn: string | null, renewalHolds: Array<string>, restaurant: { idUrl: string, name: string, city: string, status: string, ownerName: string | null, ownerEmail: string | null, subscription: string | null, dateUpdate: string }, subscriptionDecisions: Array<{ kind: SubscriptionDecisionKind, ground: string | null, reasons: string, effectiveOn: string, actor: string | null, decidedAt: string }>, invoices: Array<{ number: string, issuedAt: string, periodStart: string, periodEnd: string, totalTtcCents: number, mode: string }>, requests: Array<{ requestedAt: string, status: string, decidedAt: string | null, reason: string | null }>, registrationLinks: Array<{ sentAt: string, email: string, expiresAt: string, accountCreated: boolean, handedOver: boolean }>, log: Array<{ id: number, at: string, actor: string, actionLabel: string, reason: string | null }>, statistics: { idUrl: string, period: number, firstDay: string, lastDay: string, days: Array<{ day: string, views: number, visitors: number, sessions: number, engagedSessions: number, engagementSeconds: number, phoneClicks: number, bookingClicks: number, favourites: number }>, previousDays: Array<{ day: string, views: number, visitors: number, sessions: number, engagedSessions: number, engagementSeconds: number, phoneClicks: number, bookingClicks: number, favourites: number }>, current: { views: number, visitors: number, sessions: number, engagedSessions: number, engagementSeconds: number, phoneClicks: number, bookingClicks: number, favourites: number, averageSessionDuration: number, engagementRate: number, screenPageViews: number, totalUsers: number }, previous: { views: number, visitors: number, sessions: number, engagedSessions: number, engagementSeconds: number, phoneClicks: number, bookingClicks: number, favourites: number, averageSessionDuration: number, engagementRate: number, screenPageViews: number, totalUsers: number } } }
   };

export type SetRestaurantOnlineMutationVariables = Exact<{
  input: RestaurantOnlineInput;
}>;


export type SetRestaurantOnlineMutation = { setRestaurantOnline:
    | { __typename: 'ActionError', code: ErrorCode, message: string }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'RestaurantOnlineChanged', idUrl: string, status: string }
   };

export type DecideSubscriptionMutationVariables = Exact<{
  input: SubscriptionDecisionInput;
}>;


export type DecideSubscriptionMutation = { decideSubscription:
    | { __typename: 'ActionError', code: ErrorCode, message: string }
    | { __typename: 'InvalidInputError', field: string | null, code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SubscriptionDecided', message: string }
   };

export type DirectoryAccountsQueryVariables = Exact<{
  input: AccountsInput;
}>;


export type DirectoryAccountsQuery = { directoryAccounts:
    | { __typename: 'AccountsPage', total: number, page: number, pageCount: number, items: Array<{ id: number, email: string, name: string, role: string, emailVerified: boolean, disabled: boolean, createdAt: string, lastLoginAt: string | null, restaurantName: string | null }> }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string }
   };

export type SetAccountDisabledMutationVariables = Exact<{
  input: AccountDisabledInput;
}>;


export type SetAccountDisabledMutation = { setAccountDisabled:
    | { __typename: 'AccountDisabledChanged', userId: number, disabled: boolean }
    | { __typename: 'ActionError', code: ErrorCode, message: string }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
   };

export type ResendVerificationMutationVariables = Exact<{
  userId: number;
}>;


export type ResendVerificationMutation = { resendVerification:
    | { __typename: 'ActionError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'VerificationResent', message: string }
   };

export type DirectoryFiguresQueryVariables = Exact<{ [key: string]: never; }>;


export type DirectoryFiguresQuery = { directoryFigures: { waitingRequests: number, oldestWaitingHours: number | null, averageWaitingHours: number | null, byStatus: Array<{ key: string, count: number }>, byCity: Array<{ key: string, count: number }>, subscriptions: Array<{ key: string, count: number }>, revenue: Array<{ month: string, htCents: number, vatCents: number, ttcCents: number, invoices: number }> } };

export type SendRegistrationLinkMutationVariables = Exact<{
  input: RegistrationLinkInput;
}>;


export type SendRegistrationLinkMutation = { sendRegistrationLink:
    | { __typename: 'ActionError', code: ErrorCode, message: string }
    | { __typename: 'InvalidInputError', field: string | null, code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'RegistrationLinkSent', message: string }
   };

export type InvoiceLineFieldsFragment = { label: string, unitHtCents: number, discountLabel: string | null, discountHtCents: number, periodFrom: string | null, periodTo: string | null, quantity: number, discountQuantity: number };

export type SubscriptionFieldsFragment = { id: number, restaurantId: number, restaurantName: string, state: SubscriptionState, currentPeriodStart: string | null, currentPeriodEnd: string | null, nextDueDate: string | null, cancelAtPeriodEnd: boolean, endsOn: string | null, endedByMijote: boolean, renewalHolds: Array<string>, restaurantOnline: boolean, failedAttempts: number, cardLastDigits: string | null, cardExpiry: string | null, amountTtcCents: number };

export type PaymentResultQueryVariables = Exact<{
  token: string;
}>;


export type PaymentResultQuery = { paymentResult: { valid: boolean, payment: { ref: string, auto: string | null, erreur: string | null, state: PaymentState, subscriptionState: SubscriptionState, command: Array<{ label: string, unitHtCents: number, discountLabel: string | null, discountHtCents: number, periodFrom: string | null, periodTo: string | null, quantity: number, discountQuantity: number }> } | null } };

export type MyBillingQueryVariables = Exact<{ [key: string]: never; }>;


export type MyBillingQuery = { mySubscriptions: Array<{ id: number, restaurantId: number, restaurantName: string, state: SubscriptionState, currentPeriodStart: string | null, currentPeriodEnd: string | null, nextDueDate: string | null, cancelAtPeriodEnd: boolean, endsOn: string | null, endedByMijote: boolean, renewalHolds: Array<string>, restaurantOnline: boolean, failedAttempts: number, cardLastDigits: string | null, cardExpiry: string | null, amountTtcCents: number }>, myInvoices: Array<{ number: string, issuedAt: string, periodStart: string, periodEnd: string, totalTtcCents: number, test: boolean }>, siteInfo: { paymentSandbox: boolean } };

export type InvoiceDocumentQueryVariables = Exact<{
  number: string;
}>;


export type InvoiceDocumentQuery = { invoice:
    | { __typename: 'InvalidInputError' }
    | { __typename: 'Invoice', number: string, issuedAt: string, periodStart: string, periodEnd: string, restaurantName: string, vatRate: number, totalHtCents: number, totalDiscountCents: number, netHtCents: number, vatCents: number, totalTtcCents: number, test: boolean, buyer: { company: string, name: string, address: string, zipcode: string, city: string, email: string }, seller: { name: string, address: string, siren: string, siret: string, rcs: string, capital: string, vatNumber: string, email: string }, lines: Array<{ label: string, unitHtCents: number, discountLabel: string | null, discountHtCents: number, periodFrom: string | null, periodTo: string | null, quantity: number, discountQuantity: number }> }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
  , siteInfo: { productionHost: string | null } };

export type CancelSubscriptionMutationVariables = Exact<{
  restaurantId: number;
}>;


export type CancelSubscriptionMutation = { cancelSubscription:
    | { __typename: 'ActionError', code: ErrorCode, message: string }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'Subscription', id: number, restaurantId: number, restaurantName: string, state: SubscriptionState, currentPeriodStart: string | null, currentPeriodEnd: string | null, nextDueDate: string | null, cancelAtPeriodEnd: boolean, endsOn: string | null, endedByMijote: boolean, renewalHolds: Array<string>, restaurantOnline: boolean, failedAttempts: number, cardLastDigits: string | null, cardExpiry: string | null, amountTtcCents: number }
   };

export type ResumeSubscriptionMutationVariables = Exact<{
  restaurantId: number;
}>;


export type ResumeSubscriptionMutation = { resumeSubscription:
    | { __typename: 'ActionError', code: ErrorCode, message: string }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'Subscription', id: number, restaurantId: number, restaurantName: string, state: SubscriptionState, currentPeriodStart: string | null, currentPeriodEnd: string | null, nextDueDate: string | null, cancelAtPeriodEnd: boolean, endsOn: string | null, endedByMijote: boolean, renewalHolds: Array<string>, restaurantOnline: boolean, failedAttempts: number, cardLastDigits: string | null, cardExpiry: string | null, amountTtcCents: number }
   };

export type StartCardUpdateMutationVariables = Exact<{
  restaurantId: number;
}>;


export type StartCardUpdateMutation = { startCardUpdate:
    | { __typename: 'ActionError', code: ErrorCode, message: string }
    | { __typename: 'CardCheck', html: string, paymentToken: string }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
   };

export type SignInAfterPaymentMutationVariables = Exact<{
  token: string;
  accesToken: string;
}>;


export type SignInAfterPaymentMutation = { signInAfterPayment:
    | { __typename: 'ActionError', code: ErrorCode, message: string }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string }
    | { __typename: 'Session', accessToken: string }
   };

export type MyFavouriteIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyFavouriteIdsQuery = { me: { id: string, favouriteIds: Array<string> } };

export type ToggleFavouriteMutationVariables = Exact<{
  idUrl: string;
}>;


export type ToggleFavouriteMutation = { toggleFavourite:
    | { __typename: 'FavouriteToggle', isFav: boolean, idUrl: string, favourites: Array<string> }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
   };

export type MyFavouritesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyFavouritesQuery = { myFavourites: Array<{ id: string, idUrl: string, name: string, path: string, citySlug: string, cityName: string, types: Array<string>, cuisines: Array<string>, averagePrice: number, rating: number, reviewCount: number, datePublished: string | null, isNew: boolean, distanceKm: number | null, lat: number, lng: number, photos: Array<{ url: string, width: number, height: number, alt: string, kind: string }> }> };

export type CityPageQueryVariables = Exact<{
  slug: string;
  texts: SiteTextsPage;
  department: boolean;
}>;


export type CityPageQuery = { siteTexts: { banner: string | null, intro: string | null, faq: Array<{ question: string, answer: string }> }, departmentPage?: { name: string, stats: { restaurantCount: number, averagePrice: number | null, averageRating: number | null, reviewCount: number }, bestRated: Array<{ idUrl: string, name: string, path: string, rating: number }>, topCities: Array<{ slug: string, name: string }> }, cityPage?:
    | { __typename: 'CityPage', city: { slug: string, name: string }, stats: { restaurantCount: number, averagePrice: number | null, averageRating: number | null, reviewCount: number }, bestRated: Array<{ idUrl: string, name: string, path: string, rating: number }>, otherCities: Array<{ slug: string, name: string }> }
    | { __typename: 'NotFoundError' }
   };

export type CitySuggestionsQueryVariables = Exact<{
  text: string;
}>;


export type CitySuggestionsQuery = { citySuggestions: Array<{ slug: string, name: string }> };

export type SiteInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteInfoQuery = { siteInfo: { companyName: string, siren: string, address: string, email: string, director: string, host: string, publicUrl: string, mapsEnabled: boolean, mapsApiKey: string | null, mapTileUrl: string, mapTileAttribution: string, socialLinks: { instagram: string | null, facebook: string | null, linkedin: string | null } } };

export type MapPinsQueryVariables = Exact<{
  input: SearchInput;
}>;


export type MapPinsQuery = { mapPins:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string }
    | { __typename: 'MapPins', total: number, truncated: boolean, closest: boolean, pins: Array<{ idUrl: string, name: string, path: string, lat: number, lng: number, rating: number, reviewCount: number, averagePrice: number, type: string, cityName: string }> }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
   };

export type PublicationQueueQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicationQueueQuery = { publicationQueue: Array<{ requestId: number, requestedAt: string, idUrl: string, name: string, city: string, ownerName: string | null, ownerEmail: string | null, previewPath: string, missing: Array<string> }> };

export type DecidePublicationMutationVariables = Exact<{
  input: PublicationDecisionInput;
}>;


export type DecidePublicationMutation = { decidePublication:
    | { __typename: 'ActionError', code: ErrorCode, message: string }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PublicationDecided', requestId: number, idUrl: string, status: string, reason: string | null }
   };

export type ModerationLogQueryVariables = Exact<{
  before?: number | null | undefined;
}>;


export type ModerationLogQuery = { moderationLog: Array<{ id: number, at: string, actor: string, action: string, actionLabel: string, targetKind: string, targetId: number, targetLabel: string, reason: string | null }> };

export type ReviewReportsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReviewReportsQuery = { reviewReports: Array<{ reviewId: number, restaurantName: string, restaurantIdUrl: string, authorName: string, rating: number, text: string, visitDate: string, publishedAt: string, reports: Array<{ reason: string, details: string, createdAt: string, signedIn: boolean }> }> };

export type DecideReviewReportsMutationVariables = Exact<{
  input: ReviewReportsDecisionInput;
}>;


export type DecideReviewReportsMutation = { decideReviewReports:
    | { __typename: 'ActionError', code: ErrorCode, message: string }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ReviewReportsDecided', reviewId: number, removed: boolean }
   };

export type ReviewQueueQueryVariables = Exact<{
  input?: ReviewQueueInput | null | undefined;
}>;


export type ReviewQueueQuery = { reviewQueue:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string }
    | { __typename: 'ReviewQueuePage', total: number, waiting: number, overdue: number, oldestWaitingHours: number | null, page: number, pageCount: number, items: Array<{ id: number, idUrl: string, restaurantName: string, restaurantPath: string, rating: number, title: string | null, text: string, visitDate: string, meal: string | null, createdAt: string, publishedAt: string | null, editedAt: string | null, authorName: string, authorEmail: string | null, flags: Array<string>, hasReceipt: boolean, photos: Array<{ url: string, width: number, height: number }> }> }
   };

export type DecideReviewMutationVariables = Exact<{
  input: ReviewDecisionInput;
}>;


export type DecideReviewMutation = { decideReview:
    | { __typename: 'ActionError', code: ErrorCode, message: string }
    | { __typename: 'InvalidInputError', field: string | null, code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ReviewDone', message: string }
   };

export type ReplyQueueQueryVariables = Exact<{ [key: string]: never; }>;


export type ReplyQueueQuery = { replyQueue: Array<{ id: number, text: string, createdAt: string, editedAt: string | null, publishedBefore: boolean, restaurantName: string, restaurantPath: string, reviewTitle: string | null, reviewText: string, reviewAuthor: string, reviewRating: number }> };

export type DecideReplyMutationVariables = Exact<{
  input: ReviewDecisionInput;
}>;


export type DecideReplyMutation = { decideReply:
    | { __typename: 'ActionError', code: ErrorCode, message: string }
    | { __typename: 'InvalidInputError', field: string | null, code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ReviewDone', message: string }
   };

export type PageElementsQueryVariables = Exact<{ [key: string]: never; }>;


export type PageElementsQuery = { pageElements: Array<{ id: number, name: string, kind: string, label: string, shownOn: string, current: { version: number, at: string | null, author: string | null } }> };

export type PageElementQueryVariables = Exact<{
  id: number;
}>;


export type PageElementQuery = { pageElement:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PageElementView', id: number, name: string, kind: string, label: string, shownOn: string, current: { version: number, at: string | null, author: string | null, text: string, entries: Array<{ question: string, answer: string }> }, versions: Array<{ version: number, at: string | null, author: string | null, text: string, entries: Array<{ question: string, answer: string }> }> }
   };

export type SavePageElementMutationVariables = Exact<{
  input: PageElementInput;
}>;


export type SavePageElementMutation = { savePageElement:
    | { __typename: 'ActionError', code: ErrorCode, message: string }
    | { __typename: 'InvalidInputError', field: string | null, code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PageElementSaved', id: number, version: number, message: string }
   };

export type PublicationInfoQueryVariables = Exact<{
  restaurant: string;
}>;


export type PublicationInfoQuery = { publicationInfo: { idUrl: string, status: string, complete: boolean, subscriptionActive: boolean, pendingSince: string | null, rejectionReason: string | null, previewPath: string, requirements: Array<{ key: string, done: boolean }> } };

export type SendPublicationMutationVariables = Exact<{
  restaurant: string;
}>;


export type SendPublicationMutation = { sendPublication:
    | { __typename: 'ActionError', code: ErrorCode, message: string }
    | { __typename: 'PublicationSent', message: string }
   };

export type RequestRegistrationLinkMutationVariables = Exact<{
  input: RegistrationRequestInput;
}>;


export type RequestRegistrationLinkMutation = { requestRegistrationLink:
    | { __typename: 'ActionError', retryAfterSeconds: number | null, code: ErrorCode, message: string }
    | { __typename: 'Done', message: string }
    | { __typename: 'InvalidInputError', field: string | null, code: ErrorCode, message: string }
   };

export type RegistrationQueryVariables = Exact<{
  token: string;
}>;


export type RegistrationQuery = { registration:
    | { __typename: 'ActionError', code: ErrorCode, message: string }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string }
    | { __typename: 'Registration', step: RegistrationStep, email: string, firstName: string | null, lastName: string | null, newsletter: boolean, restaurant: { name: string, address: string | null, city: string | null, postalCode: string | null, phone: string | null, lat: number | null, lng: number | null }, pendingAccount: { email: string, firstName: string, lastName: string | null, birthDate: string | null } | null, billing: { company: string, lastName: string, firstName: string, address: string, zipcode: string, city: string, email: string, phone: string } | null }
   };

export type SendRegistrationCodeMutationVariables = Exact<{
  token: string;
  email: string;
  firstName: string;
  lastName?: string | null | undefined;
  birthDate?: string | null | undefined;
}>;


export type SendRegistrationCodeMutation = { sendRegistrationCode:
    | { __typename: 'ActionError', code: ErrorCode, message: string }
    | { __typename: 'Done', message: string }
    | { __typename: 'InvalidInputError', field: string | null, code: ErrorCode, message: string }
   };

export type CreateRegistrationAccountMutationVariables = Exact<{
  input: RegistrationAccountInput;
}>;


export type CreateRegistrationAccountMutation = { createRegistrationAccount:
    | { __typename: 'ActionError', field: string | null, code: ErrorCode, message: string }
    | { __typename: 'Done', message: string }
    | { __typename: 'InvalidInputError', field: string | null, code: ErrorCode, message: string }
   };

export type SaveRegistrationRestaurantMutationVariables = Exact<{
  input: RegistrationRestaurantInput;
}>;


export type SaveRegistrationRestaurantMutation = { saveRegistrationRestaurant:
    | { __typename: 'ActionError', field: string | null, code: ErrorCode, message: string }
    | { __typename: 'InvalidInputError', field: string | null, code: ErrorCode, message: string }
    | { __typename: 'RegistrationSession', accessToken: string, restaurantId: number }
   };

export type AddressSuggestionsQueryVariables = Exact<{
  address: string;
  city?: string | null | undefined;
}>;


export type AddressSuggestionsQuery = { addressSuggestions:
    | { __typename: 'ActionError', code: ErrorCode, message: string }
    | { __typename: 'AddressSuggestions', items: Array<{ label: string, street: string, postalCode: string, city: string, lat: number, lng: number, match: string }> }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string }
   };

export type CommuneCentreQueryVariables = Exact<{
  text: string;
}>;


export type CommuneCentreQuery = { citySuggestions: Array<{ slug: string, name: string, postcodes: Array<string>, lat: number | null, lng: number | null }> };

export type RestaurantPageQueryVariables = Exact<{
  idUrl: string;
  previewToken?: string | null | undefined;
}>;


export type RestaurantPageQuery = { restaurant:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'Restaurant', id: string, idUrl: string, name: string, path: string, citySlug: string, cityName: string, types: Array<string>, cuisines: Array<string>, averagePrice: number, rating: number, reviewCount: number, isNew: boolean, published: boolean, phone: string | null, bookingUrl: string | null, isResaPhone: boolean, biography: string, filters: Array<string>, schedule: Record<string, unknown>, specialDates: Record<string, unknown>, dateUpdate: string, lat: number, lng: number, address: { street: string, postalCode: string, city: string }, photos: Array<{ url: string, width: number, height: number, alt: string, kind: string }>, reviews: Array<{ id: string, authorName: string, authorId: string | null, rating: number, title: string | null, text: string, visitDate: string, meal: string | null, publishedAt: string, editedAt: string | null, verifiedVisit: boolean, imported: boolean, reply: { text: string, publishedAt: string, editedAt: string | null } | null, photos: Array<{ url: string, width: number, height: number }> }> }
    | { __typename: 'RestaurantOffline', name: string, cityName: string, citySlug: string, similar: Array<{ id: string, idUrl: string, name: string, path: string, citySlug: string, cityName: string, types: Array<string>, cuisines: Array<string>, averagePrice: number, rating: number, reviewCount: number, datePublished: string | null, isNew: boolean, distanceKm: number | null, lat: number, lng: number, photos: Array<{ url: string, width: number, height: number, alt: string, kind: string }> }> }
   };

export type RestaurantMenuQueryVariables = Exact<{
  idUrl: string;
  previewToken?: string | null | undefined;
}>;


export type RestaurantMenuQuery = { restaurantMenu:
    | { __typename: 'Menu', idUrl: string, style: string, interactive: boolean, dateUpdate: string | null, sections: Array<{ title: string, dishes: Array<{ name: string, description: string, priceCents: number | null }> }>, images: Array<{ url: string, width: number, height: number, alt: string, kind: string }>, daily: Array<{ title: string, description: string, priceCents: number | null, startsOn: string, endsOn: string, images: Array<{ url: string, width: number, height: number, alt: string, kind: string }> }> }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
   };

export type ReportPhoneClickMutationVariables = Exact<{
  idUrl: string;
  sessionId?: string | null | undefined;
}>;


export type ReportPhoneClickMutation = { reportPhoneClick:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'PhoneClickResult', counted: boolean, sessionId: string | null }
   };

export type ReportReviewMutationVariables = Exact<{
  input: ReportReviewInput;
}>;


export type ReportReviewMutation = { reportReview:
    | { __typename: 'ActionError', code: ErrorCode, message: string }
    | { __typename: 'InvalidInputError', field: string | null, code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ReviewReported', message: string }
   };

export type CardFieldsFragment = { id: string, idUrl: string, name: string, path: string, citySlug: string, cityName: string, types: Array<string>, cuisines: Array<string>, averagePrice: number, rating: number, reviewCount: number, datePublished: string | null, isNew: boolean, distanceKm: number | null, lat: number, lng: number, photos: Array<{ url: string, width: number, height: number, alt: string, kind: string }> };

export type SearchRestaurantsQueryVariables = Exact<{
  input: SearchInput;
}>;


export type SearchRestaurantsQuery = { searchRestaurants:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'SearchResult', total: number, page: number, pageSize: number, pageCount: number, closest: boolean, relaxed: Array<string>, items: Array<{ id: string, idUrl: string, name: string, path: string, citySlug: string, cityName: string, types: Array<string>, cuisines: Array<string>, averagePrice: number, rating: number, reviewCount: number, datePublished: string | null, isNew: boolean, distanceKm: number | null, lat: number, lng: number, photos: Array<{ url: string, width: number, height: number, alt: string, kind: string }> }> }
   };

export type SearchSuggestionsQueryVariables = Exact<{
  text: string;
  citySlug?: string | null | undefined;
  near?: NearInput | null | undefined;
}>;


export type SearchSuggestionsQuery = { searchSuggestions: Array<{ kind: SearchSuggestionKind, text: string, line: string, count: number | null }> };

export type DescriptionFieldsFragment = { idUrl: string, status: string, publicPath: string | null, biography: string, devanture: { id: number, kind: string, url: string, width: number, height: number, alt: string } | null, gallery: Array<{ id: number, kind: string, url: string, width: number, height: number, alt: string }> };

export type RestaurantDescriptionQueryVariables = Exact<{
  restaurant: string;
}>;


export type RestaurantDescriptionQuery = { restaurantDescription: { idUrl: string, status: string, publicPath: string | null, biography: string, devanture: { id: number, kind: string, url: string, width: number, height: number, alt: string } | null, gallery: Array<{ id: number, kind: string, url: string, width: number, height: number, alt: string }> } };

export type SaveRestaurantDescriptionMutationVariables = Exact<{
  input: DescriptionInput;
}>;


export type SaveRestaurantDescriptionMutation = { saveRestaurantDescription:
    | { __typename: 'ActionError', field: string | null, code: ErrorCode, message: string }
    | { __typename: 'DescriptionSaved', changes: Array<string>, description: { idUrl: string, status: string, publicPath: string | null, biography: string, devanture: { id: number, kind: string, url: string, width: number, height: number, alt: string } | null, gallery: Array<{ id: number, kind: string, url: string, width: number, height: number, alt: string }> } }
    | { __typename: 'InvalidInputError', field: string | null, code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
   };

export type DeleteRestaurantPhotoMutationVariables = Exact<{
  restaurant: string;
  photo: number;
}>;


export type DeleteRestaurantPhotoMutation = { deleteRestaurantPhoto:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'RestaurantDescription', idUrl: string, status: string, publicPath: string | null, biography: string, devanture: { id: number, kind: string, url: string, width: number, height: number, alt: string } | null, gallery: Array<{ id: number, kind: string, url: string, width: number, height: number, alt: string }> }
   };

export type RestaurantInfoFieldsFragment = { idUrl: string, name: string, types: Array<string>, cuisines: Array<string>, street: string, postalCode: string, city: string, lat: number, lng: number, phone: string | null, averagePrice: number, filters: Array<string>, published: boolean, path: string, hours: Array<{ weekday: number, label: string, ranges: Array<{ opens: string, closes: string, pastMidnight: boolean }> }>, specialDates: Array<{ day: string, mode: string, ranges: Array<{ opens: string, closes: string, pastMidnight: boolean }> }> };

export type MyRestaurantInfoQueryVariables = Exact<{
  idUrl: string;
}>;


export type MyRestaurantInfoQuery = { myRestaurantInfo:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'RestaurantInfo', idUrl: string, name: string, types: Array<string>, cuisines: Array<string>, street: string, postalCode: string, city: string, lat: number, lng: number, phone: string | null, averagePrice: number, filters: Array<string>, published: boolean, path: string, hours: Array<{ weekday: number, label: string, ranges: Array<{ opens: string, closes: string, pastMidnight: boolean }> }>, specialDates: Array<{ day: string, mode: string, ranges: Array<{ opens: string, closes: string, pastMidnight: boolean }> }> }
   };

export type SaveRestaurantInfoMutationVariables = Exact<{
  input: RestaurantInfoInput;
}>;


export type SaveRestaurantInfoMutation = { saveRestaurantInfo:
    | { __typename: 'ActionError', code: ErrorCode, message: string }
    | { __typename: 'InvalidInputError', field: string | null, code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'RestaurantInfoSaved', changed: Array<string>, info: { idUrl: string, name: string, types: Array<string>, cuisines: Array<string>, street: string, postalCode: string, city: string, lat: number, lng: number, phone: string | null, averagePrice: number, filters: Array<string>, published: boolean, path: string, hours: Array<{ weekday: number, label: string, ranges: Array<{ opens: string, closes: string, pastMidnight: boolean }> }>, specialDates: Array<{ day: string, mode: string, ranges: Array<{ opens: string, closes: string, pastMidnight: boolean }> }> } }
   };

export type InfoAddressSuggestionsQueryVariables = Exact<{
  address: string;
  city?: string | null | undefined;
}>;


export type InfoAddressSuggestionsQuery = { addressSuggestions:
    | { __typename: 'ActionError', code: ErrorCode, message: string }
    | { __typename: 'AddressSuggestions', items: Array<{ label: string, street: string, postalCode: string, city: string, lat: number, lng: number, match: string }> }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string }
   };

export type MenuEditorFieldsFragment = { idUrl: string, name: string, path: string, published: boolean, style: string, interactive: boolean, dateUpdate: string | null, sections: Array<{ title: string, dishes: Array<{ name: string, description: string, priceCents: number | null }> }>, photos: Array<{ id: number, url: string, width: number, height: number, alt: string }>, daily: Array<{ id: number, title: string, description: string, priceCents: number | null, startsOn: string, endsOn: string, image: { id: number, url: string, width: number, height: number, alt: string } | null }> };

export type MyMenuQueryVariables = Exact<{
  idUrl: string;
}>;


export type MyMenuQuery = { myMenu:
    | { __typename: 'ActionError', code: ErrorCode, message: string }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string }
    | { __typename: 'MenuEditor', idUrl: string, name: string, path: string, published: boolean, style: string, interactive: boolean, dateUpdate: string | null, sections: Array<{ title: string, dishes: Array<{ name: string, description: string, priceCents: number | null }> }>, photos: Array<{ id: number, url: string, width: number, height: number, alt: string }>, daily: Array<{ id: number, title: string, description: string, priceCents: number | null, startsOn: string, endsOn: string, image: { id: number, url: string, width: number, height: number, alt: string } | null }> }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
   };

export type SaveMenuMutationVariables = Exact<{
  input: MenuInput;
}>;


export type SaveMenuMutation = { saveMenu:
    | { __typename: 'ActionError', code: ErrorCode, message: string }
    | { __typename: 'InvalidInputError', field: string | null, code: ErrorCode, message: string }
    | { __typename: 'MenuEditor', idUrl: string, name: string, path: string, published: boolean, style: string, interactive: boolean, dateUpdate: string | null, sections: Array<{ title: string, dishes: Array<{ name: string, description: string, priceCents: number | null }> }>, photos: Array<{ id: number, url: string, width: number, height: number, alt: string }>, daily: Array<{ id: number, title: string, description: string, priceCents: number | null, startsOn: string, endsOn: string, image: { id: number, url: string, width: number, height: number, alt: string } | null }> }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
   };

export type SaveDailyMenuMutationVariables = Exact<{
  input: DailyMenuInput;
}>;


export type SaveDailyMenuMutation = { saveDailyMenu:
    | { __typename: 'ActionError', code: ErrorCode, message: string }
    | { __typename: 'EditableDailyMenu', id: number, title: string, description: string, priceCents: number | null, startsOn: string, endsOn: string, image: { id: number, url: string, width: number, height: number, alt: string } | null }
    | { __typename: 'InvalidInputError', field: string | null, code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
   };

export type DeleteDailyMenuMutationVariables = Exact<{
  idUrl: string;
  id: number;
}>;


export type DeleteDailyMenuMutation = { deleteDailyMenu:
    | { __typename: 'ActionError', code: ErrorCode, message: string }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string }
    | { __typename: 'MenuEditor', idUrl: string, name: string, path: string, published: boolean, style: string, interactive: boolean, dateUpdate: string | null, sections: Array<{ title: string, dishes: Array<{ name: string, description: string, priceCents: number | null }> }>, photos: Array<{ id: number, url: string, width: number, height: number, alt: string }>, daily: Array<{ id: number, title: string, description: string, priceCents: number | null, startsOn: string, endsOn: string, image: { id: number, url: string, width: number, height: number, alt: string } | null }> }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
   };

export type MyBookingQueryVariables = Exact<{
  idUrl: string;
}>;


export type MyBookingQuery = { myBooking:
    | { __typename: 'ActionError', code: ErrorCode, message: string }
    | { __typename: 'Booking', idUrl: string, name: string, path: string, published: boolean, phone: string | null, isResaPhone: boolean, bookingUrl: string | null, dateUpdate: string }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
   };

export type SaveBookingMutationVariables = Exact<{
  input: BookingInput;
}>;


export type SaveBookingMutation = { saveBooking:
    | { __typename: 'ActionError', code: ErrorCode, message: string }
    | { __typename: 'Booking', idUrl: string, name: string, path: string, published: boolean, phone: string | null, isResaPhone: boolean, bookingUrl: string | null, dateUpdate: string }
    | { __typename: 'InvalidInputError', field: string | null, code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
   };

export type MyStatisticsQueryVariables = Exact<{
  idUrl: string;
  days: number;
}>;


export type MyStatisticsQuery = { myStatistics:
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'Statistics', idUrl: string, period: number, firstDay: string, lastDay: string, days: Array<{ day: string, views: number, visitors: number, sessions: number, engagedSessions: number, engagementSeconds: number, phoneClicks: number, bookingClicks: number, favourites: number }>, previousDays: Array<{ day: string, views: number, visitors: number, sessions: number, engagedSessions: number, engagementSeconds: number, phoneClicks: number, bookingClicks: number, favourites: number }>, current: { views: number, visitors: number, sessions: number, engagedSessions: number, engagementSeconds: number, phoneClicks: number, bookingClicks: number, favourites: number, averageSessionDuration: number, engagementRate: number, screenPageViews: number, totalUsers: number }, previous: { views: number, visitors: number, sessions: number, engagedSessions: number, engagementSeconds: number, phoneClicks: number, bookingClicks: number, favourites: number, averageSessionDuration: number, engagementRate: number, screenPageViews: number, totalUsers: number } }
   };

export type StatisticsPartsFragment = { idUrl: string, period: number, firstDay: string, lastDay: string, days: Array<{ day: string, views: number, visitors: number, sessions: number, engagedSessions: number, engagementSeconds: number, phoneClicks: number, bookingClicks: number, favourites: number }>, previousDays: Array<{ day: string, views: number, visitors: number, sessions: number, engagedSessions: number, engagementSeconds: number, phoneClicks: number, bookingClicks: number, favourites: number }>, current: { views: number, visitors: number, sessions: number, engagedSessions: number, engagementSeconds: number, phoneClicks: number, bookingClicks: number, favourites: number, averageSessionDuration: number, engagementRate: number, screenPageViews: number, totalUsers: number }, previous: { views: number, visitors: number, sessions: number, engagedSessions: number, engagementSeconds: number, phoneClicks: number, bookingClicks: number, favourites: number, averageSessionDuration: number, engagementRate: number, screenPageViews: number, totalUsers: number } };

export type ReviewTargetQueryVariables = Exact<{
  idUrl: string;
}>;


export type ReviewTargetQuery = { reviewTarget:
    | { __typename: 'ActionError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ReviewTarget', idUrl: string, name: string, path: string }
   };

export type MyReviewsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyReviewsQuery = { myReviews: Array<{ id: number, idUrl: string, restaurantName: string, restaurantPath: string, rating: number, title: string | null, text: string, visitDate: string, meal: string | null, status: string, rejectionReason: string | null, rejectionDetails: string | null, createdAt: string, publishedAt: string | null, editedAt: string | null, verifiedVisit: boolean, hasReceipt: boolean, photos: Array<{ id: number | null, url: string, width: number, height: number }> }> };

export type MyReviewQueryVariables = Exact<{
  id: number;
}>;


export type MyReviewQuery = { myReview:
    | { __typename: 'MyReview', id: number, idUrl: string, restaurantName: string, restaurantPath: string, rating: number, title: string | null, text: string, visitDate: string, meal: string | null, status: string, publishedAt: string | null, editedAt: string | null, hasReceipt: boolean, photos: Array<{ id: number | null, url: string, width: number, height: number }> }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
   };

export type WriteReviewMutationVariables = Exact<{
  idUrl: string;
  input: ReviewInput;
}>;


export type WriteReviewMutation = { writeReview:
    | { __typename: 'ActionError', code: ErrorCode, message: string }
    | { __typename: 'InvalidInputError', field: string | null, code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ReviewSent', id: number, message: string }
   };

export type EditReviewMutationVariables = Exact<{
  id: number;
  input: ReviewInput;
}>;


export type EditReviewMutation = { editReview:
    | { __typename: 'ActionError', code: ErrorCode, message: string }
    | { __typename: 'InvalidInputError', field: string | null, code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ReviewSent', id: number, message: string }
   };

export type DeleteReviewMutationVariables = Exact<{
  id: number;
}>;


export type DeleteReviewMutation = { deleteReview:
    | { __typename: 'ActionError', code: ErrorCode, message: string }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ReviewDone', message: string }
   };

export type MyRestaurantReviewsQueryVariables = Exact<{
  idUrl: string;
}>;


export type MyRestaurantReviewsQuery = { myRestaurantReviews:
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'OwnerReviews', items: Array<{ id: number, authorName: string, rating: number, title: string | null, text: string, visitDate: string, publishedAt: string, editedAt: string | null, isNew: boolean, replyText: string | null, replyStatus: string | null, replyPublishedAt: string | null, replyEditedAt: string | null, replyRejectionReason: string | null, replyRejectionDetails: string | null }> }
   };

export type MarkReviewsSeenMutationVariables = Exact<{
  idUrl: string;
}>;


export type MarkReviewsSeenMutation = { markReviewsSeen:
    | { __typename: 'ActionError' }
    | { __typename: 'InvalidInputError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'ReviewDone' }
   };

export type ReplyToReviewMutationVariables = Exact<{
  input: ReplyInput;
}>;


export type ReplyToReviewMutation = { replyToReview:
    | { __typename: 'ActionError', code: ErrorCode, message: string }
    | { __typename: 'InvalidInputError', field: string | null, code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ReviewDone', message: string }
   };

export type DeleteReviewPhotoMutationVariables = Exact<{
  id: number;
}>;


export type DeleteReviewPhotoMutation = { deleteReviewPhoto:
    | { __typename: 'ActionError', code: ErrorCode, message: string }
    | { __typename: 'InvalidInputError', code: ErrorCode, message: string }
    | { __typename: 'NotFoundError', code: ErrorCode, message: string }
    | { __typename: 'ReviewDone', message: string }
   };

type UserErrorFields_ActionError_Fragment = { code: ErrorCode, message: string };

type UserErrorFields_InvalidInputError_Fragment = { code: ErrorCode, message: string };

type UserErrorFields_NotFoundError_Fragment = { code: ErrorCode, message: string };

export type UserErrorFieldsFragment =
  | UserErrorFields_ActionError_Fragment
  | UserErrorFields_InvalidInputError_Fragment
  | UserErrorFields_NotFoundError_Fragment
;

export const AccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"biography"}},{"kind":"Field","name":{"kind":"Name","value":"newsletter"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}}]}}]} as unknown as DocumentNode<AccountFieldsFragment, unknown>;
export const DirectoryRestaurantPartsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DirectoryRestaurantParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DirectoryRestaurant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"}},{"kind":"Field","name":{"kind":"Name","value":"dateUpdate"}}]}}]} as unknown as DocumentNode<DirectoryRestaurantPartsFragment, unknown>;
export const InvoiceLineFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"unitHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountLabel"}},{"kind":"Field","name":{"kind":"Name","value":"discountHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"discountQuantity"}}]}}]} as unknown as DocumentNode<InvoiceLineFieldsFragment, unknown>;
export const SubscriptionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantId"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endedByMijote"}},{"kind":"Field","name":{"kind":"Name","value":"renewalHolds"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantOnline"}},{"kind":"Field","name":{"kind":"Name","value":"failedAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"cardLastDigits"}},{"kind":"Field","name":{"kind":"Name","value":"cardExpiry"}},{"kind":"Field","name":{"kind":"Name","value":"amountTtcCents"}}]}}]} as unknown as DocumentNode<SubscriptionFieldsFragment, unknown>;
export const CardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"citySlug"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"cuisines"}},{"kind":"Field","name":{"kind":"Name","value":"averagePrice"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"datePublished"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<CardFieldsFragment, unknown>;
export const DescriptionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DescriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantDescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publicPath"}},{"kind":"Field","name":{"kind":"Name","value":"biography"}},{"kind":"Field","name":{"kind":"Name","value":"devanture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gallery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}}]} as unknown as DocumentNode<DescriptionFieldsFragment, unknown>;
export const RestaurantInfoFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestaurantInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"cuisines"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"averagePrice"}},{"kind":"Field","name":{"kind":"Name","value":"filters"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"hours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"ranges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opens"}},{"kind":"Field","name":{"kind":"Name","value":"closes"}},{"kind":"Field","name":{"kind":"Name","value":"pastMidnight"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"specialDates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"ranges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opens"}},{"kind":"Field","name":{"kind":"Name","value":"closes"}},{"kind":"Field","name":{"kind":"Name","value":"pastMidnight"}}]}}]}}]}}]} as unknown as DocumentNode<RestaurantInfoFieldsFragment, unknown>;
export const MenuEditorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuEditorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuEditor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"interactive"}},{"kind":"Field","name":{"kind":"Name","value":"dateUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dishes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"daily"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}}]}}]} as unknown as DocumentNode<MenuEditorFieldsFragment, unknown>;
export const StatisticsPartsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatisticsParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Statistics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"firstDay"}},{"kind":"Field","name":{"kind":"Name","value":"lastDay"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"visitors"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}},{"kind":"Field","name":{"kind":"Name","value":"engagedSessions"}},{"kind":"Field","name":{"kind":"Name","value":"engagementSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"phoneClicks"}},{"kind":"Field","name":{"kind":"Name","value":"bookingClicks"}},{"kind":"Field","name":{"kind":"Name","value":"favourites"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previousDays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"visitors"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}},{"kind":"Field","name":{"kind":"Name","value":"engagedSessions"}},{"kind":"Field","name":{"kind":"Name","value":"engagementSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"phoneClicks"}},{"kind":"Field","name":{"kind":"Name","value":"bookingClicks"}},{"kind":"Field","name":{"kind":"Name","value":"favourites"}}]}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"visitors"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}},{"kind":"Field","name":{"kind":"Name","value":"engagedSessions"}},{"kind":"Field","name":{"kind":"Name","value":"engagementSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"phoneClicks"}},{"kind":"Field","name":{"kind":"Name","value":"bookingClicks"}},{"kind":"Field","name":{"kind":"Name","value":"favourites"}},{"kind":"Field","name":{"kind":"Name","value":"averageSessionDuration"}},{"kind":"Field","name":{"kind":"Name","value":"engagementRate"}},{"kind":"Field","name":{"kind":"Name","value":"screenPageViews"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"visitors"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}},{"kind":"Field","name":{"kind":"Name","value":"engagedSessions"}},{"kind":"Field","name":{"kind":"Name","value":"engagementSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"phoneClicks"}},{"kind":"Field","name":{"kind":"Name","value":"bookingClicks"}},{"kind":"Field","name":{"kind":"Name","value":"favourites"}},{"kind":"Field","name":{"kind":"Name","value":"averageSessionDuration"}},{"kind":"Field","name":{"kind":"Name","value":"engagementRate"}},{"kind":"Field","name":{"kind":"Name","value":"screenPageViews"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}}]}}]}}]} as unknown as DocumentNode<StatisticsPartsFragment, unknown>;
export const UserErrorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<UserErrorFieldsFragment, unknown>;
export const SignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SignUpMutation, SignUpMutationVariables>;
export const VerifyEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"biography"}},{"kind":"Field","name":{"kind":"Name","value":"newsletter"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const ResendVerificationCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendVerificationCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendVerificationCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Done"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ResendVerificationCodeMutation, ResendVerificationCodeMutationVariables>;
export const LogInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"space"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginSpace"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"space"},"value":{"kind":"Variable","name":{"kind":"Name","value":"space"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SecondFactorRequired"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"challenge"}},{"kind":"Field","name":{"kind":"Name","value":"setupSecret"}},{"kind":"Field","name":{"kind":"Name","value":"setupUri"}},{"kind":"Field","name":{"kind":"Name","value":"setupQr"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"biography"}},{"kind":"Field","name":{"kind":"Name","value":"newsletter"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<LogInMutation, LogInMutationVariables>;
export const ConfirmSecondFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmSecondFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challenge"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmSecondFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"challenge"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challenge"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SecondFactorSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ConfirmSecondFactorMutation, ConfirmSecondFactorMutationVariables>;
export const LogOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogOut"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"space"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginSpace"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logOut"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"space"},"value":{"kind":"Variable","name":{"kind":"Name","value":"space"}}}]}]}}]} as unknown as DocumentNode<LogOutMutation, LogOutMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Done"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"biography"}},{"kind":"Field","name":{"kind":"Name","value":"newsletter"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"biography"}},{"kind":"Field","name":{"kind":"Name","value":"newsletter"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"biography"}},{"kind":"Field","name":{"kind":"Name","value":"newsletter"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const MyDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myData"}}]}}]} as unknown as DocumentNode<MyDataQuery, MyDataQueryVariables>;
export const DeleteAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Done"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const PublicProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idUser"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idUser"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idUser"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"biography"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restaurantName"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantPath"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"visitDate"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<PublicProfileQuery, PublicProfileQueryVariables>;
export const DirectoryRestaurantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DirectoryRestaurants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DirectoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"directoryRestaurants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DirectoryPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DirectoryRestaurantParts"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DirectoryRestaurantParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DirectoryRestaurant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"}},{"kind":"Field","name":{"kind":"Name","value":"dateUpdate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DirectoryRestaurantsQuery, DirectoryRestaurantsQueryVariables>;
export const RestaurantFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestaurantFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restaurantFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idUrl"}}},{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantFileView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restaurant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DirectoryRestaurantParts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"datePublished"}},{"kind":"Field","name":{"kind":"Name","value":"previewPath"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"cardLastDigits"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionEndsOn"}},{"kind":"Field","name":{"kind":"Name","value":"renewalHolds"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionDecisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"ground"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveOn"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"totalTtcCents"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registrationLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"accountCreated"}},{"kind":"Field","name":{"kind":"Name","value":"handedOver"}}]}},{"kind":"Field","name":{"kind":"Name","value":"log"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"actionLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatisticsParts"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DirectoryRestaurantParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DirectoryRestaurant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"}},{"kind":"Field","name":{"kind":"Name","value":"dateUpdate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatisticsParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Statistics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"firstDay"}},{"kind":"Field","name":{"kind":"Name","value":"lastDay"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"visitors"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}},{"kind":"Field","name":{"kind":"Name","value":"engagedSessions"}},{"kind":"Field","name":{"kind":"Name","value":"engagementSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"phoneClicks"}},{"kind":"Field","name":{"kind":"Name","value":"bookingClicks"}},{"kind":"Field","name":{"kind":"Name","value":"favourites"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previousDays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"visitors"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}},{"kind":"Field","name":{"kind":"Name","value":"engagedSessions"}},{"kind":"Field","name":{"kind":"Name","value":"engagementSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"phoneClicks"}},{"kind":"Field","name":{"kind":"Name","value":"bookingClicks"}},{"kind":"Field","name":{"kind":"Name","value":"favourites"}}]}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"visitors"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}},{"kind":"Field","name":{"kind":"Name","value":"engagedSessions"}},{"kind":"Field","name":{"kind":"Name","value":"engagementSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"phoneClicks"}},{"kind":"Field","name":{"kind":"Name","value":"bookingClicks"}},{"kind":"Field","name":{"kind":"Name","value":"favourites"}},{"kind":"Field","name":{"kind":"Name","value":"averageSessionDuration"}},{"kind":"Field","name":{"kind":"Name","value":"engagementRate"}},{"kind":"Field","name":{"kind":"Name","value":"screenPageViews"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"visitors"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}},{"kind":"Field","name":{"kind":"Name","value":"engagedSessions"}},{"kind":"Field","name":{"kind":"Name","value":"engagementSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"phoneClicks"}},{"kind":"Field","name":{"kind":"Name","value":"bookingClicks"}},{"kind":"Field","name":{"kind":"Name","value":"favourites"}},{"kind":"Field","name":{"kind":"Name","value":"averageSessionDuration"}},{"kind":"Field","name":{"kind":"Name","value":"engagementRate"}},{"kind":"Field","name":{"kind":"Name","value":"screenPageViews"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<RestaurantFileQuery, RestaurantFileQueryVariables>;
export const SetRestaurantOnlineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetRestaurantOnline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantOnlineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRestaurantOnline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantOnlineChanged"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SetRestaurantOnlineMutation, SetRestaurantOnlineMutationVariables>;
export const DecideSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionDecisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionDecided"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DecideSubscriptionMutation, DecideSubscriptionMutationVariables>;
export const DirectoryAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DirectoryAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"directoryAccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountsPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantName"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DirectoryAccountsQuery, DirectoryAccountsQueryVariables>;
export const SetAccountDisabledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAccountDisabled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountDisabledInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAccountDisabled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountDisabledChanged"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SetAccountDisabledMutation, SetAccountDisabledMutationVariables>;
export const ResendVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationResent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ResendVerificationMutation, ResendVerificationMutationVariables>;
export const DirectoryFiguresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DirectoryFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"directoryFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"byStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byCity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"revenue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"htCents"}},{"kind":"Field","name":{"kind":"Name","value":"vatCents"}},{"kind":"Field","name":{"kind":"Name","value":"ttcCents"}},{"kind":"Field","name":{"kind":"Name","value":"invoices"}}]}},{"kind":"Field","name":{"kind":"Name","value":"waitingRequests"}},{"kind":"Field","name":{"kind":"Name","value":"oldestWaitingHours"}},{"kind":"Field","name":{"kind":"Name","value":"averageWaitingHours"}}]}}]}}]} as unknown as DocumentNode<DirectoryFiguresQuery, DirectoryFiguresQueryVariables>;
export const SendRegistrationLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendRegistrationLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendRegistrationLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationLinkSent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SendRegistrationLinkMutation, SendRegistrationLinkMutationVariables>;
export const PaymentResultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentResult"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ref"}},{"kind":"Field","name":{"kind":"Name","value":"auto"}},{"kind":"Field","name":{"kind":"Name","value":"erreur"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionState"}},{"kind":"Field","name":{"kind":"Name","value":"command"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceLineFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"unitHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountLabel"}},{"kind":"Field","name":{"kind":"Name","value":"discountHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"discountQuantity"}}]}}]} as unknown as DocumentNode<PaymentResultQuery, PaymentResultQueryVariables>;
export const MyBillingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyBilling"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myInvoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"totalTtcCents"}},{"kind":"Field","name":{"kind":"Name","value":"test"}}]}},{"kind":"Field","name":{"kind":"Name","value":"siteInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSandbox"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantId"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endedByMijote"}},{"kind":"Field","name":{"kind":"Name","value":"renewalHolds"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantOnline"}},{"kind":"Field","name":{"kind":"Name","value":"failedAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"cardLastDigits"}},{"kind":"Field","name":{"kind":"Name","value":"cardExpiry"}},{"kind":"Field","name":{"kind":"Name","value":"amountTtcCents"}}]}}]} as unknown as DocumentNode<MyBillingQuery, MyBillingQueryVariables>;
export const InvoiceDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoiceDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantName"}},{"kind":"Field","name":{"kind":"Name","value":"vatRate"}},{"kind":"Field","name":{"kind":"Name","value":"totalHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalDiscountCents"}},{"kind":"Field","name":{"kind":"Name","value":"netHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"vatCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalTtcCents"}},{"kind":"Field","name":{"kind":"Name","value":"test"}},{"kind":"Field","name":{"kind":"Name","value":"buyer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seller"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"siren"}},{"kind":"Field","name":{"kind":"Name","value":"siret"}},{"kind":"Field","name":{"kind":"Name","value":"rcs"}},{"kind":"Field","name":{"kind":"Name","value":"capital"}},{"kind":"Field","name":{"kind":"Name","value":"vatNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceLineFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"siteInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productionHost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"unitHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountLabel"}},{"kind":"Field","name":{"kind":"Name","value":"discountHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"discountQuantity"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<InvoiceDocumentQuery, InvoiceDocumentQueryVariables>;
export const CancelSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"restaurantId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"restaurantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"restaurantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantId"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endedByMijote"}},{"kind":"Field","name":{"kind":"Name","value":"renewalHolds"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantOnline"}},{"kind":"Field","name":{"kind":"Name","value":"failedAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"cardLastDigits"}},{"kind":"Field","name":{"kind":"Name","value":"cardExpiry"}},{"kind":"Field","name":{"kind":"Name","value":"amountTtcCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<CancelSubscriptionMutation, CancelSubscriptionMutationVariables>;
export const ResumeSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumeSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"restaurantId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"restaurantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"restaurantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantId"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endedByMijote"}},{"kind":"Field","name":{"kind":"Name","value":"renewalHolds"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantOnline"}},{"kind":"Field","name":{"kind":"Name","value":"failedAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"cardLastDigits"}},{"kind":"Field","name":{"kind":"Name","value":"cardExpiry"}},{"kind":"Field","name":{"kind":"Name","value":"amountTtcCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ResumeSubscriptionMutation, ResumeSubscriptionMutationVariables>;
export const StartCardUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartCardUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"restaurantId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startCardUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"restaurantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"restaurantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CardCheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"paymentToken"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<StartCardUpdateMutation, StartCardUpdateMutationVariables>;
export const SignInAfterPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignInAfterPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accesToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInAfterPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"accesToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accesToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SignInAfterPaymentMutation, SignInAfterPaymentMutationVariables>;
export const MyFavouriteIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyFavouriteIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"favouriteIds"}}]}}]}}]} as unknown as DocumentNode<MyFavouriteIdsQuery, MyFavouriteIdsQueryVariables>;
export const ToggleFavouriteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ToggleFavourite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toggleFavourite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idUrl"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FavouriteToggle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isFav"}},{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"favourites"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ToggleFavouriteMutation, ToggleFavouriteMutationVariables>;
export const MyFavouritesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyFavourites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myFavourites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"citySlug"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"cuisines"}},{"kind":"Field","name":{"kind":"Name","value":"averagePrice"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"datePublished"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<MyFavouritesQuery, MyFavouritesQueryVariables>;
export const CityPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CityPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"texts"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SiteTextsPage"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"department"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteTexts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"texts"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banner"}},{"kind":"Field","name":{"kind":"Name","value":"intro"}},{"kind":"Field","name":{"kind":"Name","value":"faq"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"departmentPage"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"department"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restaurantCount"}},{"kind":"Field","name":{"kind":"Name","value":"averagePrice"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bestRated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topCities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cityPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"department"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CityPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restaurantCount"}},{"kind":"Field","name":{"kind":"Name","value":"averagePrice"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bestRated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}}]}},{"kind":"Field","name":{"kind":"Name","value":"otherCities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CityPageQuery, CityPageQueryVariables>;
export const CitySuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CitySuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"citySuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CitySuggestionsQuery, CitySuggestionsQueryVariables>;
export const SiteInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"siren"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"director"}},{"kind":"Field","name":{"kind":"Name","value":"host"}},{"kind":"Field","name":{"kind":"Name","value":"publicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mapsEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"mapsApiKey"}},{"kind":"Field","name":{"kind":"Name","value":"mapTileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mapTileAttribution"}},{"kind":"Field","name":{"kind":"Name","value":"socialLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instagram"}},{"kind":"Field","name":{"kind":"Name","value":"facebook"}},{"kind":"Field","name":{"kind":"Name","value":"linkedin"}}]}}]}}]}}]} as unknown as DocumentNode<SiteInfoQuery, SiteInfoQueryVariables>;
export const MapPinsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MapPins"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mapPins"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MapPins"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"truncated"}},{"kind":"Field","name":{"kind":"Name","value":"closest"}},{"kind":"Field","name":{"kind":"Name","value":"pins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"averagePrice"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<MapPinsQuery, MapPinsQueryVariables>;
export const PublicationQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicationQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicationQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"previewPath"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}}]}}]}}]} as unknown as DocumentNode<PublicationQueueQuery, PublicationQueueQueryVariables>;
export const DecidePublicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecidePublication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublicationDecisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decidePublication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicationDecided"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DecidePublicationMutation, DecidePublicationMutationVariables>;
export const ModerationLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModerationLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderationLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actionLabel"}},{"kind":"Field","name":{"kind":"Name","value":"targetKind"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"targetLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<ModerationLogQuery, ModerationLogQueryVariables>;
export const ReviewReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewReports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewReports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewId"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantName"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantIdUrl"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"visitDate"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedIn"}}]}}]}}]}}]} as unknown as DocumentNode<ReviewReportsQuery, ReviewReportsQueryVariables>;
export const DecideReviewReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideReviewReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewReportsDecisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideReviewReports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewReportsDecided"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewId"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DecideReviewReportsMutation, DecideReviewReportsMutationVariables>;
export const ReviewQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewQueueInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewQueuePage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"oldestWaitingHours"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantName"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantPath"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"visitDate"}},{"kind":"Field","name":{"kind":"Name","value":"meal"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"authorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"hasReceipt"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ReviewQueueQuery, ReviewQueueQueryVariables>;
export const DecideReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewDecisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewDone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DecideReviewMutation, DecideReviewMutationVariables>;
export const ReplyQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReplyQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedBefore"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantName"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantPath"}},{"kind":"Field","name":{"kind":"Name","value":"reviewTitle"}},{"kind":"Field","name":{"kind":"Name","value":"reviewText"}},{"kind":"Field","name":{"kind":"Name","value":"reviewAuthor"}},{"kind":"Field","name":{"kind":"Name","value":"reviewRating"}}]}}]}}]} as unknown as DocumentNode<ReplyQueueQuery, ReplyQueueQueryVariables>;
export const DecideReplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideReply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewDecisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideReply"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewDone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DecideReplyMutation, DecideReplyMutationVariables>;
export const PageElementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PageElements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageElements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"shownOn"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"author"}}]}}]}}]}}]} as unknown as DocumentNode<PageElementsQuery, PageElementsQueryVariables>;
export const PageElementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PageElement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageElement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageElementView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"shownOn"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<PageElementQuery, PageElementQueryVariables>;
export const SavePageElementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavePageElement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PageElementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePageElement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageElementSaved"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SavePageElementMutation, SavePageElementMutationVariables>;
export const PublicationInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicationInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"restaurant"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicationInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"restaurant"},"value":{"kind":"Variable","name":{"kind":"Name","value":"restaurant"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"done"}}]}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionActive"}},{"kind":"Field","name":{"kind":"Name","value":"pendingSince"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"previewPath"}}]}}]}}]} as unknown as DocumentNode<PublicationInfoQuery, PublicationInfoQueryVariables>;
export const SendPublicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendPublication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"restaurant"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPublication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"restaurant"},"value":{"kind":"Variable","name":{"kind":"Name","value":"restaurant"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicationSent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SendPublicationMutation, SendPublicationMutationVariables>;
export const RequestRegistrationLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestRegistrationLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestRegistrationLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Done"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<RequestRegistrationLinkMutation, RequestRegistrationLinkMutationVariables>;
export const RegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Registration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Registration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"newsletter"}},{"kind":"Field","name":{"kind":"Name","value":"restaurant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<RegistrationQuery, RegistrationQueryVariables>;
export const SendRegistrationCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendRegistrationCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"birthDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendRegistrationCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}}},{"kind":"Argument","name":{"kind":"Name","value":"lastName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}}},{"kind":"Argument","name":{"kind":"Name","value":"birthDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"birthDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Done"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SendRegistrationCodeMutation, SendRegistrationCodeMutationVariables>;
export const CreateRegistrationAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRegistrationAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRegistrationAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Done"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<CreateRegistrationAccountMutation, CreateRegistrationAccountMutationVariables>;
export const SaveRegistrationRestaurantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveRegistrationRestaurant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationRestaurantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveRegistrationRestaurant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SaveRegistrationRestaurantMutation, SaveRegistrationRestaurantMutationVariables>;
export const AddressSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddressSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"city"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}},{"kind":"Argument","name":{"kind":"Name","value":"city"},"value":{"kind":"Variable","name":{"kind":"Name","value":"city"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddressSuggestions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"match"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AddressSuggestionsQuery, AddressSuggestionsQueryVariables>;
export const CommuneCentreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommuneCentre"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"citySuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"postcodes"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}}]}}]}}]} as unknown as DocumentNode<CommuneCentreQuery, CommuneCentreQueryVariables>;
export const RestaurantPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestaurantPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"previewToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restaurant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idUrl"}}},{"kind":"Argument","name":{"kind":"Name","value":"previewToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"previewToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Restaurant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"citySlug"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"cuisines"}},{"kind":"Field","name":{"kind":"Name","value":"averagePrice"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"bookingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isResaPhone"}},{"kind":"Field","name":{"kind":"Name","value":"biography"}},{"kind":"Field","name":{"kind":"Name","value":"filters"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}},{"kind":"Field","name":{"kind":"Name","value":"specialDates"}},{"kind":"Field","name":{"kind":"Name","value":"dateUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"authorId"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"visitDate"}},{"kind":"Field","name":{"kind":"Name","value":"meal"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verifiedVisit"}},{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantOffline"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"citySlug"}},{"kind":"Field","name":{"kind":"Name","value":"similar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"citySlug"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"cuisines"}},{"kind":"Field","name":{"kind":"Name","value":"averagePrice"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"datePublished"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<RestaurantPageQuery, RestaurantPageQueryVariables>;
export const RestaurantMenuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestaurantMenu"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"previewToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restaurantMenu"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idUrl"}}},{"kind":"Argument","name":{"kind":"Name","value":"previewToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"previewToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Menu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"interactive"}},{"kind":"Field","name":{"kind":"Name","value":"dateUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dishes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"daily"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<RestaurantMenuQuery, RestaurantMenuQueryVariables>;
export const ReportPhoneClickDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportPhoneClick"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportPhoneClick"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idUrl"}}},{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PhoneClickResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"counted"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ReportPhoneClickMutation, ReportPhoneClickMutationVariables>;
export const ReportReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportReviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewReported"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ReportReviewMutation, ReportReviewMutationVariables>;
export const SearchRestaurantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchRestaurants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchRestaurants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SearchResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"closest"}},{"kind":"Field","name":{"kind":"Name","value":"relaxed"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"citySlug"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"cuisines"}},{"kind":"Field","name":{"kind":"Name","value":"averagePrice"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"datePublished"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SearchRestaurantsQuery, SearchRestaurantsQueryVariables>;
export const SearchSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"citySlug"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"near"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"NearInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"citySlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"citySlug"}}},{"kind":"Argument","name":{"kind":"Name","value":"near"},"value":{"kind":"Variable","name":{"kind":"Name","value":"near"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<SearchSuggestionsQuery, SearchSuggestionsQueryVariables>;
export const RestaurantDescriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestaurantDescription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"restaurant"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restaurantDescription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"restaurant"},"value":{"kind":"Variable","name":{"kind":"Name","value":"restaurant"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DescriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DescriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantDescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publicPath"}},{"kind":"Field","name":{"kind":"Name","value":"biography"}},{"kind":"Field","name":{"kind":"Name","value":"devanture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gallery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}}]} as unknown as DocumentNode<RestaurantDescriptionQuery, RestaurantDescriptionQueryVariables>;
export const SaveRestaurantDescriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveRestaurantDescription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DescriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveRestaurantDescription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DescriptionSaved"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changes"}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DescriptionFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DescriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantDescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publicPath"}},{"kind":"Field","name":{"kind":"Name","value":"biography"}},{"kind":"Field","name":{"kind":"Name","value":"devanture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gallery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SaveRestaurantDescriptionMutation, SaveRestaurantDescriptionMutationVariables>;
export const DeleteRestaurantPhotoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRestaurantPhoto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"restaurant"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"photo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRestaurantPhoto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"restaurant"},"value":{"kind":"Variable","name":{"kind":"Name","value":"restaurant"}}},{"kind":"Argument","name":{"kind":"Name","value":"photo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"photo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantDescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DescriptionFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DescriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantDescription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publicPath"}},{"kind":"Field","name":{"kind":"Name","value":"biography"}},{"kind":"Field","name":{"kind":"Name","value":"devanture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gallery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DeleteRestaurantPhotoMutation, DeleteRestaurantPhotoMutationVariables>;
export const MyRestaurantInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyRestaurantInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myRestaurantInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idUrl"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestaurantInfoFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestaurantInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"cuisines"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"averagePrice"}},{"kind":"Field","name":{"kind":"Name","value":"filters"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"hours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"ranges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opens"}},{"kind":"Field","name":{"kind":"Name","value":"closes"}},{"kind":"Field","name":{"kind":"Name","value":"pastMidnight"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"specialDates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"ranges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opens"}},{"kind":"Field","name":{"kind":"Name","value":"closes"}},{"kind":"Field","name":{"kind":"Name","value":"pastMidnight"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<MyRestaurantInfoQuery, MyRestaurantInfoQueryVariables>;
export const SaveRestaurantInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveRestaurantInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantInfoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveRestaurantInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RestaurantInfoSaved"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"cuisines"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"averagePrice"}},{"kind":"Field","name":{"kind":"Name","value":"filters"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"hours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"ranges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opens"}},{"kind":"Field","name":{"kind":"Name","value":"closes"}},{"kind":"Field","name":{"kind":"Name","value":"pastMidnight"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"specialDates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"ranges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opens"}},{"kind":"Field","name":{"kind":"Name","value":"closes"}},{"kind":"Field","name":{"kind":"Name","value":"pastMidnight"}}]}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SaveRestaurantInfoMutation, SaveRestaurantInfoMutationVariables>;
export const InfoAddressSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InfoAddressSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"city"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}},{"kind":"Argument","name":{"kind":"Name","value":"city"},"value":{"kind":"Variable","name":{"kind":"Name","value":"city"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddressSuggestions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"match"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<InfoAddressSuggestionsQuery, InfoAddressSuggestionsQueryVariables>;
export const MyMenuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyMenu"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myMenu"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idUrl"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuEditor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuEditorFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuEditorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuEditor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"interactive"}},{"kind":"Field","name":{"kind":"Name","value":"dateUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dishes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"daily"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<MyMenuQuery, MyMenuQueryVariables>;
export const SaveMenuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveMenu"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MenuInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveMenu"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuEditor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuEditorFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuEditorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuEditor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"interactive"}},{"kind":"Field","name":{"kind":"Name","value":"dateUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dishes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"daily"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SaveMenuMutation, SaveMenuMutationVariables>;
export const SaveDailyMenuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveDailyMenu"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DailyMenuInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDailyMenu"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EditableDailyMenu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SaveDailyMenuMutation, SaveDailyMenuMutationVariables>;
export const DeleteDailyMenuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDailyMenu"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDailyMenu"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idUrl"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuEditor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuEditorFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuEditorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuEditor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"interactive"}},{"kind":"Field","name":{"kind":"Name","value":"dateUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dishes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"daily"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DeleteDailyMenuMutation, DeleteDailyMenuMutationVariables>;
export const MyBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idUrl"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isResaPhone"}},{"kind":"Field","name":{"kind":"Name","value":"bookingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"dateUpdate"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<MyBookingQuery, MyBookingQueryVariables>;
export const SaveBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isResaPhone"}},{"kind":"Field","name":{"kind":"Name","value":"bookingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"dateUpdate"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SaveBookingMutation, SaveBookingMutationVariables>;
export const MyStatisticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyStatistics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myStatistics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idUrl"}}},{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Statistics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatisticsParts"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatisticsParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Statistics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"firstDay"}},{"kind":"Field","name":{"kind":"Name","value":"lastDay"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"visitors"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}},{"kind":"Field","name":{"kind":"Name","value":"engagedSessions"}},{"kind":"Field","name":{"kind":"Name","value":"engagementSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"phoneClicks"}},{"kind":"Field","name":{"kind":"Name","value":"bookingClicks"}},{"kind":"Field","name":{"kind":"Name","value":"favourites"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previousDays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"visitors"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}},{"kind":"Field","name":{"kind":"Name","value":"engagedSessions"}},{"kind":"Field","name":{"kind":"Name","value":"engagementSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"phoneClicks"}},{"kind":"Field","name":{"kind":"Name","value":"bookingClicks"}},{"kind":"Field","name":{"kind":"Name","value":"favourites"}}]}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"visitors"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}},{"kind":"Field","name":{"kind":"Name","value":"engagedSessions"}},{"kind":"Field","name":{"kind":"Name","value":"engagementSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"phoneClicks"}},{"kind":"Field","name":{"kind":"Name","value":"bookingClicks"}},{"kind":"Field","name":{"kind":"Name","value":"favourites"}},{"kind":"Field","name":{"kind":"Name","value":"averageSessionDuration"}},{"kind":"Field","name":{"kind":"Name","value":"engagementRate"}},{"kind":"Field","name":{"kind":"Name","value":"screenPageViews"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"visitors"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}},{"kind":"Field","name":{"kind":"Name","value":"engagedSessions"}},{"kind":"Field","name":{"kind":"Name","value":"engagementSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"phoneClicks"}},{"kind":"Field","name":{"kind":"Name","value":"bookingClicks"}},{"kind":"Field","name":{"kind":"Name","value":"favourites"}},{"kind":"Field","name":{"kind":"Name","value":"averageSessionDuration"}},{"kind":"Field","name":{"kind":"Name","value":"engagementRate"}},{"kind":"Field","name":{"kind":"Name","value":"screenPageViews"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<MyStatisticsQuery, MyStatisticsQueryVariables>;
export const ReviewTargetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewTarget"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewTarget"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idUrl"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewTarget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ReviewTargetQuery, ReviewTargetQueryVariables>;
export const MyReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyReviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myReviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantName"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantPath"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"visitDate"}},{"kind":"Field","name":{"kind":"Name","value":"meal"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionDetails"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedVisit"}},{"kind":"Field","name":{"kind":"Name","value":"hasReceipt"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]}}]} as unknown as DocumentNode<MyReviewsQuery, MyReviewsQueryVariables>;
export const MyReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyReview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idUrl"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantName"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantPath"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"visitDate"}},{"kind":"Field","name":{"kind":"Name","value":"meal"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasReceipt"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<MyReviewQuery, MyReviewQueryVariables>;
export const WriteReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WriteReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"writeReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idUrl"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewSent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<WriteReviewMutation, WriteReviewMutationVariables>;
export const EditReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewSent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<EditReviewMutation, EditReviewMutationVariables>;
export const DeleteReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewDone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DeleteReviewMutation, DeleteReviewMutationVariables>;
export const MyRestaurantReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyRestaurantReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myRestaurantReviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idUrl"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OwnerReviews"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"visitDate"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"replyText"}},{"kind":"Field","name":{"kind":"Name","value":"replyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"replyPublishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"replyEditedAt"}},{"kind":"Field","name":{"kind":"Name","value":"replyRejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"replyRejectionDetails"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<MyRestaurantReviewsQuery, MyRestaurantReviewsQueryVariables>;
export const MarkReviewsSeenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkReviewsSeen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markReviewsSeen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idUrl"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<MarkReviewsSeenMutation, MarkReviewsSeenMutationVariables>;
export const ReplyToReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplyToReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReplyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyToReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewDone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ReplyToReviewMutation, ReplyToReviewMutationVariables>;
export const DeleteReviewPhotoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteReviewPhoto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteReviewPhoto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewDone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DeleteReviewPhotoMutation, DeleteReviewPhotoMutationVariables>;
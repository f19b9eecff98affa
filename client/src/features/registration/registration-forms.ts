import {
  checkBirthDate, checkEmail, checkFirstName, checkLastName, checkPassword, checkPasswordConfirmation, normaliseEmail,
} from '../../../../common/account-rules';
import { checkRegistrationMessage, checkRestaurantName, REGISTRATION_LIMITS, REGISTRATION_MESSAGES } from '../../../../common/registration-rules';
import { checkAddress, checkPhone, isMaineEtLoirePostcode } from '../../../../common/validation';
import type { FormRules } from '../../ui/forms';

/**
 * The registration forms' rules: the common/ checks the server applies to the same inputs (registration.type.ts),
 * wired to the fields. No rule or French message is written here.
 */
const trim = (value: string) => value.trim();
const email = { normalise: normaliseEmail, check: checkEmail };
/** Phone as typed: digits and spaces only (SPEC §5), checked without its spaces. */
const phone = { normalise: (v: string) => v.replace(/[^\d ]/g, ''), check: checkPhone };

export const FIELD_MAX = { restaurantName: REGISTRATION_LIMITS.restaurantNameMax, message: REGISTRATION_LIMITS.message, address: 120, city: 50, phone: 14 } as const;

/** `cityName` is what the commune field shows; `citySlug` the commune picked among its suggestions. */
export interface RequestValues { restaurantName: string; cityName: string; citySlug: string; email: string; phone: string; message: string }
export const requestRules: FormRules<RequestValues> = {
  restaurantName: { normalise: trim, check: checkRestaurantName },
  cityName: (_name, values) => (values.citySlug ? null : REGISTRATION_MESSAGES.cityUnknown),
  email,
  phone,
  message: checkRegistrationMessage,
};

export interface AccountValues {
  firstName: string; lastName: string; day: string; month: string; year: string; email: string; password: string; confirmation: string;
}
export const accountRules: FormRules<AccountValues> = {
  firstName: { normalise: trim, check: checkFirstName },
  lastName: { normalise: trim, check: checkLastName },
  // The three boxes are one rule: BirthDateField shows its message under the whole date, not under the year.
  year: (year, v) => checkBirthDate(v.day, v.month, year),
  email,
  password: checkPassword,
  confirmation: (confirmation, values) => checkPasswordConfirmation(values.password, confirmation),
};
/** yyyy-mm-dd from the three boxes (already checked). */
export const birthDateOf = (v: Pick<AccountValues, 'day' | 'month' | 'year'>) => `${v.year}-${v.month}-${v.day}`;

export interface RestaurantValues {
  name: string; address: string; city: string; postalCode: string; phone: string; newsletter: boolean; terms: boolean;
}
export const restaurantRules: FormRules<RestaurantValues> = {
  name: { normalise: trim, check: checkRestaurantName },
  address: { normalise: trim, check: checkAddress },
  city: (city) => (city.trim() ? null : REGISTRATION_MESSAGES.cityUnknown),
  postalCode: (code) => (isMaineEtLoirePostcode(code.trim()) ? null : REGISTRATION_MESSAGES.postcodeOutside),
  phone,
  terms: (accepted) => (accepted ? null : REGISTRATION_MESSAGES.termsRequired),
};


import { checkRestaurantName } from '../../../../../common/registration-rules';
import {
  checkAveragePrice, checkCuisines, checkRestaurantFilters, checkRestaurantPostcode, checkSpecialDates, checkTypes, checkWeekHours,
  type DayHoursValue, type SpecialDateInputValue, type SpecialDateMode,
} from '../../../../../common/restaurant-info-rules';
import { parisToday } from '../../../../../common/search';
import { checkAddress, checkPhone } from '../../../../../common/validation';
import type { FormRules } from '../../../ui/forms';
import type { RestaurantInfoFieldsFragment, RestaurantInfoInput } from '../../../graphql/__generated__/graphql';

/** The information page's form: the saved information, as the fields hold it. */
export interface InfoValues {
  name: string;
  types: string[];
  cuisines: string[];
  street: string;
  city: string;
  postalCode: string;
  phone: string;
  /** As typed; a whole number of euros once checked. */
  averagePrice: string;
  filters: string[];
  /** The seven days, Monday first, each with none, one or two ranges. */
  hours: DayHoursValue[];
  specialDates: SpecialDateInputValue[];
}

const trim = (v: string) => v.trim();

/** The rules of common/restaurant-info-rules (and the registration's for name, address, phone): the server's, with the same messages. */
export const infoRules: FormRules<InfoValues> = {
  name: { normalise: trim, check: checkRestaurantName },
  types: checkTypes,
  cuisines: checkCuisines,
  street: { normalise: trim, check: checkAddress },
  postalCode: { normalise: trim, check: checkRestaurantPostcode },
  phone: { normalise: trim, check: checkPhone },
  averagePrice: { normalise: trim, check: (v) => checkAveragePrice(/^\d{1,4}$/.test(v) ? Number(v) : NaN) },
  filters: checkRestaurantFilters,
  hours: checkWeekHours,
  specialDates: (v) => checkSpecialDates(v, parisToday()),
};

/** The form's values from the server's answer. */
export function valuesOf(info: RestaurantInfoFieldsFragment): InfoValues {
  return {
    name: info.name, types: [...info.types], cuisines: [...info.cuisines], street: info.street, city: info.city, postalCode: info.postalCode,
    phone: (info.phone ?? '').replace(/(\d{2})(?=\d)/g, '$1 '), averagePrice: String(info.averagePrice), filters: [...info.filters],
    hours: info.hours.map((d) => ({ weekday: d.weekday, ranges: d.ranges.map((r) => ({ opens: r.opens, closes: r.closes })) })),
    specialDates: info.specialDates.map((s) => ({ day: s.day, mode: s.mode as SpecialDateMode, ranges: s.ranges.map((r) => ({ opens: r.opens, closes: r.closes })) })),
  };
}

/** What saveRestaurantInfo receives (values already checked and normalised by the resolver). */
export function inputOf(idUrl: string, values: InfoValues, place: { lat: number; lng: number }): RestaurantInfoInput {
  return {
    idUrl, name: values.name, types: values.types, cuisines: values.cuisines, street: values.street, postalCode: values.postalCode, city: values.city.trim(),
    lat: place.lat, lng: place.lng, phone: values.phone.replace(/\s/g, ''), averagePrice: Number(values.averagePrice), filters: values.filters,
    hours: values.hours.filter((d) => d.ranges.length > 0),
    specialDates: values.specialDates.map((s) => ({ day: s.day, mode: s.mode, ranges: s.mode === 'hours' ? s.ranges : [] })),
  };
}

/** The server field an InvalidInputError names, as the form's field. */
export function fieldOf(field: string | null | undefined): keyof InfoValues | null {
  if (!field) return null;
  if (field === 'lat' || field === 'lng') return 'street';
  return (['name', 'types', 'cuisines', 'street', 'city', 'postalCode', 'phone', 'averagePrice', 'filters', 'hours', 'specialDates'] as const).find((f) => f === field) ?? null;
}

import { DEFAULT_AVERAGE_PRICE } from './constants.js';

/** SPEC §9: integer when whole, otherwise one decimal (French comma); empty when 0. */
export function formatRating(note: number | null | undefined): string {
  if (!note) return '';
  const rounded = Math.round(note * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1).replace('.', ',');
}

export function formatReviewCount(count: number): string {
  return `(${count} avis)`;
}

/** SPEC §9: up to 15 one euro sign, up to 30 two, up to 60 three, else four. */
export function priceSymbols(averagePrice: number | null | undefined): string {
  const price = averagePrice ?? DEFAULT_AVERAGE_PRICE;
  if (price <= 15) return '€';
  if (price <= 30) return '€€';
  if (price <= 60) return '€€€';
  return '€€€€';
}

export function formatAveragePrice(averagePrice: number | null | undefined): string {
  return `≈ ${averagePrice ?? DEFAULT_AVERAGE_PRICE}€ /`;
}

/**
 * A card's figures as a screen reader should say them (issue 15), instead of « ★ 4,7 (14 avis) ≈ 42€ / €€€ »:
 * « note 4,7 sur 5, 14 avis, environ 42 € par personne » (no rating yet: « pas encore de note »).
 */
export function spokenCardFigures(rating: number | null | undefined, reviewCount: number, averagePrice: number | null | undefined): string {
  const note = formatRating(rating);
  return `${note ? `note ${note} sur 5` : 'pas encore de note'}, ${reviewCount} avis, environ ${averagePrice ?? DEFAULT_AVERAGE_PRICE} € par personne`;
}

/** 'Cuisine(s) X et Y' */
export function formatCuisines(cuisines: readonly string[]): string {
  if (cuisines.length === 0) return '';
  if (cuisines.length === 1) return `Cuisine ${cuisines[0]}`;
  return `Cuisines ${cuisines.slice(0, -1).join(', ')} et ${cuisines[cuisines.length - 1]}`;
}

/** Digits grouped in pairs: 02 41 12 34 56. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const digits = phone.replace(/\D/g, '');
  return digits.replace(/(\d{2})(?=\d)/g, '$1 ').trim();
}

/** Digits of a French phone number (SPEC §5). */
const PHONE_DIGITS = 10;

/**
 * A phone field as it is typed (SPEC §5): digits only, any other character refused (« +33 » read as 0), grouped in pairs
 * (14 characters at most); null for an entry too long to be one number, which the field clears.
 */
export function phoneAsTyped(raw: string): string | null {
  const digits = raw.trim().replace(/^\+33/, '0').replace(/\D/g, '');
  return digits.length > PHONE_DIGITS ? null : formatPhone(digits);
}

export function formatPriceLabel(value: number, max = 100): string {
  return value >= max ? `${max}€+` : `${value}€`;
}

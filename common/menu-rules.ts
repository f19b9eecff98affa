import { addMonths, isCalendarDay, parisToday } from './search.js';

/**
 * The restaurateur's menu editor (/modifyMenu, issue 12): every limit and French message of the carte, the menu photos
 * and the daily menus, declared once. The server's inputs (server/src/validation/rules.ts) and the editor's form apply
 * these same functions; the lengths and prices are also the tables' CHECKs (migration 1763800000000).
 */
export const MENU_LIMITS = {
  sections: 20,
  dishesPerSection: 40,
  /** Dishes of the whole carte, and characters of its texts: a carte is sent whole, in one request of at most 100 Ko. */
  dishes: 300,
  carteChars: 40_000,
  sectionTitleMax: 80,
  dishNameMax: 120,
  dishDescriptionMax: 500,
  /** Prices in cents: 0 to 1 000 €. */
  priceCentsMax: 100_000,
  photos: 10,
  dailyTitleMax: 100,
  dailyDescriptionMax: 2000,
  /** Daily menus kept for a restaurant (past ones included). */
  dailyMenus: 60,
  /** A daily menu lasts at most this many days… */
  dailyDaysMax: 31,
  /** …and starts at most this many months ahead. */
  dailyMonthsAhead: 12,
} as const;

/**
 * Shown under every restaurant's carte (issue 28; /legalObligation « Allergènes »): the carte is the restaurateur's, and
 * the 14 regulated allergens are to be confirmed with the restaurant (règlement (UE) n° 1169/2011, décret n° 2015-447).
 */
export const ALLERGEN_NOTICE =
  'Allergies et intolérances : la carte est publiée par le restaurant. Demandez-lui quels allergènes contient chaque plat avant de commander ; il doit vous l’indiquer par écrit.';

export const MENU_STYLES = ['classique', 'ardoise', 'moderne'] as const;
export type MenuStyleName = (typeof MENU_STYLES)[number];
export const MENU_STYLE_LABELS: Record<MenuStyleName, string> = { classique: 'Classique', ardoise: 'Ardoise', moderne: 'Moderne' };

export const MENU_MESSAGES = {
  styleInvalid: 'Choisissez un style de carte : classique, ardoise ou moderne.',
  tooManySections: `La carte compte au plus ${MENU_LIMITS.sections} rubriques.`,
  tooManyDishes: `Une rubrique compte au plus ${MENU_LIMITS.dishesPerSection} plats.`,
  carteTooBig: `La carte compte au plus ${MENU_LIMITS.dishes} plats et ${MENU_LIMITS.carteChars.toLocaleString('fr-FR')} caractères en tout : raccourcissez des descriptions ou ajoutez des photos de la carte.`,
  sectionTitleInvalid: `Le titre de la rubrique est obligatoire (${MENU_LIMITS.sectionTitleMax} caractères au plus).`,
  dishNameInvalid: `Le nom du plat est obligatoire (${MENU_LIMITS.dishNameMax} caractères au plus).`,
  dishDescriptionTooLong: `La description d’un plat est limitée à ${MENU_LIMITS.dishDescriptionMax} caractères.`,
  priceInvalid: 'Indiquez un prix en euros entre 0 et 1 000 € (par exemple 12,50), ou laissez vide.',
  tooManyPhotos: `La carte compte au plus ${MENU_LIMITS.photos} photos.`,
  photoUnknown: 'Cette photo n’appartient pas à la carte de votre restaurant.',
  dailyTitleInvalid: `Le titre du menu du jour est obligatoire (${MENU_LIMITS.dailyTitleMax} caractères au plus).`,
  dailyDescriptionTooLong: `Le menu du jour est limité à ${MENU_LIMITS.dailyDescriptionMax} caractères.`,
  dateInvalid: 'Indiquez une date valide.',
  dailyEndsBeforeStart: 'La date de fin ne peut pas précéder la date de début.',
  dailyEndsInPast: 'Ce menu du jour serait déjà terminé : choisissez une date de fin à partir d’aujourd’hui.',
  dailyTooLong: `Un menu du jour dure au plus ${MENU_LIMITS.dailyDaysMax} jours.`,
  dailyTooFarAhead: `Un menu du jour commence au plus tard dans ${MENU_LIMITS.dailyMonthsAhead} mois.`,
  tooManyDailyMenus: `Votre restaurant a déjà ${MENU_LIMITS.dailyMenus} menus du jour : supprimez-en d’anciens.`,
  dailyUnknown: 'Ce menu du jour n’existe pas ou n’appartient pas à votre restaurant.',
} as const;

interface DishValue { name: string; description: string; priceCents: number | null }
export interface SectionValue { title: string; dishes: DishValue[] }

const isText = (v: unknown): v is string => typeof v === 'string';

export function checkMenuStyle(style: unknown): string | null {
  return typeof style === 'string' && (MENU_STYLES as readonly string[]).includes(style) ? null : MENU_MESSAGES.styleInvalid;
}

/** A price in cents (null: not shown): a whole number from 0 to 1 000 €. */
export function checkPriceCents(cents: unknown): string | null {
  if (cents === null || cents === undefined) return null;
  return typeof cents === 'number' && Number.isInteger(cents) && cents >= 0 && cents <= MENU_LIMITS.priceCentsMax ? null : MENU_MESSAGES.priceInvalid;
}

function checkSectionTitle(title: unknown): string | null {
  return isText(title) && title.trim().length >= 1 && title.trim().length <= MENU_LIMITS.sectionTitleMax ? null : MENU_MESSAGES.sectionTitleInvalid;
}
function checkDishName(name: unknown): string | null {
  return isText(name) && name.trim().length >= 1 && name.trim().length <= MENU_LIMITS.dishNameMax ? null : MENU_MESSAGES.dishNameInvalid;
}
function checkDishDescription(description: unknown): string | null {
  return isText(description) && description.trim().length <= MENU_LIMITS.dishDescriptionMax ? null : MENU_MESSAGES.dishDescriptionTooLong;
}

/**
 * The whole carte, judged in order: the first problem, named by its place ('Rubrique 2, plat 1 : …'), or null. The
 * editor shows it above the carte; the server refuses the same carte with the same words.
 */
export function checkCarte(sections: unknown): string | null {
  if (!Array.isArray(sections)) return MENU_MESSAGES.sectionTitleInvalid;
  if (sections.length > MENU_LIMITS.sections) return MENU_MESSAGES.tooManySections;
  let dishes = 0;
  let chars = 0;
  for (const [i, s] of sections.entries()) {
    const where = `Rubrique ${i + 1}`;
    const section = (s ?? {}) as Partial<SectionValue>;
    const title = checkSectionTitle(section.title);
    if (title) return `${where} : ${title}`;
    if (!Array.isArray(section.dishes)) return `${where} : ${MENU_MESSAGES.dishNameInvalid}`;
    if (section.dishes.length > MENU_LIMITS.dishesPerSection) return `${where} : ${MENU_MESSAGES.tooManyDishes}`;
    for (const [j, d] of section.dishes.entries()) {
      const dish = (d ?? {}) as Partial<DishValue>;
      const problem = checkDishName(dish.name) ?? checkDishDescription(dish.description ?? '') ?? checkPriceCents(dish.priceCents);
      if (problem) return `${where}, plat ${j + 1} : ${problem}`;
      dishes += 1;
      chars += (dish.name as string).length + ((dish.description as string | undefined) ?? '').length;
    }
    chars += (section.title as string).length;
  }
  return dishes > MENU_LIMITS.dishes || chars > MENU_LIMITS.carteChars ? MENU_MESSAGES.carteTooBig : null;
}

/** The carte as it is stored: trimmed texts. */
export function normaliseCarte(sections: readonly SectionValue[]): SectionValue[] {
  return sections.map((s) => ({
    title: s.title.trim(),
    dishes: s.dishes.map((d) => ({ name: d.name.trim(), description: d.description.trim(), priceCents: d.priceCents })),
  }));
}

/** '12,50', '12.5', '12 €', '' → cents (null when empty); undefined when it is not a price. */
export function eurosToCents(text: string): number | null | undefined {
  const t = text.replace(/\s|€/g, '').replace(',', '.');
  if (t === '') return null;
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(t)) return undefined;
  return Math.round(Number(t) * 100);
}

/** 1250 → '12,50' (the editor's text), null → ''. */
export function centsToEuros(cents: number | null): string {
  if (cents === null) return '';
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace('.', ',');
}

/** A price typed in euros ('' allowed). */
export function checkEurosText(text: unknown): string | null {
  if (!isText(text)) return MENU_MESSAGES.priceInvalid;
  const cents = eurosToCents(text);
  return cents === undefined ? MENU_MESSAGES.priceInvalid : checkPriceCents(cents);
}

/** A photo's alternative text: one rule for every photo of the restaurant (common/description-rules.ts). */
export { checkPhotoAlt } from './description-rules.js';

export function checkDailyTitle(title: unknown): string | null {
  return isText(title) && title.trim().length >= 1 && title.trim().length <= MENU_LIMITS.dailyTitleMax ? null : MENU_MESSAGES.dailyTitleInvalid;
}
export function checkDailyDescription(description: unknown): string | null {
  return isText(description) && description.trim().length <= MENU_LIMITS.dailyDescriptionMax ? null : MENU_MESSAGES.dailyDescriptionTooLong;
}
export function checkDay(day: unknown): string | null {
  return isText(day) && isCalendarDay(day) ? null : MENU_MESSAGES.dateInvalid;
}

const dayNumber = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;

/** A daily menu's dates (yyyy-mm-dd): real days, in order, not over yet, at most 31 days, starting within 12 months. */
export function checkDailyDates(startsOn: unknown, endsOn: unknown, now: Date = new Date()): string | null {
  const invalid = checkDay(startsOn) ?? checkDay(endsOn);
  if (invalid) return invalid;
  const start = startsOn as string;
  const end = endsOn as string;
  if (end < start) return MENU_MESSAGES.dailyEndsBeforeStart;
  const today = parisToday(now);
  if (end < today) return MENU_MESSAGES.dailyEndsInPast;
  if (dayNumber(end) - dayNumber(start) + 1 > MENU_LIMITS.dailyDaysMax) return MENU_MESSAGES.dailyTooLong;
  if (start > addMonths(today, MENU_LIMITS.dailyMonthsAhead)) return MENU_MESSAGES.dailyTooFarAhead;
  return null;
}

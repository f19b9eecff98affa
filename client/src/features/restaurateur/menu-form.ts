import {
  centsToEuros, checkCarte, checkEurosText, checkMenuStyle, checkPhotoAlt, eurosToCents, MENU_STYLE_LABELS, MENU_STYLES, normaliseCarte, type MenuStyleName, type SectionValue,
} from '../../../../common/menu-rules';
import type { FormRules } from '../../ui/forms';

/** The carte as the editor's form holds it: prices as typed (euros), the style by its French label. */
interface DishForm { name: string; description: string; price: string }
export interface SectionForm { title: string; dishes: DishForm[] }
export interface PhotoForm { id: number; url: string; width: number; height: number; alt: string }
export interface CarteValues { style: string; interactive: boolean; sections: SectionForm[]; photos: PhotoForm[] }

/** What the server answers of a carte (MenuEditorFields). */
export interface CarteData {
  style: string;
  interactive: boolean;
  sections: { title: string; dishes: { name: string; description: string; priceCents?: number | null }[] }[];
  photos: PhotoForm[];
}

export const STYLE_OPTIONS = MENU_STYLES.map((s) => MENU_STYLE_LABELS[s]);
export const styleOfLabel = (label: string): string => MENU_STYLES.find((s) => MENU_STYLE_LABELS[s] === label) ?? label;

export function toCarteValues(menu: CarteData): CarteValues {
  return {
    style: MENU_STYLE_LABELS[menu.style as MenuStyleName] ?? MENU_STYLE_LABELS.classique,
    interactive: menu.interactive,
    sections: menu.sections.map((s) => ({ title: s.title, dishes: s.dishes.map((d) => ({ name: d.name, description: d.description, price: centsToEuros(d.priceCents ?? null) })) })),
    photos: menu.photos.map((p) => ({ id: p.id, url: p.url, width: p.width, height: p.height, alt: p.alt })),
  };
}

/** The sections as the server takes them (prices in cents), trimmed as it stores them. Prices must have been checked. */
export function toSectionValues(sections: readonly SectionForm[]): SectionValue[] {
  return normaliseCarte(sections.map((s) => ({ title: s.title, dishes: s.dishes.map((d) => ({ name: d.name, description: d.description, priceCents: eurosToCents(d.price) ?? null })) })));
}

/** The carte's first problem: a price that is not one, then common/menu-rules checkCarte (same words as the server). */
export function carteProblem(sections: readonly SectionForm[]): string | null {
  for (const [i, s] of sections.entries()) {
    for (const [j, d] of s.dishes.entries()) {
      const problem = checkEurosText(d.price);
      if (problem) return `Rubrique ${i + 1}, plat ${j + 1} : ${problem}`;
    }
  }
  return checkCarte(toSectionValues(sections));
}

export const carteRules: FormRules<CarteValues> = {
  style: (label) => checkMenuStyle(styleOfLabel(label)),
  sections: (sections) => carteProblem(sections),
  photos: (photos) => photos.map((p) => checkPhotoAlt(p.alt)).find((p) => p !== null) ?? null,
};

/** A comparable form of the values: what saving them would store. Two equal keys: nothing to save. */
export function carteKey(values: CarteValues): string {
  let sections: unknown;
  try {
    sections = toSectionValues(values.sections);
  } catch {
    sections = values.sections;
  }
  return JSON.stringify({ style: styleOfLabel(values.style), interactive: values.interactive, sections, photos: values.photos.map((p) => [p.id, p.alt.trim()]) });
}

const quoted = (s: string) => `« ${s} »`;
const sameOrder = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** What a save changed, in French, for the notice under the form. */
export function carteChanges(before: CarteData, after: CarteData): string[] {
  const changes: string[] = [];
  if (before.style !== after.style) changes.push(`Style de la carte : ${MENU_STYLE_LABELS[after.style as MenuStyleName] ?? after.style}`);
  if (before.interactive !== after.interactive) changes.push(after.interactive ? 'La carte détaillée est affichée sur votre page' : 'Seules les photos de la carte sont affichées sur votre page');
  const titlesBefore = before.sections.map((s) => s.title);
  const titlesAfter = after.sections.map((s) => s.title);
  for (const t of titlesAfter) if (!titlesBefore.includes(t)) changes.push(`Rubrique ajoutée : ${quoted(t)}`);
  for (const t of titlesBefore) if (!titlesAfter.includes(t)) changes.push(`Rubrique retirée : ${quoted(t)}`);
  const common = titlesAfter.filter((t) => titlesBefore.includes(t));
  if (!sameOrder(common, titlesBefore.filter((t) => titlesAfter.includes(t)))) changes.push('Ordre des rubriques modifié');
  for (const title of common) {
    const a = before.sections.find((s) => s.title === title)!.dishes;
    const b = after.sections.find((s) => s.title === title)!.dishes;
    const namesA = a.map((d) => d.name);
    const namesB = b.map((d) => d.name);
    for (const d of b) {
      const old = a.find((x) => x.name === d.name);
      if (!old) changes.push(`${title} : plat ajouté ${quoted(d.name)}`);
      else if (old.description !== d.description || (old.priceCents ?? null) !== (d.priceCents ?? null)) changes.push(`${title} : ${quoted(d.name)} modifié`);
    }
    for (const n of namesA) if (!namesB.includes(n)) changes.push(`${title} : plat retiré ${quoted(n)}`);
    const kept = namesB.filter((n) => namesA.includes(n));
    if (!sameOrder(kept, namesA.filter((n) => namesB.includes(n)))) changes.push(`${title} : ordre des plats modifié`);
  }
  const idsA = before.photos.map((p) => String(p.id));
  const idsB = after.photos.map((p) => String(p.id));
  const removed = idsA.filter((id) => !idsB.includes(id)).length;
  if (removed) changes.push(removed === 1 ? 'Une photo de la carte retirée' : `${removed} photos de la carte retirées`);
  if (!sameOrder(idsB.filter((id) => idsA.includes(id)), idsA.filter((id) => idsB.includes(id)))) changes.push('Ordre des photos de la carte modifié');
  const described = after.photos.filter((p) => before.photos.some((q) => q.id === p.id && q.alt !== p.alt)).length;
  if (described) changes.push(described === 1 ? 'Description d’une photo modifiée' : `Descriptions de ${described} photos modifiées`);
  return changes;
}

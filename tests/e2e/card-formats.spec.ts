import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LONG_NAME_LENGTH } from '../../common/constants.js';
import { formatAveragePrice, formatCuisines, formatRating, formatReviewCount, priceSymbols, spokenCardFigures } from '../../common/format.js';
import { cardNamed, escapeRegExp, findCard, type ApiCard } from './api-helpers.js';
import { shot } from './helpers.js';

/** Opens the list filtered on the restaurant's name and returns its card. */
async function openCard(page: Page, card: ApiCard) {
  await page.goto(`/?q=${encodeURIComponent(card.name)}`);
  const located = cardNamed(page, card.name).first();
  await expect(located).toBeVisible();
  return located;
}

async function need(request: APIRequestContext, what: string, match: (c: ApiCard) => boolean): Promise<ApiCard> {
  const card = await findCard(request, match);
  expect(card, `les données de démonstration contiennent ${what}`).not.toBeNull();
  return card!;
}

const whole = (c: ApiCard) => c.rating > 0 && Number.isInteger(Math.round(c.rating * 10) / 10);

test('la note s’affiche entière quand elle l’est, sinon avec une décimale, et le nombre d’avis', async ({ page, request }, testInfo) => {
  const integer = await need(request, 'une note entière', whole);
  const card = await openCard(page, integer);
  await expect(card.locator('.card__rating')).toHaveText(`★ ${formatRating(integer.rating)}`);
  await expect(card.locator('.card__rating')).not.toContainText(',');
  await expect(card.locator('.card__reviews')).toHaveText(formatReviewCount(integer.reviewCount));
  // Screen readers hear the figures as a sentence, not « ★ 5 (1 avis) ≈ 13€ / € » (issue 15).
  await expect(card.locator('a.card__link')).toHaveAccessibleName(new RegExp(`${escapeRegExp(spokenCardFigures(integer.rating, integer.reviewCount, integer.averagePrice))}`));
  await expect(card.locator('a.card__link')).not.toHaveAccessibleName(/★|≈/);

  const decimal = await need(request, 'une note à décimale', (c) => c.rating > 0 && !whole(c));
  const second = await openCard(page, decimal);
  await expect(second.locator('.card__rating')).toHaveText(`★ ${formatRating(decimal.rating)}`);
  await expect(second.locator('.card__rating')).toHaveText(/★ \d,\d$/);
  await shot(page, testInfo, 'card-rating');

  const unrated = await findCard(request, (c) => c.rating === 0);
  if (unrated) {
    const third = await openCard(page, unrated);
    await expect(third.locator('.card__rating')).toHaveCount(0);
    await expect(third.locator('.card__reviews')).toHaveText('(0 avis)');
  }
});

test('le badge « NOUVEAU ! » (ou « NOUV. ! » pour un nom long) marque les nouveaux restaurants', async ({ page, request }, testInfo) => {
  const fresh = await need(request, 'un restaurant publié depuis moins de 14 jours', (c) => c.isNew);
  const card = await openCard(page, fresh);
  await expect(card.locator('.card__badge')).toHaveText(fresh.name.length > LONG_NAME_LENGTH ? 'NOUV. !' : 'NOUVEAU !');
  await shot(page, testInfo, 'card-new');

  const longFresh = await findCard(request, (c) => c.isNew && c.name.length > LONG_NAME_LENGTH);
  if (longFresh) await expect((await openCard(page, longFresh)).locator('.card__badge')).toHaveText('NOUV. !');
  const old = await need(request, 'un restaurant plus ancien', (c) => !c.isNew);
  await expect((await openCard(page, old)).locator('.card__badge')).toHaveCount(0);
});

test('le prix moyen et ses symboles € suivent les paliers de 15, 30 et 60 €', async ({ page, request }) => {
  const levels: [string, (c: ApiCard) => boolean][] = [
    ['€', (c) => c.averagePrice <= 15],
    ['€€', (c) => c.averagePrice > 15 && c.averagePrice <= 30],
    ['€€€', (c) => c.averagePrice > 30 && c.averagePrice <= 60],
  ];
  for (const [symbols, match] of levels) {
    const found = await need(request, `un prix ${symbols}`, match);
    expect(priceSymbols(found.averagePrice)).toBe(symbols);
    const card = await openCard(page, found);
    await expect(card.locator('.card__price')).toHaveText(`${formatAveragePrice(found.averagePrice)} ${symbols}`);
    // « ≈ N€ / » with its per-person icon (SPEC §9).
    await expect(card.locator('.card__price svg.price-person')).toHaveCount(1);
    await expect(card.locator('.card__symbols')).toHaveText(symbols);
  }
});

test('les cuisines s’écrivent « Cuisine X » ou « Cuisines X et Y », après le type', async ({ page, request }, testInfo) => {
  const two = await need(request, 'un restaurant à deux cuisines', (c) => c.cuisines.length === 2);
  const card = await openCard(page, two);
  await expect(card.locator('.card__cuisines')).toHaveText(formatCuisines(two.cuisines));
  await expect(card.locator('.card__cuisines')).toHaveText(`Cuisines ${two.cuisines[0]} et ${two.cuisines[1]}`);
  await expect(card.locator('.card__type')).toHaveText(two.types[0]);
  await shot(page, testInfo, 'card-cuisines');

  const one = await findCard(request, (c) => c.cuisines.length === 1);
  if (one) await expect((await openCard(page, one)).locator('.card__cuisines')).toHaveText(`Cuisine ${one.cuisines[0]}`);
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { CAROUSEL_PHONE_MAX_PX } from '../../common/constants.js';
import { cards } from './helpers.js';

/** SPEC §4 and §9: the card carousel follows phones' rules (swipe, no hover) up to 765 px wide, desktop's (hover) above. */

// Touch events at any width; the widths are set by each test, so the phone project adds nothing.
test.use({ hasTouch: true });
test.skip(({ isMobile }) => isMobile, 'les largeurs sont fixées par chaque test');

async function firstCarousel(page: Page, width: number): Promise<{ card: Locator; carousel: Locator }> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/');
  const card = cards(page).filter({ has: page.locator('.card-carousel__dots') }).first();
  await expect(card).toBeVisible();
  return { card, carousel: card.locator('.card-carousel') };
}

/** Index of the picture shown (its dot is on). */
function shownIndex(carousel: Locator): Promise<number> {
  return carousel.locator('.dot').evaluateAll((dots) => dots.findIndex((dot) => dot.classList.contains('dot--on')));
}

async function swipeLeft(carousel: Locator) {
  await carousel.evaluate((target) => {
    const box = target.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const touch = (x: number) => new Touch({ identifier: 1, target, clientX: x, clientY: y });
    const from = box.left + box.width - 20;
    target.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(from)], changedTouches: [touch(from)] }));
    target.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(from - 100)] }));
  });
}

test(`à ${CAROUSEL_PHONE_MAX_PX} px, un glissement change la photo et le survol ne fait rien défiler`, async ({ page }) => {
  await page.clock.install();
  const { card, carousel } = await firstCarousel(page, CAROUSEL_PHONE_MAX_PX);
  await card.locator('.card__link').hover();
  await page.clock.runFor(3_000);
  expect(await shownIndex(carousel)).toBe(0);
  await swipeLeft(carousel);
  await expect.poll(() => shownIndex(carousel)).toBe(1);
});

test(`à ${CAROUSEL_PHONE_MAX_PX + 1} px, le survol fait défiler les photos et un glissement ne fait rien`, async ({ page }) => {
  await page.clock.install();
  const { card, carousel } = await firstCarousel(page, CAROUSEL_PHONE_MAX_PX + 1);
  await swipeLeft(carousel);
  await page.clock.runFor(1_000);
  expect(await shownIndex(carousel)).toBe(0);
  await card.locator('.card__link').hover();
  await page.clock.runFor(1_000);
  await expect.poll(() => shownIndex(carousel)).toBe(1);
  // Leaving the card brings the first picture back.
  await page.mouse.move(0, 0);
  await expect.poll(() => shownIndex(carousel)).toBe(0);
});

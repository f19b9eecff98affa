import { expect, test } from '@playwright/test';
import { cards, operationOf, shot } from './helpers.js';
import { ALLERGEN_NOTICE } from '../../common/menu-rules.js';

test('la page restaurant s’ouvre sur l’onglet Menu et l’onglet Restaurant montre les horaires', async ({ page }, testInfo) => {
  await page.goto('/');
  const href = await cards(page).first().locator('a.card__link').getAttribute('href');
  expect(href).toContain('?src=home');
  await page.goto(href ?? '/');

  await expect(page).not.toHaveURL(/src=home/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const menuTab = page.getByRole('tab', { name: 'Menu' });
  await expect(menuTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toBeVisible();
  // The allergens are to be confirmed with the restaurant, under the carte (issue 28, /legalObligation).
  await expect(page.getByRole('tabpanel').getByRole('note')).toHaveText(ALLERGEN_NOTICE);
  // Today's hours and the call button above the tabs, whatever tab is open (issue 15).
  await expect(page.getByTestId('today-hours')).toHaveText(/^Aujourd’hui : (fermé|\d{1,2}h\d{0,2})/);
  await expect(page.getByRole('link', { name: /^Appeler le \d{2}( \d{2}){4}$/ })).toHaveAttribute('href', /^tel:0\d{9}$/);
  await shot(page, testInfo, 'restaurant-menu');

  await page.getByRole('tab', { name: 'Restaurant' }).click();
  await expect(page.getByRole('tab', { name: 'Restaurant' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Horaires d’ouverture' })).toBeVisible();
  await expect(page.locator('table.hours th')).toHaveCount(7);
  await expect(page.locator('table.hours th').first()).toContainText('Lundi');
  await shot(page, testInfo, 'restaurant-info');

  await page.getByRole('tab', { name: 'Restaurant' }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Menu' })).toBeFocused();
  await page.getByRole('tab', { name: 'Réservation' }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await shot(page, testInfo, 'restaurant-booking');

  await expect(page.getByText(/Avis contrôlés/)).toBeVisible();
  await expect(page.getByText(/Les avis repris d’une source antérieure sont signalés comme tels/)).toBeVisible();
  await expect(page.getByRole('link', { name: /charte des avis/ })).toHaveAttribute('href', '/CharteMijote');
});

test('un identifiant inconnu renvoie à l’accueil', async ({ page }) => {
  await page.goto('/restaurant/angers/inconnu_ZZZZZZZZ');
  await expect(page).toHaveURL(/\/$/);
});

test('le premier clic sur le téléphone est signalé une seule fois par session', async ({ page }) => {
  await page.goto('/');
  await expect(cards(page).nth(1)).toBeVisible();
  const [first, second] = await cards(page).locator('a.card__link').evaluateAll((links) => links.slice(0, 2).map((a) => a.getAttribute('href') ?? '/'));
  const idOf = (href: string) => new URL(href, 'http://mijote.test').pathname.split('_').pop();
  // The restaurant of each report, in the order the page sends them.
  const reports: unknown[] = [];
  page.on('request', (r) => {
    if (operationOf(r) === 'ReportPhoneClick') reports.push((r.postDataJSON() as { variables: { idUrl: string } }).variables.idUrl);
  });
  async function phoneOf(href: string) {
    await page.goto(href);
    await page.getByRole('tab', { name: 'Réservation' }).click();
    const phone = page.getByRole('tabpanel').locator('a[href^="tel:"]');
    await expect(phone).toHaveText(/\d{2}( \d{2}){4}/);
    // Keep the tel: link from leaving the page in the headless browser.
    await phone.evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()));
    return phone;
  }

  const phone = await phoneOf(first);
  await phone.click();
  await expect.poll(() => reports).toEqual([idOf(first)]);
  await phone.click();
  // The session id is the one the server answered with (signed by it), kept once the answer arrives.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('mijote.sessionId'))).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
  // A report that is never sent cannot be waited for; a later one can. Reports leave in click order, so once the
  // next restaurant's first click is reported, a report of the second click above would be listed before it.
  await (await phoneOf(second)).click();
  await expect.poll(() => reports.at(-1)).toBe(idOf(second));
  expect(reports).toEqual([idOf(first), idOf(second)]);
});

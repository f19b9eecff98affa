import { expect, test, type Page } from '@playwright/test';
import { STAT_METRICS } from '../../common/statistics-rules.js';
import { createCustomer, logInAsCustomer, logInAsDemoRestaurateur, uniqueEmail } from './accounts-helpers.js';
import { operationOf, setConsent, shot } from './helpers.js';

/**
 * The restaurateur's statistics (issue 12): a visitor who accepted the audience measurement opens the demo restaurant's
 * page, reloads it, clicks its phone number and its booking link, then signs in and adds it to favourites; the owner
 * reads exactly those figures in today's row of /statistiques, and the dashboard's 7 days agree with the page's.
 */
type Row = Record<(typeof STAT_METRICS)[number]['key'], number>;

/** Today's row of the table (the newest first), by the metrics' order. */
async function todayRow(page: Page): Promise<Row> {
  await page.goto('/statistiques');
  await page.getByRole('button', { name: '7 jours' }).click();
  await expect(page.getByRole('button', { name: '7 jours' })).toHaveAttribute('aria-pressed', 'true');
  const cells = page.locator('.stats__table tbody tr').first().locator('td');
  await expect(cells).toHaveCount(STAT_METRICS.length);
  const values = (await cells.allTextContents()).map(Number);
  return Object.fromEntries(STAT_METRICS.map((m, i) => [m.key, values[i]])) as Row;
}

test('les visites et les clics d’un visiteur se retrouvent dans les statistiques du restaurateur', async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const who = testInfo.project.name;
  await logInAsDemoRestaurateur(page);
  // A booking link to click, and the public page's address.
  await page.goto('/reservationPage');
  const link = page.getByLabel('Lien de votre outil de réservation en ligne (facultatif)');
  await link.fill(`https://resa.exemple.fr/stats-${who}`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Enregistré' })).toBeVisible();
  const publicPath = (await page.getByRole('link', { name: 'Voir ma page publique (nouvel onglet)' }).getAttribute('href'))!;
  const before = await todayRow(page);

  // The visitor, who accepted the measurement, in a browser of their own.
  const context = await browser.newContext({ baseURL, ...(who === 'phone' ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}) });
  await setConsent(context, baseURL!, true);
  const visitor = await context.newPage();
  const collected = () => visitor.waitForResponse((r) => r.url().endsWith('/api/analytics/collect') && r.ok());
  let sent = collected();
  await visitor.goto(publicPath);
  await sent;
  // The page keeps the session id the answer carries; a reload before it has (faster than any visitor) starts a session.
  await expect.poll(() => visitor.evaluate(() => sessionStorage.getItem('mijote.sessionId'))).not.toBeNull();
  // A second view in the same tab: the visit becomes engaged.
  sent = collected();
  await visitor.reload();
  await sent;
  await visitor.getByRole('tab', { name: 'Réservation' }).click();
  const phone = visitor.getByRole('tabpanel').locator('a[href^="tel:"]');
  await phone.evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()));
  const phoneReport = visitor.waitForResponse((r) => operationOf(r.request()) === 'ReportPhoneClick');
  await phone.click();
  const phoneAnswer = (await (await phoneReport).json()) as { data: { reportPhoneClick: { counted: boolean } } };
  // At most 3 phone clicks a day are counted per address and restaurant, and other specs click this one too.
  const phoneCounted = phoneAnswer.data.reportPhoneClick.counted ? 1 : 0;
  sent = collected();
  const popup = visitor.waitForEvent('popup');
  await visitor.getByRole('link', { name: /Réserver sur le site du restaurant/ }).click();
  await (await popup).close();
  expect((await (await sent).request().postDataJSON()).events).toContainEqual({ type: 'booking', restaurant: publicPath.split('_').pop() });
  // Signed in, the visitor adds the restaurant to favourites.
  const email = uniqueEmail(testInfo, 'stats');
  await createCustomer(context.request, email);
  await logInAsCustomer(visitor, email);
  await visitor.goto(publicPath);
  const heart = visitor.locator('button.favourite--page');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // Hiding the page (another tab, another app) sends the time it was read.
  sent = collected();
  await visitor.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const time = (await (await sent).request().postDataJSON()).events as { type: string; seconds?: number }[];
  expect(time.some((e) => e.type === 'engagement' && (e.seconds ?? 0) > 0)).toBe(true);
  await context.close();

  const after = await todayRow(page);
  // Signing in kept the tab, so its third view is part of the same visit.
  expect({
    views: after.views - before.views, visitors: after.visitors - before.visitors, sessions: after.sessions - before.sessions,
    engagedSessions: after.engagedSessions - before.engagedSessions, phoneClicks: after.phoneClicks - before.phoneClicks,
    bookingClicks: after.bookingClicks - before.bookingClicks, favourites: after.favourites - before.favourites,
  }).toEqual({ views: 3, visitors: 1, sessions: 1, engagedSessions: 1, phoneClicks: phoneCounted, bookingClicks: 1, favourites: 1 });
  expect(after.engagementSeconds).toBeGreaterThan(before.engagementSeconds);

  await page.getByRole('button', { name: 'Afficher le tableau des chiffres' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await shot(page, testInfo, 'statistiques', true);
  // The CSV holds the same days.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger en CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^statistiques-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);

  // The dashboard's last 7 days are the page's.
  const weekViews = await page.locator('.stats__card').filter({ hasText: 'Vues de la page' }).locator('.stats__card-value').textContent();
  await page.goto('/restaurateurLogin');
  const week = page.getByRole('region', { name: 'Les 7 derniers jours' });
  await expect(week.locator('.stats__card').filter({ hasText: 'Vues de la page' }).locator('.stats__card-value')).toHaveText(weekViews!);
  await shot(page, testInfo, 'tableau-de-bord-statistiques', true);
});

test('sans accord pour la mesure d’audience, la page d’un restaurant n’envoie rien', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/analytics/collect')) sent.push(r.url());
  });
  await page.goto('/');
  await page.goto((await page.locator('a.card__link').first().getAttribute('href'))!);
  await expect(page.getByRole('tab', { name: 'Réservation' })).toBeVisible();
  await page.getByRole('tab', { name: 'Réservation' }).click();
  await page.goto('/');
  await expect(page.locator('a.card__link').first()).toBeVisible();
  expect(sent).toEqual([]);
});

import { expect, test, type Request } from '@playwright/test';
import { cards, operationOf, shot } from './helpers.js';

// A public page opened directly shows everything from the data the server sent with it (page-shell.ts): its search or
// restaurant, its city block and the publisher's identity (the restaurant's map notice, the footer). No GraphQL request
// stands between the page and its first paint.

function graphqlOperations(page: import('@playwright/test').Page): string[] {
  const sent: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().endsWith('/graphql')) sent.push(operationOf(request) ?? '(sans nom)');
  });
  return sent;
}

test('l’accueil et la page d’un restaurant ouverts directement s’affichent sans requête GraphQL', async ({ page }, testInfo) => {
  const sent = graphqlOperations(page);
  await page.goto('/');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.locator('footer.site-footer')).toBeVisible();
  const href = (await cards(page).first().locator('a.card__link').getAttribute('href'))!;
  await page.waitForLoadState('networkidle');
  expect(sent, 'opérations envoyées par l’accueil').toEqual([]);

  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The footer (always there) asks for the publisher's identity unless the page's data brought it.
  await expect(page.locator('footer.site-footer')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await shot(page, testInfo, 'first-paint-restaurant');
  expect(sent, 'opérations envoyées par la page du restaurant').toEqual([]);
});

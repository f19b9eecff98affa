import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * SPEC "Shared elements": the footer's social links are Mijote's own pages, configured by SOCIAL_*_URL; a network
 * without an address has no link (never one to the network's home page). global-setup.ts sets Instagram only.
 */

const INSTAGRAM = 'https://www.instagram.com/mijote.test/';
const screenshots = path.join(path.dirname(fileURLToPath(import.meta.url)), '.screenshots');

function footer(page: Page) {
  return page.locator('footer.site-footer');
}

/** Every link of the page towards a social network. */
function networkLinks(page: Page) {
  return page.locator('a[href*="instagram.com"], a[href*="facebook.com"], a[href*="linkedin.com"]');
}

test('seul le réseau configuré a son lien, vers la page de Mijote', async ({ page, request }, testInfo) => {
  test.skip(!!process.env.E2E_BASE_URL, 'dépend des variables du serveur lancé par global-setup.ts');
  const response = await request.post('/graphql', { data: { query: '{ siteInfo { socialLinks { instagram facebook linkedin } } }' } });
  expect(((await response.json()) as { data: unknown }).data).toEqual({ siteInfo: { socialLinks: { instagram: INSTAGRAM, facebook: null, linkedin: null } } });

  await page.goto('/');
  const social = footer(page).getByRole('list', { name: 'Réseaux sociaux' });
  await expect(social.getByRole('link')).toHaveCount(1);
  const instagram = social.getByRole('link', { name: 'Mijote sur Instagram (nouvel onglet)' });
  await expect(instagram).toHaveAttribute('href', INSTAGRAM);
  await expect(instagram).toHaveAttribute('target', '_blank');
  await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(networkLinks(page)).toHaveCount(1);
  await footer(page).scrollIntoViewIfNeeded();
  await footer(page).screenshot({ path: path.join(screenshots, `${testInfo.project.name}-footer-social.png`) });
});

test('sans adresse configurée, le pied de page n’a aucun lien de réseau social', async ({ page }, testInfo) => {
  // The server's answer with no SOCIAL_*_URL set.
  await page.route('**/graphql', async (route) => {
    if ((route.request().postDataJSON() as { operationName?: string } | null)?.operationName !== 'SiteInfo') return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as { data: { siteInfo: { socialLinks: Record<string, string | null> } } };
    body.data.siteInfo.socialLinks = { instagram: null, facebook: null, linkedin: null };
    return route.fulfill({ response, json: body });
  });
  await page.goto('/APropos');
  await expect(page.getByRole('heading', { level: 1, name: 'À propos de Mijote' })).toBeVisible();
  await expect(footer(page).getByRole('button', { name: 'Gestion des cookies' })).toBeVisible();
  // The answer has arrived (the publisher block of the page uses it too) and still no link.
  await expect(page.getByText('Mijote SAS').first()).toBeVisible();
  await expect(footer(page).getByRole('list', { name: 'Réseaux sociaux' })).toHaveCount(0);
  await expect(networkLinks(page)).toHaveCount(0);
  await footer(page).scrollIntoViewIfNeeded();
  await footer(page).screenshot({ path: path.join(screenshots, `${testInfo.project.name}-footer-no-social.png`) });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminSegment, createCustomer, DEMO_PASSWORD, hasDataDir, logInAsCustomer, logInAsDemoRestaurateur, uniqueEmail } from './accounts-helpers.js';
import { apiSearch } from './api-helpers.js';
import { logInToAdminArea } from './moderation-helpers.js';

/** axe-core on the pages issues 13 to 15 changed (WCAG 2.x A/AA and best practices): no serious or critical violation. */
async function expectNoSeriousViolation(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join('\n  ')}`).join('\n');
  expect(serious, `${label}\n${report}`).toEqual([]);
}

test('liste des restaurants les plus proches (aucun résultat exact)', async ({ page }) => {
  await page.goto('/angers?q=zzzz&filters=Terrasse');
  await expect(page.getByRole('heading', { name: 'Les restaurants les plus proches de votre recherche' })).toBeVisible();
  await expectNoSeriousViolation(page, 'plus proches');
});

test.describe('pages des comptes', () => {
  test.skip(!hasDataDir(), 'Ces pages demandent un compte (boîte d’envoi du serveur lancé par global-setup.ts).');

  test('formulaire d’avis et « Mes avis »', async ({ page, request }, testInfo) => {
    const email = uniqueEmail(testInfo, 'axe-avis');
    await createCustomer(request, email, 'Axel');
    const { items } = await apiSearch(request);
    await page.goto(items[0].path);
    await logInAsCustomer(page, email, DEMO_PASSWORD, 'Axel');
    await page.goto(`/donner-un-avis/${items[0].idUrl}`);
    await expect(page.getByRole('heading', { name: /Donner mon avis/, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Envoyer mon avis' }).click();
    await expect(page.getByText('Choisissez une note de 1 à 5 étoiles.')).toBeVisible();
    await expectNoSeriousViolation(page, 'formulaire d’avis, erreurs affichées');
    await page.goto('/profilScreen');
    await expect(page.getByRole('heading', { name: /Mes avis/ })).toBeVisible();
    await expectNoSeriousViolation(page, 'profil, Mes avis');
  });

  test('connexion restaurateur à la place d’une page de l’espace, et client orienté (issue 25)', async ({ page }) => {
    await page.goto('/restaurateur/avis');
    await expect(page.locator('main').getByLabel('Adresse e-mail')).toBeVisible();
    await expectNoSeriousViolation(page, 'connexion restaurateur sur place');
    await page.goto('/');
    await logInAsCustomer(page, 'client@mijote.test', DEMO_PASSWORD, 'Camille');
    await page.goto('/restaurateur/avis');
    await expect(page.getByRole('button', { name: 'Se déconnecter pour changer de compte' })).toBeVisible();
    await expectNoSeriousViolation(page, 'client sur l’espace restaurateur');
  });

  test('avis et réponses du restaurateur', async ({ page }) => {
    await logInAsDemoRestaurateur(page);
    await page.goto('/restaurateur/avis');
    await expect(page.getByRole('heading', { name: 'Avis et réponses', level: 1 })).toBeVisible();
    await expect(page.getByTestId('owner-review').first()).toBeVisible();
    await expectNoSeriousViolation(page, 'avis et réponses');
  });

  test('espaces d’administration : éléments de page et modération', async ({ page }) => {
    await logInToAdminArea(page, adminSegment('admin-path'));
    await page.goto(`/a/${adminSegment('admin-path')}/pageElem/1/faq-accueil`);
    await expect(page.getByRole('heading', { name: 'Questions fréquentes de l’accueil', level: 2 })).toBeVisible();
    await expectNoSeriousViolation(page, 'éditeur d’élément de page');
    await page.goto(`/a/${adminSegment('admin-moderation-path')}`);
    await expect(page.getByRole('heading', { name: /Avis à relire/ })).toBeVisible();
    await expectNoSeriousViolation(page, 'espace de modération');
  });
});

import { expect, test, type APIRequestContext } from '@playwright/test';
import { shot } from './helpers.js';

const PAGES: [string, string][] = [
  ['/ContactezNous', 'Contactez-nous'],
  ['/APropos', 'À propos de Mijote'],
  ['/ConditionsGeneralesUtilisation', 'Conditions générales d’utilisation'],
  ['/Fonctionnement', 'Fonctionnement du site'],
  ['/MentionsLegales', 'Mentions légales'],
  ['/PolitiqueCookies', 'Politique cookies'],
  ['/CharteMijote', 'Charte des avis Mijote'],
  ['/PolitiqueConfidentialite', 'Politique de confidentialité'],
  ['/legalObligation', 'Obligations légales des restaurateurs'],
  ['/mentionsLegalesResto', 'Mentions légales'],
  ['/politiqueConfidentialiteResto', 'Politique de confidentialité – restaurateurs'],
  ['/politiqueCookiesResto', 'Politique cookies'],
  ['/conditionsGeneralesUtilisationResto', 'Conditions générales d’utilisation – restaurateurs'],
  ['/conditionsGeneralesVenteResto', 'Conditions générales de vente – restaurateurs'],
  ['/ConditionsGeneralesVenteResto', 'Conditions générales de vente – restaurateurs'],
  ['/contact_inscription', 'Inscrire son restaurant'],
];

interface SiteInfo {
  companyName: string;
  siren: string;
  address: string;
  email: string;
  director: string;
  host: string;
}

async function siteInfo(request: APIRequestContext): Promise<SiteInfo> {
  const response = await request.post('/graphql', { data: { query: '{ siteInfo { companyName siren address email director host } }' } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { siteInfo: SiteInfo } };
  return body.data.siteInfo;
}

test('chaque page statique et légale affiche son titre, sa date de mise à jour et un sommaire', async ({ page }) => {
  for (const [path, title] of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText('Dernière mise à jour')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sommaire' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Retour/ })).toBeVisible();
  }
});

test('les mentions légales donnent l’identité de l’éditeur', async ({ page, request }, testInfo) => {
  const info = await siteInfo(request);
  await page.goto('/MentionsLegales');
  const identity = page.locator('dl.legal__identity');
  for (const value of [info.companyName, info.siren, info.address, info.email, info.director, info.host]) {
    await expect(identity).toContainText(value);
  }
  await expect(identity.getByRole('link', { name: info.email })).toHaveAttribute('href', `mailto:${info.email}`);
  await shot(page, testInfo, 'mentions-legales');
});

test('les deux orthographes des CGV mènent aux mêmes conditions de vente', async ({ page }) => {
  for (const path of ['/conditionsGeneralesVenteResto', '/ConditionsGeneralesVenteResto']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conditions générales de vente – restaurateurs');
    await expect(page.getByText('60 € HT').first()).toBeVisible();
    await expect(page.getByText(/40 €/).first()).toBeVisible();
  }
});

test('les pages d’information disent ce que la loi demande (classement, avis, ouverture, tarif)', async ({ page, request }, testInfo) => {
  await page.goto('/APropos');
  await expect(page.locator('main')).toContainText('29 avril');
  await page.goto('/Fonctionnement');
  await expect(page.locator('main')).toContainText('Aucun classement payant');
  await page.goto('/CharteMijote');
  for (const reason of ['Faux avis', 'Contenu discriminatoire ou haineux', 'Avis destiné à un autre établissement']) {
    await expect(page.locator('main')).toContainText(reason);
  }
  await page.goto('/PolitiqueCookies');
  await expect(page.locator('main')).toContainText('mijote_consent');
  await expect(page.locator('main')).toContainText('6 mois');
  const info = await siteInfo(request);
  await page.goto('/contact_inscription');
  await expect(page.locator('main')).toContainText('72 € TTC');
  await expect(page.locator('main')).toContainText('aucun montant n’est débité');
  // The page's form sends the registration link; the contact address stays for questions.
  await expect(page.getByRole('link', { name: 'Inscrire mon restaurant' })).toHaveAttribute('href', '#demande');
  await expect(page.getByRole('form', { name: 'Demander mon lien d’inscription' })).toBeVisible();
  await expect(page.locator('main')).toContainText(info.email);
  await shot(page, testInfo, 'contact-inscription');
});

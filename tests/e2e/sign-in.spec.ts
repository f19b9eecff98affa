import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '../../common/account-rules.js';
import { adminSegment, connectionScreen, DEMO_PASSWORD, hasDataDir, linkFor, logInAsCustomer, logInAsDemoRestaurateur, openConnection } from './accounts-helpers.js';
import { shot } from './helpers.js';
import { logInToAdminArea } from './moderation-helpers.js';

/**
 * Issue 25, items 1 and 2 (and the private pages' titles of item 16), as newcomers meet them on a phone and a desktop:
 * a private page opened without a session asks for the right sign-in at its own address and shows itself once signed
 * in; one sign-in finds the account's space whichever window is used, and says where to go when it cannot
 * (docs/adr/0026, docs/adr/0027).
 */
test.skip(!hasDataDir(), 'Ces parcours lisent la boîte d’envoi du serveur lancé par global-setup.ts.');

const NOT_FOUND = 'Oups, la page que vous recherchez est introuvable.';
const RESTAURATEUR = 'resto@mijote.test';

/** The restaurateur sign-in shown in place of a page of the space. */
async function expectRestaurateurSignIn(page: Page, pageName?: string) {
  await expect(page.getByRole('heading', { name: 'Espace restaurateur', level: 1 })).toBeVisible();
  if (pageName) await expect(page.getByText(`Connectez-vous pour ouvrir « ${pageName} » de votre espace restaurateur.`)).toBeVisible();
  await expect(page.getByLabel('Adresse e-mail')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mot de passe oublié ?' })).toBeVisible();
  await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
}

async function signInHere(page: Page, email: string, password = DEMO_PASSWORD) {
  const main = page.locator('main');
  await main.getByLabel('Adresse e-mail').fill(email);
  await main.getByLabel('Mot de passe', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Se connecter' }).click();
}

test('le lien « Nouvel avis » ouvert sans session demande la connexion restaurateur, puis montre les avis à la même adresse', async ({ page }, testInfo) => {
  await page.goto('/restaurateur/avis');
  await expectRestaurateurSignIn(page, 'Avis et réponses');
  await expect(page).toHaveTitle('Avis et réponses — Espace restaurateur — Mijote');
  await shot(page, testInfo, 'connexion-sur-place-avis');

  await signInHere(page, RESTAURATEUR);
  await expect(page.getByRole('heading', { name: 'Avis et réponses', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/restaurateur\/avis$/);
  await expect(page).toHaveTitle('Avis et réponses — Espace restaurateur — Mijote');
  await shot(page, testInfo, 'connexion-sur-place-avis-ouverts');
});

test('chaque page de l’espace restaurateur, ouverte sans session, demande la connexion avec son propre titre d’onglet', async ({ page }) => {
  const pages: [string, string][] = [
    ['/modifyMenu', 'Ma carte'],
    ['/modifyMenu/2026-12-01', 'Ma carte'],
    ['/reservationPage', 'Réservation'],
    ['/modifyInfo/horaires', 'Mes informations'],
    ['/modifyDescription', 'Description et photos'],
    ['/statistiques', 'Statistiques'],
    ['/restaurateur/publication', 'Publication'],
  ];
  for (const [address, name] of pages) {
    await page.goto(address);
    await expectRestaurateurSignIn(page, name);
    await expect(page, address).toHaveTitle(`${name} — Espace restaurateur — Mijote`);
  }
});

test('une session expirée sur une page de l’espace : la connexion sur place ramène à la page ouverte', async ({ page, context }, testInfo) => {
  await logInAsDemoRestaurateur(page);
  // The session ends (its refresh cookie is gone, the access token stays in the browser): the bookmark is opened later.
  await context.clearCookies({ name: 'mj_rt_restau' });
  await page.goto('/modifyMenu');
  await expectRestaurateurSignIn(page, 'Ma carte');
  await shot(page, testInfo, 'session-expiree-carte');
  await signInHere(page, RESTAURATEUR);
  await expect(page.getByRole('heading', { name: 'Ma carte et mes menus du jour', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/modifyMenu$/);
});

test('une session qui prend fin pendant la visite : la page de l’espace le dit, demande la connexion sur place, puis s’ouvre', async ({ page }, testInfo) => {
  await logInAsDemoRestaurateur(page);
  // Signed out from another tab: the session's refresh cookie and its access tokens stop working at once.
  const status = await page.evaluate(async () => {
    const response = await fetch('/api/tokenRestau/logout', {
      method: 'POST', credentials: 'include', body: '{}', headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return response.status;
  });
  expect(status).toBeLessThan(300);
  await page.locator('main').getByRole('link', { name: /Réservation/ }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Votre session a pris fin : reconnectez-vous pour continuer.' })).toBeVisible();
  await expectRestaurateurSignIn(page, 'Réservation');
  await shot(page, testInfo, 'session-finie-pendant-la-visite');
  await signInHere(page, RESTAURATEUR);
  await expect(page).toHaveURL(/\/reservationPage$/);
  await expect(page.getByRole('heading', { name: 'Réservation', level: 1 })).toBeVisible();
  await expect(page.locator('main').getByLabel('Adresse e-mail')).toHaveCount(0);
});

test('un client connecté sur une page de l’espace restaurateur apprend où aller', async ({ page }, testInfo) => {
  await page.goto('/');
  await logInAsCustomer(page, 'client@mijote.test', DEMO_PASSWORD, 'Camille');
  await page.goto('/reservationPage');
  await expect(page.getByRole('status').filter({ hasText: 'Vous êtes connecté avec votre compte client (Camille). L’espace restaurateur est réservé aux comptes des restaurateurs' })).toBeVisible();
  await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
  await shot(page, testInfo, 'client-sur-espace-restaurateur');
  await page.locator('main').getByRole('link', { name: 'Mon profil' }).click();
  await expect(page).toHaveURL(/\/profilScreen$/);
  await expect(page).toHaveTitle('Mon profil — Mijote');
});

test('« Mon profil » ouvert sans session ouvre la fenêtre de connexion, puis montre le profil à la même adresse', async ({ page }, testInfo) => {
  await page.goto('/profilScreen');
  const dialog = connectionScreen(page);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/profilScreen$/);
  await expect(page).toHaveTitle('Mon profil — Mijote');
  await shot(page, testInfo, 'profil-sans-session');
  await logInAsCustomer(page, 'client@mijote.test', DEMO_PASSWORD, 'Camille');
  await expect(page).toHaveURL(/\/profilScreen$/);
  await expect(page.getByRole('heading', { name: 'Mon profil', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mes favoris' })).toBeVisible();
});

test('une page de l’administration ouverte sans session demande la connexion, puis s’ouvre avec son titre', async ({ page }) => {
  const dashboard = adminSegment('admin-path');
  await page.goto(`/a/${dashboard}/comptes`);
  await expect(page).toHaveTitle('Connexion — Administration — Mijote');
  await logInToAdminArea(page, `${dashboard}/comptes`);
  await expect(page).toHaveURL(new RegExp(`/a/${dashboard}/comptes$`));
  await expect(page).toHaveTitle('Comptes — Administration — Mijote');
});

test('les identifiants d’un restaurateur dans la fenêtre « Connexion » ouvrent son espace', async ({ page }, testInfo) => {
  await page.goto('/');
  const dialog = await openConnection(page);
  await dialog.getByLabel('Adresse e-mail').fill(RESTAURATEUR);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/restaurateurLogin$/);
  await expect(page.locator('.dashboard__title')).toBeVisible();
  await expect(page.locator('.header-bar').getByRole('link', { name: 'Espace restaurateur' })).toBeVisible();
  await shot(page, testInfo, 'connexion-restaurateur-par-la-fenetre');
});

test('dans l’espace restaurateur, un client reconnu est orienté vers son profil ; un mauvais mot de passe reste « incorrect »', async ({ page }, testInfo) => {
  await page.goto('/restaurateurLogin');
  await signInHere(page, 'client@mijote.test', 'Mauvais49!');
  await expect(page.getByText(ACCOUNT_MESSAGES.loginFailed)).toBeVisible();
  await signInHere(page, 'client@mijote.test');
  await expect(page.getByRole('status').filter({ hasText: 'Vous êtes connecté avec votre compte client (Camille).' })).toBeVisible();
  await expect(page.getByText(ACCOUNT_MESSAGES.loginFailed)).toHaveCount(0);
  await shot(page, testInfo, 'client-dans-espace-restaurateur');
  // Changing accounts: the sign-in comes back.
  await page.getByRole('button', { name: 'Se déconnecter pour changer de compte' }).click();
  await expect(page.locator('main').getByLabel('Adresse e-mail')).toBeVisible();
});

test('les identifiants d’un administrateur dans la fenêtre « Connexion » disent où se connecter, sans ouvrir de session', async ({ page }, testInfo) => {
  await page.goto('/');
  const dialog = await openConnection(page);
  await dialog.getByLabel('Adresse e-mail').fill('admin@mijote.test');
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(dialog.getByText(ACCOUNT_MESSAGES.adminAreaOnly)).toBeVisible();
  // No second factor here, and no session.
  await expect(dialog.getByLabel('Code de vérification')).toHaveCount(0);
  await shot(page, testInfo, 'administrateur-dans-la-fenetre');
  await page.keyboard.press('Escape');
  await expect(page.locator('.header-bar').getByRole('button', { name: 'Connexion' })).toBeVisible();
});

test('« Mot de passe oublié ? » dans l’espace restaurateur : le lien reçu permet de choisir un mot de passe, puis de se connecter', async ({ page }, testInfo) => {
  await page.goto('/restaurateurLogin');
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  const dialog = connectionScreen(page);
  await expect(dialog.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
  await dialog.getByLabel('Adresse e-mail').fill(RESTAURATEUR);
  await dialog.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(dialog.getByRole('status')).toBeVisible();
  await shot(page, testInfo, 'restaurateur-mot-de-passe-oublie');
  await page.keyboard.press('Escape');

  const link = await linkFor(RESTAURATEUR);
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Choisissez un nouveau mot de passe' })).toBeVisible();
  await expect(page).toHaveTitle('Nouveau mot de passe — Mijote');
  // The demo password again, so that the other journeys keep signing in with it.
  await page.getByLabel('Nouveau mot de passe').fill(DEMO_PASSWORD);
  await page.getByLabel('Confirmation du mot de passe').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('heading', { name: 'Mot de passe modifié' })).toBeVisible();
  await page.goto('/restaurateurLogin');
  await signInHere(page, RESTAURATEUR);
  await expect(page.locator('.dashboard__title')).toBeVisible();
});

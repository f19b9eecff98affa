import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  adminSegment, codeFor, connectionScreen, createCustomer, dataDir, DEMO_PASSWORD, hasDataDir, linkFor, logInAsCustomer, NEW_PASSWORD, openConnection, uniqueEmail,
} from './accounts-helpers.js';
import { ACCOUNT_MAIL_SUBJECTS } from '../../server/src/modules/mail/mail.templates.js';
import { messagesFor } from '../support/outbox.js';
import { cards, operationOf, shot } from './helpers.js';
import { logInToAdminArea } from './moderation-helpers.js';

test.skip(!hasDataDir(), 'Ces parcours lisent la boîte d’envoi du serveur lancé par global-setup.ts.');

test('créer un compte, saisir le code reçu, se déconnecter puis se reconnecter', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'inscription');
  await page.goto('/');
  // « Inscrire son restaurant »: the bar's link (wide screens) and the phone menu's (issue 15).
  await expect(page.locator('.header-bar a[href="/contact_inscription"]')).toHaveCount(2);
  const dialog = await openConnection(page);
  await expect(dialog.getByLabel('Adresse e-mail')).toBeFocused();
  await shot(page, testInfo, 'connexion');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await openConnection(page);

  await dialog.getByRole('tab', { name: 'Créer un compte' }).click();
  await dialog.getByLabel('Adresse e-mail').fill(email);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('court');
  await expect(dialog.locator('.password-rules__item--ok')).toHaveCount(1);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await expect(dialog.locator('.password-rules__item:not(.password-rules__item--ok)')).toHaveCount(0);
  await dialog.getByLabel('Confirmation du mot de passe').fill('Autre49!');
  await dialog.getByLabel('Prénom').fill('Lou');
  await dialog.getByLabel('Nom', { exact: true }).fill('Martin');
  await dialog.getByRole('radio', { name: 'Mme' }).check();
  await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(dialog.getByText('Mot de passe différent')).toBeVisible();
  // The CGU must be accepted, with the privacy policy a link away (issue 15).
  await expect(dialog.getByText('Acceptez les conditions générales d’utilisation pour créer votre compte.')).toBeVisible();
  await expect(dialog.getByRole('link', { name: /politique de confidentialité/ })).toHaveAttribute('href', '/PolitiqueConfidentialite');
  // Customer accounts are reserved to adults (CGU, issue 28): the declaration is asked and recorded with the account.
  await expect(dialog.getByText('Le compte client est réservé aux personnes majeures : confirmez que vous avez 18 ans ou plus.')).toBeVisible();
  await shot(page, testInfo, 'inscription-erreurs');
  await dialog.getByRole('checkbox', { name: 'Je déclare avoir 18 ans ou plus' }).check();
  await dialog.getByLabel('Confirmation du mot de passe').fill(DEMO_PASSWORD);
  await dialog.getByRole('checkbox', { name: /J’accepte les conditions générales d’utilisation/ }).check();
  await dialog.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(dialog.getByRole('heading', { name: 'Vérifiez votre adresse e-mail' })).toBeVisible();
  await dialog.getByLabel('Chiffre 1 sur 6').fill('000000');
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(dialog.getByText('Le code est incorrect')).toBeVisible();
  await shot(page, testInfo, 'code');
  const code = await codeFor(email);
  await dialog.getByLabel('Chiffre 1 sur 6').fill(code);
  await expect(dialog.getByLabel('Chiffre 6 sur 6')).toHaveValue(code[5]);
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(dialog).toBeHidden();
  const avatar = page.locator('.header-bar').getByRole('link', { name: 'Mon profil (Lou)' });
  await expect(avatar).toHaveText('L');
  await expect(page.locator('.header-bar a[href="/contact_inscription"]')).toHaveCount(0);

  await avatar.click();
  await expect(page).toHaveURL(/\/profilScreen$/);
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.locator('.header-bar').getByRole('button', { name: 'Connexion' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await logInAsCustomer(page, email, DEMO_PASSWORD, 'Lou');
  // The session survives a reload (start-up sequence: refresh cookie, then user info).
  await page.reload();
  await expect(page.locator('.header-bar').getByRole('link', { name: 'Mon profil (Lou)' })).toBeVisible();
});

test('un visiteur qui touche le cœur voit la connexion ; le favori se retrouve sur le profil', async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, 'favori');
  await createCustomer(request, email, 'Sacha');
  await page.goto('/');
  const first = cards(page).first();
  await expect(first).toBeVisible();
  const name = (await first.locator('.card__name').textContent()) ?? '';
  const heart = first.locator('button.favourite');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(connectionScreen(page).getByRole('heading', { name: 'Connexion' })).toBeVisible();
  // The heart touched before signing in is applied once signed in, with one request.
  const toggles: unknown[] = [];
  page.on('request', (r) => {
    if (operationOf(r) === 'ToggleFavourite') toggles.push(r.postDataJSON());
  });
  const applied = page.waitForResponse((r) => operationOf(r.request()) === 'ToggleFavourite');
  await logInAsCustomer(page, email, DEMO_PASSWORD, 'Sacha');
  expect(await (await applied).json()).toMatchObject({ data: { toggleFavourite: { __typename: 'FavouriteToggle', isFav: true } } });
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveAttribute('aria-label', `${name} dans mes favoris`);
  await expect(heart).not.toHaveAttribute('aria-disabled', 'true');
  expect(toggles).toHaveLength(1);

  // Removed, then added again: clicks are locked for 1 s (aria-disabled meanwhile), a second click right away changes nothing.
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).not.toHaveAttribute('aria-disabled', 'true');
  const saved = page.waitForResponse((r) => operationOf(r.request()) === 'ToggleFavourite');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveAttribute('aria-disabled', 'true');
  await heart.dispatchEvent('click');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // The server has the favourite before the page is left.
  expect(await (await saved).json()).toMatchObject({ data: { toggleFavourite: { __typename: 'FavouriteToggle', isFav: true } } });
  // The lock ends by itself (the app's 1 s timer); by then a click it had let through would have sent its own request.
  await expect(heart).not.toHaveAttribute('aria-disabled', 'true');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(toggles).toHaveLength(3);

  // The restaurant page shows the same heart, already pressed.
  const href = (await first.locator('a.card__link').getAttribute('href')) ?? '';
  await page.goto(href);
  await expect(page.locator('.restaurant-hero button.favourite')).toHaveAttribute('aria-pressed', 'true');

  await page.locator('.header-bar').getByRole('link', { name: 'Mon profil (Sacha)' }).click();
  const favourites = page.locator('.profile__favourites');
  await expect(favourites.locator('.card__name')).toHaveText([name]);
  await expect(favourites.locator('button.favourite')).toHaveAttribute('aria-pressed', 'true');
  // What a diner comes for first: the favourites come before the settings.
  const headings = await page.locator('main h2').allTextContents();
  expect(headings.findIndex((h) => h.includes('Mes favoris'))).toBeLessThan(headings.findIndex((h) => /mot de passe/i.test(h)));
  await shot(page, testInfo, 'profil', true);
});

test('mot de passe oublié : le lien reçu permet d’en choisir un nouveau', async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, 'oubli');
  await createCustomer(request, email, 'Noa');
  await page.goto('/');
  const dialog = await openConnection(page);
  await dialog.getByRole('button', { name: /Mot de passe oublié/ }).click();
  await expect(dialog.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
  await dialog.getByLabel('Adresse e-mail').fill(email);
  await dialog.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(dialog.getByRole('status')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  const link = await linkFor(email);
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Choisissez un nouveau mot de passe' })).toBeVisible();
  await shot(page, testInfo, 'reset');
  await page.getByLabel('Nouveau mot de passe').fill(NEW_PASSWORD);
  await page.getByLabel('Confirmation du mot de passe').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('heading', { name: 'Mot de passe modifié' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 9000 });

  // The change is confirmed by e-mail, with the way back if it was not them.
  // It leaves once the change is committed (the mail outbox, ADR 0038): polled.
  await expect.poll(async () => (await messagesFor(dataDir(), email)).find((m) => m.subject === ACCOUNT_MAIL_SUBJECTS.passwordChanged)?.text ?? '')
    .toContain('Vos autres sessions ont été fermées.');

  await logInAsCustomer(page, email, NEW_PASSWORD, 'Noa');

  // The used link is no longer valid: an empty page.
  await page.goto(new URL(link).pathname);
  await expect(page.locator('main#contenu')).toBeAttached();
  await expect(page.locator('main#contenu')).toBeEmpty();
  await expect(page.locator('.header-bar')).toHaveCount(0);
});

test('télécharger mes données puis supprimer mon compte', async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, 'donnees');
  await createCustomer(request, email, 'Eden');
  await page.goto('/');
  await logInAsCustomer(page, email, DEMO_PASSWORD, 'Eden');
  await page.goto('/profilScreen');
  await expect(page.getByRole('heading', { name: 'Mon profil', level: 1 })).toBeVisible();

  // Profile picture: crop then upload (webp) with a progress bar; the top bar shows the new picture.
  const png = await page.screenshot();
  await page.locator('input[type="file"]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
  const crop = page.getByRole('dialog', { name: 'Recadrer ma photo' });
  await expect(crop.locator('.cropper__img')).toBeVisible();
  await crop.getByRole('slider', { name: 'Zoom' }).fill('2');
  await shot(page, testInfo, 'recadrage');
  await crop.getByRole('button', { name: 'Utiliser cette photo' }).click();
  await expect(page.getByText('Votre photo a été mise à jour.')).toBeVisible();
  await expect(page.locator('.header-bar img.account-entry__picture')).toHaveAttribute('src', /^\/media\//);

  // Profile form with its confirmation.
  await page.getByLabel('Présentation').fill('J’aime les crêperies.');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await page.getByRole('dialog', { name: /Enregistrer les modifications/ }).getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('Vos informations ont été enregistrées.')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger mes données' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('mijote-mes-donnees.json');
  const text = await readFile(await download.path(), 'utf8');
  expect(JSON.parse(text)).toBeTruthy();
  expect(text).toContain(email);

  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer mon compte' });
  await dialog.getByLabel('Mot de passe').fill('Mauvais49!');
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.header-bar').getByRole('button', { name: 'Connexion' })).toBeVisible();
  // The home page says so, and an e-mail confirms it.
  await expect(page.getByRole('status').filter({ hasText: 'Votre compte a été supprimé. Un e-mail vous le confirme.' })).toBeVisible();
  await shot(page, testInfo, 'compte-supprime');
  await expect.poll(async () => (await messagesFor(dataDir(), email)).find((m) => m.subject === ACCOUNT_MAIL_SUBJECTS.accountDeleted)?.text ?? '')
    .toContain('Votre compte Mijote a bien été supprimé');

  const again = await openConnection(page);
  await again.getByLabel('Adresse e-mail').fill(email);
  await again.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await again.getByRole('button', { name: 'Se connecter' }).click();
  await expect(again.getByText('Adresse e-mail ou mot de passe incorrect')).toBeVisible();
});

test('le restaurateur se connecte et arrive sur son tableau de bord', async ({ page }, testInfo) => {
  await page.goto('/restaurateurLogin');
  await expect(page.getByRole('heading', { name: 'Espace restaurateur' })).toBeVisible();
  await page.getByLabel('Adresse e-mail').fill('resto@mijote.test');
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.locator('.dashboard__title')).toBeVisible();
  for (const href of ['/modifyMenu', '/modifyDescription', '/modifyInfo', '/reservationPage', '/restaurateur/publication']) {
    await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1);
  }
  // Statistics: the tool's card and the last 7 days' link.
  await expect(page.locator('main a[href="/statistiques"]')).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Les 7 derniers jours' })).toBeVisible();
  // The demo restaurant is on line.
  await expect(page.getByTestId('publication-status')).toHaveText('Publiée : votre page est en ligne.');
  // The demo tells the truth (issue 25 item 17): an active subscription with its invoices (the free first month, then
  // paid months), and a week of visits.
  const invoices = page.locator('.billing-invoices__item');
  await expect(invoices.first()).toBeVisible();
  expect(await invoices.count()).toBeGreaterThanOrEqual(4);
  await expect(invoices.last()).toContainText(/ 0,00\s€ TTC \(acquittée\)/);
  await expect(invoices.first()).toContainText(/72,00\s€ TTC \(acquittée\)/);
  const views = page.locator('.week-figures .stats__card-value').first();
  await expect(views).toHaveText(/^\d+$/);
  expect(Number(await views.textContent())).toBeGreaterThan(0);
  const header = page.locator('.header-bar');
  await expect(header.getByRole('link', { name: 'Espace restaurateur' })).toBeVisible();
  await expect(header.locator('a[href="/contact_inscription"]')).toHaveCount(0);
  const footer = page.locator('footer.site-footer');
  await expect(footer.locator('a[href="/legalObligation"]')).toHaveCount(1);
  await expect(footer.locator('a[href="/MentionsLegales"]')).toHaveCount(0);
  await expect(footer.locator('a[href="/contact_inscription"]')).toHaveCount(0);
  await shot(page, testInfo, 'tableau-de-bord', true);

  // Owners never see the heart.
  await page.goto('/');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.locator('button.favourite')).toHaveCount(0);

  await page.goto('/restaurateurLogin');
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByLabel('Adresse e-mail')).toBeVisible();
});

test('l’administrateur se connecte et ouvre les deux espaces secrets', async ({ page }, testInfo) => {
  const dashboard = adminSegment('admin-path');
  const moderation = adminSegment('admin-moderation-path');
  await page.goto(`/a/${dashboard}`);
  await expect(page.getByRole('heading', { name: 'Administration' })).toBeVisible();
  // The password alone opens nothing: the second factor is asked (and set up at the very first sign-in).
  await page.getByLabel('Adresse e-mail').fill('admin@mijote.test');
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByLabel('Code de vérification')).toBeVisible();
  await shot(page, testInfo, 'admin-second-facteur');
  await page.getByLabel('Code de vérification').fill('000000');
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText(/Code incorrect/)).toBeVisible();
  await logInToAdminArea(page, dashboard);
  await expect(page.getByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeVisible();
  await shot(page, testInfo, 'admin-tableau-de-bord');

  await page.goto(`/a/${moderation}`);
  await expect(page.getByRole('heading', { name: 'Modération', level: 1 })).toBeVisible();
  await page.goto('/a/pas-un-secret');
  await expect(page.getByText('Oups, la page que vous recherchez est introuvable.')).toBeVisible();
});

test('un client qui ouvre un espace d’administration voit la page introuvable', async ({ page }) => {
  await page.goto('/');
  await logInAsCustomer(page, 'client@mijote.test');
  await page.goto(`/a/${adminSegment('admin-path')}`);
  await expect(page.getByText('Oups, la page que vous recherchez est introuvable.')).toBeVisible();
  await page.goto('/restaurateurLogin');
  await expect(page.getByRole('heading', { name: 'Espace restaurateur' })).toBeVisible();
});

test('un profil public inconnu affiche la page introuvable', async ({ page }) => {
  await page.goto('/profilForVisitor/999999');
  await expect(page.getByText('Oups, la page que vous recherchez est introuvable.')).toBeVisible();
});

test('les champs d’identifiant et de mot de passe se présentent aux gestionnaires de mots de passe ; la fenêtre de connexion mène à l’inscription d’un restaurant', async ({ page }) => {
  await page.goto('/');
  const dialog = await openConnection(page);
  await expect(dialog.getByLabel('Adresse e-mail')).toHaveAttribute('autocomplete', 'username');
  await expect(dialog.getByLabel('Mot de passe', { exact: true })).toHaveAttribute('autocomplete', 'current-password');
  await dialog.getByRole('link', { name: 'Inscrire son restaurant' }).click();
  await expect(page).toHaveURL(/\/contact_inscription$/);
  await openConnection(page);
  await connectionScreen(page).getByRole('tab', { name: 'Créer un compte' }).click();
  await expect(connectionScreen(page).getByLabel('Mot de passe', { exact: true })).toHaveAttribute('autocomplete', 'new-password');
  await expect(connectionScreen(page).getByLabel('Confirmation du mot de passe')).toHaveAttribute('autocomplete', 'new-password');
  // Ordinary text fields keep autocomplete off (SPEC §2).
  await expect(connectionScreen(page).getByLabel('Prénom')).toHaveAttribute('autocomplete', 'off');
});

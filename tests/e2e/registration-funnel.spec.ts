import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { addDays, CANCELLATION_TEXTS, frenchDate } from '../../common/billing-rules.js';
import { ACCOUNT_MESSAGES } from '../../common/account-rules.js';
import { REGISTRATION_MESSAGES } from '../../common/registration-rules.js';
import { BILLING_MAIL_SUBJECTS } from '../../server/src/modules/mail/mail.templates.js';
import { messagesFor } from '../support/outbox.js';
import { codeFor, connectionScreen, createCustomer, dataDir, DEMO_PASSWORD, hasDataDir, logInAsCustomer, uniqueEmail } from './accounts-helpers.js';
import { publishNow } from '../factories/restaurant-rows.js';
import { dbQuery, testDb } from './api-helpers.js';
import { shot } from './helpers.js';
import { createAccount, fillPersonalInformation, payWith, requestLink, sendRequestForm, upToThePayment } from './registration-helpers.js';

/**
 * The restaurateur's registration funnel and subscription, walked through on a phone and a desktop (issue 25, items 3, 4,
 * 9, 10 and 11): cancelling asks first and says the date the page goes off line; the money step fits the screen; the
 * funnel's secondary buttons look like buttons; the wizard remembers step 1 and the billing details; an address that
 * already has an account is told so, once, with a way to sign in.
 */

test.skip(!hasDataDir(), 'Ces parcours lisent la boîte d’envoi et la base du serveur lancé par global-setup.ts.');

/** The page scrolls sideways by nothing. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, clientWidth: document.scrollingElement!.clientWidth }));
  expect(scrollWidth, 'la page ne défile pas de côté').toBeLessThanOrEqual(clientWidth);
}

/** A button drawn with the site's button styles (base.css .button): its rounded border, as `reference`'s, and a 40 px target at least. */
async function expectSiteButton(button: Locator, reference: Locator) {
  const look = (l: Locator) => l.evaluate((e) => {
    const s = getComputedStyle(e);
    return { radius: s.borderTopLeftRadius, border: s.borderTopStyle, borderColour: s.borderTopColor };
  });
  expect(await look(button)).toEqual(await look(reference));
  expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(40);
}

test('résilier demande d’abord, dans une fenêtre qui dit la date de mise hors ligne ; le tableau de bord et l’e-mail la disent aussi', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail(testInfo, 'resiliation');
  await upToThePayment(page, email);
  await payWith(page, '1111 2222 3333 4444');
  await expect(page.getByText('La banque a confirmé : votre abonnement est actif.')).toBeVisible();
  // A fresh load of the space (the result page's own link races its one-time sign-in: seen and reported, issue 25 notes).
  await page.goto('/restaurateurLogin');
  // The page is on line (published by the moderation, as it would be after its request).
  const [owned] = await dbQuery<{ id: number }>(dataDir(), `SELECT r.id FROM restaurant r JOIN app_user u ON u.id = r.owner_id WHERE u.email = $1`, [email]);
  await publishNow(testDb(dataDir()), owned.id, ['Bistrot']);
  const [sub] = await dbQuery<{ end: string; due: string }>(dataDir(),
    `SELECT to_char(current_period_end, 'YYYY-MM-DD') AS end, to_char(next_due_date, 'YYYY-MM-DD') AS due FROM subscription WHERE user_id = (SELECT id FROM app_user WHERE email = $1)`, [email]);
  // The renewal job ends a cancelled subscription on its next due date, the day after the paid period (API-tested in billing.test.ts).
  expect(sub.due).toBe(addDays(sub.end, 1));
  const [end, off] = [frenchDate(sub.end), frenchDate(sub.due)];
  await page.reload();
  await expect(page.getByTestId('subscription-state')).toHaveText('Actif');

  // « Résilier l’abonnement » opens a dialog that says the dates; « Garder mon abonnement » changes nothing.
  await page.getByRole('button', { name: 'Résilier l’abonnement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Résilier l’abonnement ?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(CANCELLATION_TEXTS.activeUntil(end, off));
  await expect(dialog).toContainText(CANCELLATION_TEXTS.pageOnline(end, off));
  // The focus is in the dialog, not on the cancelling button.
  await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeFocused();
  await shot(page, testInfo, 'resiliation-confirmation');
  await dialog.getByRole('button', { name: 'Garder mon abonnement' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('subscription-state')).toHaveText('Actif');
  // Escape closes it too, with the keyboard only.
  await page.getByRole('button', { name: 'Résilier l’abonnement' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect((await messagesFor(dataDir(), email)).filter((m) => m.subject === BILLING_MAIL_SUBJECTS.cancelled)).toHaveLength(0);

  // Confirmed: the dashboard says until when the page stays on line and the day it goes off line; so does the e-mail.
  await page.getByRole('button', { name: 'Résilier l’abonnement' }).click();
  await dialog.getByRole('button', { name: 'Confirmer la résiliation' }).click();
  await expect(page.getByTestId('subscription-state')).toHaveText('Actif — résiliation demandée');
  const ending = page.getByTestId('subscription-ending');
  await expect(ending).toContainText(CANCELLATION_TEXTS.pageOnline(end, off));
  await expect(page.getByRole('button', { name: 'Reprendre l’abonnement' })).toBeVisible();
  await ending.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'resiliation-tableau-de-bord');
  await expect.poll(async () => (await messagesFor(dataDir(), email)).filter((m) => m.subject === BILLING_MAIL_SUBJECTS.cancelled).map((m) => m.text).join('\n'))
    .toContain(CANCELLATION_TEXTS.pageOnline(end, off));
});

test('l’étape 2 tient dans l’écran : aucun défilement de côté, la case des conditions en un seul bloc', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'etape2');
  await page.goto(await requestLink(page, email));
  await createAccount(page, email);
  await expect(page.getByRole('heading', { name: 'Informations de votre restaurant' })).toBeVisible();
  const terms = page.locator('label.choice').filter({ has: page.getByRole('checkbox', { name: /J’accepte les conditions générales/ }) });
  // The label's text is one block beside its box (not one flex item per text and link), and it ends inside the screen.
  const text = terms.locator(':scope > :not(input)');
  await expect(text).toHaveCount(1);
  await expect(text).toHaveText('J’accepte les conditions générales d’utilisation et les conditions générales de vente de Mijote');
  const box = (await text.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectNoSidewaysScroll(page);
  await terms.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'etape-2-conditions');
});

test('« Renvoyer un code », « Modifier mes informations » et « Retirer » ont le style des boutons du site', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const email = uniqueEmail(testInfo, 'boutons');
  await page.goto(await requestLink(page, email));
  await fillPersonalInformation(page, '28');
  await expect(page.getByRole('heading', { name: 'Vérifiez votre adresse e-mail' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Valider' });
  await expectSiteButton(page.getByRole('button', { name: 'Renvoyer un code' }), submit);
  await expectSiteButton(page.getByRole('button', { name: 'Modifier mes informations' }), submit);
  await expectNoSidewaysScroll(page);
  await shot(page, testInfo, 'code-boutons');

  // The review form: a photo chosen, its « Retirer » as the form's other buttons.
  const customer = uniqueEmail(testInfo, 'boutons-avis');
  await createCustomer(request, customer, 'Margaux');
  const [r] = await dbQuery<{ path: string; name: string }>(dataDir(),
    `SELECT r.name, '/restaurant/' || c.slug || '/' || r.slug || '_' || r.id_url AS path FROM restaurant r JOIN city c ON c.id = r.city_id
     WHERE r.status = 'published' ORDER BY r.id LIMIT 1 OFFSET 3`);
  await page.goto(r.path);
  await page.getByRole('link', { name: 'Donner mon avis' }).click();
  await expect(connectionScreen(page)).toBeVisible();
  await logInAsCustomer(page, customer, DEMO_PASSWORD, 'Margaux');
  await expect(page.getByRole('heading', { name: `Donner mon avis sur ${r.name}`, level: 1 })).toBeVisible();
  const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8a3b12' } }).png().toBuffer();
  await page.locator('input[type=file][multiple]').setInputFiles({ name: 'plat.png', mimeType: 'image/png', buffer: picture });
  const remove = page.getByRole('button', { name: 'Retirer la photo plat.png' });
  await expectSiteButton(remove, page.getByRole('button', { name: 'Envoyer mon avis' }));
  await remove.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'avis-retirer-photo');
  await remove.click();
  await expect(remove).toHaveCount(0);
});

test('l’onglet fermé avant le code, le lien rouvert retrouve l’étape 1 sauf le mot de passe ; l’étape 3 retrouve la facturation après un refus', async ({ page, context }, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail(testInfo, 'memoire');
  const wizard = await requestLink(page, email);
  await page.goto(wizard);
  await fillPersonalInformation(page, '28');
  await expect(page.getByRole('heading', { name: 'Vérifiez votre adresse e-mail' })).toBeVisible();
  await page.close();

  // The tab is closed before the code is typed; the link from the e-mail is opened again.
  const again = await context.newPage();
  await again.goto(wizard);
  await expect(again.getByRole('heading', { name: 'Informations personnelles' })).toBeVisible();
  await expect(again.getByRole('status').filter({ hasText: REGISTRATION_MESSAGES.stepOneResumed })).toBeVisible();
  await expect(again.getByLabel('Prénom')).toHaveValue('Claire');
  await expect(again.getByLabel('Nom', { exact: true })).toHaveValue('Martin');
  await expect(again.getByLabel('Jour')).toHaveValue('28');
  await expect(again.getByLabel('Mois')).toHaveValue('02');
  await expect(again.getByLabel('Année')).toHaveValue('1980');
  await expect(again.getByLabel('Adresse e-mail')).toHaveValue(email);
  await expect(again.getByLabel('Mot de passe', { exact: true })).toHaveValue('');
  await shot(again, testInfo, 'etape-1-reprise');
  await again.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await again.getByLabel('Confirmation du mot de passe').fill(DEMO_PASSWORD);
  await again.getByRole('button', { name: 'Suivant' }).click();
  await expect(again.getByRole('heading', { name: 'Vérifiez votre adresse e-mail' })).toBeVisible();
  await again.getByLabel('Chiffre 1 sur 6').fill(await codeFor(email));
  await again.getByRole('button', { name: 'Valider' }).click();
  await expect(again.getByRole('heading', { name: 'Informations de votre restaurant' })).toBeVisible();
  await again.close();

  // Step 3: a refused card; back on the form, the billing details are still there — and again when the link is reopened.
  const third = await context.newPage();
  const other = uniqueEmail(testInfo, 'memoire-carte');
  await upToThePayment(third, other);
  await payWith(third, '4000 0000 0000 0002');
  await expect(third.getByRole('heading', { name: 'Paiement refusé' })).toBeVisible();
  await third.getByRole('button', { name: 'Revenir au formulaire' }).click();
  await expect(third.getByRole('heading', { name: 'Paiement', exact: true })).toBeVisible();
  await expect(third.getByLabel('Dénomination sociale')).toHaveValue('SARL Le Port');
  await third.getByLabel('Dénomination sociale').scrollIntoViewIfNeeded();
  await shot(third, testInfo, 'etape-3-apres-refus');
  await third.goto('/');
  await third.goBack();
  await expect(third.getByLabel('Dénomination sociale')).toHaveValue('SARL Le Port');
});

test('une adresse qui a déjà un compte : le formulaire de contact le dit une fois et propose de se connecter, l’assistant aussi', async ({ page, request }, testInfo) => {
  const taken = uniqueEmail(testInfo, 'deja');
  await createCustomer(request, taken);
  const before = (await messagesFor(dataDir(), taken)).length;

  const form = await sendRequestForm(page, taken, 'Le Second Bistrot');
  const notice = page.getByRole('alert').filter({ hasText: REGISTRATION_MESSAGES.emailTakenNotice });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(REGISTRATION_MESSAGES.oneRestaurantPerAccount);
  // Said once: no second copy under the field.
  await expect(page.getByText(/adresse (e-)?mail est déjà utilisée/i)).toHaveCount(1);
  await expect(form.getByLabel('Adresse e-mail')).toHaveAttribute('aria-describedby', /.+/);
  await expect(page.getByText(REGISTRATION_MESSAGES.linkSent)).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await notice.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'contact-adresse-deja-utilisee');
  expect(await messagesFor(dataDir(), taken)).toHaveLength(before);
  await notice.getByRole('link', { name: 'Se connecter à mon espace' }).click();
  await expect(page).toHaveURL(/\/restaurateurLogin$/);

  // In the wizard, step 1 with that address: one notice, with the same way out.
  const email = uniqueEmail(testInfo, 'assistant');
  await page.goto(await requestLink(page, email));
  await page.getByLabel('Adresse e-mail').fill(taken);
  await fillPersonalInformation(page, '28');
  const inWizard = page.getByRole('alert').filter({ hasText: REGISTRATION_MESSAGES.emailTakenNotice });
  await expect(inWizard).toBeVisible();
  await expect(page.getByText(/adresse (e-)?mail est déjà utilisée/i)).toHaveCount(1);
  await expect(inWizard.getByRole('link', { name: 'Se connecter à mon espace' })).toBeVisible();
  await inWizard.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'assistant-adresse-deja-utilisee');
  // Another address goes on.
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByRole('heading', { name: 'Vérifiez votre adresse e-mail' })).toBeVisible();
});

test('la date de naissance : chaque case pleine passe à la suivante, et l’erreur se dit une fois, sous la date entière', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'naissance');
  await page.goto(await requestLink(page, email));
  const [day, month, year] = [page.getByLabel('Jour'), page.getByLabel('Mois'), page.getByLabel('Année')];
  await day.pressSequentially('3a1');
  await expect(day).toHaveValue('31');
  await expect(month).toBeFocused();
  await page.keyboard.type('02');
  await expect(year).toBeFocused();
  await page.keyboard.type('1980');
  await page.getByLabel('Prénom').fill('Claire');
  await page.getByLabel('Nom', { exact: true }).fill('Martin');
  await page.getByRole('button', { name: 'Suivant' }).click();
  const date = page.getByRole('group', { name: 'Date de naissance' });
  const error = date.getByText(ACCOUNT_MESSAGES.birthDateInvalid);
  await expect(error).toHaveCount(1);
  // Under the three boxes, not under « Année » alone; each box says it is invalid and points to it.
  await expect(date.locator('.text-input').getByText(ACCOUNT_MESSAGES.birthDateInvalid)).toHaveCount(0);
  for (const box of [day, month, year]) await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(day).toHaveAttribute('aria-describedby', (await error.getAttribute('id'))!);
  await date.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'date-de-naissance-erreur');
  await day.fill('28');
  await expect(error).toHaveCount(0);
});

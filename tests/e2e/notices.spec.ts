import { expect, test } from '@playwright/test';
import { earliestEffect, NOTICE_MESSAGES } from '../../common/notice-rules.js';
import { insertManyAccounts } from '../factories/accounts.js';
import { messagesFor } from '../support/outbox.js';
import { adminSegment, dataDir, hasDataDir } from './accounts-helpers.js';
import { dbQuery, testDb } from './api-helpers.js';
import { shot } from './helpers.js';
import { logInToAdminArea } from './moderation-helpers.js';

/**
 * Area 1's notices (issue 28 item 3): the admin writes a notice of a price change, is told in French that 15 days'
 * notice are due when the date is too close, sends it, and follows its sending — read again while it runs — until
 * every restaurateur's e-mail has left; each restaurateur gets it once.
 */
test.skip(!hasDataDir(), 'Ce parcours lit la boîte d’envoi et la base du serveur lancé par global-setup.ts.');

test('un préavis de hausse de prix envoyé à tous les restaurateurs depuis l’espace 1, suivi jusqu’au bout', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'Un parcours d’administration, sur ordinateur.');
  test.setTimeout(150_000);
  const prefix = `e2e-preavis-${Date.now().toString(36)}`;
  await insertManyAccounts(testDb(dataDir()), prefix, 'restaurateur', 80);
  const [{ n: owners }] = await dbQuery<{ n: number }>(dataDir(), `SELECT count(*)::int AS n FROM app_user WHERE role = 'restaurateur' AND email_verified`);

  await logInToAdminArea(page, adminSegment('admin-path'));
  await page.getByRole('link', { name: /Préavis aux titulaires de compte/ }).click();
  await expect(page.getByRole('heading', { name: 'Préavis aux titulaires de compte', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Préavis aux titulaires de compte — Administration/);

  const subject = `Nouveau prix de l’abonnement ${prefix}`;
  const form = page.getByRole('form', { name: 'Nouveau préavis' });
  await form.getByLabel('Type de préavis').selectOption('PRICE');
  await form.getByLabel('Objet du courriel').fill(subject);
  await form.getByLabel(/^Texte/).fill('Le prix de l’abonnement passe de 60 € HT à 65 € HT par mois.\n\nLes factures déjà émises ne changent pas.');
  const earliest = earliestEffect('PRICE');
  const dayBefore = new Date(Date.parse(`${earliest}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel('Date d’entrée en vigueur').fill(dayBefore);
  await form.getByRole('button', { name: 'Envoyer le préavis' }).click();
  await expect(form.getByText(NOTICE_MESSAGES.tooSoon('PRICE', earliest))).toBeVisible();
  await shot(page, testInfo, 'preavis-15-jours', true);

  await form.getByLabel('Date d’entrée en vigueur').fill(earliest);
  await form.getByRole('button', { name: 'Envoyer le préavis' }).click();
  await expect(page.getByRole('status').filter({ hasText: NOTICE_MESSAGES.queued(owners, 'les comptes restaurateurs') })).toBeVisible();
  const row = page.getByTestId('notices-table').locator('tbody tr').filter({ hasText: subject });
  await expect(row).toContainText('Modification du prix de l’abonnement ; destinataires : les comptes restaurateurs');
  // The page reads the figures again while the notice is being sent, without a reload.
  await expect(row.getByTestId('notice-progress')).toHaveText(new RegExp(`^Envoi terminé : ${owners} / ${owners} remis, ${owners} mis en file, 0 échec$`), { timeout: 90_000 });
  await shot(page, testInfo, 'preavis-envoye', true);

  const first = await messagesFor(dataDir(), `${prefix}-1@exemple.fr`);
  expect(first.filter((m) => m.subject === subject)).toHaveLength(1);
  expect(first[0].text).toContain('Le prix de l’abonnement passe de 60 € HT à 65 € HT par mois.');
  const [{ n: recorded }] = await dbQuery<{ n: number }>(dataDir(), `SELECT count(DISTINCT r.user_id)::int AS n FROM notice_recipient r JOIN notice n ON n.id = r.notice_id WHERE n.subject = $1 AND r.queued_at IS NOT NULL`, [subject]);
  expect(recorded).toBe(owners);
});

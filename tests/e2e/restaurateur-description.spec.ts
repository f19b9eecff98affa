import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { logInAsDemoRestaurateur } from './accounts-helpers.js';
import { shot } from './helpers.js';

/**
 * /modifyDescription (issue 12) as the demo restaurateur, on a phone and a desktop: the presentation, two gallery photos
 * cropped and sent with their progress, alt texts, the order changed with the keyboard, one deleted after a
 * confirmation; leaving with unsaved changes asks first; the public page shows exactly that. Each run cleans up what
 * it added (both projects share the demo database).
 */
async function addGalleryPhoto(page: Page, colour: string) {
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } }).png().toBuffer();
  await page.locator('.carte__photos input[type=file]').setInputFiles({ name: 'salle.png', mimeType: 'image/png', buffer: photo });
  const crop = page.getByRole('dialog', { name: 'Recadrer la photo' });
  await expect(crop.locator('.cropper__img')).toBeVisible();
  await crop.getByRole('button', { name: 'Envoyer cette photo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Photo ajoutée à la galerie' })).toBeVisible({ timeout: 20_000 });
}

test('une personne non connectée qui ouvre /modifyDescription est invitée à se connecter', async ({ page }) => {
  await page.goto('/modifyDescription');
  await expect(page.getByText('Connectez-vous pour ouvrir « Description et photos » de votre espace restaurateur.')).toBeVisible();
});

test('le restaurateur modifie sa présentation et sa galerie, puis les voit sur sa page publique', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const who = testInfo.project.name;
  await logInAsDemoRestaurateur(page);
  await page.getByRole('link', { name: /Description et photos/ }).click();
  await expect(page.getByRole('heading', { name: 'Description et photos', level: 1 })).toBeVisible();
  // The title shows while the description loads: the form first, then its photos are counted.
  await expect(page.getByLabel('Présentation du restaurant')).toBeVisible();
  const before = await page.locator('.carte__photos .carte__photo').count();

  const biography = `Une cuisine de saison au bord de la Maine (${who}).\n\nProduits du marché, vins de Loire.`;
  await page.getByLabel('Présentation du restaurant').fill(biography);
  await expect(page.getByText(`${biography.length} / 3000 caractères`)).toBeVisible();

  // Two photos, cropped (high quality for the second), with the server's progress.
  await addGalleryPhoto(page, '#2e6b3a');
  await page.locator('.carte__photos input[type=file]').setInputFiles({
    name: 'plat.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 1400, height: 1400, channels: 3, background: '#c8a03c' } }).png().toBuffer(),
  });
  const crop = page.getByRole('dialog', { name: 'Recadrer la photo' });
  await crop.getByLabel(/Haute qualité/).check();
  await shot(page, testInfo, 'description-recadrage', true);
  await crop.getByRole('button', { name: 'Envoyer cette photo' }).click();
  await expect(page.locator('.carte__photos .carte__photo')).toHaveCount(before + 2, { timeout: 20_000 });

  const rows = page.locator('.carte__photos .carte__photo');
  await rows.nth(before).getByLabel(/^Description de la photo/).fill(`La salle ${who}`);
  await rows.nth(before + 1).getByLabel(/^Description de la photo/).fill(`Le plat du jour ${who}`);
  // The last one goes up with the keyboard; the focus follows it.
  await rows.nth(before + 1).getByRole('button', { name: /^Monter la photo/ }).focus();
  await page.keyboard.press('Enter');
  await expect(rows.nth(before).getByLabel(/^Description de la photo/)).toHaveValue(`Le plat du jour ${who}`);
  await expect(rows.nth(before).getByRole('button', { name: /^(Monter|Descendre) la photo/ }).first()).toBeFocused();

  // Leaving with unsaved changes asks first.
  await page.locator('.header-bar').getByRole('link', { name: 'Retour' }).click();
  const leave = page.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Rester sur la page' }).click();

  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  const saved = page.getByRole('status').filter({ hasText: 'Enregistré' });
  await expect(saved).toBeVisible();
  await expect(page.getByText('Modifications non enregistrées')).toHaveCount(0);
  await shot(page, testInfo, 'description-enregistree', true);

  // Reloaded: the same order and texts.
  await page.reload();
  await expect(page.getByLabel('Présentation du restaurant')).toHaveValue(biography);
  await expect(rows.nth(before).getByLabel(/^Description de la photo/)).toHaveValue(`Le plat du jour ${who}`);
  await expect(rows.nth(before + 1).getByLabel(/^Description de la photo/)).toHaveValue(`La salle ${who}`);

  // The public page: the presentation and the photos with their alt texts.
  const href = await page.getByRole('link', { name: /Voir ma page publique/ }).getAttribute('href');
  const visitor = await page.context().newPage();
  await visitor.goto(href!);
  await visitor.getByRole('tab', { name: 'Restaurant' }).click();
  await expect(visitor.getByText(`Une cuisine de saison au bord de la Maine (${who}).`)).toBeVisible();
  await expect(visitor.getByAltText(`Le plat du jour ${who}`)).toBeAttached();
  await expect(visitor.getByAltText(`La salle ${who}`)).toBeAttached();
  await shot(visitor, testInfo, 'description-page-publique', true);
  await visitor.close();

  // Clean up: both photos deleted after a confirmation, gone at once.
  for (const alt of [`Le plat du jour ${who}`, `La salle ${who}`]) {
    const row = rows.filter({ has: page.locator(`input[value="${alt}"]`) });
    await row.getByRole('button', { name: /^Supprimer la photo/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer la photo ?' });
    await dialog.getByRole('button', { name: 'Supprimer la photo' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(rows).toHaveCount(before);
});

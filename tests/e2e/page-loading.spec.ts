import { expect, test, type Page, type Route } from '@playwright/test';
import { shot } from './helpers.js';

/** SPEC §2 and §9: lazy pages, the shared loading indicator (after 100 ms) and the chunk load timeout (120 s). */

const FAILURE_TITLE = 'La page n’a pas pu être chargée';

/** Requests for one page's own chunk (Vite names it after the page: /assets/AboutPage-<hash>.js). */
function chunkOf(page: string): RegExp {
  return new RegExp(`/assets/${page}-[^/]+\\.js$`);
}

/** Holds every request matching `url` until release(): a chunk that does not answer. */
async function holdRequests(page: Page, url: RegExp) {
  const held: Route[] = [];
  await page.route(url, (route) => void held.push(route));
  return {
    held,
    async release() {
      // A held request the browser has given up meanwhile is already handled: nothing to let through.
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
      await page.unroute(url);
    },
  };
}

/** Fake timers, stopped: the test moves the page's time itself (React's own timers included). */
async function stopTime(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
}

test('le code d’une page qui ne se charge pas : message en français, puis « Réessayer » la charge', async ({ page }, testInfo) => {
  await page.goto('/ContactezNous');
  await expect(page.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeVisible();
  // A deploy removed the old chunk, or the network is gone.
  const about = chunkOf('AboutPage');
  await page.route(about, (route) => route.abort('failed'));
  await page.locator('footer').getByRole('link', { name: 'À propos' }).click();

  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: FAILURE_TITLE })).toBeVisible();
  await expect(alert).toContainText('Le chargement a échoué. Vérifiez votre connexion à Internet, puis réessayez.');
  await expect(page.getByText('Chargement…')).toHaveCount(0);
  await shot(page, testInfo, 'page-load-failed');

  // Still failing: the message stays and offers a full reload (new files after a deploy).
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(alert).toContainText('le site vient peut-être d’être mis à jour : rechargez la page');
  await expect(page.getByRole('button', { name: 'Recharger la page' })).toBeVisible();
  await shot(page, testInfo, 'page-load-failed-again');

  // Back online: 'Réessayer' imports the page again, without reloading.
  await page.unroute(about);
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'À propos de Mijote' })).toBeVisible();
  await expect(page.getByRole('heading', { name: FAILURE_TITLE })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('un code de page qui ne répond pas est abandonné après 120 s, puis « Réessayer » le charge', async ({ page }, testInfo) => {
  await stopTime(page);
  // A page with its own loader (the static pages share one: ADR 0014), held from its first request.
  const map = await holdRequests(page, chunkOf('MapPage'));
  await page.goto('/map', { waitUntil: 'domcontentloaded' });
  // The shell renders after 1.5 s without the page and waits with 'Chargement…'.
  await page.clock.runFor(1_500);
  await expect(page.locator('.page-fallback')).toBeAttached();
  await page.clock.runFor(100);
  await expect(page.getByRole('status')).toHaveText('Chargement…');
  expect(map.held.length).toBeGreaterThan(0);

  // The import started with the page, at the paused time: 1.6 s + 118.399 s later it is still awaited.
  await page.clock.runFor(118_399);
  await expect(page.getByRole('status')).toHaveText('Chargement…');
  await expect(page.getByRole('heading', { name: FAILURE_TITLE })).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(page.getByRole('alert')).toContainText('Le chargement prend trop de temps. Vérifiez votre connexion à Internet, puis réessayez.');
  await expect(page.getByText('Chargement…')).toHaveCount(0);
  await shot(page, testInfo, 'page-load-timeout');

  await map.release();
  await page.clock.resume();
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Carte des restaurants' })).toBeVisible();
});

test('« Chargement… » des pages paresseuses n’apparaît qu’après 100 ms', async ({ page }) => {
  await stopTime(page);
  const contact = await holdRequests(page, chunkOf('ContactPage'));
  await page.goto('/ContactezNous', { waitUntil: 'domcontentloaded' });
  // main.tsx waits up to 1.5 s for the page's code before rendering the shell with its fallback.
  await page.clock.runFor(1_500);
  const fallback = page.locator('.page-fallback');
  await expect(fallback).toBeAttached();
  await expect(fallback).toHaveText('');
  await page.clock.runFor(99);
  await expect(fallback).toHaveText('');
  await page.clock.runFor(1);
  await expect(fallback).toHaveText('Chargement…');
  await contact.release();
  await page.clock.resume();
  await expect(page.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeVisible();
});

test('l’indicateur partagé « Chargement » n’apparaît qu’après 100 ms', async ({ page }) => {
  await page.clock.install();
  await page.goto('/ContactezNous');
  await expect(page.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeVisible();
  // The connection screen's code is held: its place shows the shared indicator while it comes.
  const modal = await holdRequests(page, chunkOf('ConnectionModal'));
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  await page.locator('.header-bar').getByRole('button', { name: 'Connexion' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Chargement' });
  await expect(page.locator('.loading')).toHaveCount(0);
  await page.clock.runFor(99);
  await expect(page.locator('.loading')).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(status).toHaveText('Chargement');
  await modal.release();
  await page.clock.resume();
  await expect(page.getByRole('dialog')).toBeVisible();
});

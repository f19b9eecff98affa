import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '.screenshots');

/** Saves a screenshot as tests/e2e/.screenshots/<project>-<name>.png (gitignored). */
export async function shot(page: Page, testInfo: TestInfo, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: path.join(dir, `${testInfo.project.name}-${name}.png`), fullPage });
}

/** Cards of the result list. */
export function cards(page: Page) {
  return page.locator('.results__grid article.card');
}

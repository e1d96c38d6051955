import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';

/**
 * The whole screen, top to bottom, into e2e/screenshots/<name>.png; the sticky bars stay in place
 * so they are drawn once, where they belong. Every screen worth a picture is also checked by axe.
 */
export async function fullScreenshot(page: Page, name: string): Promise<void> {
  await expectAccessible(page, name);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: fileURLToPath(new URL(`../screenshots/${name}.png`, import.meta.url)),
    fullPage: true,
    style: '.page-nav-bar, .ob-submit, .ln-submit { position: static !important; }',
  });
}

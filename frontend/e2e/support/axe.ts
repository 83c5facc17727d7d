import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core for a page of the shop. Legacy mode runs the audit in the page itself: the default
 * gathers each frame's results in a blank page opened for the purpose, which cost about 3.5 s of
 * every case's 7 here. The only thing it adds is cross-origin frames, and the shop has no frames.
 */
export function axeOf(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode();
}

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core for a page of the shop. Legacy mode runs the audit in the page itself: the default
 * gathers each frame's results in a blank page opened for the purpose, which cost about 3.5 s of
 * every case's 7 here. The only thing it adds is cross-origin frames, and the shop has no frames.
 * Only violations are reported in full: the cases read nothing else, and axe otherwise lists every
 * node that passed, or that it could not decide, for the page to hand to the test (the
 * accessibility cases took 12 CPU-seconds fewer, 55 to 49 in Chromium and 20 to 15 in the runner).
 */
export function axeOf(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
}

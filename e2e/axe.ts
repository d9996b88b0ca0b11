import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { measureTextContrast, settle } from './contrast';
import { scrollToFoot } from './scroll';

// WCAG 2.2 AA: every rule axe has for these levels.
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The two widths every page is checked at. */
export const widths = { phone: 390, desktop: 1440 } as const;

/**
 * Runs axe and fails with one readable line per violation and element. Text whose background
 * axe cannot determine (artwork, gradients, layered shapes) is measured from the pixels instead;
 * text inside SVG is the logo, which WCAG 1.4.3 exempts.
 */
export async function expectNoViolations(page: Page, where: string) {
  await settle(page);
  // axe.run in the page itself: the default (runPartial in each frame, then finishRun in a new blank
  // page) exists for cross-origin frames, which no page of the site has, and took 1.1 s a page here
  // against 0.45 s, with the same results.
  const { violations, incomplete } = await new AxeBuilder({ page })
    .withTags(wcagTags)
    .options({ resultTypes: ['violations', 'incomplete'] })
    .setLegacyMode(true)
    .analyze();
  const report = violations.flatMap((v) =>
    v.nodes.map(
      (n) => `[${v.impact}] ${v.id}: ${v.help}\n    at ${n.target.join(' ')}\n    ${n.failureSummary?.replace(/\n/g, '\n    ')}`,
    ),
  );
  const unsure = incomplete.find((r) => r.id === 'color-contrast')?.nodes ?? [];
  for (const reading of await measureTextContrast(page, unsure.map((n) => String(n.target[0])))) {
    if (reading.ratio < reading.required) {
      report.push(
        `[serious] color-contrast (measured from pixels): "${reading.text}" has ${reading.ratio}:1, needs ${reading.required}:1\n    at ${reading.selector}`,
      );
    }
  }
  expect(report, `axe found ${report.length} problem(s) on ${where}:\n${report.join('\n')}`).toEqual([]);
}

/**
 * Puts all artwork in place, so text over art is measured over the art: lazy images are asked for
 * now, and where art waits to be scrolled into view (service cards), the page is scrolled through.
 * Ends at the top of the page.
 */
export async function loadAllArt(page: Page) {
  const artWaits = await page.evaluate(() => {
    for (const img of document.querySelectorAll('img[loading="lazy"]')) (img as HTMLImageElement).loading = 'eager';
    return document.querySelector('[data-loaded="false"]') !== null;
  });
  if (artWaits) await page.evaluate(scrollToFoot, { step: 1, pauseMs: 20 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page
    .waitForFunction(() => [...document.images].every((img) => img.complete || !img.checkVisibility()), null, { timeout: 5_000 })
    .catch(() => undefined);
}

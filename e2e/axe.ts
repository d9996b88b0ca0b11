import axe, { type AxeResults, type RunOptions } from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { measureTextContrast, settle } from './contrast';
import { scrollToFoot } from './scroll';

// WCAG 2.2 AA: every rule axe has for these levels.
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core run in the page itself, against WCAG 2.2 AA, on the whole page or on what `selector`
 * matches. Not through @axe-core/playwright: its AxeBuilder evaluates axe's 650 KB source twice
 * a run (once to see which API axe has, once more for its legacy run), a fifth of a page's axe
 * check here; what it adds beyond this is for frames, which no page of the site has. axe.run in the
 * page, not runPartial in each frame and finishRun in a blank page: the same results in half the time.
 */
export async function runAxe(page: Page, selector?: string): Promise<Pick<AxeResults, 'violations' | 'incomplete'>> {
  await page.evaluate(axe.source);
  const options: RunOptions = { runOnly: { type: 'tag', values: wcagTags }, resultTypes: ['violations', 'incomplete'] };
  return page.evaluate(
    async ({ selector, options }) => {
      const { violations, incomplete } = await (window as unknown as { axe: typeof axe }).axe.run(selector ? { include: [selector] } : document, options);
      return { violations, incomplete };
    },
    { selector, options },
  );
}

/** The two widths every page is checked at. */
export const widths = { phone: 390, desktop: 1440 } as const;

/**
 * Runs axe and fails with one readable line per violation and element. Text whose background
 * axe cannot determine (artwork, gradients, layered shapes) is measured from the pixels instead;
 * text inside SVG is the logo, which WCAG 1.4.3 exempts.
 */
export async function expectNoViolations(page: Page, where: string) {
  await settle(page);
  const { violations, incomplete } = await runAxe(page);
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

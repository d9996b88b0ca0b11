import { locales } from '../lib/i18n/locales';
import { links, services, texts } from './content';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { measureTextContrast, settle } from './contrast';
import { expectNoViolations, loadAllArt, widths } from './axe';
import { homeOf } from './editions';

/**
 * axe (WCAG 2.2 AA) where a page is in a state of its own: the home page as it loads, the open
 * menu, the service cards' summaries, reduced motion. Every page as a visitor reaches it is
 * checked in walk.spec.ts.
 */

async function open(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await loadAllArt(page);
}

test.describe('axe: WCAG 2.2 AA', () => {
  // The walk scrolls a page through first, so art that waits to be scrolled into view is there;
  // Lighthouse checks a page as it loads. What the home page puts off until it is near
  // (docs/product-rules.md#performance) must read right either way.
  for (const locale of locales) {
    const home = homeOf(locale);
    test(`${home} as it loads, nothing scrolled, at phone and desktop widths`, async ({ page }) => {
      for (const width of Object.values(widths)) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(home);
        await expectNoViolations(page, `${home} at ${width} px, as loaded`);
      }
    });
  }

  test('the open overlay menu', async ({ page }) => {
    for (const width of Object.values(widths)) {
      await open(page, links.home, width);
      await page.getByRole('button', { name: texts.header.openMenu }).click();
      await expect(page.getByRole('dialog', { name: texts.header.menuName })).toBeVisible();
      await expectNoViolations(page, `the home page with the menu open at ${width} px`);
      await page.keyboard.press('Escape');
    }
  });

  test('service cards keep their text readable over the art with their summary shown', async ({ browser }) => {
    // A touch screen (no hover) shows every card's summary over its art, as hover and focus do elsewhere;
    // a tablet's width lays all cards out in the grid, where each can be measured.
    const tablet = await browser.newContext({ viewport: { width: 1280, height: 900 }, isMobile: true, hasTouch: true });
    const page = await tablet.newPage();
    await open(page, links.home, 1280);
    await settle(page);
    const selectors = services.flatMap((s) => {
      const description = `service-card-${s.slug}-text`;
      return [`#${description}`, `a[aria-describedby="${description}"]`];
    });
    await expect(page.locator(selectors[0]!)).toBeVisible();
    const readings = await measureTextContrast(page, selectors);
    expect(readings).toHaveLength(selectors.length);
    const problems = readings
      .filter((r) => r.ratio < r.required)
      .map((r) => `"${r.text}" has ${r.ratio}:1, needs ${r.required}:1`);
    expect(problems, problems.join('\n')).toEqual([]);
    await tablet.close();
  });

  test('the home page under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const width of Object.values(widths)) {
      await open(page, links.home, width);
      await expectNoViolations(page, `the home page under reduced motion at ${width} px`);
    }
  });
});

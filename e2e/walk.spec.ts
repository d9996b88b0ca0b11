import { editions, type Locale } from '../lib/i18n/locales';
import { devices, type Browser, type Page } from '@playwright/test';
import { allRoutes, routes } from './content';
import { expectNoViolations, loadAllArt, widths } from './axe';
import { editionContent } from './editions';
import { unknownPaths } from './host-addresses';
import { emailJsEnv } from './fake-emailjs-client';
import { expect, hydrated, test } from './fixtures';
import { nginxOrigin, scrollThrough, watchPolicy, watchRequests } from './policy-watch';

/**
 * Every page as a visitor reaches it, on a phone and on a desktop, served by nginx with the shipped
 * deploy/generated/nginx.conf: the Content-Security-Policy is strict and enforced, the page runs
 * all it runs (loaded, scrolled through until the network is idle, each home page's menu opened)
 * without a violation or a console error, and then axe finds nothing against WCAG 2.2 AA. One
 * visit per page and width serves all three checks.
 *
 * Every English page, one page of each kind in Hindi and Marathi (their pages of a kind share one
 * layout; the copy differs) and each edition's 404 page. `AXE_EVERY_PAGE=1` walks every page of
 * every edition (docs/testing.md#end-to-end-npm-run-teste2e).
 */
const checkedRoutes = process.env.AXE_EVERY_PAGE
  ? allRoutes
  : [...routes, ...new Map(allRoutes.filter((r) => r.locale !== 'en').map((r) => [`${r.locale} ${r.kind}`, r])).values()];
const pages = [
  // An edition's own 404 page is reached the way a visitor reaches it, at an address that names no page.
  ...checkedRoutes.filter((r) => r.kind !== 'notFound').map((r) => ({ path: r.canonical, status: 200, home: r.kind === 'home', locale: r.locale })),
  ...Object.entries(editions).map(([locale, { prefix }]) => ({ path: `${prefix}${unknownPaths[0]}`, status: 404, home: false, locale: locale as Locale })),
];

/** The phone has a touch screen, so the parts of a page that run only for touch run too. */
const visitors = {
  phone: { ...devices['Desktop Chrome'], viewport: { width: widths.phone, height: 844 }, hasTouch: true },
  desktop: { ...devices['Desktop Chrome'], viewport: { width: widths.desktop, height: 900 } },
} as const;

async function visit(browser: Browser, visitor: keyof typeof visitors, path: string, status: number, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ ...visitors[visitor], baseURL: nginxOrigin });
  try {
    const page = await context.newPage();
    const watch = await watchPolicy(page);
    const requests = watchRequests(page);
    const response = await page.goto(path);
    expect(response?.status(), `${path} on a ${visitor}`).toBe(status);
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toMatch(/^default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/]+=')+;/);
    expect(policy).not.toMatch(/unsafe-eval|unsafe-inline/);
    expect(policy).toContain(`connect-src 'self' ${emailJsEnv.NEXT_PUBLIC_EMAILJS_ORIGIN}`);
    await hydrated(page);
    await scrollThrough(page);
    // All it fetched, from its first scripts to what the scrolling woke and what that ran, has arrived.
    await requests.quiet();
    await check(page);
    expect(await watch.violations(), `CSP violations on ${path} on a ${visitor}`).toEqual([]);
    expect(watch.consoleErrors, `console errors on ${path} on a ${visitor}`).toEqual([]);
    await loadAllArt(page);
    await expectNoViolations(page, `${path} at ${visitors[visitor].viewport.width} px (${visitor})`);
  } finally {
    await context.close();
  }
}

test.describe('every page on a phone and a desktop: a strict policy enforced, no console error, axe WCAG 2.2 AA', () => {
  // Each page is loaded twice and scrolled through in steps: the long home page needs more than the default.
  test.describe.configure({ timeout: 60_000 });
  for (const { path, status, home, locale } of pages) {
    test(path, async ({ browser }) => {
      for (const visitor of Object.keys(visitors) as (keyof typeof visitors)[]) {
        await visit(browser, visitor, path, status, async (page) => {
          if (status !== 200) await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          if (!home) return;
          const { header } = editionContent[locale].texts;
          await page.getByRole('button', { name: header.openMenu }).click();
          await expect(page.getByRole('dialog', { name: header.menuName })).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toBeHidden();
        });
      }
    });
  }
});

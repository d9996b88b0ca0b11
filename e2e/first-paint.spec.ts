import { readFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFileOf, out } from './export-files';
import { expect, hydrated, test } from './fixtures';
import { forms, logoStripLabels, pauseOrPlay, routes, texts } from './content';
import { markerFor, waitForRequests } from './fake-emailjs-client';
import { about, contact, enquiry, expectValues, markWindow, reloaded, watchAlerts } from './form-cases';
import { timings } from '../styles/tokens';


// docs/product-rules.md#performance: a page paints from its HTML (stylesheets inlined,
// scripts/build/postbuild/transforms/inlineCss.ts) and font; the framework's scripts are fetched after that
// (scripts/build/postbuild/transforms/deferScripts.ts) and compiled as they download (scripts/build/postbuild/transforms/compileHints.ts).
test.describe('first paint before scripts', () => {
  test('every page holds its framework scripts for after the first paint, with one loader', () => {
    for (const route of routes) {
      const html = readFileSync(htmlFileOf(route.canonical), 'utf8');
      expect(html, route.canonical).not.toMatch(/<script src="\/_next\/[^"]+" async=""/);
      expect(html, route.canonical).not.toMatch(/<link rel="preload" as="script"/);
      expect(html.match(/<script data-src="\/_next\//g)?.length ?? 0, route.canonical).toBeGreaterThan(2);
      expect(html.match(/script\[data-src\]/g), route.canonical).toHaveLength(1);
      // The stylesheets are in the page; their links stay for React but are never fetched.
      expect(html, route.canonical).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
      expect(html.match(/<style data-href="\/_next\/[^"]+\.css">/g)?.length ?? 0, route.canonical).toBeGreaterThan(0);
      // Every start-up script is compiled as it downloads, not when first called (V8's magic comment).
      for (const [, src] of html.matchAll(/<script data-src="(\/_next\/[^"]+)"/g)) {
        expect(readFileSync(path.join(out, src!), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'), src).toBe(true);
      }
    }
  });

  for (const kind of ['home', 'services', 'service', 'article'] as const) {
    test(`the ${kind} page is painted before any script is requested, and then comes to life`, async ({ page }) => {
      const route = routes.find((r) => r.kind === kind)!;
      const stylesheets: string[] = [];
      const failed: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
      });
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      await page.goto(route.canonical);
      // The menu button works only once React runs: the scripts did arrive.
      await expect(async () => {
        await page.getByRole('button', { name: texts.header.openMenu }).click();
        await expect(page.getByRole('dialog')).toBeVisible({ timeout: 500 });
      }).toPass();
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        scripts: performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/_next/') && e.name.endsWith('.js'))
          .map((e) => e.startTime),
      }));
      expect(timing.scripts.length).toBeGreaterThan(2);
      expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint);
      // Styled from the HTML alone, before and after hydration.
      expect(stylesheets).toEqual([]);
      expect(await page.locator('style[data-href]').count()).toBeGreaterThan(0);
      // The inlined rules' url()s still reach their files: the site's font loads.
      const fontsLoaded = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((font) => font.status === 'loaded').length;
      });
      expect(fontsLoaded).toBeGreaterThan(0);
      expect(failed).toEqual([]);
    });
  }

  test('no page is wider than a phone, before its scripts arrive or after', async ({ page }) => {
    // A phone widens its layout viewport to reach anything past the right edge: the fixed header
    // then jumps sideways (a layout shift) and the page pans. One page of every kind.
    const kinds = [...new Map(routes.map((r) => [r.kind, r])).values()];
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    for (const route of kinds) {
      await page.route('**/_next/static/**/*.js', (r) => r.abort());
      await page.goto(route.canonical, { waitUntil: 'domcontentloaded' });
      await page.waitForLoadState('load');
      await page.evaluate(() => document.fonts.ready);
      expect(await overflow(), `${route.canonical} without scripts scrolls sideways by`).toBe(0);
      await page.unrouteAll();
      await page.goto(route.canonical);
      expect(await overflow(), `${route.canonical} with scripts scrolls sideways by`).toBe(0);
    }
  });

  test('a visitor who scrolls before the scripts arrive stays where they scrolled', async ({ page }) => {
    let holding = true;
    const held: (() => Promise<void>)[] = [];
    await page.route('**/_next/static/**/*.js', (route) => (holding ? held.push(() => route.continue()) : route.continue()));
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('region', { name: texts.home.clientsHeading }).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(500);
    expect(held.length).toBeGreaterThan(0);
    holding = false;
    await Promise.all(held.map((go) => go()));
    // The logo strip's controls appear once React runs and the strip is near: the page came to
    // life where the visitor is, and was not moved.
    await expect(page.getByRole('button', { name: pauseOrPlay(logoStripLabels) })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('the menu opens from a tap before the scripts arrive and stays open when they arrive', async ({ page }) => {
    // docs/product-rules.md#header-and-menu: the hamburger's HTML command opens the dialog before
    // React runs; hydration picks the open menu up and leaves it open.
    await page.setViewportSize({ width: 390, height: 844 });
    let holding = true;
    const held: (() => Promise<void>)[] = [];
    await page.route('**/_next/static/**/*.js', (route) => (holding ? held.push(() => route.continue()) : route.continue()));
    await page.goto('/services', { waitUntil: 'domcontentloaded' });
    const hamburger = page.getByRole('button', { name: texts.header.openMenu });
    await hamburger.click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    const closeButton = menu.getByRole('button', { name: texts.header.closeMenu });
    await expect(closeButton).toBeFocused();
    expect(held.length).toBeGreaterThan(0);
    holding = false;
    await Promise.all(held.map((go) => go()));
    await hydrated(page);
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    // Longer than the closing fade: a menu that started to close would be gone by now.
    await page.waitForTimeout(timings.overlayMs * 1.5);
    expect(await menu.evaluate((d: HTMLDialogElement) => ({ open: d.open, closing: d.hasAttribute('data-closing'), opacity: getComputedStyle(d).opacity }))).toEqual({
      open: true,
      closing: false,
      opacity: '1',
    });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await expect(closeButton).toBeFocused();
    await closeButton.click();
    await expect(menu).toBeHidden();
    await expect(hamburger).toBeFocused();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  });

  for (const c of [contact, enquiry, about]) {
    test(`the ${c.name} form keeps and sends what a visitor typed before the scripts arrived`, async ({ page }, info) => {
      const marker = markerFor(info);
      const alerts = await watchAlerts(page);
      // Hold every script until the form is filled: a slow phone's visitor who starts typing at once.
      let holding = true;
      const held: (() => Promise<void>)[] = [];
      await page.route('**/_next/static/**/*.js', (route) => (holding ? held.push(() => route.continue()) : route.continue()));
      // Not waiting for the load event: the held scripts hold it back.
      await page.goto(c.path, { waitUntil: 'domcontentloaded' });
      const typed = await c.fill(c.form(page), marker, { beforeHydration: true });
      expect(held.length).toBeGreaterThan(0);
      holding = false;
      await Promise.all(held.map((go) => go()));
      await hydrated(page);
      await expectValues(c.form(page), typed);
      await markWindow(page);
      await c.form(page).getByRole('button', { name: c.submitLabel }).click();
      await reloaded(page);
      expect(alerts).toEqual([forms.successAlert]);
      const [request, ...others] = await waitForRequests(marker);
      expect(others).toHaveLength(0);
      c.expectPayload(request!, typed);
    });
  }
});

import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { menuLinks, texts } from './content';
import { links } from '../lib/links';

const headerBackground = (page: Page) =>
  page.getByRole('banner').evaluate((el) => getComputedStyle(el).backgroundColor);

test.describe('header (docs/product-rules.md#header-and-menu)', () => {
  test('is transparent at the top and translucent white once scrolled by 1 px', async ({ page }) => {
    await page.goto('/services');
    await expect.poll(() => headerBackground(page)).toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 1));
    await expect.poll(() => headerBackground(page)).toBe('rgba(255, 255, 255, 0.78)');
    const blur = await page.getByRole('banner').evaluate((el) => getComputedStyle(el).backdropFilter);
    expect(blur).toContain('blur');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => headerBackground(page)).toBe('rgba(0, 0, 0, 0)');
  });

  test('shows "Who we are ?", "Services" and "Get Quote" on large screens', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: texts.header.whoWeAre })).toHaveAttribute('href', '/WhoWeAre');
    await expect(header.getByRole('link', { name: texts.header.services, exact: true })).toHaveAttribute('href', '/Services');
    await expect(header.getByRole('link', { name: texts.header.getQuote })).toHaveAttribute('href', '/GetQuote');
  });

  test('hides those links on a phone and keeps the hamburger', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: texts.header.getQuote })).toBeHidden();
    await expect(header.getByRole('button', { name: texts.header.openMenu })).toBeVisible();
  });
});

test.describe('overlay menu', () => {
  test('opens with the items of content, keeps focus inside, closes on Escape and returns focus', async ({ page }) => {
    await page.goto('/');
    const hamburger = page.getByRole('button', { name: texts.header.openMenu });
    await hamburger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: texts.header.menuName });
    await expect(menu).toBeVisible();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    const items = menu.getByRole('navigation', { name: texts.header.menuLinks }).getByRole('link');
    await expect(items).toHaveText(texts.menu.map((m) => m.label));
    for (const [i, l] of menuLinks.entries()) await expect(items.nth(i)).toHaveAttribute('href', l.href);

    // Tab round the whole menu twice. The modal dialog makes the page behind inert: focus is in
    // the menu or, past its last link, briefly in the browser's own UI (document.body here),
    // never on anything of the page behind, and the next Tab comes back into the menu.
    const where = () =>
      menu.evaluate((d) =>
        d.contains(document.activeElement) ? 'menu' : document.activeElement === document.body ? 'browser' : 'page',
      );
    const seen: string[] = [];
    for (let i = 0; i < 24; i++) {
      await page.keyboard.press('Tab');
      seen.push(await where());
    }
    expect(seen).not.toContain('page');
    expect(seen.filter((w) => w === 'menu').length).toBeGreaterThanOrEqual(20);
    // The page behind does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(hamburger).toBeFocused();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes on the close icon and when a link is followed', async ({ page }) => {
    await page.goto('/');
    const hamburger = page.getByRole('button', { name: texts.header.openMenu });
    await hamburger.click();
    const menu = page.getByRole('dialog', { name: texts.header.menuName });
    await menu.getByRole('button', { name: texts.header.closeMenu }).click();
    await expect(menu).toBeHidden();
    await expect(hamburger).toBeFocused();

    await hamburger.click();
    const sectors = menuLinks.find((l) => l.href === links.sectors)!;
    await menu.getByRole('link', { name: sectors.label, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === sectors.href);
    await expect(menu).toBeHidden();
  });

  test('opens once from a tap on a phone: the browser reports no second open of the dialog', async ({ page }) => {
    // React opens the menu and cancels the click, so the button's HTML command does not run too.
    const messages: string[] = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const hamburger = page.getByRole('button', { name: texts.header.openMenu });
    await hamburger.click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('button', { name: texts.header.closeMenu }).click();
    await expect(menu).toBeHidden();
    await hamburger.click();
    await expect(menu).toBeVisible();
    expect(messages.filter((m) => /dialog/i.test(m))).toEqual([]);
  });
});

import { type Page } from '@playwright/test';
import { getContent } from '../lib/content';
import { contentDir, readContent } from '../lib/content/load';
import { locales, type Locale } from '../lib/i18n/locales';
import { searchIndexPath, type SearchIndexFile } from '../lib/search/records';
import { wordsOf } from '../lib/search/terms';
import { runAxe } from './axe';
import { allRoutes, escapeRegExp, type PageRoute } from './content';
import { expect, test } from './fixtures';

// docs/product-rules.md#search: from pages of every edition, the search opens by its button and by
// keyboard, finds a service, a sector, a case study and an article by a word of its text (read
// from the content the pages render) and opens it; the dialog is a real dialog.

/** Words the page shows in its main part, read from the content (as e2e/routes.spec.ts does). */
function bodyWords(route: PageRoute): string[] {
  switch (route.kind) {
    case 'service':
      return route.entry.page.benefits.flatMap((b) => wordsOf(`${b.title} ${b.text}`));
    case 'sector':
      return route.entry.page.bullets.flatMap(wordsOf);
    case 'caseStudy':
      return wordsOf(`${route.entry.client} ${route.entry.challenge}`);
    case 'article':
      return wordsOf(route.entry.body.replace(/[#*_`>[\]()]/g, ' '));
    default:
      return [];
  }
}

/** The longest word of the page's text without digits: rare enough to find it among few. */
const wordOf = (route: PageRoute) => bodyWords(route).filter((w) => !/\d/.test(w) && w.length >= 5).sort((a, b) => b.length - a.length)[0]!;

type Opener = 'button' | 'slash' | 'ctrl+k';

async function openSearch(page: Page, how: Opener, button: string) {
  if (how === 'button') await page.getByRole('banner').getByRole('link', { name: button }).click();
  else await page.keyboard.press(how === 'slash' ? '/' : 'Control+k');
}

for (const locale of locales) {
  const copy = getContent(undefined, locale).texts.search;
  const own = allRoutes.filter((r) => r.locale === locale);
  const targets = (['service', 'sector', 'caseStudy', 'article'] as const).map((kind) => own.find((r) => r.kind === kind)!);
  const starts = [own.find((r) => r.kind === 'home')!, own.find((r) => r.kind === 'services')!, own.find((r) => r.kind === 'article')!];
  const openers: Opener[] = ['button', 'slash', 'ctrl+k'];

  test(`${locale}: from three pages, by button and keyboard, the search finds and opens a service, a sector, a case study and an article`, async ({ page }) => {
    test.setTimeout(90_000);
    for (const [i, target] of targets.entries()) {
      const start = starts[i % starts.length]!;
      const how = openers[i % openers.length]!;
      await page.goto(start.canonical);
      // Nothing of the search is fetched before it is opened.
      const fetched: string[] = [];
      page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
      await openSearch(page, how, copy.button);
      const dialog = page.getByRole('dialog', { name: copy.dialogName });
      await expect(dialog).toBeVisible();
      const field = dialog.getByRole('searchbox', { name: copy.inputLabel });
      await expect(field).toBeFocused();
      const word = wordOf(target);
      await field.fill(word);
      const result = dialog.locator(`a[href="${target.canonical}"]`);
      await expect(result, `${target.canonical} for "${word}" (${how} on ${start.canonical})`).toBeVisible();
      await expect(dialog.getByRole('status')).not.toBeEmpty();
      await expect(dialog.locator('mark').first()).toBeVisible();
      expect(fetched).toContain(searchIndexPath(locale));
      expect(fetched.every((p) => !p.startsWith('http') && !p.includes('//'))).toBe(true);
      await result.click();
      await expect(page).toHaveURL((url) => url.pathname === target.canonical);
    }
  });

  test(`${locale}: Escape closes the dialog and focus returns to the button; the count is announced; nothing found offers the services page and the enquiry form`, async ({ page }) => {
    await page.goto(starts[0]!.canonical);
    const button = page.getByRole('banner').getByRole('link', { name: copy.button });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: copy.dialogName });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('searchbox').fill('zzqxjv');
    await expect(dialog.getByRole('status')).toHaveText(copy.none.replace('{query}', 'zzqxjv'));
    await expect(dialog.getByRole('link', { name: copy.servicesLink })).toBeVisible();
    await expect(dialog.getByRole('link', { name: copy.enquiryLink })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test(`${locale}: the search page reads ?q= and filters by kind`, async ({ page }) => {
    // The studio's name: on the home page and in every article's byline, so more than one kind is found.
    const word = wordsOf(getContent(undefined, locale).site.name)[0]!;
    await page.goto(`${own.find((r) => r.kind === 'search')!.canonical}?q=${encodeURIComponent(word)}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('searchbox', { name: copy.inputLabel })).toHaveValue(word);
    const results = main.getByRole('listitem');
    await expect(results.first()).toBeVisible();
    const filters = main.getByRole('group', { name: copy.filtersLabel });
    await filters.getByRole('button', { name: copy.kinds.article, exact: true }).click();
    await expect(filters.getByRole('button', { name: copy.kinds.article, exact: true })).toHaveAttribute('aria-pressed', 'true');
    const count = await results.count();
    expect(count).toBeGreaterThan(0);
    await expect(results.filter({ has: page.getByText(new RegExp(`^${escapeRegExp(copy.kinds.article)}( ·|$)`)) })).toHaveCount(count);
    await filters.getByRole('button', { name: copy.all, exact: true }).click();
    await expect.poll(() => results.count()).toBeGreaterThan(count);
  });
}

test('without JavaScript the search page says what to do instead', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const locale of locales) {
    const copy = getContent(undefined, locale).texts.search;
    await page.goto(allRoutes.find((r) => r.kind === 'search' && r.locale === locale)!.canonical);
    // Playwright's text search skips <noscript>, whose line this is: found by its place instead.
    const line = page.getByRole('main').locator('noscript p');
    await expect(line).toContainText(copy.noScript);
    await expect(line).toBeVisible();
    await expect(line.getByRole('link', { name: copy.sitemapLink })).toHaveAttribute('href', '/sitemap.xml');
  }
  await context.close();
});

test('drafts and scheduled articles are in no edition’s index', async ({ request }) => {
  const published = new Set(allRoutes.filter((r) => r.kind === 'article').map((r) => r.canonical));
  const every = readContent(contentDir()).collections.articles!;
  const unpublished = every.filter((a) => !published.has(`/blog/${a.slug}`) && !published.has(`/${a.locale}/blog/${a.slug}`));
  for (const locale of locales as readonly Locale[]) {
    const index = (await (await request.get(searchIndexPath(locale))).json()) as SearchIndexFile;
    const urls = new Set(index.records.map((r) => r.url));
    expect(index.records.filter((r) => r.kind === 'article').every((r) => published.has(r.url))).toBe(true);
    for (const a of unpublished) expect([...urls].some((u) => u.endsWith(`/blog/${a.slug}`)), a.slug).toBe(false);
  }
});

test('the dialog and the search page are axe clean at 390 and 1440 px', async ({ page }) => {
  const copy = getContent(undefined, 'hi').texts.search;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/hi');
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: copy.dialogName });
    const word = wordOf(allRoutes.find((r) => r.locale === 'hi' && r.kind === 'service')!);
    await dialog.getByRole('searchbox').fill(word);
    await expect(dialog.locator('ol li').first()).toBeVisible();
    const { violations } = await runAxe(page, 'dialog');
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.goto(`/hi/search?q=${encodeURIComponent(word)}`);
    await expect(page.getByRole('main').locator('ol li').first()).toBeVisible();
    const onPage = await runAxe(page, 'main');
    expect(onPage.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});

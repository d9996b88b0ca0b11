import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { about, canonicalOf, footerDomains, footerPages, footerServices, menuLinks, routes, sectors, services, site, texts, whoWeAre, whyWe, blogArticle, type PageRoute } from './content';

/** What each page must show as its main content, read from the same content the pages render. */
function expectedText(route: PageRoute): string[] {
  switch (route.kind) {
    case 'home':
      return [site.name, texts.home.servicesHeading, texts.home.sectorsHeading];
    case 'company':
      return [whoWeAre.heading, whyWe.heading];
    case 'services':
      return services.map((s) => s.overviewTitle ?? s.title);
    case 'sectors':
      return sectors.map((s) => s.title);
    case 'about':
      return [texts.about.connectButton, ...about.values.map((v) => v.title)];
    case 'enquiry':
      return [texts.enquiry.banner, texts.enquiry.brochureButton];
    case 'blog':
      return route.listing.page === 1 ? [blogArticle.title, texts.blog.moreToRead] : route.listing.items.map((a) => a.title);
    case 'brochure':
      return [texts.brochure.button];
    case 'service':
      return route.entry.page.benefits.map((b) => b.title);
    case 'sector':
      return route.entry.page.bullets;
    case 'article':
      return [route.entry.title];
    case 'notFound':
      return [texts.notFound.heading];
    case 'search':
      return [texts.search.heading, texts.search.lead];
    case 'tag':
      return [route.tag.name, ...route.listing.items.map((a) => a.title)];
    case 'work':
      return route.items.map((w) => w.title);
    case 'caseStudy':
      return [route.entry.client, ...route.entry.results.map((r) => r.value)];
  }
}

function expectedH1(route: PageRoute): string | undefined {
  if (route.kind === 'service') return route.entry.title;
  if (route.kind === 'sector') return route.entry.title;
  if (route.kind === 'article') return route.entry.title;
  if (route.kind === 'tag') return route.tag.name;
  if (route.kind === 'caseStudy') return route.entry.title;
  if (route.kind === 'home') return site.name;
  return undefined;
}

async function expectSharedChrome(page: Page) {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: site.name, exact: true })).toHaveAttribute('href', '/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: texts.footer.connectUs })).toBeVisible();
  await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  await expect(footer.getByRole('navigation', { name: texts.footer.sectors }).getByRole('link')).toHaveCount(sectors.length + 1);
  await expect(footer.getByRole('navigation', { name: texts.footer.services }).getByRole('link')).toHaveCount(services.length + 1);
  // docs/product-rules.md#footer: every page links the work, the blog and the brochure at its foot.
  const pages = footer.getByRole('navigation', { name: texts.footer.linksName }).getByRole('link');
  await expect(pages).toHaveText(footerPages.map((p) => p.label));
  for (const [i, p] of footerPages.entries()) await expect(pages.nth(i)).toHaveAttribute('href', p.href);
}

test.describe('every route in every spelling, with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of routes) {
    for (const path of route.paths) {
      test(`${path} is pre-rendered with its content, header and footer`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        expect(new URL(page.url()).pathname).toBe(path);
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1).toHaveCount(1);
        const title = expectedH1(route);
        if (title) await expect(h1).toHaveText(title);
        for (const text of expectedText(route)) {
          await expect(page.getByRole('main').getByText(text, { exact: false }).first()).toBeVisible();
        }
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          `${site.url}${route.canonical === '/' ? '' : route.canonical}`,
        );
        await expectSharedChrome(page);
      });
    }
  }
});

test.describe('links in the shared header and footer', () => {
  test('the footer lists reach every sector and service page', async ({ page, request }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const list of [footerDomains, footerServices]) {
      const nav = footer.getByRole('navigation', { name: list.heading.label });
      await expect(nav.getByRole('link', { name: list.heading.label })).toHaveAttribute('href', list.heading.href);
      for (const item of list.items) {
        const link = nav.getByRole('link', { name: item.label, exact: true });
        await expect(link).toHaveAttribute('href', item.href);
        expect((await request.get(item.href)).status()).toBe(200);
      }
    }
    // docs/product-rules.md#footer: the footer links the political service at /political-campaign, lower-case lists.
    const political = services.find((s) => s.path === '/political-campaign')!;
    await expect(footer.getByRole('link', { name: political.title, exact: true })).toHaveAttribute('href', political.path);
    await expect(footer.getByRole('link', { name: texts.footer.services, exact: true })).toHaveAttribute('href', canonicalOf('services'));
  });

  test('a footer link opens its page at the top', async ({ page }) => {
    await page.goto('/');
    const sector = sectors.at(-1)!;
    const link = page.getByRole('contentinfo').getByRole('link', { name: sector.title, exact: true });
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === sector.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sector.title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a reload opens the page at the top, not where the visitor had scrolled', async ({ page }) => {
    await page.goto('/services');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the menu lists its items with their targets', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: texts.header.openMenu }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    const items = menu.getByRole('navigation', { name: texts.header.menuLinks }).getByRole('link');
    await expect(items).toHaveText(texts.menu.map((m) => m.label));
    for (const [i, l] of menuLinks.entries()) await expect(items.nth(i)).toHaveAttribute('href', l.href);
  });
});

test.describe('404 and other spellings', () => {
  test('an unknown path shows the 404 page with its way home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.notFound.heading);
    await expect(page.getByText(texts.notFound.line)).toBeVisible();
    const back = page.getByRole('link', { name: texts.notFound.back });
    await expect(back).toHaveAttribute('href', '/');
    await back.click();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const [typed, canonical] of [
    ['/SERVICES', '/services'],
    ['/Web-Development', '/web-development'],
    ['/whyWE', '/whoweare'],
    ['/CONTACTUS', '/getquote'],
  ]) {
    test(`${typed} ends on ${canonical}`, async ({ page }) => {
      await page.goto(typed!);
      await expect(page).toHaveURL(new RegExp(`${canonical}$`));
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(texts.notFound.heading);
    });
  }
});

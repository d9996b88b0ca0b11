import { parse } from 'node-html-parser';
import { getEditions } from '../lib/content/load';
import { editions, locales, type Locale } from '../lib/i18n/locales';
import { allRoutes, site, type PageRoute } from './content';
import { expect, test } from './fixtures';
import { latinWordsKept } from './latin-words';

/**
 * docs/product-rules.md#languages: every kind of page, in each edition, is in its language from
 * <html lang> on; its language switch names each language in its own script and leads to the same
 * page in that language (else that language's home); links to another edition say so with hreflang;
 * and a Hindi or Marathi page shows no Latin-script words but the names its copy keeps. One browser
 * load per page; the pages the switch leads to are fetched as a crawler would.
 */
const content = getEditions();
const homeOf = (locale: Locale) => allRoutes.find((r) => r.kind === 'home' && r.locale === locale)!.canonical;
const pathOf = (href: string) => new URL(href, site.url).pathname;

/** One page of every kind (the home, each fixed page, one of each collection's pages, a list's later page, a filter, a tag, the 404) in each edition. */
function pageOfEveryKind(): { locale: Locale; name: string; path: string; route?: PageRoute }[] {
  const seen = new Set<string>();
  const pages = allRoutes.flatMap((route) => {
    const variant = route.kind === 'work' && route.filter ? 'filter' : route.canonical.match(/\/\d+$/) ? 'later page' : '';
    const key = `${route.locale} ${route.kind} ${variant}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ locale: route.locale, name: `${route.kind}${variant ? ` (${variant})` : ''}`, path: route.canonical, route }];
  });
  // English's page not found is the host's 404 file (app/global-not-found.tsx): any unknown address.
  return [...pages, { locale: 'en', name: 'notFound', path: '/no-such-page' }];
}

for (const { locale, name, path, route } of pageOfEveryKind()) {
  test(`${editions[locale].name} ${name} ${path}: its language, its switch, its links`, async ({ page, request }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);

    const switchName = content[locale].texts.languages.switchName;
    const expected = locales.map((l) => ({
      text: editions[l].name,
      href: (route?.kind !== 'notFound' && route?.alternates[l]) || homeOf(l),
      hreflang: l,
      lang: l,
      current: l === locale ? 'true' : null,
    }));
    // The header's switch and the menu's: the same links.
    const switches = await page.locator(`:is(nav, [role="group"])[aria-label="${switchName}"]`).evaluateAll((navs) =>
      navs.map((nav) =>
        [...nav.querySelectorAll('a')].map((a) => ({
          text: a.textContent,
          href: a.getAttribute('href'),
          hreflang: a.getAttribute('hreflang'),
          lang: a.getAttribute('lang'),
          current: a.getAttribute('aria-current'),
        })),
      ),
    );
    expect(switches).toEqual([expected, expected]);

    // Where the switch leads: that page, in that language, whose own switch leads back here when it is the same page.
    for (const link of expected.filter((l) => l.hreflang !== locale)) {
      const response = await request.get(link.href);
      expect(response.status(), link.href).toBe(200);
      const html = parse(await response.text());
      expect(html.querySelector('html')?.getAttribute('lang'), link.href).toBe(link.hreflang);
      expect(pathOf(html.querySelector('link[rel="canonical"]')!.getAttribute('href')!), link.href).toBe(link.href);
      if (route && link.href !== homeOf(link.hreflang)) {
        const back = html.querySelector(`nav[aria-label="${content[link.hreflang].texts.languages.switchName}"] a[hreflang="${locale}"]`);
        expect(back?.getAttribute('href'), `${link.href} leads back`).toBe(route.canonical);
      }
    }

    const { latin, unmarkedLinks } = await page.evaluate((own) => {
      const words: string[] = [];
      const latinRun = /[A-Za-z][A-Za-z0-9]*(?:[.@/'’+&-][A-Za-z0-9]+)*/g;
      const ownLanguage = (el: Element) => el.closest('[lang]')?.getAttribute('lang') === own;
      // Every word shown or read out in the page's own language: text, alt texts and accessible names.
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('script, style, noscript, template') || !parent.checkVisibility() || !ownLanguage(parent)) continue;
        words.push(...(node.textContent!.match(latinRun) ?? []));
      }
      for (const el of document.body.querySelectorAll('[alt], [aria-label], [title]')) {
        if (!ownLanguage(el)) continue;
        for (const attribute of ['alt', 'aria-label', 'title']) words.push(...(el.getAttribute(attribute)?.match(latinRun) ?? []));
      }
      // A link to another edition's page names that language (hreflang).
      const prefixes = { hi: '/hi', mr: '/mr' } as const;
      const editionOf = (href: string) => (Object.entries(prefixes).find(([, p]) => href === p || href.startsWith(`${p}/`))?.[0] ?? 'en');
      const unmarked = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')]
        .filter((a) => !/\.(pdf|xml|png|jpe?g|webp|svg)$/.test(new URL(a.href).pathname))
        .filter((a) => editionOf(new URL(a.href).pathname) !== own && a.getAttribute('hreflang') !== editionOf(new URL(a.href).pathname))
        .map((a) => `${a.getAttribute('href')} "${a.textContent?.trim()}"`);
      return { latin: words, unmarkedLinks: unmarked };
    }, locale);

    expect(unmarkedLinks, 'links to another edition without its hreflang').toEqual([]);
    if (locale !== 'en') {
      const kept = latinWordsKept(locale, content[locale]);
      expect([...new Set(latin.filter((w) => !kept.has(w)))], 'Latin-script words the copy does not keep (e2e/latin-words.ts)').toEqual([]);
    }
  });
}

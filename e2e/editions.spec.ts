import { parse } from 'node-html-parser';
import { editions } from '../lib/i18n/locales';
import { site } from './content';
import { editionContent as content, expectedSwitch, homeOf, pageOfEveryKind, pageWords, pageWordsQuery, switchLinks, switchSelector, unkeptLatinWords } from './editions';
import { expect, test } from './fixtures';
import { watchPolicy } from './policy-watch';

/**
 * docs/product-rules.md#languages: every kind of page, in each edition, is in its language from
 * <html lang> on; its language switch names each language in its own script and leads to the same
 * page in that language (else that language's home); links to another edition say so with hreflang;
 * and a Hindi or Marathi page shows no Latin-script words but the names its copy keeps; and it loads
 * and hydrates without a page error, console error or policy violation. One browser
 * load per page; the pages the switch leads to are fetched as a crawler would. Firefox and WebKit
 * walk the same pages (e2e-browsers/editions.ts, from e2e/editions.ts).
 */
const pathOf = (href: string) => new URL(href, site.url).pathname;

for (const edition of pageOfEveryKind()) {
  const { locale, name, path, route } = edition;
  test(`${editions[locale].name} ${name} ${path}: its language, its switch, its links, no error`, async ({ page, request }) => {
    const policy = await watchPolicy(page);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);

    const expected = expectedSwitch(edition);
    // The header's switch and the menu's: the same links.
    const switches = await page.evaluate(switchLinks, switchSelector(locale));
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

    const { latin, unmarkedLinks } = await page.evaluate(pageWords, pageWordsQuery(locale));

    expect(unmarkedLinks, 'links to another edition without its hreflang').toEqual([]);
    if (locale !== 'en') {
      expect(unkeptLatinWords(locale, latin), 'Latin-script words the copy does not keep (e2e/latin-words.ts)').toEqual([]);
    }
    // Last, so an error React reports while it hydrates (or gives up and renders anew) has been seen.
    expect(policy.consoleErrors, 'page and console errors').toEqual([]);
    expect(await policy.violations(), 'policy violations').toEqual([]);
  });
}

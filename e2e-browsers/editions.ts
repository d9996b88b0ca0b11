import assert from 'node:assert/strict';
import { it } from 'node:test';
import { editions } from '../lib/i18n/locales';
import { expectedSwitch, pageOfEveryKind, pageWords, pageWordsQuery, switchLinks, switchSelector, unkeptLatinWords } from '../e2e/editions';
import { waitForHydration } from './checks';
import { startForChecks, type Site } from './site';
import type { Visitor } from './visitor';

/**
 * One page of every kind in each edition, as this engine shows it (docs/product-rules.md#languages,
 * e2e/editions.ts): <html lang> is the edition's; the header's and the menu's language switch name
 * each language in its own script and lead to the same page in it (else its home); links to
 * another edition carry its hreflang; a Hindi or Marathi page shows no Latin-script words but the
 * names its copy keeps; and the page reports no error (React's hydration errors included). Whether the switch's targets are that page in that language is checked in
 * Chromium only (e2e/editions.spec.ts): it reads the HTML the server sends, which no engine changes.
 */
export function defineEditionChecks(launch: (site: Site) => Promise<Visitor>) {
  let v: Visitor;
  startForChecks(launch, (_, visitor) => (v = visitor));

  for (const page of pageOfEveryKind()) {
    const { locale, name, path } = page;
    it(`${editions[locale].name} ${name} ${path}: its language, its switch, its links, no error`, async () => {
      await v.open(path);
      await waitForHydration(v);

      const lang = await v.run(() => document.documentElement.getAttribute('lang'));
      assert.equal(lang, locale, `${path} has <html lang="${lang}">, not "${locale}"`);

      const expected = expectedSwitch(page);
      // The header's switch and the menu's: the same links (the test's title names the page; the diff, the link).
      assert.deepEqual(await v.run(switchLinks, switchSelector(locale)), [expected, expected]);

      const { latin, unmarkedLinks } = await v.run(pageWords, pageWordsQuery(locale));
      assert.deepEqual(unmarkedLinks, [], `${path} links to another edition without its hreflang: ${unmarkedLinks.join(', ')}`);
      const unkept = unkeptLatinWords(locale, latin);
      assert.deepEqual(unkept, [], `${path} shows Latin-script words its copy does not keep (e2e/latin-words.ts): ${unkept.join(', ')}`);
      // Last, so an error React reports while it hydrates (or gives up and renders anew) has been seen.
      const problems = await v.problems();
      assert.deepEqual(problems, [], `${path} reports: ${problems.join('; ')}`);
    });
  }
}

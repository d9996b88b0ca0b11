/** @jest-environment node */
import path from 'node:path';
import { getContent } from '../../../lib/content';
import { formatDate } from '../../../lib/i18n/locales';
import { getRoutes, type PageRoute } from '../../../lib/routes';
import { searchIndexPath } from '../../../lib/search/records';
import { wordsOf } from '../../../lib/search/terms';
import { Page } from './page';
import { loadSite, siteOf } from './site';
import { fileOf, searchIndexes } from './transforms/searchIndex';

// The index read from pages captured from a real `next build` (fixtures/capture.ts): the home page,
// the 404 page and an English article not yet written in Hindi or Marathi.
const fixtures = path.join(path.dirname(__filename), 'fixtures', 'export');
const slug = 'reading-your-ad-dashboard';
const fixtureSite = loadSite(fixtures);
const site = () => fixtureSite;
const allRoutes = getRoutes();
/** The routes whose pages the fixture holds: a whole site, as far as the index can tell. */
const fixtureRoutes = (routes = allRoutes) => routes.filter((r) => r.paths.some((p) => site().pages.has(fileOf(p))));
const indexOf = (locale: string, routes: PageRoute[] = fixtureRoutes()) => [...searchIndexes(site(), routes).entries()].find(([file]) => file.endsWith(searchIndexPath(locale as 'en')))![1];

const article = getContent(undefined, 'en').articles.find((a) => a.slug === slug)!;
/** A sentence of the article's Markdown body, its formatting marks left out. */
const sentence = article.body
  .split('\n')
  .find((line) => /^[A-Z][^*_`[\]#>|]{40,}\.$/.test(line.trim()))!
  .trim()
  .split('. ')[0]!;

describe('search-index', () => {
  test('indexes the article as text: its title, its words, no markup, no navigation', () => {
    const record = indexOf('en').records.find((r) => r.url === article.path)!;
    expect(record).toMatchObject({ kind: 'article', locale: 'en', title: article.title });
    expect(record.text).toContain(sentence);
    expect(record.text).not.toMatch(/<[a-z/!]/i);
    // Words on either side of a hidden separator stay apart: the date is not glued to the reading time.
    expect(record.text).toMatch(new RegExp(`${formatDate(article.date, 'en')} \\S`));
    // The header's and footer's words are outside <main>: not the article's.
    const { texts } = getContent(undefined, 'en');
    expect(record.text).not.toContain(texts.footer.connectUs);
    expect(record.text).not.toContain(texts.header.skipLink);
  });

  test('the 404 page and the aliases are never indexed; home is a page', () => {
    const { records } = indexOf('en');
    expect(records.map((r) => r.url).sort()).toEqual(['/', article.path].sort());
    expect(records.find((r) => r.url === '/')!.kind).toBe('page');
  });

  test('an edition lists an article not yet in its language once, in its own language', () => {
    const hindi = indexOf('hi').records;
    expect(hindi.filter((r) => r.url === article.path)).toHaveLength(1);
    expect(hindi.find((r) => r.url === article.path)!.locale).toBe('en');
  });

  test('an article without a route (a draft, or dated after the build day) is never indexed: its page, were it in the export, fails the build naming it', () => {
    // What the registry holds once the article is a draft or dated after the build day: no route for it (lib/content/collections/articles.ts publishedArticles).
    const routes = fixtureRoutes().filter((r) => !(r.kind === 'article' && r.entry.slug === slug));
    expect(() => searchIndexes(site(), routes)).toThrow(`postbuild: search-index: blog/${slug}.html: is in the export but not in the route registry`);
  });

  test('a page of the registry missing from the export fails the build naming it', () => {
    const routes = allRoutes.filter((r) => r.canonical === '/services' || r.paths.some((p) => site().pages.has(fileOf(p))));
    expect(() => searchIndexes(site(), routes)).toThrow('postbuild: search-index: services.html: the route registry has /services, but the export has no such page');
  });

  test('the cards of other pages and the enquiry band, marked data-search-ignore, are not the page’s words', () => {
    // The fixture predates the markers: put them where CardList and CtaBand now write them.
    const marked = new Map(
      [...site().pages].map(([name, page]) => [
        name,
        new Page(name, page.source.replace(/(<section class="[^"]*" aria-labelledby="(cta-heading|more-to-read-heading)")/g, '$1 data-search-ignore=""')),
      ]),
    );
    const { pages, texts } = getContent(undefined, 'en');
    const before = indexOf('en').records.find((r) => r.url === article.path)!;
    expect(before.headings).toContain(pages.quoteCta.heading);
    const after = [...searchIndexes(siteOf(fixtures, marked), fixtureRoutes()).values()][0]!.records.find((r) => r.url === article.path)!;
    expect(after.headings).not.toContain(pages.quoteCta.heading);
    expect(after.headings).not.toContain(texts.blog.moreToRead);
    expect(after.text).not.toContain(pages.quoteCta.text);
    expect(after.text).toContain(sentence);
  });

  test('every word of the article’s title is a word of its record', () => {
    const record = indexOf('en').records.find((r) => r.url === article.path)!;
    for (const word of wordsOf(article.title)) expect(wordsOf(`${record.title} ${record.text}`)).toContain(word);
  });
});

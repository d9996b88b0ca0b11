import { getEditions } from './content/load';
import { editions, locales } from './i18n/locales';
import { languageLinks } from './navigation';
import { getRoutes, routeOf } from './routes';

/** docs/product-rules.md#languages: the language switch leads to the same page in each edition, else that edition's home. */
const routes = getRoutes();
const homeOf = (locale: (typeof locales)[number]) => routeOf('home', locale, routes).canonical;

describe('the language switch’s links', () => {
  it('name each language in its own script and mark the page’s own', () => {
    const hindiServices = routeOf('services', 'hi', routes);
    expect(languageLinks(hindiServices, routes).map((l) => [l.name, l.current])).toEqual(locales.map((l) => [editions[l].name, l === 'hi']));
  });

  it('lead from every page written in all three languages to the same page in each', () => {
    const everywhere = routes.filter((r) => r.kind !== 'notFound' && locales.every((l) => r.alternates[l]));
    expect(everywhere.length).toBeGreaterThan(50);
    for (const route of everywhere) {
      expect(languageLinks(route, routes).map((l) => l.href)).toEqual(locales.map((l) => route.alternates[l]));
    }
  });

  it('lead from an article not written in Hindi to the Hindi home page, and to the article in English', () => {
    const { hi } = getEditions();
    const englishOnly = hi.articles.find((a) => a.locale === 'en' && !a.translations.includes('hi'))!;
    expect(englishOnly).toBeDefined();
    const article = routes.find((r) => r.kind === 'article' && r.locale === 'en' && r.entry.slug === englishOnly.slug)!;
    const byLocale = Object.fromEntries(languageLinks(article, routes).map((l) => [l.locale, l.href]));
    expect(byLocale).toMatchObject({ en: article.canonical, hi: homeOf('hi') });
  });

  it('lead from a page not found to each edition’s home page', () => {
    const notFound = routeOf('notFound', 'mr', routes);
    expect(languageLinks(notFound, routes).map((l) => l.href)).toEqual(locales.map(homeOf));
    expect(languageLinks({ kind: 'notFound', locale: 'en', alternates: {} }, routes).map((l) => l.href)).toEqual(locales.map(homeOf));
  });
});
